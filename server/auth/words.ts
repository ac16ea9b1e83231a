import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };

/**
 * What the accounts service tells a visitor, in the four languages (`copy/<language>.json`,
 * checked against the English at build like every page's copy). The service names a sentence by
 * its key; the HTTP side writes it in the language the request asks for.
 */
export type AccountWord = keyof typeof en;

const bundles: Record<Language, Record<AccountWord, string>> = { en, fr, it, ar };

export function isAccountWord(value: unknown): value is AccountWord {
  return typeof value === "string" && Object.hasOwn(en, value);
}

export function accountText(
  language: Language,
  word: AccountWord,
  values: Record<string, string | number> = {},
): string {
  return formatMessage(language, bundles[language][word], values);
}
