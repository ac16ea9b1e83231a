/**
 * The Financial Guarantee (spec 000 section 9 and the dispute flow of section 4). Every figure
 * of the guarantee lives here once; the business (Liability+) window and the confidence rule are
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
/** How payouts are made. */
export const payoutMethod = "bank transfer in USD";

/**
 * Dispute fee by quoted payout, in USD: each band starts at `from` (inclusive) and runs up to
 * the next band's start (exclusive); the last band has no end.
 */
export const disputeFeeBands: readonly { from: number; fee: number }[] = [
  { from: 0, fee: 100 },
  { from: 500, fee: 150 },
  { from: 1000, fee: 200 },
];

export const feeRefundRule = {
  upheld: "Refunded in full if the dispute is upheld.",
  reconfirmed: "Not refunded if the original result is re-confirmed.",
} as const;

export const returnShipping = "Return shipping is covered by us.";

/** The dispute flow, in order (spec 000 section 4). */
export const disputeSteps: readonly { title: string; text: string }[] = [
  {
    title: "Submit the dispute form with your certificate ID",
    text: "Tell us which certificate you are disputing and why. The certificate ID is printed on the certificate and shown in your vault.",
  },
  {
    title: "Provide evidence",
    text: "Upload what supports your case: a second opinion from a recognised authenticator, a brand service report, receipts or detailed photographs.",
  },
  {
    title: "Pay the dispute fee",
    text: "The fee depends on the payout you are quoted and comes back to you in full if the dispute is upheld.",
  },
  {
    title: "Ship the item",
    text: "Send the item, with its documents, to our authentication centre using the insured label we provide.",
  },
  {
    title: "Review",
    text: "A senior authenticator who did not take part in the original decision examines the item against the evidence, with the AI pipeline run again on fresh photographs.",
  },
];

/** The two possible outcomes of a dispute review. */
export const disputeOutcomes: readonly { title: string; text: string }[] = [
  {
    title: "Original result re-confirmed",
    text: "The certificate stands. The dispute fee is not refunded and the item is returned to you.",
  },
  {
    title: "Original result not confirmed",
    text: "The certificate is withdrawn and corrected, the dispute fee is refunded in full, and the payout or service credit is paid.",
  },
];
