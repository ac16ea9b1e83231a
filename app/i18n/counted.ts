import type { Language } from "./languages.ts";

/**
 * The nouns that count minutes, hours, days and items in each language. A copy message that writes
 * one of them right after a plain number placeholder ("{n} دقيقة", "{days} days") would show
 * "قبل 2 دقيقة" where Arabic says "قبل دقيقتين": such counts go through a plural placeholder
 * (`{n, plural, ...}`), and the copy check refuses them otherwise. A range ("{min}-{max} ...")
 * counts by its upper end, so its `{max}` is the plural one.
 */
const countedNouns: Record<Language, RegExp> = {
  en: /^(?:minutes?|hours?|days?|business days?|items?)\b/,
  fr: /^(?:minutes?|heures?|jours?|articles?|objets?)\b/,
  it: /^(?:minut[oi]|or[ae]|giorn[oi]|articol[oi]|oggett[oi])\b/,
  ar: /^(?:دقيقة|دقائق|ساعة|ساعات|يوم|يومًا|يوماً|أيام|قطعة|قطع)(?![\u0600-\u06ff])/u,
};

/** Placeholders that hold a name, not a count ("{brand} piece", "{city} hours"). */
const namePlaceholder = /^(?:brand|name|city|basedIn|id)$/;

/** The counts in `message` written with a plain placeholder before a counted noun, as "{n} noun". */
export function uncountedPlurals(language: Language, message: string): string[] {
  const found: string[] = [];
  const plain = /\{(\w+)\}[\s\u00a0\u202f]*/g;
  for (let m = plain.exec(message); m; m = plain.exec(message)) {
    if (namePlaceholder.test(m[1] ?? "")) continue;
    const rest = message.slice(m.index + m[0].length);
    const noun = countedNouns[language].exec(rest);
    if (noun) found.push(`${m[0]}${noun[0]}`.replace(/[\s\u00a0\u202f]+/g, " "));
  }
  return found;
}
