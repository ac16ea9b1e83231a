import { describe, expect, it } from "vitest";
import { formatUsdIn } from "#app/i18n/format.ts";
import { atLeastIn, changeIn, hoursIn, rateIn } from "./figures.ts";

describe("figures of the brand and category pages, per language", () => {
  it("write whole-dollar prices", () => {
    expect(formatUsdIn("en", 20000)).toBe("$20,000");
    expect(formatUsdIn("fr", 20000)).toBe("20\u202f000\u00a0$US");
    expect(formatUsdIn("it", 149)).toBe("149\u00a0USD");
    expect(formatUsdIn("it", 20000)).toBe("20.000\u00a0USD");
    expect(formatUsdIn("ar", 149)).toBe("\u200f149\u00a0US$\u200e");
  });

  it("write success rates given in percent", () => {
    expect(rateIn("en", 99.8)).toBe("99.8%");
    expect(rateIn("fr", 99.8)).toBe("99,8\u00a0%");
    expect(rateIn("it", 99.9)).toBe("99,9%");
    expect(rateIn("ar", 99.7)).toBe("99.7\u200e%\u200e");
  });

  it("write price changes with their sign", () => {
    expect(changeIn("en", 7)).toBe("+7%");
    expect(changeIn("en", -3)).toBe("-3%");
    expect(changeIn("fr", 108)).toBe("+108\u00a0%");
    expect(changeIn("en", 0)).toBe("0%");
  });

  it("write floors of counts", () => {
    expect(atLeastIn("en", 25000)).toBe("25,000+");
    expect(atLeastIn("fr", 25000)).toBe("25\u202f000+");
    expect(atLeastIn("it", 12000)).toBe("12.000+");
  });

  it("write spans of hours with the copy's words", () => {
    expect(hoursIn("en", "{min}-{max}h", { min: 24, max: 72 })).toBe("24-72h");
    expect(hoursIn("fr", "{min}-{max}\u00a0h", { min: 1000, max: 2000 })).toBe(
      "1\u202f000-2\u202f000\u00a0h",
    );
  });
});
