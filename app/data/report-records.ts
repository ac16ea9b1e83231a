/**
 * The /reports page's records: ids and dates, in order (the download counts are counted by the
 * server: server/http/report-files.ts), and the figures the
 * reports' words quote. The words are in copy/reports/, by report id.
 */
import type { Claims } from "#app/data/claims.ts";
import type { Language } from "#app/i18n/languages.ts";

export interface Report {
  id:
    | "luxury-resale-market-2026"
    | "handbag-counterfeit-trends"
    | "watch-authentication-review"
    | "return-fraud-and-trust";
  /** ISO date. */
  publishDate: string;
}

export const reports: readonly Report[] = [
  { id: "luxury-resale-market-2026", publishDate: "2026-11-02" },
  { id: "handbag-counterfeit-trends", publishDate: "2026-10-12" },
  { id: "watch-authentication-review", publishDate: "2026-09-21" },
  { id: "return-fraud-and-trust", publishDate: "2026-08-30" },
];

/**
 * The figures the reports' insights quote, by placeholder name, from the claims in one language.
 * The year-by-year series reads "$28B (2020), ..., $77B (2026E)" in English; the other languages
 * mark estimated years with words in brackets ("2026 (est.)"), so they put the year first:
 * "2020 – 28 Md $US, ...".
 */
export function reportFiguresIn(language: Language, claims: Claims) {
  const resale = claims.marketStats.resaleMarket;
  const first = resale[0];
  const last = resale[resale.length - 1];
  const byYear =
    language === "en"
      ? resale.map((r) => `${r.value} (${r.year})`).join(", ")
      : resale.map((r) => `${r.year} \u2013 ${r.value}`).join(language === "ar" ? "\u060c " : ", ");
  return {
    firstValue: String(first?.value),
    firstYear: String(first?.year),
    lastValue: String(last?.value),
    lastYear: String(last?.year),
    resaleByYear: byYear,
    preSale: claims.turnaround.preSale,
    returnFraud: claims.marketStats.returnFraud,
    trustGap: claims.marketStats.trustGap,
    traditionalAuthentication: claims.marketStats.traditionalAuthentication,
  };
}

/**
 * The address of a report's downloadable summary in one language: `/reports/{id}.txt` in English,
 * `/reports/{id}.fr.txt` and so on in the others.
 */
export function reportFile(report: Pick<Report, "id">, language: Language = "en"): string {
  return language === "en" ? `/reports/${report.id}.txt` : `/reports/${report.id}.${language}.txt`;
}
