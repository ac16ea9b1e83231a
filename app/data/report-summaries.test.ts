import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/i18n/message.ts";
import en from "./copy/reports/en.json";
import {
  englishReportFigures as reportFigures,
  reportFile,
  reportSummaries,
  reportSummaryText,
  reports,
} from "./report-summaries.ts";

describe("report summaries", () => {
  it("has four reports, each with insights and a unique file", () => {
    expect(reports).toHaveLength(4);
    expect(new Set(reports.map((r) => reportFile(r))).size).toBe(4);
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

describe("report summaries in each language", () => {
  it("has one address per report and language, English ones unchanged", () => {
    const paths = reportSummaries().map((s) => s.path);
    expect(paths).toHaveLength(16);
    expect(new Set(paths).size).toBe(16);
    expect(paths).toContain("/reports/return-fraud-and-trust.txt");
    expect(paths).toContain("/reports/return-fraud-and-trust.fr.txt");
    expect(paths).toContain("/reports/return-fraud-and-trust.ar.txt");
  });

  it("writes the French summary in French, with French figures", () => {
    const report = reports.find((r) => r.id === "return-fraud-and-trust");
    if (!report) throw new Error("missing report");
    const text = reportSummaryText(report, "fr");
    expect(text.startsWith("Fraude aux retours et déficit de confiance\n")).toBe(true);
    expect(text).toContain("Catégorie\u202f: Prévention de la fraude");
    expect(text).toContain(
      "- La fraude aux retours dans le commerce de détail est estimée à 101\u00a0Md\u00a0$US.",
    );
    expect(text).toContain("déficit de confiance de 45\u00a0%");
  });
});
