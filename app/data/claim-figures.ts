import { formatAtLeastIn, formatCompactIn, formatNumberIn, formatPercentIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";

/**
 * The figures behind every shared claim, as numbers: shares are fractions, amounts US dollars.
 * `claims.ts` writes them in each language; the footer reads them directly, so that the chrome
 * carries no words of the claims.
 */
export type Range = { readonly min: number; readonly max: number };
export type Turnaround =
  | { readonly unit: "hours" | "hoursLong" | "businessDays"; readonly min: number; readonly max: number }
  | { readonly unit: "upToHours" | "underMinutes" | "underSeconds"; readonly max: number }
  | { readonly unit: "sameDay" };

/** The figures behind every claim, as numbers: shares are fractions, amounts US dollars. */
export const claimFigures = {
  accuracy: { general: 0.999, watches: 0.998, jewelryService: 0.997, collectibles: 0.995, business: 0.994 },
  brandCounts: { faq: 200, site: 300, marketing: 500 },
  pipeline: { accuracy: 0.998, agents: 15, dataPoints: 50_000_000, layers: 3 },
  headline: {
    authenticatedValueUsd: 50_000_000,
    rating: 4.9,
    cities: 50,
    itemsAuthenticated: 100_000,
    hotelPartners: 50,
  },
  turnaround: {
    handbags: { unit: "hours", min: 24, max: 48 },
    watches: { unit: "hours", min: 48, max: 72 },
    jewelry: { unit: "hours", min: 48, max: 96 },
    collectibles: { unit: "businessDays", min: 3, max: 7 },
    express: { unit: "hours", min: 2, max: 4 },
    complexCases: { unit: "upToHours", max: 72 },
    businessResults: { unit: "underMinutes", max: 5 },
    averageProcessing: { unit: "underSeconds", max: 30 },
    preSale: { unit: "hoursLong", min: 48, max: 72 },
    conditionReport: { unit: "hoursLong", min: 24, max: 48 },
    provenance: { unit: "businessDays", min: 5, max: 10 },
    emergency: { unit: "sameDay" },
  } satisfies Record<string, Turnaround>,
  typicalProfessionalDays: { min: 2, max: 5 },
  serviceTerms: {
    satisfactionGuarantee: 1,
    discounts: [
      { items: 3, orMore: false, discount: 0.15 },
      { items: 5, orMore: true, discount: 0.25 },
    ],
    installments: { min: 2, max: 3 },
    revaluationYears: { min: 2, max: 3 },
    costShareOfValue: { min: 0.01, max: 0.05 },
  },
  business: {
    costPerAuthenticationUsd: 10,
    reduction: 0.5,
    liabilityPlusWindowDays: { min: 180, max: 365 },
    confidenceThreshold: 0.95,
    zapierApps: 5000,
  },
  market: {
    returnFraudUsd: 101_000_000_000,
    traditionalAuthenticationDays: { min: 7, max: 14 },
    trustGap: 0.45,
    resaleMarket: [
      { year: 2020, usd: 28_000_000_000, estimate: false },
      { year: 2022, usd: 41_000_000_000, estimate: false },
      { year: 2024, usd: 58_000_000_000, estimate: false },
      { year: 2026, usd: 77_000_000_000, estimate: true },
    ],
  },
} as const;

/** Counts of categories: 11 on the home page, 10 on the business page and the category grid. */
export const categoryCounts = { home: 11, business: 10 } as const;

/**
 * The multi-agent pipeline's four figures in one language (home AI panel, multi-agent page,
 * category pricing): numbers only, so they need no words.
 */
export function pipelineFiguresIn(language: Language) {
  const f = claimFigures.pipeline;
  return {
    accuracy: formatPercentIn(language, f.accuracy),
    agents: formatAtLeastIn(language, formatNumberIn(language, f.agents)),
    dataPoints: formatAtLeastIn(language, formatCompactIn(language, f.dataPoints)),
    layers: formatNumberIn(language, f.layers),
  };
}
