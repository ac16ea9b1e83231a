import { aiAuthenticationFigures } from "./products.ts";

/**
 * Credit packs sold through Stripe Checkout (docs/decisions/024-credits-and-payments.md). A credit
 * costs what the products' figures say ($5 for the 5 credits of one AI authentication), so a pack's
 * price is its credits at that rate; its Stripe price id comes from STRIPE_PACK_PRICES.
 */
export const creditPackSizes = [5, 25, 50] as const;
export type CreditPackSize = (typeof creditPackSizes)[number];

/** USD per credit, from the AI authentication's figures. */
export const usdPerCredit = aiAuthenticationFigures.amount / aiAuthenticationFigures.credits;

export interface CreditPack {
  credits: CreditPackSize;
  /** Price in USD. */
  amount: number;
}

export const creditPacks: CreditPack[] = creditPackSizes.map((credits) => ({
  credits,
  amount: credits * usdPerCredit,
}));

export function isCreditPackSize(n: unknown): n is CreditPackSize {
  return creditPackSizes.includes(n as CreditPackSize);
}
