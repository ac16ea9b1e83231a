/**
 * What `npm test` counts, read from the reports the test runners write: passed, failed and
 * skipped tests by name, tests that passed only on a retry, and the skips CI accepts
 * (tests/allowed-skips.json). Kept apart from the runner so that the counting is unit-tested.
 */

/** One step's tests, by name ("file > describe > title"). */
export interface StepCounts {
  passed: number;
  /** Failed tests, and whole files that failed without a failed test (a hook or an import threw). */
  failed: string[];
  skipped: string[];
  /** Passed on a retry after failing: counted in `passed` and named on their own line. */
  flaky: string[];
}

const empty = (): StepCounts => ({ passed: 0, failed: [], skipped: [], flaky: [] });

interface VitestAssertion {
  ancestorTitles?: string[];
  title?: string;
  status?: string;
}
interface VitestFile {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: VitestAssertion[];
}

/** Vitest's JSON report (`reports/vitest.json`). Paths are shown relative to `root`. */
export function readVitest(json: { testResults?: VitestFile[] }, root: string): StepCounts {
  const counts = empty();
  for (const file of json.testResults ?? []) {
    const where = relative(file.name ?? "?", root);
    const named = file.assertionResults ?? [];
    const name = (a: VitestAssertion) =>
      [where, ...(a.ancestorTitles ?? []).filter((t) => t && t !== where), a.title ?? ""].join(" > ");
    // A file can fail with no failed test: a hook or an import threw, and Vitest reports the
    // tests it then left unrun as skipped. They did not run because of a failure: counted as failed.
    const brokenFile = file.status === "failed" && !named.some((a) => a.status === "failed");
    if (brokenFile)
      counts.failed.push(
        `${where} (the file failed: ${(file.message ?? "").split("\n")[0] || "no message"})`,
      );
    for (const a of named) {
      if (a.status === "passed") counts.passed++;
      else if (a.status === "failed") counts.failed.push(name(a));
      else if (brokenFile) counts.failed.push(`${name(a)} (not run)`);
      else counts.skipped.push(name(a));
    }
  }
  return counts;
}

interface PlaywrightTest {
  status?: string;
  projectName?: string;
}
interface PlaywrightSpec {
  title?: string;
  file?: string;
  tests?: PlaywrightTest[];
}
interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

/** Playwright's JSON report (`reports/playwright.json`). */
export function readPlaywright(json: { suites?: PlaywrightSuite[]; errors?: unknown[] }): StepCounts {
  const counts = empty();
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    // The top suite of a file is titled with the file itself.
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = [...here, spec.title ?? ""].join(" > ");
        if (test.status === "expected") counts.passed++;
        else if (test.status === "flaky") {
          counts.passed++;
          counts.flaky.push(name);
        } else if (test.status === "unexpected") counts.failed.push(name);
        else counts.skipped.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  for (const error of json.errors ?? [])
    counts.failed.push(
      `playwright: ${String((error as { message?: unknown }).message ?? error).split("\n")[0]}`,
    );
  return counts;
}

export interface AllowedSkip {
  test: string;
  reason: string;
}

/** The allow-list: a JSON array of `{ "test": "<name as the runner prints it>", "reason": "..." }`. */
export function readAllowList(text: string): Map<string, string> {
  const list = JSON.parse(text) as unknown;
  if (!Array.isArray(list)) throw new Error("the skip allow-list must be a JSON array");
  const allowed = new Map<string, string>();
  for (const entry of list as Partial<AllowedSkip>[]) {
    if (typeof entry?.test !== "string" || !entry.test.trim())
      throw new Error(`a skip allow-list entry has no test name: ${JSON.stringify(entry)}`);
    if (typeof entry.reason !== "string" || entry.reason.trim().length < 10)
      throw new Error(`the skip allow-list entry for "${entry.test}" gives no reason`);
    allowed.set(entry.test, entry.reason.trim());
  }
  return allowed;
}

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  /** The lines printed above the closing line, then the closing line itself. */
  lines: string[];
}

/**
 * The end of the run. `stepFailures` names steps that failed without a failed test to show for
 * it (lint, types, build, a runner that crashed, budgets missed). In CI a skip that the
 * allow-list does not name counts as a failure.
 */
export function summarise(input: {
  steps: StepCounts[];
  stepFailures: string[];
  budgets: { met: number; missed: string[] } | null;
  allowed: Map<string, string>;
  ci: boolean;
}): Summary {
  const all = empty();
  for (const s of input.steps) {
    all.passed += s.passed;
    all.failed.push(...s.failed);
    all.skipped.push(...s.skipped);
    all.flaky.push(...s.flaky);
  }
  const allowedSkips = all.skipped.filter((name) => input.allowed.has(name));
  const unlisted = all.skipped.filter((name) => !input.allowed.has(name));
  const failed = [...all.failed, ...input.stepFailures.map((s) => `step: ${s}`)];
  const lines: string[] = [];
  if (input.budgets)
    lines.push(
      `budgets (Lighthouse, not counted as tests): ${input.budgets.met} met, ${input.budgets.missed.length} missed` +
        (input.budgets.missed.length ? `: ${input.budgets.missed.join("; ")}` : ""),
    );
  for (const name of allowedSkips) lines.push(`skipped (allowed: ${input.allowed.get(name)}): ${name}`);
  if (unlisted.length) {
    if (input.ci) {
      lines.push(`skipped without an allowed reason, counted as failed in CI: ${unlisted.join("; ")}`);
      failed.push(...unlisted.map((name) => `skipped: ${name}`));
    } else lines.push(`skipped (CI would fail on these): ${unlisted.join("; ")}`);
  }
  if (failed.length) lines.push(`failed: ${failed.join("; ")}`);
  if (all.flaky.length) lines.push(`flaky (passed on retry): ${all.flaky.length}: ${all.flaky.join("; ")}`);
  const skipped = input.ci ? allowedSkips.length : all.skipped.length;
  lines.push(`${all.passed} passed, ${failed.length} failed, ${skipped} skipped`);
  return { passed: all.passed, failed: failed.length, skipped, lines };
}

function relative(file: string, root: string): string {
  const prefix = root.endsWith("/") ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}
