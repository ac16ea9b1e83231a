import { describe, expect, it } from "vitest";
import productsEn from "#app/data/copy/products/en.json";
import { apiAddOn, consumerProductsIn, prepaidCredits, usdCents } from "#app/data/products.ts";
import pricing from "./copy/pricing/en.json";
import { addOnPrice } from "./prices.ts";
import { pricingRecordsIn } from "./records.ts";

const consumerProducts = consumerProductsIn(productsEn);

const wording = pricing.prices;

describe("product price lines", () => {
  it("word the subscription as the specification does, and the other products as given", () => {
    expect(consumerProducts.map((p) => p.price)).toEqual([
      "Free",
      "5 credits ($5)",
      "Contact an authorised reseller",
      "$9.99 per month",
    ]);
  });
  it("come finished from the records the loader sends, in the page's language, worded as everywhere else", async () => {
    expect((await pricingRecordsIn("en")).priceLines["vault-subscription"]).toBe("$9.99 per month");
    expect((await pricingRecordsIn("fr")).priceLines["vault-subscription"]).toBe("9,99\u00a0$US par mois");
    expect((await pricingRecordsIn("fr")).priceLines["ai-authentication"]).toBe("5 crédits (5\u00a0$US)");
  });
  it("formats the API add-on", () => {
    expect(addOnPrice(apiAddOn.monthly, wording, "en")).toBe("+$49 per month");
  });
});

describe("prepaid credit prices", () => {
  it("always show cents, as quoted: $7.50, $6.25, $5.00", () => {
    expect(prepaidCredits.map((c) => usdCents(c.perAuthentication))).toEqual(["$7.50", "$6.25", "$5.00"]);
  });
});
