import { describe, expect, it } from "vitest";
import { placeholderNames } from "#app/i18n/message.ts";
import { pricingFaqs } from "../pricing-data.ts";
import { pricingRecordsIn, rewardsRecordsIn } from "../records.ts";
import pricingAr from "./pricing/ar.json";
import pricingFr from "./pricing/fr.json";
import pricingIt from "./pricing/it.json";

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

function leaves(tree: Tree, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") out.set(path, tree);
  else if (Array.isArray(tree)) for (const [i, t] of tree.entries()) leaves(t, `${path}[${i}]`, out);
  else for (const [k, v] of Object.entries(tree)) leaves(v as Tree, path ? `${path}.${k}` : k, out);
  return out;
}

const figures = (text: string) => (text.replace(/\{[^{}]*\}/g, "").match(/\d+(?:[.,/-]\d+)*/g) ?? []).sort();

const files = import.meta.glob<Tree>("./*/*.json", { eager: true, import: "default" });

describe("offers copy in four languages", () => {
  for (const [path, english] of Object.entries(files).filter(([p]) => p.endsWith("/en.json"))) {
    for (const language of ["fr", "it", "ar"]) {
      const file = path.replace("/en.json", `/${language}.json`);
      it(`${file} has every key and keeps every figure and placeholder`, () => {
        const translated = leaves(files[file] as Tree);
        const source = leaves(english);
        expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
        for (const [key, text] of source) {
          const other = translated.get(key) ?? "";
          if (text !== "") expect(other.trim(), `${file} ${key}`).not.toBe("");
          expect(figures(other), `${file} ${key}`).toEqual(figures(text));
          expect([...placeholderNames(other)].sort(), `${file} ${key}`).toEqual(
            [...placeholderNames(text)].sort(),
          );
        }
      });
    }
  }

  it("French puts a no-break space before its high punctuation", () => {
    for (const [path, tree] of Object.entries(files).filter(([p]) => p.endsWith("/fr.json")))
      for (const [key, text] of leaves(tree)) expect(text, `${path} ${key}`).not.toMatch(/ [:;?!]/);
  });

  it("the pricing FAQ quotes the price as each language writes it", () => {
    expect(pricingFaqs(pricingFr, "fr")[0]?.answer).toContain(
      "Une authentification par IA coûte 5 crédits, soit 5\u00a0$US.",
    );
    expect(pricingFaqs(pricingIt, "it")[0]?.answer).toContain("costa 5 crediti, cioè 5\u00a0USD.");
    expect(pricingFaqs(pricingAr, "ar")[0]?.answer).toContain(
      "5 وحدات، أي \u2066\u200f5\u00a0US$\u200e\u2069.",
    );
    expect(pricingFaqs(pricingFr, "fr")[0]?.question).toBe("Combien coûte une authentification\u202f?");
  });

  it("the pages' records are worded in their language", async () => {
    const fr = await pricingRecordsIn("fr");
    expect(fr.annualSaving).toBe("environ 15\u00a0%");
    expect(fr.prepaidVolumes).toEqual(["1 k", "5 k", "20 k"]);
    const ar = await rewardsRecordsIn("ar");
    expect(ar.regions.map((r) => r.name)[1]).toBe("أوروبا");
    expect(ar.hotels.find((h) => h.id === "london-mayfair")?.location).toBe("لندن، المملكة المتحدة");
  });
});
