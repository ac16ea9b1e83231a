import { headline } from "#app/data/claims.ts";
import { hotelOffers, hotelRegions } from "#app/data/hotels.ts";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl, cardSignInUrl } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/rewards";
import { OffersActionLink, OffersSection, OffersSectionHeading, OffersSteps } from "./blocks.tsx";
import { OffersHotelCarousel } from "./hotel-carousel.tsx";
import { useOffersParallax } from "./parallax.ts";
import {
  hotelDeals,
  hotelOffersIntro,
  rewardsCta,
  rewardsHero,
  rewardsSteps,
  rewardsStepsIntro,
} from "./rewards-content.ts";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  return seoMeta(
    {
      title: "Rewards and Benefits: Points and Luxury Hotel Offers",
      description: `Earn points with your Collect Card and redeem them with ${headline.hotelPartners} hotel partners: ${hotelDeals.stays} and ${hotelDeals.savings} across the Americas, Europe, Africa, the Middle East, Asia and the Indian Ocean.`,
      keywords: ["Collect Card rewards", "luxury hotel offers", "loyalty points", "member hotel deals"],
      canonical: "/rewards-and-benefits",
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: "Rewards and Benefits", path: "/rewards-and-benefits" },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: "Partner hotel offers",
          itemListElement: hotelOffers.map((hotel, i) => ({
            "@type": "ListItem",
            position: i + 1,
            item: {
              "@type": "Hotel",
              name: hotel.name,
              address: hotel.location,
              image: absoluteUrl(config, hotel.image),
              makesOffer: { "@type": "Offer", name: hotel.offer, description: hotel.details },
            },
          })),
        },
      ],
    },
    config,
    location.pathname,
  );
};

/** The hero's backdrop: layered hills and a sun that drift with the scroll on wide screens. */
function HeroBackdrop() {
  const far = useOffersParallax<SVGSVGElement>(0.15);
  const near = useOffersParallax<SVGSVGElement>(0.3);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <svg
        aria-hidden="true"
        ref={far}
        data-parallax-layer="far"
        className="absolute inset-x-0 bottom-0 h-full w-full will-change-transform"
        viewBox="0 0 1200 500"
        preserveAspectRatio="xMidYMax slice"
      >
        <circle cx="1090" cy="110" r="60" fill="#d9b75f" opacity="0.35" />
        <path d="M0 380 Q200 300 420 360 T840 340 T1200 330 V500 H0 Z" fill="#e4ded2" />
      </svg>
      <svg
        aria-hidden="true"
        ref={near}
        className="absolute inset-x-0 bottom-0 h-full w-full will-change-transform"
        viewBox="0 0 1200 500"
        preserveAspectRatio="xMidYMax slice"
      >
        <path d="M0 440 Q300 380 600 430 T1200 410 V500 H0 Z" fill="#d9b75f" opacity="0.25" />
      </svg>
    </div>
  );
}

export default function RewardsAndBenefitsPage() {
  const config = useSiteConfig();
  const offerHref = cardSignInUrl(config);
  return (
    <>
      <section
        aria-labelledby="rewards-hero-title"
        data-section="hero"
        className="relative isolate border-b border-line"
      >
        <HeroBackdrop />
        <div className="relative mx-auto max-w-4xl px-6 py-20 text-center sm:py-28">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{rewardsHero.eyebrow}</p>
          <h1
            className="mt-4 font-serif text-4xl leading-tight text-balance sm:text-5xl"
            id="rewards-hero-title"
          >
            {rewardsHero.title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink/80">{rewardsHero.text}</p>
          <p className="mt-8 inline-flex items-baseline gap-2 rounded-full border border-line bg-white px-5 py-2">
            <span className="font-serif text-2xl text-gold">{headline.hotelPartners}</span>
            <span className="text-sm font-semibold">{rewardsHero.partnersLabel}</span>
          </p>
        </div>
      </section>

      <OffersSection id="points" title={rewardsStepsIntro.title} text={rewardsStepsIntro.text}>
        <OffersSteps steps={rewardsSteps} />
      </OffersSection>

      <section
        aria-labelledby="hotel-offers-title"
        data-section="hotel-offers"
        className="border-y border-line bg-white"
      >
        <div className="mx-auto max-w-6xl px-6 py-16">
          <OffersSectionHeading
            id="hotel-offers-title"
            title={hotelOffersIntro.title}
            text={hotelOffersIntro.text}
          />
          {hotelRegions.map((region) => {
            const offers = hotelOffers.filter((hotel) => hotel.region === region.id);
            if (offers.length === 0) return null;
            return (
              <section
                key={region.id}
                aria-labelledby={`region-${region.id}`}
                data-region={region.id}
                className="mt-14"
              >
                <h3 id={`region-${region.id}`} className="font-serif text-2xl">
                  {region.name}
                </h3>
                <OffersHotelCarousel
                  id={`hotels-${region.id}`}
                  label={`${region.name} hotel offers`}
                  offers={offers}
                  actionHref={offerHref}
                  headingLevel={4}
                />
              </section>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="rewards-cta-title" data-section="cta" className="px-6 py-20">
        <div className="mx-auto max-w-4xl rounded-3xl bg-ink p-10 text-center text-white">
          <h2 id="rewards-cta-title" className="font-serif text-3xl">
            {rewardsCta.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/80">{rewardsCta.text}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {rewardsCta.actions.map((action, i) => (
              <OffersActionLink key={action.label} action={action} tone={i === 0 ? "gold" : "onDark"} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
