import { formatAtLeastIn, formatCompactUsdIn, formatNumberIn, formatPercentIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { accuracyFigures, brandCountFigures, headlineFigures } from "./headline-figures.ts";

/** Headline claims shown in the footer, written in one language; their labels are chrome copy. */
export function footerStatsIn(language: Language) {
  return [
    { id: "accuracy", value: formatPercentIn(language, accuracyFigures.general) },
    { id: "brands", value: formatAtLeastIn(language, formatNumberIn(language, brandCountFigures.site)) },
    {
      id: "value",
      value: formatAtLeastIn(language, formatCompactUsdIn(language, headlineFigures.authenticatedValueUsd)),
    },
    { id: "rating", value: formatNumberIn(language, headlineFigures.rating, 1, 1) },
  ] as const;
}
