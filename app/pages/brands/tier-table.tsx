import type { ReactNode } from "react";
import { DataTable } from "#app/components/blocks/data-table.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type { BrandPagesCopy } from "./copy/index.ts";
import { rateIn } from "./figures.ts";
import type { Tiers } from "./tiers.ts";
import { type TierKey, tierOrder } from "./types.ts";

/** What a tier includes; "Everything in the {tier} tier" names the tier before it as the page does. */
export function tierInclusions(
  language: Language,
  words: Pick<BrandPagesCopy["tiers"], "inclusions">,
  names: Record<TierKey, string>,
  tier: TierKey,
): string[] {
  const before = tierOrder[tierOrder.indexOf(tier) - 1] ?? tier;
  return words.inclusions[tier].map((item) => formatMessage(language, item, { tier: names[before] }));
}

/**
 * The basic/premium/expert price tiers as a real table (one column per tier, row headers), so
 * the prices, turnaround and success rate read across. Below 40rem, where its four columns no
 * longer fit, the same figures are one card per tier instead (issue 33); the table is then
 * hidden, for screen readers too, so nothing is read twice.
 */
export function BrandTierTable({
  caption,
  pricing,
  names,
  turnaround,
  successRate,
  highlighted,
  words,
  language,
}: {
  caption: string;
  pricing: Tiers;
  names: Record<TierKey, string>;
  turnaround?: string;
  successRate?: number;
  highlighted?: TierKey;
  words: BrandPagesCopy["tiers"];
  language: Language;
}) {
  const cell = "border-b border-line px-4 py-3 align-top";
  const label = "text-xs font-semibold text-ink/70";
  const price = (tier: TierKey) => <Ltr>{formatUsdIn(language, pricing[tier])}</Ltr>;
  // The rows once, read across by the table and down by each card: a label, a cell per tier, the
  // data attribute the tests find it by, and how large its figure is set.
  const rows: { label: string; value: (tier: TierKey) => ReactNode; data?: string; large?: boolean }[] = [
    { label: words.price, value: price, data: "data-price", large: true },
    ...(turnaround ? [{ label: words.turnaround, value: () => turnaround, data: "data-turnaround" }] : []),
    ...(successRate !== undefined
      ? [
          {
            label: words.successRate,
            value: () => <Ltr>{rateIn(language, successRate)}</Ltr>,
            data: "data-success-rate",
          },
        ]
      : []),
    {
      label: words.includes,
      value: (tier: TierKey) => (
        <ul className="list-disc space-y-1 ps-4">
          {tierInclusions(language, words, names, tier).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    },
  ];
  const name = (tier: TierKey) => (
    <>
      {names[tier]}
      {tier === highlighted && " "}
      {tier === highlighted && (
        <span className="ms-2 inline-block rounded-full bg-ink px-2 py-0.5 align-middle font-sans text-xs font-semibold text-white">
          {words.mostPopular}
        </span>
      )}
    </>
  );
  return (
    <>
      <ul aria-label={caption} className="space-y-4 sm:hidden" data-tier-cards="">
        {tierOrder.map((tier) => (
          <li
            key={tier}
            data-tier-card={tier}
            className={`rounded-xl border border-line p-5 ${tier === highlighted ? "bg-paper" : "bg-white"}`}
          >
            <h3 className="font-serif text-lg">{name(tier)}</h3>
            <dl className="mt-3 space-y-3 text-sm">
              {rows.map((row) => (
                <div key={row.label}>
                  <dt className={label}>{row.label}</dt>
                  <dd className={row.large ? "font-serif text-2xl" : undefined}>{row.value(tier)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <DataTable look="tiers" caption={caption} label={caption} regionData={{ "data-tier-table": "" }}>
          <thead>
            <tr>
              <td className={cell} />
              {tierOrder.map((tier) => (
                <th
                  key={tier}
                  scope="col"
                  data-tier={tier}
                  className={`${cell} text-start font-serif text-lg ${tier === highlighted ? "bg-paper" : ""}`}
                >
                  {name(tier)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={`${cell} text-start font-semibold`}>
                  {row.label}
                </th>
                {tierOrder.map((tier) => (
                  <td
                    key={tier}
                    {...(row.data ? { [row.data]: tier } : {})}
                    className={row.large ? `${cell} font-serif text-2xl` : cell}
                  >
                    {row.value(tier)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}
