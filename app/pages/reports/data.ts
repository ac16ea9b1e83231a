/**
 * The reports as the server answers them: each report has a plain-text summary at
 * `/reports/{id}.txt`, written by `reportSummaryText` from the report's record (records.ts) and
 * the English words of the page (copy/en.json) when the server answers it
 * (server/http/report-files.ts).
 */
import { claimsIn } from "#app/data/claims.ts";
import claimsEn from "#app/data/copy/claims/en.json" with { type: "json" };
import { formatMessage } from "#app/i18n/message.ts";
import { reportsSourceCopy } from "./copy/source.ts";
import { type Report, reportFiguresIn } from "./records.ts";

export { type Report, reportFile, reports } from "./records.ts";

/** The figures the English summaries quote. */
export const englishReportFigures = reportFiguresIn("en", claimsIn("en", claimsEn));

/** The plain text summary of a report, as the server answers `reportFile(report)`. */
export function reportSummaryText(report: Report): string {
  const copy = reportsSourceCopy;
  const words = copy.reports[report.id];
  const say = (text: string, values: Record<string, string> = englishReportFigures) =>
    formatMessage("en", text, values);
  const lines = [
    words.title,
    "=".repeat(words.title.length),
    "",
    say(copy.summary.category, { category: words.category }),
    say(copy.summary.partner, { partner: words.partner }),
    say(copy.summary.published, { date: report.publishDate }),
    "",
    words.description,
    "",
    copy.summary.insights,
    "-".repeat(copy.summary.insights.length),
    ...words.insights.map((insight) => `- ${say(insight)}`),
    "",
    copy.summary.about,
    "-".repeat(copy.summary.about.length),
    ...copy.summary.aboutText,
    "",
  ];
  return lines.join("\n");
}
