/**
 * The /faq/authentication page's figures and structure: the question groups in order, the four
 * stat cards and the figures the answers quote. The words are in copy/; every figure comes from
 * the shared claims, written in the page's language by `claimsIn`.
 */
import { type Claims, startingPrices } from "#app/data/claims.ts";
import { formatAtLeastIn, formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";

/** The figures the answers quote, by placeholder name, in the language of `claims`. */
export function faqFiguresIn(language: Language, claims: Claims) {
  const { accuracy, serviceTerms, turnaround } = claims;
  const [threeItems, fiveItems] = serviceTerms.discounts;
  return {
    accuracy: accuracy.general,
    brands: claims.brandCountsInText.faq,
    handbagTurnaround: turnaround.handbags,
    expressTurnaround: turnaround.express,
    complexTurnaround: turnaround.complexCases,
    handbagPrice: formatUsdIn(language, startingPrices.handbag),
    watchPrice: formatUsdIn(language, startingPrices.watch),
    jewelryPrice: formatUsdIn(language, startingPrices.jewelry),
    collectiblesPrice: formatUsdIn(language, startingPrices.collectibles),
    threeDiscount: threeItems.discount,
    threeItems: threeItems.items,
    fiveDiscount: fiveItems.discount,
    fiveItems: fiveItems.items,
    paymentPlanOver: formatUsdIn(language, serviceTerms.paymentPlan.over),
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
    { id: "price", value: formatAtLeastIn(language, formatUsdIn(language, startingPrices.handbag)) },
    { id: "brands", value: claims.brandCounts.faq },
  ] as const;
}
