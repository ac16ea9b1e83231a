import { Download, FileSearch, ShieldAlert, ShieldCheck } from "lucide-react";
import { lazy, Suspense } from "react";
import { data, Link, redirect } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { categoriesCopy } from "#app/data/copy/index.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { localizePath, parseRegion } from "#app/i18n/regions.ts";
import { checkCertificateId } from "#app/lib/certificate-id.ts";
import { certificatesContext } from "#app/lib/certificates.server.ts";
import { siteConfig } from "#app/lib/env.server.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import type { Route } from "./+types/certificate";
import { CertificateDetails } from "./certificate-details.tsx";
import { certificatePicture } from "./certificate-picture.ts";
import { CertificateSeal } from "./certificate-seal.tsx";
import { categoryIdOf, dayIn, shownCertificate } from "./certificate-words.ts";
import { verifyCopy } from "./copy/index.ts";
import { type EvidenceFields, findingsIn } from "./findings-data.ts";
import { PrintButton } from "./print-button.tsx";
import { qrDrawing } from "./qr.server.ts";
import { QrCode } from "./qr-code.tsx";
import { certificatePageCacheControl } from "./verify-data.ts";
import { VerifyForm } from "./verify-form.tsx";

/**
 * /verify/{id}, rendered per request from the registry. An ID typed in another form (lower case,
 * no dashes, a look-alike letter) is sent to its one address. An ID whose check character fails
 * is never looked up; it answers 404 like an unknown one, with the typo's own message: the address
 * names no certificate that could exist, and a 404 is what caches and link checkers take for
 * "nothing here" (the form's own refusal, /verify/check, is the 400). Every answer may be kept
 * by a shared cache for five seconds.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loaded = await loadCopy(verifyCopy, request);
  const url = new URL(request.url);
  const prefix = parseRegion(url.pathname).region?.prefix ?? null;
  const typed = params.id;
  const checked = checkCertificateId(typed);
  const headers: Record<string, string> = { "Cache-Control": certificatePageCacheControl };
  if (checked.ok && checked.id !== typed) throw redirect(localizePath(`/verify/${checked.id}`, prefix), 308);
  if (!checked.ok)
    return data({ ...loaded, found: null, typed, error: checked.reason }, { status: 404, headers });
  const view = (await context.get(certificatesContext)?.lookup(checked.id)) ?? null;
  if (!view) return data({ ...loaded, found: null, typed, error: null }, { status: 404, headers });
  // The verdict's signed findings, when the certificate carries them; the photos only when the
  // owner chose to show them, and then the page (short-lived photo addresses) is no shared cache's.
  const extra = view as typeof view & EvidenceFields;
  const photos = extra.publicity === "findings_and_photos" ? (extra.photos ?? []) : [];
  const findings = extra.evidence
    ? await findingsIn(loaded.language, loaded.copy.findings, extra.evidence, photos)
    : null;
  if (findings && findings.photos.length > 0) headers["Cache-Control"] = "private, no-store";
  const categories = await categoriesCopy.load(loaded.language);
  const categoryId = categoryIdOf(view.item.category);
  const category = categoryId ? categories.names[categoryId] : view.item.category;
  const pageUrl = absoluteUrl(siteConfig(), url.pathname);
  const picture = certificatePicture({
    categoryId,
    photos: findings?.photos ?? [],
    words: loaded.copy.certificate,
    illustrationAlt: formatMessage(loaded.language, loaded.copy.certificate.pictureAlt, { category }),
  });
  return data(
    {
      ...loaded,
      typed,
      error: null,
      found: {
        certificate: shownCertificate(view),
        category,
        picture,
        findings,
        qr: qrDrawing(pageUrl),
      },
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [];
  const { meta, ...words } = loaded.copy;
  const id = loaded.found?.certificate.id;
  const title = id
    ? formatMessage(loaded.language, meta.certificateTitle, { id })
    : loaded.error
      ? words.notFound.typoTitle
      : words.notFound.title;
  return pageMeta(args, {
    title,
    description: id ? formatMessage(loaded.language, meta.certificateDescription, { id }) : title,
    keywords: [],
    canonical: id ? `/verify/${id}` : "/verify",
    noIndex: true,
  });
};

const h2 = "font-serif text-2xl";

/**
 * The findings' script loads only on a certificate that carries them (rendered on the server all
 * the same): the pages of today's certificates, the samples among them, keep their weight.
 */
const FindingsSection = lazy(() => import("./findings.tsx").then((m) => ({ default: m.FindingsSection })));

/** The verdict's colour; revoked overrides the verdict. */
const verdictTone = {
  authentic: "text-green-900",
  not_authentic: "text-red-800",
  inconclusive: "text-amber-800",
  revoked: "text-red-900",
} as const;

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const { t, language } = useI18n();
  const localize = useLocalizedPath();
  const { found } = loaderData;

  if (!found)
    return (
      <div className="page-x py-14 md:py-20">
        <FileSearch aria-hidden="true" className="size-10 text-gold" />
        <h1 className="mt-3 font-serif text-4xl">
          {loaderData.error ? copy.notFound.typoTitle : copy.notFound.title}
        </h1>
        {loaderData.error ? null : (
          <p className="mt-4 max-w-2xl text-lg text-ink/80">
            {t(copy.notFound.text, { id: `\u2066${loaderData.typed}\u2069` })}
          </p>
        )}
        <div className="mt-8">
          <VerifyForm
            key={loaderData.typed}
            copy={copy.form}
            initialValue={loaderData.typed}
            initialError={loaderData.error}
          />
        </div>
      </div>
    );

  const c = found.certificate;
  const words = copy.certificate;
  const revoked = c.status === "revoked";
  const verdict = revoked ? "revoked" : c.result;
  const details = [c.item.colour, c.item.reference].filter(Boolean).join(" · ");
  return (
    <div className="page-x py-10 md:py-14 print:p-0">
      <article
        data-print="certificate"
        data-status={c.status}
        data-verdict={verdict}
        aria-labelledby="cert-verdict"
        className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8 md:p-10 print:rounded-none print:border-0 print:p-0 print:shadow-none"
      >
        <p className="flex flex-wrap items-center gap-3 text-sm font-semibold tracking-widest text-gold uppercase">
          {words.eyebrow}
          {c.sample ? (
            <span className="rounded-full bg-ink px-3 py-0.5 text-xs tracking-wider text-white">
              {words.sample}
            </span>
          ) : null}
        </p>
        <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:gap-10 print:grid-cols-[minmax(0,1fr)_11rem] print:gap-5">
          <div>
            <div className="flex items-start justify-between gap-4">
              <h1
                id="cert-verdict"
                className={`font-serif text-5xl leading-none font-semibold md:text-6xl print:text-5xl ${verdictTone[verdict]}`}
              >
                {words.verdictHeading[verdict]}
              </h1>
              {verdict === "authentic" ? (
                <CertificateSeal label={words.seal} className="size-20 shrink-0 md:size-24 print:size-20" />
              ) : null}
            </div>
            {revoked ? (
              <div className="mt-4">
                <p className="text-lg font-semibold text-red-900">
                  {t(words.revoked, { date: dayIn(language, c.revokedAt ?? c.issuedAt) })}
                </p>
                <p className="mt-1 text-ink/80">{t(words.revokedText)}</p>
              </div>
            ) : (
              <p className="mt-4 text-lg text-ink/85">{t(words.verdictText[c.result])}</p>
            )}
            <p className="mt-6 font-serif text-2xl md:text-3xl print:mt-8">
              {c.item.brand} {c.item.model}
            </p>
            <p className="mt-1 text-ink/75">
              {found.category}
              {details ? ` · ${details}` : null}
            </p>
            <dl className="mt-5">
              <dt className="text-xs font-semibold tracking-widest text-ink/70 uppercase">
                {words.fields.id}
              </dt>
              <dd
                dir="ltr"
                className="mt-1 font-serif text-3xl font-semibold tracking-wider whitespace-nowrap tabular-nums lining-nums md:text-4xl print:text-[1.7rem] print:tracking-normal rtl:text-end"
              >
                {c.id}
              </dd>
            </dl>
            {c.sample ? <p className="mt-3 text-sm text-ink/75">{words.sampleText}</p> : null}
          </div>
          {found.picture ? (
            <figure data-picture={found.picture.kind} className="self-start">
              {found.picture.kind === "photo" ? (
                <img
                  src={found.picture.url}
                  width={found.picture.width}
                  height={found.picture.height}
                  alt={found.picture.alt}
                  fetchPriority="high"
                  className="block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-paper object-cover print:rounded-none"
                />
              ) : (
                <Picture
                  art={found.picture.art}
                  alt={found.picture.alt}
                  sizes="(min-width: 768px) 20rem, calc(100vw - 5rem)"
                  priority
                  className="block overflow-hidden rounded-2xl bg-paper print:rounded-none"
                  imgClassName="aspect-[4/3] w-full object-cover"
                />
              )}
              <figcaption className="mt-2 text-xs text-ink/70">{found.picture.caption}</figcaption>
            </figure>
          ) : null}
        </div>
        <div className="mt-8 flex flex-col gap-6 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between print:mt-5 print:flex-row print:items-center print:pt-4">
          <div className="min-w-0 print:flex-1">
            <p
              data-signature={c.signature.verified ? "valid" : "invalid"}
              className={`flex items-center gap-2 font-semibold ${c.signature.verified ? "text-ink" : "text-red-800"}`}
            >
              {c.signature.verified ? (
                <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-ink/60" />
              ) : (
                <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
              )}
              {c.signature.verified ? t(words.signatureChecked) : words.signatureInvalid}
            </p>
            <p className="mt-1 text-sm text-ink/75">
              {t(words.signedOn, { date: dayIn(language, c.signature.created || c.issuedAt) })}
            </p>
            <p className="mt-2 text-xs text-ink/70">
              {words.issuerId}:{" "}
              <span dir="ltr" className="font-mono break-all" data-issuer="">
                {c.issuer}
              </span>
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-4">
            <QrCode
              drawing={found.qr}
              label={words.qrLabel}
              className="w-28 shrink-0 rounded-lg border border-line print:w-36 print:border-0"
            />
            <p className="max-w-40 text-sm text-ink/75 print:hidden">{words.qrText}</p>
          </div>
        </div>
      </article>

      {found.findings ? (
        <div data-print-hide="" className="mt-10">
          <Suspense>
            <FindingsSection findings={found.findings} words={copy.findings} />
          </Suspense>
        </div>
      ) : null}

      <div data-print-hide="" className="mt-10 grid gap-10 lg:grid-cols-[1fr_17rem]">
        <section aria-labelledby="cert-details">
          <h2 id="cert-details" className={h2}>
            {words.detailsHeading}
          </h2>
          <div className="mt-4">
            <CertificateDetails certificate={c} category={found.category} words={words} />
          </div>
          <p className="mt-3 text-sm text-ink/75">{words.owners}</p>
        </section>

        <section aria-labelledby="cert-download" className="space-y-4">
          <h2 id="cert-download" className={h2}>
            {words.signatureHeading}
          </h2>
          <a
            href={`/api/certificates/${c.id}?download=1`}
            download={`${c.id}.json`}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-black"
          >
            <Download aria-hidden="true" className="size-5 shrink-0" />
            {words.download}
          </a>
          <p className="text-sm text-ink/75">{t(words.downloadText)}</p>
          <PrintButton label={words.print} />
        </section>
      </div>

      <div data-print-hide="" className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="cert-proves">
          <h2 id="cert-proves" className={h2}>
            {copy.certificate.provesHeading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 ps-5 text-ink/85">
            {copy.certificate.proves.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="cert-not-proves">
          <h2 id="cert-not-proves" className={h2}>
            {copy.certificate.notProvesHeading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 ps-5 text-ink/85">
            {copy.certificate.notProves.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
        </section>
      </div>

      <p data-print-hide="" className="mt-10">
        <Link
          to={localize("/verify")}
          state={{ focusField: true }}
          className="inline-flex min-h-11 min-w-11 items-center font-semibold text-gold underline underline-offset-4"
        >
          {copy.certificate.again}
        </Link>
      </p>
    </div>
  );
}
