import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuideLinkButton,
  GuideList,
  GuidePage,
  GuideSection,
} from "#app/components/blocks/article-layout.tsx";
import { faqPageData, GuideFaqList } from "#app/components/blocks/faq-list.tsx";
import { usd } from "#app/data/plans.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import { contentMeta } from "#app/pages/guides/guide-route.ts";
import type { Route } from "./+types/route";
import {
  handbagShowcase,
  type ServiceOffer,
  serviceOffers,
  servicesFaq,
  watchServiceLevels,
} from "./data.ts";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: "Authentication Services for Handbags, Watches, Jewelry and Collectibles",
      description:
        "Four authentication services with their features, accuracy, turnaround and starting prices: luxury handbags, luxury watches, fine jewelry and collectibles certification.",
      keywords: [
        "authentication services",
        "handbag authentication",
        "watch authentication",
        "jewelry authentication",
        "collectibles certification",
      ],
      canonical: "/services",
      trail: [{ name: "Services", path: "/services" }],
      structuredData: (config) => [
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: "Authentication services",
          itemListElement: serviceOffers.map((offer, i) => ({
            "@type": "ListItem",
            position: i + 1,
            item: {
              "@type": "Service",
              name: offer.title,
              description: offer.description,
              url: absoluteUrl(config, `/services#${offer.id}`),
              provider: { "@type": "Organization", name: config.brand, url: config.siteUrl },
              offers: {
                "@type": "Offer",
                price: String(offer.startingPrice),
                priceCurrency: "USD",
                url: absoluteUrl(config, `/services#${offer.id}`),
              },
            },
          })),
        },
        faqPageData(servicesFaq),
      ],
    },
    args,
  );

function ServiceFacts({ offer }: { offer: ServiceOffer }) {
  const facts = [
    { label: "Accuracy", value: offer.accuracy },
    { label: "Turnaround", value: offer.turnaround },
    { label: "Starting price", value: usd(offer.startingPrice) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-facts={offer.id}>
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col-reverse justify-end rounded-lg border border-line bg-paper p-3"
        >
          <dt className="text-xs uppercase tracking-[0.14em] text-ink/70">{fact.label}</dt>
          <dd className="font-serif text-xl text-gold" data-fact={fact.label}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ServiceDetail({ offer, children }: { offer: ServiceOffer; children?: React.ReactNode }) {
  return (
    <GuideSection id={offer.id} title={offer.title} intro={offer.description} tone="white">
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <p className="leading-7 text-ink/85">{offer.longDescription}</p>
          <h3 className="mt-6 font-semibold">What we check</h3>
          <div className="mt-3">
            <GuideList items={offer.features} />
          </div>
        </div>
        <div className="space-y-6">
          <ServiceFacts offer={offer} />
          {(offer.id === "handbag" || offer.id === "watch") && (
            <div className="flex flex-wrap gap-3">
              <GuideLinkButton to="/app/authenticate">Start Authentication</GuideLinkButton>
              {offer.links?.map((link) => (
                <GuideLinkButton key={link.to} to={link.to} variant="secondary">
                  {link.label}
                </GuideLinkButton>
              ))}
            </div>
          )}
        </div>
      </div>
      {children}
    </GuideSection>
  );
}

export default function ServicesPage() {
  const [handbag, watch, jewelry, collectibles] = serviceOffers;
  return (
    <GuidePage>
      <GuideHero
        eyebrow="Services"
        title="Authentication services for what you collect"
        lead="Four services, one method: AI models trained on each brand's construction details, with a specialist reviewing anything they flag. Pick the service that matches your item to see what we check, how accurate we are, how long it takes and what it costs."
        trail={[
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
        ]}
      />
      <GuideSection id="overview" title="Our four services">
        <ul className="grid gap-4 md:grid-cols-2">
          {serviceOffers.map((offer) => (
            <li key={offer.id} className="rounded-xl border border-line bg-white p-6" data-service={offer.id}>
              <h3 className="font-serif text-xl">
                <a href={`#${offer.id}`} className="hover:underline">
                  {offer.title}
                </a>
              </h3>
              <p className="mt-2 text-sm leading-6 text-ink/80">{offer.description}</p>
              <p className="mt-4 text-sm">
                <span className="font-semibold">{offer.accuracy}</span> accuracy ·{" "}
                <span className="font-semibold">{offer.turnaround}</span> · from{" "}
                <span className="font-semibold">{usd(offer.startingPrice)}</span>
              </p>
            </li>
          ))}
        </ul>
      </GuideSection>
      {handbag && (
        <ServiceDetail offer={handbag}>
          <h3 className="mt-10 font-serif text-2xl" id="handbag-showcase">
            Bags we authenticate most
          </h3>
          <p className="mt-2 text-sm text-ink/75">Pre-owned market starting prices.</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="handbag-showcase">
            {handbagShowcase.map((bag) => (
              <li key={bag.model} className="rounded-xl border border-line p-5" data-showcase>
                <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold">{bag.brand}</p>
                <p className="mt-1 font-serif text-lg">{bag.model}</p>
                <p className="mt-2 text-sm leading-6 text-ink/80">{bag.description}</p>
                <p className="mt-3 text-sm">
                  From{" "}
                  <span className="font-semibold" data-price>
                    {usd(bag.startingPrice)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </ServiceDetail>
      )}
      {watch && (
        <ServiceDetail offer={watch}>
          <h3 className="mt-10 font-serif text-2xl" id="watch-levels">
            Watch service levels
          </h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-3" aria-labelledby="watch-levels">
            {watchServiceLevels.map((level) => (
              <li key={level.name} className="rounded-xl border border-line p-5" data-level={level.name}>
                <p className="font-serif text-lg">{level.name}</p>
                <p className="mt-2">
                  <span className="font-serif text-3xl text-gold">{usd(level.price)}</span>{" "}
                  <span className="text-sm text-ink/75">({level.turnaround})</span>
                </p>
                <p className="mt-3 text-sm leading-6 text-ink/80">{level.bestFor}</p>
              </li>
            ))}
          </ul>
        </ServiceDetail>
      )}
      {jewelry && <ServiceDetail offer={jewelry} />}
      {collectibles && <ServiceDetail offer={collectibles} />}
      <GuideSection id="faq" title="Frequently asked questions">
        <GuideFaqList items={servicesFaq} />
      </GuideSection>
      <GuideCallout
        id="get-started"
        title="Not sure which service fits?"
        text="Tell us what you have and we will point you to the right service, or read our answers to the questions collectors ask most."
      >
        <GuideDarkLink to="/faq/authentication">Read the authentication FAQ</GuideDarkLink>
        <GuideDarkLink to="/contact-us" variant="secondary">
          Contact us
        </GuideDarkLink>
      </GuideCallout>
    </GuidePage>
  );
}
