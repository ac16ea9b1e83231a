import { Link } from "react-router";
import { headline } from "#app/data/claims.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/locations";
import {
  onDarkPrimary,
  onDarkSecondary,
  PlaceCta,
  PlaceHero,
  PlaceLink,
  PlaceSection,
  PlaceStats,
  StartAuthenticationLink,
} from "./blocks.tsx";
import { citiesByRegion, comingSoonCities } from "./cities.ts";

const canonical = "/locations";
const title = "Luxury Authentication Locations";

/** The page's description; the city count is the number of cities listed, never typed. */
function describe(cityCount: number): string {
  return `Luxury authentication in ${cityCount} cities across North America, Europe and Asia Pacific, from New York and London to Geneva and Tokyo, with more cities coming soon.`;
}

/** The directory is read on the server, so the browser bundle carries no city records. */
export function loader() {
  return { regions: citiesByRegion(), comingSoon: [...comingSoonCities] };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  const cities = loaderData?.regions.flatMap((r) => r.cities) ?? [];
  return seoMeta(
    {
      title,
      description: describe(cities.length),
      keywords: [
        "luxury authentication locations",
        "authentication near me",
        "handbag authentication cities",
        "watch authentication cities",
      ],
      canonical,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: "Locations", path: canonical },
        ]),
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: title,
          itemListElement: cities.map((c, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: c.name,
            url: absoluteUrl(config, `/locations/${c.slug}`),
          })),
        },
      ],
    },
    config,
    location.pathname,
  );
};

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const localize = useLocalizedPath();
  const { regions, comingSoon } = loaderData;
  const cityCount = regions.reduce((count, region) => count + region.cities.length, 0);
  return (
    <>
      <PlaceHero
        eyebrow="Locations"
        title="Luxury authentication wherever you buy and sell"
        lead={`Our AI and expert reviewers work from photos, so you can authenticate from anywhere. In ${cityCount} cities we know the local market: the streets, the dealers, the auction calendar and the fakes that circulate there.`}
      >
        <StartAuthenticationLink />
        <PlaceLink to="/what-we-authenticate">What we authenticate</PlaceLink>
      </PlaceHero>

      <PlaceSection id="reach" title="Our reach">
        <PlaceStats
          label="Our reach"
          stats={[
            { value: headline.cities, label: "Cities served" },
            { value: headline.itemsAuthenticated, label: "Items authenticated" },
            { value: headline.support, label: "Support" },
          ]}
        />
      </PlaceSection>

      {regions.map((region) => {
        const id = region.region.toLowerCase().replace(/\s+/g, "-");
        return (
          <PlaceSection key={region.region} id={id} title={region.region} tone="white">
            <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
              {region.cities.map((city) => (
                <li key={city.slug} className="flex flex-col rounded-xl border border-line bg-paper p-5">
                  <h3 className="font-serif text-2xl">
                    <Link
                      to={localize(`/locations/${city.slug}`)}
                      className="underline-offset-4 hover:underline"
                    >
                      {city.name}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm font-semibold text-gold">{city.specialty}</p>
                  <ul className="mt-4 space-y-1 text-sm text-ink/80">
                    {city.features.map((f) => (
                      <li key={f} className="flex gap-2">
                        <span aria-hidden="true" className="text-gold">
                          ·
                        </span>
                        {f}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </PlaceSection>
        );
      })}

      <PlaceSection
        id="coming-soon"
        title="Coming Soon"
        intro="We are building local expertise in these cities next. Until then, you can authenticate from them online like anywhere else."
      >
        <ul className="flex flex-wrap gap-3">
          {comingSoon.map((name) => (
            <li key={name} className="rounded-full border border-line bg-white px-4 py-2 text-sm">
              {name}
            </li>
          ))}
        </ul>
      </PlaceSection>

      <PlaceCta
        id="locations-cta"
        title="Authenticate from anywhere"
        text="Upload photos of your item and receive an authenticity score backed by AI and expert review, wherever you are."
      >
        <StartAuthenticationLink className={onDarkPrimary} />
        <PlaceLink to="/what-we-authenticate" className={onDarkSecondary}>
          What we authenticate
        </PlaceLink>
      </PlaceCta>
    </>
  );
}
