/**
 * Numbers as the site writes them, computed without `Intl` (dates: `dates.ts`).
 *
 * The first `Intl` formatter a page creates loads ICU's locale data: 12-22 ms of main thread in
 * Chromium on this project's machines, in whichever task renders the first figure while the page
 * hydrates (decision record 007). The site writes its figures in one form, US-grouped with fixed
 * fraction digits, spelled out here; `format.test.ts` pins it against `Intl` itself.
 */

/** Digits of a non-negative decimal string's whole part, grouped by three with commas. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * Rounds the decimal `whole.fraction` half away from zero to `places` fraction digits, on its
 * decimal digits (as `Intl` does: 1.005 gives 1.01, where `toFixed` gives 1.00).
 */
function roundDecimal(whole: string, fraction: string, places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction];
  const roundUp = fraction.charCodeAt(places) >= 53; // "5"
  const kept = `${whole}${fraction.slice(0, places)}`;
  if (!roundUp) return [whole, fraction.slice(0, places)];
  const digits = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
  const split = digits.length - places;
  return [digits.slice(0, split) || "0", digits.slice(split)];
}

/** "1.5e+21" and "1e-7", as `String` writes the shortest form at the extremes, without exponent. */
function plainDecimal(shortest: string): string {
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(shortest);
  if (!match) return shortest;
  const [, lead = "", rest = "", exponentText = "0"] = match;
  const digits = `${lead}${rest}`;
  const point = 1 + Number(exponentText);
  if (point <= 0) return `0.${"0".repeat(-point)}${digits}`;
  return digits.padEnd(point, "0");
}

/**
 * `value` as `toLocaleString("en-US", { minimumFractionDigits, maximumFractionDigits })` writes
 * it: "1,234", "7.50", "-0" for a negative amount that rounds to nothing.
 */
export function formatNumber(value: number, minimumFractionDigits = 0, maximumFractionDigits = 0): string {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const magnitude = Math.abs(value);
  if (magnitude === Number.POSITIVE_INFINITY) return `${sign}∞`;
  const plain = plainDecimal(String(magnitude));
  const [rawWhole = "0", rawFraction = ""] = plain.split(".");
  const [whole, rounded] = roundDecimal(rawWhole, rawFraction, maximumFractionDigits);
  let fraction = rounded.replace(/0+$/, "");
  if (fraction.length < minimumFractionDigits) fraction = fraction.padEnd(minimumFractionDigits, "0");
  return `${sign}${groupThousands(whole.replace(/^0+(?=\d)/, ""))}${fraction ? `.${fraction}` : ""}`;
}

/** A USD amount as the price tables write it: whole dollars bare ($99, $3,749), else cents ($7.50). */
export function formatUsdAmount(amount: number): string {
  return formatNumber(amount, Number.isInteger(amount) ? 0 : 2, 2);
}

/**
 * How each language writes a number, after CLDR (the data behind `Intl`): the group and decimal
 * separators, and how many digits the whole part needs before it is grouped at all (Italian
 * writes 1234 but 12.345). Arabic pages use Latin digits, as CLDR's Arabic does by default.
 */
const numberSymbols = {
  en: { group: ",", decimal: ".", minimumGrouping: 1 },
  fr: { group: "\u202f", decimal: ",", minimumGrouping: 1 },
  it: { group: ".", decimal: ",", minimumGrouping: 2 },
  ar: { group: ",", decimal: ".", minimumGrouping: 1 },
} as const;

type NumberLanguage = keyof typeof numberSymbols;

/**
 * `value` as `Intl.NumberFormat(language, { minimumFractionDigits, maximumFractionDigits })`
 * writes it, without loading ICU: "1,234.5" in English, "1 234,5" in French, "1234,5" and
 * "12.345,5" in Italian.
 */
export function formatNumberIn(
  language: NumberLanguage,
  value: number,
  minimumFractionDigits = 0,
  maximumFractionDigits = Math.max(minimumFractionDigits, 3),
): string {
  const english = formatNumber(value, minimumFractionDigits, maximumFractionDigits);
  const symbols = numberSymbols[language];
  const negative = english.startsWith("-");
  const [whole = "", fraction] = (negative ? english.slice(1) : english).split(".");
  const digits = whole.replace(/,/g, "");
  const grouped =
    digits.length > 3 + symbols.minimumGrouping - 1
      ? digits.replace(/\B(?=(\d{3})+$)/g, symbols.group)
      : digits;
  const sign = negative ? (language === "ar" ? "\u200e-" : "-") : "";
  return `${sign}${grouped}${fraction === undefined ? "" : `${symbols.decimal}${fraction}`}`;
}

/** Currency symbols as CLDR writes them in each language, for the currencies the site prices in. */
const currencySymbols: Record<NumberLanguage, Record<string, string>> = {
  en: { USD: "$", EUR: "€", GBP: "£" },
  fr: { USD: "$US", EUR: "€", GBP: "£GB" },
  it: { USD: "USD", EUR: "€", GBP: "£" },
  ar: { USD: "US$", EUR: "€", GBP: "UK£" },
};

/**
 * An amount as `Intl.NumberFormat(language, { style: "currency", currency })` writes it:
 * "$1,234.50", "1 234,50 $US", "1234,50 USD", "‏1,234.50 US$". Whole amounts drop their cents
 * when `fractionDigits` is 0. Arabic amounts also end with a left-to-right mark (the one
 * difference from `Intl`): without it, inside right-to-left text, the "$" leaves "US" for the far
 * end of the amount ("$US 1,234.50").
 */
export function formatCurrencyIn(
  language: NumberLanguage,
  amount: number,
  currency: "USD" | "EUR" | "GBP" = "USD",
  fractionDigits = 2,
): string {
  const symbol = currencySymbols[language][currency] ?? currency;
  const number = formatNumberIn(language, Math.abs(amount), fractionDigits, fractionDigits);
  const minus = amount < 0 ? "-" : "";
  if (language === "en") return `${minus}${symbol}${number}`;
  if (language === "ar") return `\u200f${amount < 0 ? "\u200e-" : ""}${number}\u00a0${symbol}${arabicClose}`;
  return `${minus}${number}\u00a0${symbol}`;
}

/**
 * A USD amount as the site's prices are written in each language: cents only when there are some
 * ("$149", "$9.99", "149 $US", "9,99 USD", Arabic with its marks), or always, as prices per
 * authentication are quoted ("$7.50", "7,00 $US").
 */
export function formatUsdIn(
  language: NumberLanguage,
  amount: number,
  cents: "when-some" | "always" = "when-some",
): string {
  return formatCurrencyIn(language, amount, "USD", cents === "always" || !Number.isInteger(amount) ? 2 : 0);
}

/** A share (0.998) as `Intl.NumberFormat(language, { style: "percent" })` writes it: "99.8%", "99,8 %". */
export function formatPercentIn(language: NumberLanguage, share: number, maximumFractionDigits = 1): string {
  const number = formatNumberIn(language, share * 100, 0, maximumFractionDigits);
  if (language === "fr") return `${number}\u00a0%`;
  if (language === "ar") return `${number}\u200e%\u200e`;
  return `${number}%`;
}

/**
 * How each language abbreviates thousands, millions and billions, after CLDR's short compact
 * forms (`Intl.NumberFormat(language, { notation: "compact" })`): the letter or word with the
 * no-break space before it (none in English, nor in Italian thousands). Arabic names thousands
 * in the plural from 3 to 10 ("5 آلاف").
 */
const compactForms: Record<NumberLanguage, { k: string; m: string; b: string; kFew?: string }> = {
  en: { k: "K", m: "M", b: "B" },
  fr: { k: "\u00a0k", m: "\u00a0M", b: "\u00a0Md" },
  it: { k: "K", m: "\u00a0Mln", b: "\u00a0Mld" },
  ar: { k: "\u00a0ألف", m: "\u00a0مليون", b: "\u00a0مليار", kFew: "\u00a0آلاف" },
};

/** Closes an Arabic amount so that its currency sign stays beside its letters ("US$"). */
const arabicClose = "\u200e";

/** The currency part of a compact amount: "$50M", "50 M $US", "50 Mln USD", "50 مليون US$". */
const compactCurrencySymbols: Record<NumberLanguage, string> = { en: "$", fr: "$US", it: "USD", ar: "US$" };

/**
 * A round figure in its language's short compact form: 100000 -> "100K", "100 k", "100K",
 * "100 ألف"; 50000000 -> "50M", "50 M", "50 Mln", "50 مليون". For the site's headline figures,
 * which are whole multiples of their unit; `format.test.ts` pins the forms against `Intl`.
 */
export function formatCompactIn(language: NumberLanguage, value: number): string {
  const forms = compactForms[language];
  const magnitude = Math.abs(value);
  const [divisor, unit] =
    magnitude >= 1e9
      ? [1e9, forms.b]
      : magnitude >= 1e6
        ? [1e6, forms.m]
        : magnitude >= 1e3
          ? [1e3, forms.k]
          : [1, ""];
  const scaled = Math.round((value / divisor) * 10) / 10;
  const number = formatNumberIn(language, scaled, 0, 1);
  if (!unit) return number;
  const word = divisor === 1e3 && forms.kFew && scaled >= 3 && scaled <= 10 ? forms.kFew : unit;
  return `${number}${word}`;
}

/**
 * A round amount in US dollars in its language's short compact form: "$50M", "50 M $US",
 * "50 Mln USD", "50 مليون US$" (in Arabic between a right-to-left mark, as `Intl` writes it, and
 * a left-to-right one, as `formatCurrencyIn` closes it).
 */
export function formatCompactUsdIn(language: NumberLanguage, amount: number): string {
  const compact = formatCompactIn(language, amount);
  const symbol = compactCurrencySymbols[language];
  if (language === "en") return `${symbol}${compact}`;
  if (language === "ar") return `\u200f${compact}\u00a0${symbol}${arabicClose}`;
  return `${compact}\u00a0${symbol}`;
}

/**
 * Lets a left-to-right figure ("300+", "24/7") keep its order inside a right-to-left sentence: in
 * Arabic it is wrapped in a left-to-right isolate (U+2066 ... U+2069), elsewhere returned as is.
 */
export function isolateFigure(language: NumberLanguage, text: string): string {
  return language === "ar" ? `\u2066${text}\u2069` : text;
}

/**
 * A figure the site states as a floor: "300+", "50M+". Arabic writes the sign first ("+300",
 * "+50 مليون"): in a right-to-left line it then stands just right of the figure and is read first,
 * as Arabic copy writes it, where a trailing "+" would be thrown to the far end.
 */
export function formatAtLeastIn(language: NumberLanguage, text: string): string {
  return language === "ar" ? `+${text}` : `${text}+`;
}
