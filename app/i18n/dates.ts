/**
 * Dates as the site writes them, computed without `Intl`: British long dates on the English pages
 * and month and year on the home page, in its four languages. Why not `Intl`: `format.ts` and
 * decision record 007. `dates.test.ts` pins both forms against `Intl`.
 */

/** English month names (CLDR, wide). The home page's other languages carry theirs in their copy. */
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
