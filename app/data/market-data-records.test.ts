import { describe, expect, it } from "vitest";
import { marketDataRecords, marketPageById, recordsOf } from "./market-data-records.ts";

describe("market data records written once as rows", () => {
  it("gives the six records in the specification's shape, watches first", () => {
    expect(marketDataRecords.map((r) => r.id)).toEqual([
      "MD-W-001",
      "MD-W-002",
      "MD-W-003",
      "MD-H-001",
      "MD-H-002",
      "MD-H-003",
    ]);
    expect(marketDataRecords[1]).toEqual({
      id: "MD-W-002",
      brand: "Audemars Piguet",
      model_name: "Royal Oak 15510ST",
      category: "Watches",
      price_point: 45000,
      currency: "USD",
      collection_date: "2026-09-22",
    });
    expect(recordsOf("Handbags").map((r) => r.price_point)).toEqual([27000, 24000, 9800]);
  });

  it("takes a row's trend from the sign of its change, and keeps its volume or rarity", () => {
    const watches = marketPageById("luxury-watches");
    expect(watches?.rows[2]).toEqual({
      brand: "Patek Philippe",
      model: "Nautilus 5811/1G",
      change: -3.4,
      currentPrice: 155000,
      trend: "down",
      rarity: "very-rare",
    });
    expect(watches?.rows.map((r) => r.trend)).toEqual(["up", "up", "down", "up", "down", "up"]);
    expect(marketPageById("luxury-handbags")?.auctions[0]).toEqual({
      price: { amount: 8582500, currency: "EUR" },
      date: "2025-07-10",
      record: true,
    });
  });
});
