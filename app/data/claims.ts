/**
 * Marketing claims and business constants shared by several pages. Claims differ from page to page on purpose: each page shows the
 * figure the specification gives it, so every variant has its own name here. Each figure lives
 * in this one place; pages and sections import it. The award's wording is in the copy,
 * `copy/claims/<language>.json`. Some figures below still carry their unit in words ("3-7
 * business days", "every 2-3 years", "under 5 minutes"): they stay here until their pages are
 * translated.
 */
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import claimsEn from "./copy/claims/en.json" with { type: "json" };

/** Accuracy claims, as shown. */
export const accuracy = {
  general: "99.9%",
  watches: "99.8%",
  jewelryService: "99.7%",
  collectibles: "99.5%",
  business: "99.4%",
} as const;

/** Brand-count claims: the figure depends on the page. */
export const brandCounts = {
  faq: "200+",
  site: "300+",
  marketing: "500+",
} as const;

/** The multi-agent pipeline figures (home AI panel, multi-agent page). */
export const pipelineFigures = {
  accuracy: "99.8%",
  agents: "15+",
  dataPoints: "50M+",
  layers: "3",
} as const;

/** The award's words in one language, in the shape of `copy/claims/en.json`. */
export type ClaimsCopy = typeof claimsEn;

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

export const headline = {
  authenticatedValue: "$50M+",
  rating: "4.9",
  cities: "50+",
  itemsAuthenticated: "100K+",
  support: "24/7",
  hotelPartners: "50+",
  basedIn: "London",
} as const;

/**
 * The company's postal address at the level the site states it: its city and its country
 * (ISO 3166-1 alpha-2), in schema.org PostalAddress field names for the JSON-LD.
 */
export const companyAddress = {
  addressLocality: headline.basedIn,
  addressCountry: "GB",
} as const;

/** Turnaround claims. */
export const turnaround = {
  handbags: "24-48h",
  watches: "48-72h",
  jewelry: "48-96h",
  collectibles: "3-7 business days",
  express: "2-4h",
  complexCases: "up to 72h",
  businessResults: "under 5 minutes",
  averageProcessing: "under 30 seconds",
  preSale: "48-72 hours",
  conditionReport: "24-48 hours",
  provenance: "5-10 business days",
  emergency: "same day",
} as const;

/**
 * A turnaround in hours, spelled out: "24-48h" -> "24-48 hours". The handbag turnaround is
 * written both ways; its one figure is `turnaround.handbags`.
 */
export function hoursInWords(hours: `${string}h`): string {
  return `${hours.slice(0, -1)} hours`;
}

/** Starting prices and ranges in USD. */
export const startingPrices = {
  handbag: 149,
  watch: 199,
  jewelry: 249,
  collectibles: 299,
} as const;

export const priceRanges = {
  handbag: { min: 149, max: 999 },
  watch: { min: 199, max: 1999 },
  typicalProfessional: { min: 150, max: 500, days: "2-5 business days" },
} as const;

/** Service terms. */
export const serviceTerms = {
  refundWindowDays: 30,
  satisfactionGuarantee: "100%",
  discounts: [
    { items: "3 items", discount: "15%" },
    { items: "5 or more items", discount: "25%" },
  ],
  paymentPlan: { installments: "2-3", over: 1000 },
  collectiblesCertificationOver: 5000,
  revaluation: "every 2-3 years",
  costShareOfValue: "1-5%",
} as const;

/** Business claims. */
export const businessClaims = {
  costPerAuthentication: "$10",
  reduction: "over 50%",
  liabilityPlusWindow: "180-365 days",
  confidenceThreshold: "95%",
  zapierApps: "5,000",
} as const;

/** Market statistics. */
export const marketStats = {
  returnFraud: "$101B",
  traditionalAuthentication: "7-14 days",
  trustGap: "45%",
  resaleMarket: [
    { year: "2020", value: "$28B" },
    { year: "2022", value: "$41B" },
    { year: "2024", value: "$58B" },
    { year: "2026E", value: "$77B" },
  ],
} as const;

/** The mobile breakpoint in CSS pixels: parallax and other motion are off below it. */
export const mobileBreakpoint = 768;
