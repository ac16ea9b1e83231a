/**
 * `npm test`: the whole suite, in the order that fails fastest.
 * lint -> types -> unit and component tests -> production build -> server integration tests
 * (real HTTP, PGlite and PostgreSQL 15, SMTP, fuzz and burst) -> browser tests (with axe)
 * -> a Lighthouse sample.
 *
 * Ends with one line "N passed, N failed, N skipped". Above it, each on its own line: the
 * Lighthouse budgets (checks, not tests), skipped tests by name, what failed (a test, or a step
 * such as lint or the build, or a runner that stopped without its report), and tests that passed
 * only on a retry. With CI=true a skip fails the run unless tests/allowed-skips.json names it
 * with a reason.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { testBuildEnv } from "#tests/e2e/fixtures/site.ts";
import { ensureChromium } from "./ensure-browser.ts";
import { readAllowList, readPlaywright, readVitest, type StepCounts, summarise } from "./summary.ts";

const root = path.resolve(import.meta.dirname, "../..");
const ci = Boolean(process.env.CI) && process.env.CI !== "false";
const allowed = readAllowList(readFileSync(path.join(root, "tests/allowed-skips.json"), "utf8"));
const chrome = ensureChromium();
mkdirSync("reports", { recursive: true });

const steps: StepCounts[] = [];
const stepFailures: string[] = [];
let budgets: { met: number; missed: string[] } | null = null;

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, CHROME_PATH: chrome, ...env },
  });
  const ok = result.status === 0;
  if (!ok) console.error(`${label} failed (exit ${result.status ?? result.signal})`);
  return ok;
}

/** A step that is a check, not tests: its failure is one failure, named. */
function check(label: string, command: string, args: string[], env?: Record<string, string>): boolean {
  const ok = run(label, command, args, env);
  if (!ok) stepFailures.push(label);
  return ok;
}

/**
 * A step that runs tests and writes `report`: the report is removed first, so that a runner that
 * stops before writing cannot lend an earlier run's numbers; a failed exit with no failed test in
 * the report counts as one failure of the step.
 */
function tests(
  label: string,
  report: string,
  read: (json: never) => StepCounts,
  command: string,
  args: string[],
): void {
  rmSync(report, { force: true });
  const ok = run(label, command, args);
  if (!existsSync(report)) {
    stepFailures.push(`${label} (no report written)`);
    return;
  }
  const counts = read(JSON.parse(readFileSync(report, "utf8")) as never);
  steps.push(counts);
  if (!ok && counts.failed.length === 0) stepFailures.push(`${label} (exit status, no failed test reported)`);
}

check("lint (biome)", "npx", ["biome", "ci", "."]);
check("types (tsc)", "npm", ["run", "--silent", "typecheck"]);
const readVitestHere = (json: never) => readVitest(json, root);
tests("unit and component tests (vitest)", "reports/vitest.json", readVitestHere, "npx", [
  "vitest",
  "run",
  "--project",
  "unit",
]);

if (check("production build", "npm", ["run", "--silent", "build"], testBuildEnv)) {
  tests("server integration tests (vitest)", "reports/vitest.json", readVitestHere, "npx", [
    "vitest",
    "run",
    "--project",
    "integration",
  ]);
  tests("browser tests (playwright + axe)", "reports/playwright.json", readPlaywright, "npx", [
    "playwright",
    "test",
  ]);
  // Lighthouse audits a sample here; `npm run report` audits every route. Its budgets are
  // checks of the built site, reported on their own line rather than counted as tests.
  const budgetReport = "reports/lighthouse-assert.json";
  rmSync(budgetReport, { force: true });
  const ok = run("lighthouse sample", "node", [
    "scripts/test/report.ts",
    "--sample",
    "--assert",
    "--no-build",
  ]);
  if (existsSync(budgetReport)) {
    const j = JSON.parse(readFileSync(budgetReport, "utf8")) as { passed?: number; failures?: string[] };
    budgets = { met: Number(j.passed ?? 0), missed: j.failures ?? [] };
    if (budgets.missed.length) stepFailures.push(`lighthouse budgets (${budgets.missed.length} missed)`);
    else if (!ok) stepFailures.push("lighthouse sample (exit status)");
  } else stepFailures.push("lighthouse sample (no report written)");
} else {
  stepFailures.push("integration, browser and Lighthouse steps (not run: the build failed)");
}

const summary = summarise({ steps, stepFailures, budgets, allowed, ci });
console.log("");
for (const line of summary.lines) console.log(line);
process.exit(summary.failed > 0 ? 1 : 0);
