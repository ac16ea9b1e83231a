import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
  },
});
