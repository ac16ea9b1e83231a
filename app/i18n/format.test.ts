import { describe, expect, it } from "vitest";
import { formatNumber, formatUsdAmount } from "./format.ts";

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
