import { businessClaims } from "#app/data/claims.ts";
import { formatNumber, formatUsdAmount } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import {
  authenticServiceCredit,
  coverageDays,
  disputeFeeBands,
  filingWindowDays,
  replicaPayoutCap,
  resolutionTargetBusinessDays,
} from "./data.ts";

/** "USD 2,000": amounts of the guarantee are written with the currency code, as the terms do. */
export function formatUsdCode(amount: number): string {
  return `USD ${formatUsdAmount(amount)}`;
}

/** The figures the page's words quote, by placeholder name. */
export const guaranteeValues = {
  coverageDays,
  filingDays: filingWindowDays,
  resolutionDays: resolutionTargetBusinessDays,
  payoutIndividual: formatUsdCode(replicaPayoutCap.individual),
  payoutBusiness: formatUsdCode(replicaPayoutCap.business),
  creditIndividual: formatUsdCode(authenticServiceCredit.individual),
  creditBusiness: formatUsdCode(authenticServiceCredit.business),
  threshold: businessClaims.confidenceThreshold,
};

/** How the fee bands are worded: the first (up to), a middle one (from, to) and the last (from). */
export interface FeeBandWords {
  first: string;
  middle: string;
  last: string;
}

/** The band labels: "under USD 500", "USD 500 to 999", "USD 1,000 and above". */
export function feeBandLabel(
  language: Language,
  words: FeeBandWords,
  index: number,
  bands = disputeFeeBands,
): string {
  const band = bands[index];
  const next = bands[index + 1];
  if (!band) throw new RangeError(`no fee band ${index}`);
  if (index === 0 && next) return formatMessage(language, words.first, { to: formatUsdCode(next.from) });
  if (!next) return formatMessage(language, words.last, { from: formatUsdCode(band.from) });
  return formatMessage(language, words.middle, {
    from: formatUsdCode(band.from),
    last: formatNumber(next.from - 1),
  });
}

export type DisputeFeeResult =
  | { ok: true; payout: number; fee: number; band: number }
  | { ok: false; reason: "empty" | "not-a-number" | "negative" | "zero" };

/**
 * The dispute fee for a quoted payout in USD. Bands are closed below and
 * open above: 499.99 pays the first band, 500 the second; "USD 500 to 999" covers every amount
 * below 1,000 (999.99 included), and 1,000 starts the last band. Input may be a number or what a
 * visitor typed: thousands separators, spaces, a leading "$" or "USD" are accepted. Empty input,
 * anything that is not a finite number, negative amounts and zero (nothing to pay out) are
 * rejected with a reason.
 */
export function disputeFee(quotedPayout: number | string | null | undefined): DisputeFeeResult {
  let amount: number;
  if (typeof quotedPayout === "number") {
    amount = quotedPayout;
  } else {
    const text = (quotedPayout ?? "")
      .trim()
      .replace(/^(usd|\$)\s*/i, "")
      .replace(/[,\s]/g, "");
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
