import { useI18n } from "#app/components/i18n-provider.tsx";
import { copyMeta } from "#app/lib/seo.ts";
import { absoluteUrl, cardSignInUrl } from "#app/lib/site-config.ts";
import { itemListData } from "#app/lib/structured-data.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/rewards";
import {
  OffersActionLink,
  OffersClosingBand,
  OffersSection,
  OffersSectionHeading,
  OffersSteps,
} from "./blocks.tsx";
import { loadOffersCopy } from "./common.ts";
import { rewardsCopy } from "./copy/index.ts";
import { OffersHotelCarousel } from "./hotel-carousel.tsx";
import { useOffersParallax } from "./parallax.ts";
import { rewardsRecordsIn } from "./records.ts";
import { rewardsCtaActions } from "./rewards-data.ts";

/** The page's copy and the hotel offers and regions, worded in the address's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadOffersCopy(rewardsCopy, request);
  return { ...loaded, records: await rewardsRecordsIn(loaded.language) };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy, records, language }) => ({
    words: copy.meta,
    values: { partners: records.partners, ...copy.deals },
    canonical: "/rewards-and-benefits",
    breadcrumb: "first",
    structuredData: (config) =>
      [
        itemListData(
          copy.meta.listName,
          records.hotels.map((hotel) => ({
            item: {
              "@type": "Hotel",
              name: hotel.name,
              address: hotel.location,
              image: absoluteUrl(config, hotel.image),
              makesOffer: { "@type": "Offer", name: hotel.offer, description: hotel.details },
            },
          })),
        ),
      ].map((data) => ({ ...data, inLanguage: language })),
  }));

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

export default function RewardsAndBenefitsPage({ loaderData }: Route.ComponentProps) {
  const { copy, shared } = loaderData;
  const { t } = useI18n();
  const config = useSiteConfig();
  const offerHref = cardSignInUrl(config);
  const { hotels: hotelOffers, regions: hotelRegions, partners } = loaderData.records;
  return (
    <>
      <section
        aria-labelledby="rewards-hero-title"
        data-section="hero"
        className="relative isolate border-b border-line"
      >
        <HeroBackdrop />
        <div className="relative mx-auto max-w-4xl px-6 py-20 text-center sm:py-28">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{copy.hero.eyebrow}</p>
          <h1
            className="mt-4 font-serif text-4xl leading-tight text-balance sm:text-5xl"
            id="rewards-hero-title"
          >
            {copy.hero.title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink/80">{t(copy.hero.text, copy.deals)}</p>
          <p className="mt-8 inline-flex items-baseline gap-2 rounded-full border border-line bg-white px-5 py-2">
            {/* "50+", or "+50" as Arabic writes it to read right to left: the claims' form as it is. */}
            <span className="font-serif text-2xl text-gold" data-partners>
              {partners}
            </span>
            <span className="text-sm font-semibold">{copy.hero.partners}</span>
          </p>
        </div>
      </section>

      <OffersSection id="points" title={copy.steps.title} text={copy.steps.text}>
        <OffersSteps steps={copy.steps.items} label={shared.steps.label} />
      </OffersSection>

      <section
        aria-labelledby="hotel-offers-title"
        data-section="hotel-offers"
        className="border-y border-line bg-white"
      >
        <div className="page-x py-16">
          <OffersSectionHeading id="hotel-offers-title" title={copy.hotels.title} text={copy.hotels.text} />
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
                  label={t(copy.hotels.regionLabel, { region: region.name })}
                  offers={offers}
                  actionHref={offerHref}
                  labels={copy.carousel}
                  headingLevel={4}
                />
              </section>
            );
          })}
        </div>
      </section>

      <OffersClosingBand
        id="rewards-cta-title"
        section="cta"
        title={copy.cta.title}
        text={copy.cta.text}
        tone="dark"
      >
        {rewardsCtaActions.map(({ id, action }, i) => (
          <OffersActionLink
            key={id}
            action={action}
            label={copy.cta.actions[id]}
            tone={i === 0 ? "gold" : "onDark"}
          />
        ))}
      </OffersClosingBand>
    </>
  );
}
