/**
 * Authentication price tiers (basic/premium/expert) of the brand and category pages. Prices in
 * USD; turnarounds as a span of hours, written per language by figures.ts.
 */
import type { Hours } from "./figures.ts";

export interface Tiers {
  basic: number;
  premium: number;
  expert: number;
}

export const brandTiers = {
  rolex: {
    pricing: { basic: 199, premium: 299, expert: 499 },
    turnaround: { min: 24, max: 48 },
    successRate: 99.9,
  },
  hermes: {
    pricing: { basic: 149, premium: 249, expert: 399 },
    turnaround: { min: 24, max: 72 },
    successRate: 99.8,
  },
  chanel: {
    pricing: { basic: 149, premium: 249, expert: 399 },
    turnaround: { min: 24, max: 72 },
    successRate: 99.7,
  },
} as const satisfies Record<string, { pricing: Tiers; turnaround: Hours; successRate: number }>;

/** The separate single authentication prices the comparison page gives. */
export const comparisonPrices = { hermes: 249, chanel: 199 } as const;

export const categoryTiers = {
  "luxury-watches": { basic: 199, premium: 299, expert: 499 },
  "luxury-handbags": { basic: 149, premium: 249, expert: 399 },
  "fine-jewelry": { basic: 249, premium: 399, expert: 699 },
} as const satisfies Record<string, Tiers>;

export const mostPopularTier = "premium" as const;
