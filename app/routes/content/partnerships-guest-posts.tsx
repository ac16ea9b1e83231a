import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuideList,
  GuidePage,
  GuideSection,
} from "#app/components/sections/guide-layout.tsx";
import { guestPostsPage as page } from "#app/content/partnerships.ts";
import type { Route } from "./+types/partnerships-guest-posts";
import { contentMeta } from "./guide-route.ts";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: page.title,
      description: page.description,
      keywords: ["guest posts", "write for us", "luxury expert", "authentication expert", "press enquiries"],
      canonical: "/partnerships/guest-posts",
      trail: [{ name: page.title, path: "/partnerships/guest-posts" }],
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
          { name: page.title, path: "/partnerships/guest-posts" },
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
