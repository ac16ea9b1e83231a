import { describe, expect, it } from "vitest";
import { topBrandsByAveragePrice } from "./top-brands.ts";
import { brandAverages, topBrandLimit } from "./watch-trends-data.ts";

const b = (brand: string, averagePrice: number) => ({ brand, averagePrice });

describe("topBrandsByAveragePrice", () => {
  it("sorts by average price, highest first, and keeps only the limit", () => {
    const input = [b("A", 10), b("B", 50), b("C", 30), b("D", 40), b("E", 20)];
    expect(topBrandsByAveragePrice(input, 3).map((x) => x.brand)).toEqual(["B", "D", "C"]);
  });

  it("does not change its input", () => {
    const input = [b("A", 1), b("B", 2)];
    topBrandsByAveragePrice(input, 2);
    expect(input.map((x) => x.brand)).toEqual(["A", "B"]);
  });

  it("keeps input order on ties and returns fewer when there are fewer brands", () => {
    expect(topBrandsByAveragePrice([b("A", 5), b("B", 5)], 6).map((x) => x.brand)).toEqual(["A", "B"]);
  });

  it("ignores non-finite prices and non-positive limits", () => {
    expect(topBrandsByAveragePrice([b("A", Number.NaN), b("B", 1)], 6).map((x) => x.brand)).toEqual(["B"]);
    expect(topBrandsByAveragePrice([b("A", 1)], 0)).toEqual([]);
  });

  it("gives the watch trends page its six brands, descending, from a longer list", () => {
    expect(brandAverages.length).toBeGreaterThan(topBrandLimit);
    const top = topBrandsByAveragePrice(brandAverages, topBrandLimit);
    expect(top).toHaveLength(6);
    expect(top.map((x) => x.brand)).toEqual([
      "Richard Mille",
      "F.P. Journe",
      "Patek Philippe",
      "Audemars Piguet",
      "A. Lange & Söhne",
      "Vacheron Constantin",
    ]);
  });
});
