import type { Language } from "#app/i18n/languages.ts";
import type { BrandPagesCopy } from "./copy/index.ts";
import { changeIn } from "./figures.ts";
import { messageParts } from "./route-helpers.ts";
import { cardClass } from "./section.tsx";
import type { Trend } from "./types.ts";

/** Market trend cards. */
export function BrandTrends({
  trends,
  words,
  separators,
  language,
}: {
  trends: readonly Trend[];
  words: BrandPagesCopy["trends"];
  separators: BrandPagesCopy["separators"];
  language: Language;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {trends.map((trend) => (
        <li key={`${trend.brand}-${trend.timeframe}-${trend.trend}`} className={cardClass} data-trend="">
          <h3 className="font-serif text-xl">
            {messageParts(words.title, { name: trend.brand, category: trend.category })}
          </h3>
          <p className="mt-1 text-sm text-ink/80">
            <span className="font-semibold text-ink">{words[trend.trend]}</span>{" "}
            {messageParts(words.over, { timeframe: trend.timeframe })}{" "}
            <bdi dir="ltr" className="font-semibold text-ink">
              {changeIn(language, trend.impact)}
            </bdi>
          </p>
          <dl className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="font-semibold">{words.drivers}</dt>
              <dd className="text-ink/85">{trend.factors.join(separators.factors)}</dd>
            </div>
            <div>
              <dt className="font-semibold">{words.regions}</dt>
              <dd className="text-ink/85">{trend.regions.join(separators.list)}</dd>
            </div>
            <div>
              <dt className="font-semibold">{words.buyers}</dt>
              <dd className="text-ink/85">{trend.demographics.join(separators.list)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
