import { Check, CreditCard, Smartphone } from "lucide-react";
import { virtualCardFigures } from "#app/data/plans.ts";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/collect-card";
import { OffersActionLink, OffersHero, OffersSection, OffersSteps } from "./blocks.tsx";
import {
  cardOffers,
  collectCardHero,
  collectCardSteps,
  collectCardStepsIntro,
  pointsSystem,
} from "./collect-card-content.ts";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  return seoMeta(
    {
      title: "Collect Card: Physical and Virtual Cards for Authenticated Items",
      description:
        "The Collect Card assigns ownership of your authenticated items. The virtual card is free; the physical card, sold only through authorised resellers, unlocks insurance, hotel offers, resale, credit and loyalty points.",
      keywords: [
        "Collect Card",
        "virtual collect card",
        "physical collect card",
        "digital vault",
        "loyalty points",
      ],
      canonical: "/collect-card",
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: "Collect Card", path: "/collect-card" },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "Product",
          name: "Virtual Collect Card",
          description: cardOffers.find((c) => c.id === "virtual")?.description,
          brand: { "@type": "Brand", name: config.brand },
          offers: {
            "@type": "Offer",
            price: virtualCardFigures.amount.toFixed(2),
            priceCurrency: "USD",
            url: absoluteUrl(config, "/collect-card"),
          },
        },
      ],
    },
    config,
    location.pathname,
  );
};

const icons = { physical: CreditCard, virtual: Smartphone } as const;

export default function CollectCardPage() {
  return (
    <>
      <OffersHero
        id="collect-card-hero"
        eyebrow={collectCardHero.eyebrow}
        title={collectCardHero.title}
        text={collectCardHero.text}
      >
        <OffersActionLink action={collectCardHero.action} />
      </OffersHero>

      {cardOffers.map((card, i) => {
        const Icon = icons[card.id];
        return (
          <section
            key={card.id}
            id={`${card.id}-card`}
            data-section={`${card.id}-card`}
            aria-labelledby={`${card.id}-card-title`}
            className={i % 2 === 0 ? "border-b border-line bg-white" : undefined}
          >
            <div className="mx-auto grid max-w-6xl gap-10 px-6 py-16 md:grid-cols-2 md:items-center">
              <div>
                <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{card.eyebrow}</p>
                <h2 id={`${card.id}-card-title`} className="mt-2 font-serif text-3xl">
                  {card.title}
                </h2>
                <p className="mt-3 text-xl font-semibold" data-price>
                  {card.price}
                </p>
                <p className="mt-4 text-ink/80">{card.description}</p>
                <div className="mt-6 flex flex-wrap gap-3">
                  {card.actions.map((action, j) => (
                    <OffersActionLink key={action.label} action={action} tone={j === 0 ? "dark" : "light"} />
                  ))}
                </div>
              </div>
              <div className="rounded-3xl bg-ink p-8 text-white">
                <Icon aria-hidden="true" className="size-10 text-gold-light" />
                <ul className="mt-6 space-y-3" aria-label={`${card.title}: what it unlocks`}>
                  {card.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-light" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        );
      })}

      <OffersSection id="points-system" title={pointsSystem.title} text={pointsSystem.text}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {pointsSystem.ways.map((way) => (
            <li key={way.title} className="rounded-2xl border border-line bg-white p-6">
              <h3 className="text-lg font-semibold">{way.title}</h3>
              <p className="mt-2 text-sm text-ink/80">{way.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <OffersActionLink action={pointsSystem.action} tone="light" />
        </div>
      </OffersSection>

      <OffersSection
        id="how-it-works"
        title={collectCardStepsIntro.title}
        text={collectCardStepsIntro.text}
        tone="white"
      >
        <OffersSteps steps={collectCardSteps} />
      </OffersSection>
    </>
  );
}
