import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/i18n/message.ts";
import { cardOffers, collectCardFigures } from "./collect-card-data.ts";
import collectCard from "./copy/collect-card/en.json";
import { collectCardRecordsIn } from "./records.ts";

describe("/collect-card copy", () => {
  it("the virtual card is free; the physical one only through resellers", async () => {
    const cards = collectCard.cards as Record<string, { price?: string }>;
    const records = await collectCardRecordsIn("en");
    const price = (c: (typeof cardOffers)[number]) =>
      c.product ? records.productPrices[c.product] : cards[c.id]?.price;
    expect(cardOffers.map((c) => [c.id, price(c)])).toEqual([
      ["physical", "Only through authorised resellers"],
      ["virtual", "Free"],
    ]);
    const french = await collectCardRecordsIn("fr");
    expect(french.productPrices["virtual-card"]).toBe("Gratuite");
  });

  it("subscribers earn 2x points", () => {
    expect(collectCard.points.ways.map((w) => formatMessage("en", w.text, collectCardFigures))).toContain(
      "Vault subscribers earn 2x points.",
    );
  });
});
