import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { loadClaims } from "#app/data/load-claims.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { copyMeta, homeTrail } from "#app/lib/seo.ts";
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
import { cityArt } from "./city-art.ts";
import { locationsCopy } from "./copy/index.ts";

const canonical = "/locations";

/** The directory is read on the server, so the browser bundle carries no city records. */
export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...(await loadCopy(locationsCopy, request)),
    /** The headline claims, finished in the address's language. */
    headline: (await loadClaims(request)).headline,
    regions: citiesByRegion(),
    comingSoon: [...comingSoonCities],
  };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy, regions }) => {
    const cities = regions.flatMap((r) => r.cities);
    return {
      words: copy.meta,
      // The city count is the number of cities listed, never typed.
      values: { count: cities.length },
      canonical,
      trail: homeTrail(copy.common.home, copy.meta.breadcrumb, canonical),
      breadcrumb: "first",
      structuredData: (_config, { url }) => [
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: copy.meta.title,
          itemListElement: cities.map((c, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: copy.cities[c.slug]?.name ?? c.name,
            url: url(`/locations/${c.slug}`),
          })),
        },
      ],
    };
  });

export default function LocationsPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const { t } = useI18n();
  const localize = useLocalizedPath();
  const { regions, comingSoon, headline } = loaderData;
  const cityCount = regions.reduce((count, region) => count + region.cities.length, 0);
  return (
    <>
      <PlaceHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={t(copy.hero.lead, { count: cityCount })}
      >
        <StartAuthenticationLink>{copy.common.start}</StartAuthenticationLink>
        <PlaceLink to="/what-we-authenticate">{copy.common.whatWeAuthenticate}</PlaceLink>
      </PlaceHero>

      <PlaceSection id="reach" title={copy.reach.title}>
        <PlaceStats
          label={copy.reach.title}
          stats={[
            { value: headline.cities, label: copy.reach.cities },
            { value: headline.itemsAuthenticated, label: copy.reach.items },
            { value: headline.support, label: copy.reach.support },
          ]}
        />
      </PlaceSection>

      {regions.map((region) => (
        <PlaceSection key={region.region} id={region.region} title={copy.regions[region.region]} tone="white">
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
            {region.cities.map((city) => {
              const words = copy.cities[city.slug];
              const art = cityArt(city.slug);
              return (
                <li
                  key={city.slug}
                  className="flex flex-col overflow-hidden rounded-xl border border-line bg-paper"
                >
                  {art ? (
                    <Picture
                      art={art}
                      alt={t(copy.common.cityImage, { city: words?.name ?? city.name })}
                      sizes="(min-width: 1152px) 16rem, (min-width: 1024px) 22vw, (min-width: 768px) 45vw, calc(100vw - 3rem)"
                      imgClassName="aspect-[4/3] h-auto w-full bg-ink object-cover"
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="font-serif text-2xl">
                      <Link
                        to={localize(`/locations/${city.slug}`)}
                        className="inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:underline"
                      >
                        {words?.name ?? city.name}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm font-semibold text-gold">{words?.specialty}</p>
                    <ul className="mt-4 space-y-1 text-sm text-ink/80">
                      {words?.features.map((f) => (
                        <li key={f} className="flex gap-2">
                          <span aria-hidden="true" className="text-gold">
                            ·
                          </span>
                          {f}
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              );
            })}
          </ul>
        </PlaceSection>
      ))}

      <PlaceSection id="coming-soon" title={copy.comingSoon.title} intro={copy.comingSoon.intro}>
        <ul className="flex flex-wrap gap-3">
          {comingSoon.map((id) => (
            <li key={id} className="rounded-full border border-line bg-white px-4 py-2 text-sm">
              {copy.comingSoon.cities[id]}
            </li>
          ))}
        </ul>
      </PlaceSection>

      <PlaceCta id="locations-cta" title={copy.cta.title} text={copy.cta.text}>
        <StartAuthenticationLink className={onDarkPrimary}>{copy.common.start}</StartAuthenticationLink>
        <PlaceLink to="/what-we-authenticate" className={onDarkSecondary}>
          {copy.common.whatWeAuthenticate}
        </PlaceLink>
      </PlaceCta>
    </>
  );
}
