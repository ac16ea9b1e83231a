/**
 * Copy of /pricing (spec 001 section 2, "Pricing"). Prices and plans come from plans.ts; this
 * module holds only the words around them.
 */

import {
  aiAuthenticationFigures,
  type ConsumerProduct,
  type ProductStatus,
  prepaidCreditMonths,
  usd,
  vaultSubscriptionFigures,
} from "#app/data/plans.ts";
import type { OffersAction, OffersFaq, OffersStep } from "./common.ts";

export const pricingHero = {
  eyebrow: "Pricing",
  title: "Simple pricing for collectors and businesses",
  text: "Start with a free Virtual Collect Card, pay per authentication with credits, or subscribe to the Vault when you authenticate every month. Businesses choose a plan by volume.",
} as const;

/** How each product's status reads on its card. */
export const productStatusLabel: Record<ProductStatus, string> = {
  free: "Free forever",
  credits: "Pay as you go",
  reseller: "Through authorised resellers",
  subscription: "Monthly subscription",
};

/** The call to action of each consumer product. */
export const productAction: Record<ConsumerProduct["id"], OffersAction> = {
  "virtual-card": { kind: "card-sign-in", label: "Get your free card" },
  "ai-authentication": { kind: "sign-in", label: "Start an authentication" },
  "physical-card": { kind: "internal", label: "Find a reseller", to: "/contact-us" },
  "vault-subscription": { kind: "card-sign-in", label: "Subscribe to the Vault" },
};

/** The three product cards; the Vault Subscription has the banner below them. */
export const cardProductIds: readonly ConsumerProduct["id"][] = [
  "virtual-card",
  "ai-authentication",
  "physical-card",
];
export const bannerProductId: ConsumerProduct["id"] = "vault-subscription";

export const subscriptionBanner = {
  eyebrow: "For active collectors",
  text: `One subscription for the collector who authenticates every month: credits arrive on the first of each cycle, you earn ${vaultSubscriptionFigures.pointsMultiplier}x points and your card carries your own design.`,
} as const;

export const pricingSteps: readonly OffersStep[] = [
  {
    title: "Create your free card",
    text: "Register and receive your Virtual Collect Card. Your first authentication is included.",
  },
  {
    title: "Add credits or subscribe",
    text: "Buy credits when you need them, or let the Vault Subscription top you up every month.",
  },
  {
    title: "Authenticate and earn",
    text: "Submit photos, certificates and receipts. Every verified item lands in your vault and earns points.",
  },
];

export const businessIntro = {
  title: "Business plans",
  text: "For brands, retailers, marketplaces and resellers that authenticate at volume. Every plan includes a monthly allowance of authentications; extra ones are billed at the plan's overage rate.",
} as const;

export const pricingFaqs: readonly OffersFaq[] = [
  {
    question: "What does one authentication cost?",
    answer: `An AI authentication costs ${aiAuthenticationFigures.credits} credits, which is ${usd(aiAuthenticationFigures.amount)}. Your first authentication is included when you register, and Vault subscribers receive credits every month.`,
  },
  {
    question: "Can I change or cancel my plan?",
    answer:
      "Yes, at any time from your account. Downgrades take effect next billing cycle and upgrades are immediate, so new credits and benefits are yours straight away.",
  },
  {
    question: "How do I get a Physical Collect Card?",
    answer:
      "The physical card is sold only through authorised resellers. Contact our team and we will put you in touch with the nearest one. It adds insurance and credit benefits to everything the virtual card does.",
  },
  {
    question: "Do business plans offer annual billing or prepaid credits?",
    answer: `Yes. Annual billing costs less than twelve monthly payments, and teams with steady volume can prepay ${prepaidCreditMonths} months of credits at a lower price per authentication. Our sales team can tailor either option.`,
  },
];

export const pricingContact = {
  title: "Need a larger volume or a custom integration?",
  text: "Tell us about your catalogue and we will recommend the right plan, add-on or prepaid package.",
  action: { kind: "internal", label: "Contact Sales", to: "/contact-us" } satisfies OffersAction,
} as const;
