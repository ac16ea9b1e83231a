/**
 * Watch market trends (spec 001 section 2 "Market data pages": /market/watch-trends; section 3
 * "Insight", "Market row", "Trend"; section 9: top 6 brands on the market page). Indicative
 * secondary-market observations; the page says so. Brands are listed here in no order: the page
 * shows the top six by average price through `topBrandsByAveragePrice`.
 */
import { type MarketRow, marketPages } from "./market-data-records.ts";

/** Insight (spec 001 section 3). */
export interface Insight {
  title: string;
  description: string;
  impact: "High" | "Medium" | "Low";
  timeframe: string;
  roi: string;
}

export interface BrandAverage {
  brand: string;
  /** Average secondary-market price in USD. */
  averagePrice: number;
  change: string;
  trend: "up" | "down";
  note: string;
}

/** Trend (spec 001 section 3). */
export interface Trend {
  category: string;
  brand: string;
  trend: "increasing" | "stable";
  timeframe: string;
  factors: string[];
  /** Expected price impact in percent. */
  impact: number;
  regions: string[];
  demographics: string[];
}

export interface GuideStep {
  title: string;
  text: string;
}

/** The number of brands the page shows (spec 001 section 9: top 6 brands on the market page). */
export const topBrandLimit = 6;

export const insights: readonly Insight[] = [
  {
    title: "Steel sports watches are levelling off",
    description:
      "After the 2022 peak, prices of the most wanted steel references have settled. Buyers now pay for condition and complete sets rather than for the reference alone.",
    impact: "High",
    timeframe: "6-12 months",
    roi: "+2-4%",
  },
  {
    title: "Independent watchmakers keep climbing",
    description:
      "Small production runs from independent makers sell out years ahead, and their secondary prices keep rising as more collectors discover them.",
    impact: "High",
    timeframe: "12-36 months",
    roi: "+8-15%",
  },
  {
    title: "Full sets command a premium",
    description:
      "Box, papers and service records add a clear premium over a watch sold alone, and an authentication certificate makes the set easier to sell.",
    impact: "Medium",
    timeframe: "Ongoing",
    roi: "+10-20%",
  },
  {
    title: "Vintage demand moves to the 1970s",
    description:
      "A new generation of collectors looks at 1970s integrated-bracelet designs and early quartz pieces, which were overlooked a decade ago.",
    impact: "Medium",
    timeframe: "24-48 months",
    roi: "+5-10%",
  },
];

/** Average secondary-market prices by brand, in no particular order; more than the page shows. */
export const brandAverages: readonly BrandAverage[] = [
  {
    brand: "Rolex",
    averagePrice: 16500,
    change: "+1.9%",
    trend: "up",
    note: "The most traded brand; deep, liquid market.",
  },
  {
    brand: "Audemars Piguet",
    averagePrice: 62000,
    change: "+1.2%",
    trend: "up",
    note: "Royal Oak demand holds, led by the steel references.",
  },
  {
    brand: "Omega",
    averagePrice: 5800,
    change: "-0.6%",
    trend: "down",
    note: "Broad supply keeps prices close to retail.",
  },
  {
    brand: "Richard Mille",
    averagePrice: 285000,
    change: "+2.3%",
    trend: "up",
    note: "The highest averages in the market, on tiny production.",
  },
  {
    brand: "A. Lange & Söhne",
    averagePrice: 48000,
    change: "+3.1%",
    trend: "up",
    note: "German fine watchmaking gaining with collectors.",
  },
  {
    brand: "Cartier",
    averagePrice: 8200,
    change: "+2.8%",
    trend: "up",
    note: "Tank and Santos lead a revival in dress watches.",
  },
  {
    brand: "Patek Philippe",
    averagePrice: 78000,
    change: "-1.5%",
    trend: "down",
    note: "Nautilus and Aquanaut prices easing from their peak.",
  },
  {
    brand: "Vacheron Constantin",
    averagePrice: 38000,
    change: "+1.7%",
    trend: "up",
    note: "Overseas and Historiques lines attracting new buyers.",
  },
  {
    brand: "F.P. Journe",
    averagePrice: 118000,
    change: "+6.4%",
    trend: "up",
    note: "Independent production, waiting lists and auction records.",
  },
];

/** Models tab: the market rows of the watch market data page, so that each price is written once. */
export const modelRows: readonly MarketRow[] =
  marketPages.find((page) => page.id === "luxury-watches")?.rows ?? [];

/** Regions tab: trends with the regions and buyers that drive them. */
export const regionTrends: readonly Trend[] = [
  {
    category: "Luxury watches",
    brand: "Rolex",
    trend: "stable",
    timeframe: "12 months",
    factors: ["Steady supply from authorised dealers", "Certified pre-owned programmes"],
    impact: 2,
    regions: ["North America", "Europe"],
    demographics: ["First-time buyers", "Collectors trading up"],
  },
  {
    category: "Luxury watches",
    brand: "F.P. Journe",
    trend: "increasing",
    timeframe: "24 months",
    factors: ["Low annual production", "Record auction results"],
    impact: 12,
    regions: ["Asia Pacific", "Europe"],
    demographics: ["Established collectors", "Family offices"],
  },
  {
    category: "Luxury watches",
    brand: "Richard Mille",
    trend: "increasing",
    timeframe: "12 months",
    factors: ["Celebrity and sports sponsorships", "Limited editions"],
    impact: 5,
    regions: ["Middle East", "Asia Pacific"],
    demographics: ["Entrepreneurs", "Athletes and entertainers"],
  },
  {
    category: "Luxury watches",
    brand: "Cartier",
    trend: "increasing",
    timeframe: "18 months",
    factors: ["Return of small dress watches", "Vintage Tank demand"],
    impact: 6,
    regions: ["Europe", "North America"],
    demographics: ["Younger collectors", "Women collectors"],
  },
];

export const investmentGuide: readonly GuideStep[] = [
  {
    title: "Authenticate before you buy",
    text: "A convincing replica or a watch with swapped parts loses most of its value on resale. Check the case, dial, movement and papers before the money moves.",
  },
  {
    title: "Buy the full set",
    text: "Box, papers, service records and the original bracelet links all add value. Keep them together and keep them safe.",
  },
  {
    title: "Watch condition, not only the reference",
    text: "Polished cases, replaced dials and service parts change the price of a vintage watch. A condition report records what you bought.",
  },
  {
    title: "Think in years",
    text: "Watch prices move slowly and in cycles. Insurance, servicing and selling fees cost money: plan to hold long enough to cover them.",
  },
];
