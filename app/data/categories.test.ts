import { describe, expect, it } from "vitest";
import { brandCountLabelIn, type ItemCategory, itemCategoriesIn } from "./categories.ts";
import categoriesEn from "./copy/categories/en.json";

const itemCategories = itemCategoriesIn(categoriesEn);
const directoryCategories = itemCategories.filter((c) => c.inDirectory);
const brandCountLabel = (category: ItemCategory) => brandCountLabelIn(categoriesEn, category);

describe("item categories", () => {
  it("are named from the copy, in English by default", () => {
    expect(itemCategories.map((c) => c.name)).toEqual([
      "Handbags",
      "Sneakers",
      "Clothing",
      "Shoes",
      "Accessories",
      "Watches",
      "Streetwear",
      "Toys & Figures",
      "Trading Cards",
      "Cosmetic Products",
      "Jewelry",
    ]);
    expect(directoryCategories).toHaveLength(10);
  });

  it("word their brand counts, approximate ones with about", () => {
    const byId = (id: string) => itemCategories.find((c) => c.id === id);
    const handbags = byId("handbags");
    const cosmetics = byId("cosmetic-products");
    const jewelry = byId("jewelry");
    if (!handbags || !cosmetics || !jewelry) throw new Error("missing category");
    expect(brandCountLabel(handbags)).toBe("40 brands authenticated");
    expect(brandCountLabel(cosmetics)).toBe("about 62 brands authenticated");
    expect(brandCountLabel(jewelry)).toBe("");
    expect(brandCountLabelIn(categoriesEn, { brandCount: 1, approximate: false })).toBe(
      "1 brand authenticated",
    );
  });
});
