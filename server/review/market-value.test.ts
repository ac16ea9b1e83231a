import { describe, expect, it } from "vitest";
import { marketValueOf } from "./market-value.ts";

describe("the market value a reviewer starts from", () => {
  it("is the site's own figures for the same brand and model", () => {
    expect(marketValueOf("Rolex", "Submariner Date 126610LN")).toEqual({
      low: 14200,
      high: 14200,
      currency: "USD",
    });
    // An owner's shorter model name still finds the published one; accents and case do not matter.
    expect(marketValueOf("hermes", "Birkin 30")).toMatchObject({ currency: "USD" });
  });
  it("is none where the site has no figure (no invented range)", () => {
    expect(marketValueOf("Rolex", "Oyster Perpetual 41")).toBeNull();
    expect(marketValueOf("Nike", "Air Jordan 1")).toBeNull();
    expect(marketValueOf("Rolex", "")).toBeNull();
  });
});
