import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuidePage,
  GuideSection,
  GuideTextLink,
} from "#app/components/blocks/article-layout.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { claimsIn } from "#app/data/claims.ts";
import { claimsCopy } from "#app/data/copy/index.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { copyMeta } from "#app/lib/seo.ts";
import { brandOrganization } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/route";
import { aboutCopy } from "./copy/index.ts";
import { aboutFiguresIn, aboutLeadership, aboutPartnerships, aboutTimeline, aboutWhatWeDo } from "./data.ts";

/** The page's words, and the figures they quote finished, both in the language of the address. */
export async function loader({ request }: Route.LoaderArgs) {
  const [loaded, claims] = await Promise.all([loadCopy(aboutCopy, request), loadCopy(claimsCopy, request)]);
  return {
    ...loaded,
    figures: aboutFiguresIn(loaded.language, claimsIn(claims.language, claims.copy), claims.copy),
  };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, copy, figures }) => ({
    words: copy.meta,
    values: figures,
    canonical: "/about",
    structuredData: (config) => [
      {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: copy.meta.title,
        url: `${config.siteUrl}/about`,
        inLanguage: language,
        about: brandOrganization(config),
      },
    ],
  }));

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const { t } = useI18n();
  const { figures } = loaderData;
  const say = (text: string) => t(text, figures);
  return (
    <GuidePage>
      <GuideHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={say(copy.hero.lead)}
        trail={[
          { name: copy.meta.home, path: "/" },
          { name: copy.meta.breadcrumb, path: "/about" },
        ]}
      />
      <GuideSection id="mission" title={copy.mission.heading}>
        <h3 className="font-serif text-2xl text-gold">{copy.mission.title}</h3>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-ink/85">{say(copy.mission.text)}</p>
      </GuideSection>
      <GuideSection id="story" title={copy.story.heading} tone="white">
        <ol className="relative space-y-8 border-s border-line ps-8">
          {aboutTimeline.map((id) => {
            const entry = copy.story.entries[id];
            return (
              <li key={id} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -start-[2.4rem] top-1.5 size-3 rounded-full bg-gold"
                />
                <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold">{entry.period}</p>
                <h3 className="mt-1 font-serif text-xl">{say(entry.title)}</h3>
                <p className="mt-2 max-w-3xl leading-7 text-ink/85">{say(entry.text)}</p>
              </li>
            );
          })}
        </ol>
      </GuideSection>
      <GuideSection id="what-we-do" title={copy.whatWeDo.heading}>
        <ul className="grid gap-4 md:grid-cols-2">
          {aboutWhatWeDo.map((id) => (
            <li key={id} className="rounded-xl border border-line bg-white p-6">
              <h3 className="font-serif text-xl">{copy.whatWeDo.items[id].title}</h3>
              <p className="mt-2 leading-7 text-ink/85">{say(copy.whatWeDo.items[id].text)}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="who-we-serve" title={copy.audiences.heading} tone="white">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.audiences.items.map((item) => (
            <li key={item.title} className="rounded-xl border border-line p-5">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm leading-6 text-ink/80">{item.text}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="leadership" title={copy.leadership.heading} intro={copy.leadership.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {aboutLeadership.map((leader) => (
            <li key={leader.id} className="rounded-xl border border-line bg-white p-5">
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
              <p className="text-sm font-semibold text-gold">{copy.leadership.people[leader.id].role}</p>
              <p className="mt-2 text-sm leading-6 text-ink/80">{copy.leadership.people[leader.id].bio}</p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="partnerships" title={copy.partnerships.heading} tone="white">
        <ul className="grid gap-4 md:grid-cols-3">
          {aboutPartnerships.map((item) => (
            <li key={item.to} className="rounded-xl border border-line p-5">
              <h3 className="font-serif text-lg">{copy.partnerships.items[item.id].title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink/80">{copy.partnerships.items[item.id].text}</p>
              <p className="mt-3 text-sm">
                <GuideTextLink to={item.to}>{copy.partnerships.items[item.id].label}</GuideTextLink>
              </p>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideCallout id="contact" title={copy.contact.title} text={say(copy.contact.text)}>
        <GuideDarkLink to="/contact-us">{copy.contact.link}</GuideDarkLink>
      </GuideCallout>
    </GuidePage>
  );
}
