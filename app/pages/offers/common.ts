/**
 * Shapes shared by the pricing, benefits, collect card and rewards pages (their copy lives in
 * pricing-page.ts, benefits-page.ts, collect-card-page.ts and rewards-page.ts).
 */

/** Where a call to action leads: the external sign-in, the card sign-in, or a page of this site. */
export type OffersAction =
  | { kind: "sign-in"; label: string }
  | { kind: "card-sign-in"; label: string }
  | { kind: "internal"; label: string; to: string };

export interface OffersStep {
  title: string;
  text: string;
}

export interface OffersFaq {
  question: string;
  answer: string;
}
