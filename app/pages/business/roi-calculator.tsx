import { type FormEvent, useId, useState } from "react";
import { usd } from "#app/data/plans.ts";
import { calculateRoi, formatRoi, type RoiResult, zeroRoiResult } from "./roi.ts";
import { defaultRoiCategory, defaultRoiProducts, roiCategories } from "./roi-data.ts";

const resultRows = [
  { key: "annualSavings", label: "Annual savings" },
  { key: "newRevenue", label: "New revenue" },
  { key: "totalBenefit", label: "Total benefit" },
  { key: "roi", label: "ROI" },
] as const satisfies readonly { key: keyof RoiResult; label: string }[];

/**
 * The ROI calculator (spec 001, "ROI calculator"): two inputs and a Calculate button. The results
 * stay at zero until Calculate is pressed and only change when it is pressed again.
 */
export function BizRoiCalculator({
  heading,
  intro,
  noScript,
}: {
  heading: string;
  intro: string;
  noScript: string;
}) {
  const id = useId();
  const [products, setProducts] = useState(defaultRoiProducts);
  const [category, setCategory] = useState<string>(defaultRoiCategory);
  const [result, setResult] = useState<RoiResult>(zeroRoiResult);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResult(calculateRoi(products, category));
  }

  return (
    <div
      id="roi-calculator"
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 className="font-serif text-2xl">{heading}</h3>
      <p className="mt-2 text-ink/80">{intro}</p>
      <form
        className="mt-6 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={onSubmit}
        noValidate
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-products`} className="text-sm font-semibold">
            Number of products annually
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
            Product category
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
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="h-11 rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
        >
          Calculate
        </button>
      </form>
      <noscript>
        <p className="mt-4 rounded-lg bg-paper p-3 text-sm">{noScript}</p>
      </noscript>
      <div aria-live="polite" data-roi-results className="mt-6">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {resultRows.map((row) => (
            <div key={row.key} className="rounded-xl bg-paper p-4" data-roi={row.key}>
              <dt className="text-sm text-ink/80">{row.label}</dt>
              <dd className="mt-1 font-serif text-2xl tabular-nums break-words text-gold">
                {row.key === "roi" ? formatRoi(result.roi) : usd(result[row.key])}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
