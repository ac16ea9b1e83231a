/**
 * Marketing claims and business constants shared by several pages. Claims differ from page to
 * page on purpose: each page shows the figure the specification gives it, so every variant has
 * its own name here. Each figure lives in this one place as a number; `claimsIn(language, words)`
 * writes them all in one language, with the words of `copy/claims/<language>.json` for units
 * ("business days", "up to") and the language's number forms (`app/i18n/format.ts`). The
 * English constants below (`accuracy`, `turnaround`...) are the same builder's English output,
 * kept for the pages that are not translated yet.
 */
import {
  formatAtLeastIn,
  formatCompactIn,
  formatCompactUsdIn,
  formatCurrencyIn,
  formatNumberIn,
  formatPercentIn,
} from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { claimFigures, pipelineFiguresIn, type Range, type Turnaround } from "./claim-figures.ts";
import claimsEn from "./copy/claims/en.json" with { type: "json" };

/** The words of the claims in one language, in the shape of `copy/claims/en.json`. */
export type ClaimsCopy = typeof claimsEn;

/**
 * Every claim written in one language: the same keys the pages have always read, each a string
 * ready to show ("99.9%" / "99,9 %", "24-48h" / "24-48 h", "$50M+" / "50 M $US+").
 */
export function claimsIn(language: Language, words: ClaimsCopy) {
  const f = claimFigures;
  const number = (value: number) => formatNumberIn(language, value);
  const percent = (share: number) => formatPercentIn(language, share);
  const atLeast = (value: number) => formatAtLeastIn(language, number(value));
  const message = (template: string, values: Record<string, string | number> = {}) =>
    formatMessage(language, template, values);
  const range = (template: string, r: Range) => message(template, { min: number(r.min), max: number(r.max) });
  const turnaroundOf = (t: Turnaround): string => {
    switch (t.unit) {
      case "sameDay":
        return words.turnaround.sameDay;
      case "upToHours":
      case "underMinutes":
      case "underSeconds":
        return message(words.turnaround[t.unit], { max: t.max });
      default:
        return range(words.turnaround[t.unit], t);
    }
  };
  const turnaround = Object.fromEntries(
    Object.entries(f.turnaround).map(([key, t]) => [key, turnaroundOf(t)]),
  ) as Record<keyof typeof f.turnaround, string>;
  /** Hour ranges spelled out: "24-48h" becomes "24-48 hours". */
  const turnaroundInWords = Object.fromEntries(
    Object.entries(f.turnaround).map(([key, t]) => [
      key,
      t.unit === "hours" ? range(words.turnaround.hoursLong, t) : turnaroundOf(t),
    ]),
  ) as Record<keyof typeof f.turnaround, string>;
  const discount = (d: { items: number; orMore: boolean; discount: number }) => ({
    items: message(d.orMore ? words.terms.itemsOrMore : words.terms.items, { count: d.items }),
    discount: percent(d.discount),
  });
  const usdPlus = (usd: number) => formatAtLeastIn(language, formatCompactUsdIn(language, usd));

  return {
    accuracy: {
      general: percent(f.accuracy.general),
      watches: percent(f.accuracy.watches),
      jewelryService: percent(f.accuracy.jewelryService),
      collectibles: percent(f.accuracy.collectibles),
      business: percent(f.accuracy.business),
    },
    brandCounts: {
      faq: atLeast(f.brandCounts.faq),
      site: atLeast(f.brandCounts.site),
      marketing: atLeast(f.brandCounts.marketing),
    },
    /** The same floors inside a sentence: "200+ brands", "plus de 200 marques", "oltre 200 marchi". */
    brandCountsInText: {
      faq: message(words.terms.atLeast, { value: number(f.brandCounts.faq) }),
      site: message(words.terms.atLeast, { value: number(f.brandCounts.site) }),
      marketing: message(words.terms.atLeast, { value: number(f.brandCounts.marketing) }),
    },
    pipelineFigures: pipelineFiguresIn(language),
    headline: {
      authenticatedValue: usdPlus(f.headline.authenticatedValueUsd),
      rating: formatNumberIn(language, f.headline.rating, 1, 1),
      cities: atLeast(f.headline.cities),
      itemsAuthenticated: formatAtLeastIn(language, formatCompactIn(language, f.headline.itemsAuthenticated)),
      support: words.support,
      hotelPartners: atLeast(f.headline.hotelPartners),
      basedIn: words.basedIn,
    },
    turnaround,
    turnaroundInWords,
    priceRanges: {
      handbag: { min: 149, max: 999 },
      watch: { min: 199, max: 1999 },
      typicalProfessional: {
        min: 150,
        max: 500,
        days: range(words.turnaround.businessDays, f.typicalProfessionalDays),
      },
    },
    serviceTerms: {
      refundWindowDays: 30,
      satisfactionGuarantee: percent(f.serviceTerms.satisfactionGuarantee),
      discounts: [discount(f.serviceTerms.discounts[0]), discount(f.serviceTerms.discounts[1])] as const,
      paymentPlan: {
        installments: `${number(f.serviceTerms.installments.min)}-${number(f.serviceTerms.installments.max)}`,
        over: 1000,
      },
      collectiblesCertificationOver: 5000,
      revaluation: range(words.terms.everyYears, f.serviceTerms.revaluationYears),
      costShareOfValue: `${number(f.serviceTerms.costShareOfValue.min * 100)}-${percent(f.serviceTerms.costShareOfValue.max)}`,
    },
    businessClaims: {
      costPerAuthentication: formatCurrencyIn(language, f.business.costPerAuthenticationUsd, "USD", 0),
      reduction: message(words.terms.over, { value: percent(f.business.reduction) }),
      liabilityPlusWindow: range(words.turnaround.days, f.business.liabilityPlusWindowDays),
      confidenceThreshold: percent(f.business.confidenceThreshold),
      zapierApps: number(f.business.zapierApps),
    },
    marketStats: {
      returnFraud: formatCompactUsdIn(language, f.market.returnFraudUsd),
      traditionalAuthentication: range(words.turnaround.days, f.market.traditionalAuthenticationDays),
      trustGap: percent(f.market.trustGap),
      resaleMarket: f.market.resaleMarket.map((point) => ({
        year: point.estimate ? message(words.estimate, { year: String(point.year) }) : String(point.year),
        value: formatCompactUsdIn(language, point.usd),
      })),
    },
  };
}

/** Every claim in one language, as `claimsIn` writes them. */
export type Claims = ReturnType<typeof claimsIn>;

/** The award in one language: its name, and the press-strip text that quotes it. */
export function awardIn(
  words: Pick<ClaimsCopy, "award">,
  language: Language = "en",
): { text: string; short: string } {
  return {
    text: formatMessage(language, words.award.text, { name: words.award.name }),
    short: words.award.name,
  };
}

export { categoryCounts, claimFigures, pipelineFiguresIn } from "./claim-figures.ts";
export { companyAddress } from "./company.ts";

/** Starting prices in USD. */
export const startingPrices = {
  handbag: 149,
  watch: 199,
  jewelry: 249,
  collectibles: 299,
} as const;
