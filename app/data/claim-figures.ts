import { accuracyFigures, brandCountFigures, headlineFigures, pipelineFigures } from "./headline-figures.ts";

export { categoryCounts, pipelineFiguresIn } from "./headline-figures.ts";

/**
 * The figures behind every shared claim, as numbers: shares are fractions, amounts US dollars.
 * `claims.ts` writes them in each language. The headline figures that the footer and the home
 * page show directly are in `headline-figures.ts`, so that the chrome carries neither the other
 * figures nor the claims' words.
 */
export type Range = { readonly min: number; readonly max: number };
export type Turnaround =
  | { readonly unit: "hours" | "hoursLong" | "businessDays"; readonly min: number; readonly max: number }
  | { readonly unit: "upToHours" | "underMinutes" | "underSeconds"; readonly max: number }
  | { readonly unit: "sameDay" };

/** The figures behind every claim, as numbers: shares are fractions, amounts US dollars. */
export const claimFigures = {
  accuracy: accuracyFigures,
  brandCounts: brandCountFigures,
  pipeline: pipelineFigures,
  headline: headlineFigures,
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
