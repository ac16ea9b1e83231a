/**
 * Shapes shared by the brand, category and comparison pages:
 * the figures in the records (brands.ts, category-pages.ts) and the words in copy/, joined on the
 * page.
 */

/** A market trend. `impact` is a percentage change over `timeframe`. */
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

/** One question and its answer. */
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

/** A trend's figures and names, in a record; its words are under the same id in the copy. */
export interface TrendFigures {
  id: string;
  brand: string;
  trend: Trend["trend"];
  timeframe: string;
  impact: number;
}

/** A trend's words, keyed by the trend's id in the record's copy. */
export interface TrendWords {
  category: string;
  factors: readonly string[];
  regions: readonly string[];
  demographics: readonly string[];
}

/** A trend as the page shows it: its figures with its words. */
export function trendsWithWords(
  trends: readonly TrendFigures[],
  words: Readonly<Record<string, TrendWords>>,
): Trend[] {
  return trends.map(({ id, ...figures }) => {
    const own = words[id];
    if (!own) throw new Error(`trend ${id} has no words in the copy`);
    return { ...figures, ...own };
  });
}

/** A brand's own words (copy/brands/en.json, keyed by slug). */
export interface BrandWords {
  description: string;
  country: string;
  categories: readonly string[];
  marketPosition: string;
  authenticityMarkers: readonly string[];
  materialSignatures: readonly string[];
  craftingTechniques: readonly string[];
  authMethods: readonly string[];
  counterfeiterTargets: readonly string[];
  /** Model names, as they are in every language except for a word such as "watch". */
  iconicModels: readonly string[];
  categoriesAuthenticated: readonly string[];
  trends: Readonly<Record<string, TrendWords>>;
  faqs: readonly FaqItem[];
}

/** A category's own words (copy/categories/en.json, keyed by slug). */
export interface CategoryWords {
  name: string;
  description: string;
  pricingDescription: string;
  subCategories: readonly string[];
  authenticationPoints: readonly { title: string; detail: string }[];
  commonCounterfeits: readonly string[];
  valueFactors: readonly string[];
  seasonality: string;
  targetDemographics: readonly string[];
  authPoints: readonly string[];
  reviewStep: { title: string; detail: string };
  trends: Readonly<Record<string, TrendWords>>;
  faqs: readonly FaqItem[];
  specialists: { summary: string; roles: readonly { title: string; detail: string }[] };
}
