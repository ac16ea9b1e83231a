import { monthNames } from "#app/i18n/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage, type MessageValues } from "#app/i18n/message.ts";

/**
 * The one way a service writes its sentences: a bundle per language (`copy/<language>.json` beside
 * the service, the same keys and placeholders in each, checked at build like every page's copy),
 * and a function that writes a sentence, named by its key, in the language a request asks for.
 *
 *   export const photoText = wordsIn<PhotoWord>({ en, fr, it, ar });
 *   photoText("fr", "tooLarge", { limit: "25 Mo" });
 */
export function wordsIn<Word extends string>(bundles: Record<Language, Record<Word, string>>) {
  return (language: Language, word: Word, values: MessageValues = {}): string =>
    formatMessage(language, bundles[language][word], values);
}

/**
 * A day in UTC, day, month name and year in the reader's language ("23 November 2026",
 * "23 novembre 2026"), followed by "UTC": e-mails and API answers cannot know the reader's zone.
 */
export function utcDayIn(language: Language, when: Date): string {
  return `${when.getUTCDate()} ${monthNames[language][when.getUTCMonth()]} ${when.getUTCFullYear()} (UTC)`;
}
