/**
 * Watch market trends (/market/watch-trends): insights, market rows, trends and the top six brands
 * by average price. Indicative
 * secondary-market observations; the page says so. Brands are listed here in no order: the page
 * shows the top six by average price through `topBrandsByAveragePrice`. The figures are here; the
 * words (insights, brand notes, the drivers and buyers of each trend, the investment guide) are in
 * copy/, keyed by the ids given here.
 */
import { type MarketRow, marketPages } from "#app/data/market-data-records.ts";

/** An insight of the market. */
export interface Insight {
  id: string;
  impact: "high" | "medium" | "low";
  /** Expected return, in percentage points. */
  roi: { min: number; max: number };
}

export interface BrandAverage {
  id: string;
  brand: string;
  /** Average secondary-market price in USD. */
  averagePrice: number;
  /** Change of the average price, in percentage points. */
  change: number;
  trend: "up" | "down";
}

/** A trend, with the brand it concerns and its expected price impact. */
export interface Trend {
  id: string;
  brand: string;
  trend: "increasing" | "stable";
  /** Expected price impact in percent. */
  impact: number;
}

export { topBrandLimit } from "./top-brands.ts";

export const insights: readonly Insight[] = [
  {
    id: "steel-sports",
    impact: "high",
    roi: { min: 2, max: 4 },
  },
  {
    id: "independents",
    impact: "high",
    roi: { min: 8, max: 15 },
  },
  {
    id: "full-sets",
    impact: "medium",
    roi: { min: 10, max: 20 },
  },
  {
    id: "vintage-1970s",
    impact: "medium",
    roi: { min: 5, max: 10 },
  },
];

/** Average secondary-market prices by brand, in no particular order; more than the page shows. */
export const brandAverages: readonly BrandAverage[] = [
  {
    id: "rolex",
    brand: "Rolex",
    averagePrice: 16500,
    change: 1.9,
    trend: "up",
  },
  {
    id: "audemars-piguet",
    brand: "Audemars Piguet",
    averagePrice: 62000,
    change: 1.2,
    trend: "up",
  },
  {
    id: "omega",
    brand: "Omega",
    averagePrice: 5800,
    change: -0.6,
    trend: "down",
  },
  {
    id: "richard-mille",
    brand: "Richard Mille",
    averagePrice: 285000,
    change: 2.3,
    trend: "up",
  },
  {
    id: "a-lange-sohne",
    brand: "A. Lange & Söhne",
    averagePrice: 48000,
    change: 3.1,
    trend: "up",
  },
  {
    id: "cartier",
    brand: "Cartier",
    averagePrice: 8200,
    change: 2.8,
    trend: "up",
  },
  {
    id: "patek-philippe",
    brand: "Patek Philippe",
    averagePrice: 78000,
    change: -1.5,
    trend: "down",
  },
  {
    id: "vacheron-constantin",
    brand: "Vacheron Constantin",
    averagePrice: 38000,
    change: 1.7,
    trend: "up",
  },
  {
    id: "f-p-journe",
    brand: "F.P. Journe",
    averagePrice: 118000,
    change: 6.4,
    trend: "up",
  },
];

/** Models tab: the market rows of the watch market data page, so that each price is written once. */
export const modelRows: readonly MarketRow[] =
  marketPages.find((page) => page.id === "luxury-watches")?.rows ?? [];

/** Regions tab: trends with the regions and buyers that drive them. */
export const regionTrends: readonly Trend[] = [
  {
    id: "rolex",
    brand: "Rolex",
    trend: "stable",
    impact: 2,
  },
  {
    id: "f-p-journe",
    brand: "F.P. Journe",
    trend: "increasing",
    impact: 12,
  },
  {
    id: "richard-mille",
    brand: "Richard Mille",
    trend: "increasing",
    impact: 5,
  },
  {
    id: "cartier",
    brand: "Cartier",
    trend: "increasing",
    impact: 6,
  },
];
