import { type FormEvent, useId, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { formatUsdIn } from "#app/i18n/format.ts";
import type { BusinessCopy } from "./copy/index.ts";
import { roiPercentIn } from "./money.ts";
import { calculateRoi, type RoiResult, zeroRoiResult } from "./roi.ts";
import { defaultRoiCategory, defaultRoiProducts, roiCategories } from "./roi-data.ts";

const resultRows = [
  "annualSavings",
  "newRevenue",
  "totalBenefit",
  "roi",
] as const satisfies readonly (keyof RoiResult)[];

/**
 * The ROI calculator: two inputs and a Calculate button. The results
 * stay at zero until Calculate is pressed and only change when it is pressed again. Until the
 * first Calculate the zeros are muted under a line saying that nothing is calculated yet, so they
 * read as a form waiting for figures rather than as a result of nothing.
 */
export function BizRoiCalculator({ copy }: { copy: BusinessCopy["roi"] }) {
  const id = useId();
  const { language } = useI18n();
  const [products, setProducts] = useState(defaultRoiProducts);
  const [category, setCategory] = useState<string>(defaultRoiCategory);
  const [result, setResult] = useState<RoiResult>(zeroRoiResult);
  const [calculated, setCalculated] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(calculateRoi(products, category));
    setCalculated(true);
  }

  return (
    <div
      id="roi-calculator"
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 className="font-serif text-2xl">{copy.heading}</h3>
      <p className="mt-2 text-ink/80">{copy.intro}</p>
      <form
        className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={onSubmit}
        noValidate
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-products`} className="text-sm font-semibold">
            {copy.products}
          </label>
          <input
            id={`${id}-products`}
            name="products"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={products}
            onChange={(e) => setProducts(e.target.value)}
            className="h-11 rounded-lg border border-ink/40 bg-white px-3"
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-category`} className="text-sm font-semibold">
            {copy.category}
          </label>
          <select
            id={`${id}-category`}
            name="category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            className="h-11 rounded-lg border border-ink/40 bg-white px-3"
          >
            {roiCategories.map((c) => (
              <option key={c.id} value={c.id}>
                {copy.categories[c.id]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-11 rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
        >
          {copy.calculate}
        </button>
      </form>
      <noscript>
        <p className="mt-4 rounded-lg bg-paper p-3 text-sm">{copy.noScript}</p>
      </noscript>
      <div aria-live="polite" data-roi-results className="mt-6">
        {calculated ? null : (
          <p data-roi-status className="mb-3 text-sm text-ink/75">
            {copy.notCalculated}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {resultRows.map((key) => (
            <div key={key} className="rounded-xl bg-paper p-4" data-roi={key}>
              <dt className="text-sm text-ink/80">{copy.results[key]}</dt>
              <dd
                className={`mt-1 font-serif text-2xl tabular-nums break-words ${calculated ? "text-gold" : "text-ink/60"}`}
              >
                {key === "roi" ? roiPercentIn(language, result.roi) : formatUsdIn(language, result[key])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
