/**
 * `npm run build:test`: the production build with the configuration the browser tests expect
 * (tests/e2e/fixtures/site.ts), for running one spec file at a time:
 *   E2E_PORT=3105 npm run build:test && E2E_PORT=3105 npm run test:e2e -- tests/e2e/pages/x.spec.ts
 */
import { spawnSync } from "node:child_process";
import { testBuildEnv } from "#tests/e2e/fixtures/site.ts";

const result = spawnSync("npm", ["run", "--silent", "build"], {
  stdio: "inherit",
  env: { ...process.env, ...testBuildEnv },
});
process.exit(result.status ?? 1);
