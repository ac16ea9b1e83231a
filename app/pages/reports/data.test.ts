import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/i18n/message.ts";
import en from "./copy/en.json";
import { englishReportFigures as reportFigures, reportFile, reportSummaryText, reports } from "./data.ts";

describe("report summaries", () => {
  it("has four reports, each with insights and a unique file", () => {
    expect(reports).toHaveLength(4);
    expect(new Set(reports.map(reportFile)).size).toBe(4);
    for (const report of reports) expect(en.reports[report.id].insights.length).toBeGreaterThan(0);
  });

  it("summaries carry the title and every insight", () => {
    for (const report of reports) {
      const text = reportSummaryText(report);
      const words = en.reports[report.id];
      expect(text.startsWith(`${words.title}\n`)).toBe(true);
      for (const insight of words.insights) {
        expect(text).toContain(`- ${formatMessage("en", insight, reportFigures)}`);
      }
    }
  });
});
