import { businessPlans, consumerProducts, prepaidCreditMonths, prepaidCredits } from "#app/data/plans.ts";
import { absoluteUrl, type SiteConfig } from "#app/lib/site-config.ts";
import { pricingFaqs } from "./pricing-content.ts";

/** JSON-LD of /pricing: the consumer products and business plans as offers in USD, and the FAQ. */
export function pricingStructuredData(config: SiteConfig): Record<string, unknown>[] {
  const url = absoluteUrl(config, "/pricing");
  const seller = { "@type": "Organization", name: config.brand, url: config.siteUrl };
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
      name: `${plan.name} plan, monthly`,
      description: `${plan.includedAuthentications} authentications included per month`,
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
      name: `${plan.name} plan, annual`,
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
    name: `Prepaid credits, ${c.volume}, ${prepaidCreditMonths} months`,
    price: c.perAuthentication.toFixed(2),
    priceCurrency: "USD",
    url,
    seller,
  }));
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: `${config.brand} authentication and Collect Card`,
      description: "Authentication of luxury goods and collectibles, Collect Cards and business plans.",
      brand: { "@type": "Brand", name: config.brand },
      offers: [...consumerOffers, ...planOffers, ...creditOffers],
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: pricingFaqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}
