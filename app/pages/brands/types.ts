/**
 * Shapes shared by the brand, category and comparison pages (spec 001 section 3: Trend, FAQ item).
 */

/** A market trend (spec 001 section 3, "Trend"). `impact` is a percentage change over `timeframe`. */
export interface Trend {
  category: string;
  brand: string;
  trend: "increasing" | "stable";
  timeframe: string;
  factors: readonly string[];
  impact: number;
  regions: readonly string[];
  demographics: readonly string[];
}

/** One question and its answer (spec 001 section 3, "FAQ item"). */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A brand named on a page; `slug` is set only where the brand has its own page. */
export interface BrandLink {
  name: string;
  slug?: string;
}

export type TierKey = "basic" | "premium" | "expert";

export const tierOrder: readonly TierKey[] = ["basic", "premium", "expert"];

/** Tier names where a page does not name its own (fine jewelry does: `fineJewelryTierNames`). */
export const defaultTierNames: Record<TierKey, string> = {
  basic: "Basic",
  premium: "Premium",
  expert: "Expert",
};

/** What each tier includes, the same on every brand and category page. */
export const tierInclusions: Record<TierKey, readonly string[]> = {
  basic: [
    "AI image analysis of your photos",
    "Review by a specialist authenticator",
    "Digital certificate with a verification link",
  ],
  premium: [
    "Everything in the basic tier",
    "Written report on every checked marker",
    "Priority place in the review queue",
  ],
  expert: [
    "Everything in the premium tier",
    "Second opinion from a senior specialist",
    "Condition and originality notes for resale or insurance",
  ],
};
