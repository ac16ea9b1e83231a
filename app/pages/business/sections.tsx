import { createContext, type ReactNode, use } from "react";
import { Link } from "react-router";
import { PageHero } from "#app/components/blocks/page-hero.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { MessageNodes } from "#app/components/ui/message-nodes.tsx";
import { apiAddOn, type BusinessPlan, prepaidCredits } from "#app/data/products.ts";
import { formatNumberIn, formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import type { MessageValues } from "#app/i18n/message.ts";
import { cardSignInUrl, collectCardUrl } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { BizCategoryCarousel } from "./category-carousel.tsx";
import type { BusinessCopy } from "./copy/index.ts";
import {
  businessFiguresIn,
  exampleCollectCardId,
  guaranteeFiguresIn,
  headlineStatsIn,
  integrationIds,
  planColumnIds,
  pressQuotes,
  problemStatsIn,
  resaleChartIn,
  valueAddedServices,
  type WordmarkStyle,
  wordmarks,
} from "./data.ts";
import { creditVolumeIn } from "./money.ts";
import type { BusinessCategory, BusinessRecords } from "./records.ts";
import { BizRoiCalculator } from "./roi-calculator.tsx";
import { BizScrollLink } from "./scroll-link.tsx";

const container = "page-x";
const h2 = "font-serif text-3xl sm:text-4xl";
const eyebrow = "text-xs font-semibold uppercase tracking-[0.2em] text-gold";
const primaryButton =
  "inline-flex h-12 items-center justify-center rounded-full bg-ink px-7 text-sm font-semibold text-white hover:bg-black";
const textLink =
  "inline-flex min-h-11 items-center font-semibold text-gold underline underline-offset-4 hover:text-ink";

/** The page's records in the visitor's language, provided once by the route. */
export const BizRecordsContext = createContext<BusinessRecords | null>(null);

function useBizRecords(): BusinessRecords {
  const records = use(BizRecordsContext);
  if (!records) throw new Error("business sections need the page's records");
  return records;
}

/** `t` with the page's figures (data.ts) available to every message. */
function useSay(): (text: string, values?: MessageValues) => string {
  const { t } = useI18n();
  const figures = businessFiguresIn(useBizRecords().claims);
  return (text, values) => t(text, { ...figures, ...values });
}

/** A page section with its heading id; `tone` picks the background. */
function Section({
  id,
  headingId,
  tone = "paper",
  children,
}: {
  id?: string;
  headingId: string;
  tone?: "paper" | "white" | "ink";
  children: ReactNode;
}) {
  const tones = { paper: "bg-paper", white: "bg-white", ink: "bg-ink text-white" };
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 py-16 sm:py-20 ${tones[tone]}`}>
      <div className={container}>{children}</div>
    </section>
  );
}

export function BizHero({ copy }: { copy: BusinessCopy["hero"] }) {
  const localize = useLocalizedPath();
  const say = useSay();
  return (
    <PageHero
      look="business"
      id="biz-hero"
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={say(copy.lead)}
      actions={
        <>
          <BizScrollLink
            targetId="lead-capture"
            className="inline-flex h-12 items-center justify-center rounded-full bg-gold-light px-7 text-sm font-semibold text-ink hover:bg-white"
          >
            {copy.demo}
          </BizScrollLink>
          <Link
            to={localize("/contact-us")}
            className="inline-flex h-12 items-center justify-center rounded-full border border-white/60 px-7 text-sm font-semibold text-white hover:bg-white hover:text-ink"
          >
            {copy.contact}
          </Link>
        </>
      }
    />
  );
}

const wordmarkStyles: Record<WordmarkStyle, string> = {
  serif: "font-serif text-2xl",
  "serif-italic": "font-serif text-2xl italic",
  wide: "text-sm font-bold tracking-[0.35em]",
  mono: "font-mono text-xl font-semibold",
};

export function BizLogoStrip({ copy }: { copy: BusinessCopy["logos"] }) {
  return (
    <section aria-labelledby="biz-logos" className="border-b border-line bg-white py-10">
      <div className={container}>
        <h2 id="biz-logos" className="text-center text-sm font-semibold text-ink/80">
          {copy.heading}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4 text-ink/70">
          {wordmarks.map((mark) => (
            <li key={mark.name} dir="ltr" className={wordmarkStyles[mark.style]}>
              {mark.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function BizProblem({ copy }: { copy: BusinessCopy["problem"] }) {
  const { claims } = useBizRecords();
  const problemStats = problemStatsIn(claims);
  return (
    <Section headingId="biz-problem">
      <p className={eyebrow}>{copy.eyebrow}</p>
      <h2 id="biz-problem" className={`mt-3 ${h2}`}>
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{copy.intro}</p>
      <dl className="mt-10 grid gap-6 md:grid-cols-3">
        {problemStats.map((stat) => (
          <div key={stat.id} className="rounded-2xl border border-line bg-white p-6" data-stat={stat.id}>
            <dt className="text-sm font-semibold uppercase tracking-wide text-ink/80">
              {copy.stats[stat.id].label}
            </dt>
            <dd className="mt-2">
              <span className="block font-serif text-4xl text-gold sm:text-5xl">{stat.value}</span>
              <span className="mt-3 block text-ink/80">{copy.stats[stat.id].text}</span>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-12 font-serif text-2xl">{copy.resaleHeading}</h3>
      <p className="mt-1 text-sm text-ink/80">{copy.resaleNote}</p>
      <ul className="mt-6 space-y-3" data-resale-market>
        {resaleChartIn(claims).map((row) => (
          <li key={row.year} className="grid grid-cols-[4rem_1fr] items-center gap-4">
            <span className="text-sm font-semibold tabular-nums">{row.year}</span>
            <span className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="block h-6 rounded-e-full bg-gold"
                style={{ width: `${row.share * 80}%` }}
              />
              <span className="font-semibold tabular-nums">{row.value}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BizSolution({ copy, roi }: { copy: BusinessCopy["solution"]; roi: BusinessCopy["roi"] }) {
  const localize = useLocalizedPath();
  const say = useSay();
  return (
    <Section headingId="biz-solution" tone="white">
      <p className={eyebrow}>{copy.eyebrow}</p>
      <h2 id="biz-solution" className={`mt-3 ${h2}`}>
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{say(copy.text)}</p>
      <p className="mt-4">
        <Link to={localize("/multi-agent-authentication")} className={textLink}>
          {copy.architectureLink}
        </Link>
      </p>
      <div className="mt-10">
        <BizRoiCalculator copy={roi} />
      </div>
    </Section>
  );
}

export function BizCollectCard({ copy }: { copy: BusinessCopy["collectCard"] }) {
  const localize = useLocalizedPath();
  const config = useSiteConfig();
  const say = useSay();
  return (
    <Section headingId="biz-collect-card" tone="ink">
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <h2 id="biz-collect-card" className={h2}>
            {copy.heading}
          </h2>
          <p className="mt-4 text-lg text-white/85">{copy.text}</p>
          <ul className="mt-6 space-y-2 text-white/85">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-gold-light" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-x-6 gap-y-1 text-sm font-semibold">
            <Link
              to={localize("/collect-card")}
              className="inline-flex min-h-11 items-center text-gold-light underline underline-offset-4"
            >
              {copy.learnMore}
            </Link>
            <ExternalLink
              href={collectCardUrl(config, exampleCollectCardId, "")}
              className="inline-flex min-h-11 items-center text-gold-light underline underline-offset-4"
            >
              {copy.explore}
            </ExternalLink>
            <ExternalLink
              href={cardSignInUrl(config)}
              className="inline-flex min-h-11 items-center text-gold-light underline underline-offset-4"
            >
              {copy.signIn}
            </ExternalLink>
          </div>
        </div>
        <svg
          direction="ltr"
          viewBox="0 0 320 200"
          width="320"
          height="200"
          className="mx-auto h-auto w-full max-w-sm"
          role="img"
          aria-label={say(copy.cardLabel)}
        >
          <defs>
            <linearGradient id="biz-card-fill" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#2a251c" />
              <stop offset="1" stopColor="#0d0b08" />
            </linearGradient>
          </defs>
          <rect x="4" y="4" width="312" height="192" rx="18" fill="url(#biz-card-fill)" stroke="#d9b75f" />
          <rect x="28" y="64" width="44" height="34" rx="6" fill="#d9b75f" />
          <path d="M28 81h44M50 64v34" stroke="#8a6a1f" strokeWidth="2" />
          <text x="28" y="44" fill="#d9b75f" fontFamily="Georgia, serif" fontSize="20">
            {config.brand}
          </text>
          <text x="28" y="150" fill="#faf8f4" fontFamily="monospace" fontSize="16" letterSpacing="3">
            •••• •••• •••• 2025
          </text>
          <text x="28" y="176" fill="#faf8f4" fontSize="11" letterSpacing="2">
            {copy.cardName}
          </text>
          <circle cx="276" cy="40" r="14" fill="none" stroke="#d9b75f" strokeWidth="2" />
          <circle cx="258" cy="40" r="14" fill="none" stroke="#d9b75f" strokeWidth="2" />
        </svg>
      </div>
    </Section>
  );
}

export function BizHowItWorks({ copy }: { copy: BusinessCopy["howItWorks"] }) {
  const say = useSay();
  return (
    <Section headingId="biz-how">
      <h2 id="biz-how" className={h2}>
        {copy.heading}
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {copy.steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-line bg-white p-6">
            <span aria-hidden="true" className="font-serif text-4xl text-gold">
              {i + 1}
            </span>
            <h3 className="mt-3 text-lg font-semibold">
              <span className="sr-only">
                <MessageNodes text={copy.step} values={{ n: i + 1 }} />
              </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink/80">{say(step.text)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function BizCategories({
  copy,
  categories,
  dir,
}: {
  copy: BusinessCopy["categories"];
  categories: readonly BusinessCategory[];
  dir: "ltr" | "rtl";
}) {
  const localize = useLocalizedPath();
  const say = useSay();
  return (
    <Section headingId="biz-categories" tone="white">
      <h2 id="biz-categories" className={h2}>
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{say(copy.intro)}</p>
      <BizCategoryCarousel
        categories={categories}
        label={copy.carousel.label}
        previous={copy.carousel.previous}
        next={copy.carousel.next}
        slideLabel={(n, count) => say(copy.carousel.slide, { n, count })}
        dir={dir}
      />
      <p className="mt-6">
        <Link to={localize("/what-we-authenticate")} className={textLink}>
          {copy.directoryLink}
        </Link>
      </p>
    </Section>
  );
}

export function BizBenefits({ copy }: { copy: BusinessCopy["benefits"] }) {
  const localize = useLocalizedPath();
  const say = useSay();
  return (
    <Section headingId="biz-benefits">
      <h2 id="biz-benefits" className={h2}>
        {copy.heading}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {copy.items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-line bg-white p-6">
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-ink/80">{say(item.text)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to={localize("/rewards-and-benefits")} className={textLink}>
          {copy.rewardsLink}
        </Link>
      </p>
    </Section>
  );
}

export function BizGuarantee({ copy }: { copy: BusinessCopy["guarantee"] }) {
  const say = useSay();
  const guaranteeFigures = guaranteeFiguresIn(useBizRecords().claims);
  return (
    <Section headingId="biz-guarantee" tone="ink">
      <h2 id="biz-guarantee" className={h2}>
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-white/85">{copy.intro}</p>
      <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {guaranteeFigures.map((item) => (
          <div key={item.id} className="rounded-2xl border border-white/20 p-6">
            <dt className="text-sm text-white/80">{copy.items[item.id]}</dt>
            <dd className="mt-2 font-serif text-3xl text-gold-light">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-white/85">{say(copy.humanReview)}</p>
    </Section>
  );
}

/** The figure each column of the business plans table shows. */
const planColumnValue: Record<
  (typeof planColumnIds)[number],
  (plan: BusinessPlan, language: Language) => string
> = {
  monthly: (plan, language) => formatUsdIn(language, plan.monthly),
  included: (plan, language) => formatNumberIn(language, plan.includedAuthentications),
  overage: (plan, language) => formatUsdIn(language, plan.overage),
  annual: (plan, language) => formatUsdIn(language, plan.annual),
};

export function BizPricing({ copy, records }: { copy: BusinessCopy["pricing"]; records: BusinessRecords }) {
  const { language } = useI18n();
  const say = useSay();
  const businessPlans = records.plans;
  const cell = "px-4 py-3 text-start";
  return (
    <Section headingId="biz-pricing" tone="white">
      <h2 id="biz-pricing" className={h2}>
        {copy.heading}
      </h2>
      <p className="mt-4 text-lg text-ink/80">{copy.intro}</p>
      <div className="mt-8 overflow-hidden rounded-2xl border border-line">
        <table className="w-full text-sm max-sm:block" data-business-plans>
          <caption className="sr-only">{copy.tableCaption}</caption>
          <thead className="bg-paper max-sm:sr-only">
            <tr>
              <th scope="col" className={cell}>
                {copy.plan}
              </th>
              {planColumnIds.map((id) => (
                <th key={id} scope="col" className={cell}>
                  {copy.columns[id]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {businessPlans.map((plan) => (
              <tr
                key={plan.id}
                className={`border-line max-sm:block max-sm:px-4 max-sm:py-3 sm:border-t max-sm:[&+tr]:border-t ${plan.mostPopular ? "bg-gold/10" : ""}`}
              >
                <th scope="row" className={`${cell} font-semibold max-sm:block max-sm:px-0 max-sm:text-base`}>
                  {plan.name}
                  {plan.mostPopular ? " " : null}
                  {plan.mostPopular ? (
                    <span className="ms-1 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white">
                      {copy.mostPopular}
                    </span>
                  ) : null}
                </th>
                {planColumnIds.map((id) => (
                  <td
                    key={id}
                    data-label={copy.columns[id]}
                    className={`${cell} tabular-nums max-sm:flex max-sm:justify-between max-sm:px-0 max-sm:py-1 max-sm:before:text-ink/80 max-sm:before:content-[attr(data-label)]`}
                  >
                    {planColumnValue[id](plan, language)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-6 space-y-2 text-ink/80">
        <li data-api-addon>
          <MessageNodes
            text={copy.apiAddOn}
            values={{
              price: formatUsdIn(language, apiAddOn.monthly),
              plan: businessPlans.find((p) => p.id === apiAddOn.plan)?.name ?? "",
            }}
          />
        </li>
        <li data-annual-saving>
          <MessageNodes text={copy.annualSaving} values={{ saving: records.annualSaving }} />
        </li>
      </ul>
      <h3 className="mt-10 font-serif text-2xl">{copy.creditsHeading}</h3>
      <p className="mt-2 text-ink/80">{say(copy.creditsIntro)}</p>
      <div className="mt-4 overflow-hidden rounded-2xl border border-line sm:max-w-md">
        <table className="w-full text-sm" data-prepaid-credits>
          <caption className="sr-only">{say(copy.creditsCaption)}</caption>
          <thead className="bg-paper">
            <tr>
              <th scope="col" className={cell}>
                {copy.credits}
              </th>
              <th scope="col" className={cell}>
                {copy.perAuthentication}
              </th>
            </tr>
          </thead>
          <tbody>
            {prepaidCredits.map((credit) => (
              <tr key={credit.volume} className="border-t border-line">
                <th scope="row" className={`${cell} font-semibold`}>
                  {creditVolumeIn(language, credit.volume)}
                </th>
                <td className={`${cell} tabular-nums`}>
                  {formatUsdIn(language, credit.perAuthentication, "always")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function BizRevenueStreams({ copy }: { copy: BusinessCopy["revenue"] }) {
  return (
    <Section headingId="biz-revenue">
      <h2 id="biz-revenue" className={h2}>
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{copy.text}</p>
    </Section>
  );
}

export function BizValueAddedServices({ copy }: { copy: BusinessCopy["services"] }) {
  const { language } = useI18n();
  const total = valueAddedServices.reduce((sum, s) => sum + s.revenuePer100, 0);
  return (
    <Section id="value-added-services" headingId="biz-value-added" tone="white">
      <h2 id="biz-value-added" className={h2}>
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{copy.intro}</p>
      <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {valueAddedServices.map((service) => (
          <div
            key={service.id}
            className="rounded-2xl border border-line bg-paper p-6"
            data-service={service.id}
          >
            <dt>
              <span className="block text-lg font-semibold">{copy.items[service.id].name}</span>
              <span className="mt-1 block text-sm text-ink/80">{copy.items[service.id].text}</span>
            </dt>
            <dd className="mt-4">
              <span className="font-serif text-3xl text-gold">
                {formatUsdIn(language, service.revenuePer100)}
              </span>{" "}
              <span className="text-sm text-ink/80">{copy.perItems}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-lg" data-service-total>
        <MessageNodes
          text={copy.total}
          values={{
            total: (
              <strong className="font-serif text-2xl">
                <MessageNodes text={copy.about} values={{ amount: formatUsdIn(language, total) }} />
              </strong>
            ),
          }}
        />
      </p>
      <div className="mt-8">
        <BizScrollLink targetId="lead-capture" className={primaryButton}>
          {copy.partnerships}
        </BizScrollLink>
      </div>
    </Section>
  );
}

export function BizApiSecurity({ copy }: { copy: BusinessCopy["api"] }) {
  const say = useSay();
  return (
    <Section id="api-security" headingId="biz-api-security">
      <h2 id="biz-api-security" className={h2}>
        {copy.heading}
      </h2>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <div>
          <h3 className="font-serif text-2xl">{copy.integrationsHeading}</h3>
          <ul className="mt-4 space-y-4" data-integrations>
            {integrationIds.map((id) => (
              <li key={id} className="rounded-2xl border border-line bg-white p-5">
                <span className="block font-semibold">{copy.integrations[id].name}</span>
                <span className="mt-1 block text-ink/80">{say(copy.integrations[id].text)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-serif text-2xl">{copy.securityHeading}</h3>
          <ul className="mt-4 space-y-3" data-security>
            {copy.security.map((point) => (
              <li key={point} className="flex gap-3">
                <svg
                  viewBox="0 0 20 20"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  className="mt-0.5 shrink-0"
                >
                  <path d="M4 10.5l4 4 8-9" fill="none" stroke="#8a6a1f" strokeWidth="2.2" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

export function BizSocialProof({ copy, award }: { copy: BusinessCopy["socialProof"]; award: string }) {
  const { claims } = useBizRecords();
  return (
    <Section id="social-proof" headingId="biz-social-proof" tone="white">
      <h2 id="biz-social-proof" className={h2}>
        {copy.heading}
      </h2>
      <p className="mt-6 inline-flex items-center gap-3 rounded-full border border-gold px-5 py-2" data-award>
        <span className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{copy.awardLabel}</span>
        <span className="font-semibold">{award}</span>
      </p>
      <h3 className="mt-12 font-serif text-2xl">{copy.quotesHeading}</h3>
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        {pressQuotes.map((q) => (
          <li key={q.id} data-quote>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-paper p-6">
              <blockquote className="flex-1 font-serif text-lg">
                <p>
                  <MessageNodes text={copy.quote} values={{ quote: copy.quotes[q.id].quote }} />
                </p>
              </blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="block font-semibold">
                  <bdi>{q.author}</bdi>
                </span>
                <span className="block text-ink/80">
                  <MessageNodes
                    text={copy.byline}
                    values={{
                      title: copy.quotes[q.id].title,
                      source: (
                        <bdi>
                          <cite className="not-italic">{q.source}</cite>
                        </bdi>
                      ),
                    }}
                  />
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <h3 className="mt-12 font-serif text-2xl">{copy.statsHeading}</h3>
      <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {headlineStatsIn(claims).map((stat) => (
          <div key={stat.id} className="flex flex-col-reverse">
            <dt className="text-sm text-ink/80">{copy.stats[stat.id]}</dt>
            <dd className="font-serif text-4xl text-gold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-10 max-w-3xl text-lg text-ink/80" data-trusted-by>
        {copy.trustedBy}
      </p>
    </Section>
  );
}

export function BizLeadCapture({
  copy,
  children,
}: {
  copy: BusinessCopy["leadCapture"];
  children: ReactNode;
}) {
  const localize = useLocalizedPath();
  return (
    <section
      id="lead-capture"
      aria-labelledby="biz-lead-capture"
      tabIndex={-1}
      className="scroll-mt-24 bg-paper py-16 outline-none sm:py-20"
    >
      <div className="page-x *:max-w-3xl">
        <h2 id="biz-lead-capture" className={h2}>
          {copy.heading}
        </h2>
        <p className="mt-4 text-lg text-ink/80">{copy.text}</p>
        <div className="mt-8">{children}</div>
        <p className="mt-8 text-sm text-ink/80">
          {copy.contactPrompt}{" "}
          <Link to={localize("/contact-us")} className={textLink}>
            {copy.contactLink}
          </Link>
        </p>
      </div>
    </section>
  );
}
