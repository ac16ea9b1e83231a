/**
 * The business page's figures and structure: which entries each section shows, in order, and the
 * figures its words quote. The words are in copy/. Cross-page figures are imported from claims.ts,
 * categories.ts and plans.ts, never restated here.
 */
import {
  accuracy,
  brandCounts,
  businessClaims,
  categoryCounts,
  headline,
  marketStats,
  turnaround,
} from "#app/data/claims.ts";
import { prepaidCreditMonths } from "#app/data/plans.ts";

/** The figures the page's words quote, by placeholder name. */
export const businessFigures = {
  accuracy: accuracy.business,
  results: turnaround.businessResults,
  processing: turnaround.averageProcessing,
  cost: businessClaims.costPerAuthentication,
  threshold: businessClaims.confidenceThreshold,
  reduction: businessClaims.reduction,
  apps: businessClaims.zapierApps,
  brands: brandCounts.marketing,
  categories: categoryCounts.business,
  months: prepaidCreditMonths,
};

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
export const problemStats = [
  { id: "return-fraud", value: marketStats.returnFraud },
  { id: "traditional", value: marketStats.traditionalAuthentication },
  { id: "trust-gap", value: marketStats.trustGap },
] as const;

/** The Liability+ claims, in order. */
export const guaranteeFigures = [
  { id: "window", value: businessClaims.liabilityPlusWindow },
  { id: "cost", value: businessClaims.costPerAuthentication },
  { id: "reduction", value: businessClaims.reduction },
  { id: "accuracy", value: accuracy.business },
] as const;

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
export const headlineStats = [
  { id: "authenticatedValue", value: headline.authenticatedValue },
  { id: "itemsAuthenticated", value: headline.itemsAuthenticated },
  { id: "rating", value: headline.rating },
  { id: "support", value: headline.support },
] as const;

/** The public Collect Card the page links to as an example. */
export const exampleCollectCardId = "example";
