import { describe, expect, it } from "vitest";
import en from "./copy/en.json" with { type: "json" };
import { disputeFeeBands } from "./data.ts";
import { disputeFee, feeBandLabel, formatUsdCode } from "./guarantee.ts";

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
      "under USD 500",
      "USD 500 to 999",
      "USD 1,000 and above",
    ]);
    expect(() => feeBandLabel("en", en.fee.bands, 3)).toThrow(RangeError);
  });

  it("formats amounts with the currency code", () => {
    expect(formatUsdCode(2000)).toBe("USD 2,000");
    expect(formatUsdCode(5000)).toBe("USD 5,000");
    expect(formatUsdCode(499.9)).toBe("USD 499.90");
  });
});
