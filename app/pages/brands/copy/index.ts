import { defineCopy, type PageCopy } from "#app/i18n/copy.ts";
import type { BrandSlug } from "../brands.ts";
import type { CategorySlug } from "../category-pages.ts";
import type { BrandWords, CategoryWords } from "../types.ts";
import type brandsEn from "./brands/en.json";
import type categoriesEn from "./categories/en.json";
import type comparisonEn from "./comparison/en.json";
import type en from "./en.json";

/** The words every brand and category page shares: headings, labels, tier table, not-found texts. */
export const brandPagesCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type BrandPagesCopy = typeof en;

/** Each brand's own words, keyed by slug; a loader sends only the one its page shows. */
type ByBrand<T extends Record<BrandSlug, BrandWords>> = T;
export const brandWordsCopy = defineCopy<ByBrand<typeof brandsEn>>(
  import.meta.glob("./brands/*.json", { import: "default" }),
);

/** Each category's own words, keyed by slug, for both category pages. */
type ByCategory<T extends Record<CategorySlug, CategoryWords>> = T;
export const categoryWordsCopy = defineCopy<ByCategory<typeof categoriesEn>>(
  import.meta.glob("./categories/*.json", { import: "default" }),
);

/** The words of the Hermès vs Chanel comparison. */
export const comparisonCopy = defineCopy<typeof comparisonEn>(
  import.meta.glob("./comparison/*.json", { import: "default" }),
);
export type ComparisonCopy = typeof comparisonEn;

const recordCopies = new WeakMap<object, Map<string, PageCopy<unknown>>>();

/**
 * One record's words out of a set keyed by slug, as page copy of its own (one object per record,
 * so that a page switching language loads the other language once).
 */
export function recordCopy<S extends object, K extends keyof S & string>(
  set: PageCopy<S>,
  key: K,
): PageCopy<S[K]> {
  let records = recordCopies.get(set);
  if (!records) {
    records = new Map();
    recordCopies.set(set, records);
  }
  let found = records.get(key);
  if (!found) {
    found = { languages: set.languages, load: async (language) => (await set.load(language))[key] };
    records.set(key, found);
  }
  return found as PageCopy<S[K]>;
}
