import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/i18n/message.ts";
import en from "./copy/en.json";
import fr from "./copy/fr.json";
import { servicesFiguresIn, usdIn, usdRangeIn } from "./data.ts";

describe("the services page's figures in each language", () => {
  it("keeps the English forms", () => {
    expect(usdIn("en", 149)).toBe("$149");
    expect(usdRangeIn("en", { min: 150, max: 500 })).toBe("$150-500");
    expect(servicesFiguresIn("en").collectiblesOver).toBe("$5,000");
  });

  it("writes amounts and ranges per language", () => {
    expect(usdIn("fr", 5000)).toBe("5\u202f000\u00a0$US");
    expect(usdRangeIn("fr", { min: 150, max: 500 })).toBe("150\u2013500\u00a0$US");
    expect(usdRangeIn("it", { min: 150, max: 500 })).toBe("150\u2013500\u00a0USD");
    expect(usdRangeIn("ar", { min: 150, max: 500 })).toBe("\u200f150\u2013500\u00a0US$");
  });

  it("puts them in the copy", () => {
    const answer = (copy: typeof en, language: "en" | "fr") =>
      formatMessage(language, copy.offers.collectibles.longDescription, servicesFiguresIn(language));
    expect(answer(en, "en")).toContain("items worth over $5,000,");
    expect(answer(fr, "fr")).toContain("supérieure à 5\u202f000\u00a0$US,");
  });
});
