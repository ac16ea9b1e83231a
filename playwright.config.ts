import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, findChromium } from "./scripts/test/ensure-browser.ts";
import { testBuildEnv, testPort } from "./tests/e2e/fixtures/site.ts";
import { stripeEnv, stripeStandInOrigin } from "./tests/e2e/fixtures/stripe.ts";

// A fresh database and mail folder per run (set once, inherited by the workers).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "collect-e2e-"));

/** Browser tests against the production build served by the project's own server. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // In CI one retry: a test that passes only on its second run is reported as flaky, and
  // `npm test` names it on its own line above the closing counts, while a real failure fails
  // twice. Two cores carry the server, two browsers and axe at once, and a handful of
  // timing-bound tests wobble under that load.
  retries: process.env.CI ? 1 : 0,
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
  webServer: [
    {
      // The local Stripe stand-in (tests/support/stripe-stand-in.ts): the site's SDK points at it,
      // its hosted page pays and sends the signed webhooks to the site.
      command: "node tests/e2e/fixtures/stripe-stand-in-server.ts",
      url: `${stripeStandInOrigin}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // The review desk's staff accounts first (tests/e2e/fixtures/seed-staff.ts), then the server.
      command: "node tests/e2e/fixtures/seed-staff.ts && node server/main.ts",
      url: `http://localhost:${testPort}/healthz`,
      reuseExistingServer: false,
      // The embedded database compiles on first start: slow on a busy machine.
      timeout: 180_000,
      env: {
        ...testBuildEnv,
        PORT: String(testPort),
        LOG_LEVEL: "warn",
        DATA_DIR: process.env.E2E_DATA_DIR,
        // Generous limits: every test posts from the same address.
        RATE_LIMIT_MAX: "1000000",
        PAGE_BUDGET_BURST: "1000000",
        CERTIFICATE_LOOKUP_MAX: "1000000",
        // Lets the certificate tests issue and revoke (tests/e2e/fixtures/certificates.ts).
        ISSUER_API_KEY: "e2e-issuer-key-0123456789",
        // Purchases through the Stripe stand-in above (tests/e2e/fixtures/stripe.ts).
        ...stripeEnv,
      },
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
