/**
 * The /faq/authentication page's figures and structure: the question groups in order, the four
 * stat cards and the figures the answers quote. The words are in copy/; every figure comes from
 * the shared claims.
 */
import { accuracy, brandCounts, serviceTerms, startingPrices, turnaround } from "#app/data/claims.ts";
import { usd } from "#app/data/plans.ts";

const [threeItems, fiveItems] = serviceTerms.discounts;

/** The figures the answers quote, by placeholder name. */
export const faqFigures = {
  accuracy: accuracy.general,
  brands: brandCounts.faq,
  handbagTurnaround: turnaround.handbags,
  expressTurnaround: turnaround.express,
  complexTurnaround: turnaround.complexCases,
  handbagPrice: usd(startingPrices.handbag),
  watchPrice: usd(startingPrices.watch),
  jewelryPrice: usd(startingPrices.jewelry),
  collectiblesPrice: usd(startingPrices.collectibles),
  threeDiscount: threeItems.discount,
  threeItems: threeItems.items,
  fiveDiscount: fiveItems.discount,
  fiveItems: fiveItems.items,
  paymentPlanOver: usd(serviceTerms.paymentPlan.over),
  installments: serviceTerms.paymentPlan.installments,
  refundDays: serviceTerms.refundWindowDays,
  guarantee: serviceTerms.satisfactionGuarantee,
};

/** The question groups, in order: each is a topic chip and a section (`#faq-{id}`). */
export const faqGroupIds = ["general", "process", "pricing"] as const;

/** The stat cards, in order: the figure as given; its label is in copy by id. */
export const faqStats = [
  { id: "accuracy", value: accuracy.general },
  { id: "turnaround", value: turnaround.handbags },
  { id: "price", value: `${usd(startingPrices.handbag)}+` },
  { id: "brands", value: brandCounts.faq },
] as const;
