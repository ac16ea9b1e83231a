import { describe, expect, test } from "vitest";
import { languages } from "./languages.ts";
import { pluralCategories, pluralCategory } from "./plural.ts";

const samples = [
  ...Array.from({ length: 2_201 }, (_, i) => i),
  0.5,
  1.5,
  2.5,
  3.5,
  10.5,
  11.25,
  100.1,
  101,
  102,
  103,
  111,
  199,
  1_000_000,
  2_000_000,
  1_000_001,
  3_000_000.5,
];

describe("plural rules written out match CLDR's, as Intl.PluralRules applies them", () => {
  for (const { code } of languages) {
    test(code, () => {
      const intl = new Intl.PluralRules(code);
      expect([...pluralCategories[code]].sort()).toEqual([...intl.resolvedOptions().pluralCategories].sort());
      const wrong = samples.filter((n) => pluralCategory(code, n) !== intl.select(n));
      expect(wrong).toEqual([]);
    });
  }
});
