/**
 * The Hermès vs Chanel comparison: the two houses it compares, in order. Authentication prices come
 * from `comparisonPrices`, turnaround and success rate from `brandTiers` (tiers.ts); the words
 * (average resale prices of each house's core bags, key points, pros, cons, recommendation) are in
 * copy/comparison/, keyed by the same slugs.
 */
import type { BrandSlug } from "./brands.ts";

export interface ComparisonSide {
  slug: Extract<BrandSlug, "hermes" | "chanel">;
  name: string;
}

export const comparisonPath = "/comparisons/hermes-vs-chanel";

export const hermesVsChanel = {
  sides: [
    { slug: "hermes", name: "Hermès" },
    { slug: "chanel", name: "Chanel" },
  ],
} as const satisfies { sides: readonly [ComparisonSide, ComparisonSide] };
