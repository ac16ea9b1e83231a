/**
 * The business page's figures and structure: which entries each section shows, in order, and the
 * figures its words quote. The words are in copy/. Cross-page figures are imported from claims.ts,
 * categories.ts and products.ts, never restated here.
 */
import { type Claims, categoryCounts, claimFigures } from "#app/data/claims.ts";
import { prepaidCreditMonths } from "#app/data/products.ts";

/** The figures the page's words quote, by placeholder name, from the claims in one language. */
export function businessFiguresIn(claims: Claims) {
  return {
    accuracy: claims.accuracy.business,
    results: claims.turnaround.businessResults,
    processing: claims.turnaround.averageProcessing,
    cost: claims.businessClaims.costPerAuthentication,
    threshold: claims.businessClaims.confidenceThreshold,
    reduction: claims.businessClaims.reduction,
    apps: claims.businessClaims.zapierApps,
    brands: claims.brandCountsInText.marketing,
    categories: categoryCounts.business,
    months: prepaidCreditMonths,
  };
}

export type BusinessFigures = ReturnType<typeof businessFiguresIn>;

/** Embla settings of the page's carousels, set explicitly. */
export { carouselMotion as bizCarouselMotion } from "#app/data/carousel.ts";

/** Partners and integrations drawn as text wordmarks (fictional names, no logos reproduced). */
export const wordmarks = [
  { name: "Maison Ardent", style: "serif" },
  { name: "RELAY RESALE", style: "wide" },
  { name: "Northgate Auctions", style: "serif-italic" },
  { name: "vault&vine", style: "mono" },
  { name: "LUMEN MARKET", style: "wide" },
  { name: "Atelier Sable", style: "serif" },
] as const;

export type WordmarkStyle = (typeof wordmarks)[number]["style"];

/** The three figures of the problem section, in order. */
export function problemStatsIn(claims: Claims) {
  return [
    { id: "return-fraud", value: claims.marketStats.returnFraud },
    { id: "traditional", value: claims.marketStats.traditionalAuthentication },
    { id: "trust-gap", value: claims.marketStats.trustGap },
  ] as const;
}

/**
 * The resale market chart: each year's label and amount as written in one language, and the bar's
 * length as a share of the largest amount (computed from the figures, not from their wording).
 */
export function resaleChartIn(claims: Claims) {
  const amounts = claimFigures.market.resaleMarket.map((point) => point.usd);
  const largest = Math.max(...amounts);
  return claims.marketStats.resaleMarket.map((row, i) => ({
    year: row.year,
    value: row.value,
    share: (amounts[i] ?? 0) / largest,
  }));
}

/** The Liability+ claims, in order. */
export function guaranteeFiguresIn(claims: Claims) {
  return [
    { id: "window", value: claims.businessClaims.liabilityPlusWindow },
    { id: "cost", value: claims.businessClaims.costPerAuthentication },
    { id: "reduction", value: claims.businessClaims.reduction },
    { id: "accuracy", value: claims.accuracy.business },
  ] as const;
}

/** The columns of the business plans table, in the specification's order. */
export const planColumnIds = ["monthly", "included", "overage", "annual"] as const;

/** Financial services unlocked by the Collect Card: average revenue per 100 items, USD. */
export const valueAddedServices = [
  { id: "card", revenuePer100: 1200 },
  { id: "insurance", revenuePer100: 252 },
  { id: "resale", revenuePer100: 300 },
  { id: "credit", revenuePer100: 175 },
] as const;

/** The integrations, in order. */
export const integrationIds = ["rest", "webhooks", "zapier"] as const;

/** The trade press quoted on the page: publication and author are proper names. */
export const pressQuotes = [
  { id: "resale-ledger", source: "Resale Ledger", author: "Priya Natarajan" },
  { id: "atelier-commerce", source: "Atelier Commerce Weekly", author: "Tomas Lindqvist" },
  { id: "provenance-review", source: "The Provenance Review", author: "Hélène Marchetti" },
] as const;

/** The headline figures of the social-proof section, in order. */
export function headlineStatsIn(claims: Claims) {
  return [
    { id: "authenticatedValue", value: claims.headline.authenticatedValue },
    { id: "itemsAuthenticated", value: claims.headline.itemsAuthenticated },
    { id: "rating", value: claims.headline.rating },
    { id: "support", value: claims.headline.support },
  ] as const;
}

/** The public Collect Card the page links to as an example. */
export const exampleCollectCardId = "example";
