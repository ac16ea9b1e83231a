import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuideList,
  GuidePage,
  GuideSection,
} from "#app/components/blocks/article-layout.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { loadCopy } from "#app/i18n/copy.ts";
import { copyMeta, homeTrail } from "#app/lib/seo.ts";
import { brandOrganization } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/guest-posts";
import { partnershipsCopy } from "./copy/index.ts";
import { guestPostOffers, guestPostWords, guestPostsPath as path } from "./data.ts";

export const loader = ({ request }: Route.LoaderArgs) => loadCopy(partnershipsCopy, request);

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, copy }) => {
    const page = copy.guestPosts;
    return {
      words: page,
      canonical: path,
      trail: homeTrail(copy.home, page.title, path),
      structuredData: (config, { url }) => [
        {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: page.title,
          description: page.description,
          url: url(path),
          inLanguage: language,
          publisher: brandOrganization(config),
          mainEntity: {
            "@type": "ItemList",
            name: page.title,
            numberOfItems: guestPostOffers.length,
            itemListElement: guestPostOffers.map((id, i) => ({
              "@type": "ListItem",
              position: i + 1,
              name: page.offers[id].title,
              description: page.offers[id].text,
              url: url(`${path}#${id}`),
            })),
          },
        },
      ],
    };
  });

export default function GuestPostsPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const page = copy.guestPosts;
  const { t } = useI18n();
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
      {guestPostOffers.map((id, i) => (
        <GuideSection
          key={id}
          id={id}
          title={page.offers[id].title}
          intro={page.offers[id].text}
          tone={i % 2 === 1 ? "white" : "plain"}
        >
          <GuideList items={page.offers[id].points.map((point) => t(point, guestPostWords))} />
        </GuideSection>
      ))}
      <GuideSection id="guidelines" title={page.guidelines.heading} tone="white">
        <ol className="list-decimal space-y-2 ps-6 leading-7 text-ink/90">
          {page.guidelines.items.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </GuideSection>
      <GuideCallout id="get-in-touch" title={page.callout.title} text={page.callout.text}>
        <GuideDarkLink to="/contact-us">{copy.contactUs}</GuideDarkLink>
      </GuideCallout>
    </GuidePage>
  );
}
