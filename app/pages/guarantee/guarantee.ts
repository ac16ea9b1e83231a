import { formatNumber, formatUsdAmount } from "#app/i18n/format.ts";
import { disputeFeeBands } from "./data.ts";

/** "USD 2,000": amounts of the guarantee are written with the currency code, as the terms do. */
export function formatUsdCode(amount: number): string {
  return `USD ${formatUsdAmount(amount)}`;
}

/** The band labels: "under USD 500", "USD 500 to 999", "USD 1,000 and above". */
export function feeBandLabel(index: number, bands = disputeFeeBands): string {
  const band = bands[index];
  const next = bands[index + 1];
  if (!band) throw new RangeError(`no fee band ${index}`);
  if (index === 0 && next) return `under ${formatUsdCode(next.from)}`;
  if (!next) return `${formatUsdCode(band.from)} and above`;
  return `${formatUsdCode(band.from)} to ${formatNumber(next.from - 1)}`;
}

export type DisputeFeeResult =
  | { ok: true; payout: number; fee: number; band: number }
  | { ok: false; reason: "empty" | "not-a-number" | "negative" | "zero" };

/**
 * The dispute fee for a quoted payout in USD (spec 000 section 9). Bands are closed below and
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

/** What the calculator says for each rejected input. */
export const disputeFeeErrors: Record<Exclude<DisputeFeeResult, { ok: true }>["reason"], string> = {
  empty: "Enter the payout you were quoted to see the dispute fee.",
  "not-a-number": "Enter the quoted payout as a number in US dollars, for example 750.",
  negative: "The quoted payout cannot be negative.",
  zero: "The quoted payout must be more than USD 0.",
};
