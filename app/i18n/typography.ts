import type { Language } from "./languages.ts";

/**
 * The typographic rules of each translated language, in one place. The copy check refuses a
 * message that breaks one (`typographyProblems`) and `check-copy.ts --fix` applies them to the copy
 * files (`typeset`), so nobody types a narrow no-break space or a curly apostrophe by hand.
 *
 * The rules work on characters that never occur in the message syntax (`{name}`,
 * `{n, plural, one {...} other {...}}`) nor in a placeholder's name, so they cannot touch one;
 * a value that is an address (a URL, a path, an e-mail address) is left alone as a whole.
 */
export interface TypographyRule {
  /** What the rule asks for, as the refusal says it. */
  says: string;
  /** What breaks the rule (global). */
  find: RegExp;
  /** The match written by the rule. */
  write: string | ((match: string, ...groups: string[]) => string);
}

/** U+202F narrow no-break space: French before ; : ! ? and inside « ». */
export const NNBSP = "\u202f";
/** U+00A0 no-break space: French between a number and %. */
export const NBSP = "\u00a0";

const apostrophe: TypographyRule = {
  says: "the typographic apostrophe ’",
  find: /'/g,
  write: "’",
};

/** Straight or English double quotes around a phrase: "x", “x”. */
const englishQuotes = /"([^"\n]*)"|“([^”\n]*)”/g;

const fr: TypographyRule[] = [
  apostrophe,
  {
    says: "guillemets « » with narrow no-break spaces inside",
    find: englishQuotes,
    write: (_m, a, b) => `«${NNBSP}${(a ?? b ?? "").trim()}${NNBSP}»`,
  },
  {
    says: "a narrow no-break space (U+202F) after «",
    find: /«(?:[ \u00a0]|(?=[^\s\u202f]))/g,
    write: `«${NNBSP}`,
  },
  {
    says: "a narrow no-break space (U+202F) before »",
    find: /(?:[ \u00a0]|(?<=[^\s\u202f]))»/g,
    write: `${NNBSP}»`,
  },
  {
    says: "a narrow no-break space (U+202F) before ; ! ?",
    find: /(?:[ \u00a0]|(?<=[\p{L}\p{N})}»]))([;!?])/gu,
    write: (_m, sign) => `${NNBSP}${sign}`,
  },
  {
    says: "a narrow no-break space (U+202F) before :",
    find: /(?:[ \u00a0]|(?<=[\p{L})}»]))(:)(?=\s|$)/gu,
    write: (_m, sign) => `${NNBSP}${sign}`,
  },
  {
    says: "a no-break space (U+00A0) between a number and %",
    find: /(?<=[\d}])(?:[ \u202f]?)%/g,
    write: `${NBSP}%`,
  },
];

const it: TypographyRule[] = [
  apostrophe,
  {
    says: "virgolette « » (without spaces inside)",
    find: englishQuotes,
    write: (_m, a, b) => `«${(a ?? b ?? "").trim()}»`,
  },
];

const ar: TypographyRule[] = [
  {
    says: "علامات التنصيص « »",
    find: englishQuotes,
    write: (_m, a, b) => `«${(a ?? b ?? "").trim()}»`,
  },
];

/** Times are written on 24 hours in French, Italian and Arabic: "9 pm" is refused, not rewritten. */
const twelveHourClock = /\b\d{1,2}(?:[:.h]\d\d)?\s?(?:[ap]\.?m\.?)(?![\p{L}])/giu;

/** Italian writes amounts in figures (format.ts: 1000, 5000, 20.000), never "mille" or "5 mila". */
const italianNumberWords = /(?:\b|#\s?)(?:mille|\d+\s?mila|#\s?mila)\b/g;

const rules: Partial<Record<Language, TypographyRule[]>> = { fr, it, ar };

/** The value is an address (URL, path, e-mail), not running text. */
function isAddress(value: string): boolean {
  return /^(?:[a-z][a-z+.-]*:\/\/|\/|mailto:|#)|^[^\s@]+@[^\s@]+$/i.test(value);
}

/** The message with its language's typography applied (English is left as it is). */
export function typeset(language: Language, message: string): string {
  if (isAddress(message)) return message;
  let text = message;
  for (const rule of rules[language] ?? []) {
    text = text.replace(rule.find, rule.write as (substring: string, ...args: string[]) => string);
  }
  return text;
}

/** What in the message breaks its language's typography, one line per rule broken. */
export function typographyProblems(language: Language, message: string): string[] {
  if (isAddress(message)) return [];
  const found: string[] = [];
  for (const rule of rules[language] ?? []) {
    rule.find.lastIndex = 0;
    const hit = rule.find.exec(message);
    rule.find.lastIndex = 0;
    if (!hit) continue;
    const write = rule.write as (substring: string, ...args: string[]) => string;
    if (message.replace(rule.find, write) === message) continue;
    const start = Math.max(0, hit.index - 6);
    found.push(
      `"${message.slice(start, hit.index + hit[0].length + 6)}" where ${language} typography asks for ${rule.says}`,
    );
  }
  if (language !== "en") {
    const clock = twelveHourClock.exec(message);
    twelveHourClock.lastIndex = 0;
    if (clock) found.push(`"${clock[0]}" on a 12-hour clock where ${language} writes times on 24 hours`);
  }
  if (language === "it") {
    const words = italianNumberWords.exec(message);
    italianNumberWords.lastIndex = 0;
    if (words) found.push(`"${words[0]}" in words where Italian writes amounts in figures (1000, 20.000)`);
  }
  return found;
}
