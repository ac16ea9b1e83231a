import { formatNumberIn } from "./format.ts";
import type { Language } from "./languages.ts";
import { type PluralCategory, pluralCategory } from "./plural.ts";

/**
 * The message syntax of the copy files: a small, strict part of ICU MessageFormat.
 * - `{name}` is replaced by the value `name`; a number is written in the language's form.
 * - `{count, plural, =0 {none} one {# item} other {# items}}` picks the branch for `count` by
 *   the language's CLDR plural rules (an exact `=N` first), and `#` stands for the number.
 * Apostrophes are plain text (French and Italian are full of them) and braces are never literal.
 */
export type MessageValues = Record<string, string | number>;

export interface Placeholder {
  name: string;
  /** The branches of a plural placeholder, or null for a plain one. */
  branches: Map<string, string> | null;
}

/** Index of the brace that closes the one at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** Reads `=0 {...} one {...} other {...}`; throws on anything else. */
function parseBranches(body: string, whole: string): Map<string, string> {
  const branches = new Map<string, string>();
  let rest = body.trim();
  while (rest.length > 0) {
    const selector = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!selector?.[1]) throw new Error(`unreadable plural branch in "${whole}"`);
    const open = selector[0].length - 1;
    const close = closingBrace(rest, open);
    if (close < 0) throw new Error(`unclosed plural branch in "${whole}"`);
    branches.set(selector[1], rest.slice(open + 1, close));
    rest = rest.slice(close + 1).trim();
  }
  if (!branches.has("other")) throw new Error(`plural without an "other" branch in "${whole}"`);
  return branches;
}

/** The message cut into text and placeholders; throws on a malformed message. */
export function parseMessage(message: string): (string | Placeholder)[] {
  const parts: (string | Placeholder)[] = [];
  let at = 0;
  while (at < message.length) {
    const open = message.indexOf("{", at);
    const stray = message.indexOf("}", at);
    if (stray >= 0 && (open < 0 || stray < open)) throw new Error(`unopened "}" in "${message}"`);
    if (open < 0) {
      parts.push(message.slice(at));
      break;
    }
    if (open > at) parts.push(message.slice(at, open));
    const close = closingBrace(message, open);
    if (close < 0) throw new Error(`unclosed "{" in "${message}"`);
    const inner = message.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,([\s\S]*)$/.exec(inner);
    if (plural?.[1]) parts.push({ name: plural[1], branches: parseBranches(plural[2] ?? "", message) });
    else if (/^\s*\w+\s*$/.test(inner)) parts.push({ name: inner.trim(), branches: null });
    else throw new Error(`unreadable placeholder "{${inner}}" in "${message}"`);
    at = close + 1;
  }
  return parts;
}

/** Every placeholder name a message uses, plural branches included. */
export function placeholderNames(message: string): Set<string> {
  const names = new Set<string>();
  for (const part of parseMessage(message)) {
    if (typeof part === "string") continue;
    names.add(part.name);
    for (const branch of part.branches?.values() ?? [])
      for (const n of placeholderNames(branch)) names.add(n);
  }
  return names;
}

/** The plural categories a message's branches name (exact `=N` branches left out). */
export function pluralSelectors(message: string): Set<string> {
  const selectors = new Set<string>();
  for (const part of parseMessage(message)) {
    if (typeof part === "string" || !part.branches) continue;
    for (const [selector, branch] of part.branches) {
      if (!selector.startsWith("=")) selectors.add(selector);
      for (const s of pluralSelectors(branch)) selectors.add(s);
    }
  }
  return selectors;
}

function valueText(language: Language, value: string | number): string {
  return typeof value === "number" ? formatNumberIn(language, value) : value;
}

/**
 * The message with its placeholders filled in. A placeholder without a value stays as written,
 * so a missing value shows on the page instead of vanishing.
 */
export function formatMessage(language: Language, message: string, values: MessageValues = {}): string {
  if (!message.includes("{")) return message;
  let out = "";
  for (const part of parseMessage(message)) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const value = values[part.name];
    if (value === undefined) {
      out += `{${part.name}}`;
      continue;
    }
    if (!part.branches) {
      out += valueText(language, value);
      continue;
    }
    // A count given as written text ("25,000+", a floor from the figures) is chosen by its digits
    // and shown as written.
    const n = typeof value === "number" ? value : Number(value.replace(/\D/g, ""));
    const category: PluralCategory = pluralCategory(language, n);
    const branch =
      part.branches.get(`=${n}`) ?? part.branches.get(category) ?? part.branches.get("other") ?? "";
    const shown = typeof value === "number" ? valueText(language, n) : value;
    out += formatMessage(language, branch.replace(/#/g, shown), values);
  }
  return out;
}
