import { describe, expect, it } from "vitest";
import productsEn from "#app/data/copy/products/en.json";
import { apiAddOn, consumerProductsIn, prepaidCredits, usdCents } from "#app/data/products.ts";
import pricing from "./copy/pricing/en.json";
import { addOnPrice, productPrice } from "./prices.ts";
import { pricingRecordsIn } from "./records.ts";

const consumerProducts = consumerProductsIn(productsEn);

const wording = pricing.prices;

describe("product price lines", () => {
  it("reads a subscription as an amount per period", () => {
    const vault = consumerProducts.find((p) => p.id === "vault-subscription");
    expect(vault && productPrice(vault, wording, "en")).toBe("$9.99 per month");
  });
  it("keeps the other products' prices as given", () => {
    expect(consumerProducts.filter((p) => !p.period).map((p) => productPrice(p, wording, "en"))).toEqual([
      "Free",
      "5 credits ($5)",
      "Contact an authorised reseller",
    ]);
  });
  it("come finished from the records the loader sends, in the page's language", async () => {
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
