import { BadgeCheck, CircleAlert, CircleHelp, OctagonX } from "lucide-react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { formatCurrencyIn, formatPercentIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { sampleReference } from "#app/lib/sample-certificates.ts";
import { dayIn, type ShownCertificate } from "./certificate-words.ts";
import type { VerifyCopy } from "./copy/index.ts";

type Words = VerifyCopy["certificate"];

const resultLooks = {
  authentic: { Icon: BadgeCheck, tone: "text-green-800" },
  not_authentic: { Icon: OctagonX, tone: "text-red-800" },
  inconclusive: { Icon: CircleHelp, tone: "text-amber-800" },
} as const;

/** The result of the authentication, with its icon and colour. */
export function ResultLabel({ result, words }: { result: ShownCertificate["result"]; words: Words }) {
  const { Icon, tone } = resultLooks[result];
  return (
    <span className={`inline-flex items-center gap-1.5 font-semibold ${tone}`}>
      <Icon aria-hidden="true" className="size-5" />
      {words.results[result]}
    </span>
  );
}

/** Valid, or revoked with its date; a sample says so beside it. */
export function CertificateStatus({ certificate, words }: { certificate: ShownCertificate; words: Words }) {
  const { t, language } = useI18n();
  const revoked = certificate.status === "revoked";
  return (
    <div
      data-status={certificate.status}
      className={`flex gap-3 rounded-2xl border p-5 ${revoked ? "border-red-300 bg-red-50" : "border-green-300 bg-green-50"}`}
    >
      {revoked ? (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-800" />
      ) : (
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-800" />
      )}
      <div>
        <p className={`text-lg font-semibold ${revoked ? "text-red-900" : "text-green-900"}`}>
          {revoked
            ? t(words.revoked, { date: dayIn(language, certificate.revokedAt ?? certificate.issuedAt) })
            : words.valid}
        </p>
        <p className="mt-1 text-ink/80">{t(revoked ? words.revokedText : words.validText)}</p>
      </div>
    </div>
  );
}

/** A certificate's confidence (a percent with at most one decimal, 98.6) as the page's language writes it. */
export function formatConfidence(language: Language, percent: number): string {
  return formatPercentIn(language, percent / 100, 1);
}

/**
 * The certificate's record as a list of terms: the item, the result and its confidence, the
 * condition grade, the market value range, the date, who reviewed it and the transfers' dates.
 */
export function CertificateDetails({
  certificate: c,
  category,
  words,
}: {
  certificate: ShownCertificate;
  /** The category in the page's language. */
  category: string;
  words: Words;
}) {
  const { t, language } = useI18n();
  const currency = (c.marketValue?.currency ?? "USD") as "USD";
  const rows: [keyof Words["fields"], React.ReactNode][] = [
    [
      "id",
      <span key="id" dir="ltr" className="font-mono">
        {c.id}
      </span>,
    ],
    ["item", `${c.item.brand} ${c.item.model}`],
    ["category", category],
    ...(c.item.colour ? [["colour", c.item.colour] as [keyof Words["fields"], string]] : []),
    ...(c.item.reference
      ? [
          [
            "reference",
            c.sample && c.item.reference === sampleReference ? (
              words.sample
            ) : (
              <span key="ref" dir="ltr">
                {c.item.reference}
              </span>
            ),
          ] as [keyof Words["fields"], React.ReactNode],
        ]
      : []),
    ["result", <ResultLabel key="result" result={c.result} words={words} />],
    ["confidence", formatConfidence(language, c.confidence)],
    ["grade", t(words.grade, { grade: c.conditionGrade })],
    [
      "value",
      c.marketValue
        ? t(words.range, {
            min: formatCurrencyIn(language, c.marketValue.min, currency, 0),
            max: formatCurrencyIn(language, c.marketValue.max, currency, 0),
          })
        : words.noValue,
    ],
    ["date", dayIn(language, c.date)],
    ["reviewedBy", words.reviewers[c.reviewedBy]],
    [
      "transfers",
      <div key="transfers">
        <p>{t(words.transfers, { count: c.transfers.length })}</p>
        {c.transfers.length > 0 ? (
          <ul className="mt-1 font-normal text-ink/80">
            {c.transfers.map((transfer, index) => (
              // Transfers carry no identity of their own on the public page: their order is theirs.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={index}>{t(words.transferOn, { date: dayIn(language, transfer.date) })}</li>
            ))}
          </ul>
        ) : null}
      </div>,
    ],
  ];
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-white">
      {rows.map(([field, value]) => (
        <div
          key={field}
          className="grid gap-1 px-5 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4"
          data-field={field}
        >
          <dt className="text-ink/70">{words.fields[field]}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
