import { faqPageData } from "#app/components/blocks/faq-list.tsx";
import { businessPlans, consumerProducts, prepaidCreditMonths, prepaidCredits } from "#app/data/plans.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { brandOrganization } from "#app/lib/seo.ts";
import { absoluteUrl, type SiteConfig } from "#app/lib/site-config.ts";
import type { PricingCopy } from "./copy/index.ts";
import { pricingFaqs } from "./pricing-data.ts";

/** JSON-LD of /pricing: the consumer products and business plans as offers in USD, and the FAQ. */
export function pricingStructuredData(
  config: SiteConfig,
  copy: PricingCopy,
  language: Language,
): Record<string, unknown>[] {
  const words = copy.structuredData;
  const say = (text: string, values: Record<string, string | number> = {}) =>
    formatMessage(language, text, { brand: config.brand, ...values });
  const url = absoluteUrl(config, "/pricing");
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
  const creditOffers = prepaidCredits.map((c) => ({
    "@type": "Offer",
    name: say(words.prepaidCredits, { volume: c.volume, months: prepaidCreditMonths }),
    price: c.perAuthentication.toFixed(2),
    priceCurrency: "USD",
    url,
    seller,
  }));
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: say(words.name),
      description: words.description,
      brand: { "@type": "Brand", name: config.brand },
      offers: [...consumerOffers, ...planOffers, ...creditOffers],
    },
    faqPageData(pricingFaqs(copy, language)),
  ];
}
