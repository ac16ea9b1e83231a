import { brandDirectory } from "#app/data/brand-directory.ts";
import { brandSlug } from "#app/data/brand-slug.ts";

/** Every brand of the directory by its slug (a brand listed in several categories appears once). */
export const directoryBrands: ReadonlyMap<string, string> = new Map(
  Object.values(brandDirectory)
    .flat()
    .map((name) => [brandSlug(name), name] as const),
);

export function isDirectoryBrand(slug: string): boolean {
  return directoryBrands.has(slug);
}
