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

/** One sample record as a row: id, brand, model name, price point in USD, collection date (ISO). */
type RecordRow = readonly [
  id: string,
  brand: string,
  modelName: string,
  pricePoint: number,
  collectionDate: string,
];

/** The six sample records, three per category, written once as rows. */
const recordRows: Record<MarketDataRecord["category"], readonly RecordRow[]> = {
  Watches: [
    ["MD-W-001", "Rolex", "Submariner Date 126610LN", 14_200, "2026-09-15"],
    ["MD-W-002", "Audemars Piguet", "Royal Oak 15510ST", 45_000, "2026-09-22"],
    ["MD-W-003", "Cartier", "Santos de Cartier Large WSSA0018", 7_500, "2026-10-03"],
  ],
  Handbags: [
    ["MD-H-001", "Hermès", "Birkin 30 Togo", 27_000, "2026-09-18"],
    ["MD-H-002", "Hermès", "Kelly 28 Sellier Epsom", 24_000, "2026-09-29"],
    ["MD-H-003", "Chanel", "Classic Double Flap Medium Caviar", 9_800, "2026-10-06"],
  ],
};

/** The six sample records. */
export const marketDataRecords: readonly MarketDataRecord[] = (["Watches", "Handbags"] as const).flatMap(
  (category) =>
    recordRows[category].map(([id, brand, model_name, price_point, collection_date]) => ({
      id,
      brand,
      model_name,
      category,
      price_point,
      currency: "USD" as const,
      collection_date,
    })),
);

/**
 * A market row: brand, model, change over the last quarter (percentage points), current price in
 * USD, and its volume or rarity; the trend is the sign of the change.
 */
function row(
  brand: string,
  model: string,
  change: number,
  currentPrice: number,
  level: Pick<MarketRow, "volume" | "rarity">,
): MarketRow {
  return { brand, model, change, currentPrice, trend: change < 0 ? "down" : "up", ...level };
}

/** An auction result: hammer price with buyer's premium in the sale's currency, ISO date, whether a record. */
function auction(amount: number, currency: AuctionCurrency, date: string, record: boolean): AuctionResult {
  return { price: { amount, currency }, date, record };
}

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
      row("Rolex", "Submariner Date 126610LN", 2.9, 14_200, { volume: "high" }),
      row("Rolex", "Cosmograph Daytona 126500LN", 1.6, 29_500, { volume: "high" }),
      row("Patek Philippe", "Nautilus 5811/1G", -3.4, 155_000, { rarity: "very-rare" }),
      row("Audemars Piguet", "Royal Oak 15510ST", 1.2, 45_000, { rarity: "rare" }),
      row("Omega", "Speedmaster Moonwatch 310.30.42.50.01.001", -0.8, 6_300, { volume: "high" }),
      row("Cartier", "Santos de Cartier Large", 0.6, 7_500, { volume: "medium" }),
    ],
    auctions: [
      auction(31_000_000, "CHF", "2019-11-09", true),
      auction(17_752_500, "USD", "2017-10-26", true),
      auction(5_060_000, "CHF", "2017-05-14", false),
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
      row("Hermès", "Birkin 30 Togo", 4.1, 27_000, { rarity: "rare" }),
      row("Hermès", "Kelly 28 Sellier Epsom", 3.6, 24_000, { rarity: "rare" }),
      row("Chanel", "Classic Double Flap Medium", 2.0, 9_800, { volume: "high" }),
      row("Louis Vuitton", "Speedy Bandoulière 25", -1.4, 1_650, { volume: "high" }),
      row("Dior", "Lady Dior Medium", -0.9, 4_200, { volume: "medium" }),
      row("Goyard", "Saint Louis PM", 1.1, 1_900, { volume: "medium" }),
    ],
    auctions: [auction(8_582_500, "EUR", "2025-07-10", true), auction(2_940_000, "HKD", "2017-05-31", true)],
    authenticatePath: "/authenticate/luxury-handbags",
  },
];

export function marketPageById(id: string | undefined): MarketPage | undefined {
  return marketPages.find((p) => p.id === id);
}

export function recordsOf(category: MarketDataRecord["category"] | undefined): MarketDataRecord[] {
  return marketDataRecords.filter((r) => r.category === category);
}
