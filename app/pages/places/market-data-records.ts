/**
 * Market data pages (spec 001 section 2 "Market data pages", section 3 "Market row", "Auction
 * result", "Quarterly", "Market data record"). Static content: the six sample market data records
 * (price points from 7,500 to 45,000 USD), and per market its quarterly summary, its market rows
 * and notable auction results. Auction results are public sale results; the other figures are
 * indicative secondary-market observations of our pricing engine, labelled as such on the page.
 */

/** Market data record (spec 001 section 3), named as the specification names its fields. */
export interface MarketDataRecord {
  id: string;
  brand: string;
  model_name: string;
  category: "Watches" | "Handbags";
  price_point: number;
  currency: "USD";
  /** ISO date. */
  collection_date: string;
  condition: string;
  region: string;
  market_segment: string;
}

export interface QuarterlyRow {
  quarter: string;
  growth: string;
  volume: string;
  avgPrice: string;
  topBrand: string;
}

export interface MarketRow {
  brand: string;
  model: string;
  change: string;
  currentPrice: string;
  trend: "up" | "down";
  /** Either trading volume or rarity, whichever describes the model's market. */
  volume?: string;
  rarity?: string;
}

export interface AuctionResult {
  item: string;
  sale: string;
  price: string;
  /** ISO date. */
  date: string;
  record: boolean;
}

export type MarketId = "luxury-watches" | "luxury-handbags";

export interface MarketPage {
  id: MarketId;
  name: string;
  category: MarketDataRecord["category"];
  title: string;
  lead: string;
  quarterly: QuarterlyRow[];
  rows: MarketRow[];
  auctions: AuctionResult[];
  /** The category page of the same market, linked from the page. */
  authenticatePath: string;
  seo: { title: string; description: string; keywords: string[] };
}

/** The six sample records (spec 001 section 3). */
export const marketDataRecords: readonly MarketDataRecord[] = [
  {
    id: "MD-W-001",
    brand: "Rolex",
    model_name: "Submariner Date 126610LN",
    category: "Watches",
    price_point: 14200,
    currency: "USD",
    collection_date: "2026-09-15",
    condition: "Excellent, full set",
    region: "North America",
    market_segment: "Luxury sports watches",
  },
  {
    id: "MD-W-002",
    brand: "Audemars Piguet",
    model_name: "Royal Oak 15510ST",
    category: "Watches",
    price_point: 45000,
    currency: "USD",
    collection_date: "2026-09-22",
    condition: "Very good, box and papers",
    region: "Europe",
    market_segment: "Haute horlogerie",
  },
  {
    id: "MD-W-003",
    brand: "Cartier",
    model_name: "Santos de Cartier Large WSSA0018",
    category: "Watches",
    price_point: 7500,
    currency: "USD",
    collection_date: "2026-10-03",
    condition: "Excellent, watch only",
    region: "Asia Pacific",
    market_segment: "Entry luxury watches",
  },
  {
    id: "MD-H-001",
    brand: "Hermès",
    model_name: "Birkin 30 Togo",
    category: "Handbags",
    price_point: 27000,
    currency: "USD",
    collection_date: "2026-09-18",
    condition: "Excellent, with dust bag and box",
    region: "Europe",
    market_segment: "Investment handbags",
  },
  {
    id: "MD-H-002",
    brand: "Hermès",
    model_name: "Kelly 28 Sellier Epsom",
    category: "Handbags",
    price_point: 24000,
    currency: "USD",
    collection_date: "2026-09-29",
    condition: "Very good, light corner wear",
    region: "Asia Pacific",
    market_segment: "Investment handbags",
  },
  {
    id: "MD-H-003",
    brand: "Chanel",
    model_name: "Classic Double Flap Medium Caviar",
    category: "Handbags",
    price_point: 9800,
    currency: "USD",
    collection_date: "2026-10-06",
    condition: "Excellent, with card",
    region: "North America",
    market_segment: "Core luxury handbags",
  },
];

export const marketPages: readonly MarketPage[] = [
  {
    id: "luxury-watches",
    name: "Luxury watches",
    category: "Watches",
    title: "Luxury Watch Market Data",
    lead: "Secondary-market prices for the watches we authenticate most, quarter by quarter, with the sample records behind them and the auction results that set the tone.",
    quarterly: [
      { quarter: "Q4 2025", growth: "+1.8%", volume: "8,400", avgPrice: "$16,900", topBrand: "Rolex" },
      { quarter: "Q1 2026", growth: "+2.4%", volume: "9,100", avgPrice: "$17,300", topBrand: "Rolex" },
      {
        quarter: "Q2 2026",
        growth: "+3.1%",
        volume: "9,700",
        avgPrice: "$17,850",
        topBrand: "Patek Philippe",
      },
      { quarter: "Q3 2026", growth: "+2.7%", volume: "10,200", avgPrice: "$18,300", topBrand: "Rolex" },
    ],
    rows: [
      {
        brand: "Rolex",
        model: "Submariner Date 126610LN",
        change: "+2.9%",
        currentPrice: "$14,200",
        trend: "up",
        volume: "High",
      },
      {
        brand: "Rolex",
        model: "Cosmograph Daytona 126500LN",
        change: "+1.6%",
        currentPrice: "$29,500",
        trend: "up",
        volume: "High",
      },
      {
        brand: "Patek Philippe",
        model: "Nautilus 5811/1G",
        change: "-3.4%",
        currentPrice: "$155,000",
        trend: "down",
        rarity: "Very rare",
      },
      {
        brand: "Audemars Piguet",
        model: "Royal Oak 15510ST",
        change: "+1.2%",
        currentPrice: "$45,000",
        trend: "up",
        rarity: "Rare",
      },
      {
        brand: "Omega",
        model: "Speedmaster Moonwatch 310.30.42.50.01.001",
        change: "-0.8%",
        currentPrice: "$6,300",
        trend: "down",
        volume: "High",
      },
      {
        brand: "Cartier",
        model: "Santos de Cartier Large",
        change: "+0.6%",
        currentPrice: "$7,500",
        trend: "up",
        volume: "Medium",
      },
    ],
    auctions: [
      {
        item: "Patek Philippe Grandmaster Chime 6300A-010",
        sale: "Christie's Geneva, Only Watch",
        price: "CHF 31,000,000",
        date: "2019-11-09",
        record: true,
      },
      {
        item: "Rolex Cosmograph Daytona 6239 'Paul Newman', Paul Newman's own",
        sale: "Phillips New York, Winning Icons",
        price: "$17,752,500",
        date: "2017-10-26",
        record: true,
      },
      {
        item: "Rolex reference 6062 'Bao Dai'",
        sale: "Phillips Geneva, Geneva Watch Auction: FIVE",
        price: "CHF 5,060,000",
        date: "2017-05-14",
        record: false,
      },
    ],
    authenticatePath: "/authenticate/luxury-watches",
    seo: {
      title: "Luxury Watch Market Data",
      description:
        "Quarterly secondary-market data for luxury watches: average prices, growth, model prices for Rolex, Patek Philippe and Audemars Piguet, and record auction results.",
      keywords: ["luxury watch market data", "watch prices", "Rolex market prices", "watch auction results"],
    },
  },
  {
    id: "luxury-handbags",
    name: "Luxury handbags",
    category: "Handbags",
    title: "Luxury Handbag Market Data",
    lead: "Secondary-market prices for the handbags we authenticate most, quarter by quarter, with the sample records behind them and the auction results that set the tone.",
    quarterly: [
      { quarter: "Q4 2025", growth: "+2.2%", volume: "12,600", avgPrice: "$6,900", topBrand: "Hermès" },
      { quarter: "Q1 2026", growth: "+1.5%", volume: "11,800", avgPrice: "$7,050", topBrand: "Hermès" },
      { quarter: "Q2 2026", growth: "+2.8%", volume: "13,400", avgPrice: "$7,250", topBrand: "Chanel" },
      { quarter: "Q3 2026", growth: "+3.3%", volume: "14,100", avgPrice: "$7,480", topBrand: "Hermès" },
    ],
    rows: [
      {
        brand: "Hermès",
        model: "Birkin 30 Togo",
        change: "+4.1%",
        currentPrice: "$27,000",
        trend: "up",
        rarity: "Rare",
      },
      {
        brand: "Hermès",
        model: "Kelly 28 Sellier Epsom",
        change: "+3.6%",
        currentPrice: "$24,000",
        trend: "up",
        rarity: "Rare",
      },
      {
        brand: "Chanel",
        model: "Classic Double Flap Medium",
        change: "+2.0%",
        currentPrice: "$9,800",
        trend: "up",
        volume: "High",
      },
      {
        brand: "Louis Vuitton",
        model: "Speedy Bandoulière 25",
        change: "-1.4%",
        currentPrice: "$1,650",
        trend: "down",
        volume: "High",
      },
      {
        brand: "Dior",
        model: "Lady Dior Medium",
        change: "-0.9%",
        currentPrice: "$4,200",
        trend: "down",
        volume: "Medium",
      },
      {
        brand: "Goyard",
        model: "Saint Louis PM",
        change: "+1.1%",
        currentPrice: "$1,900",
        trend: "up",
        volume: "Medium",
      },
    ],
    auctions: [
      {
        item: "The original Hermès Birkin made for Jane Birkin",
        sale: "Sotheby's Paris, Fashion Icons",
        price: "€8,582,500",
        date: "2025-07-10",
        record: true,
      },
      {
        item: "Hermès Himalaya Niloticus Crocodile Birkin 30 with diamond hardware",
        sale: "Christie's Hong Kong, Handbags & Accessories",
        price: "HK$2,940,000",
        date: "2017-05-31",
        record: true,
      },
    ],
    authenticatePath: "/authenticate/luxury-handbags",
    seo: {
      title: "Luxury Handbag Market Data",
      description:
        "Quarterly secondary-market data for luxury handbags: average prices, growth, model prices for Hermès, Chanel and Louis Vuitton, and record auction results.",
      keywords: [
        "luxury handbag market data",
        "Birkin prices",
        "Chanel flap prices",
        "handbag auction results",
      ],
    },
  },
];

export function marketPageById(id: string | undefined): MarketPage | undefined {
  return marketPages.find((p) => p.id === id);
}

export function recordsOf(category: MarketDataRecord["category"]): MarketDataRecord[] {
  return marketDataRecords.filter((r) => r.category === category);
}
