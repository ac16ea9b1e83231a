import { Check } from "lucide-react";
import { consumerProduct, consumerProducts, pricingFrom } from "#app/data/plans.ts";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/pricing";
import { OffersActionLink, OffersHero, OffersSection, OffersSteps } from "./blocks.tsx";
import { OffersFaqList } from "./faq-list.tsx";
import { OffersPlansTable } from "./plans-table.tsx";
import { productPrice, vaultPrice } from "./prices.ts";
import {
  bannerProductId,
  businessIntro,
  cardProductIds,
  pricingContact,
  pricingFaqs,
  pricingHero,
  pricingSteps,
  productAction,
  productStatusLabel,
  subscriptionBanner,
} from "./pricing-content.ts";
import { pricingStructuredData } from "./pricing-structured-data.ts";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  const vault = consumerProducts.find((p) => p.id === bannerProductId);
  return seoMeta(
    {
      title: "Pricing: Collect Cards, Authentication Credits and Business Plans",
      description: `Pricing from ${pricingFrom}. A free Virtual Collect Card, AI authentication for ${consumerProduct("ai-authentication").price}, the Vault Subscription at ${vault ? vaultPrice(vault) : ""}, and business plans with included authentications, annual savings and prepaid credits.`,
      keywords: [
        "authentication pricing",
        "luxury authentication cost",
        "Collect Card",
        "Vault Subscription",
        "business authentication plans",
        "prepaid authentication credits",
      ],
      canonical: "/pricing",
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: "Pricing", path: "/pricing" },
        ]),
        ...pricingStructuredData(config),
      ],
    },
    config,
    location.pathname,
  );
};

export default function PricingPage() {
  const cards = cardProductIds.flatMap((id) => consumerProducts.filter((p) => p.id === id));
  const vault = consumerProducts.find((p) => p.id === bannerProductId);
  return (
    <>
      <OffersHero
        id="pricing-hero"
        eyebrow={pricingHero.eyebrow}
        title={pricingHero.title}
        text={pricingHero.text}
      />

      <OffersSection id="consumer-products" title="For collectors">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {cards.map((product) => (
            <li
              key={product.id}
              data-product={product.id}
              className="flex flex-col rounded-2xl border border-line bg-white p-6"
            >
              <p className="text-xs font-semibold uppercase tracking-[0.15em] text-gold">
                {productStatusLabel[product.status]}
              </p>
              <h3 className="mt-3 font-serif text-2xl">{product.title}</h3>
              <p className="mt-3 text-2xl font-semibold" data-price>
                {productPrice(product)}
              </p>
              <p className="mt-3 text-sm text-ink/80">{product.description}</p>
              {product.includes.length > 0 ? (
                <ul className="mt-4 space-y-2 text-sm">
                  {product.includes.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold" />
                      {item}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="mt-auto pt-6">
                <OffersActionLink action={productAction[product.id]} tone="light" />
              </div>
            </li>
          ))}
        </ul>
      </OffersSection>

      {vault ? (
        <section
          aria-labelledby="subscription-title"
          data-section="subscription"
          className="mx-auto max-w-6xl px-6"
        >
          <div className="grid gap-8 rounded-3xl bg-ink p-8 text-white sm:p-12 md:grid-cols-[1.4fr_1fr] md:items-center">
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-light">
                {subscriptionBanner.eyebrow}
              </p>
              <h2 id="subscription-title" className="mt-3 font-serif text-3xl">
                {vault.title}
              </h2>
              <p className="mt-3 text-3xl font-semibold" data-price>
                {vaultPrice(vault)}
              </p>
              <p className="mt-3 text-white/80">{subscriptionBanner.text}</p>
            </div>
            <div>
              <ul className="space-y-3">
                {vault.includes.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-light" />
                    {item}
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                <OffersActionLink action={productAction[vault.id]} tone="gold" />
              </div>
            </div>
          </div>
        </section>
      ) : null}

      <OffersSection id="how-it-works" title="How it works">
        <OffersSteps steps={pricingSteps} />
      </OffersSection>

      <OffersSection id="business-plans" title={businessIntro.title} text={businessIntro.text} tone="white">
        <OffersPlansTable />
      </OffersSection>

      <OffersSection id="pricing-faq" title="Frequently asked questions">
        <OffersFaqList faqs={pricingFaqs} />
      </OffersSection>

      <section
        aria-labelledby="pricing-contact-title"
        data-section="contact"
        className="mx-auto max-w-6xl px-6 pb-20"
      >
        <div className="rounded-3xl border border-line bg-white p-8 text-center sm:p-12">
          <h2 id="pricing-contact-title" className="font-serif text-3xl">
            {pricingContact.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-ink/80">{pricingContact.text}</p>
          <div className="mt-6">
            <OffersActionLink action={pricingContact.action} />
          </div>
        </div>
      </section>
    </>
  );
}
