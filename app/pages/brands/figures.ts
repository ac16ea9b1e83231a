/**
 * The figures of the brand, category and comparison pages written in the page's language: prices
 * in US dollars, success rates and price changes as percentages, turnarounds as a span of hours
 * whose words come from the copy. The figures themselves stay in the records (tiers.ts, brands.ts,
 * category-pages.ts); only their writing changes with the language.
 */
import { formatNumberIn, formatPercentIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";

/** A span of hours, as the turnarounds are given: 24 to 48 hours. */
export interface Hours {
  min: number;
  max: number;
}

/** A success rate given in percent (99.8): "99.8%", "99,8 %". */
export function rateIn(language: Language, percent: number): string {
  return formatPercentIn(language, percent / 100, 1);
}

/** A price change in percent, signed: "+7%", "-3%", "+108 %". */
export function changeIn(language: Language, percent: number): string {
  const sign = percent > 0 ? "+" : percent < 0 ? "-" : "";
  return `${sign}${formatPercentIn(language, Math.abs(percent) / 100, 0)}`;
}

/** A count that is a floor ("25,000+"): the number in the language's grouping, then "+". */
export function atLeastIn(language: Language, count: number): string {
  return `${formatNumberIn(language, count)}+`;
}

/** A span of hours with the copy's words for it ("{min}-{max}h" in English). */
export function hoursIn(language: Language, message: string, hours: Hours): string {
  return formatMessage(language, message, {
    min: formatNumberIn(language, hours.min),
    max: formatNumberIn(language, hours.max),
  });
}
