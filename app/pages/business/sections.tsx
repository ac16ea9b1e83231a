import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { directoryCategories } from "#app/data/categories.ts";
import { award, marketStats } from "#app/data/claims.ts";
import {
  annualSaving,
  apiAddOn,
  type BusinessPlan,
  businessPlans,
  prepaidCredits,
  usd,
  usdCents,
} from "#app/data/plans.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { cardSignInUrl, collectCardUrl } from "#app/lib/site-config.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";
import { BizCategoryCarousel } from "./category-carousel.tsx";
import {
  apiSecurity,
  benefitsSection,
  businessHero,
  categoriesSection,
  collectCardSection,
  exampleCollectCardId,
  guaranteeSection,
  howItWorks,
  leadCapture,
  logoStrip,
  pricingSection,
  problemSection,
  revenueStreams,
  socialProof,
  solutionSection,
  valueAddedServices,
  type WordmarkStyle,
} from "./data.ts";
import { BizRoiCalculator } from "./roi-calculator.tsx";
import { BizScrollLink } from "./scroll-link.tsx";

const container = "mx-auto max-w-6xl px-6";
const h2 = "font-serif text-3xl sm:text-4xl";
const eyebrow = "text-xs font-semibold uppercase tracking-[0.2em] text-gold";
const primaryButton =
  "inline-flex h-12 items-center justify-center rounded-full bg-ink px-7 text-sm font-semibold text-white hover:bg-black";
const textLink = "font-semibold text-gold underline underline-offset-4 hover:text-ink";

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

export function BizHero() {
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="biz-hero" className="bg-ink py-20 text-white sm:py-28">
      <div className={container}>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-light">
          {businessHero.eyebrow}
        </p>
        <h1 className="mt-4 max-w-4xl font-serif text-4xl leading-tight sm:text-6xl" id="biz-hero">
          {businessHero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">{businessHero.lead}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <BizScrollLink
            targetId="lead-capture"
            className="inline-flex h-12 items-center justify-center rounded-full bg-gold-light px-7 text-sm font-semibold text-ink hover:bg-white"
          >
            {businessHero.demoLabel}
          </BizScrollLink>
          <Link
            to={localize("/contact-us")}
            className="inline-flex h-12 items-center justify-center rounded-full border border-white/60 px-7 text-sm font-semibold text-white hover:bg-white hover:text-ink"
          >
            {businessHero.contactLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}

const wordmarkStyles: Record<WordmarkStyle, string> = {
  serif: "font-serif text-2xl",
  "serif-italic": "font-serif text-2xl italic",
  wide: "text-sm font-bold tracking-[0.35em]",
  mono: "font-mono text-xl font-semibold",
};

export function BizLogoStrip() {
  return (
    <section aria-labelledby="biz-logos" className="border-b border-line bg-white py-10">
      <div className={container}>
        <h2 id="biz-logos" className="text-center text-sm font-semibold text-ink/80">
          {logoStrip.heading}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4 text-ink/70">
          {logoStrip.wordmarks.map((mark) => (
            <li key={mark.name} className={wordmarkStyles[mark.style]}>
              {mark.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** "$28B" -> 28: the bar lengths of the resale chart come from the figures themselves. */
function billions(value: string): number {
  return Number.parseFloat(value.replace(/[^0-9.]/g, ""));
}

export function BizProblem() {
  const values = [marketStats.returnFraud, marketStats.traditionalAuthentication, marketStats.trustGap];
  const largest = Math.max(...marketStats.resaleMarket.map((r) => billions(r.value)));
  return (
    <Section headingId="biz-problem">
      <p className={eyebrow}>The problem</p>
      <h2 id="biz-problem" className={`mt-3 ${h2}`}>
        {problemSection.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{problemSection.intro}</p>
      <dl className="mt-10 grid gap-6 md:grid-cols-3">
        {problemSection.stats.map((stat, i) => (
          <div key={stat.id} className="rounded-2xl border border-line bg-white p-6" data-stat={stat.id}>
            <dt className="text-sm font-semibold uppercase tracking-wide text-ink/80">{stat.label}</dt>
            <dd className="mt-2">
              <span className="block font-serif text-5xl text-gold">{values[i]}</span>
              <span className="mt-3 block text-ink/80">{stat.text}</span>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-12 font-serif text-2xl">{problemSection.resaleHeading}</h3>
      <p className="mt-1 text-sm text-ink/80">{problemSection.resaleNote}</p>
      <ul className="mt-6 space-y-3" data-resale-market>
        {marketStats.resaleMarket.map((row) => (
          <li key={row.year} className="grid grid-cols-[4rem_1fr] items-center gap-4">
            <span className="text-sm font-semibold tabular-nums">{row.year}</span>
            <span className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="block h-6 rounded-e-full bg-gold"
                style={{ width: `${(billions(row.value) / largest) * 80}%` }}
              />
              <span className="font-semibold tabular-nums">{row.value}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BizSolution() {
  const localize = useLocalizedPath();
  return (
    <Section headingId="biz-solution" tone="white">
      <p className={eyebrow}>The solution</p>
      <h2 id="biz-solution" className={`mt-3 ${h2}`}>
        {solutionSection.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{solutionSection.text}</p>
      <p className="mt-4">
        <Link to={localize("/multi-agent-authentication")} className={textLink}>
          {solutionSection.architectureLink}
        </Link>
      </p>
      <div className="mt-10">
        <BizRoiCalculator
          heading={solutionSection.calculatorHeading}
          intro={solutionSection.calculatorIntro}
          noScript={solutionSection.noScript}
        />
      </div>
    </Section>
  );
}

export function BizCollectCard() {
  const localize = useLocalizedPath();
  const config = useSiteConfig();
  return (
    <Section headingId="biz-collect-card" tone="ink">
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <h2 id="biz-collect-card" className={h2}>
            {collectCardSection.heading}
          </h2>
          <p className="mt-4 text-lg text-white/85">{collectCardSection.text}</p>
          <ul className="mt-6 space-y-2 text-white/85">
            {collectCardSection.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-gold-light" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm font-semibold">
            <Link to={localize("/collect-card")} className="text-gold-light underline underline-offset-4">
              {collectCardSection.learnMore}
            </Link>
            <ExternalLink
              href={collectCardUrl(config, exampleCollectCardId, "")}
              className="text-gold-light underline underline-offset-4"
            >
              {collectCardSection.explore}
            </ExternalLink>
            <ExternalLink
              href={cardSignInUrl(config)}
              className="text-gold-light underline underline-offset-4"
            >
              {collectCardSection.signIn}
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
          aria-label={`${config.brand} Collect Card`}
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
            COLLECT CARD
          </text>
          <circle cx="276" cy="40" r="14" fill="none" stroke="#d9b75f" strokeWidth="2" />
          <circle cx="258" cy="40" r="14" fill="none" stroke="#d9b75f" strokeWidth="2" />
        </svg>
      </div>
    </Section>
  );
}

export function BizHowItWorks() {
  return (
    <Section headingId="biz-how">
      <h2 id="biz-how" className={h2}>
        {howItWorks.heading}
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {howItWorks.steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-line bg-white p-6">
            <span aria-hidden="true" className="font-serif text-4xl text-gold">
              {i + 1}
            </span>
            <h3 className="mt-3 text-lg font-semibold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-ink/80">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function BizCategories() {
  const localize = useLocalizedPath();
  return (
    <Section headingId="biz-categories" tone="white">
      <h2 id="biz-categories" className={h2}>
        {categoriesSection.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{categoriesSection.intro}</p>
      <BizCategoryCarousel
        categories={directoryCategories}
        label={categoriesSection.carouselLabel}
        previous={categoriesSection.previous}
        next={categoriesSection.next}
        dir="ltr"
      />
      <p className="mt-6">
        <Link to={localize("/what-we-authenticate")} className={textLink}>
          {categoriesSection.directoryLink}
        </Link>
      </p>
    </Section>
  );
}

export function BizBenefits() {
  const localize = useLocalizedPath();
  return (
    <Section headingId="biz-benefits">
      <h2 id="biz-benefits" className={h2}>
        {benefitsSection.heading}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {benefitsSection.items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-line bg-white p-6">
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-ink/80">{item.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to={localize("/rewards-and-benefits")} className={textLink}>
          {benefitsSection.rewardsLink}
        </Link>
      </p>
    </Section>
  );
}

export function BizGuarantee() {
  return (
    <Section headingId="biz-guarantee" tone="ink">
      <h2 id="biz-guarantee" className={h2}>
        {guaranteeSection.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-white/85">{guaranteeSection.intro}</p>
      <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {guaranteeSection.items.map((item) => (
          <div key={item.label} className="rounded-2xl border border-white/20 p-6">
            <dt className="text-sm text-white/80">{item.label}</dt>
            <dd className="mt-2 font-serif text-3xl text-gold-light">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 text-white/85">{guaranteeSection.humanReview}</p>
    </Section>
  );
}

/** The columns of the business plans table, as the specification names them. */
const planColumns: readonly { label: string; value: (plan: BusinessPlan) => string }[] = [
  { label: "Per month", value: (plan) => usd(plan.monthly) },
  { label: "Included auths", value: (plan) => String(plan.includedAuthentications) },
  { label: "Overage", value: (plan) => usd(plan.overage) },
  { label: "Annual price", value: (plan) => usd(plan.annual) },
];

export function BizPricing() {
  const cell = "px-4 py-3 text-start";
  return (
    <Section headingId="biz-pricing" tone="white">
      <h2 id="biz-pricing" className={h2}>
        {pricingSection.heading}
      </h2>
      <p className="mt-4 text-lg text-ink/80">{pricingSection.intro}</p>
      <div className="mt-8 overflow-hidden rounded-2xl border border-line">
        <table className="w-full text-sm max-sm:block" data-business-plans>
          <caption className="sr-only">{pricingSection.tableCaption}</caption>
          <thead className="bg-paper max-sm:sr-only">
            <tr>
              <th scope="col" className={cell}>
                Plan
              </th>
              {planColumns.map((column) => (
                <th key={column.label} scope="col" className={cell}>
                  {column.label}
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
                      {pricingSection.mostPopular}
                    </span>
                  ) : null}
                </th>
                {planColumns.map((column) => (
                  <td
                    key={column.label}
                    data-label={column.label}
                    className={`${cell} tabular-nums max-sm:flex max-sm:justify-between max-sm:px-0 max-sm:py-1 max-sm:before:text-ink/80 max-sm:before:content-[attr(data-label)]`}
                  >
                    {column.value(plan)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-6 space-y-2 text-ink/80">
        <li data-api-addon>
          API add-on: +{usd(apiAddOn.monthly)}/month on{" "}
          {businessPlans.find((p) => p.id === apiAddOn.plan)?.name}.
        </li>
        <li data-annual-saving>Annual prices save {annualSaving} against paying monthly.</li>
      </ul>
      <h3 className="mt-10 font-serif text-2xl">{pricingSection.creditsHeading}</h3>
      <p className="mt-2 text-ink/80">{pricingSection.creditsIntro}</p>
      <div className="mt-4 overflow-hidden rounded-2xl border border-line sm:max-w-md">
        <table className="w-full text-sm" data-prepaid-credits>
          <caption className="sr-only">{pricingSection.creditsCaption}</caption>
          <thead className="bg-paper">
            <tr>
              <th scope="col" className={cell}>
                Credits
              </th>
              <th scope="col" className={cell}>
                Per authentication
              </th>
            </tr>
          </thead>
          <tbody>
            {prepaidCredits.map((credit) => (
              <tr key={credit.volume} className="border-t border-line">
                <th scope="row" className={`${cell} font-semibold`}>
                  {credit.volume}
                </th>
                <td className={`${cell} tabular-nums`}>{usdCents(credit.perAuthentication)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function BizRevenueStreams() {
  return (
    <Section headingId="biz-revenue">
      <h2 id="biz-revenue" className={h2}>
        {revenueStreams.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{revenueStreams.text}</p>
    </Section>
  );
}

export function BizValueAddedServices() {
  const total = valueAddedServices.services.reduce((sum, s) => sum + s.revenuePer100, 0);
  return (
    <Section id="value-added-services" headingId="biz-value-added" tone="white">
      <h2 id="biz-value-added" className={h2}>
        {valueAddedServices.heading}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-ink/80">{valueAddedServices.intro}</p>
      <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {valueAddedServices.services.map((service) => (
          <div
            key={service.id}
            className="rounded-2xl border border-line bg-paper p-6"
            data-service={service.id}
          >
            <dt>
              <span className="block text-lg font-semibold">{service.name}</span>
              <span className="mt-1 block text-sm text-ink/80">{service.text}</span>
            </dt>
            <dd className="mt-4">
              <span className="font-serif text-3xl text-gold">{usd(service.revenuePer100)}</span>{" "}
              <span className="text-sm text-ink/80">{valueAddedServices.perItems}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-lg" data-service-total>
        {valueAddedServices.totalLabel}: <strong className="font-serif text-2xl">about {usd(total)}</strong>
      </p>
      <div className="mt-8">
        <BizScrollLink targetId="lead-capture" className={primaryButton}>
          {valueAddedServices.partnershipsLabel}
        </BizScrollLink>
      </div>
    </Section>
  );
}

export function BizApiSecurity() {
  return (
    <Section id="api-security" headingId="biz-api-security">
      <h2 id="biz-api-security" className={h2}>
        {apiSecurity.heading}
      </h2>
      <div className="mt-10 grid gap-10 md:grid-cols-2">
        <div>
          <h3 className="font-serif text-2xl">{apiSecurity.integrationsHeading}</h3>
          <ul className="mt-4 space-y-4" data-integrations>
            {apiSecurity.integrations.map((item) => (
              <li key={item.name} className="rounded-2xl border border-line bg-white p-5">
                <span className="block font-semibold">{item.name}</span>
                <span className="mt-1 block text-ink/80">{item.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-serif text-2xl">{apiSecurity.securityHeading}</h3>
          <ul className="mt-4 space-y-3" data-security>
            {apiSecurity.security.map((point) => (
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

export function BizSocialProof() {
  return (
    <Section id="social-proof" headingId="biz-social-proof" tone="white">
      <h2 id="biz-social-proof" className={h2}>
        {socialProof.heading}
      </h2>
      <p className="mt-6 inline-flex items-center gap-3 rounded-full border border-gold px-5 py-2" data-award>
        <span className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">
          {socialProof.awardLabel}
        </span>
        <span className="font-semibold">{award.short}</span>
      </p>
      <h3 className="mt-12 font-serif text-2xl">{socialProof.quotesHeading}</h3>
      <ul className="mt-6 grid gap-6 lg:grid-cols-3">
        {socialProof.quotes.map((q) => (
          <li key={q.source} data-quote>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-paper p-6">
              <blockquote className="flex-1 font-serif text-lg">
                <p>“{q.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 text-sm">
                <span className="block font-semibold">{q.author}</span>
                <span className="block text-ink/80">
                  {q.title}, <cite className="not-italic">{q.source}</cite>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <h3 className="mt-12 font-serif text-2xl">{socialProof.statsHeading}</h3>
      <dl className="mt-6 grid grid-cols-2 gap-6 lg:grid-cols-4">
        {socialProof.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-sm text-ink/80">{stat.label}</dt>
            <dd className="font-serif text-4xl text-gold">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-10 max-w-3xl text-lg text-ink/80" data-trusted-by>
        {socialProof.trustedBy}
      </p>
    </Section>
  );
}

export function BizLeadCapture({ children }: { children: ReactNode }) {
  const localize = useLocalizedPath();
  return (
    <section
      id="lead-capture"
      aria-labelledby="biz-lead-capture"
      tabIndex={-1}
      className="scroll-mt-24 bg-paper py-16 outline-none sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-6">
        <h2 id="biz-lead-capture" className={h2}>
          {leadCapture.heading}
        </h2>
        <p className="mt-4 text-lg text-ink/80">{leadCapture.text}</p>
        <div className="mt-8">{children}</div>
        <p className="mt-8 text-sm text-ink/80">
          {leadCapture.contactPrompt}{" "}
          <Link to={localize("/contact-us")} className={textLink}>
            {leadCapture.contactLink}
          </Link>
        </p>
      </div>
    </section>
  );
}
