import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuideList,
  GuidePage,
  GuideSection,
} from "#app/components/blocks/article-layout.tsx";
import { absoluteUrl } from "#app/lib/site-config.ts";
import { contentMeta } from "#app/pages/guides/guide-route.ts";
import type { Route } from "./+types/guest-posts";
import { guestPostsPage as page } from "./data.ts";

const path = "/partnerships/guest-posts";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: page.title,
      description: page.description,
      keywords: ["guest posts", "write for us", "luxury expert", "authentication expert", "press enquiries"],
      canonical: path,
      trail: [{ name: page.title, path }],
      structuredData: (config) => [
        {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: page.title,
          description: page.description,
          url: absoluteUrl(config, path),
          inLanguage: "en",
          publisher: { "@type": "Organization", name: config.brand, url: config.siteUrl },
          mainEntity: {
            "@type": "ItemList",
            name: page.title,
            numberOfItems: page.offers.length,
            itemListElement: page.offers.map((offer, i) => ({
              "@type": "ListItem",
              position: i + 1,
              name: offer.title,
              description: offer.text,
              url: absoluteUrl(config, `${path}#${offer.id}`),
            })),
          },
        },
      ],
    },
    args,
  );

export default function GuestPostsPage() {
  return (
    <GuidePage>
      <GuideHero
        eyebrow="Partnerships"
        title={page.title}
        lead={page.lead}
        trail={[
          { name: "Home", path: "/" },
          { name: page.title, path },
        ]}
      />
      {page.offers.map((offer, i) => (
        <GuideSection
          key={offer.id}
          id={offer.id}
          title={offer.title}
          intro={offer.text}
          tone={i % 2 === 1 ? "white" : "plain"}
        >
          <GuideList items={offer.points} />
        </GuideSection>
      ))}
      <GuideSection id="guidelines" title="How to pitch" tone="white">
        <ol className="list-decimal space-y-2 ps-6 leading-7 text-ink/90">
          {page.guidelines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </GuideSection>
      <GuideCallout
        id="get-in-touch"
        title="Get in touch"
        text="Send your pitch, your profile or your press question through our contact form, and choose the partnership topic so it reaches the right person."
      >
        <GuideDarkLink to="/contact-us">Contact us</GuideDarkLink>
      </GuideCallout>
    </GuidePage>
  );
}
