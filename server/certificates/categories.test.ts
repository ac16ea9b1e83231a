import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.resetModules();
  vi.doUnmock("#app/data/copy/categories/en.json");
});

const fixedIds = [
  "handbags",
  "sneakers",
  "clothing",
  "shoes",
  "accessories",
  "watches",
  "streetwear",
  "toys-figures",
  "trading-cards",
  "cosmetic-products",
  "jewelry",
];

async function parseCategory(value: string) {
  const { certificateInput } = await import("./input.ts");
  const result = certificateInput.safeParse({
    item: { category: value, brand: "Hermès", model: "Birkin 30" },
    result: "authentic",
    confidence: 97,
    conditionGrade: 8,
    reviewedBy: "ai",
    date: "2026-11-20",
  });
  return result.success ? result.data.item.category : null;
}

describe("a certificate's category", () => {
  it("is accepted as an id or a former English name, in any letter case, and stored as the id", async () => {
    for (const id of fixedIds) expect(await parseCategory(id)).toBe(id);
    expect(await parseCategory("Toys & Figures")).toBe("toys-figures");
    expect(await parseCategory(" HANDBAGS ")).toBe("handbags");
    expect(await parseCategory("Trading cards")).toBe("trading-cards");
    expect(await parseCategory("Spaceships")).toBeNull();
    expect(await parseCategory("__proto__")).toBeNull();
  });

  it("does not change when the copy renames a category", async () => {
    // An editor rewords the English names: the pages show the new words, the API accepts the same.
    vi.doMock("#app/data/copy/categories/en.json", async (original) => {
      const copy = (await original()) as { default: { names: Record<string, string> } };
      const names = Object.fromEntries(Object.keys(copy.default.names).map((id) => [id, `Renamed ${id}`]));
      return { ...copy, default: { ...copy.default, names } };
    });
    const { default: renamed } = await import("#app/data/copy/categories/en.json");
    expect(renamed.names.handbags).toBe("Renamed handbags");
    for (const id of fixedIds) expect(await parseCategory(id)).toBe(id);
    expect(await parseCategory("Toys & Figures")).toBe("toys-figures");
    expect(await parseCategory("Renamed handbags")).toBeNull();
  });
});
