/**
 * Consumer products and business plans. Shown on /pricing and
 * in the pricing sections of the home and business pages. Prices in USD. The figures are here;
 * the words (titles, descriptions, features, price wording, plan names) are in the copy,
 * `copy/products/<language>.json`, and `consumerProductsIn(words, language)` and
 * `businessPlansIn(words)` put the two together. This module holds no words, so a page that words
 * the products in its own language does not ship the English ones.
 */

import { formatNumber, formatUsdAmount, formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type productsEn from "./copy/products/en.json";

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

/** A consumer product's figures: what no language changes. Its words are in the copy. */
export interface ConsumerProductRecord {
  id: "virtual-card" | "ai-authentication" | "physical-card" | "vault-subscription";
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
}

export interface ConsumerProduct extends ConsumerProductRecord {
  title: string;
  description: string;
  /** What the product includes besides its figures. */
  features: readonly string[];
  /** The price as shown, made from the figures: "5 credits ($5)", "$9.99 per month". */
  price: string;
  /** What the product includes: its features, then its monthly credits and points. */
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

/** A consumer product's words in one language. */
export interface ProductWords {
  title: string;
  description: string;
  features: readonly string[];
}

/** What `consumerProductsIn` needs: the wording of the figures and each product's words by id. */
export interface ConsumerProductWords extends ProductWording {
  products: Readonly<Record<ConsumerProductRecord["id"], ProductWords>>;
}

/** The words of products and plans in one language, in the shape of `copy/products/en.json`. */
export type ProductsCopy = typeof productsEn;

/**
 * How a price line writes an amount in USD: as the language does (`usdIn`, kept left to right
 * inside Arabic sentences by `ltrIn`) unless a page asks otherwise.
 */
export type AmountForm = (amount: number) => string;

/** The product's price line in one language, its amount written by `amount` (the language's form by default). */
export function productPriceText(
  product: ConsumerProductRecord,
  wording: ProductWording,
  language: Language = "en",
  amount: AmountForm = (value) => ltrIn(language, formatUsdIn(language, value)),
): string {
  return formatMessage(language, wording.price[product.status], {
    ...(product.credits === null ? {} : { credits: product.credits }),
    ...(product.amount === null ? {} : { price: amount(product.amount) }),
  });
}

/** What the product includes in one language: the given features, then its figures worded. */
export function productIncludes(
  product: ConsumerProductRecord,
  wording: ProductWording,
  features: readonly string[],
  language: Language = "en",
): string[] {
  return [
    ...features,
    ...(product.monthlyCredits === null
      ? []
      : [formatMessage(language, wording.monthlyCredits, { credits: product.monthlyCredits })]),
    ...(product.pointsMultiplier === null
      ? []
      : [formatMessage(language, wording.points, { multiplier: product.pointsMultiplier })]),
  ];
}

/** The consumer products' figures, in the order the price tables show them. */
export const consumerProductRecords: readonly ConsumerProductRecord[] = [
  {
    id: "virtual-card",
    amount: virtualCardFigures.amount,
    credits: null,
    period: null,
    monthlyCredits: null,
    pointsMultiplier: null,
    status: "free",
  },
  {
    id: "ai-authentication",
    amount: aiAuthenticationFigures.amount,
    credits: aiAuthenticationFigures.credits,
    period: null,
    monthlyCredits: null,
    pointsMultiplier: null,
    status: "credits",
  },
  {
    id: "physical-card",
    amount: null,
    credits: null,
    period: null,
    monthlyCredits: null,
    pointsMultiplier: null,
    status: "reseller",
  },
  {
    id: "vault-subscription",
    amount: vaultSubscriptionFigures.amount,
    credits: null,
    period: vaultSubscriptionFigures.period,
    monthlyCredits: vaultSubscriptionFigures.monthlyCredits,
    pointsMultiplier: vaultSubscriptionFigures.pointsMultiplier,
    status: "subscription",
  },
];

/**
 * Every consumer product worded in one language: its words, its price line and what it includes.
 * Amounts are written as the language writes USD ("$5", "5 $US", "5 USD", "5 US$"); `options.amount`
 * replaces that form (the home page keeps "$5" in every language).
 */
export function consumerProductsIn(
  words: ConsumerProductWords,
  language: Language = "en",
  options: { amount?: AmountForm } = {},
): ConsumerProduct[] {
  return consumerProductRecords.map((record) => {
    const w = words.products[record.id];
    // In the order the records were written in before their words moved to the copy.
    return {
      id: record.id,
      title: w.title,
      description: w.description,
      amount: record.amount,
      credits: record.credits,
      period: record.period,
      monthlyCredits: record.monthlyCredits,
      pointsMultiplier: record.pointsMultiplier,
      status: record.status,
      features: w.features,
      price: productPriceText(record, words, language, options.amount),
      includes: productIncludes(record, words, w.features, language),
    };
  });
}

/**
 * The home page's product texts in one language, by product id: title and description as given,
 * the price line and the list of inclusions made from the product's figures with the language's
 * wording.
 */
export function homeProductTexts(
  wording: ProductWording,
  words: Record<ConsumerProduct["id"], ProductWords>,
  language: Language = "en",
): Record<string, { title: string; description: string; price: string; includes: string[] }> {
  return Object.fromEntries(
    consumerProductsIn({ ...wording, products: words }, language, { amount: usd }).map((p) => [
      p.id,
      { title: p.title, description: p.description, price: p.price, includes: [...p.includes] },
    ]),
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

/** A business plan's figures; its name is in the copy (`plans.<id>`). */
export type BusinessPlanRecord = Omit<BusinessPlan, "name">;

export const businessPlanRecords: readonly BusinessPlanRecord[] = [
  { id: "base", mostPopular: false, monthly: 99, includedAuthentications: 10, overage: 10, annual: 999 },
  {
    id: "authenticate",
    mostPopular: true,
    monthly: 369,
    includedAuthentications: 40,
    overage: 9,
    annual: 3749,
  },
  { id: "pro", mostPopular: false, monthly: 669, includedAuthentications: 80, overage: 8, annual: 6789 },
];

/** The business plans with their names in one language. */
export function businessPlansIn(words: Pick<ProductsCopy, "plans">): BusinessPlan[] {
  return businessPlanRecords.map(({ id, ...figures }) => ({ id, name: words.plans[id], ...figures }));
}

/** The API add-on, available on Base. */
export const apiAddOn = { plan: "base", monthly: 49 } as const;

/** Annual prices save about this share, in percent, against twelve monthly payments. */
export const annualSavingPercent = 15;

/** "about 15%" in one language. */
export function annualSavingIn(words: Pick<ProductsCopy, "annualSaving">, language: Language = "en"): string {
  return formatMessage(language, words.annualSaving, { percent: annualSavingPercent });
}

/** Prepaid credits are valid this many months. */
export const prepaidCreditMonths = 12;

/** Prepaid credits (valid `prepaidCreditMonths`), price per authentication. */
export const prepaidCredits = [
  { volume: "1k", thousands: 1, perAuthentication: 7.5 },
  { volume: "5k", thousands: 5, perAuthentication: 6.25 },
  { volume: "20k", thousands: 20, perAuthentication: 5 },
] as const;

/** A prepaid package's volume in one language: "1k", "5 k", "1K", "5 آلاف". */
export function prepaidVolumeIn(
  words: Pick<ProductsCopy, "prepaidVolume">,
  credit: { thousands: number },
  language: Language = "en",
): string {
  return formatMessage(language, words.prepaidVolume, { thousands: credit.thousands });
}

/** The page metadata of /pricing says pricing starts here, in USD: the API add-on's price. */
export const pricingFromAmount = apiAddOn.monthly;

/** A price with its cents always shown, as the prepaid credits are quoted: $7.50, $6.25, $5.00. */
export function usdCents(amount: number): string {
  return `$${formatNumber(amount, 2, 2)}`;
}

/** Format a USD amount as the price tables show it: $99, $3,749, $7.50, $9.99. */
export function usd(amount: number): string {
  return `$${formatUsdAmount(amount)}`;
}

/**
 * `text` (a figure, a price) as a left-to-right island inside a sentence of `language`: between
 * the Unicode isolates LRI and PDI in Arabic, as <bdi dir="ltr"> does in markup; unchanged elsewhere.
 */
export function ltrIn(language: Language, text: string): string {
  return language === "ar" ? `\u2066${text}\u2069` : text;
}
