import { isLanguage, type Language } from "#app/i18n/languages.ts";

/**
 * The first of the browser's preferred languages (`navigator.languages`, most wanted first) that
 * the site speaks, matched on the primary subtag: "fr-CA" is French, "ar-AE" Arabic. Null when
 * none of them is one of the four.
 */
export function preferredLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}
