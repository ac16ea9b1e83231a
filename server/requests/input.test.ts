import { describe, expect, test } from "vitest";
import { parseItemChanges, parseNewItem, parseSubmit, pricePaidOf } from "./input.ts";
import { RequestError } from "./words.ts";

const base = { purpose: "vault", category: "watches", model: "Submariner", colour: "Black" };

function refusal(fn: () => unknown): [number, string, unknown] {
  try {
    fn();
  } catch (error) {
    if (error instanceof RequestError) return [error.status, error.word, error.errors];
    throw error;
  }
  throw new Error("no refusal");
}

describe("item bodies", () => {
  test("a directory brand wins over a written name; trimmed text; prices in minor units", () => {
    expect(
      parseNewItem({
        ...base,
        brand: "rolex",
        brandName: "ignored",
        reference: "  126610LN ",
        pricePaid: { amount: "12500.5", currency: "USD" },
      }),
    ).toEqual({
      purpose: "vault",
      category: "watches",
      brand: "rolex",
      brandName: "",
      model: "Submariner",
      colour: "Black",
      reference: "126610LN",
      pricePaidMinor: 1_250_050,
      currency: "USD",
    });
    expect(parseNewItem({ ...base, brandName: "Atelier Local" })).toMatchObject({
      brand: null,
      brandName: "Atelier Local",
    });
    expect(
      parseNewItem({ ...base, brand: "rolex", pricePaid: { amount: "1000", currency: "KWD" } })
        .pricePaidMinor,
    ).toBe(1_000_000);
    expect(pricePaidOf(1_250_050, "USD")).toEqual({ amount: "12500.50", currency: "USD" });
    expect(pricePaidOf(150_000, "JPY")).toEqual({ amount: "150000", currency: "JPY" });
    expect(pricePaidOf(5, "KWD")).toEqual({ amount: "0.005", currency: "KWD" });
    expect(pricePaidOf(null, null)).toBeNull();
  });

  test("refusals name the field and the sentence", () => {
    expect(refusal(() => parseNewItem({ ...base }))).toEqual([400, "brandMissing", { field: "brand" }]);
    expect(refusal(() => parseNewItem({ ...base, brand: "rolex", colour: "Bl\u0000ack" }))).toEqual([
      400,
      "fieldControl",
      { field: "colour" },
    ]);
    expect(
      refusal(() => parseNewItem({ ...base, brand: "rolex", pricePaid: { amount: "1.5", currency: "JPY" } })),
    ).toEqual([400, "fieldAmount", { field: "pricePaid.amount" }]);
    expect(
      refusal(() => parseNewItem({ ...base, brand: "rolex", pricePaid: { amount: "1", currency: "ABC" } })),
    ).toEqual([400, "fieldCurrency", { field: "pricePaid.currency" }]);
    expect(refusal(() => parseNewItem({ ...base, brand: "rolex", extra: 1 }))).toEqual([
      400,
      "fieldUnknown",
      { field: "extra" },
    ]);
    expect(refusal(() => parseNewItem("text"))).toEqual([400, "bodyNotObject", { field: "body" }]);
    expect(refusal(() => parseSubmit({ service: "premium", idempotencyKey: "abcdefgh" }))).toEqual([
      400,
      "fieldChoice",
      { field: "service" },
    ]);
  });

  test("a change of brand keeps the pair consistent", () => {
    const listed = { brand: "rolex", brandName: "" };
    expect(parseItemChanges({ brandName: "Atelier" }, listed)).toEqual({ brand: null, brandName: "Atelier" });
    expect(parseItemChanges({ brand: "omega" }, { brand: null, brandName: "Atelier" })).toEqual({
      brand: "omega",
      brandName: "",
    });
    expect(refusal(() => parseItemChanges({ brand: null }, listed))).toEqual([
      400,
      "brandMissing",
      { field: "brand" },
    ]);
    expect(parseItemChanges({ model: "GMT" }, listed)).toEqual({ model: "GMT" });
  });
});
