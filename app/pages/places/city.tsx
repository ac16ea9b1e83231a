import { data } from "react-router";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl, type SiteConfig } from "#app/lib/site-config.ts";
import type { Route } from "./+types/city";
import {
  onDarkPrimary,
  onDarkSecondary,
  PlaceCta,
  PlaceHero,
  PlaceLink,
  PlaceSection,
  PlaceStats,
  StartAuthenticationLink,
  secondaryAction,
} from "./blocks.tsx";
import { type CityRecord, cityBySlug } from "./cities.ts";
import { PlaceCityNotFound, PlaceServiceList } from "./city-sections.tsx";

/**
 * One template over the twelve city records (index of readings, "Locations"). The record is read
 * on the server; an unknown slug answers HTTP 404 with its own message and a way back.
 */
export function loader({ params }: Route.LoaderArgs) {
  const city = cityBySlug(params.citySlug);
  if (!city) return data({ city: null }, { status: 404 });
  return { city };
}

const weekdays: Record<string, string[]> = {
  "Mon-Fri": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Sat: ["Saturday"],
};

function cityStructuredData(config: SiteConfig, city: CityRecord, path: string): Record<string, unknown>[] {
  const address = { "@type": "PostalAddress", addressLocality: city.name, addressCountry: city.countryCode };
  const place = {
    "@context": "https://schema.org",
    "@type": "Place",
    name: city.name,
    url: absoluteUrl(config, path),
    address,
    geo: { "@type": "GeoCoordinates", latitude: city.geo.latitude, longitude: city.geo.longitude },
  };
  const business = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: `${config.brand} ${city.name}`,
    description: city.seo.description,
    url: absoluteUrl(config, path),
    areaServed: { "@type": "City", name: city.name },
    knowsAbout: city.topBrands,
    address,
    ...(city.services.hours
      ? {
          openingHoursSpecification: city.services.hours.map((h) => {
            const [opens, closes] = h.time.split("-");
            return { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays[h.days] ?? [], opens, closes };
          }),
        }
      : {}),
  };
  return [place, business];
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  const city = loaderData?.city;
  if (!city) {
    return seoMeta(
      {
        title: "City not found",
        description: "We do not have a page for this city yet. See the cities we serve.",
        keywords: [],
        canonical: "/locations",
        ogImage: defaultOgImage,
        noIndex: true,
        structuredData: [],
      },
      config,
      location.pathname,
    );
  }
  const path = `/locations/${city.slug}`;
  return seoMeta(
    {
      ...city.seo,
      canonical: path,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: "Locations", path: "/locations" },
          { name: city.name, path },
        ]),
        ...cityStructuredData(config, city, path),
      ],
    },
    config,
    location.pathname,
  );
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const city = loaderData.city;
  if (!city) return <PlaceCityNotFound />;
  const servicesId = `${city.short}-services`;
  return (
    <>
      <PlaceHero eyebrow={city.hero.eyebrow} title={city.hero.title} lead={city.hero.lead}>
        <StartAuthenticationLink />
        <a href={`#${servicesId}`} className={secondaryAction}>
          Local services
        </a>
        <PlaceLink to="/what-we-authenticate">What we authenticate</PlaceLink>
      </PlaceHero>

      <PlaceSection id={`${city.short}-stats`} title={`${city.name} at a glance`}>
        <PlaceStats stats={city.stats} label={`${city.name} at a glance`} />
      </PlaceSection>

      <PlaceSection
        id={servicesId}
        title={`Local services in ${city.name}`}
        intro={city.services.intro}
        tone="white"
      >
        <PlaceServiceList items={city.services.items} />
        {city.services.hours ? (
          <div className="mt-8 max-w-md rounded-xl border border-line bg-paper p-5">
            <h3 className="font-serif text-xl">{city.name} hours</h3>
            <dl className="mt-3 space-y-1">
              {city.services.hours.map((h) => (
                <div key={h.days} className="flex justify-between gap-6">
                  <dt className="font-semibold">{h.days}</dt>
                  <dd>{h.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </PlaceSection>

      {city.entertainment ? (
        <PlaceSection
          id={`${city.short}-entertainment`}
          title="Entertainment specialists"
          intro={city.entertainment.intro}
        >
          <PlaceServiceList items={city.entertainment.items} />
        </PlaceSection>
      ) : null}

      <PlaceSection
        id={`${city.short}-brands`}
        title={`Top brands in ${city.name}`}
        intro={`The houses we authenticate most often for ${city.name} collectors and dealers.`}
        tone={city.entertainment ? "white" : "paper"}
      >
        <ul className="flex flex-wrap gap-3">
          {city.topBrands.map((brand) => (
            <li
              key={brand}
              className="rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold"
            >
              {brand}
            </li>
          ))}
        </ul>
      </PlaceSection>

      <PlaceSection
        id={`${city.short}-districts`}
        title={`Luxury districts of ${city.name}`}
        tone={city.entertainment ? "paper" : "white"}
      >
        <ul className="grid gap-5 md:grid-cols-2">
          {city.districts.map((d) => (
            <li key={d.name} className="rounded-xl border border-line bg-paper p-5">
              <h3 className="font-serif text-xl">{d.name}</h3>
              <p className="mt-2 text-sm text-ink/80">{d.description}</p>
            </li>
          ))}
        </ul>
      </PlaceSection>

      <PlaceCta id={`${city.short}-cta`} title={city.cta.title} text={city.cta.text}>
        <StartAuthenticationLink className={onDarkPrimary} />
        <a href={`#${servicesId}`} className={onDarkSecondary}>
          Local services
        </a>
        <PlaceLink to="/what-we-authenticate" className={onDarkSecondary}>
          What we authenticate
        </PlaceLink>
      </PlaceCta>
    </>
  );
}
