import { Banknote, CalendarClock, Clock, Scale, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { faqPageData } from "#app/components/blocks/faq-list.tsx";
import { PageHero } from "#app/components/blocks/page-hero.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { MessageNodes } from "#app/components/ui/message-nodes.tsx";
import { loadClaims } from "#app/data/load-claims.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { copyMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/route";
import { guaranteeCopy } from "./copy/index.ts";
import { authenticServiceCredit, disputeFeeBands, replicaPayoutCap, timeLimitIds } from "./data.ts";
import { DisputeFeeCalculator } from "./dispute-fee-calculator.tsx";
import { feeBandLabel, formatUsdCode, guaranteeValuesIn } from "./guarantee.ts";
import { SampleCertificate } from "./sample-certificate.tsx";

/** The page's words and the business claims (the cover window), finished in the address's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const [loaded, claims] = await Promise.all([loadCopy(guaranteeCopy, request), loadClaims(request)]);
  return { ...loaded, businessClaims: claims.businessClaims };
}

const canonical = "/financial-guarantee";

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, copy }) => {
    const values = guaranteeValuesIn(language);
    const say = (text: string) => formatMessage(language, text, values);
    // The questions answered on the page, also published as FAQPage structured data.
    const faqs = copy.faq.items.map((item) => ({ question: item.question, answer: say(item.answer) }));
    return {
      words: copy.meta,
      values,
      canonical,
      structuredData: () => [
        {
          // The page's name and language first; faqPageData adds the questions after them.
          "@context": "https://schema.org",
          "@type": "FAQPage",
          name: copy.meta.title,
          inLanguage: language,
          ...faqPageData(faqs),
        },
      ],
    };
  });

const h2 = "font-serif text-3xl";
const card = "rounded-2xl border border-line bg-white p-6 shadow-sm";
const limitIcons = { cover: ShieldCheck, filing: CalendarClock, resolution: Clock } as const;

export default function FinancialGuaranteePage({ loaderData }: Route.ComponentProps) {
  const localize = useLocalizedPath();
  const copy = loaderData.copy;
  const { t, language } = useI18n();
  const values = guaranteeValuesIn(language);
  const say = (text: string) => t(text, values);
  const { businessClaims } = loaderData;

  return (
    <div>
      <PageHero
        look="dark"
        id="fg-title"
        eyebrow={copy.hero.eyebrow}
        title={copy.meta.title}
        lead={copy.hero.lead}
      />

      <section aria-labelledby="fg-limits" className="page-x py-14">
        <h2 id="fg-limits" className={h2}>
          {copy.limits.heading}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {timeLimitIds.map((id) => {
            const Icon = limitIcons[id];
            const limit = copy.limits.items[id];
            return (
              <li key={id} className={card}>
                <Icon aria-hidden="true" className="size-6 text-gold" />
                <p className="mt-3 text-sm font-semibold uppercase tracking-[0.15em] text-ink/70">
                  {limit.label}
                </p>
                <p className="mt-1 font-serif text-3xl text-gold">{say(limit.figure)}</p>
                <p className="mt-1 text-sm text-ink/75">{limit.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="fg-cover" className="border-y border-line bg-white">
        <div className="page-x py-14">
          <h2 id="fg-cover" className={h2}>
            {copy.cover.heading}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <AmountsCard
              id="fg-replica"
              words={copy.cover.replica}
              amounts={[replicaPayoutCap.individual, replicaPayoutCap.business]}
            />
            <AmountsCard
              id="fg-authentic"
              words={copy.cover.authentic}
              amounts={[authenticServiceCredit.individual, authenticServiceCredit.business]}
            />
          </div>
          <p className="mt-6 flex items-center gap-2 text-ink/80">
            <Banknote aria-hidden="true" className="size-5 shrink-0 text-gold" />
            <span>{copy.cover.paidBy}</span>
          </p>
        </div>
      </section>

      <section aria-labelledby="fg-fee" className="page-x py-14">
        <h2 id="fg-fee" className={h2}>
          {copy.fee.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-ink/80">{copy.fee.intro}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div>
            <table className="w-full overflow-hidden rounded-xl border border-line bg-white text-start text-sm">
              <caption className="sr-only">{copy.fee.caption}</caption>
              <thead className="bg-ink text-white">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {copy.fee.payoutColumn}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {copy.fee.feeColumn}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {disputeFeeBands.map((band, index) => (
                  <tr key={band.from}>
                    <th scope="row" className="px-4 py-3 text-start font-normal">
                      {feeBandLabel(language, copy.fee.bands, index)}
                    </th>
                    <td className="px-4 py-3 font-semibold">{formatUsdCode(band.fee, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="mt-5 space-y-2 text-ink/80">
              <li className="flex gap-2">
                <Scale aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
                <span>
                  {copy.fee.upheld} {copy.fee.reconfirmed}
                </span>
              </li>
              <li className="flex gap-2">
                <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
                <span>{copy.fee.returnShipping}</span>
              </li>
            </ul>
          </div>
          <DisputeFeeCalculator copy={copy.calculator} fee={copy.fee} />
        </div>
      </section>

      <section aria-labelledby="fg-flow" className="border-y border-line bg-white">
        <div className="page-x py-14">
          <h2 id="fg-flow" className={h2}>
            {copy.flow.heading}
          </h2>
          {/* A timeline: one step a row, its number on a line running down the start side. From
              768px the title and the text stand in two columns beside the number, so each step
              reads in two lines or fewer at desktop widths. */}
          <ol className="mt-8" data-dispute-steps="">
            {copy.flow.steps.map((step, index) => (
              <li
                key={step.title}
                className="relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 pb-6 before:absolute before:start-5 before:top-11 before:bottom-1 before:w-px before:bg-line last:pb-0 last:before:hidden md:grid-cols-[2.5rem_minmax(0,18rem)_minmax(0,1fr)] md:gap-x-8"
              >
                <p
                  className="row-span-2 flex size-10 items-center justify-center rounded-full border border-gold/60 bg-paper font-serif text-xl text-gold md:row-span-1"
                  aria-hidden="true"
                >
                  {index + 1}
                </p>
                <h3 className="self-center font-semibold leading-snug">
                  <span className="sr-only">
                    <MessageNodes text={copy.flow.step} values={{ n: index + 1 }} />
                  </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-ink/75 md:mt-0 md:self-center">{step.text}</p>
              </li>
            ))}
          </ol>
          <h3 className="mt-10 font-serif text-xl">{copy.flow.outcomeHeading}</h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {copy.flow.outcomes.map((outcome) => (
              <li key={outcome.title} className="rounded-xl border border-line p-5">
                <p className="font-semibold">{outcome.title}</p>
                <p className="mt-1 text-sm text-ink/75">{outcome.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="fg-business" className="page-x py-14">
        <h2 id="fg-business" className={h2}>
          {copy.business.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-ink/80">{copy.business.intro}</p>
        <dl className="mt-6 grid gap-4 md:grid-cols-2">
          <div className={card}>
            <dt className="text-sm font-semibold uppercase tracking-[0.15em] text-ink/70">
              {copy.business.windowLabel}
            </dt>
            <dd className="mt-1 font-serif text-3xl text-gold">{businessClaims.liabilityPlusWindow}</dd>
          </div>
          <div className={card}>
            <dt className="text-sm font-semibold uppercase tracking-[0.15em] text-ink/70">
              {copy.business.ruleLabel}
            </dt>
            <dd className="mt-1">
              <MessageNodes
                text={copy.business.rule}
                values={{
                  threshold: <strong className="text-gold">{values.threshold}</strong>,
                }}
              />
            </dd>
          </div>
        </dl>
        <p className="mt-6">
          <Link
            to={localize("/business")}
            className="inline-flex min-h-11 items-center font-semibold text-gold underline underline-offset-4"
          >
            {copy.business.link}
          </Link>
        </p>
      </section>

      <section aria-labelledby="fg-certificate" className="bg-ink text-white">
        <div className="page-x py-14">
          <h2 id="fg-certificate" className={h2}>
            {copy.certificate.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-white/85">{copy.certificate.text}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
            <SampleCertificate
              copy={copy.certificate}
              className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-6 text-sm font-semibold text-ink hover:bg-paper"
            />
            <Link
              to={localize("/verify")}
              className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
            >
              {copy.certificate.verify}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="fg-faq" className="page-x *:max-w-3xl py-14">
        <h2 id="fg-faq" className={h2}>
          {copy.faq.heading}
        </h2>
        <div className="mt-6 divide-y divide-line border-y border-line">
          {copy.faq.items.map((faq) => (
            <details key={faq.question} className="group py-4">
              <summary className="flex min-h-11 cursor-pointer list-none items-center font-semibold [&::-webkit-details-marker]:hidden">
                <span className="flex items-center justify-between gap-4">
                  {faq.question}
                  <span aria-hidden="true" className="text-gold group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-2 text-ink/80">{say(faq.answer)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

/** One case of "What we pay": its title, what is paid, and the amount for each kind of account. */
function AmountsCard({
  id,
  words,
  amounts: [individual, business],
}: {
  id: string;
  words: { title: string; text: string; individual: string; business: string };
  amounts: readonly [number, number];
}) {
  const { language } = useI18n();
  return (
    <article aria-labelledby={id} className="rounded-2xl border border-line bg-paper p-6">
      <h3 id={id} className="font-serif text-xl">
        {words.title}
      </h3>
      <p className="mt-2 text-sm text-ink/75">{words.text}</p>
      <dl className="mt-4 space-y-3">
        <div className="flex items-baseline justify-between gap-4 border-b border-line pb-3">
          <dt>{words.individual}</dt>
          <dd className="font-serif text-2xl text-gold">{formatUsdCode(individual, language)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt>{words.business}</dt>
          <dd className="font-serif text-2xl text-gold">{formatUsdCode(business, language)}</dd>
        </div>
      </dl>
    </article>
  );
}
