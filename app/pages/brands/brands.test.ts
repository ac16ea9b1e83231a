import { describe, expect, it } from "vitest";
import { publicPages } from "#app/lib/public-pages.ts";
import { brandRecords, categoryRecords, hermesVsChanel } from "./english-records.ts";
import { brandTiers, categoryTiers, comparisonPrices } from "./tiers.ts";

const paramsOf = (id: string) => publicPages.find((p) => p.id === id)?.params ?? [];

function expectFilled(value: unknown, path: string): void {
  if (typeof value === "string") expect(value.trim(), path).not.toBe("");
  else if (Array.isArray(value)) {
    expect(value.length, path).toBeGreaterThan(0);
    for (const [i, v] of value.entries()) expectFilled(v, `${path}[${i}]`);
  } else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) expectFilled(v, `${path}.${k}`);
}

describe("brand records", () => {
  it("exist for exactly the prerendered slugs, each with tiers", () => {
    expect(brandRecords.map((b) => b.slug)).toEqual([...paramsOf("brand")]);
    for (const b of brandRecords) expect(brandTiers[b.slug]).toBeDefined();
  });

  it("carry every field of the detail and pricing variants, filled", () => {
    const detailFields = [
      "id",
      "name",
      "established",
      "country",
      "founder",
      "categories",
      "iconicModels",
      "authenticityMarkers",
      "counterfeiterTargets",
      "priceRange",
      "marketPosition",
      "materialSignatures",
      "craftingTechniques",
    ];
    for (const b of brandRecords) {
      expect(Object.keys(b.detail).sort()).toEqual([...detailFields].sort());
      expect(Object.keys(b.pricing).sort()).toEqual(["authMethods", "categories", "description"]);
      expect(b.detail.id).toBe(b.slug);
      expect(b.detail.priceRange.min).toBeLessThan(b.detail.priceRange.max);
      expectFilled(b, b.slug);
      expect(b.trends.length).toBeGreaterThan(0);
      expect(b.faqs.length).toBeGreaterThan(0);
    }
  });

  it("have real founding facts", () => {
    const facts = brandRecords.map((b) => [b.detail.name, b.detail.established, b.detail.country]);
    expect(facts).toEqual([
      ["Rolex", 1905, "Switzerland"],
      ["Hermès", 1837, "France"],
      ["Chanel", 1910, "France"],
    ]);
  });

  it("name at most 8 related brands, link only to existing brand pages, never to themselves", () => {
    const slugs = new Set(brandRecords.map((b) => b.slug));
    for (const b of brandRecords) {
      expect(b.relatedBrands.length).toBeLessThanOrEqual(8);
      for (const r of b.relatedBrands) {
        if (r.slug) expect(slugs.has(r.slug as never)).toBe(true);
        expect(r.slug).not.toBe(b.slug);
      }
    }
  });

  it("keep FAQ questions unique", () => {
    for (const b of brandRecords) expect(new Set(b.faqs.map((f) => f.question)).size).toBe(b.faqs.length);
  });
});

describe("category records", () => {
  it("exist for exactly the prerendered slugs of both category routes, each with tiers", () => {
    expect(categoryRecords.map((c) => c.slug)).toEqual([...paramsOf("category")]);
    expect(categoryRecords.map((c) => c.slug)).toEqual([...paramsOf("authenticate-category")]);
    for (const c of categoryRecords) expect(categoryTiers[c.slug]).toBeDefined();
  });

  it("carry every field of the detail and pricing variants, filled", () => {
    const detailFields = [
      "id",
      "name",
      "description",
      "subCategories",
      "typicalBrands",
      "authenticationPoints",
      "commonCounterfeits",
      "valueFactors",
      "investmentPotential",
      "seasonality",
      "targetDemographics",
    ];
    const pricingFields = ["icon", "description", "brands", "authPoints", "averageValue", "authVolume"];
    for (const c of categoryRecords) {
      expect(Object.keys(c.detail).sort()).toEqual([...detailFields].sort());
      for (const f of pricingFields) expect(c.pricing).toHaveProperty(f);
      expect(["high", "medium", "low"]).toContain(c.detail.investmentPotential);
      expect(c.detail.id).toBe(c.slug);
      expectFilled(c, c.slug);
      expect(c.pricing.process.length).toBeGreaterThan(0);
    }
  });

  it("name fine jewelry's tiers Standard, Premium (Most Popular), Expert", () => {
    const jewelry = categoryRecords.find((c) => c.slug === "fine-jewelry");
    expect(jewelry?.pricing.tierNames).toEqual({ basic: "Standard", premium: "Premium", expert: "Expert" });
    expect(jewelry?.pricing.highlightedTier).toBe("premium");
    expect(categoryTiers["fine-jewelry"]).toEqual({ basic: 249, premium: 399, expert: 699 });
  });
});

describe("Hermès vs Chanel", () => {
  it("compares two brands that have pages and prices", () => {
    expect(hermesVsChanel.sides.map((s) => s.slug)).toEqual(["hermes", "chanel"]);
    expect(comparisonPrices).toEqual({ hermes: 249, chanel: 199 });
    expectFilled(hermesVsChanel, "comparison");
  });
});
