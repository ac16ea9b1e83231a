import { describe, expect, it } from "vitest";
import { amountIn, clockIn, dateIn, percentIn, returnRangeIn, signedPercentIn } from "./figures.ts";

const nbsp = "\u00a0";
const narrow = "\u202f";
const lrm = "\u200e";
const rlm = "\u200f";

describe("signedPercentIn", () => {
  it("keeps the English forms the market tables have always shown", () => {
    expect(signedPercentIn("en", 2.9)).toBe("+2.9%");
    expect(signedPercentIn("en", 2)).toBe("+2.0%");
    expect(signedPercentIn("en", -3.4)).toBe("-3.4%");
  });

  it("writes the decimal comma and the percent sign of French and Italian", () => {
    expect(signedPercentIn("fr", 1.8)).toBe(`+1,8${nbsp}%`);
    expect(signedPercentIn("fr", -0.6)).toBe(`-0,6${nbsp}%`);
    expect(signedPercentIn("it", 6.4)).toBe("+6,4%");
  });

  it("holds sign and percent beside the number inside Arabic text", () => {
    expect(signedPercentIn("ar", 3.1)).toBe(`${lrm}+3.1${lrm}%${lrm}`);
    expect(signedPercentIn("ar", -1.5)).toBe(`${lrm}-1.5${lrm}%${lrm}`);
  });
});

describe("percentIn and returnRangeIn", () => {
  it("write a share and a range of returns per language", () => {
    expect(percentIn("en", 12)).toBe("12%");
    expect(percentIn("fr", 12)).toBe(`12${nbsp}%`);
    expect(returnRangeIn("en", { min: 2, max: 4 })).toBe("+2-4%");
    expect(returnRangeIn("fr", { min: 10, max: 20 })).toBe(`+10–20${nbsp}%`);
    expect(returnRangeIn("it", { min: 8, max: 15 })).toBe("+8–15%");
    expect(returnRangeIn("ar", { min: 5, max: 10 })).toBe(`${lrm}+5–10${lrm}%${lrm}`);
  });
});

describe("amountIn", () => {
  it("keeps the English auction prices", () => {
    expect(amountIn("en", 31_000_000, "CHF")).toBe("CHF 31,000,000");
    expect(amountIn("en", 17_752_500, "USD")).toBe("$17,752,500");
    expect(amountIn("en", 8_582_500, "EUR")).toBe("€8,582,500");
    expect(amountIn("en", 2_940_000, "HKD")).toBe("HK$2,940,000");
  });

  it("puts the currency after the amount in French, Italian and Arabic", () => {
    expect(amountIn("fr", 31_000_000, "CHF")).toBe(`31${narrow}000${narrow}000${nbsp}CHF`);
    expect(amountIn("fr", 2_940_000, "HKD")).toBe(`2${narrow}940${narrow}000${nbsp}$HK`);
    expect(amountIn("fr", 14_200)).toBe(`14${narrow}200${nbsp}$US`);
    expect(amountIn("it", 2_940_000, "HKD")).toBe(`2.940.000${nbsp}HKD`);
    expect(amountIn("it", 8_582_500, "EUR")).toBe(`8.582.500${nbsp}€`);
    expect(amountIn("ar", 5_060_000, "CHF")).toBe(`${rlm}5,060,000${nbsp}CHF\u200e`);
    expect(amountIn("ar", 14_200)).toBe(`${rlm}14,200${nbsp}US$\u200e`);
  });
});

describe("dateIn", () => {
  it("writes day, month name and year in each language", () => {
    expect(dateIn("en", "2019-11-09")).toBe("9 November 2019");
    expect(dateIn("fr", "2019-11-09")).toBe("9 novembre 2019");
    expect(dateIn("it", "2025-07-10")).toBe("10 luglio 2025");
    expect(dateIn("ar", "2017-05-31")).toBe("31 مايو 2017");
  });
});

describe("clockIn", () => {
  it("tells the time on a twelve-hour clock in English and Arabic, twenty-four in French and Italian", () => {
    expect(clockIn("en", "09:00")).toBe("9:00 AM");
    expect(clockIn("en", "18:00")).toBe("6:00 PM");
    expect(clockIn("en", "12:30")).toBe("12:30 PM");
    expect(clockIn("en", "00:15")).toBe("12:15 AM");
    expect(clockIn("fr", "09:00")).toBe("09:00");
    expect(clockIn("it", "16:00")).toBe("16:00");
    expect(clockIn("ar", "10:00")).toBe(`10:00${nbsp}ص`);
    expect(clockIn("ar", "16:00")).toBe(`4:00${nbsp}م`);
  });
});
