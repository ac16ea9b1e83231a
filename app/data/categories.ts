/**
 * The item categories the service authenticates, with
 * the brand counts of the brand directory. The home page shows all eleven; the business page and
 * the category grid show the ten of the directory (jewelry is left out there). The categories'
 * names and the wording of their counts are in the copy, `copy/categories/<language>.json`.
 */
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import categoriesEn from "./copy/categories/en.json" with { type: "json" };

/** The categories' words in one language, in the shape of `copy/categories/en.json`. */
export type CategoriesCopy = typeof categoriesEn;

/** A category's figures: what no language changes. */
export interface ItemCategoryRecord {
  id: keyof CategoriesCopy["names"];
  /** 'N brands authenticated' in the brand directory; null where the directory does not list it. */
  brandCount: number | null;
  /** "about 62" is shown as "about". */
  approximate: boolean;
  inDirectory: boolean;
}

export interface ItemCategory extends Omit<ItemCategoryRecord, "id"> {
  id: string;
  name: string;
}

export const itemCategoryRecords: readonly ItemCategoryRecord[] = [
  { id: "handbags", brandCount: 40, approximate: false, inDirectory: true },
  { id: "sneakers", brandCount: 32, approximate: false, inDirectory: true },
  { id: "clothing", brandCount: 56, approximate: false, inDirectory: true },
  { id: "shoes", brandCount: 70, approximate: false, inDirectory: true },
  { id: "accessories", brandCount: 38, approximate: false, inDirectory: true },
  { id: "watches", brandCount: 44, approximate: false, inDirectory: true },
  { id: "streetwear", brandCount: 62, approximate: false, inDirectory: true },
  { id: "toys-figures", brandCount: 5, approximate: false, inDirectory: true },
  { id: "trading-cards", brandCount: 2, approximate: false, inDirectory: true },
  { id: "cosmetic-products", brandCount: 62, approximate: true, inDirectory: true },
  { id: "jewelry", brandCount: null, approximate: false, inDirectory: false },
];

/** The eleven categories named in the language of `words`. */
export function itemCategoriesIn(words: Pick<CategoriesCopy, "names">): ItemCategory[] {
  return itemCategoryRecords.map(({ id, ...figures }) => ({ id, name: words.names[id], ...figures }));
}

/**
 * "40 brands authenticated", "about 62 brands authenticated" in one language; empty where no count
 * is given.
 */
export function brandCountLabelIn(
  words: Pick<CategoriesCopy, "brandCount" | "brandCountApproximate">,
  category: Pick<ItemCategoryRecord, "brandCount" | "approximate">,
  language: Language = "en",
): string {
  if (category.brandCount === null) return "";
  const message = category.approximate ? words.brandCountApproximate : words.brandCount;
  return formatMessage(language, message, { count: category.brandCount });
}
