/**
 * The reports as the server answers them: each report has a plain-text summary in each language
 * (`/reports/{id}.txt` in English, `/reports/{id}.fr.txt`...), written by `reportSummaryText` from
 * the report's record (report-records.ts), the shared claims and the reports' words in that
 * language (copy/reports/) when the server answers it (server/http/report-files.ts): the page and
 * the server share them.
 */
import { type ClaimsCopy, claimsIn } from "#app/data/claims.ts";
import claimsAr from "#app/data/copy/claims/ar.json" with { type: "json" };
import claimsEn from "#app/data/copy/claims/en.json" with { type: "json" };
import claimsFr from "#app/data/copy/claims/fr.json" with { type: "json" };
import claimsIt from "#app/data/copy/claims/it.json" with { type: "json" };
import { type Language, languages } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { reportsSourceCopies } from "./copy/reports/source.ts";
import { type Report, reportFiguresIn, reportFile, reports } from "./report-records.ts";

export { type Report, reportFile, reports } from "./report-records.ts";

/** The figures the English summaries quote. */
export const englishReportFigures = reportFiguresIn("en", claimsIn("en", claimsEn));

const claimsWords: Record<Language, ClaimsCopy> = { en: claimsEn, fr: claimsFr, it: claimsIt, ar: claimsAr };

/** The plain text summary of a report in one language, as the server answers `reportFile(report, language)`. */
export function reportSummaryText(report: Report, language: Language = "en"): string {
  const copy = reportsSourceCopies[language];
  const words = copy.reports[report.id];
  const figures = reportFiguresIn(language, claimsIn(language, claimsWords[language]));
  const say = (text: string, values: Record<string, string> = figures) =>
    formatMessage(language, text, values);
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

/** Every summary the server answers: its address, the report and the language it is written in. */
export function reportSummaries(): { path: string; report: Report; language: Language }[] {
  return reports.flatMap((report) =>
    languages.map(({ code }) => ({ path: reportFile(report, code), report, language: code })),
  );
}
