import { describe, expect, it } from "vitest";
import productsEn from "#app/data/copy/products/en.json";
import { apiAddOn, consumerProductsIn, prepaidCredits, usdCents } from "#app/data/products.ts";
import pricing from "./copy/pricing/en.json";
import { addOnPrice, productPrice } from "./prices.ts";

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
  it("formats the API add-on", () => {
    expect(addOnPrice(apiAddOn.monthly, wording, "en")).toBe("+$49 per month");
  });
});

describe("prepaid credit prices", () => {
  it("always show cents, as quoted: $7.50, $6.25, $5.00", () => {
    expect(prepaidCredits.map((c) => usdCents(c.perAuthentication))).toEqual(["$7.50", "$6.25", "$5.00"]);
  });
});
