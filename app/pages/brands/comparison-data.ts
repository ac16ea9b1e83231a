/**
 * The Hermès vs Chanel comparison: the two houses it compares, in order. Authentication prices come
 * from `comparisonPrices`, turnaround and success rate from `brandTiers` (tiers.ts); each side's
 * average resale price of its core bags (USD) is here; the words (what that price is for, key
 * points, pros, cons, recommendation) are in copy/comparison/, keyed by the same slugs.
 */
import type { BrandSlug } from "./brands.ts";

export interface ComparisonSide {
  slug: Extract<BrandSlug, "hermes" | "chanel">;
  name: string;
  /** Average resale price of the house's core bags, USD. */
  averageResale: number;
}

export const comparisonPath = "/comparisons/hermes-vs-chanel";

export const hermesVsChanel = {
  sides: [
    { slug: "hermes", name: "Hermès", averageResale: 20000 },
    { slug: "chanel", name: "Chanel", averageResale: 8000 },
  ],
} as const satisfies { sides: readonly [ComparisonSide, ComparisonSide] };
