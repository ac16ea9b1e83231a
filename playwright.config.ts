import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, findChromium } from "./scripts/ensure-browser.ts";
import { testBuildEnv, testPort } from "./tests/e2e/fixtures/site.ts";

/** Browser tests against the production build served by the project's own server. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${testPort}`,
    launchOptions: { executablePath: findChromium() ?? undefined, args: chromiumFlags },
    trace: "retain-on-failure",
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node server/main.ts",
    url: `http://localhost:${testPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...testBuildEnv, PORT: String(testPort), LOG_LEVEL: "warn", DATA_DIR: "data/e2e" },
    stdout: "pipe",
    stderr: "pipe",
  },
});
