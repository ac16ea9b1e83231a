import { describe, expect, it } from "vitest";
import { directoryCategories } from "#app/data/categories.ts";
import { brandDirectory } from "./brand-directory.ts";
import { brandInitials, hasWordmark } from "./brand-initials.ts";

describe("brandInitials", () => {
  it("takes the first three letters in uppercase", () => {
    expect(brandInitials("Rolex")).toBe("ROL");
    expect(brandInitials("Chanel")).toBe("CHA");
    expect(brandInitials("KAWS")).toBe("KAW");
  });

  it("ignores spaces and punctuation", () => {
    expect(brandInitials("A. Lange & Söhne")).toBe("ALA");
    expect(brandInitials("Dr. Martens")).toBe("DRM");
    expect(brandInitials("F.P. Journe")).toBe("FPJ");
    expect(brandInitials("MB&F")).toBe("MBF");
    expect(brandInitials("Tod's")).toBe("TOD");
    expect(brandInitials("A-Cold-Wall*")).toBe("ACO");
    expect(brandInitials("  Supreme ")).toBe("SUP");
  });

  it("keeps digits and accented letters", () => {
    expect(brandInitials("1017 ALYX 9SM")).toBe("101");
    expect(brandInitials("Sp5der")).toBe("SP5");
    expect(brandInitials("Hermès")).toBe("HER");
    expect(brandInitials("Stüssy")).toBe("STÜ");
    expect(brandInitials("Clé de Peau Beauté")).toBe("CLÉ");
    // A decomposed accent is composed first, so it stays one letter.
    expect(brandInitials("E\u0301tude")).toBe("ÉTU");
  });

  it("gives what a short or empty name has", () => {
    expect(brandInitials("On")).toBe("ON");
    expect(brandInitials("")).toBe("");
    expect(brandInitials("& ...")).toBe("");
  });
});

describe("brand directory", () => {
  it("lists, for each directory category, exactly its count of brands, without duplicates", () => {
    expect(Object.keys(brandDirectory)).toEqual(directoryCategories.map((c) => c.id));
    for (const category of directoryCategories) {
      const brands = brandDirectory[category.id] ?? [];
      expect(brands.length, category.name).toBe(category.brandCount);
      expect(new Set(brands).size, `${category.name} duplicates`).toBe(brands.length);
      for (const brand of brands) expect(brandInitials(brand), brand).toMatch(/^.{2,3}$/u);
    }
  });

  it("uses the specification's own lists for Toys & Figures and Trading Cards", () => {
    expect(brandDirectory["toys-figures"]).toEqual([
      "Bearbrick",
      "JellyCat",
      "KAWS",
      "POP MART",
      "Takashi Murakami",
    ]);
    expect(brandDirectory["trading-cards"]).toEqual(["Pokemon", "Sport Cards"]);
  });
});

describe("hasWordmark", () => {
  it("sets names of up to ten characters as wordmarks, longer ones keep their initials", () => {
    expect(hasWordmark("Rolex")).toBe(true);
    expect(hasWordmark("On")).toBe(true);
    expect(hasWordmark("Balenciaga")).toBe(true);
    expect(hasWordmark("Marc Jacobs")).toBe(false);
    expect(hasWordmark("A. Lange & Söhne")).toBe(false);
    expect(hasWordmark("1017 ALYX 9SM")).toBe(false);
    // A decomposed accent counts once.
    expect(hasWordmark("Herme\u0300s Par")).toBe(true);
  });

  it("gives 240 of the directory's 411 brands a wordmark", () => {
    const all = Object.values(brandDirectory).flat();
    expect(all).toHaveLength(411);
    expect(all.filter(hasWordmark)).toHaveLength(240);
  });
});
