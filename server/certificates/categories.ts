import { itemCategoryRecords } from "#app/data/categories.ts";

/**
 * What the issuing API accepts as an item's category, and what a certificate stores: the
 * category's id (`handbags`, `toys-figures`), the same ids the requests use. The copy names the
 * categories in each language; a copy edit changes what a page shows, never what the API accepts.
 */
export type CertificateCategory = (typeof itemCategoryRecords)[number]["id"];

export const certificateCategoryIds: readonly CertificateCategory[] = itemCategoryRecords.map(({ id }) => id);

/**
 * The English names the API accepted before ids (issue 29), frozen here as they were written on
 * 2026-11-28 so that an integration sending "Toys & Figures" keeps working whatever the copy
 * says. Not words to show: the pages name categories from the copy by id.
 */
const formerNames: ReadonlyMap<string, CertificateCategory> = new Map(
  Object.entries({
    handbags: "handbags",
    sneakers: "sneakers",
    clothing: "clothing",
    shoes: "shoes",
    accessories: "accessories",
    watches: "watches",
    streetwear: "streetwear",
    "toys & figures": "toys-figures",
    "trading cards": "trading-cards",
    "cosmetic products": "cosmetic-products",
    jewelry: "jewelry",
  } satisfies Record<string, CertificateCategory>),
);

/** The category id for an id or a former English name, whatever its letter case; null if none. */
export function categoryIdFrom(value: string): CertificateCategory | null {
  const wanted = value.trim().toLowerCase();
  const id = certificateCategoryIds.find((c) => c === wanted);
  return id ?? formerNames.get(wanted) ?? null;
}
