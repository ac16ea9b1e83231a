import { describe, expect, it } from "vitest";
import { publicPages } from "#app/lib/public-pages.ts";
import { brandRecords } from "./brands.ts";
import { categoryRecords } from "./category-pages.ts";
import { categoryTierNames } from "./category-pricing-view.tsx";
import { hermesVsChanel } from "./comparison-data.ts";
import pageWordsAr from "./copy/ar.json" with { type: "json" };
import brandWords from "./copy/brands/en.json" with { type: "json" };
import categoryWords from "./copy/categories/en.json" with { type: "json" };
import comparisonWords from "./copy/comparison/en.json" with { type: "json" };
import pageWords from "./copy/en.json" with { type: "json" };
import pageWordsFr from "./copy/fr.json" with { type: "json" };
import { tierInclusions } from "./tier-table.tsx";
import { brandTiers, categoryTiers, comparisonPrices } from "./tiers.ts";
import { type BrandWords, type CategoryWords, trendsWithWords } from "./types.ts";

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

  it("have their figures and every field of their English words, filled", () => {
    const wordFields = [
      "description",
      "country",
      "categories",
      "marketPosition",
      "authenticityMarkers",
      "materialSignatures",
      "craftingTechniques",
      "authMethods",
      "iconicModels",
      "counterfeiterTargets",
      "categoriesAuthenticated",
      "trends",
      "faqs",
    ];
    for (const b of brandRecords) {
      const words: BrandWords = brandWords[b.slug];
      expect(Object.keys(words).sort()).toEqual([...wordFields].sort());
      expect(b.priceRange.min).toBeLessThan(b.priceRange.max);
      expectFilled(b, b.slug);
      expectFilled(words, `words.${b.slug}`);
      // Every trend of the record has its words, and no words lack a trend.
      expect(trendsWithWords(b.trends, words.trends)).toHaveLength(b.trends.length);
      expect(Object.keys(words.trends).sort()).toEqual(b.trends.map((t) => t.id).sort());
    }
  });

  it("have real founding facts", () => {
    const facts = brandRecords.map((b) => [b.name, b.established, brandWords[b.slug].country, b.founders]);
    expect(facts).toEqual([
      ["Rolex", 1905, "Switzerland", ["Hans Wilsdorf", "Alfred Davis"]],
      ["Hermès", 1837, "France", ["Thierry Hermès"]],
      ["Chanel", 1910, "France", ["Gabrielle 'Coco' Chanel"]],
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
    for (const b of brandRecords) {
      const { faqs } = brandWords[b.slug];
      expect(new Set(faqs.map((f) => f.question)).size).toBe(faqs.length);
    }
  });
});

describe("category records", () => {
  it("exist for exactly the prerendered slugs of both category routes, each with tiers", () => {
    expect(categoryRecords.map((c) => c.slug)).toEqual([...paramsOf("category")]);
    expect(categoryRecords.map((c) => c.slug)).toEqual([...paramsOf("authenticate-category")]);
    for (const c of categoryRecords) expect(categoryTiers[c.slug]).toBeDefined();
  });

  it("have their figures and every field of their English words, filled", () => {
    const wordFields = [
      "name",
      "description",
      "pricingDescription",
      "subCategories",
      "authenticationPoints",
      "commonCounterfeits",
      "valueFactors",
      "seasonality",
      "targetDemographics",
      "authPoints",
      "reviewStep",
      "trends",
      "faqs",
      "specialists",
    ];
    for (const c of categoryRecords) {
      const words: CategoryWords = categoryWords[c.slug];
      expect(Object.keys(words).sort()).toEqual([...wordFields].sort());
      expect(["high", "medium", "low"]).toContain(c.investmentPotential);
      expect(c.averageValue).toBeGreaterThan(0);
      expect(c.authVolume).toBeGreaterThan(0);
      expect(c.turnaround.min).toBeLessThan(c.turnaround.max);
      expectFilled(c, c.slug);
      expectFilled(words, `words.${c.slug}`);
      expect(Object.keys(words.trends).sort()).toEqual(c.trends.map((t) => t.id).sort());
    }
  });

  it("name fine jewelry's tiers Standard, Premium (Most Popular), Expert", () => {
    const jewelry = categoryRecords.find((c) => c.slug === "fine-jewelry");
    expect(pageWords.category.tierNames["fine-jewelry"]).toEqual({
      basic: "Standard",
      premium: "Premium",
      expert: "Expert",
    });
    expect(jewelry?.highlightedTier).toBe("premium");
    expect(categoryTiers["fine-jewelry"]).toEqual({ basic: 249, premium: 399, expert: 699 });
  });

  it("say what the Premium and Expert tiers include by the names the page gives the tiers", () => {
    const jewelry = categoryTierNames(pageWords, "fine-jewelry");
    expect(tierInclusions("en", pageWords.tiers, jewelry, "premium")[0]).toBe(
      "Everything in the Standard tier",
    );
    expect(tierInclusions("en", pageWords.tiers, jewelry, "expert")[0]).toBe(
      "Everything in the Premium tier",
    );
    expect(tierInclusions("en", pageWords.tiers, pageWords.tiers.names, "premium")[0]).toBe(
      "Everything in the Basic tier",
    );
    const fr = categoryTierNames(pageWordsFr, "fine-jewelry");
    expect(tierInclusions("fr", pageWordsFr.tiers, fr, "premium")[0]).toBe(
      "Tout le contenu de la formule Standard",
    );
    expect(
      tierInclusions("ar", pageWordsAr.tiers, categoryTierNames(pageWordsAr, "fine-jewelry"), "premium")[0],
    ).toBe("كل ما تشمله الباقة القياسية");
  });
});

describe("Hermès vs Chanel", () => {
  it("compares two brands that have pages and prices", () => {
    expect(hermesVsChanel.sides.map((s) => s.slug)).toEqual(["hermes", "chanel"]);
    expect(comparisonPrices).toEqual({ hermes: 249, chanel: 199 });
    expect(hermesVsChanel.sides.map((s) => s.averageResale)).toEqual([20000, 8000]);
    expectFilled(comparisonWords, "comparison");
  });
});
