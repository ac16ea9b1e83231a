import { describe, expect, it } from "vitest";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import itCopy from "./copy/it.json" with { type: "json" };
import { disputeFeeBands } from "./data.ts";
import { calculatorValuesIn, disputeFee, feeBandLabel, formatUsdCode } from "./guarantee.ts";

const fee = (input: number | string) => {
  const r = disputeFee(input);
  return r.ok ? r.fee : r.reason;
};

describe("disputeFee", () => {
  it("charges USD 100 under USD 500", () => {
    expect(fee(1)).toBe(100);
    expect(fee(0.01)).toBe(100);
    expect(fee(499)).toBe(100);
    expect(fee(499.99)).toBe(100);
  });

  it("charges USD 150 from USD 500 up to (not including) USD 1,000", () => {
    expect(fee(500)).toBe(150);
    expect(fee(750)).toBe(150);
    expect(fee(999)).toBe(150);
    expect(fee(999.99)).toBe(150);
  });

  it("charges USD 200 from USD 1,000", () => {
    expect(fee(1000)).toBe(200);
    expect(fee(2000)).toBe(200);
    expect(fee(5000)).toBe(200);
    expect(fee(1_000_000)).toBe(200);
  });

  it("reads what a visitor types", () => {
    expect(fee("499.99")).toBe(100);
    expect(fee("500")).toBe(150);
    expect(fee(" 1,000 ")).toBe(200);
    expect(fee("$999.99")).toBe(150);
    expect(fee("USD 1,500")).toBe(200);
    expect(fee(".5")).toBe(100);
    expect(disputeFee("1,000")).toEqual({ ok: true, payout: 1000, fee: 200, band: 2 });
  });

  it("rejects empty, non-numbers, negatives and zero", () => {
    expect(fee("")).toBe("empty");
    expect(fee("   ")).toBe("empty");
    expect(disputeFee(null)).toEqual({ ok: false, reason: "empty" });
    expect(disputeFee(undefined)).toEqual({ ok: false, reason: "empty" });
    expect(fee(Number.NaN)).toBe("not-a-number");
    expect(fee(Number.POSITIVE_INFINITY)).toBe("not-a-number");
    expect(fee("NaN")).toBe("not-a-number");
    expect(fee("abc")).toBe("not-a-number");
    expect(fee("1e3")).toBe("not-a-number");
    expect(fee("12abc")).toBe("not-a-number");
    expect(fee("1.2.3")).toBe("not-a-number");
    expect(fee(-1)).toBe("negative");
    expect(fee(-0.01)).toBe("negative");
    expect(fee("-500")).toBe("negative");
    expect(fee(0)).toBe("zero");
    expect(fee("0.00")).toBe("zero");
  });
});

describe("fee bands", () => {
  it("are the specification's three bands, in order", () => {
    expect(disputeFeeBands.map((b) => b.fee)).toEqual([100, 150, 200]);
    expect(disputeFeeBands.map((_, i) => feeBandLabel("en", en.fee.bands, i))).toEqual([
      "under USD\u00a0500",
      "USD\u00a0500 to 999",
      "USD\u00a01,000 and above",
    ]);
    expect(() => feeBandLabel("en", en.fee.bands, 3)).toThrow(RangeError);
  });

  it("formats amounts with the currency code", () => {
    expect(formatUsdCode(2000)).toBe("USD\u00a02,000");
    expect(formatUsdCode(5000)).toBe("USD\u00a05,000");
    expect(formatUsdCode(499.9)).toBe("USD\u00a0499.90");
  });
});

describe("in the page's language", () => {
  it("writes amounts as each language's price tables do", () => {
    expect(formatUsdCode(2000, "fr")).toBe("2\u202f000\u00a0$US");
    expect(formatUsdCode(2000, "it")).toBe("2000\u00a0USD");
    expect(formatUsdCode(15000, "it")).toBe("15.000\u00a0USD");
    expect(formatUsdCode(2000, "ar")).toBe("\u200f2,000\u00a0US$\u200e");
    expect(formatUsdCode(499.9, "fr")).toBe("499,90\u00a0$US");
  });

  it("names the bands with the translated words and the language's numbers", () => {
    const bands = (language: "fr" | "it" | "ar", words: typeof en.fee.bands) =>
      disputeFeeBands.map((_, i) => feeBandLabel(language, words, i));
    expect(bands("fr", fr.fee.bands)).toEqual([
      "moins de 500\u00a0$US",
      "de 500\u00a0$US à 999",
      "1\u202f000\u00a0$US et plus",
    ]);
    expect(bands("it", itCopy.fee.bands)).toEqual([
      "meno di 500\u00a0USD",
      "da 500\u00a0USD a 999",
      "1000\u00a0USD e oltre",
    ]);
    expect(bands("ar", ar.fee.bands)).toEqual([
      "أقل من \u200f500\u00a0US$\u200e",
      "من \u200f500\u00a0US$\u200e إلى 999",
      "\u200f1,000\u00a0US$\u200e فأكثر",
    ]);
  });

  it("reads a payout as the visitor's language writes it", () => {
    const feeIn = (input: string, language: "fr" | "it" | "ar") => {
      const r = disputeFee(input, language);
      return r.ok ? [r.payout, r.fee] : r.reason;
    };
    expect(feeIn("1 250", "fr")).toEqual([1250, 200]);
    expect(feeIn("1\u202f250,50 $US", "fr")).toEqual([1250.5, 200]);
    expect(feeIn("499,99", "fr")).toEqual([499.99, 100]);
    expect(feeIn("1.250", "it")).toEqual([1250, 200]);
    expect(feeIn("999,99 USD", "it")).toEqual([999.99, 150]);
    expect(feeIn("1,250", "ar")).toEqual([1250, 200]);
    expect(feeIn("٧٥٠", "ar")).toEqual([750, 150]);
    expect(feeIn("1,2,3", "fr")).toBe("not-a-number");
    expect(feeIn("", "ar")).toBe("empty");
  });

  it("quotes the calculator's examples in the language's numbers", () => {
    expect(calculatorValuesIn("en")).toEqual({ small: "750", large: "1,250", zero: "USD\u00a00" });
    expect(calculatorValuesIn("fr")).toEqual({ small: "750", large: "1\u202f250", zero: "0\u00a0$US" });
    expect(calculatorValuesIn("it")).toEqual({ small: "750", large: "1250", zero: "0\u00a0USD" });
  });
});
