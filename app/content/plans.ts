/**
 * Consumer products and business plans (spec 001 section 2, "Pricing"). Shown on /pricing and
 * in the pricing sections of the home and business pages. Prices in USD.
 */

export type ProductStatus = "free" | "credits" | "reseller" | "subscription";

export interface ConsumerProduct {
  id: "virtual-card" | "ai-authentication" | "physical-card" | "vault-subscription";
  title: string;
  description: string;
  /** The price as shown. */
  price: string;
  /** Machine-readable price for Offer JSON-LD, when there is one. */
  amount: number | null;
  period: "month" | null;
  status: ProductStatus;
  includes: readonly string[];
}

export const consumerProducts: readonly ConsumerProduct[] = [
  {
    id: "virtual-card",
    title: "Virtual Collect Card",
    description:
      "Your free digital card: ownership of every authenticated item, your public vault and your points.",
    price: "Free",
    amount: 0,
    period: null,
    status: "free",
    includes: [],
  },
  {
    id: "ai-authentication",
    title: "AI Authentication",
    description: "One multi-agent AI authentication with a digital certificate. Your first one is included.",
    price: "5 credits ($5)",
    amount: 5,
    period: null,
    status: "credits",
    includes: [],
  },
  {
    id: "physical-card",
    title: "Physical Collect Card",
    description: "The card in your wallet, with insurance and credit benefits on top of the virtual card.",
    price: "Contact an authorised reseller",
    amount: null,
    period: null,
    status: "reseller",
    includes: ["Insurance benefits", "Credit benefits"],
  },
  {
    id: "vault-subscription",
    title: "Vault Subscription",
    description: "For active collectors who authenticate every month.",
    price: "$9.99/month",
    amount: 9.99,
    period: "month",
    status: "subscription",
    includes: ["Custom Virtual Collect Card", "20 credits monthly", "2x points"],
  },
];

export interface BusinessPlan {
  id: "base" | "authenticate" | "pro";
  name: string;
  mostPopular: boolean;
  monthly: number;
  includedAuthentications: number;
  overage: number;
  annual: number;
}

export const businessPlans: readonly BusinessPlan[] = [
  {
    id: "base",
    name: "Base",
    mostPopular: false,
    monthly: 99,
    includedAuthentications: 10,
    overage: 10,
    annual: 999,
  },
  {
    id: "authenticate",
    name: "Authenticate",
    mostPopular: true,
    monthly: 369,
    includedAuthentications: 40,
    overage: 9,
    annual: 3749,
  },
  {
    id: "pro",
    name: "Pro",
    mostPopular: false,
    monthly: 669,
    includedAuthentications: 80,
    overage: 8,
    annual: 6789,
  },
];

/** The API add-on, available on Base. */
export const apiAddOn = { plan: "base", monthly: 49 } as const;

/** Annual prices save about this much against twelve monthly payments. */
export const annualSaving = "about 15%";

/** Prepaid 12-month credits, price per authentication. */
export const prepaidCredits = [
  { volume: "1k", perAuthentication: 7.5 },
  { volume: "5k", perAuthentication: 6.25 },
  { volume: "20k", perAuthentication: 5 },
] as const;

/** The page metadata of /pricing says pricing starts here. */
export const pricingFrom = "$49";

/** A price with its cents always shown, as the prepaid credits are quoted: $7.50, $6.25, $5.00. */
export function usdCents(amount: number): string {
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Format a USD amount as the price tables show it: $99, $3,749, $7.50, $9.99. */
export function usd(amount: number): string {
  const whole = Number.isInteger(amount);
  return `$${amount.toLocaleString("en-US", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
