import { describe, expect, it } from "vitest";
import { homeAr } from "#app/pages/home/copy/ar.ts";
import { homeEn } from "#app/pages/home/copy/en.ts";
import { homeFr } from "#app/pages/home/copy/fr.ts";
import { homeIt } from "#app/pages/home/copy/it.ts";
import { longDate, monthYear } from "./dates.ts";

describe("dates", () => {
  it("writes calendar dates in British long form", () => {
    expect(longDate("2025-03-01")).toBe("1 March 2025");
    expect(longDate("2026-11-23")).toBe("23 November 2026");
  });

  it("matches Intl for every day of a leap year and a common year", () => {
    for (const year of [2024, 2025]) {
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString().slice(0, 10);
        const expected = new Date(day).toLocaleDateString("en-GB", {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        });
        expect(longDate(iso), iso).toBe(expected);
      }
    }
  });

  it("writes a month with each home copy's month names as Intl does, with Western digits", () => {
    const copies = { en: homeEn, fr: homeFr, it: homeIt, ar: homeAr };
    expect(monthYear("2025-03", homeEn.press.months)).toBe("March 2025");
    expect(monthYear("2025-03", homeFr.press.months)).toBe("mars 2025");
    expect(monthYear("2025-03", homeIt.press.months)).toBe("marzo 2025");
    expect(monthYear("2025-03", homeAr.press.months)).toBe("مارس 2025");
    for (const [code, copy] of Object.entries(copies)) {
      const format = new Intl.DateTimeFormat(`${code}-u-nu-latn`, {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      for (let month = 1; month <= 12; month++) {
        const iso = `2025-${String(month).padStart(2, "0")}`;
        expect(monthYear(iso, copy.press.months), `${code} ${iso}`).toBe(
          format.format(new Date(`${iso}-01T00:00:00Z`)),
        );
      }
    }
  });

  it("refuses what is not a date rather than writing 'NaN'", () => {
    expect(() => longDate("soon")).toThrow(RangeError);
    expect(() => monthYear("2025-13", homeEn.press.months)).toThrow(RangeError);
  });
});
