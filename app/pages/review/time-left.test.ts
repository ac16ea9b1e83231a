import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/i18n/message.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import { timeLeft } from "./time-left.ts";

const now = Date.parse("2026-11-28T06:00:00Z");
const inHours = (h: number) => new Date(now + h * 3_600_000).toISOString();
const say = (words: typeof en, language: "en" | "ar", h: number) => {
  const left = timeLeft(inHours(h), now);
  return formatMessage(language, words.timeLeft[left.key], left.values);
};

describe("a request's time left, in words", () => {
  it("counts hours under two days, then days, and how late past the deadline", () => {
    expect(timeLeft(inHours(0.5), now)).toEqual({ key: "hours", values: { hours: 0 } });
    expect(timeLeft(inHours(47.9), now)).toEqual({ key: "hours", values: { hours: 47 } });
    expect(timeLeft(inHours(72), now)).toEqual({ key: "days", values: { days: 3 } });
    expect(timeLeft(inHours(-5), now)).toEqual({ key: "overdueHours", values: { hours: 5 } });
    expect(timeLeft(inHours(-50), now)).toEqual({ key: "overdueDays", values: { days: 2 } });
    expect(timeLeft(null, now)).toEqual({ key: "none", values: {} });
  });

  it("says it in English", () => {
    expect(say(en, "en", 0.5)).toBe("Under an hour left");
    expect(say(en, "en", 1)).toBe("1 hour left");
    expect(say(en, "en", 30)).toBe("30 hours left");
    expect(say(en, "en", 24 * 5)).toBe("5 days left");
    expect(say(en, "en", -1)).toBe("Overdue by 1 hour");
  });

  it("says it in Arabic with the dual and the plural forms", () => {
    expect(say(ar as typeof en, "ar", 1)).toBe("المتبقي: ساعة واحدة");
    expect(say(ar as typeof en, "ar", 2)).toBe("المتبقي: ساعتان");
    expect(say(ar as typeof en, "ar", 5)).toBe("المتبقي: 5 ساعات");
    expect(say(ar as typeof en, "ar", 11)).toBe("المتبقي: 11 ساعةً");
    expect(say(ar as typeof en, "ar", 24 * 2)).toBe("المتبقي: يومان");
    expect(say(ar as typeof en, "ar", -2)).toBe("متأخر بساعتين");
  });
});
