import { monthNames } from "#app/i18n/dates.ts";
import type { Language } from "#app/i18n/languages.ts";
import { wordsIn } from "../words.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };

/**
 * What the newsletter, export and deletion services tell a visitor, in the four languages
 * (`copy/<language>.json`, the same keys and placeholders in each).
 */
export type PrivacyWord = keyof typeof en;

export const privacyText = wordsIn<PrivacyWord>({ en, fr, it, ar });

/**
 * A day in UTC, day, month name and year in the reader's language ("23 November 2026",
 * "23 novembre 2026"), followed by "UTC": e-mails and API answers cannot know the reader's zone.
 */
export function utcDayIn(language: Language, when: Date): string {
  return `${when.getUTCDate()} ${monthNames[language][when.getUTCMonth()]} ${when.getUTCFullYear()} (UTC)`;
}
