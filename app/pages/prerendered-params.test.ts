import { expect, test } from "vitest";
import { marketPages } from "#app/data/market-data-records.ts";
import { publicPages } from "#app/lib/public-pages.ts";
import { brandRecords } from "#app/pages/brands/brands.ts";
import { categoryRecords } from "#app/pages/brands/category-pages.ts";
import { cities } from "#app/pages/places/cities.ts";

/**
 * The server answers any value of a parameterised public page that reaches it with that page's
 * not-found template, because every known value is prerendered and served first. That holds only
 * while the values prerendered are exactly the records the pages show.
 */
test("every record of a parameterised page is prerendered, and nothing else", () => {
  const params = (id: string) => [...(publicPages.find((p) => p.id === id)?.params ?? [])].sort();
  expect(params("brand")).toEqual(brandRecords.map((r) => r.slug).sort());
  expect(params("category")).toEqual(categoryRecords.map((r) => r.slug).sort());
  expect(params("authenticate-category")).toEqual(categoryRecords.map((r) => r.slug).sort());
  expect(params("city")).toEqual(cities.map((c) => c.slug).sort());
  expect(params("market-data")).toEqual(marketPages.map((m) => m.id).sort());
  expect(
    publicPages
      .filter((p) => p.params)
      .map((p) => p.id)
      .sort(),
  ).toEqual(["authenticate-category", "brand", "category", "city", "market-data"].sort());
});
