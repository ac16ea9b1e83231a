import { formatAtLeastIn, formatCompactUsdIn, formatNumberIn, formatPercentIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { claimFigures } from "./claim-figures.ts";

/** Headline claims shown in the footer, written in one language; their labels are chrome copy. */
export function footerStatsIn(language: Language) {
  const f = claimFigures;
  return [
    { id: "accuracy", value: formatPercentIn(language, f.accuracy.general) },
    { id: "brands", value: formatAtLeastIn(language, formatNumberIn(language, f.brandCounts.site)) },
    {
      id: "value",
      value: formatAtLeastIn(language, formatCompactUsdIn(language, f.headline.authenticatedValueUsd)),
    },
    { id: "rating", value: formatNumberIn(language, f.headline.rating, 1, 1) },
  ] as const;
}
