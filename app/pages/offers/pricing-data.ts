/**
 * The figures and structure of /pricing: which products show as cards and which as the banner,
 * where each call to action leads, and the figures its words quote. Prices and plans come from
 * app/data/products.ts; the words are in copy/pricing/.
 */

import {
  aiAuthenticationFigures,
  type ConsumerProduct,
  ltrIn,
  prepaidCreditMonths,
  vaultSubscriptionFigures,
} from "#app/data/products.ts";
import { formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type { OffersAction, OffersFaq } from "./common.ts";
import type { PricingCopy } from "./copy/index.ts";

/**
 * The figures the page's words quote, by placeholder name, the price as `language` writes USD (a
 * left-to-right island in Arabic sentences).
 */
export function pricingFiguresIn(language: Language) {
  return {
    credits: aiAuthenticationFigures.credits,
    price: ltrIn(language, formatUsdIn(language, aiAuthenticationFigures.amount)),
    months: prepaidCreditMonths,
    multiplier: vaultSubscriptionFigures.pointsMultiplier,
  };
}

/** The figures in English: "$5". */
export const pricingFigures = pricingFiguresIn("en");

/** Where each consumer product's call to action leads. */
export const productAction: Record<ConsumerProduct["id"], OffersAction> = {
  "virtual-card": { kind: "card-sign-in" },
  "ai-authentication": { kind: "sign-in" },
  "physical-card": { kind: "internal", to: "/contact-us" },
  "vault-subscription": { kind: "card-sign-in" },
};

/** The three product cards; the Vault Subscription has the banner below them. */
export const cardProductIds: readonly ConsumerProduct["id"][] = [
  "virtual-card",
  "ai-authentication",
  "physical-card",
];
export const bannerProductId: ConsumerProduct["id"] = "vault-subscription";

/** Where the closing call to action leads. */
export const pricingContactAction: OffersAction = { kind: "internal", to: "/contact-us" };

/** The questions and answers of the page with their figures filled in (the list and its FAQPage JSON-LD). */
export function pricingFaqs(copy: PricingCopy, language: Language): OffersFaq[] {
  return copy.faq.items.map((item) => ({
    question: item.question,
    answer: formatMessage(language, item.answer, pricingFiguresIn(language)),
  }));
}
