/**
 * Market data pages: market rows, auction results, quarterly summaries and market data records.
 * Static content: the six sample market data records
 * (price points from 7,500 to 45,000 USD), and per market its quarterly summary, its market rows
 * and notable auction results. Auction results are public sale results; the other figures are
 * indicative secondary-market observations of our pricing engine, labelled as such on the page.
 * The figures, ids and proper names are here; the words (a market's title and lead, a record's
 * condition, region and segment, an auction's lot and sale) are in app/pages/places/copy/, keyed
 * by id. The server reads the records too (server/review/market-value.ts).
 */

/** The currencies an auction result is quoted in. */
export type AuctionCurrency = "USD" | "EUR" | "CHF" | "HKD";

/** A market data record, its fields named as the specification names them. */
export interface MarketDataRecord {
  id: string;
  brand: string;
  model_name: string;
  category: "Watches" | "Handbags";
  price_point: number;
  currency: "USD";
  /** ISO date. */
  collection_date: string;
}

export interface QuarterlyRow {
  year: number;
  quarter: 1 | 2 | 3 | 4;
  /** Growth of the average price over the quarter, in percentage points. */
  growth: number;
  /** Sales observed. */
  volume: number;
  /** Average price in USD. */
  avgPrice: number;
  topBrand: string;
}

export interface MarketRow {
  brand: string;
  model: string;
  /** Change over the last quarter, in percentage points. */
  change: number;
  /** Current price in USD. */
  currentPrice: number;
  trend: "up" | "down";
  /** Either trading volume or rarity, whichever describes the model's market (`tables.levels`). */
  volume?: "high" | "medium";
  rarity?: "rare" | "very-rare";
}

/** An auction result; its lot and sale are worded in copy/ (`markets.<id>.auctions`, same order). */
export interface AuctionResult {
  /** Hammer price with buyer's premium, in the currency of the sale. */
  price: { amount: number; currency: AuctionCurrency };
  /** ISO date. */
  date: string;
  record: boolean;
}

export type MarketId = "luxury-watches" | "luxury-handbags";

export interface MarketPage {
  id: MarketId;
  category: MarketDataRecord["category"];
  quarterly: QuarterlyRow[];
  rows: MarketRow[];
  auctions: AuctionResult[];
  /** The category page of the same market, linked from the page. */
  authenticatePath: string;
}

/** The six sample records. */
export const marketDataRecords: readonly MarketDataRecord[] = [
  {
    id: "MD-W-001",
    brand: "Rolex",
    model_name: "Submariner Date 126610LN",
    category: "Watches",
    price_point: 14200,
    currency: "USD",
    collection_date: "2026-09-15",
  },
  {
    id: "MD-W-002",
    brand: "Audemars Piguet",
    model_name: "Royal Oak 15510ST",
    category: "Watches",
    price_point: 45000,
    currency: "USD",
    collection_date: "2026-09-22",
  },
  {
    id: "MD-W-003",
    brand: "Cartier",
    model_name: "Santos de Cartier Large WSSA0018",
    category: "Watches",
    price_point: 7500,
    currency: "USD",
    collection_date: "2026-10-03",
  },
  {
    id: "MD-H-001",
    brand: "Hermès",
    model_name: "Birkin 30 Togo",
    category: "Handbags",
    price_point: 27000,
    currency: "USD",
    collection_date: "2026-09-18",
  },
  {
    id: "MD-H-002",
    brand: "Hermès",
    model_name: "Kelly 28 Sellier Epsom",
    category: "Handbags",
    price_point: 24000,
    currency: "USD",
    collection_date: "2026-09-29",
  },
  {
    id: "MD-H-003",
    brand: "Chanel",
    model_name: "Classic Double Flap Medium Caviar",
    category: "Handbags",
    price_point: 9800,
    currency: "USD",
    collection_date: "2026-10-06",
  },
];

export const marketPages: readonly MarketPage[] = [
  {
    id: "luxury-watches",
    category: "Watches",
    quarterly: [
      { year: 2025, quarter: 4, growth: 1.8, volume: 8_400, avgPrice: 16_900, topBrand: "Rolex" },
      { year: 2026, quarter: 1, growth: 2.4, volume: 9_100, avgPrice: 17_300, topBrand: "Rolex" },
      {
        year: 2026,
        quarter: 2,
        growth: 3.1,
        volume: 9_700,
        avgPrice: 17_850,
        topBrand: "Patek Philippe",
      },
      { year: 2026, quarter: 3, growth: 2.7, volume: 10_200, avgPrice: 18_300, topBrand: "Rolex" },
    ],
    rows: [
      {
        brand: "Rolex",
        model: "Submariner Date 126610LN",
        change: 2.9,
        currentPrice: 14_200,
        trend: "up",
        volume: "high",
      },
      {
        brand: "Rolex",
        model: "Cosmograph Daytona 126500LN",
        change: 1.6,
        currentPrice: 29_500,
        trend: "up",
        volume: "high",
      },
      {
        brand: "Patek Philippe",
        model: "Nautilus 5811/1G",
        change: -3.4,
        currentPrice: 155_000,
        trend: "down",
        rarity: "very-rare",
      },
      {
        brand: "Audemars Piguet",
        model: "Royal Oak 15510ST",
        change: 1.2,
        currentPrice: 45_000,
        trend: "up",
        rarity: "rare",
      },
      {
        brand: "Omega",
        model: "Speedmaster Moonwatch 310.30.42.50.01.001",
        change: -0.8,
        currentPrice: 6_300,
        trend: "down",
        volume: "high",
      },
      {
        brand: "Cartier",
        model: "Santos de Cartier Large",
        change: 0.6,
        currentPrice: 7_500,
        trend: "up",
        volume: "medium",
      },
    ],
    auctions: [
      {
        price: { amount: 31_000_000, currency: "CHF" },
        date: "2019-11-09",
        record: true,
      },
      {
        price: { amount: 17_752_500, currency: "USD" },
        date: "2017-10-26",
        record: true,
      },
      {
        price: { amount: 5_060_000, currency: "CHF" },
        date: "2017-05-14",
        record: false,
      },
    ],
    authenticatePath: "/authenticate/luxury-watches",
  },
  {
    id: "luxury-handbags",
    category: "Handbags",
    quarterly: [
      { year: 2025, quarter: 4, growth: 2.2, volume: 12_600, avgPrice: 6_900, topBrand: "Hermès" },
      { year: 2026, quarter: 1, growth: 1.5, volume: 11_800, avgPrice: 7_050, topBrand: "Hermès" },
      { year: 2026, quarter: 2, growth: 2.8, volume: 13_400, avgPrice: 7_250, topBrand: "Chanel" },
      { year: 2026, quarter: 3, growth: 3.3, volume: 14_100, avgPrice: 7_480, topBrand: "Hermès" },
    ],
    rows: [
      {
        brand: "Hermès",
        model: "Birkin 30 Togo",
        change: 4.1,
        currentPrice: 27_000,
        trend: "up",
        rarity: "rare",
      },
      {
        brand: "Hermès",
        model: "Kelly 28 Sellier Epsom",
        change: 3.6,
        currentPrice: 24_000,
        trend: "up",
        rarity: "rare",
      },
      {
        brand: "Chanel",
        model: "Classic Double Flap Medium",
        change: 2.0,
        currentPrice: 9_800,
        trend: "up",
        volume: "high",
      },
      {
        brand: "Louis Vuitton",
        model: "Speedy Bandoulière 25",
        change: -1.4,
        currentPrice: 1_650,
        trend: "down",
        volume: "high",
      },
      {
        brand: "Dior",
        model: "Lady Dior Medium",
        change: -0.9,
        currentPrice: 4_200,
        trend: "down",
        volume: "medium",
      },
      {
        brand: "Goyard",
        model: "Saint Louis PM",
        change: 1.1,
        currentPrice: 1_900,
        trend: "up",
        volume: "medium",
      },
    ],
    auctions: [
      {
        price: { amount: 8_582_500, currency: "EUR" },
        date: "2025-07-10",
        record: true,
      },
      {
        price: { amount: 2_940_000, currency: "HKD" },
        date: "2017-05-31",
        record: true,
      },
    ],
    authenticatePath: "/authenticate/luxury-handbags",
  },
];

export function marketPageById(id: string | undefined): MarketPage | undefined {
  return marketPages.find((p) => p.id === id);
}

export function recordsOf(category: MarketDataRecord["category"] | undefined): MarketDataRecord[] {
  return marketDataRecords.filter((r) => r.category === category);
}
