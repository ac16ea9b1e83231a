/**
 * The three guides' figures and structure: addresses, dates, reading times, where each guide's
 * closing links lead, and the figures its words quote. The words are in copy/ (one document per
 * guide, chapters and blocks as JSON); figures shared with other pages come from claims.ts, and
 * the Rolex facts (bezel clicks, date magnification) live here once.
 */
import { type Claims, startingPrices } from "#app/data/claims.ts";
import { usd } from "#app/data/products.ts";
import { longDate, monthNames } from "#app/i18n/dates.ts";
import { formatCurrencyIn, formatNumberIn, formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";

export type GuideId = "rolex" | "handbag" | "fraud";

/** Facts about Rolex watches that the Rolex guide quotes. */
export const rolexFacts = {
  bezelClicks: 120,
  /** How many times the cyclops lens magnifies the date; the words say "2.5x" or "2,5 fois". */
  dateMagnification: 2.5,
} as const;

/**
 * The typical professional price range: "$150-500" in English, "150–500 $US" in French,
 * "150–500 USD" in Italian, the currency after the range in Arabic too.
 */
export function professionalPriceIn(language: Language, claims: Claims): string {
  const professional = claims.priceRanges.typicalProfessional;
  if (language === "en") return `${usd(professional.min)}-${professional.max}`;
  const max = formatCurrencyIn(language, professional.max, "USD", 0);
  // Arabic's amount opens with a right-to-left mark; the range starts with the bare minimum.
  const range = `${formatNumberIn(language, professional.min)}–${max.replace(/^\u200f/, "")}`;
  return range;
}

/** The figures the guides' words quote, by placeholder name, in the language of `claims`. */
export function guideFiguresIn(language: Language, claims: Claims) {
  return {
    ...rolexFacts,
    professionalPrice: professionalPriceIn(language, claims),
    professionalDays: claims.priceRanges.typicalProfessional.days,
    watchPrice: formatUsdIn(language, startingPrices.watch),
    watchTurnaround: claims.turnaround.watches,
    handbagPrice: formatUsdIn(language, startingPrices.handbag),
    handbagTurnaround: claims.turnaroundInWords.handbags,
    returnFraud: claims.marketStats.returnFraud,
  };
}

/**
 * A guide's date as each language writes it with Western digits: "22 November 2026",
 * "22 novembre 2026", "22 نوفمبر 2026".
 */
export function guideDateIn(language: Language, isoDate: string): string {
  if (language === "en") return longDate(isoDate);
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${monthNames[language][(month ?? 1) - 1]} ${year}`;
}

/** How hard a Rolex model is to verify; its word is in copy (`rolexModels.difficulty`). */
export type Difficulty = "medium" | "high" | "veryHigh";

/** The Rolex models of the guide's table, in order; their common issues are in copy by id. */
export const rolexModels = [
  { id: "submariner", model: "Submariner", difficulty: "veryHigh" },
  { id: "daytona", model: "Daytona", difficulty: "veryHigh" },
  { id: "gmt-master-ii", model: "GMT-Master II", difficulty: "high" },
  { id: "day-date", model: "Day-Date", difficulty: "high" },
  { id: "datejust", model: "Datejust", difficulty: "medium" },
  { id: "oyster-perpetual", model: "Oyster Perpetual", difficulty: "medium" },
] as const satisfies readonly { id: string; model: string; difficulty: Difficulty }[];

export interface GuideRecord {
  path: string;
  /** ISO dates. */
  published: string;
  modified: string;
  readingMinutes: number;
  /** The closing call to action's links, in order; their labels are in copy by id. */
  links: readonly { id: string; to: string }[];
}

export const guides: Record<GuideId, GuideRecord> = {
  rolex: {
    path: "/guides/rolex-authentication",
    published: "2026-11-22",
    modified: "2026-11-22",
    readingMinutes: 9,
    links: [
      { id: "start", to: "/app/authenticate" },
      { id: "watches", to: "/authenticate/luxury-watches" },
    ],
  },
  handbag: {
    path: "/guides/handbag-authentication",
    published: "2026-11-22",
    modified: "2026-11-22",
    readingMinutes: 8,
    links: [
      { id: "start", to: "/app/authenticate" },
      { id: "services", to: "/services" },
    ],
  },
  fraud: {
    path: "/guides/fraud-prevention",
    published: "2026-11-22",
    modified: "2026-11-22",
    readingMinutes: 7,
    links: [
      { id: "start", to: "/app/authenticate" },
      { id: "faq", to: "/faq/authentication" },
    ],
  },
};
