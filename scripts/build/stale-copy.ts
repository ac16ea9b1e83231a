/**
 * Which translations are behind their English source. `app/i18n/translations.lock.json` records,
 * for each copy directory and language, the git blob of the `en.json` that the translation
 * translates. This command compares that English with today's, key by key:
 *   node scripts/build/stale-copy.ts            list the keys whose English changed since
 *   node scripts/build/stale-copy.ts --check    the same; exit 1 if a changed text carries a
 *                                               figure or a placeholder, or sits in a legal text
 *   node scripts/build/stale-copy.ts --record [dir ...] [--lang fr,it]
 *                                               record today's English as translated (after
 *                                               updating the translations), for the given copy
 *                                               directories (all by default) and languages
 * The build runs `--check` after the shape check (check-copy.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type Lock = Record<string, Record<string, string>>;

export const lockFile = "app/i18n/translations.lock.json";

/** Every string of a copy file by its key path ("faq.items[2].answer"). */
export function flatten(value: Json, at = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(at, value);
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) flatten(item, `${at}[${i}]`, out);
  } else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) flatten(child, at ? `${at}.${key}` : key, out);
  return out;
}

/** Copy directories (holding an `en.json`) under `root`, relative to `cwd`, with their translations. */
export function copyDirectories(root: string, cwd: string): { dir: string; languages: string[] }[] {
  return readdirSync(path.join(cwd, root), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === "en.json")
    .map((e) => path.relative(cwd, e.parentPath))
    .sort()
    .map((dir) => ({
      dir,
      languages: readdirSync(path.join(cwd, dir))
        .filter((n) => n.endsWith(".json") && n !== "en.json")
        .map((n) => n.slice(0, -".json".length))
        .sort(),
    }));
}

function git(cwd: string, args: string[], input?: string): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", input, stdio: ["pipe", "pipe", "pipe"] });
}

/** The blob id git gives a file's content (`git hash-object`), whether or not it is committed. */
export function blobOf(cwd: string, file: string): string {
  return git(cwd, ["hash-object", file]).trim();
}

export interface Stale {
  file: string;
  key: string;
  /** A changed text that carries a figure or a placeholder, or belongs to a legal text. */
  serious: boolean;
  why: string;
}

/** The keys of each translation whose English changed since the translation was recorded. */
export function staleKeys(cwd: string, lock: Lock, root = "app"): Stale[] {
  const out: Stale[] = [];
  for (const { dir, languages } of copyDirectories(root, cwd)) {
    const current = flatten(JSON.parse(readFileSync(path.join(cwd, dir, "en.json"), "utf8")) as Json);
    const legal = dir.split(path.sep).includes("legal");
    const seriousText = (text: string) => legal || /[{\d]/.test(text);
    for (const language of languages) {
      const file = path.join(dir, `${language}.json`);
      const blob = lock[dir]?.[language];
      let previous: Map<string, string>;
      if (!blob) {
        out.push({ file, key: "(all)", serious: false, why: "no record of the English it translates" });
        continue;
      }
      try {
        previous = flatten(JSON.parse(git(cwd, ["cat-file", "blob", blob])) as Json);
      } catch {
        out.push({
          file,
          key: "(all)",
          serious: false,
          why: `recorded English ${blob.slice(0, 10)} is not in git`,
        });
        continue;
      }
      for (const [key, text] of current) {
        const before = previous.get(key);
        if (before === text) continue;
        out.push({
          file,
          key,
          serious: seriousText(text),
          why: before === undefined ? "new in English" : "English changed",
        });
      }
    }
  }
  return out;
}

/** Records today's English as translated for the given directories (all) and languages (all present). */
export function record(
  cwd: string,
  lock: Lock,
  dirs: string[] = [],
  languages: string[] = [],
  root = "app",
): Lock {
  const next: Lock = structuredClone(lock);
  for (const entry of copyDirectories(root, cwd)) {
    if (dirs.length > 0 && !dirs.some((d) => path.normalize(d) === entry.dir)) continue;
    const blob = blobOf(cwd, path.join(entry.dir, "en.json"));
    for (const language of entry.languages) {
      if (languages.length > 0 && !languages.includes(language)) continue;
      next[entry.dir] = { ...next[entry.dir], [language]: blob };
    }
  }
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
}

export function readLock(cwd: string): Lock {
  const file = path.join(cwd, lockFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Lock) : {};
}

function insideGit(cwd: string): boolean {
  try {
    git(cwd, ["rev-parse", "--is-inside-work-tree"]);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const cwd = process.cwd();
  if (!insideGit(cwd)) {
    console.log("stale copy: not a git checkout, so the recorded English sources cannot be read; skipped");
    process.exit(0);
  }
  if (args[0] === "--record") {
    const langAt = args.indexOf("--lang");
    const languages = langAt >= 0 ? (args[langAt + 1] ?? "").split(",") : [];
    const dirs = args.slice(1).filter((a, i, all) => a !== "--lang" && all[i - 1] !== "--lang");
    writeFileSync(
      path.join(cwd, lockFile),
      `${JSON.stringify(record(cwd, readLock(cwd), dirs, languages), null, 2)}\n`,
    );
    console.log(`stale copy: recorded today's English in ${lockFile}`);
    process.exit(0);
  }
  const stale = staleKeys(cwd, readLock(cwd));
  const serious = stale.filter((s) => s.serious);
  for (const s of stale) console.log(`${s.serious ? "error" : "warning"}: ${s.file}: ${s.key}: ${s.why}`);
  console.log(
    stale.length === 0
      ? "stale copy: every translation translates today's English"
      : `stale copy: ${stale.length} key${stale.length === 1 ? "" : "s"} behind their English, ${serious.length} carrying figures, placeholders or legal terms`,
  );
  if (args.includes("--check") && serious.length > 0) process.exit(1);
}
