import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };

/** What the photo API tells its caller, in the four languages (`copy/<language>.json`, the same keys in each). */
export type PhotoWord = keyof typeof en;

const bundles: Record<Language, Record<PhotoWord, string>> = { en, fr, it, ar };

export function photoText(
  language: Language,
  word: PhotoWord,
  values: Record<string, string | number> = {},
): string {
  return formatMessage(language, bundles[language][word], values);
}
