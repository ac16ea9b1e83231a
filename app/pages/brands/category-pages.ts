/**
 * The category pages: one record of figures per category, serving both variants. /categories/{slug}
 * shows the pricing variant, /authenticate/{id} the detail variant; the words of each category are
 * in copy/categories/, keyed by the same slug. Tier prices come from `categoryTiers` in tiers.ts,
 * turnarounds from the shared claim figures (claims.ts). Average values and volumes are this site's own
 * figures; trend impacts are editorial estimates of the price change over the trend's timeframe.
 */

import { claimFigures } from "#app/data/claims.ts";
import type { Hours } from "./figures.ts";
import { type categoryTiers, mostPopularTier } from "./tiers.ts";
import type { BrandLink, TierKey, TrendFigures } from "./types.ts";

export type CategorySlug = keyof typeof categoryTiers;

export type CategoryIcon = "watch" | "handbag" | "gem";

export interface CategoryRecord {
  slug: CategorySlug;
  icon: CategoryIcon;
  /** The brands we authenticate in this category, leading ones first. */
  brands: readonly BrandLink[];
  investmentPotential: "high" | "medium" | "low";
  /** Average value of an item we authenticate in this category, USD. */
  averageValue: number;
  /** Items authenticated in this category: at least this many. */
  authVolume: number;
  turnaround: Hours;
  /** The tier marked 'Most Popular', if any; a category may name its tiers in its copy. */
  highlightedTier?: TierKey;
  trends: readonly TrendFigures[];
}

const watchBrands: readonly BrandLink[] = [
  { name: "Rolex", slug: "rolex" },
  { name: "Patek Philippe" },
  { name: "Audemars Piguet" },
  { name: "Omega" },
  { name: "Cartier" },
  { name: "Vacheron Constantin" },
  { name: "Richard Mille" },
  { name: "Tudor" },
  { name: "Jaeger-LeCoultre" },
  { name: "IWC Schaffhausen" },
  { name: "Breitling" },
  { name: "A. Lange & Söhne" },
  { name: "Panerai" },
  { name: "Hublot" },
];

const handbagBrands: readonly BrandLink[] = [
  { name: "Hermès", slug: "hermes" },
  { name: "Chanel", slug: "chanel" },
  { name: "Louis Vuitton" },
  { name: "Dior" },
  { name: "Gucci" },
  { name: "Prada" },
  { name: "Goyard" },
  { name: "Bottega Veneta" },
  { name: "Saint Laurent" },
  { name: "Celine" },
  { name: "Fendi" },
  { name: "Loewe" },
  { name: "Balenciaga" },
];

const jewelryBrands: readonly BrandLink[] = [
  { name: "Cartier" },
  { name: "Van Cleef & Arpels" },
  { name: "Tiffany & Co." },
  { name: "Bulgari" },
  { name: "Harry Winston" },
  { name: "Graff" },
  { name: "Chopard" },
  { name: "Boucheron" },
  { name: "Buccellati" },
  { name: "Chaumet" },
  { name: "Piaget" },
  { name: "Messika" },
];

const luxuryWatches: CategoryRecord = {
  slug: "luxury-watches",
  icon: "watch",
  brands: watchBrands,
  investmentPotential: "high",
  averageValue: 14500,
  authVolume: 25000,
  turnaround: claimFigures.turnaround.watches,
  trends: [
    {
      id: "stable-2024-2025",
      brand: "Patek Philippe",
      trend: "stable",
      timeframe: "2024-2025",
      impact: -2,
    },
    {
      id: "increasing-2024-2025",
      brand: "Rolex",
      trend: "increasing",
      timeframe: "2024-2025",
      impact: 4,
    },
  ],
};

const luxuryHandbags: CategoryRecord = {
  slug: "luxury-handbags",
  icon: "handbag",
  brands: handbagBrands,
  investmentPotential: "high",
  averageValue: 6800,
  authVolume: 40000,
  turnaround: claimFigures.turnaround.handbags,
  trends: [
    {
      id: "increasing-2016-2023",
      brand: "Chanel",
      trend: "increasing",
      timeframe: "2016-2023",
      impact: 108,
    },
    {
      id: "stable-2023-2025",
      brand: "Hermès",
      trend: "stable",
      timeframe: "2023-2025",
      impact: 2,
    },
  ],
};

const fineJewelry: CategoryRecord = {
  slug: "fine-jewelry",
  icon: "gem",
  brands: jewelryBrands,
  investmentPotential: "medium",
  averageValue: 9200,
  authVolume: 12000,
  turnaround: claimFigures.turnaround.jewelry,
  highlightedTier: mostPopularTier,
  trends: [
    {
      id: "increasing-2023-2025",
      brand: "Van Cleef & Arpels",
      trend: "increasing",
      timeframe: "2023-2025",
      impact: 10,
    },
    {
      id: "stable-2024-2025",
      brand: "Cartier",
      trend: "stable",
      timeframe: "2024-2025",
      impact: 3,
    },
  ],
};

export const categoryRecords: readonly CategoryRecord[] = [luxuryWatches, luxuryHandbags, fineJewelry];

export function categoryBySlug(slug: string | undefined): CategoryRecord | null {
  return categoryRecords.find((c) => c.slug === slug) ?? null;
}
