import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (logic beside its source, no build needed) and `integration` (real HTTP
 * against the built server, PGlite and PostgreSQL 15, SMTP; needs `npm run build` first).
 *   npx vitest run --project unit | --project integration | <file>
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "art/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // Above the harness's wait for a server to start (240 s): a server that never answers
          // fails its test with the server's own log, not with a bare timeout.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Each file starts its own servers; one file at a time keeps the machine responsive.
          fileParallelism: false,
        },
      },
    ],
  },
});
