import { describe, expect, it } from "vitest";
import { brandCountLabelIn, itemCategoriesIn } from "#app/data/categories.ts";
import { hotelOffersIn, hotelRegionsIn } from "#app/data/hotel-offers.ts";
import {
  annualSavingIn,
  businessPlansIn,
  consumerProductsIn,
  ltrIn,
  prepaidCredits,
  prepaidVolumeIn,
  usd,
} from "#app/data/products.ts";
import {
  loadBusinessPlans,
  loadConsumerProducts,
  loadHotelRegions,
  loadItemCategories,
} from "#app/data/records.ts";
import { formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { placeholderNames } from "#app/i18n/message.ts";
import categoriesAr from "./categories/ar.json";
import categoriesEn from "./categories/en.json";
import categoriesFr from "./categories/fr.json";
import categoriesIt from "./categories/it.json";
import hotelsAr from "./hotels/ar.json";
import hotelsEn from "./hotels/en.json";
import hotelsFr from "./hotels/fr.json";
import hotelsIt from "./hotels/it.json";
import { categoriesCopy, hotelsCopy, productsCopy } from "./index.ts";
import productsAr from "./products/ar.json";
import productsEn from "./products/en.json";
import productsFr from "./products/fr.json";
import productsIt from "./products/it.json";

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

function leaves(tree: Tree, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") out.set(path, tree);
  else if (Array.isArray(tree)) for (const [i, t] of tree.entries()) leaves(t, `${path}[${i}]`, out);
  else for (const [k, v] of Object.entries(tree)) leaves(v as Tree, path ? `${path}.${k}` : k, out);
  return out;
}

/** The figures a text states outside its placeholders ("until 30 June 2027" -> 2027, 30). */
const figures = (text: string) => (text.replace(/\{[^{}]*\}/g, "").match(/\d+(?:[.,/]\d+)*/g) ?? []).sort();

const domains = {
  products: { en: productsEn, fr: productsFr, it: productsIt, ar: productsAr },
  hotels: { en: hotelsEn, fr: hotelsFr, it: hotelsIt, ar: hotelsAr },
  categories: { en: categoriesEn, fr: categoriesFr, it: categoriesIt, ar: categoriesAr },
} as const;

describe("shared words in four languages", () => {
  for (const [domain, files] of Object.entries(domains)) {
    const english = leaves(files.en as unknown as Tree);
    for (const language of ["fr", "it", "ar"] as const) {
      it(`${domain}/${language}.json keeps every figure and placeholder of the English`, () => {
        const translated = leaves(files[language] as unknown as Tree);
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          const other = translated.get(key) ?? "";
          expect(other.trim(), `${language} ${key}`).not.toBe("");
          expect(figures(other), `${language} ${key}`).toEqual(figures(text));
          expect([...placeholderNames(other)].sort(), `${language} ${key}`).toEqual(
            [...placeholderNames(text)].sort(),
          );
        }
      });
    }
  }

  it("the loaders return each language's own file", async () => {
    for (const language of ["en", "fr", "it", "ar"] as const) {
      expect(await productsCopy.load(language)).toEqual(domains.products[language]);
      expect(await hotelsCopy.load(language)).toEqual(domains.hotels[language]);
      expect(await categoriesCopy.load(language)).toEqual(domains.categories[language]);
    }
  });
});

describe("USD amounts per language", () => {
  it("writes whole amounts bare and others with cents, as each language does", () => {
    expect([9.99, 3749, 5].map((n) => formatUsdIn("en", n))).toEqual(["$9.99", "$3,749", "$5"]);
    expect([9.99, 3749, 5].map((n) => formatUsdIn("fr", n))).toEqual([
      "9,99\u00a0$US",
      "3\u202f749\u00a0$US",
      "5\u00a0$US",
    ]);
    expect([9.99, 3749, 5].map((n) => formatUsdIn("it", n))).toEqual([
      "9,99\u00a0USD",
      "3749\u00a0USD",
      "5\u00a0USD",
    ]);
    expect(formatUsdIn("ar", 3749)).toBe("\u200f3,749\u00a0US$\u200e");
    expect(prepaidCredits.map((c) => formatUsdIn("fr", c.perAuthentication, "always"))).toEqual([
      "7,50\u00a0$US",
      "6,25\u00a0$US",
      "5,00\u00a0$US",
    ]);
    expect(prepaidCredits.map((c) => formatUsdIn("en", c.perAuthentication, "always"))).toEqual([
      "$7.50",
      "$6.25",
      "$5.00",
    ]);
  });

  it("sets an amount in a left-to-right island in Arabic only", () => {
    expect(ltrIn("ar", "5 US$")).toBe("\u20665 US$\u2069");
    expect(ltrIn("fr", "5 $US")).toBe("5 $US");
  });
});

describe("the builders in each language", () => {
  const products = (language: Language) =>
    Object.fromEntries(consumerProductsIn(domains.products[language], language).map((p) => [p.id, p]));

  it("words the consumer products' prices and inclusions", () => {
    expect(products("en")["ai-authentication"]?.price).toBe("5 credits ($5)");
    expect(products("en")["vault-subscription"]?.price).toBe("$9.99 per month");
    expect(products("fr")["ai-authentication"]?.price).toBe("5 crédits (5\u00a0$US)");
    expect(products("it")["vault-subscription"]?.price).toBe("9,99\u00a0USD al mese");
    expect(products("ar")["ai-authentication"]?.price).toBe("5 وحدات (\u2066\u200f5\u00a0US$\u200e\u2069)");
    expect(products("fr")["vault-subscription"]?.includes).toEqual([
      "Collect Card virtuelle personnalisée",
      "20 crédits par mois",
      "Points x2",
    ]);
    expect(products("ar")["virtual-card"]?.price).toBe("مجانية");
  });

  it("keeps the site's $ form when a page asks for it", () => {
    const fr = consumerProductsIn(productsFr, "fr", { amount: usd });
    expect(fr.find((p) => p.id === "ai-authentication")?.price).toBe("5 crédits ($5)");
  });

  it("names plans, the annual saving and the prepaid volumes", () => {
    expect(businessPlansIn(productsFr).map((p) => [p.name, p.monthly])).toEqual([
      ["Base", 99],
      ["Authenticate", 369],
      ["Pro", 669],
    ]);
    expect(annualSavingIn(productsEn, "en")).toBe("about 15%");
    expect(annualSavingIn(productsFr, "fr")).toBe("environ 15\u00a0%");
    expect(annualSavingIn(productsIt, "it")).toBe("circa il 15%");
    expect(prepaidCredits.map((c) => prepaidVolumeIn(productsEn, c, "en"))).toEqual(["1k", "5k", "20k"]);
    expect(prepaidCredits.map((c) => prepaidVolumeIn(productsFr, c, "fr"))).toEqual(["1 k", "5 k", "20 k"]);
    expect(prepaidCredits.map((c) => prepaidVolumeIn(productsIt, c, "it"))).toEqual(["1K", "5K", "20K"]);
    expect(prepaidCredits.map((c) => prepaidVolumeIn(productsAr, c, "ar"))).toEqual([
      "ألف",
      "5 آلاف",
      "20 ألف",
    ]);
  });

  it("words every hotel offer, with its figures and plurals", () => {
    for (const language of ["en", "fr", "it", "ar"] as const) {
      const offers = hotelOffersIn(domains.hotels[language], language);
      expect(offers).toHaveLength(14);
      for (const offer of offers) expect(`${offer.offer} ${offer.label}`, language).not.toMatch(/[{}#]/);
    }
    const fr = Object.fromEntries(hotelOffersIn(hotelsFr, "fr").map((h) => [h.id, h]));
    expect(fr["patagonia-lodge"]?.offer).toBe(
      "Une excursion guidée privée pour tout séjour de 4 nuits ou plus",
    );
    expect(fr["miami-beach"]?.label).toBe("Jusqu’à -25\u00a0%");
    const ar = Object.fromEntries(hotelOffersIn(hotelsAr, "ar").map((h) => [h.id, h]));
    expect(ar["kyoto-garden"]?.offer).toBe("حفل شاي خاص مع كل إقامة من 3 ليالٍ");
    expect(hotelRegionsIn(hotelsIt).map((r) => r.name)).toEqual([
      "Stati Uniti, Caraibi e Sud America",
      "Europa",
      "Africa e Medio Oriente",
      "Asia e Oceano Indiano",
    ]);
  });

  it("names the categories and words their brand counts by each language's plural rules", () => {
    expect(
      itemCategoriesIn(categoriesFr)
        .map((c) => c.name)
        .slice(0, 3),
    ).toEqual(["Sacs à main", "Sneakers", "Vêtements"]);
    const count = (n: number, approximate = false) => ({ brandCount: n, approximate });
    expect(brandCountLabelIn(categoriesFr, count(40), "fr")).toBe("40 marques authentifiées");
    expect(brandCountLabelIn(categoriesFr, count(1), "fr")).toBe("1 marque authentifiée");
    expect(brandCountLabelIn(categoriesIt, count(62, true), "it")).toBe("circa 62 brand autenticati");
    expect(brandCountLabelIn(categoriesAr, count(5), "ar")).toBe("5 علامات تجارية موثّقة");
    expect(brandCountLabelIn(categoriesAr, count(40), "ar")).toBe("40 علامة تجارية موثّقة");
    expect(brandCountLabelIn(categoriesAr, count(2), "ar")).toBe("علامتان تجاريتان موثّقتان");
  });

  it("loads the records of a language for a route's loader", async () => {
    expect((await loadBusinessPlans("it")).map((p) => p.name)).toEqual(["Base", "Authenticate", "Pro"]);
    expect((await loadItemCategories("ar")).find((c) => c.id === "watches")?.name).toBe("الساعات");
    expect((await loadHotelRegions("fr"))[3]?.name).toBe("Asie et océan Indien");
    const products = await loadConsumerProducts("it");
    expect(products.find((p) => p.id === "ai-authentication")?.price).toBe("5 crediti (5\u00a0USD)");
    const home = await loadConsumerProducts("it", { amount: usd });
    expect(home.find((p) => p.id === "ai-authentication")?.price).toBe("5 crediti ($5)");
  });
});
