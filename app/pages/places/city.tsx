import { data } from "react-router";
import { MessageNodes } from "#app/components/ui/message-nodes.tsx";
import { loadClaims } from "#app/data/load-claims.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { parseRegion } from "#app/i18n/regions.ts";
import { notFoundMeta, pageMeta } from "#app/lib/seo.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import type { Route } from "./+types/city";
import {
  CityHero,
  onDarkPrimary,
  onDarkSecondary,
  PlaceCta,
  PlaceLink,
  PlaceSection,
  PlaceStats,
  StartAuthenticationLink,
  secondaryAction,
} from "./blocks.tsx";
import { type CityRecord, cityBySlug } from "./cities.ts";
import { cityArt } from "./city-art.ts";
import { cityClaimsOf, cityPageWordsIn } from "./city-figures.ts";
import { PlaceNotFound, PlaceServiceList } from "./city-sections.tsx";
import { cityCopy } from "./copy/index.ts";

/**
 * One template over the twelve city records. The record and its words are read on the server;
 * the page receives the shared words and that one city's. An unknown slug answers HTTP 404 with
 * its own message and a way back.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const city = cityBySlug(params.citySlug) ?? null;
  const [loaded, allClaims] = await Promise.all([
    loadCopy(cityCopy(city?.slug), request),
    loadClaims(request),
  ]);
  // The shared claims the page quotes, finished in the address's language.
  const claims = cityClaimsOf(allClaims);
  const record = loaded.copy.record;
  if (!city || !record) return data({ ...loaded, city: null, claims, words: null }, { status: 404 });
  const words = cityPageWordsIn(loaded.language, city, loaded.copy, record, claims);
  return { ...loaded, city, claims, words };
}

/** The schema.org weekdays of the days a city's hours name. */
const weekdays: Record<string, string[]> = {
  weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  saturday: ["Saturday"],
};

function cityStructuredData(
  config: SiteConfig,
  city: CityRecord,
  page: { url: string; description: string; name: string },
): Record<string, unknown>[] {
  const { url, description, name } = page;
  const address = { "@type": "PostalAddress", addressLocality: name, addressCountry: city.countryCode };
  const place = {
    "@context": "https://schema.org",
    "@type": "Place",
    name,
    url,
    address,
    geo: { "@type": "GeoCoordinates", latitude: city.geo.latitude, longitude: city.geo.longitude },
  };
  const business = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: `${config.brand} ${name}`,
    description,
    url,
    areaServed: { "@type": "City", name },
    knowsAbout: city.topBrands,
    address,
    ...(city.hours
      ? {
          openingHoursSpecification: city.hours.map((h) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: weekdays[h.days] ?? [],
            opens: h.opens,
            closes: h.closes,
          })),
        }
      : {}),
  };
  return [place, business];
}

export const meta: Route.MetaFunction = (args) => {
  const { language, copy, city, words } = args.loaderData ?? {};
  if (!language || !copy) return [];
  if (!city || !copy.record || !words)
    return notFoundMeta(
      args,
      { title: copy.notFound.metaTitle, description: copy.notFound.metaDescription },
      // The address as asked for: the helper puts the region prefix back in front of it.
      parseRegion(args.location.pathname).path,
    );
  const seo = copy.record.seo;
  const { description } = words;
  const path = `/locations/${city.slug}`;
  return pageMeta(args, {
    title: seo.title,
    description,
    keywords: seo.keywords,
    canonical: path,
    trail: [
      { name: copy.common.home, path: "/" },
      { name: copy.breadcrumb, path: "/locations" },
      { name: words.city, path },
    ],
    breadcrumb: "first",
    structuredData: (config, { url }) =>
      cityStructuredData(config, city, { url: url(path), description, name: words.city }),
  });
};

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { copy, city, words: finished } = loaderData;
  const words = copy.record;
  if (!city || !words || !finished) {
    return (
      <PlaceNotFound
        title={copy.notFound.title}
        text={copy.notFound.text}
        links={[{ to: "/locations", label: copy.notFound.link }]}
      />
    );
  }
  const { claims } = loaderData;
  const servicesId = `${city.short}-services`;
  const art = cityArt(city.slug);
  return (
    <>
      <CityHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={words.hero.lead}
        art={art}
        alt={finished.imageAlt}
      >
        <StartAuthenticationLink>{copy.common.start}</StartAuthenticationLink>
        <a href={`#${servicesId}`} className={secondaryAction}>
          {copy.localServices}
        </a>
        <PlaceLink to="/what-we-authenticate">{copy.common.whatWeAuthenticate}</PlaceLink>
      </CityHero>

      <PlaceSection id={`${city.short}-stats`} title={finished.atAGlance}>
        <PlaceStats stats={finished.stats} label={finished.atAGlance} />
      </PlaceSection>

      <PlaceSection id={servicesId} title={finished.servicesTitle} intro={words.services.intro} tone="white">
        <PlaceServiceList
          turnaroundLabel={copy.turnaround}
          items={city.services.map((id) => ({
            title: copy.services[id],
            description: words.services[id],
            turnaround: claims.turnarounds[id],
          }))}
        />
        {city.hours ? (
          <div className="mt-8 max-w-md rounded-xl border border-line bg-paper p-5">
            <h3 className="font-serif text-xl">
              <MessageNodes text={copy.hoursTitle} values={{ city: words.name }} />
            </h3>
            <dl className="mt-3 space-y-1">
              {finished.hours.map((h) => (
                <div key={h.days} className="flex justify-between gap-6">
                  <dt className="font-semibold">{h.days}</dt>
                  <dd dir="ltr">{h.range}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </PlaceSection>

      {city.entertainment && words.entertainment ? (
        <PlaceSection
          id={`${city.short}-entertainment`}
          title={copy.entertainmentTitle}
          intro={words.entertainment.intro}
        >
          <PlaceServiceList turnaroundLabel={copy.turnaround} items={words.entertainment.items} />
        </PlaceSection>
      ) : null}

      <PlaceSection
        id={`${city.short}-brands`}
        title={finished.brandsTitle}
        intro={finished.brandsIntro}
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
        title={finished.districtsTitle}
        tone={city.entertainment ? "paper" : "white"}
      >
        <ul className="grid gap-5 md:grid-cols-2">
          {words.districts.map((d) => (
            <li key={d.name} className="rounded-xl border border-line bg-paper p-5">
              <h3 className="font-serif text-xl">{d.name}</h3>
              <p className="mt-2 text-sm text-ink/80">{d.description}</p>
            </li>
          ))}
        </ul>
      </PlaceSection>

      <PlaceCta id={`${city.short}-cta`} title={words.cta.title} text={words.cta.text}>
        <StartAuthenticationLink className={onDarkPrimary}>{copy.common.start}</StartAuthenticationLink>
        <a href={`#${servicesId}`} className={onDarkSecondary}>
          {copy.localServices}
        </a>
        <PlaceLink to="/what-we-authenticate" className={onDarkSecondary}>
          {copy.common.whatWeAuthenticate}
        </PlaceLink>
      </PlaceCta>
    </>
  );
}
