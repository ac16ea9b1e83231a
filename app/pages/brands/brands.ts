/**
 * The brand pages at /brands/{slug}: one record of figures and names per brand. Prices, turnaround
 * and success rate come from `brandTiers` in tiers.ts; the words about each brand (markers,
 * market position, iconic models, FAQs, trend drivers...) are in copy/brands/, keyed by the same
 * slug. Price
 * ranges are approximate USD prices of the pieces we see; trend impacts are our editorial estimates
 * of the price change over the trend's timeframe.
 */

import type { brandTiers } from "./tiers.ts";
import type { BrandLink, TrendFigures } from "./types.ts";

export type BrandSlug = keyof typeof brandTiers;

export interface BrandRecord {
  slug: BrandSlug;
  name: string;
  established: number;
  /** The founders, by name (one or two). */
  founders: readonly [string] | readonly [string, string];
  priceRange: { min: number; max: number };
  trends: readonly TrendFigures[];
  relatedBrands: readonly BrandLink[];
}

const rolex: BrandRecord = {
  slug: "rolex",
  name: "Rolex",
  established: 1905,
  founders: ["Hans Wilsdorf", "Alfred Davis"],
  priceRange: {
    min: 5000,
    max: 250000,
  },
  trends: [
    {
      id: "increasing-2024-2025",
      brand: "Rolex",
      trend: "increasing",
      timeframe: "2024-2025",
      impact: 7,
    },
    {
      id: "stable-2024-2025",
      brand: "Rolex",
      trend: "stable",
      timeframe: "2024-2025",
      impact: -3,
    },
  ],
  relatedBrands: [
    {
      name: "Patek Philippe",
    },
    {
      name: "Audemars Piguet",
    },
    {
      name: "Omega",
    },
    {
      name: "Cartier",
    },
    {
      name: "Tudor",
    },
    {
      name: "Vacheron Constantin",
    },
    {
      name: "Breitling",
    },
    {
      name: "IWC Schaffhausen",
    },
  ],
};

const hermes: BrandRecord = {
  slug: "hermes",
  name: "Hermès",
  established: 1837,
  founders: ["Thierry Hermès"],
  priceRange: {
    min: 1000,
    max: 500000,
  },
  trends: [
    {
      id: "increasing-2024",
      brand: "Hermès",
      trend: "increasing",
      timeframe: "2024",
      impact: 8,
    },
    {
      id: "stable-2023-2025",
      brand: "Hermès",
      trend: "stable",
      timeframe: "2023-2025",
      impact: 2,
    },
  ],
  relatedBrands: [
    {
      name: "Chanel",
      slug: "chanel",
    },
    {
      name: "Louis Vuitton",
    },
    {
      name: "Goyard",
    },
    {
      name: "Dior",
    },
    {
      name: "Bottega Veneta",
    },
    {
      name: "Loewe",
    },
    {
      name: "Celine",
    },
    {
      name: "Delvaux",
    },
  ],
};

const chanel: BrandRecord = {
  slug: "chanel",
  name: "Chanel",
  established: 1910,
  founders: ["Gabrielle 'Coco' Chanel"],
  priceRange: {
    min: 2000,
    max: 60000,
  },
  trends: [
    {
      id: "increasing-2016-2023",
      brand: "Chanel",
      trend: "increasing",
      timeframe: "2016-2023",
      impact: 108,
    },
    {
      id: "increasing-2022-2025",
      brand: "Chanel",
      trend: "increasing",
      timeframe: "2022-2025",
      impact: 15,
    },
  ],
  relatedBrands: [
    {
      name: "Hermès",
      slug: "hermes",
    },
    {
      name: "Louis Vuitton",
    },
    {
      name: "Dior",
    },
    {
      name: "Saint Laurent",
    },
    {
      name: "Gucci",
    },
    {
      name: "Prada",
    },
    {
      name: "Celine",
    },
    {
      name: "Fendi",
    },
  ],
};

export const brandRecords: readonly BrandRecord[] = [rolex, hermes, chanel];

export function brandBySlug(slug: string | undefined): BrandRecord | null {
  return brandRecords.find((b) => b.slug === slug) ?? null;
}
