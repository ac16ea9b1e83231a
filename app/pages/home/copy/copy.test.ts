import { describe, expect, it } from "vitest";
import { categoryCounts } from "#app/data/claims.ts";
import hotelsAr from "#app/data/copy/hotels/ar.json";
import hotelsEn from "#app/data/copy/hotels/en.json";
import hotelsFr from "#app/data/copy/hotels/fr.json";
import hotelsIt from "#app/data/copy/hotels/it.json";
import productsAr from "#app/data/copy/products/ar.json";
import productsEn from "#app/data/copy/products/en.json";
import productsFr from "#app/data/copy/products/fr.json";
import productsIt from "#app/data/copy/products/it.json";
import { homeHotelOffersIn } from "#app/data/hotel-offers.ts";
import { consumerProductsIn, usd } from "#app/data/products.ts";
import { rewardsOfferLine, rewardsOffers } from "#app/data/rewards-offers.ts";
import { type Language, languages } from "#app/i18n/languages.ts";
import { formatMessage, parseMessage, placeholderNames } from "#app/i18n/message.ts";
import homeAr from "./ar.json";
import homeEn from "./en.json";
import homeFr from "./fr.json";
import { type HomeCopy, homeCopy } from "./index.ts";
import homeIt from "./it.json";

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Every leaf of a copy file as `path -> text`. */
function leaves(tree: Tree, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === "string") out.set(path, tree);
  else if (Array.isArray(tree)) {
    for (const [i, t] of tree.entries()) leaves(t, `${path}[${i}]`, out);
  } else {
    for (const [k, v] of Object.entries(tree)) leaves(v as Tree, path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** The numbers a text states ("Book by 31 March 2027" -> 2027, 31). */
const figures = (text: string) => (text.match(/\d+(?:[.,/]\d+)*/g) ?? []).sort();
const placeholders = (text: string) => [...placeholderNames(text)].sort();

const english = leaves(homeEn as unknown as Tree);
const translations = { fr: homeFr, it: homeIt, ar: homeAr } as Record<string, HomeCopy>;
const all = { en: homeEn, ...translations } as Record<Language, HomeCopy>;
/** The shared words of products and hotels the home page shows (app/data/copy). */
const shared = {
  en: { products: productsEn, hotels: hotelsEn },
  fr: { products: productsFr, hotels: hotelsFr },
  it: { products: productsIt, hotels: hotelsIt },
  ar: { products: productsAr, hotels: hotelsAr },
} as Record<Language, { products: typeof productsEn; hotels: typeof hotelsEn }>;

/** What the page shows with one language's copy: its templates filled with the figures. */
function rendered(language: Language) {
  const copy = all[language];
  return {
    offers: rewardsOffers.map((o) => rewardsOfferLine(o.id, copy.rewards.offers[o.id].offer, language)),
    intro: formatMessage(language, copy.builtFor.intro, { count: categoryCounts.home }),
    products: Object.fromEntries(
      consumerProductsIn(shared[language].products, language, { amount: usd }).map((p) => [p.id, p]),
    ),
    hotels: Object.fromEntries(homeHotelOffersIn(shared[language].hotels, language).map((h) => [h.id, h])),
  };
}

describe("home copy", () => {
  for (const [language, copy] of Object.entries(translations)) {
    const translated = leaves(copy as unknown as Tree);
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

  it("English is complete, every message reads, and the loader returns each language's file", async () => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe("");
    for (const [language, copy] of Object.entries(all))
      for (const [key, text] of leaves(copy as unknown as Tree))
        expect(() => parseMessage(text), `${language} ${key}`).not.toThrow();
    expect([...homeCopy.languages].sort()).toEqual(languages.map((l) => l.code).sort());
    for (const { code } of languages) expect(await homeCopy.load(code)).toEqual(all[code]);
  });

  it("English words the content modules' figures as the specification writes them", () => {
    const en = rendered("en");
    expect(en.offers).toEqual([
      "4 nights for the price of 3",
      "7 nights for the price of 5",
      "15% off selected dates",
    ]);
    expect(en.intro).toContain("across 11 categories");
    expect(en.products["virtual-card"]?.price).toBe("Free");
    expect(en.products["ai-authentication"]?.price).toBe("5 credits ($5)");
    expect(en.products["vault-subscription"]?.price).toBe("$9.99 per month");
    expect(en.products["vault-subscription"]?.includes).toEqual([
      "Custom Virtual Collect Card",
      "20 credits monthly",
      "2x points",
    ]);
    expect(en.hotels["miami-beach"]?.label).toBe("Up to 25% off");
    expect(en.hotels["lake-como"]?.label).toBe("15% off");
  });

  it("every language fills in the figures of its templates", () => {
    for (const { code } of languages) {
      const page = rendered(code);
      const texts = [
        ...page.offers,
        page.intro,
        ...Object.values(page.products).flatMap((p) => [p.price, ...p.includes]),
        ...Object.values(page.hotels).flatMap((h) => [h.offer, h.label]),
      ];
      for (const text of texts) expect(text, code).not.toMatch(/[{}#]/);
    }
    expect(rendered("fr").products["ai-authentication"]?.price).toBe("5 crédits ($5)");
    expect(rendered("it").products["vault-subscription"]?.price).toBe("$9.99 al mese");
    expect(rendered("ar").offers[1]).toBe("7 ليالٍ بسعر 5");
    expect(rendered("fr").hotels["caribbean-bay"]?.label).toBe("4 nuits pour 3");
    expect(rendered("it").intro).toContain("in 11 categorie");
  });

  it("words a count by each language's plural rules", () => {
    const one = { count: 1 };
    expect(formatMessage("en", homeEn.builtFor.intro, one)).toContain("across 1 category,");
    expect(formatMessage("fr", homeFr.builtFor.intro, one)).toContain("dans 1 catégorie,");
    expect(formatMessage("it", homeIt.builtFor.intro, one)).toContain("in 1 categoria,");
    expect(formatMessage("ar", homeAr.builtFor.intro, { count: 5 })).toContain("في 5 فئات،");
    expect(formatMessage("ar", homeAr.builtFor.intro, { count: 11 })).toContain("في 11 فئة،");
  });

  it("the figures check notices a changed number", () => {
    expect(figures("7 nights for the price of 5")).not.toEqual(figures("7 nuits pour le prix de 6"));
  });
});
