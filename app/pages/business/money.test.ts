import { describe, expect, it } from "vitest";
import { formatUsdIn } from "#app/i18n/format.ts";
import { creditVolumeIn, roiPercentIn } from "./money.ts";

describe("the business page's amounts in each language", () => {
  it("keeps the English forms", () => {
    expect(formatUsdIn("en", 99)).toBe("$99");
    expect(formatUsdIn("en", 85000)).toBe("$85,000");
    expect(formatUsdIn("en", 1234.5)).toBe("$1,234.50");
    expect(formatUsdIn("en", 7, "always")).toBe("$7.00");
    expect(roiPercentIn("en", 1488)).toBe("1488%");
  });

  it("writes French, Italian and Arabic amounts as their readers do", () => {
    expect(formatUsdIn("fr", 1234.5)).toBe("1\u202f234,50\u00a0$US");
    expect(formatUsdIn("fr", 85000)).toBe("85\u202f000\u00a0$US");
    expect(formatUsdIn("it", 1234.5)).toBe("1234,50\u00a0USD");
    expect(formatUsdIn("it", 85000)).toBe("85.000\u00a0USD");
    expect(formatUsdIn("ar", 85000)).toBe("\u200f85,000\u00a0US$\u200e");
    expect(formatUsdIn("fr", 7, "always")).toBe("7,00\u00a0$US");
  });

  it("writes the ROI as a percent in each language", () => {
    expect(roiPercentIn("fr", 1488)).toBe("1\u202f488\u00a0%");
    expect(roiPercentIn("it", 1488)).toBe("1488%");
    expect(roiPercentIn("ar", 1488)).toBe("1,488\u200e%\u200e");
    expect(roiPercentIn("fr", 0)).toBe("0\u00a0%");
  });

  it("matches what Intl writes for the same amounts", () => {
    for (const language of ["fr", "it", "ar"] as const) {
      const locale = language === "ar" ? "ar-u-nu-latn" : language;
      for (const amount of [0, 7.5, 99, 1234.5, 85000, 12345678]) {
        const digits = Number.isInteger(amount) ? 0 : 2;
        const expected = new Intl.NumberFormat(locale, {
          style: "currency",
          currency: "USD",
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(amount);
        // Arabic amounts end with a left-to-right mark (formatCurrencyIn), the one difference.
        expect(formatUsdIn(language, amount), `${language} ${amount}`).toBe(
          language === "ar" ? `${expected}\u200e` : expected,
        );
      }
    }
  });
});

describe("prepaid credit volumes", () => {
  it("stay as written in English and become numbers elsewhere", () => {
    expect(creditVolumeIn("en", "20k")).toBe("20k");
    expect(creditVolumeIn("fr", "20k")).toBe("20\u202f000");
    expect(creditVolumeIn("it", "1k")).toBe("1000");
    expect(creditVolumeIn("it", "20k")).toBe("20.000");
    expect(creditVolumeIn("ar", "5k")).toBe("5,000");
  });
});
