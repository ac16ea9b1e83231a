import { describe, expect, it, test } from "vitest";
import {
  formatAtLeastIn,
  formatCompactIn,
  formatCompactUsdIn,
  formatCurrencyIn,
  formatNumber,
  formatNumberIn,
  formatPercentIn,
  formatUsdAmount,
} from "./format.ts";

/** What the site wrote before with `toLocaleString`, the reference every form is held to. */
const intlNumber = (value: number, min = 0, max = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: min, maximumFractionDigits: max });

/** A fixed pseudo-random sequence, so a failure names a value that reproduces. */
function* samples(count: number): Generator<number> {
  let seed = 20261123;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const scale = 10 ** (seed % 10);
    yield ((seed / 2 ** 31) * scale * 100) / 100;
  }
}

describe("formatNumber", () => {
  it("writes the site's amounts as en-US does", () => {
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(7.5, 2, 2)).toBe("7.50");
    expect(formatNumber(5, 2, 2)).toBe("5.00");
    expect(formatNumber(3749)).toBe("3,749");
    expect(formatNumber(1927.4)).toBe("1,927");
    expect(formatNumber(1_000_000)).toBe("1,000,000");
  });

  it("rounds on the decimal digits, half away from zero, like Intl", () => {
    expect(formatNumber(1.005, 0, 2)).toBe("1.01");
    expect(formatNumber(2.5)).toBe("3");
    expect(formatNumber(-2.5)).toBe("-3");
    expect(formatNumber(999.995, 2, 2)).toBe("1,000.00");
    expect(formatNumber(0.015, 0, 2)).toBe("0.02");
  });

  it("matches toLocaleString for edge values and thousands of others", () => {
    const edges = [0, -0, -0.001, 0.1, 0.5, 9.99, 99.999, 1e-7, 123456789.125, -42, 1e21, 2 ** 53, NaN];
    const values = [...edges, Infinity, -Infinity, ...samples(3000)];
    for (const [min, max] of [
      [0, 0],
      [0, 2],
      [2, 2],
      [1, 3],
    ] as const) {
      for (const value of values) {
        expect(formatNumber(value, min, max), `${value} (${min}-${max})`).toBe(intlNumber(value, min, max));
      }
    }
  });
});

describe("formatUsdAmount", () => {
  it("shows cents only for amounts that have them", () => {
    expect(formatUsdAmount(99)).toBe("99");
    expect(formatUsdAmount(3749)).toBe("3,749");
    expect(formatUsdAmount(9.99)).toBe("9.99");
    expect(formatUsdAmount(7.5)).toBe("7.50");
    expect(formatUsdAmount(1926.999)).toBe("1,927.00");
  });
});

describe("numbers, amounts and shares in each language, as Intl writes them", () => {
  const languages = ["en", "fr", "it", "ar"] as const;
  const values = [0, 1, 7.5, 12.345, 999, 1000, 1234, 12_345.678, 999_999.995, 1_234_567, -42.5, 0.1 + 0.2];
  for (const language of languages) {
    test(language, () => {
      for (const value of values) {
        for (const [min, max] of [
          [0, 0],
          [0, 2],
          [2, 2],
        ] as const) {
          const intl = new Intl.NumberFormat(language, {
            minimumFractionDigits: min,
            maximumFractionDigits: max,
          });
          expect(formatNumberIn(language, value, min, max), `${value} ${min}-${max}`).toBe(
            intl.format(value),
          );
        }
        for (const digits of [0, 2]) {
          const intl = new Intl.NumberFormat(language, {
            style: "currency",
            currency: "USD",
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          });
          // Arabic closes its amounts with a left-to-right mark (see formatCurrencyIn).
          const close = language === "ar" ? "\u200e" : "";
          expect(formatCurrencyIn(language, value, "USD", digits), `USD ${value}`).toBe(
            `${intl.format(value)}${close}`,
          );
        }
      }
      for (const share of [0.998, 0.5, 1, 0.123]) {
        const intl = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 });
        expect(formatPercentIn(language, share)).toBe(intl.format(share));
      }
    });
  }
});

describe("compact figures", () => {
  const values = [5_000, 100_000, 50_000_000, 28_000_000_000, 101_000_000_000, 15, 300];
  test.each(["en", "fr", "it", "ar"] as const)("match Intl's short compact forms in %s", (language) => {
    const compact = new Intl.NumberFormat(language, { notation: "compact" });
    const usd = new Intl.NumberFormat(language, { notation: "compact", style: "currency", currency: "USD" });
    for (const value of values) {
      expect(formatCompactIn(language, value), `${value}`).toBe(compact.format(value));
      expect(formatCompactUsdIn(language, value), `$${value}`).toBe(
        `${usd.format(value)}${language === "ar" ? "\u200e" : ""}`,
      );
    }
  });

  it("writes a floor's plus sign where each language reads it", () => {
    expect(formatAtLeastIn("en", "300")).toBe("300+");
    expect(formatAtLeastIn("fr", "300")).toBe("300+");
    expect(formatAtLeastIn("ar", "300")).toBe("+300");
  });
});
