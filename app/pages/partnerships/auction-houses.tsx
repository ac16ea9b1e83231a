import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuideList,
  GuidePage,
  GuideSection,
} from "#app/components/blocks/article-layout.tsx";
import { loadClaims } from "#app/data/load-claims.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { copyMeta, homeTrail } from "#app/lib/seo.ts";
import { brandOrganization } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/auction-houses";
import { partnershipsCopy } from "./copy/index.ts";
import { auctionServices, auctionHousesPath as path } from "./data.ts";

/** The page's words and the shared turnarounds, finished in the address's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const [loaded, claims] = await Promise.all([loadCopy(partnershipsCopy, request), loadClaims(request)]);
  return { ...loaded, turnaround: claims.turnaround };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy }) => {
    const page = copy.auctionHouses;
    return {
      words: page,
      canonical: path,
      trail: homeTrail(copy.home, page.title, path),
      structuredData: (config) => [
        {
          "@context": "https://schema.org",
          "@type": "Service",
          name: page.title,
          description: page.description,
          audience: { "@type": "BusinessAudience", name: page.audience },
          provider: brandOrganization(config),
        },
      ],
    };
  });

export default function AuctionHousesPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const page = copy.auctionHouses;
  const { turnaround } = loaderData;
  return (
    <GuidePage>
      <GuideHero
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        trail={[
          { name: copy.home, path: "/" },
          { name: page.title, path },
        ]}
      />
      <GuideSection id="services" title={page.services.heading}>
        <ul className="grid gap-4 md:grid-cols-2">
          {auctionServices.map((service) => (
            <li key={service.id} className="rounded-xl border border-line bg-white p-6" data-auction-service>
              <h3 className="font-serif text-xl">{page.services.items[service.id].title}</h3>
              <p className="mt-1 text-sm font-semibold text-gold">{turnaround[service.turnaround]}</p>
              <p className="mt-2 leading-7 text-ink/85">{page.services.items[service.id].text}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="benefits" title={page.benefits.heading} tone="white">
        <GuideList items={page.benefits.items} />
      </GuideSection>
      <GuideSection id="how-it-works" title={page.steps.heading}>
        <ol className="grid gap-4 md:grid-cols-3">
          {page.steps.items.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-line bg-white p-6">
              <span aria-hidden="true" className="font-serif text-3xl text-gold">
                {i + 1}
              </span>
              <h3 className="mt-2 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-ink/80">{step.text}</p>
            </li>
          ))}
        </ol>
      </GuideSection>
      <GuideCallout id="get-in-touch" title={page.callout.title} text={page.callout.text}>
        <GuideDarkLink to="/contact-us">{copy.contactUs}</GuideDarkLink>
      </GuideCallout>
    </GuidePage>
  );
}
