import { describe, expect, it } from "vitest";
import brandsEn from "#app/pages/brands/copy/brands/en.json" with { type: "json" };
import categoriesEn from "#app/pages/brands/copy/categories/en.json" with { type: "json" };
import { brandMarkerCounts, categoryPointCounts, checklistFor } from "./review-checklists.ts";

describe("review checklists", () => {
  it("count the points the pages publish", () => {
    for (const [page, n] of Object.entries(categoryPointCounts))
      expect(categoriesEn[page as keyof typeof categoriesEn].authenticationPoints).toHaveLength(n);
    for (const [slug, n] of Object.entries(brandMarkerCounts))
      expect(brandsEn[slug as keyof typeof brandsEn].authenticityMarkers).toHaveLength(n);
  });

  it("join a category's points and its brand's markers", () => {
    const ids = checklistFor("watches", "rolex").map((p) => p.id);
    expect(ids).toHaveLength(12);
    expect(ids[0]).toBe("category:luxury-watches:0");
    expect(ids[5]).toBe("brand:rolex:0");
    expect(checklistFor("handbags", "rolex").map((p) => p.id)).toHaveLength(5);
  });

  it("fall back to the required shots where no points are published", () => {
    const ids = checklistFor("sneakers", null).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.startsWith("shot:"))).toBe(true);
  });
});
