import { describe, expect, it } from "vitest";
import { testSiteConfig as config } from "#app/lib/site-config.fixture.ts";
import pricing from "./copy/pricing/en.json";
import { pricingStructuredData } from "./pricing-structured-data.ts";
import { pricingRecordsIn } from "./records.ts";

const records = await pricingRecordsIn("en");

describe("/pricing JSON-LD", () => {
  const product = pricingStructuredData(config, pricing, records, "en", `${config.siteUrl}/pricing`).find(
    (d) => d["@type"] === "Product",
  ) as {
    offers: { name: string; price: string; priceCurrency: string }[];
  };
  const prices = product.offers.map((o) => [o.name, o.price]);

  it("prices the consumer products in USD", () => {
    expect(prices).toContainEqual(["Virtual Collect Card", "0.00"]);
    expect(prices).toContainEqual(["AI Authentication", "5.00"]);
    expect(prices).toContainEqual(["Vault Subscription", "9.99"]);
    for (const offer of product.offers) expect(offer.priceCurrency).toBe("USD");
  });

  it("names the prepaid credits as 12-month packages", () => {
    expect(prices).toContainEqual(["Prepaid credits, 1k, 12 months", "7.50"]);
    expect(prices).toContainEqual(["Prepaid credits, 5k, 12 months", "6.25"]);
    expect(prices).toContainEqual(["Prepaid credits, 20k, 12 months", "5.00"]);
  });
});
