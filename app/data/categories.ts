/**
 * The item categories the service authenticates (spec 000 section 1, spec 001 section 3), with
 * the brand counts of the brand directory. The home page shows all eleven; the business page and
 * the category grid show the ten of the directory (jewelry is left out there).
 */
export interface ItemCategory {
  id: string;
  name: string;
  /** 'N brands authenticated' in the brand directory; null where the directory does not list it. */
  brandCount: number | null;
  /** "about 62" is shown as "about". */
  approximate: boolean;
  inDirectory: boolean;
}

export const itemCategories: readonly ItemCategory[] = [
  { id: "handbags", name: "Handbags", brandCount: 40, approximate: false, inDirectory: true },
  { id: "sneakers", name: "Sneakers", brandCount: 32, approximate: false, inDirectory: true },
  { id: "clothing", name: "Clothing", brandCount: 56, approximate: false, inDirectory: true },
  { id: "shoes", name: "Shoes", brandCount: 70, approximate: false, inDirectory: true },
  { id: "accessories", name: "Accessories", brandCount: 38, approximate: false, inDirectory: true },
  { id: "watches", name: "Watches", brandCount: 44, approximate: false, inDirectory: true },
  { id: "streetwear", name: "Streetwear", brandCount: 62, approximate: false, inDirectory: true },
  { id: "toys-figures", name: "Toys & Figures", brandCount: 5, approximate: false, inDirectory: true },
  { id: "trading-cards", name: "Trading Cards", brandCount: 2, approximate: false, inDirectory: true },
  {
    id: "cosmetic-products",
    name: "Cosmetic Products",
    brandCount: 62,
    approximate: true,
    inDirectory: true,
  },
  { id: "jewelry", name: "Jewelry", brandCount: null, approximate: false, inDirectory: false },
];

export const directoryCategories = itemCategories.filter((c) => c.inDirectory);

/** "40 brands authenticated", "about 62 brands authenticated"; empty where no count is given. */
export function brandCountLabel(category: ItemCategory): string {
  if (category.brandCount === null) return "";
  return `${category.approximate ? "about " : ""}${category.brandCount} brands authenticated`;
}
