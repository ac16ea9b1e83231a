import { longDate, monthNames } from "#app/i18n/dates.ts";
import type { Language } from "#app/i18n/languages.ts";

/**
 * The date a legal text was last changed, as each language writes a full date: "21 November 2026",
 * "21 novembre 2026" (and "1er novembre" for the first of the month), "21 novembre 2026",
 * "21 نوفمبر 2026" (Western digits, as the site writes figures in Arabic).
 */
export function legalDate(language: Language, isoDate: string): string {
  if (language === "en") return longDate(isoDate);
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day || month > 12) throw new RangeError(`not a date: ${isoDate}`);
  const dayText = language === "fr" && day === 1 ? "1er" : String(day);
  return `${dayText} ${monthNames[language][month - 1]} ${year}`;
}

/** A run of a sentence: plain words, or an address that reads left to right in any language. */
export type TextRun = { text: string; ltr: boolean };

// Web addresses and e-mail addresses; a sentence's closing punctuation is not part of them.
const address = /https?:\/\/[^\s()«»"،؛,]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * The sentence cut around its web and e-mail addresses, so that a right-to-left page can isolate
 * each address as a left-to-right island ("/privacy" stays after its host, the final full stop
 * stays at the end of the Arabic sentence).
 */
export function addressRuns(sentence: string): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const match of sentence.matchAll(address)) {
    const found = match[0].replace(/[.:;!?]+$/, "");
    const start = match.index;
    if (start > at) runs.push({ text: sentence.slice(at, start), ltr: false });
    runs.push({ text: found, ltr: true });
    at = start + found.length;
  }
  if (at < sentence.length) runs.push({ text: sentence.slice(at), ltr: false });
  return runs;
}

/** Whether a text has no letter of the Arabic script (a cookie's name, a product name). */
export function hasNoArabic(text: string): boolean {
  return !/[\u0600-\u06ff]/.test(text);
}
