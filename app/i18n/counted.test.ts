import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { uncountedPlurals } from "./counted.ts";
import { formatMessage } from "./message.ts";

const copy = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const home = copy("app/pages/home/copy/ar.json").builtFor;
const claims = copy("app/data/copy/claims/ar.json");
const faq = copy("app/pages/faq/copy/ar.json");
const refund: string = faq.groups.pricing.items[3].answer;

/** The message written for 1, 2, 3, 10, 11 and 100 (Arabic's one, two, few, few, many, other). */
const counts = (message: string, name: string, tail?: string) =>
  [1, 2, 3, 10, 11, 100].map((n) => {
    const text = formatMessage("ar", message, { [name]: n, min: 1 });
    return tail ? text.split(tail)[0] : text;
  });

describe("Arabic counts agree with their number", () => {
  test("minutes ago on the home page", () => {
    expect(counts(home.minutesAgo, "n")).toEqual([
      "قبل دقيقة",
      "قبل دقيقتين",
      "قبل 3 دقائق",
      "قبل 10 دقائق",
      "قبل 11 دقيقة",
      "قبل 100 دقيقة",
    ]);
  });

  test("hours ago on the home page, and ranges of hours by their upper end", () => {
    expect(counts(home.hoursAgo, "n")).toEqual([
      "قبل ساعة",
      "قبل ساعتين",
      "قبل 3 ساعات",
      "قبل 10 ساعات",
      "قبل 11 ساعة",
      "قبل 100 ساعة",
    ]);
    expect(formatMessage("ar", claims.turnaround.hours, { min: 2, max: 4 })).toBe("2-4 ساعات");
    expect(formatMessage("ar", claims.turnaround.hours, { min: 24, max: 48 })).toBe("24-48 ساعة");
    expect(formatMessage("ar", claims.turnaround.upToHours, { max: 2 })).toBe("حتى ساعتين");
  });

  test("days", () => {
    expect(counts(refund, "refundDays", " من اكتمال")).toEqual([
      "يمكنك طلب استرداد المبلغ خلال يوم واحد",
      "يمكنك طلب استرداد المبلغ خلال يومين",
      "يمكنك طلب استرداد المبلغ خلال 3 أيام",
      "يمكنك طلب استرداد المبلغ خلال 10 أيام",
      "يمكنك طلب استرداد المبلغ خلال 11 يومًا",
      "يمكنك طلب استرداد المبلغ خلال 100 يوم",
    ]);
  });

  test("items", () => {
    expect(counts(claims.terms.itemsOrMore, "count")).toEqual([
      "قطعة واحدة أو أكثر",
      "قطعتان أو أكثر",
      "3 قطع أو أكثر",
      "10 قطع أو أكثر",
      "11 قطعة أو أكثر",
      "100 قطعة أو أكثر",
    ]);
  });
});

describe("the count rule of the copy check", () => {
  test("refuses a plain number placeholder before a counted noun, in every language", () => {
    expect(uncountedPlurals("ar", "قبل {n} دقيقة")).toEqual(["{n} دقيقة"]);
    expect(uncountedPlurals("ar", "خلال {min}-{max} ساعة")).toEqual(["{max} ساعة"]);
    expect(uncountedPlurals("en", "within {days} days")).toEqual(["{days} days"]);
    expect(uncountedPlurals("fr", "sous {days}\u00a0jours")).toEqual(["{days} jours"]);
    expect(uncountedPlurals("it", "entro {hours} ore")).toEqual(["{hours} ore"]);
  });

  test("accepts plural placeholders and names before nouns", () => {
    expect(uncountedPlurals("ar", home.minutesAgo)).toEqual([]);
    expect(uncountedPlurals("en", "within {days, plural, one {# day} other {# days}}")).toEqual([]);
    expect(uncountedPlurals("en", "every {brand} item")).toEqual([]);
    expect(uncountedPlurals("ar", "{n} دقيقةً")).toEqual([]);
  });
});
