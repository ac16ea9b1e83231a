import { faqPageData } from "#app/components/blocks/faq-list.tsx";
import { prepaidCreditMonths, prepaidCredits } from "#app/data/products.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import { brandOrganization } from "#app/lib/structured-data.ts";
import type { PricingCopy } from "./copy/index.ts";
import { pricingFaqs } from "./pricing-data.ts";
import type { PricingRecords } from "./records.ts";

/**
 * JSON-LD of /pricing: the consumer products and business plans as offers in USD, and the FAQ,
 * in the page's language.
 */
export function pricingStructuredData(
  config: SiteConfig,
  copy: PricingCopy,
  records: Pick<PricingRecords, "products" | "plans" | "prepaidVolumes">,
  language: Language,
  /** The address of /pricing under the visitor's region prefix. */
  url: string,
): Record<string, unknown>[] {
  const { products: consumerProducts, plans: businessPlans } = records;
  const words = copy.structuredData;
  const say = (text: string, values: Record<string, string | number> = {}) =>
    formatMessage(language, text, { brand: config.brand, ...values });
  const seller = brandOrganization(config);
  const consumerOffers = consumerProducts
    .filter((p) => p.amount !== null)
    .map((p) => ({
      "@type": "Offer",
      name: p.title,
      description: p.description,
      price: (p.amount ?? 0).toFixed(2),
      priceCurrency: "USD",
      url,
      seller,
      ...(p.period
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: (p.amount ?? 0).toFixed(2),
              priceCurrency: "USD",
              unitCode: "MON",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
            },
          }
        : {}),
    }));
  const planOffers = businessPlans.flatMap((plan) => [
    {
      "@type": "Offer",
      name: say(words.planMonthly, { plan: plan.name }),
      description: say(words.planIncluded, { count: plan.includedAuthentications }),
      price: plan.monthly.toFixed(2),
      priceCurrency: "USD",
      url,
      seller,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: plan.monthly.toFixed(2),
        priceCurrency: "USD",
        unitCode: "MON",
      },
    },
    {
      "@type": "Offer",
      name: say(words.planAnnual, { plan: plan.name }),
      price: plan.annual.toFixed(2),
      priceCurrency: "USD",
      url,
      seller,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: plan.annual.toFixed(2),
        priceCurrency: "USD",
        unitCode: "ANN",
      },
    },
  ]);
  const creditOffers = prepaidCredits.map((c, i) => ({
    "@type": "Offer",
    name: say(words.prepaidCredits, {
      volume: records.prepaidVolumes[i] ?? c.volume,
      months: prepaidCreditMonths,
    }),
    price: c.perAuthentication.toFixed(2),
    priceCurrency: "USD",
    url,
    seller,
  }));
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      inLanguage: language,
      name: say(words.name),
      description: words.description,
      brand: { "@type": "Brand", name: config.brand },
      offers: [...consumerOffers, ...planOffers, ...creditOffers],
    },
    faqPageData(
      // The isolates that keep a price left to right on the page are no text of the answer.
      pricingFaqs(copy, language).map((faq) => ({
        ...faq,
        answer: faq.answer.replace(/[\u2066-\u2069]/g, ""),
      })),
      { inLanguage: language },
    ),
  ];
}
