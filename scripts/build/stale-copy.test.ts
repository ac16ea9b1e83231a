import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Lock, record, staleKeys } from "./stale-copy.ts";

let repo = "";

function write(file: string, value: unknown) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), JSON.stringify(value));
}

function commit() {
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "pipe" });
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "copy");
}

function setUp(): Lock {
  repo = mkdtempSync(path.join(tmpdir(), "stale-copy-"));
  execFileSync("git", ["init", "-q"], { cwd: repo });
  write("app/pages/faq/copy/en.json", { title: "Questions", count: "{n} answers", intro: "Read on" });
  write("app/pages/faq/copy/fr.json", { title: "Questions", count: "{n} réponses", intro: "Lisez la suite" });
  write("app/pages/legal/copy/en.json", { body: "We keep your data" });
  write("app/pages/legal/copy/fr.json", { body: "Nous gardons vos données" });
  commit();
  return record(repo, {});
}

afterEach(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe("stale translations", () => {
  it("finds none right after the English is recorded", () => {
    const lock = setUp();
    expect(Object.keys(lock)).toEqual(["app/pages/faq/copy", "app/pages/legal/copy"]);
    expect(staleKeys(repo, lock)).toEqual([]);
  });

  it("lists each key whose English changed or is new, and flags figures and legal terms", () => {
    const lock = setUp();
    write("app/pages/faq/copy/en.json", {
      title: "Questions",
      count: "{n} answers in all",
      intro: "Read on below",
      more: "More",
    });
    write("app/pages/legal/copy/en.json", { body: "We keep your data for a year" });
    commit();
    expect(staleKeys(repo, lock).map((s) => `${s.file} ${s.key} ${s.serious} ${s.why}`)).toEqual([
      "app/pages/faq/copy/fr.json count true English changed",
      "app/pages/faq/copy/fr.json intro false English changed",
      "app/pages/faq/copy/fr.json more false new in English",
      "app/pages/legal/copy/fr.json body true English changed",
    ]);
    // Recording today's English for French clears the list.
    expect(staleKeys(repo, record(repo, lock, [], ["fr"]))).toEqual([]);
  });

  it("says when a translation has no record of its English", () => {
    setUp();
    expect(staleKeys(repo, {}).map((s) => `${s.file} ${s.key} ${s.why}`)).toEqual([
      "app/pages/faq/copy/fr.json (all) no record of the English it translates",
      "app/pages/legal/copy/fr.json (all) no record of the English it translates",
    ]);
  });
});
