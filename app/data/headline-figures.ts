import { formatAtLeastIn, formatCompactIn, formatNumberIn, formatPercentIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";

/**
 * The headline figures that the chrome (the footer) and the home page show, as numbers: shares
 * are fractions, amounts US dollars. Kept apart from the other claims (`claim-figures.ts`) so that
 * every page's script carries only these.
 */
export const accuracyFigures = {
  general: 0.999,
  watches: 0.998,
  jewelryService: 0.997,
  collectibles: 0.995,
  business: 0.994,
} as const;
export const brandCountFigures = { faq: 200, site: 300, marketing: 500 } as const;
export const pipelineFigures = { accuracy: 0.998, agents: 15, dataPoints: 50_000_000, layers: 3 } as const;
export const headlineFigures = {
  authenticatedValueUsd: 50_000_000,
  rating: 4.9,
  cities: 50,
  itemsAuthenticated: 100_000,
  hotelPartners: 50,
} as const;

/** Counts of categories: 11 on the home page, 10 on the business page and the category grid. */
export const categoryCounts = { home: 11, business: 10 } as const;

/**
 * The multi-agent pipeline's four figures in one language (home AI panel, multi-agent page,
 * category pricing): numbers only, so they need no words.
 */
export function pipelineFiguresIn(language: Language) {
  const f = pipelineFigures;
  return {
    accuracy: formatPercentIn(language, f.accuracy),
    agents: formatAtLeastIn(language, formatNumberIn(language, f.agents)),
    dataPoints: formatAtLeastIn(language, formatCompactIn(language, f.dataPoints)),
    layers: formatNumberIn(language, f.layers),
  };
}
