import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuidePage,
  GuideSection,
  GuideTextLink,
} from "#app/components/blocks/article-layout.tsx";
import { headline } from "#app/data/claims.ts";
import { contentMeta } from "#app/pages/guides/guide-route.ts";
import type { Route } from "./+types/route";
import {
  aboutAudiences,
  aboutLeadership,
  aboutMission,
  aboutPartnerships,
  aboutTimeline,
  aboutWhatWeDo,
} from "./data.ts";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: "About Us",
      description: `Our mission, our story, what we do and who we serve: a ${headline.basedIn}-based team authenticating luxury goods and collectibles with AI agents and human specialists.`,
      keywords: ["about us", "luxury authentication company", headline.basedIn, "authentication team"],
      canonical: "/about",
      trail: [{ name: "About", path: "/about" }],
      structuredData: (config) => [
        {
          "@context": "https://schema.org",
          "@type": "AboutPage",
          name: "About Us",
          url: `${config.siteUrl}/about`,
          about: { "@type": "Organization", name: config.brand, url: config.siteUrl },
        },
      ],
    },
    args,
  );

export default function AboutPage() {
  return (
    <GuidePage>
      <GuideHero
        eyebrow="About us"
        title="We help the world trust what it collects"
        lead={`A ${headline.basedIn}-based team of authentication specialists and engineers, building the fastest way to know that a luxury item is genuine, and to prove it.`}
        trail={[
          { name: "Home", path: "/" },
          { name: "About", path: "/about" },
        ]}
      />
      <GuideSection id="mission" title="Our mission">
        <h3 className="font-serif text-2xl text-gold">{aboutMission.title}</h3>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{aboutMission.text}</p>
      </GuideSection>
      <GuideSection id="story" title="Our story" tone="white">
        <ol className="relative space-y-8 border-s border-line ps-8">
          {aboutTimeline.map((entry) => (
            <li key={entry.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[2.4rem] top-1.5 size-3 rounded-full bg-gold"
              />
              <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold">{entry.period}</p>
              <h3 className="mt-1 font-serif text-xl">{entry.title}</h3>
              <p className="mt-2 max-w-3xl leading-7 text-ink/85">{entry.text}</p>
            </li>
          ))}
        </ol>
      </GuideSection>
      <GuideSection id="what-we-do" title="What we do">
        <ul className="grid gap-4 md:grid-cols-2">
          {aboutWhatWeDo.map((item) => (
            <li key={item.title} className="rounded-xl border border-line bg-white p-6">
              <h3 className="font-serif text-xl">{item.title}</h3>
              <p className="mt-2 leading-7 text-ink/85">{item.text}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="who-we-serve" title="Who we serve" tone="white">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {aboutAudiences.map((item) => (
            <li key={item.title} className="rounded-xl border border-line p-5">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm leading-6 text-ink/80">{item.text}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="leadership" title="Leadership" intro="The team that leads this company day to day.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {aboutLeadership.map((leader) => (
            <li key={leader.name} className="rounded-xl border border-line bg-white p-5">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-ink font-serif text-lg text-white"
              >
                {leader.name
                  .split(" ")
                  .map((part) => part[0])
                  .join("")}
              </span>
              <h3 className="mt-4 font-serif text-lg">{leader.name}</h3>
              <p className="text-sm font-semibold text-gold">{leader.role}</p>
              <p className="mt-2 text-sm leading-6 text-ink/80">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="partnerships" title="Partnerships" tone="white">
        <ul className="grid gap-4 md:grid-cols-3">
          {aboutPartnerships.map((item) => (
            <li key={item.to} className="rounded-xl border border-line p-5">
              <h3 className="font-serif text-lg">{item.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink/80">{item.text}</p>
              <p className="mt-3 text-sm">
                <GuideTextLink to={item.to}>{item.label}</GuideTextLink>
              </p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideCallout
        id="contact"
        title="Talk to us"
        text={`Questions about an item, a partnership or the press? Our team in ${headline.basedIn} reads every message.`}
      >
        <GuideDarkLink to="/contact-us">Contact us</GuideDarkLink>
      </GuideCallout>
    </GuidePage>
  );
}
