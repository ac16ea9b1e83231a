/**
 * Build step: every translation has exactly the shape of its English source. A directory under
 * app/ that holds an `en.json` is a copy directory; each other `<language>.json` beside it must
 * have the same keys, the same list lengths and the same kinds of values, and each of its
 * messages the same placeholders, with plural branches that its language has (and `other`).
 * Every message, English included, must parse; each translation follows its glossary and its
 * language's typography (app/i18n/typography.ts: apostrophes, quotation marks, no-break spaces,
 * 24-hour times). Errors name the file and the key; any error fails the build.
 *   node scripts/build/check-copy.ts [root...]         (default: app server)
 *   node scripts/build/check-copy.ts --fix [root...]   applies the typography to the copy files first
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { uncountedPlurals } from "../../app/i18n/counted.ts";
import { glossaryProblems } from "../../app/i18n/glossary/index.ts";
import { isLanguage, type Language } from "../../app/i18n/languages.ts";
import { parseMessage, placeholderNames, pluralSelectors } from "../../app/i18n/message.ts";
import { pluralCategories } from "../../app/i18n/plural.ts";
import { typeset, typographyProblems } from "../../app/i18n/typography.ts";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function kind(value: Json): string {
  if (Array.isArray(value)) return "list";
  if (value === null) return "null";
  return typeof value === "object" ? "object" : typeof value;
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** Problems of one message, whatever its language. */
function messageProblems(message: string): string | null {
  try {
    parseMessage(message);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const uncounted = "counts without the plural rules";

/** A count of minutes, hours, days or items written without the language's plural rules. */
function countProblems(language: Language, message: string, where: string, out: string[]): void {
  for (const found of uncountedPlurals(language, message))
    out.push(`${where}: "${found}" ${uncounted} (write {name, plural, ...})`);
}

function compare(source: Json, translation: Json, language: string, at: string, out: string[]): void {
  const where = at || "(top)";
  if (kind(source) !== kind(translation)) {
    out.push(`${where}: ${kind(translation)} where English has ${kind(source)}`);
    return;
  }
  if (typeof source === "string" && typeof translation === "string") {
    const broken = messageProblems(translation);
    if (broken) {
      out.push(`${where}: ${broken}`);
      return;
    }
    const want = placeholderNames(source);
    const got = placeholderNames(translation);
    if (!sameSet(want, got)) {
      out.push(
        `${where}: placeholders {${[...got].join("}, {")}} where English has {${[...want].join("}, {")}}`,
      );
    }
    if (isLanguage(language)) {
      countProblems(language, translation, where, out);
      for (const p of glossaryProblems(language, translation, where)) out.push(`${where}: ${p}`);
    }
    if (isLanguage(language)) {
      for (const p of typographyProblems(language, translation)) out.push(`${where}: ${p}`);
    }
    if (language === "ar") {
      const comma = /[\u0621-\u064a][\u064b-\u0652]*\s*[,;?]/.exec(translation);
      if (comma)
        out.push(`${where}: Arabic text takes "،", "؛" and "؟" where "${comma[0]}" has a Latin sign`);
    }
    const allowed = new Set<string>(isLanguage(language) ? pluralCategories[language] : []);
    for (const selector of pluralSelectors(translation)) {
      if (!allowed.has(selector))
        out.push(`${where}: plural branch "${selector}" does not exist in ${language}`);
    }
    return;
  }
  if (Array.isArray(source) && Array.isArray(translation)) {
    if (source.length !== translation.length) {
      out.push(`${where}: ${translation.length} items where English has ${source.length}`);
    }
    source.forEach((item, i) => {
      const other = translation[i];
      if (other !== undefined) compare(item, other, language, `${at}[${i}]`, out);
    });
    return;
  }
  if (kind(source) === "object" && kind(translation) === "object") {
    const s = source as Record<string, Json>;
    const t = translation as Record<string, Json>;
    for (const key of Object.keys(s)) {
      const child = at ? `${at}.${key}` : key;
      const value = t[key];
      if (value === undefined) out.push(`${child}: missing`);
      else compare(s[key] as Json, value, language, child, out);
    }
    for (const key of Object.keys(t)) {
      if (!(key in s)) out.push(`${at ? `${at}.${key}` : key}: not in the English source`);
    }
    return;
  }
  if (source !== translation && kind(source) !== "string") {
    out.push(
      `${where}: ${JSON.stringify(translation)} where English has ${JSON.stringify(source)} (only words are translated)`,
    );
  }
}

function englishProblems(value: Json, at: string, out: string[]): void {
  if (typeof value === "string") {
    const broken = messageProblems(value);
    if (broken) out.push(`${at || "(top)"}: ${broken}`);
    else countProblems("en", value, at || "(top)", out);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      englishProblems(item, `${at}[${i}]`, out);
    });
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) englishProblems(child, at ? `${at}.${key}` : key, out);
  }
}

function readJson(file: string, out: string[]): Json | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Json;
  } catch (error) {
    out.push(`${file}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

/** Every problem of every copy directory under `root`, as "file: key: problem" lines. */
export function checkCopy(root: string): string[] {
  const problems: string[] = [];
  const dirs = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === "en.json")
    .map((e) => e.parentPath);
  for (const dir of dirs.sort()) {
    const rel = (name: string) => path.relative(process.cwd(), path.join(dir, name));
    const parseErrors: string[] = [];
    const english = readJson(path.join(dir, "en.json"), parseErrors);
    problems.push(...parseErrors);
    if (english === undefined) continue;
    const own: string[] = [];
    englishProblems(english, "", own);
    problems.push(...own.map((p) => `${rel("en.json")}: ${p}`));
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".json") && n !== "en.json")) {
      const language = name.slice(0, -".json".length);
      if (!isLanguage(language)) {
        problems.push(`${rel(name)}: not a language of the site (en, fr, it, ar)`);
        continue;
      }
      const errors: string[] = [];
      const translation = readJson(path.join(dir, name), errors);
      if (translation !== undefined) compare(english, translation, language, "", errors);
      problems.push(...errors.map((e) => (e.startsWith(path.join(dir, name)) ? e : `${rel(name)}: ${e}`)));
    }
  }
  return problems;
}

/** A copy directory's translations beside its `en.json`. */
function translationFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === "en.json")
    .flatMap((e) =>
      readdirSync(e.parentPath)
        .filter((n) => n.endsWith(".json") && isLanguage(n.slice(0, -".json".length)) && n !== "en.json")
        .map((n) => path.join(e.parentPath, n)),
    );
}

/**
 * Applies each translation's typography to its copy file in place, string by string, so that the
 * file's layout stays as it is; returns the files changed.
 */
export function fixTypography(root: string): string[] {
  const changed: string[] = [];
  for (const file of translationFiles(root)) {
    const language = path.basename(file, ".json") as Language;
    const raw = readFileSync(file, "utf8");
    // Every JSON string in turn, as it is written in the file; a key (followed by ":") stays.
    const next = raw.replace(/"(?:[^"\\]|\\.)*"/g, (literal, at: number) => {
      if (/^\s*:/.test(raw.slice(at + literal.length, at + literal.length + 8))) return literal;
      const value = JSON.parse(literal) as string;
      const fixed = typeset(language, value);
      return fixed === value ? literal : JSON.stringify(fixed);
    });
    if (next !== raw) {
      writeFileSync(file, next);
      changed.push(file);
    }
  }
  return changed;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const fix = args.includes("--fix");
  const roots = args.filter((a) => a !== "--fix");
  if (roots.length === 0) roots.push("app", "server");
  if (fix)
    for (const root of roots) for (const file of fixTypography(root)) console.log(`copy: typeset ${file}`);
  const problems = roots.flatMap((root) => checkCopy(root));
  if (problems.length > 0) {
    console.error(`copy: ${problems.length} problem${problems.length === 1 ? "" : "s"} in the copy files`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log("copy: every translation matches its English source");
}
