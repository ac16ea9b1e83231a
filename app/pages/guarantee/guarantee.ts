import { claimFigures } from "#app/data/claims.ts";
import { formatCurrencyIn, formatNumberIn, formatPercentIn, formatUsdAmount } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import {
  authenticServiceCredit,
  calculatorExamples,
  coverageDays,
  disputeFeeBands,
  filingWindowDays,
  replicaPayoutCap,
  resolutionTargetBusinessDays,
} from "./data.ts";

/**
 * An amount of the guarantee. English writes it with the currency code first, as the terms do
 * ("USD 2,000", with a no-break space so the amount never breaks from its code); the other languages write it as their own price tables do ("2 000 $US",
 * "2000 USD", Arabic with its direction marks). Cents appear only when there are some.
 */
export function formatUsdCode(amount: number, language: Language = "en"): string {
  if (language === "en") return `USD\u00a0${formatUsdAmount(amount)}`;
  return formatCurrencyIn(language, amount, "USD", Number.isInteger(amount) ? 0 : 2);
}

/** The figures the page's words quote, by placeholder name, written for `language`. */
export function guaranteeValuesIn(language: Language) {
  return {
    coverageDays,
    filingDays: filingWindowDays,
    resolutionDays: resolutionTargetBusinessDays,
    payoutIndividual: formatUsdCode(replicaPayoutCap.individual, language),
    payoutBusiness: formatUsdCode(replicaPayoutCap.business, language),
    creditIndividual: formatUsdCode(authenticServiceCredit.individual, language),
    creditBusiness: formatUsdCode(authenticServiceCredit.business, language),
    threshold: formatPercentIn(language, claimFigures.business.confidenceThreshold),
  };
}

/** The calculator's own figures: the example payouts of its hint and the amount it must exceed. */
export function calculatorValuesIn(language: Language) {
  return {
    small: formatNumberIn(language, calculatorExamples.small),
    large: formatNumberIn(language, calculatorExamples.large),
    zero: formatUsdCode(0, language),
  };
}

/** How the fee bands are worded: the first (up to), a middle one (from, to) and the last (from). */
export interface FeeBandWords {
  first: string;
  middle: string;
  last: string;
}

/** The band labels: "under USD 500", "USD 500 to 999", "USD 1,000 and above" (in English). */
export function feeBandLabel(
  language: Language,
  words: FeeBandWords,
  index: number,
  bands = disputeFeeBands,
): string {
  const band = bands[index];
  const next = bands[index + 1];
  if (!band) throw new RangeError(`no fee band ${index}`);
  if (index === 0 && next)
    return formatMessage(language, words.first, { to: formatUsdCode(next.from, language) });
  if (!next) return formatMessage(language, words.last, { from: formatUsdCode(band.from, language) });
  return formatMessage(language, words.middle, {
    from: formatUsdCode(band.from, language),
    last: formatNumberIn(language, next.from - 1),
  });
}

export type DisputeFeeResult =
  | { ok: true; payout: number; fee: number; band: number }
  | { ok: false; reason: "empty" | "not-a-number" | "negative" | "zero" };

/**
 * What a visitor typed, as a plain decimal ("1250.5"), read the way `language` writes numbers:
 * French and Italian use a decimal comma (French groups with spaces, Italian with full stops),
 * English and Arabic a decimal point with comma groups. Arabic-Indic digits are read as digits.
 * A currency code or sign before or after the number is dropped.
 */
function plainAmount(typed: string, language: Language): string {
  const latin = typed
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066b/g, ".");
  const bare = latin
    .replace(/[\u200e\u200f\u061c]/g, "")
    .trim()
    .replace(/^(usd|us\$|\$us|\$)\s*/i, "")
    .replace(/\s*(usd|us\$|\$us|\$)$/i, "")
    .replace(/[\s\u066c]/g, "");
  if (language === "fr") return bare.replace(/,/g, ".");
  if (language === "it") return bare.replace(/\./g, "").replace(/,/g, ".");
  return bare.replace(/,/g, "");
}

/**
 * The dispute fee for a quoted payout in USD. Bands are closed below and
 * open above: 499.99 pays the first band, 500 the second; "USD 500 to 999" covers every amount
 * below 1,000 (999.99 included), and 1,000 starts the last band. Input may be a number or what a
 * visitor typed in the page's language (`plainAmount`): group separators, spaces, a "$" or "USD"
 * are accepted. Empty input, anything that is not a finite number, negative amounts and zero
 * (nothing to pay out) are rejected with a reason.
 */
export function disputeFee(
  quotedPayout: number | string | null | undefined,
  language: Language = "en",
): DisputeFeeResult {
  let amount: number;
  if (typeof quotedPayout === "number") {
    amount = quotedPayout;
  } else {
    const text = plainAmount(quotedPayout ?? "", language);
    if (text === "") return { ok: false, reason: "empty" };
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, reason: "not-a-number" };
    amount = Number(text);
  }
  if (!Number.isFinite(amount)) return { ok: false, reason: "not-a-number" };
  if (amount < 0) return { ok: false, reason: "negative" };
  if (amount === 0) return { ok: false, reason: "zero" };
  let band = 0;
  for (let i = 0; i < disputeFeeBands.length; i++) {
    if (amount >= (disputeFeeBands[i]?.from ?? Number.POSITIVE_INFINITY)) band = i;
  }
  return { ok: true, payout: amount, fee: disputeFeeBands[band]?.fee ?? 0, band };
}
