import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/i18n/message.ts";
import { cardOffers, collectCardFigures } from "./collect-card-data.ts";
import collectCard from "./copy/collect-card/en.json";

describe("/collect-card copy", () => {
  it("the virtual card is free; the physical one only through resellers", () => {
    const cards = collectCard.cards as Record<string, { price?: string }>;
    expect(cardOffers.map((c) => [c.id, c.price ?? cards[c.id]?.price])).toEqual([
      ["physical", "Only through authorised resellers"],
      ["virtual", "Free"],
    ]);
  });

  it("subscribers earn 2x points", () => {
    expect(collectCard.points.ways.map((w) => formatMessage("en", w.text, collectCardFigures))).toContain(
      "Vault subscribers earn 2x points.",
    );
  });
});
