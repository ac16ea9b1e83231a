import { monthNames } from "#app/i18n/dates.ts";
import type { Language } from "#app/i18n/languages.ts";

const two = (n: number) => String(n).padStart(2, "0");

/**
 * A moment in the visitor's own time zone, day, month name and year, in one of the four
 * languages, without `Intl` (the site's formatters avoid it): "23 November 2026", "23 novembre
 * 2026", "23 نوفمبر 2026". Only the browser draws these (signed-in screens), so the local time
 * zone is the visitor's.
 */
export function localDateIn(language: Language, iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${monthNames[language][date.getMonth()]} ${date.getFullYear()}`;
}

/** The same with the time of day on the 24-hour clock: "23 novembre 2026, 15:04". */
export function localDateTimeIn(language: Language, iso: string): string {
  const date = new Date(iso);
  const separator = language === "ar" ? "، " : ", ";
  return `${localDateIn(language, iso)}${separator}${two(date.getHours())}:${two(date.getMinutes())}`;
}
