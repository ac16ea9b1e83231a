/**
 * The /faq/authentication page (spec 001 section 2 "FAQ", section 9): three groups of questions
 * and the four stat cards. Every figure in the answers comes from the shared claims.
 */
import type { GuideFaqItem } from "#app/components/blocks/faq-list.tsx";
import { accuracy, brandCounts, serviceTerms, startingPrices, turnaround } from "#app/data/claims.ts";
import { usd } from "#app/data/plans.ts";
import type { GuideStat } from "./stat-cards.tsx";

export interface FaqGroup {
  id: "general" | "process" | "pricing";
  /** The topic chip and the group's heading. */
  title: string;
  intro: string;
  items: readonly GuideFaqItem[];
}

export const faqStats: readonly GuideStat[] = [
  { value: accuracy.general, label: "Accuracy" },
  { value: turnaround.handbags, label: "Typical turnaround" },
  { value: `${usd(startingPrices.handbag)}+`, label: "Starting price" },
  { value: brandCounts.faq, label: "Brands" },
];

const [threeItems, fiveItems] = serviceTerms.discounts;

export const faqGroups: readonly FaqGroup[] = [
  {
    id: "general",
    title: "General",
    intro: "What authentication is, what we cover and how far you can rely on the result.",
    items: [
      {
        question: "What is luxury authentication?",
        answer:
          "Authentication is an independent check that an item was made by the brand it carries. We compare your photos and documents with the construction details of genuine items of the same model and period, and give you a verdict with the reasons behind it.",
      },
      {
        question: "How accurate is your authentication?",
        answer: `Our combination of AI models and specialist review is ${accuracy.general} accurate. Any item the models are not confident about goes to a human specialist before we give a verdict.`,
      },
      {
        question: "Which brands and items do you authenticate?",
        answer: `We authenticate ${brandCounts.faq} brands across handbags, watches, jewelry, sneakers, clothing, accessories, trading cards, designer toys and other collectibles. If your brand is not listed, contact us before you submit.`,
      },
      {
        question: "Is a certificate from you accepted by buyers and insurers?",
        answer:
          "Each verdict comes with a digital certificate that records the item, the checks we made and the result. Buyers, marketplaces and insurers can verify it online; whether a particular insurer or platform requires a specific authenticator is up to them, so ask before you buy cover.",
      },
    ],
  },
  {
    id: "process",
    title: "Process",
    intro: "What to send, what happens to it and how long it takes.",
    items: [
      {
        question: "How does the process work?",
        answer:
          "Start an authentication, choose the item type and upload the photos we ask for. Our models check the brand-specific details, a specialist reviews anything flagged, and you receive a verdict and a digital certificate.",
      },
      {
        question: "Which photos do I need to take?",
        answer:
          "Clear, well-lit photos of the whole item from every side, plus close-ups of logos, stamps, stitching, hardware, serial numbers and date codes, and any receipt or card. Natural daylight without flash gives the best results.",
      },
      {
        question: "How long does authentication take?",
        answer: `Most handbags are authenticated within ${turnaround.handbags}. Express authentication returns a result in ${turnaround.express}, and complex cases that need extra research can take ${turnaround.complexCases}.`,
      },
      {
        question: "What happens if my item is not authentic?",
        answer:
          "You receive the verdict with the details that failed, so you can take it to the seller, the marketplace or your payment provider. We never keep or destroy your item: we only see your photos.",
      },
    ],
  },
  {
    id: "pricing",
    title: "Pricing",
    intro: "What authentication costs, discounts, payment plans and refunds.",
    items: [
      {
        question: "How much does authentication cost?",
        answer: `Authentication starts at ${usd(startingPrices.handbag)} for handbags, ${usd(startingPrices.watch)} for watches, ${usd(startingPrices.jewelry)} for jewelry and ${usd(startingPrices.collectibles)} for collectibles. The price depends on the item type, the brand and how quickly you need the result.`,
      },
      {
        question: "Do you offer discounts for several items?",
        answer: `Yes: ${threeItems?.discount} off when you authenticate ${threeItems?.items} together and ${fiveItems?.discount} off for ${fiveItems?.items}.`,
      },
      {
        question: "Can I pay in installments?",
        answer: `For items over ${usd(serviceTerms.paymentPlan.over)}, you can spread the cost over ${serviceTerms.paymentPlan.installments} installments.`,
      },
      {
        question: "What is your refund policy?",
        answer: `You can ask for a refund within ${serviceTerms.refundWindowDays} days after the service is completed. Every authentication is covered by our ${serviceTerms.satisfactionGuarantee} satisfaction guarantee.`,
      },
    ],
  },
];
