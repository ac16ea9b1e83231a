/**
 * The /faq/authentication page's figures and structure: the question groups in order, the four
 * stat cards and the figures the answers quote. The words are in copy/; every figure comes from
 * the shared claims, written in the page's language by `claimsIn`.
 */
import { type Claims, startingPrices } from "#app/data/claims.ts";
import { usd } from "#app/data/products.ts";
import { formatAtLeastIn, formatCurrencyIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";

/**
 * A whole-dollar price as the language writes it: "$149", "149 $US", "149 USD", "‏149 US$‎".
 * (`formatCurrencyIn` closes the Arabic amount so that "$" stays beside "US".)
 */
function priceIn(language: Language, amount: number): string {
  if (language === "en") return usd(amount);
  return formatCurrencyIn(language, amount, "USD", 0);
}

/** The figures the answers quote, by placeholder name, in the language of `claims`. */
export function faqFiguresIn(language: Language, claims: Claims) {
  const { accuracy, brandCounts, serviceTerms, turnaround } = claims;
  const [threeItems, fiveItems] = serviceTerms.discounts;
  return {
    accuracy: accuracy.general,
    brands: brandCounts.faq,
    handbagTurnaround: turnaround.handbags,
    expressTurnaround: turnaround.express,
    complexTurnaround: turnaround.complexCases,
    handbagPrice: priceIn(language, startingPrices.handbag),
    watchPrice: priceIn(language, startingPrices.watch),
    jewelryPrice: priceIn(language, startingPrices.jewelry),
    collectiblesPrice: priceIn(language, startingPrices.collectibles),
    threeDiscount: threeItems.discount,
    threeItems: threeItems.items,
    fiveDiscount: fiveItems.discount,
    fiveItems: fiveItems.items,
    paymentPlanOver: priceIn(language, serviceTerms.paymentPlan.over),
    installments: serviceTerms.paymentPlan.installments,
    refundDays: serviceTerms.refundWindowDays,
    guarantee: serviceTerms.satisfactionGuarantee,
  };
}

/** The question groups, in order: each is a topic chip and a section (`#faq-{id}`). */
export const faqGroupIds = ["general", "process", "pricing"] as const;

/** The stat cards, in order: the figure as the language writes it; its label is in copy by id. */
export function faqStatsIn(language: Language, claims: Claims) {
  return [
    { id: "accuracy", value: claims.accuracy.general },
    { id: "turnaround", value: claims.turnaround.handbags },
    { id: "price", value: formatAtLeastIn(language, priceIn(language, startingPrices.handbag)) },
    { id: "brands", value: claims.brandCounts.faq },
  ] as const;
}
