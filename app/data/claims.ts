/**
 * Marketing claims and business constants shared by several pages. Claims differ from page to
 * page on purpose: each page shows the figure the specification gives it, so every variant has
 * its own name here. Each figure lives in this one place as a number; `claimsIn(language, words)`
 * writes them all in one language, with the words of `copy/claims/<language>.json` for units
 * ("business days", "up to") and the language's number forms (`app/i18n/format.ts`). The
 * English constants below (`accuracy`, `turnaround`...) are the same builder's English output,
 * kept for the pages that are not translated yet.
 */
import {
  formatAtLeastIn,
  formatCompactIn,
  formatCompactUsdIn,
  formatCurrencyIn,
  formatNumberIn,
  formatPercentIn,
} from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import claimsEn from "./copy/claims/en.json" with { type: "json" };

/** The words of the claims in one language, in the shape of `copy/claims/en.json`. */
export type ClaimsCopy = typeof claimsEn;

type Range = { readonly min: number; readonly max: number };
type Turnaround =
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

/**
 * Every claim written in one language: the same keys the pages have always read, each a string
 * ready to show ("99.9%" / "99,9 %", "24-48h" / "24-48 h", "$50M+" / "50 M $US+").
 */
export function claimsIn(language: Language, words: ClaimsCopy) {
  const f = claimFigures;
  const number = (value: number) => formatNumberIn(language, value);
  const percent = (share: number) => formatPercentIn(language, share);
  const atLeast = (value: number) => formatAtLeastIn(language, number(value));
  const message = (template: string, values: Record<string, string | number> = {}) =>
    formatMessage(language, template, values);
  const range = (template: string, r: Range) => message(template, { min: number(r.min), max: number(r.max) });
  const turnaroundOf = (t: Turnaround): string => {
    switch (t.unit) {
      case "sameDay":
        return words.turnaround.sameDay;
      case "upToHours":
      case "underMinutes":
      case "underSeconds":
        return message(words.turnaround[t.unit], { max: t.max });
      default:
        return range(words.turnaround[t.unit], t);
    }
  };
  const turnaround = Object.fromEntries(
    Object.entries(f.turnaround).map(([key, t]) => [key, turnaroundOf(t)]),
  ) as Record<keyof typeof f.turnaround, string>;
  /** Hour ranges spelled out: "24-48h" becomes "24-48 hours". */
  const turnaroundInWords = Object.fromEntries(
    Object.entries(f.turnaround).map(([key, t]) => [
      key,
      t.unit === "hours" ? range(words.turnaround.hoursLong, t) : turnaroundOf(t),
    ]),
  ) as Record<keyof typeof f.turnaround, string>;
  const discount = (d: { items: number; orMore: boolean; discount: number }) => ({
    items: message(d.orMore ? words.terms.itemsOrMore : words.terms.items, { count: d.items }),
    discount: percent(d.discount),
  });
  const usdPlus = (usd: number) => formatAtLeastIn(language, formatCompactUsdIn(language, usd));

  return {
    accuracy: {
      general: percent(f.accuracy.general),
      watches: percent(f.accuracy.watches),
      jewelryService: percent(f.accuracy.jewelryService),
      collectibles: percent(f.accuracy.collectibles),
      business: percent(f.accuracy.business),
    },
    brandCounts: {
      faq: atLeast(f.brandCounts.faq),
      site: atLeast(f.brandCounts.site),
      marketing: atLeast(f.brandCounts.marketing),
    },
    pipelineFigures: pipelineFiguresIn(language),
    headline: {
      authenticatedValue: usdPlus(f.headline.authenticatedValueUsd),
      rating: formatNumberIn(language, f.headline.rating, 1, 1),
      cities: atLeast(f.headline.cities),
      itemsAuthenticated: formatAtLeastIn(language, formatCompactIn(language, f.headline.itemsAuthenticated)),
      support: words.support,
      hotelPartners: atLeast(f.headline.hotelPartners),
      basedIn: words.basedIn,
    },
    turnaround,
    turnaroundInWords,
    priceRanges: {
      handbag: { min: 149, max: 999 },
      watch: { min: 199, max: 1999 },
      typicalProfessional: {
        min: 150,
        max: 500,
        days: range(words.turnaround.businessDays, f.typicalProfessionalDays),
      },
    },
    serviceTerms: {
      refundWindowDays: 30,
      satisfactionGuarantee: percent(f.serviceTerms.satisfactionGuarantee),
      discounts: [discount(f.serviceTerms.discounts[0]), discount(f.serviceTerms.discounts[1])] as const,
      paymentPlan: {
        installments: `${number(f.serviceTerms.installments.min)}-${number(f.serviceTerms.installments.max)}`,
        over: 1000,
      },
      collectiblesCertificationOver: 5000,
      revaluation: range(words.terms.everyYears, f.serviceTerms.revaluationYears),
      costShareOfValue: `${number(f.serviceTerms.costShareOfValue.min * 100)}-${percent(f.serviceTerms.costShareOfValue.max)}`,
    },
    businessClaims: {
      costPerAuthentication: formatCurrencyIn(language, f.business.costPerAuthenticationUsd, "USD", 0),
      reduction: message(words.terms.over, { value: percent(f.business.reduction) }),
      liabilityPlusWindow: range(words.turnaround.days, f.business.liabilityPlusWindowDays),
      confidenceThreshold: percent(f.business.confidenceThreshold),
      zapierApps: number(f.business.zapierApps),
    },
    marketStats: {
      returnFraud: formatCompactUsdIn(language, f.market.returnFraudUsd),
      traditionalAuthentication: range(words.turnaround.days, f.market.traditionalAuthenticationDays),
      trustGap: percent(f.market.trustGap),
      resaleMarket: f.market.resaleMarket.map((point) => ({
        year: point.estimate ? message(words.estimate, { year: String(point.year) }) : String(point.year),
        value: formatCompactUsdIn(language, point.usd),
      })),
    },
  };
}

/** Every claim in one language, as `claimsIn` writes them. */
export type Claims = ReturnType<typeof claimsIn>;

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

/** The claims in English, for the pages not translated yet. */
function englishClaims(): Claims {
  return claimsIn("en", claimsEn);
}

/** @deprecated use claimsIn(language, words).accuracy */
export const accuracy = /* @__PURE__ */ englishClaims().accuracy;
/** @deprecated use claimsIn(language, words).brandCounts */
export const brandCounts = /* @__PURE__ */ englishClaims().brandCounts;
/** @deprecated use pipelineFiguresIn(language) */
export const pipelineFigures = /* @__PURE__ */ pipelineFiguresIn("en");

/** @deprecated use claimsIn(language, words).headline */
export const headline = /* @__PURE__ */ englishClaims().headline;
/** @deprecated use claimsIn(language, words).turnaround */
export const turnaround = /* @__PURE__ */ englishClaims().turnaround;
/** @deprecated use claimsIn(language, words).priceRanges */
export const priceRanges = /* @__PURE__ */ englishClaims().priceRanges;
/** @deprecated use claimsIn(language, words).serviceTerms */
export const serviceTerms = /* @__PURE__ */ englishClaims().serviceTerms;
/** @deprecated use claimsIn(language, words).businessClaims */
export const businessClaims = /* @__PURE__ */ englishClaims().businessClaims;
/** @deprecated use claimsIn(language, words).marketStats */
export const marketStats = /* @__PURE__ */ englishClaims().marketStats;

/**
 * @deprecated use claimsIn(language, words).turnaroundInWords: an English hour range spelled
 * out, "24-48h" -> "24-48 hours".
 */
export function hoursInWords(hours: string): string {
  return `${hours.slice(0, -1)} hours`;
}

/** The award in one language: its name, and the press-strip text that quotes it. */
export function awardIn(
  words: Pick<ClaimsCopy, "award">,
  language: Language = "en",
): { text: string; short: string } {
  return {
    text: formatMessage(language, words.award.text, { name: words.award.name }),
    short: words.award.name,
  };
}

/** @deprecated use awardIn(words): the award in English. */
export const award: { readonly text: string; readonly short: string } = /* @__PURE__ */ awardIn(claimsEn);

/** Counts of categories: 11 on the home page, 10 on the business page and the category grid. */
export const categoryCounts = { home: 11, business: 10 } as const;

/**
 * The company's postal address at the level the site states it: its city and its country
 * (ISO 3166-1 alpha-2), in schema.org PostalAddress field names for the JSON-LD, which names the
 * city as the English copy does in every language.
 */
export const companyAddress = {
  addressLocality: claimsEn.basedIn,
  addressCountry: "GB",
} as const;

/** Starting prices in USD. */
export const startingPrices = {
  handbag: 149,
  watch: 199,
  jewelry: 249,
  collectibles: 299,
} as const;

/** The mobile breakpoint in CSS pixels: parallax and other motion are off below it. */
export const mobileBreakpoint = 768;
