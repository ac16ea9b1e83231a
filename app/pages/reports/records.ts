/**
 * The /reports page's records: ids, dates and download counts, in order, and the figures the
 * reports' words quote. The words are in copy/, by report id.
 */
import { marketStats, turnaround } from "#app/data/claims.ts";

export interface Report {
  id:
    | "luxury-resale-market-2026"
    | "handbag-counterfeit-trends"
    | "watch-authentication-review"
    | "return-fraud-and-trust";
  /** ISO date. */
  publishDate: string;
  /**
   * How often the summary was downloaded. No download counter exists yet, so none is claimed:
   * `null` hides the figure until a real one is recorded.
   */
  downloadCount: number | null;
}

export const reports: readonly Report[] = [
  { id: "luxury-resale-market-2026", publishDate: "2026-11-02", downloadCount: null },
  { id: "handbag-counterfeit-trends", publishDate: "2026-10-12", downloadCount: null },
  { id: "watch-authentication-review", publishDate: "2026-09-21", downloadCount: null },
  { id: "return-fraud-and-trust", publishDate: "2026-08-30", downloadCount: null },
];

const resale = marketStats.resaleMarket;
const firstResale = resale[0];
const lastResale = resale[resale.length - 1];

/** The figures the reports' insights quote, by placeholder name. */
export const reportFigures = {
  firstValue: String(firstResale?.value),
  firstYear: String(firstResale?.year),
  lastValue: String(lastResale?.value),
  lastYear: String(lastResale?.year),
  resaleByYear: resale.map((r) => `${r.value} (${r.year})`).join(", "),
  preSale: turnaround.preSale,
  returnFraud: marketStats.returnFraud,
  trustGap: marketStats.trustGap,
  traditionalAuthentication: marketStats.traditionalAuthentication,
};

/** The address of a report's downloadable summary. */
export function reportFile(report: Pick<Report, "id">): string {
  return `/reports/${report.id}.txt`;
}
