import { describe, expect, it } from "vitest";
import { addressRuns, hasNoArabic, legalDate } from "./text.ts";

describe("legalDate", () => {
  it("writes the full date in each language", () => {
    expect(legalDate("en", "2026-11-21")).toBe("21 November 2026");
    expect(legalDate("fr", "2026-11-21")).toBe("21 novembre 2026");
    expect(legalDate("it", "2026-11-21")).toBe("21 novembre 2026");
    expect(legalDate("ar", "2026-11-21")).toBe("21 نوفمبر 2026");
  });

  it("writes the first of the month as French does", () => {
    expect(legalDate("fr", "2026-03-01")).toBe("1er mars 2026");
    expect(legalDate("it", "2026-03-01")).toBe("1 marzo 2026");
  });

  it("refuses what is not a date", () => {
    expect(() => legalDate("fr", "2026-13-01")).toThrow(RangeError);
  });
});

describe("addressRuns", () => {
  it("cuts out web and e-mail addresses, leaving the closing punctuation in the sentence", () => {
    expect(
      addressRuns(
        "راسلنا على privacy@collect.example.com أو استخدم النموذج على http://localhost:3000/contact-us.",
      ),
    ).toEqual([
      { text: "راسلنا على ", ltr: false },
      { text: "privacy@collect.example.com", ltr: true },
      { text: " أو استخدم النموذج على ", ltr: false },
      { text: "http://localhost:3000/contact-us", ltr: true },
      { text: ".", ltr: false },
    ]);
  });

  it("keeps an address in brackets apart from its brackets and the Arabic comma", () => {
    expect(addressRuns("سياسة الخصوصية (https://collect.example/privacy)، ثم")).toEqual([
      { text: "سياسة الخصوصية (", ltr: false },
      { text: "https://collect.example/privacy", ltr: true },
      { text: ")، ثم", ltr: false },
    ]);
  });

  it("leaves a sentence without addresses whole", () => {
    expect(addressRuns("لا نبيع بياناتك الشخصية.")).toEqual([
      { text: "لا نبيع بياناتك الشخصية.", ltr: false },
    ]);
  });
});

describe("hasNoArabic", () => {
  it("tells a cookie's name from an Arabic cell", () => {
    expect(hasNoArabic("_ga_<ID>")).toBe(true);
    expect(hasNoArabic("ملف تعريف ارتباط (Google Analytics 4)")).toBe(false);
  });
});
