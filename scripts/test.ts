/**
 * `npm test`: the whole suite, in the order that fails fastest.
 * lint -> types -> unit and component tests -> production build -> server integration tests
 * (real HTTP, PGlite and PostgreSQL 15, SMTP, fuzz and burst) -> browser tests (with axe)
 * -> a Lighthouse sample. Ends with one line "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { testBuildEnv } from "../tests/e2e/fixtures/site.ts";
import { ensureChromium } from "./ensure-browser.ts";

const chrome = ensureChromium();
mkdirSync("reports", { recursive: true });

let passed = 0;
let failed = 0;

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

function count(file: string, read: (json: Record<string, unknown>) => { passed: number; failed: number }) {
  if (!existsSync(file)) return;
  const counts = read(JSON.parse(readFileSync(file, "utf8")));
  passed += counts.passed;
  failed += counts.failed;
}

const steps: boolean[] = [];
steps.push(run("lint (biome)", "npx", ["biome", "ci", "."]));
steps.push(run("types (tsc)", "npm", ["run", "--silent", "typecheck"]));
steps.push(run("unit and component tests (vitest)", "npx", ["vitest", "run", "--project", "unit"]));
count("reports/vitest.json", (j) => ({
  passed: Number(j.numPassedTests ?? 0),
  failed: Number(j.numFailedTests ?? 0),
}));

const built = run("production build", "npm", ["run", "--silent", "build"], testBuildEnv);
steps.push(built);
if (built) {
  rmSync("reports/vitest.json", { force: true });
  steps.push(run("server integration tests (vitest)", "npx", ["vitest", "run", "--project", "integration"]));
  count("reports/vitest.json", (j) => ({
    passed: Number(j.numPassedTests ?? 0),
    failed: Number(j.numFailedTests ?? 0),
  }));
  steps.push(run("browser tests (playwright + axe)", "npx", ["playwright", "test"]));
  count("reports/playwright.json", (j) => {
    const stats = j.stats as { expected?: number; unexpected?: number; flaky?: number } | undefined;
    return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
  });
  // Lighthouse audits a sample here; `npm run report` audits every route.
  steps.push(run("lighthouse sample", "node", ["scripts/report.ts", "--sample", "--assert", "--no-build"]));
  count("reports/lighthouse-assert.json", (j) => ({
    passed: Number(j.passed ?? 0),
    failed: Number(j.failed ?? 0),
  }));
}

const stepFailures = steps.filter((ok) => !ok).length;
if (stepFailures > 0 && failed === 0) failed = stepFailures;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(stepFailures > 0 || failed > 0 ? 1 : 0);
