import type { ReactNode } from "react";
import { Link } from "react-router";
import { usd } from "#app/data/plans.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { BrandBreadcrumb } from "./breadcrumb.tsx";
import type { Comparison, ComparisonSide } from "./comparison-data.ts";
import { BrandPage, BrandSection, cardClass, eyebrowClass, primaryButtonClass } from "./section.tsx";
import { brandTiers, comparisonPrices } from "./tiers.ts";

export const comparisonPath = "/comparisons/hermes-vs-chanel";

export function comparisonTrail(comparison: Comparison) {
  return [
    { name: "Home", path: "/" },
    { name: "Brands", path: "/what-we-authenticate" },
    { name: comparison.sides.map((s) => s.name).join(" vs "), path: comparisonPath },
  ];
}

interface Row {
  label: string;
  key: string;
  cell: (side: ComparisonSide) => ReactNode;
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 ps-3 sm:ps-4">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const rows: readonly Row[] = [
  { key: "average-price", label: "Average price", cell: (s) => s.averagePrice },
  { key: "authentication-price", label: "Authentication price", cell: (s) => usd(comparisonPrices[s.slug]) },
  { key: "turnaround", label: "Turnaround", cell: (s) => brandTiers[s.slug].turnaround },
  { key: "success-rate", label: "Success rate", cell: (s) => `${brandTiers[s.slug].successRate}%` },
  { key: "key-points", label: "Key points", cell: (s) => <List items={s.keyPoints} /> },
  { key: "pros", label: "Pros", cell: (s) => <List items={s.pros} /> },
  { key: "cons", label: "Cons", cell: (s) => <List items={s.cons} /> },
];

/** The side-by-side comparison of two brands, with a recommendation. */
export function ComparisonView({ comparison }: { comparison: Comparison }) {
  const localize = useLocalizedPath();
  const cell = "border-b border-line px-2 py-3 align-top hyphens-auto sm:px-4";
  return (
    <BrandPage>
      <BrandBreadcrumb trail={comparisonTrail(comparison)} />
      <header className="mt-8" data-section="overview">
        <p className={eyebrowClass}>Brand comparison</p>
        <h1 className="mt-2 font-serif text-4xl md:text-5xl">{comparison.title}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{comparison.intro}</p>
      </header>

      <BrandSection id="side-by-side" title="Side by side">
        <section
          aria-label="Comparison table"
          className="-mx-6 overflow-x-auto border-y border-line bg-white sm:mx-0 sm:rounded-xl sm:border-x"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard focus
          tabIndex={0}
        >
          <table className="w-full border-collapse text-start text-sm" data-comparison-table="">
            <caption className="sr-only">{comparison.title}</caption>
            <thead>
              <tr>
                <td className={cell} />
                {comparison.sides.map((side) => (
                  <th key={side.slug} scope="col" className={`${cell} text-start font-serif text-lg`}>
                    {side.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-row={row.key}>
                  <th scope="row" className={`${cell} w-1/4 text-start text-xs font-semibold sm:text-sm`}>
                    {row.label}
                  </th>
                  {comparison.sides.map((side) => (
                    <td key={side.slug} data-brand={side.slug} className={cell}>
                      {row.cell(side)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </BrandSection>

      <BrandSection id="recommendation" title={comparison.recommendation.heading}>
        <div className={`${cardClass} space-y-4 leading-7`}>
          {comparison.recommendation.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </BrandSection>

      <BrandSection id="brand-guides" title="Read the brand guides">
        <ul className="grid gap-4 md:grid-cols-2">
          {comparison.sides.map((side) => (
            <li key={side.slug} className={cardClass}>
              <h3 className="font-serif text-xl">{side.name}</h3>
              <p className="mt-2 text-sm text-ink/85">
                Authentication markers, iconic models, counterfeiter targets and price tiers.
              </p>
              <Link
                to={localize(`/brands/${side.slug}`)}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-gold underline underline-offset-2"
              >
                {side.name} authentication
              </Link>
            </li>
          ))}
        </ul>
        <Link to={localize("/app/authenticate")} className={`mt-8 ${primaryButtonClass}`}>
          Start authentication
        </Link>
      </BrandSection>
    </BrandPage>
  );
}
