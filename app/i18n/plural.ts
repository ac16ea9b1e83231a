import type { Language } from "./languages.ts";

/** The CLDR plural categories. */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/** The categories each language distinguishes in cardinal numbers, after CLDR. */
export const pluralCategories: Record<Language, readonly PluralCategory[]> = {
  en: ["one", "other"],
  fr: ["one", "many", "other"],
  it: ["one", "many", "other"],
  ar: ["zero", "one", "two", "few", "many", "other"],
};

/**
 * The plural category of `n` in `language`, by CLDR's cardinal rules, written out so that no
 * page loads ICU to choose between "1 item" and "2 items" (`plural.test.ts` pins every rule
 * against `Intl.PluralRules`). `i` is the whole part, `v` the count of visible fraction digits,
 * as CLDR names them; a JavaScript number shows no trailing zeros.
 */
export function pluralCategory(language: Language, n: number): PluralCategory {
  const abs = Math.abs(n);
  const i = Math.floor(abs);
  const v = Number.isInteger(abs) ? 0 : 1;
  const millions = i !== 0 && i % 1_000_000 === 0 && v === 0;
  switch (language) {
    case "en":
      return i === 1 && v === 0 ? "one" : "other";
    case "it":
      if (i === 1 && v === 0) return "one";
      return millions ? "many" : "other";
    case "fr":
      if (i === 0 || i === 1) return "one";
      return millions ? "many" : "other";
    case "ar": {
      if (abs === 0) return "zero";
      if (abs === 1) return "one";
      if (abs === 2) return "two";
      const hundreds = abs % 100;
      if (Number.isInteger(hundreds) && hundreds >= 3 && hundreds <= 10) return "few";
      if (Number.isInteger(hundreds) && hundreds >= 11 && hundreds <= 99) return "many";
      return "other";
    }
  }
}
