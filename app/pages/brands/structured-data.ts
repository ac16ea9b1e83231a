import type { Language } from "#app/i18n/languages.ts";
import { faqsShown } from "./limits.ts";
import type { FaqItem } from "./types.ts";

/** FAQPage JSON-LD of the questions a page shows (at most the FAQ limit). */
export function faqPageData(faqs: readonly FaqItem[], language: Language): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: language,
    mainEntity: faqsShown(faqs).map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** A Service with its tier offers in USD, for the pricing tables, described in the page's language. */
export function serviceOffersData(
  language: Language,
  name: string,
  description: string,
  url: string,
  offers: readonly { name: string; price: number }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    inLanguage: language,
    name,
    description,
    url,
    offers: offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      price: offer.price,
      priceCurrency: "USD",
    })),
  };
}
