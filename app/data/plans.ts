/**
 * Consumer products and business plans (spec 001 section 2, "Pricing"). Shown on /pricing and
 * in the pricing sections of the home and business pages. Prices in USD.
 */

import { formatNumber, formatUsdAmount } from "#app/i18n/format.ts";
import { format } from "#app/i18n/messages.ts";

export type ProductStatus = "free" | "credits" | "reseller" | "subscription";

/** The Virtual Collect Card is free. */
export const virtualCardFigures = { amount: 0 } as const;

/** One AI authentication costs 5 credits, $5. */
export const aiAuthenticationFigures = { credits: 5, amount: 5 } as const;

/** The Vault Subscription: $9.99 a month, 20 credits each month and 2x points. */
export const vaultSubscriptionFigures = {
  amount: 9.99,
  period: "month",
  monthlyCredits: 20,
  pointsMultiplier: 2,
} as const;

interface ConsumerProductRecord {
  id: "virtual-card" | "ai-authentication" | "physical-card" | "vault-subscription";
  title: string;
  description: string;
  /** Price in USD (Offer JSON-LD and the price line), when there is one. */
  amount: number | null;
  /** Credits one use costs, for a product paid in credits. */
  credits: number | null;
  period: "month" | null;
  /** Credits a subscription adds each period. */
  monthlyCredits: number | null;
  /** How many times the usual points a subscriber earns. */
  pointsMultiplier: number | null;
  status: ProductStatus;
  /** What the product includes besides its figures. */
  features: readonly string[];
}

export interface ConsumerProduct extends ConsumerProductRecord {
  /** The price as shown, in English, made from the figures: "5 credits ($5)", "$9.99/month". */
  price: string;
  /** What the product includes, in English: its features, then its monthly credits and points. */
  includes: readonly string[];
}

/**
 * How one language words the consumer products' figures. `{credits}`, `{price}` (in USD, as the
 * price tables show it) and `{multiplier}` are filled in from the product. A subscription's
 * period is a month.
 */
export interface ProductWording {
  /** The price line by status. */
  price: Record<ProductStatus, string>;
  /** `{credits}` a subscription adds each month. */
  monthlyCredits: string;
  /** `{multiplier}` times the usual points. */
  points: string;
}

export const productWordingEn: ProductWording = {
  price: {
    free: "Free",
    credits: "{credits} credits ({price})",
    reseller: "Contact an authorised reseller",
    subscription: "{price}/month",
  },
  monthlyCredits: "{credits} credits monthly",
  points: "{multiplier}x points",
};

/** The product's price line in one language. */
export function productPriceText(product: ConsumerProductRecord, wording: ProductWording): string {
  return format(wording.price[product.status], {
    ...(product.credits === null ? {} : { credits: product.credits }),
    ...(product.amount === null ? {} : { price: usd(product.amount) }),
  });
}

/** What the product includes in one language: the given features, then its figures worded. */
export function productIncludes(
  product: ConsumerProductRecord,
  wording: ProductWording,
  features: readonly string[],
): string[] {
  return [
    ...features,
    ...(product.monthlyCredits === null
      ? []
      : [format(wording.monthlyCredits, { credits: product.monthlyCredits })]),
    ...(product.pointsMultiplier === null
      ? []
      : [format(wording.points, { multiplier: product.pointsMultiplier })]),
  ];
}

const records: readonly ConsumerProductRecord[] = [
  {
    id: "virtual-card",
    title: "Virtual Collect Card",
    description:
      "Your free digital card: ownership of every authenticated item, your public vault and your points.",
    amount: virtualCardFigures.amount,
    credits: null,
    period: null,
    monthlyCredits: null,
    pointsMultiplier: null,
    status: "free",
    features: [],
  },
  {
    id: "ai-authentication",
    title: "AI Authentication",
    description: "One multi-agent AI authentication with a digital certificate. Your first one is included.",
    amount: aiAuthenticationFigures.amount,
    credits: aiAuthenticationFigures.credits,
    period: null,
    monthlyCredits: null,
    pointsMultiplier: null,
    status: "credits",
    features: [],
  },
  {
    id: "physical-card",
    title: "Physical Collect Card",
    description: "The card in your wallet, with insurance and credit benefits on top of the virtual card.",
    amount: null,
    credits: null,
    period: null,
    monthlyCredits: null,
    pointsMultiplier: null,
    status: "reseller",
    features: ["Insurance benefits", "Credit benefits"],
  },
  {
    id: "vault-subscription",
    title: "Vault Subscription",
    description: "For active collectors who authenticate every month.",
    amount: vaultSubscriptionFigures.amount,
    credits: null,
    period: vaultSubscriptionFigures.period,
    monthlyCredits: vaultSubscriptionFigures.monthlyCredits,
    pointsMultiplier: vaultSubscriptionFigures.pointsMultiplier,
    status: "subscription",
    features: ["Custom Virtual Collect Card"],
  },
];

export const consumerProducts: readonly ConsumerProduct[] = records.map((record) => ({
  ...record,
  price: productPriceText(record, productWordingEn),
  includes: productIncludes(record, productWordingEn, record.features),
}));

export function consumerProduct(id: ConsumerProduct["id"]): ConsumerProduct {
  const product = consumerProducts.find((p) => p.id === id);
  if (!product) throw new Error(`Unknown consumer product: ${id}`);
  return product;
}

/** A consumer product's words in one language (the home bundles'). */
export interface ProductWords {
  title: string;
  description: string;
  features: string[];
}

/**
 * The home page's product texts in one language, by product id: title and description as given,
 * the price line and the list of inclusions made from the product's figures with the language's
 * wording.
 */
export function homeProductTexts(
  wording: ProductWording,
  words: Record<ConsumerProduct["id"], ProductWords>,
): Record<string, { title: string; description: string; price: string; includes: string[] }> {
  return Object.fromEntries(
    records.map((product) => {
      const w = words[product.id];
      return [
        product.id,
        {
          title: w.title,
          description: w.description,
          price: productPriceText(product, wording),
          includes: productIncludes(product, wording, w.features),
        },
      ];
    }),
  );
}

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

/** Prepaid credits are valid this many months. */
export const prepaidCreditMonths = 12;

/** Prepaid credits (valid `prepaidCreditMonths`), price per authentication. */
export const prepaidCredits = [
  { volume: "1k", perAuthentication: 7.5 },
  { volume: "5k", perAuthentication: 6.25 },
  { volume: "20k", perAuthentication: 5 },
] as const;

/** The page metadata of /pricing says pricing starts here. */
export const pricingFrom = "$49";

/** A price with its cents always shown, as the prepaid credits are quoted: $7.50, $6.25, $5.00. */
export function usdCents(amount: number): string {
  return `$${formatNumber(amount, 2, 2)}`;
}

/** Format a USD amount as the price tables show it: $99, $3,749, $7.50, $9.99. */
export function usd(amount: number): string {
  return `$${formatUsdAmount(amount)}`;
}
