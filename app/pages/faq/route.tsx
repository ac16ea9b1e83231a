import { Link } from "react-router";
import {
  GuideHero,
  GuidePage,
  GuideSection,
  guideDarkButton,
} from "#app/components/blocks/article-layout.tsx";
import { faqPageData, GuideFaqList } from "#app/components/blocks/faq-list.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { signInUrl } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { contentMeta } from "#app/pages/guides/guide-route.ts";
import type { Route } from "./+types/route";
import { faqGroups, faqStats } from "./data.ts";
import { GuideStatCards } from "./stat-cards.tsx";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: "Authentication FAQ",
      description:
        "Answers about luxury authentication: accuracy, which brands we cover, the process, turnaround, prices, discounts, payment plans and refunds.",
      keywords: [
        "authentication FAQ",
        "luxury authentication questions",
        "authentication cost",
        "authentication turnaround",
      ],
      canonical: "/faq/authentication",
      trail: [{ name: "Authentication FAQ", path: "/faq/authentication" }],
      structuredData: () => [faqPageData(faqGroups.flatMap((group) => group.items))],
    },
    args,
  );

export default function FaqAuthenticationPage() {
  const config = useSiteConfig();
  const localize = useLocalizedPath();
  return (
    <GuidePage>
      <GuideHero
        eyebrow="FAQ"
        title="Authentication FAQ"
        lead="Everything collectors ask before their first authentication: how it works, how accurate it is, how long it takes and what it costs."
        trail={[
          { name: "Home", path: "/" },
          { name: "Authentication FAQ", path: "/faq/authentication" },
        ]}
      />
      <section
        aria-labelledby="faq-stats-heading"
        data-section="stats"
        className="mx-auto max-w-5xl px-6 pt-12"
      >
        <h2 id="faq-stats-heading" className="sr-only">
          At a glance
        </h2>
        <GuideStatCards stats={faqStats} label="Authentication at a glance" />
      </section>
      <nav
        aria-labelledby="faq-topics-heading"
        data-section="topics"
        className="mx-auto max-w-5xl px-6 pt-10"
      >
        <h2 id="faq-topics-heading" className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">
          Browse by topic
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {faqGroups.map((group) => (
            <li key={group.id}>
              <a
                href={`#faq-${group.id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 text-sm font-semibold hover:border-gold"
                data-chip
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {faqGroups.map((group) => (
        <GuideSection key={group.id} id={`faq-${group.id}`} title={group.title} intro={group.intro}>
          <GuideFaqList items={group.items} />
        </GuideSection>
      ))}
      <section
        id="faq-contact"
        aria-labelledby="faq-contact-heading"
        data-section="contact"
        className="scroll-mt-24"
      >
        <div className="mx-auto max-w-5xl px-6 pt-4">
          <div className="rounded-2xl bg-ink px-8 py-10 text-white">
            <h2 id="faq-contact-heading" className="font-serif text-3xl">
              Still have questions?
            </h2>
            <p className="mt-3 max-w-2xl leading-7 text-white/85">
              Our team answers every message. Or start an authentication now and see the process for yourself.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ExternalLink href={signInUrl(config)} className={guideDarkButton.primary}>
                Start Authentication
              </ExternalLink>
              <Link to={localize("/contact-us")} className={guideDarkButton.secondary}>
                Contact
              </Link>
            </div>
          </div>
        </div>
      </section>
    </GuidePage>
  );
}
