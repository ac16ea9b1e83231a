import { Banknote, CalendarClock, Clock, Scale, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { businessClaims } from "#app/data/claims.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/route";
import {
  authenticServiceCredit,
  coverageDays,
  disputeFeeBands,
  disputeOutcomes,
  disputeSteps,
  feeRefundRule,
  filingWindowDays,
  payoutMethod,
  replicaPayoutCap,
  resolutionTargetBusinessDays,
  returnShipping,
} from "./data.ts";
import { DisputeFeeCalculator } from "./dispute-fee-calculator.tsx";
import { feeBandLabel, formatUsdCode } from "./guarantee.ts";
import { SampleCertificate } from "./sample-certificate.tsx";

const title = "Financial Guarantee";
const description = `Our authentication comes with money behind it: up to ${formatUsdCode(replicaPayoutCap.individual)} (${formatUsdCode(replicaPayoutCap.business)} for verified business accounts) if we certify a replica as authentic, ${coverageDays} days of cover, a clear dispute process and fee.`;

/** Questions answered on the page, also published as FAQPage structured data. */
const faqs: { question: string; answer: string }[] = [
  {
    question: "How long does the guarantee last?",
    answer: `${coverageDays} days from the completion of your authentication. A dispute must be filed within ${filingWindowDays} days.`,
  },
  {
    question: "How much is paid if a replica was certified authentic?",
    answer: `Up to ${formatUsdCode(replicaPayoutCap.individual)} for individuals or up to ${formatUsdCode(replicaPayoutCap.business)} for verified business accounts, based on the item's fair market value, paid by ${payoutMethod}.`,
  },
  {
    question: "What if an authentic item was certified as a replica?",
    answer: `You receive a service credit of ${formatUsdCode(authenticServiceCredit.individual)} as an individual or ${formatUsdCode(authenticServiceCredit.business)} as a business account, and the certificate is corrected.`,
  },
  {
    question: "How long does a dispute take?",
    answer: `Our target is ${resolutionTargetBusinessDays} business days after we receive the item and its documents.`,
  },
  {
    question: "Do I get the dispute fee back?",
    answer: `${feeRefundRule.upheld} ${feeRefundRule.reconfirmed} ${returnShipping}`,
  },
];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const config = configFromMatches(matches);
  if (!config) return [];
  const canonical = "/financial-guarantee";
  return seoMeta(
    {
      title,
      description,
      keywords: [
        "authentication guarantee",
        "financial guarantee",
        "counterfeit payout",
        "authentication dispute",
        "dispute fee",
        "Liability+",
      ],
      canonical,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "FAQPage",
          name: title,
          inLanguage: "en",
          mainEntity: faqs.map((f) => ({
            "@type": "Question",
            name: f.question,
            acceptedAnswer: { "@type": "Answer", text: f.answer },
          })),
        },
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: title, path: canonical },
        ]),
      ],
    },
    config,
    location.pathname,
  );
};

const h2 = "font-serif text-3xl";
const card = "rounded-2xl border border-line bg-white p-6 shadow-sm";

export default function FinancialGuaranteePage() {
  const localize = useLocalizedPath();
  const limits = [
    {
      icon: ShieldCheck,
      figure: `${coverageDays} days`,
      label: "Cover",
      text: "from the completion of your authentication.",
    },
    {
      icon: CalendarClock,
      figure: `${filingWindowDays} days`,
      label: "To file a dispute",
      text: "disputes must be filed within this window.",
    },
    {
      icon: Clock,
      figure: `${resolutionTargetBusinessDays} business days`,
      label: "Target to resolve",
      text: "after we receive the item and its documents.",
    },
  ];

  return (
    <div lang="en" dir="ltr">
      <section aria-labelledby="fg-title" className="bg-ink text-white">
        <div className="mx-auto max-w-5xl px-6 py-16 md:py-20">
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-light">
            Our promise, in writing
          </p>
          <h1 className="mt-3 font-serif text-4xl md:text-5xl" id="fg-title">
            {title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg text-white/85">
            An authentication is only worth something if someone stands behind it. If we certify an item and
            we turn out to be wrong, we pay: a payout when a replica slipped through, a service credit when a
            genuine piece was wrongly rejected.
          </p>
        </div>
      </section>

      <section aria-labelledby="fg-limits" className="mx-auto max-w-5xl px-6 py-14">
        <h2 id="fg-limits" className={h2}>
          Time limits
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {limits.map((limit) => (
            <li key={limit.label} className={card}>
              <limit.icon aria-hidden="true" className="size-6 text-gold" />
              <p className="mt-3 text-sm font-semibold uppercase tracking-[0.15em] text-ink/70">
                {limit.label}
              </p>
              <p className="mt-1 font-serif text-3xl text-gold">{limit.figure}</p>
              <p className="mt-1 text-sm text-ink/75">{limit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="fg-cover" className="border-y border-line bg-white">
        <div className="mx-auto max-w-5xl px-6 py-14">
          <h2 id="fg-cover" className={h2}>
            What we pay
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <article aria-labelledby="fg-replica" className="rounded-2xl border border-line bg-paper p-6">
              <h3 id="fg-replica" className="font-serif text-xl">
                A replica we certified as authentic
              </h3>
              <p className="mt-2 text-sm text-ink/75">
                A payout based on the item's fair market value, up to:
              </p>
              <dl className="mt-4 space-y-3">
                <div className="flex items-baseline justify-between gap-4 border-b border-line pb-3">
                  <dt>Individuals</dt>
                  <dd className="font-serif text-2xl text-gold">
                    {formatUsdCode(replicaPayoutCap.individual)}
                  </dd>
                </div>
                <div className="flex items-baseline justify-between gap-4">
                  <dt>Verified business accounts</dt>
                  <dd className="font-serif text-2xl text-gold">
                    {formatUsdCode(replicaPayoutCap.business)}
                  </dd>
                </div>
              </dl>
            </article>
            <article aria-labelledby="fg-authentic" className="rounded-2xl border border-line bg-paper p-6">
              <h3 id="fg-authentic" className="font-serif text-xl">
                An authentic item we certified as a replica
              </h3>
              <p className="mt-2 text-sm text-ink/75">A service credit, and a corrected certificate:</p>
              <dl className="mt-4 space-y-3">
                <div className="flex items-baseline justify-between gap-4 border-b border-line pb-3">
                  <dt>Individuals</dt>
                  <dd className="font-serif text-2xl text-gold">
                    {formatUsdCode(authenticServiceCredit.individual)}
                  </dd>
                </div>
                <div className="flex items-baseline justify-between gap-4">
                  <dt>Business accounts</dt>
                  <dd className="font-serif text-2xl text-gold">
                    {formatUsdCode(authenticServiceCredit.business)}
                  </dd>
                </div>
              </dl>
            </article>
          </div>
          <p className="mt-6 flex items-center gap-2 text-ink/80">
            <Banknote aria-hidden="true" className="size-5 shrink-0 text-gold" />
            <span>{`Paid by ${payoutMethod}.`}</span>
          </p>
        </div>
      </section>

      <section aria-labelledby="fg-fee" className="mx-auto max-w-5xl px-6 py-14">
        <h2 id="fg-fee" className={h2}>
          The dispute fee
        </h2>
        <p className="mt-3 max-w-3xl text-ink/80">
          A small fee keeps disputes for real doubts. It depends on the payout you are quoted, and you get it
          back when you are right.
        </p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div>
            <table className="w-full overflow-hidden rounded-xl border border-line bg-white text-start text-sm">
              <caption className="sr-only">Dispute fee by quoted payout</caption>
              <thead className="bg-ink text-white">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    Quoted payout
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    Dispute fee
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {disputeFeeBands.map((band, index) => (
                  <tr key={band.from}>
                    <th scope="row" className="px-4 py-3 text-start font-normal">
                      {feeBandLabel(index)}
                    </th>
                    <td className="px-4 py-3 font-semibold">{formatUsdCode(band.fee)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="mt-5 space-y-2 text-ink/80">
              <li className="flex gap-2">
                <Scale aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
                <span>
                  {feeRefundRule.upheld} {feeRefundRule.reconfirmed}
                </span>
              </li>
              <li className="flex gap-2">
                <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
                <span>{returnShipping}</span>
              </li>
            </ul>
          </div>
          <DisputeFeeCalculator />
        </div>
      </section>

      <section aria-labelledby="fg-flow" className="border-y border-line bg-white">
        <div className="mx-auto max-w-5xl px-6 py-14">
          <h2 id="fg-flow" className={h2}>
            How a dispute works
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {disputeSteps.map((step, index) => (
              <li key={step.title} className="rounded-xl border border-line bg-paper p-5">
                <p className="font-serif text-3xl text-gold" aria-hidden="true">
                  {index + 1}
                </p>
                <h3 className="mt-2 font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-ink/75">{step.text}</p>
              </li>
            ))}
          </ol>
          <h3 className="mt-10 font-serif text-xl">The outcome</h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {disputeOutcomes.map((outcome) => (
              <li key={outcome.title} className="rounded-xl border border-line p-5">
                <p className="font-semibold">{outcome.title}</p>
                <p className="mt-1 text-sm text-ink/75">{outcome.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="fg-business" className="mx-auto max-w-5xl px-6 py-14">
        <h2 id="fg-business" className={h2}>
          Business guarantee (Liability+)
        </h2>
        <p className="mt-3 max-w-3xl text-ink/80">
          Retailers, marketplaces and resellers can extend the guarantee to match how long their stock stays
          with their customers.
        </p>
        <dl className="mt-6 grid gap-4 md:grid-cols-2">
          <div className={card}>
            <dt className="text-sm font-semibold uppercase tracking-[0.15em] text-ink/70">Coverage window</dt>
            <dd className="mt-1 font-serif text-3xl text-gold">{businessClaims.liabilityPlusWindow}</dd>
          </div>
          <div className={card}>
            <dt className="text-sm font-semibold uppercase tracking-[0.15em] text-ink/70">Confidence rule</dt>
            <dd className="mt-1">
              Items under <strong className="text-gold">{businessClaims.confidenceThreshold}</strong>{" "}
              confidence need human review to be covered.
            </dd>
          </div>
        </dl>
        <p className="mt-6">
          <Link to={localize("/business")} className="font-semibold text-gold underline underline-offset-4">
            Authentication for business
          </Link>
        </p>
      </section>

      <section aria-labelledby="fg-certificate" className="bg-ink text-white">
        <div className="mx-auto max-w-5xl px-6 py-14">
          <h2 id="fg-certificate" className={h2}>
            The certificate the guarantee stands behind
          </h2>
          <p className="mt-3 max-w-3xl text-white/85">
            Each authentication ends in a blockchain-verified digital certificate recording the item, its
            colour, the authentication result, the confidence, a condition grade out of 10, a market value
            range and the certificate ID you quote in a dispute.
          </p>
          <div className="mt-6">
            <SampleCertificate className="inline-flex h-11 items-center gap-2 rounded-full bg-white px-6 text-sm font-semibold text-ink hover:bg-paper" />
          </div>
        </div>
      </section>

      <section aria-labelledby="fg-faq" className="mx-auto max-w-3xl px-6 py-14">
        <h2 id="fg-faq" className={h2}>
          Questions about the guarantee
        </h2>
        <div className="mt-6 divide-y divide-line border-y border-line">
          {faqs.map((faq) => (
            <details key={faq.question} className="group py-4">
              <summary className="cursor-pointer list-none font-semibold [&::-webkit-details-marker]:hidden">
                <span className="flex items-center justify-between gap-4">
                  {faq.question}
                  <span aria-hidden="true" className="text-gold group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-2 text-ink/80">{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
