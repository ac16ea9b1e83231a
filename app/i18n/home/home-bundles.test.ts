import { describe, expect, it } from "vitest";
import { languages } from "../languages.ts";
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

  it("the figures check notices a changed number", () => {
    expect(figures("7 nights for the price of 5")).not.toEqual(figures("7 nuits pour le prix de 6"));
  });
});
