import { describe, expect, it } from "vitest";
import ar from "#app/data/copy/reports/ar.json";
import en from "#app/data/copy/reports/en.json";
import fr from "#app/data/copy/reports/fr.json";
import it_ from "#app/data/copy/reports/it.json";
import { formatMessage } from "#app/i18n/message.ts";

/** A report's download count, as the card writes it once a count is recorded. */
describe("download counts in each language", () => {
  const say = (language: "en" | "fr" | "it" | "ar", words: typeof en, count: number) =>
    formatMessage(language, words.latest.downloads, { count });

  it("English", () => {
    expect(say("en", en, 1)).toBe("1 download");
    expect(say("en", en, 1234)).toBe("1,234 downloads");
  });

  it("French and Italian, with their own grouping", () => {
    expect(say("fr", fr, 1)).toBe("1 téléchargement");
    expect(say("fr", fr, 1234)).toBe("1\u202f234 téléchargements");
    expect(say("fr", fr, 1_000_000)).toBe("1\u202f000\u202f000 de téléchargements");
    expect(say("it", it_, 1)).toBe("1 download");
    expect(say("it", it_, 1234)).toBe("1234 download");
    expect(say("it", it_, 12_345)).toBe("12.345 download");
  });

  it("Arabic, with its six forms and Latin digits", () => {
    expect(say("ar", ar, 0)).toBe("لا تنزيلات");
    expect(say("ar", ar, 1)).toBe("تنزيل واحد");
    expect(say("ar", ar, 2)).toBe("تنزيلان");
    expect(say("ar", ar, 3)).toBe("3 تنزيلات");
    expect(say("ar", ar, 11)).toBe("11 تنزيلاً");
    expect(say("ar", ar, 1234)).toBe("1,234 تنزيلاً");
    expect(say("ar", ar, 1200)).toBe("1,200 تنزيل");
  });
});
