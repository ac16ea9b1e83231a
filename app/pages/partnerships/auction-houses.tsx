import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuideList,
  GuidePage,
  GuideSection,
} from "#app/components/blocks/article-layout.tsx";
import { contentMeta } from "#app/pages/guides/guide-route.ts";
import type { Route } from "./+types/auction-houses";
import { auctionHousesPage as page } from "./data.ts";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: page.title,
      description: page.description,
      keywords: [
        "auction house authentication",
        "pre-sale authentication",
        "condition report",
        "provenance research",
      ],
      canonical: "/partnerships/auction-houses",
      trail: [{ name: page.title, path: "/partnerships/auction-houses" }],
      structuredData: (config) => [
        {
          "@context": "https://schema.org",
          "@type": "Service",
          name: page.title,
          description: page.description,
          audience: { "@type": "BusinessAudience", name: "Auction houses" },
          provider: { "@type": "Organization", name: config.brand, url: config.siteUrl },
        },
      ],
    },
    args,
  );

export default function AuctionHousesPage() {
  return (
    <GuidePage>
      <GuideHero
        eyebrow="Auction partners"
        title={page.title}
        lead={page.lead}
        trail={[
          { name: "Home", path: "/" },
          { name: page.title, path: "/partnerships/auction-houses" },
        ]}
      />
      <GuideSection id="services" title="What we do for auction houses">
        <ul className="grid gap-4 md:grid-cols-2">
          {page.services.map((service) => (
            <li
              key={service.title}
              className="rounded-xl border border-line bg-white p-6"
              data-auction-service
            >
              <h3 className="font-serif text-xl">{service.title}</h3>
              <p className="mt-1 text-sm font-semibold text-gold">{service.turnaround}</p>
              <p className="mt-2 leading-7 text-ink/85">{service.text}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="benefits" title="Why auction houses work with us" tone="white">
        <GuideList items={page.benefits} />
      </GuideSection>
      <GuideSection id="how-it-works" title="How a partnership works">
        <ol className="grid gap-4 md:grid-cols-3">
          {page.steps.map((step, i) => (
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
      <GuideCallout
        id="get-in-touch"
        title="Become an auction partner"
        text="Tell us about your sales calendar and the categories you consign, and we will put together a proposal for your house."
      >
        <GuideDarkLink to="/contact-us">Contact us</GuideDarkLink>
      </GuideCallout>
    </GuidePage>
  );
}
