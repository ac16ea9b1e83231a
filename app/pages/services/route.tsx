import {
  GuideCallout,
  GuideDarkLink,
  GuideHero,
  GuideLinkButton,
  GuideList,
  GuidePage,
  GuideSection,
} from "#app/components/blocks/article-layout.tsx";
import { type FaqItem, FaqList, faqPageData } from "#app/components/blocks/faq-list.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { loadClaims } from "#app/data/load-claims.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { copyMeta } from "#app/lib/seo.ts";
import { brandOrganization, itemListData } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/route";
import { type ServicesCopy, servicesCopy } from "./copy/index.ts";
import {
  handbagShowcase,
  type ServiceOffer,
  serviceOffersIn,
  servicesFiguresIn,
  watchServiceLevels,
} from "./data.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [loaded, claims] = await Promise.all([loadCopy(servicesCopy, request), loadClaims(request)]);
  // The four offers and the figures the words quote, finished in the address's language.
  return {
    ...loaded,
    serviceOffers: serviceOffersIn(claims),
    figures: servicesFiguresIn(loaded.language, claims),
  };
}

/** The questions with their answers' figures filled in. */
function questions(copy: ServicesCopy, say: (text: string) => string): FaqItem[] {
  return copy.faq.items.map((item) => ({ question: item.question, answer: say(item.answer) }));
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, copy, serviceOffers, figures }) => {
    const say = (text: string) => formatMessage(language, text, figures);
    return {
      words: copy.meta,
      canonical: "/services",
      structuredData: (config, { url }) => [
        itemListData(
          copy.meta.listName,
          serviceOffers.map((offer) => ({
            item: {
              "@type": "Service",
              name: copy.offers[offer.id].title,
              description: copy.offers[offer.id].description,
              url: url(`/services#${offer.id}`),
              provider: brandOrganization(config),
              offers: {
                "@type": "Offer",
                price: String(offer.startingPrice),
                priceCurrency: "USD",
                url: url(`/services#${offer.id}`),
              },
            },
          })),
        ),
        faqPageData(questions(copy, say)),
      ],
    };
  });

function ServiceFacts({
  offer,
  copy,
  language,
}: {
  offer: ServiceOffer;
  copy: ServicesCopy;
  language: Language;
}) {
  const facts = [
    { label: copy.facts.accuracy, value: offer.accuracy },
    { label: copy.facts.turnaround, value: offer.turnaround },
    { label: copy.facts.startingPrice, value: formatUsdIn(language, offer.startingPrice) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3" data-facts={offer.id}>
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col-reverse justify-end rounded-lg border border-line bg-paper p-3"
        >
          <dt className="text-xs uppercase tracking-[0.14em] text-ink/70">{fact.label}</dt>
          <dd className="font-serif text-xl text-gold" data-fact={fact.label}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ServiceDetail({
  offer,
  copy,
  say,
  language,
  children,
}: {
  offer: ServiceOffer;
  copy: ServicesCopy;
  say: (text: string) => string;
  language: Language;
  children?: React.ReactNode;
}) {
  const text = copy.offers[offer.id];
  const labels: Record<string, string> = text.links;
  return (
    <GuideSection id={offer.id} title={text.title} intro={text.description} tone="white">
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <p className="leading-7 text-ink/85">{say(text.longDescription)}</p>
          <h3 className="mt-6 font-semibold">{copy.whatWeCheck}</h3>
          <div className="mt-3">
            <GuideList items={text.features} />
          </div>
        </div>
        <div className="space-y-6">
          <ServiceFacts offer={offer} copy={copy} language={language} />
          {(offer.id === "handbag" || offer.id === "watch") && (
            <div className="flex flex-wrap gap-3">
              <GuideLinkButton to="/app/authenticate">{copy.start}</GuideLinkButton>
              {offer.links?.map((link) => (
                <GuideLinkButton key={link.to} to={link.to} variant="secondary">
                  {labels[link.id]}
                </GuideLinkButton>
              ))}
            </div>
          )}
        </div>
      </div>
      {children}
    </GuideSection>
  );
}

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const { t, language } = useI18n();
  const { serviceOffers, figures } = loaderData;
  const say = (text: string) => t(text, figures);
  const [handbag, watch, jewelry, collectibles] = serviceOffers;
  return (
    <GuidePage>
      <GuideHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        trail={[
          { name: copy.meta.home, path: "/" },
          { name: copy.meta.breadcrumb, path: "/services" },
        ]}
      />
      <GuideSection id="overview" title={copy.overview.heading}>
        <ul className="grid gap-4 md:grid-cols-2">
          {serviceOffers.map((offer) => (
            <li key={offer.id} className="rounded-xl border border-line bg-white p-6" data-service={offer.id}>
              <h3 className="font-serif text-xl">
                <a href={`#${offer.id}`} className="inline-flex min-h-11 items-center hover:underline">
                  {copy.offers[offer.id].title}
                </a>
              </h3>
              <p className="mt-2 text-sm leading-6 text-ink/80">{copy.offers[offer.id].description}</p>
              <p className="mt-4 text-sm">
                <span className="font-semibold">{offer.accuracy}</span>
                {` ${copy.overview.accuracy} ·`} <span className="font-semibold">{offer.turnaround}</span>
                {` · ${copy.overview.from}`}{" "}
                <span className="font-semibold">{formatUsdIn(language, offer.startingPrice)}</span>
              </p>
            </li>
          ))}
        </ul>
      </GuideSection>
      {handbag && (
        <ServiceDetail offer={handbag} copy={copy} say={say} language={language}>
          <h3 className="mt-10 font-serif text-2xl" id="handbag-showcase">
            {copy.showcase.heading}
          </h3>
          <p className="mt-2 text-sm text-ink/75">{copy.showcase.note}</p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-labelledby="handbag-showcase">
            {handbagShowcase.map((bag) => (
              <li key={bag.model} className="rounded-xl border border-line p-5" data-showcase>
                <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold">
                  <bdi>{bag.brand}</bdi>
                </p>
                <p className="mt-1 font-serif text-lg">
                  <bdi>{bag.model}</bdi>
                </p>
                <p className="mt-2 text-sm leading-6 text-ink/80">{copy.showcase.bags[bag.id]}</p>
                <p className="mt-3 text-sm">
                  {copy.showcase.from}{" "}
                  <span className="font-semibold" data-price>
                    {formatUsdIn(language, bag.startingPrice)}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </ServiceDetail>
      )}
      {watch && (
        <ServiceDetail offer={watch} copy={copy} say={say} language={language}>
          <h3 className="mt-10 font-serif text-2xl" id="watch-levels">
            {copy.levels.heading}
          </h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-3" aria-labelledby="watch-levels">
            {watchServiceLevels.map((level) => {
              const text = copy.levels.items[level.id];
              return (
                <li key={level.id} className="rounded-xl border border-line p-5" data-level={text.name}>
                  <p className="font-serif text-lg">{text.name}</p>
                  <p className="mt-2">
                    <span className="font-serif text-3xl text-gold">
                      {formatUsdIn(language, level.price)}
                    </span>{" "}
                    <span className="text-sm text-ink/75">
                      ({t(copy.levels.turnaround, { hours: level.turnaroundHours })})
                    </span>
                  </p>
                  <p className="mt-3 text-sm leading-6 text-ink/80">{text.bestFor}</p>
                </li>
              );
            })}
          </ul>
        </ServiceDetail>
      )}
      {jewelry && <ServiceDetail offer={jewelry} copy={copy} say={say} language={language} />}
      {collectibles && <ServiceDetail offer={collectibles} copy={copy} say={say} language={language} />}
      <GuideSection id="faq" title={copy.faq.heading}>
        <FaqList items={questions(copy, say)} />
      </GuideSection>
      <GuideCallout id="get-started" title={copy.callout.title} text={copy.callout.text}>
        <GuideDarkLink to="/faq/authentication">{copy.callout.faq}</GuideDarkLink>
        <GuideDarkLink to="/contact-us" variant="secondary">
          {copy.callout.contact}
        </GuideDarkLink>
      </GuideCallout>
    </GuidePage>
  );
}
