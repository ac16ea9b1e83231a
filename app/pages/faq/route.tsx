import { Link } from "react-router";
import {
  GuideHero,
  GuidePage,
  GuideSection,
  guideDarkButton,
} from "#app/components/blocks/article-layout.tsx";
import { type FaqItem, FaqList, faqPageData } from "#app/components/blocks/faq-list.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { loadClaims } from "#app/data/load-claims.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { copyMeta } from "#app/lib/seo.ts";
import { signInUrl } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import type { Route } from "./+types/route";
import { type FaqCopy, faqCopy } from "./copy/index.ts";
import { faqFiguresIn, faqGroupIds, faqStatsIn } from "./data.ts";
import { GuideStatCards } from "./stat-cards.tsx";

/** The page's words, and the figures and stats they quote finished, in the language of the address. */
export async function loader({ request }: Route.LoaderArgs) {
  const [loaded, claims] = await Promise.all([loadCopy(faqCopy, request), loadClaims(request)]);
  return {
    ...loaded,
    figures: faqFiguresIn(loaded.language, claims),
    stats: faqStatsIn(loaded.language, claims),
  };
}

/** Every question of the page with its answer's figures filled in, in page order. */
function questions(copy: FaqCopy, say: (text: string) => string): FaqItem[] {
  return faqGroupIds.flatMap((id) =>
    copy.groups[id].items.map((item) => ({ question: item.question, answer: say(item.answer) })),
  );
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, copy, figures }) => {
    const say = (text: string) => formatMessage(language, text, figures);
    return {
      words: copy.meta,
      canonical: "/faq/authentication",
      structuredData: () => [faqPageData(questions(copy, say), { inLanguage: language })],
    };
  });

export default function FaqAuthenticationPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const { t } = useI18n();
  const { figures, stats } = loaderData;
  const say = (text: string) => t(text, figures);
  const config = useSiteConfig();
  const localize = useLocalizedPath();
  return (
    <GuidePage>
      <GuideHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        trail={[
          { name: copy.meta.home, path: "/" },
          { name: copy.meta.breadcrumb, path: "/faq/authentication" },
        ]}
      />
      <section aria-labelledby="faq-stats-heading" data-section="stats" className="page-x pt-12">
        <h2 id="faq-stats-heading" className="sr-only">
          {copy.stats.heading}
        </h2>
        <GuideStatCards
          stats={stats.map((stat) => ({
            value: stat.value,
            label: copy.stats.items[stat.id],
          }))}
          label={copy.stats.label}
        />
      </section>
      <nav aria-labelledby="faq-topics-heading" data-section="topics" className="page-x pt-10">
        <h2 id="faq-topics-heading" className="text-sm font-semibold uppercase tracking-[0.18em] text-gold">
          {copy.topics.heading}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {faqGroupIds.map((id) => (
            <li key={id}>
              <a
                href={`#faq-${id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 text-sm font-semibold hover:border-gold"
                data-chip
              >
                {copy.groups[id].title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {faqGroupIds.map((id) => (
        <GuideSection key={id} id={`faq-${id}`} title={copy.groups[id].title} intro={copy.groups[id].intro}>
          <FaqList
            items={copy.groups[id].items.map((item) => ({
              question: item.question,
              answer: say(item.answer),
            }))}
          />
        </GuideSection>
      ))}
      <section
        id="faq-contact"
        aria-labelledby="faq-contact-heading"
        data-section="contact"
        className="scroll-mt-24"
      >
        <div className="page-x pt-4">
          <div className="rounded-2xl bg-ink px-8 py-10 text-white">
            <h2 id="faq-contact-heading" className="font-serif text-3xl">
              {copy.contact.title}
            </h2>
            <p className="mt-3 max-w-2xl leading-7 text-white/85">{copy.contact.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ExternalLink href={signInUrl(config)} className={guideDarkButton.primary}>
                {copy.contact.start}
              </ExternalLink>
              <Link to={localize("/contact-us")} className={guideDarkButton.secondary}>
                {copy.contact.contact}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </GuidePage>
  );
}
