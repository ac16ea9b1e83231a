/**
 * The /reports page (spec 001 section 2 "Reports", section 3 "Report"). Each report has a plain
 * text summary at `/reports/{id}.txt`, written from this record by `reportSummaryText` when the
 * server answers it (server/http/report-files.ts).
 */
import { marketStats, turnaround } from "#app/data/claims.ts";

export interface Report {
  id: string;
  title: string;
  description: string;
  /** ISO date. */
  publishDate: string;
  /**
   * How often the summary was downloaded. No download counter exists yet, so none is claimed:
   * `null` hides the figure until a real one is recorded.
   */
  downloadCount: number | null;
  category: string;
  partner: string;
  insights: readonly string[];
}

const resale = marketStats.resaleMarket;
const firstResale = resale[0];
const lastResale = resale[resale.length - 1];

export const reports: readonly Report[] = [
  {
    id: "luxury-resale-market-2026",
    title: "Luxury Resale Market Outlook 2026",
    description:
      "How the pre-owned luxury market has grown, where it is heading, and what that growth means for buyers, sellers and the trust between them.",
    publishDate: "2026-11-02",
    downloadCount: null,
    category: "Market Analysis",
    partner: "Research team",
    insights: [
      `The resale market grew from ${firstResale?.value} in ${firstResale?.year} to an estimated ${lastResale?.value} in ${lastResale?.year}.`,
      `Year by year: ${resale.map((r) => `${r.value} (${r.year})`).join(", ")}.`,
      "Growth is strongest in categories where authenticity can be proven at the point of sale.",
    ],
  },
  {
    id: "handbag-counterfeit-trends",
    title: "Handbag Counterfeit Trends",
    description:
      "The construction details counterfeiters now copy well, the ones they still get wrong, and how buyers can tell the difference.",
    publishDate: "2026-10-12",
    downloadCount: null,
    category: "Authentication",
    partner: "Authentication specialists",
    insights: [
      "High-grade copies now imitate stitching and leather closely; hardware weight and heat-stamp depth remain the most reliable tells.",
      "Date codes and serial stickers in a correct format prove little on their own, because real codes are copied onto fakes.",
      "Microchipped bags need a reader or the brand's own check; a chip alone does not make a bag genuine.",
    ],
  },
  {
    id: "watch-authentication-review",
    title: "Luxury Watch Authentication Review",
    description:
      "Where watch fraud is moving: super clones, genuine watches fitted with aftermarket parts, and the checks that separate them.",
    publishDate: "2026-09-21",
    downloadCount: null,
    category: "Watches",
    partner: "Auction house partners",
    insights: [
      "Aftermarket dials and bezels on genuine cases are now as much a risk to buyers as complete counterfeits.",
      "Steel sports models attract the best copies and need movement photos, not only dial and case shots.",
      `Auction consignments are best authenticated before cataloguing: pre-sale checks take ${turnaround.preSale}.`,
    ],
  },
  {
    id: "return-fraud-and-trust",
    title: "Return Fraud and the Trust Gap",
    description:
      "How switched returns and slow authentication erode trust in online luxury sales, and what retailers and resellers can do about it.",
    publishDate: "2026-08-30",
    downloadCount: null,
    category: "Fraud Prevention",
    partner: "Retail and insurance partners",
    insights: [
      `Retail return fraud is estimated at ${marketStats.returnFraud}.`,
      `Consumers report a ${marketStats.trustGap} trust gap when buying pre-owned luxury online.`,
      `Traditional authentication takes ${marketStats.traditionalAuthentication}, long enough for a return window to close before a swap is found.`,
    ],
  },
];

/** The address of a report's downloadable summary. */
export function reportFile(report: Report): string {
  return `/reports/${report.id}.txt`;
}

/** The plain text summary of a report, as the server answers `reportFile(report)`. */
export function reportSummaryText(report: Report): string {
  const lines = [
    report.title,
    "=".repeat(report.title.length),
    "",
    `Category: ${report.category}`,
    `Prepared with: ${report.partner}`,
    `Published: ${report.publishDate}`,
    "",
    report.description,
    "",
    "Key insights",
    "------------",
    ...report.insights.map((insight) => `- ${insight}`),
    "",
    "About this summary",
    "------------------",
    "This plain-text summary is the downloadable edition of the report. Market figures are the",
    "estimates quoted on our website; authentication observations come from our specialists' review",
    "work. For custom research or the data behind a figure, contact us through the contact page.",
    "",
  ];
  return lines.join("\n");
}
