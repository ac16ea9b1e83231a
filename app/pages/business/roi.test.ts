import { describe, expect, it } from "vitest";
import {
  calculateRoi,
  formatRoi,
  maxRoiProducts,
  parseProducts,
  roiBreakdown,
  roiCategory,
  roiResult,
  zeroRoiResult,
} from "./roi.ts";
import { roiCategories } from "./roi-data.ts";

/**
 * Expected figures computed by hand from the specification's formulas:
 * auth = n x 10, accuracy = n x value x 0.015, card = n x 12, insurance = n x 0.2 x 150, cost = n x 8.
 */
const cases = [
  // luxury-goods (value 5000): per product 10 + 75 + 12 + 30 = 127, cost 8, (127 - 8) / 8 = 1487.5%
  {
    n: "1000",
    category: "luxury-goods",
    auth: 10000,
    accuracy: 75000,
    card: 12000,
    insurance: 30000,
    savings: 85000,
    revenue: 42000,
    total: 127000,
    cost: 8000,
    roi: 1488,
  },
  {
    n: "250",
    category: "luxury-goods",
    auth: 2500,
    accuracy: 18750,
    card: 3000,
    insurance: 7500,
    savings: 21250,
    revenue: 10500,
    total: 31750,
    cost: 2000,
    roi: 1488,
  },
  {
    n: "1",
    category: "luxury-goods",
    auth: 10,
    accuracy: 75,
    card: 12,
    insurance: 30,
    savings: 85,
    revenue: 42,
    total: 127,
    cost: 8,
    roi: 1488,
  },
  // electronics (value 800): 10 + 12 + 12 + 30 = 64, (64 - 8) / 8 = 700%
  {
    n: "1000",
    category: "electronics",
    auth: 10000,
    accuracy: 12000,
    card: 12000,
    insurance: 30000,
    savings: 22000,
    revenue: 42000,
    total: 64000,
    cost: 8000,
    roi: 700,
  },
  {
    n: "37",
    category: "electronics",
    auth: 370,
    accuracy: 444,
    card: 444,
    insurance: 1110,
    savings: 814,
    revenue: 1554,
    total: 2368,
    cost: 296,
    roi: 700,
  },
  // collectibles (value 2500): 10 + 37.5 + 12 + 30 = 89.5, (89.5 - 8) / 8 = 1018.75%
  {
    n: "1000",
    category: "collectibles",
    auth: 10000,
    accuracy: 37500,
    card: 12000,
    insurance: 30000,
    savings: 47500,
    revenue: 42000,
    total: 89500,
    cost: 8000,
    roi: 1019,
  },
  {
    n: "3",
    category: "collectibles",
    auth: 30,
    accuracy: 112.5,
    card: 36,
    insurance: 90,
    savings: 142.5,
    revenue: 126,
    total: 268.5,
    cost: 24,
    roi: 1019,
  },
  // jewelry (value 3500): 10 + 52.5 + 12 + 30 = 104.5, (104.5 - 8) / 8 = 1206.25%
  {
    n: "1000",
    category: "jewelry",
    auth: 10000,
    accuracy: 52500,
    card: 12000,
    insurance: 30000,
    savings: 62500,
    revenue: 42000,
    total: 104500,
    cost: 8000,
    roi: 1206,
  },
  {
    n: "7",
    category: "jewelry",
    auth: 70,
    accuracy: 367.5,
    card: 84,
    insurance: 210,
    savings: 437.5,
    revenue: 294,
    total: 731.5,
    cost: 56,
    roi: 1206,
  },
  // art (value 10000): 10 + 150 + 12 + 30 = 202, (202 - 8) / 8 = 2425%
  {
    n: "1000",
    category: "art",
    auth: 10000,
    accuracy: 150000,
    card: 12000,
    insurance: 30000,
    savings: 160000,
    revenue: 42000,
    total: 202000,
    cost: 8000,
    roi: 2425,
  },
  {
    n: "12",
    category: "art",
    auth: 120,
    accuracy: 1800,
    card: 144,
    insurance: 360,
    savings: 1920,
    revenue: 504,
    total: 2424,
    cost: 96,
    roi: 2425,
  },
] as const;

describe("ROI calculator formulas", () => {
  it.each(cases)("$n products of $category", (c) => {
    const breakdown = roiBreakdown(parseProducts(c.n), roiCategory(c.category));
    expect(breakdown).toEqual({
      products: Number(c.n),
      authenticationSavings: c.auth,
      accuracySavings: c.accuracy,
      cardRevenue: c.card,
      insuranceRevenue: c.insurance,
      cost: c.cost,
    });
    expect(roiResult(breakdown)).toEqual({
      annualSavings: c.savings,
      newRevenue: c.revenue,
      totalBenefit: c.total,
      roi: c.roi,
    });
    expect(calculateRoi(c.n, c.category)).toEqual(roiResult(breakdown));
  });

  it("covers every category of the table", () => {
    expect(new Set(cases.map((c) => c.category))).toEqual(new Set(roiCategories.map((c) => c.id)));
    expect(roiCategories.map((c) => [c.id, c.averageValue, c.fraudRate])).toEqual([
      ["luxury-goods", 5000, 0.15],
      ["electronics", 800, 0.08],
      ["collectibles", 2500, 0.2],
      ["jewelry", 3500, 0.12],
      ["art", 10000, 0.25],
    ]);
  });
});

describe("reading the product count", () => {
  it.each([
    ["1000", 1000],
    ["  250  ", 250],
    ["\t42\n", 42],
    ["12.9", 12],
    ["0.5", 0],
    ["1,000", 1000],
    ["12abc", 12],
    ["1e3", 1],
    ["abc", 0],
    ["", 0],
    ["   ", 0],
    ["-5", 0],
    ["-0", 0],
    ["0", 0],
    ["+30", 30],
    ["999999999", 999_999_999],
    ["1000000001", maxRoiProducts],
    ["9".repeat(400), maxRoiProducts],
  ])("%j is %d", (input, expected) => {
    expect(parseProducts(input)).toBe(expected);
  });
});

describe("edges", () => {
  it("no products, or a count that is not a number, gives zeros and an ROI of 0%, never NaN", () => {
    for (const input of ["0", "abc", "", "-100"]) {
      expect(calculateRoi(input, "art")).toEqual(zeroRoiResult);
    }
    expect(formatRoi(calculateRoi("abc", "luxury-goods").roi)).toBe("0%");
  });

  it("a huge count stays finite", () => {
    const result = calculateRoi("9".repeat(400), "art");
    expect(result).toEqual({
      annualSavings: 160_000_000_000,
      newRevenue: 42_000_000_000,
      totalBenefit: 202_000_000_000,
      roi: 2425,
    });
    for (const value of Object.values(result)) expect(Number.isFinite(value)).toBe(true);
  });

  it("an unknown category falls back to luxury goods", () => {
    expect(roiCategory("boats").id).toBe("luxury-goods");
    expect(calculateRoi("1000", "boats")).toEqual(calculateRoi("1000", "luxury-goods"));
  });

  it("formats the ROI as a whole percent", () => {
    expect(formatRoi(1488)).toBe("1488%");
    expect(formatRoi(700)).toBe("700%");
  });
});
