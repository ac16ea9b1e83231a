import { monthNames } from "#app/i18n/dates.ts";
import type { Language } from "#app/i18n/languages.ts";

/**
 * A calendar date ("2026-11-02") written out in one language, day first as all four write it:
 * "2 November 2026", "2 novembre 2026", "2 نوفمبر 2026" (Latin digits, as the site's Arabic
 * writes figures). Computed without `Intl`, like every figure the pages write.
 */
export function longDateIn(language: Language, isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`not a date: ${isoDate}`);
  const [, year, month, day] = match;
  const name = monthNames[language][Number(month) - 1];
  if (!name) throw new RangeError(`not a date: ${isoDate}`);
  return `${Number(day)} ${name} ${year}`;
}
