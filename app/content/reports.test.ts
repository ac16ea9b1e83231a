import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reportFile, reportSummaryText, reports } from "./reports.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

describe("report summaries", () => {
  it("has four reports, each with insights and a unique file", () => {
    expect(reports).toHaveLength(4);
    expect(new Set(reports.map(reportFile)).size).toBe(4);
    for (const report of reports) expect(report.insights.length).toBeGreaterThan(0);
  });

  it.each(reports.map((r) => [r.id, r] as const))("public file of %s matches its record", (_id, report) => {
    const file = path.join(publicDir, reportFile(report));
    const text = reportSummaryText(report);
    if (process.env.UPDATE_REPORTS === "1") writeFileSync(file, text);
    expect(readFileSync(file, "utf8")).toBe(text);
  });

  it("summaries carry the title and every insight", () => {
    for (const report of reports) {
      const text = reportSummaryText(report);
      expect(text.startsWith(`${report.title}\n`)).toBe(true);
      for (const insight of report.insights) expect(text).toContain(`- ${insight}`);
    }
  });
});
