import { describe, expect, it } from "vitest";
import { cardOffers, pointsSystem } from "./collect-card-content.ts";

describe("/collect-card copy", () => {
  it("the virtual card is free; the physical one only through resellers", () => {
    expect(cardOffers.map((c) => [c.id, c.price])).toEqual([
      ["physical", "Only through authorised resellers"],
      ["virtual", "Free"],
    ]);
  });

  it("subscribers earn 2x points", () => {
    expect(pointsSystem.ways.map((w) => w.text)).toContain("Vault subscribers earn 2x points.");
  });
});
