import { describe, expect, it } from "vitest";
import { reports } from "#app/data/report-records.ts";
import { longDate } from "#app/i18n/dates.ts";
import { longDateIn } from "./dates.ts";

describe("report dates in each language", () => {
  it("writes the dates of the four reports as each language does", () => {
    expect(longDateIn("en", "2026-11-02")).toBe("2 November 2026");
    expect(longDateIn("fr", "2026-11-02")).toBe("2 novembre 2026");
    expect(longDateIn("it", "2026-08-30")).toBe("30 agosto 2026");
    expect(longDateIn("ar", "2026-09-21")).toBe("21 سبتمبر 2026");
  });

  it("agrees with the English long date and with Intl for every report", () => {
    for (const report of reports) {
      expect(longDateIn("en", report.publishDate)).toBe(longDate(report.publishDate));
      const date = new Date(`${report.publishDate}T00:00:00Z`);
      for (const [language, locale] of [
        ["fr", "fr"],
        ["it", "it"],
        ["ar", "ar-EG-u-nu-latn"],
      ] as const) {
        const expected = new Intl.DateTimeFormat(locale, {
          day: "numeric",
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        }).format(date);
        expect(longDateIn(language, report.publishDate), `${language} ${report.publishDate}`).toBe(expected);
      }
    }
  });

  it("refuses what is not a date", () => {
    expect(() => longDateIn("fr", "2026-13-01")).toThrow(RangeError);
    expect(() => longDateIn("fr", "November 2026")).toThrow(RangeError);
  });
});
