import { describe, expect, it } from "vitest";
import { reportFile, reportSummaryText, reports } from "./data.ts";

describe("report summaries", () => {
  it("has four reports, each with insights and a unique file", () => {
    expect(reports).toHaveLength(4);
    expect(new Set(reports.map(reportFile)).size).toBe(4);
    for (const report of reports) expect(report.insights.length).toBeGreaterThan(0);
  });

  it("summaries carry the title and every insight", () => {
    for (const report of reports) {
      const text = reportSummaryText(report);
      expect(text.startsWith(`${report.title}\n`)).toBe(true);
      for (const insight of report.insights) expect(text).toContain(`- ${insight}`);
    }
  });
});
