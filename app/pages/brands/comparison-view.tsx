import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { BrandBreadcrumb } from "./breadcrumb.tsx";
import { type ComparisonSide, comparisonPath, hermesVsChanel } from "./comparison-data.ts";
import type { ComparisonCopy } from "./copy/index.ts";
import { hoursIn, rateIn } from "./figures.ts";
import { fillMessage, messageParts } from "./route-helpers.ts";
import { BrandPage, BrandSection, cardClass, eyebrowClass, primaryButtonClass } from "./section.tsx";
import { brandTiers, comparisonPrices } from "./tiers.ts";

/** The two houses' names, as the trail and the JSON-LD list name them ("Hermès vs Chanel"). */
export function comparisonName(message: string): string {
  const [first, second] = hermesVsChanel.sides;
  return fillMessage(message, { first: first.name, second: second.name });
}

export function comparisonTrail(copy: ComparisonCopy) {
  return [
    { name: copy.trail.home, path: "/" },
    { name: copy.trail.brands, path: "/what-we-authenticate" },
    { name: comparisonName(copy.trail.current), path: comparisonPath },
  ];
}

type Side = ComparisonSide & ComparisonCopy["sides"]["hermes"];
type RowKey = keyof ComparisonCopy["sideBySide"]["rows"];

interface Row {
  key: RowKey;
  cell: (side: Side, copy: ComparisonCopy, language: Language) => ReactNode;
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
  {
    key: "average-price",
    cell: (s, _, language) =>
      messageParts(s.averagePrice, { price: formatUsdIn(language, s.averageResale) }, ["price"]),
  },
  {
    key: "authentication-price",
    cell: (s, _, language) => <Ltr>{formatUsdIn(language, comparisonPrices[s.slug])}</Ltr>,
  },
  {
    key: "turnaround",
    cell: (s, copy, language) => hoursIn(language, copy.sideBySide.hours, brandTiers[s.slug].turnaround),
  },
  {
    key: "success-rate",
    cell: (s, _, language) => <Ltr>{rateIn(language, brandTiers[s.slug].successRate)}</Ltr>,
  },
  { key: "key-points", cell: (s) => <List items={s.keyPoints} /> },
  { key: "pros", cell: (s) => <List items={s.pros} /> },
  { key: "cons", cell: (s) => <List items={s.cons} /> },
];

/** The side-by-side comparison of two brands, with a recommendation. */
export function ComparisonView({ copy }: { copy: ComparisonCopy }) {
  const localize = useLocalizedPath();
  const { language } = useI18n();
  const sides: readonly Side[] = hermesVsChanel.sides.map((side) => ({ ...side, ...copy.sides[side.slug] }));
  // Long French and Italian words may break anywhere on a phone, so that the table keeps to the
  // screen's width where the browser has no hyphenation for the language.
  const cell = "border-b border-line px-2 py-3 align-top hyphens-auto [overflow-wrap:anywhere] sm:px-4";
  return (
    <BrandPage>
      <BrandBreadcrumb trail={comparisonTrail(copy)} label={copy.trail.label} />
      <header className="mt-8" data-section="overview">
        <p className={eyebrowClass}>{copy.eyebrow}</p>
        <h1 className="mt-2 font-serif text-4xl md:text-5xl">{copy.title}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{copy.intro}</p>
      </header>

      <BrandSection id="side-by-side" title={copy.sideBySide.title}>
        <section
          aria-label={copy.sideBySide.label}
          className="-mx-5 overflow-x-auto border-y border-line bg-white sm:mx-0 sm:rounded-xl sm:border-x"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs keyboard focus
          tabIndex={0}
        >
          <table className="w-full border-collapse text-start text-sm" data-comparison-table="">
            <caption className="sr-only">{copy.title}</caption>
            <thead>
              <tr>
                <td className={cell} />
                {sides.map((side) => (
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
                    {copy.sideBySide.rows[row.key]}
                  </th>
                  {sides.map((side) => (
                    <td key={side.slug} data-brand={side.slug} className={cell}>
                      {row.cell(side, copy, language)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </BrandSection>

      <BrandSection id="recommendation" title={copy.recommendation.heading}>
        <div className={`${cardClass} space-y-4 leading-7`}>
          {copy.recommendation.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </BrandSection>

      <BrandSection id="brand-guides" title={copy.guides.title}>
        <ul className="grid gap-4 md:grid-cols-2">
          {sides.map((side) => (
            <li key={side.slug} className={cardClass}>
              <h3 className="font-serif text-xl">{side.name}</h3>
              <p className="mt-2 text-sm text-ink/85">{copy.guides.text}</p>
              <Link
                to={localize(`/brands/${side.slug}`)}
                className="mt-4 inline-flex min-h-11 items-center font-semibold text-gold underline underline-offset-2"
              >
                <span>{messageParts(copy.guides.link, { name: side.name })}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link to={localize("/app/authenticate")} className={`mt-8 ${primaryButtonClass}`}>
          {copy.start}
        </Link>
      </BrandSection>
    </BrandPage>
  );
}
