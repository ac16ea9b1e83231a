/**
 * Dates as the site writes them, computed without `Intl`: British long dates on the English pages
 * and month and year in the site's four languages. Why not `Intl`: `format.ts` and
 * decision record 007. `dates.test.ts` pins both forms against `Intl`.
 */
import type { Language } from "./languages.ts";

/** English month names (CLDR, wide). */
export const englishMonthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * Month names in each language (CLDR, wide, format context), as `Intl.DateTimeFormat` writes them
 * with `month: "long"`: French and Italian in lower case, Arabic in the months of the Gregorian
 * calendar used in Egypt and the Levant's neighbours ("يناير", not "كانون الثاني").
 */
export const monthNames: Record<Language, readonly string[]> = {
  en: englishMonthNames,
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  it: [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
  ],
  ar: [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
  ],
};

function utcDate(iso: string): Date {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${iso}`);
  return date;
}

/** A calendar date ("2025-03-01") in British long form, as the English pages date things: "1 March 2025". */
export function longDate(isoDate: string): string {
  const date = utcDate(`${isoDate}T00:00:00Z`);
  return `${date.getUTCDate()} ${englishMonthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A month ("2025-03") with the given month names and Western digits: "March 2025", "مارس 2025".
 */
export function monthYear(isoMonth: string, monthNames: readonly string[]): string {
  const date = utcDate(`${isoMonth}-01T00:00:00Z`);
  return `${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A month ("2025-03") in one language, as `Intl` writes it with Western digits: "mars 2025". */
export function monthYearIn(language: Language, isoMonth: string): string {
  return monthYear(isoMonth, monthNames[language]);
}
