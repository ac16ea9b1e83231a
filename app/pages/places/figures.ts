/**
 * How the places pages write their figures in each language: signed changes, return ranges,
 * amounts in the currencies of auction results, calendar dates and clock times. Built on the
 * site's formatters (no `Intl`, so no ICU start-up while a page hydrates); English keeps the forms
 * the pages have always shown ("+2.9%", "$14,200", "CHF 31,000,000", "9 November 2019", "9:00 AM").
 */
import type { AuctionCurrency } from "#app/data/market-data-records.ts";
import { longDate, monthNames } from "#app/i18n/dates.ts";
import { formatCurrencyIn, formatNumberIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";

/** Left-to-right mark: keeps a sign or a percent sign beside its number inside Arabic text. */
const lrm = "\u200e";

/** A number followed by the percent sign as the language writes it: "2.9%", "2,9 %", "2.9‎%‎". */
function withPercent(language: Language, number: string): string {
  if (language === "fr") return `${number}\u00a0%`;
  if (language === "ar") return `${number}${lrm}%${lrm}`;
  return `${number}%`;
}

/**
 * A change in percentage points, always signed and with `fractionDigits` decimals:
 * "+2.0%", "-3.4%" in English, "+2,0 %" in French, "+2,0%" in Italian, "‎+2.0‎%‎" in Arabic.
 */
export function signedPercentIn(language: Language, points: number, fractionDigits = 1): string {
  const number = formatNumberIn(language, Math.abs(points), fractionDigits, fractionDigits);
  const sign = points < 0 ? "-" : "+";
  return `${language === "ar" ? lrm : ""}${sign}${withPercent(language, number)}`;
}

/** A percentage without sign: "12%", "12 %", "12‎%‎". */
export function percentIn(language: Language, points: number): string {
  return withPercent(language, formatNumberIn(language, points, 0, 1));
}

/** An expected return range in percentage points: "+2-4%", "+2–4 %", "‎+2–4‎%‎". */
export function returnRangeIn(language: Language, range: { min: number; max: number }): string {
  const min = formatNumberIn(language, range.min);
  const max = formatNumberIn(language, range.max);
  if (language === "en") return `+${min}-${max}%`;
  return `${language === "ar" ? lrm : ""}+${withPercent(language, `${min}–${max}`)}`;
}

/** Symbols of the currencies the site does not price in, as CLDR writes them per language. */
const otherSymbols: Record<Language, Record<"CHF" | "HKD", string>> = {
  en: { CHF: "CHF ", HKD: "HK$" },
  fr: { CHF: "CHF", HKD: "$HK" },
  it: { CHF: "CHF", HKD: "HKD" },
  ar: { CHF: "CHF", HKD: "HK$" },
};

/**
 * A whole amount in its currency: "$14,200", "€8,582,500", "CHF 31,000,000", "HK$2,940,000" in
 * English; "31 000 000 CHF", "2 940 000 $HK" in French; "‏31,000,000 CHF" in Arabic.
 */
export function amountIn(language: Language, amount: number, currency: AuctionCurrency = "USD"): string {
  if (currency === "USD" || currency === "EUR") return formatCurrencyIn(language, amount, currency, 0);
  const symbol = otherSymbols[language][currency];
  const number = formatNumberIn(language, amount, 0, 0);
  if (language === "en") return `${symbol}${number}`;
  // Arabic amounts are closed with a left-to-right mark like formatCurrencyIn's ("HK$" keeps its "$").
  return language === "ar" ? `\u200f${number}\u00a0${symbol}\u200e` : `${number}\u00a0${symbol}`;
}

/** A calendar date ("2019-11-09") in long form: "9 November 2019", "9 novembre 2019", "9 نوفمبر 2019". */
export function dateIn(language: Language, isoDate: string): string {
  if (language === "en") return longDate(isoDate);
  const [year = "", month = "1", day = "1"] = isoDate.split("-");
  return `${Number(day)} ${monthNames[language][Number(month) - 1]} ${year}`;
}

/**
 * A time of day ("18:00") as each language tells it: "6:00 PM" in English, "18:00" in French and
 * Italian, "6:00 م" in Arabic (ص before noon, م after).
 */
export function clockIn(language: Language, time: string): string {
  const [hourText = "0", minutes = "00"] = time.split(":");
  const hour = Number(hourText);
  if (language === "fr" || language === "it") return `${String(hour).padStart(2, "0")}:${minutes}`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  if (language === "ar") return `${twelve}:${minutes}\u00a0${hour < 12 ? "ص" : "م"}`;
  return `${twelve}:${minutes} ${hour < 12 ? "AM" : "PM"}`;
}
