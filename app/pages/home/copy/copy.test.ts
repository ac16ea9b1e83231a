import { describe, expect, it } from "vitest";
import { languages } from "#app/i18n/languages.ts";
import { homeAr } from "./ar.ts";
import { homeEn } from "./en.ts";
import { homeFr } from "./fr.ts";
import { loadHomeCopy } from "./index.ts";
import { homeIt } from "./it.ts";

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Every leaf of a bundle as `path -> text`. */
function leaves(tree: Tree, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") out.set(path, tree);
  else if (Array.isArray(tree)) {
    for (const [i, t] of tree.entries()) leaves(t, `${path}[${i}]`, out);
  } else {
    for (const [k, v] of Object.entries(tree)) leaves(v as Tree, path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** The numbers a text states ("4 nights for the price of 3" -> 3, 4). */
const figures = (text: string) => (text.match(/\d+(?:[.,/]\d+)*/g) ?? []).sort();
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

const english = leaves(homeEn as unknown as Tree);
const translations = { fr: homeFr, it: homeIt, ar: homeAr };

describe("home bundles", () => {
  for (const [language, bundle] of Object.entries(translations)) {
    const translated = leaves(bundle as unknown as Tree);
    it(`${language} has every English key, non-empty, and no key English lacks`, () => {
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) expect(text.trim(), `${language} ${key}`).not.toBe("");
    });
    it(`${language} keeps every figure and placeholder of the English text`, () => {
      for (const [key, text] of english) {
        const other = translated.get(key) ?? "";
        expect(figures(other), `${language} ${key}`).toEqual(figures(text));
        expect(placeholders(other), `${language} ${key}`).toEqual(placeholders(text));
      }
    });
  }

  it("English is complete and the loader returns each language's bundle", async () => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe("");
    for (const { code } of languages)
      expect(await loadHomeCopy(code)).toBe({ en: homeEn, fr: homeFr, it: homeIt, ar: homeAr }[code]);
  });

  it("English words the content modules' figures as the specification writes them", () => {
    expect(Object.values(homeEn.rewards.offers).map((o) => o.offer)).toEqual([
      "4 nights for the price of 3",
      "7 nights for the price of 5",
      "15% off selected dates",
    ]);
    expect(homeEn.builtFor.intro).toContain("across 11 categories");
    const products = homeEn.pricing.products;
    expect(products["virtual-card"]?.price).toBe("Free");
    expect(products["ai-authentication"]?.price).toBe("5 credits ($5)");
    expect(products["vault-subscription"]?.price).toBe("$9.99/month");
    expect(products["vault-subscription"]?.includes).toEqual([
      "Custom Virtual Collect Card",
      "20 credits monthly",
      "2x points",
    ]);
    expect(homeEn.hotels.offers["miami-beach"]?.label).toBe("Up to 25% off");
    expect(homeEn.hotels.offers["lake-como"]?.label).toBe("15% off");
  });

  it("every language fills in the figures of its templates", () => {
    const figurePlaceholders = /\{(stay|pay|percent|nights|count|credits|price|multiplier)\}/;
    for (const [language, bundle] of Object.entries({ en: homeEn, ...translations }))
      for (const [key, text] of leaves(bundle as unknown as Tree))
        expect(text, `${language} ${key}`).not.toMatch(figurePlaceholders);
    expect(homeFr.pricing.products["ai-authentication"]?.price).toBe("5 crédits ($5)");
    expect(homeIt.pricing.products["vault-subscription"]?.price).toBe("$9.99/mese");
    expect(homeAr.rewards.offers.joali.offer).toBe("7 ليالٍ بسعر 5");
    expect(homeFr.hotels.offers["caribbean-bay"]?.label).toBe("4 nuits pour 3");
    expect(homeIt.builtFor.intro).toContain("in 11 categorie");
  });

  it("the figures check notices a changed number", () => {
    expect(figures("7 nights for the price of 5")).not.toEqual(figures("7 nuits pour le prix de 6"));
  });
});
