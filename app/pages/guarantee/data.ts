/**
 * The Financial Guarantee. Every figure
 * of the guarantee lives here once (the words are in copy/); the business (Liability+) window and the confidence rule are
 * shared claims in `businessClaims` (app/data/claims.ts).
 */

/** Days of cover, counted from the completion of the authentication. */
export const coverageDays = 90;
/** Days within which a dispute must be filed. */
export const filingWindowDays = 90;
/** Target to complete a dispute, counted once the item and its documents are received. */
export const resolutionTargetBusinessDays = 20;

/** A replica previously certified authentic: payout cap in USD, based on fair market value. */
export const replicaPayoutCap = { individual: 2000, business: 5000 } as const;
/** An authentic item previously certified as a replica: service credit in USD. */
export const authenticServiceCredit = { individual: 200, business: 500 } as const;

/**
 * Dispute fee by quoted payout, in USD: each band starts at `from` (inclusive) and runs up to
 * the next band's start (exclusive); the last band has no end.
 */
export const disputeFeeBands: readonly { from: number; fee: number }[] = [
  { from: 0, fee: 100 },
  { from: 500, fee: 150 },
  { from: 1000, fee: 200 },
];

/** The example payouts the calculator's hint and error messages quote, in USD. */
export const calculatorExamples = { small: 750, large: 1250 } as const;

/** The time limits, in the order the page shows them. */
export const timeLimitIds = ["cover", "filing", "resolution"] as const;
