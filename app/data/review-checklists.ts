/**
 * The review desk's checklist per category and brand, as data (docs/decisions/021-review-desk.md).
 * Each point is drawn from what the site already publishes, and names where its words live:
 *  - `category`: the "Key authentication points" of a category page
 *    (app/pages/brands/copy/categories/<language>.json, `<page>.authenticationPoints[index]`);
 *  - `brand`: a brand page's "authenticity markers"
 *    (app/pages/brands/copy/brands/<language>.json, `<slug>.authenticityMarkers[index]`);
 *  - `shot`: for categories without published points, each required shot of the guided shot
 *    list (app/data/shots.ts; its words are the request screens' shot names).
 * A point's id is stable (`<kind>:<page or slug or slot>:<index>`): verdicts store it.
 */
import { type CategoryId, shotsOf } from "./shots.ts";

export type ChecklistSource =
  | { kind: "category"; page: CategoryPage; index: number }
  | { kind: "brand"; slug: MarkerBrand; index: number }
  | { kind: "shot"; slot: string };

export interface ChecklistPoint {
  id: string;
  source: ChecklistSource;
}

export type CategoryPage = "luxury-watches" | "luxury-handbags" | "fine-jewelry";
export type MarkerBrand = "rolex" | "hermes" | "chanel";

/** How many points each published list holds (the copy files' lengths; a unit test holds them equal). */
export const categoryPointCounts: Record<CategoryPage, number> = {
  "luxury-watches": 5,
  "luxury-handbags": 5,
  "fine-jewelry": 5,
};
export const brandMarkerCounts: Record<MarkerBrand, number> = { rolex: 7, hermes: 6, chanel: 6 };

/** The category page whose authentication points apply to an item category. */
export const categoryPageOf: Partial<Record<CategoryId, CategoryPage>> = {
  watches: "luxury-watches",
  handbags: "luxury-handbags",
  accessories: "luxury-handbags",
  jewelry: "fine-jewelry",
};

/** Brands' markers apply where the brand page lists the category. */
export const markerCategories: Record<MarkerBrand, readonly CategoryId[]> = {
  rolex: ["watches"],
  hermes: ["handbags", "accessories", "jewelry", "shoes", "clothing", "watches"],
  chanel: ["handbags", "clothing", "shoes", "jewelry", "watches", "accessories", "cosmetic-products"],
};

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The checklist for an item of `category` and `brand` (a directory slug or null). */
export function checklistFor(category: string, brand: string | null): ChecklistPoint[] {
  const points: ChecklistPoint[] = [];
  const page = categoryPageOf[category as CategoryId];
  if (page)
    for (const index of range(categoryPointCounts[page]))
      points.push({ id: `category:${page}:${index}`, source: { kind: "category", page, index } });
  else
    for (const shot of shotsOf(category) ?? [])
      if (shot.required)
        points.push({ id: `shot:${shot.slot}:0`, source: { kind: "shot", slot: shot.slot } });
  if (brand && Object.hasOwn(brandMarkerCounts, brand)) {
    const slug = brand as MarkerBrand;
    if (markerCategories[slug].includes(category as CategoryId))
      for (const index of range(brandMarkerCounts[slug]))
        points.push({ id: `brand:${slug}:${index}`, source: { kind: "brand", slug, index } });
  }
  return points;
}
