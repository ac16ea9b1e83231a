import { describe, expect, it } from "vitest";
import { longDate, monthNames, monthYear, monthYearIn } from "./dates.ts";

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

  it("writes a month with each language's month names as Intl does, with Western digits", () => {
    expect(monthYear("2025-03", monthNames.en)).toBe("March 2025");
    expect(monthYearIn("fr", "2025-03")).toBe("mars 2025");
    expect(monthYearIn("it", "2025-03")).toBe("marzo 2025");
    expect(monthYearIn("ar", "2025-03")).toBe("مارس 2025");
    for (const code of ["en", "fr", "it", "ar"] as const) {
      const format = new Intl.DateTimeFormat(`${code}-u-nu-latn`, {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      for (let month = 1; month <= 12; month++) {
        const iso = `2025-${String(month).padStart(2, "0")}`;
        expect(monthYearIn(code, iso), `${code} ${iso}`).toBe(format.format(new Date(`${iso}-01T00:00:00Z`)));
        expect(monthYear(iso, monthNames[code]), `${code} ${iso}`).toBe(monthYearIn(code, iso));
      }
    }
  });

  it("refuses what is not a date rather than writing 'NaN'", () => {
    expect(() => longDate("soon")).toThrow(RangeError);
    expect(() => monthYear("2025-13", monthNames.en)).toThrow(RangeError);
    expect(() => monthYearIn("fr", "2025-13")).toThrow(RangeError);
  });
});
