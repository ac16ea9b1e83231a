import { Download, FileSearch } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
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
import { CertificateDetails, CertificateStatus } from "./certificate-details.tsx";
import { categoryIdOf, dayIn, shownCertificate } from "./certificate-words.ts";
import { verifyCopy } from "./copy/index.ts";
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
  const headers = { "Cache-Control": certificatePageCacheControl };
  if (checked.ok && checked.id !== typed) throw redirect(localizePath(`/verify/${checked.id}`, prefix), 308);
  if (!checked.ok)
    return data({ ...loaded, found: null, typed, error: checked.reason }, { status: 404, headers });
  const view = (await context.get(certificatesContext)?.lookup(checked.id)) ?? null;
  if (!view) return data({ ...loaded, found: null, typed, error: null }, { status: 404, headers });
  const categories = await categoriesCopy.load(loaded.language);
  const categoryId = categoryIdOf(view.item.category);
  const pageUrl = absoluteUrl(siteConfig(), url.pathname);
  return data(
    {
      ...loaded,
      typed,
      error: null,
      found: {
        certificate: shownCertificate(view),
        category: categoryId ? categories.names[categoryId] : view.item.category,
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

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy(verifyCopy, loaderData);
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
  return (
    <div className="page-x py-12 md:py-16">
      <p className="text-sm font-semibold tracking-widest text-gold uppercase">{copy.certificate.eyebrow}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-3xl font-semibold tracking-wide md:text-4xl" dir="ltr">
          {c.id}
        </h1>
        {c.sample ? (
          <span className="rounded-full bg-ink px-3 py-1 text-sm font-semibold tracking-wider text-white uppercase">
            {copy.certificate.sample}
          </span>
        ) : null}
      </div>
      {c.sample ? <p className="mt-2 text-ink/75">{copy.certificate.sampleText}</p> : null}
      <div className="mt-6">
        <CertificateStatus certificate={c} words={copy.certificate} />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_17rem]">
        <section aria-labelledby="cert-details">
          <h2 id="cert-details" className={h2}>
            {copy.certificate.detailsHeading}
          </h2>
          <div className="mt-4">
            <CertificateDetails certificate={c} category={found.category} words={copy.certificate} />
          </div>
          <p className="mt-3 text-sm text-ink/75">{copy.certificate.owners}</p>
        </section>

        <div className="space-y-8">
          <section aria-labelledby="cert-qr">
            <h2 id="cert-qr" className={h2}>
              {copy.certificate.qrHeading}
            </h2>
            <QrCode
              drawing={found.qr}
              label={copy.certificate.qrLabel}
              className="mt-4 w-48 rounded-xl border border-line"
            />
            <p className="mt-2 text-sm text-ink/75">{copy.certificate.qrText}</p>
          </section>
          <section aria-labelledby="cert-download">
            <h2 id="cert-download" className="sr-only">
              {copy.certificate.download}
            </h2>
            <a
              href={`/api/certificates/${c.id}?download=1`}
              download={`${c.id}.json`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white hover:bg-black"
            >
              <Download aria-hidden="true" className="size-5 shrink-0" />
              {copy.certificate.download}
            </a>
            <p className="mt-2 text-sm text-ink/75">{copy.certificate.downloadText}</p>
          </section>
        </div>
      </div>

      <section aria-labelledby="cert-signature" className="mt-10 rounded-2xl border border-line bg-white p-6">
        <h2 id="cert-signature" className={h2}>
          {copy.certificate.signatureHeading}
        </h2>
        <dl className="mt-3">
          <dt className="text-ink/70">{copy.certificate.signedBy}</dt>
          <dd className="mt-1 font-mono text-sm break-all">
            <span dir="ltr">{c.issuer}</span>
          </dd>
        </dl>
        <p
          data-signature={c.signature.verified ? "valid" : "invalid"}
          className={`mt-3 font-semibold ${c.signature.verified ? "text-green-800" : "text-red-800"}`}
        >
          {c.signature.verified ? copy.certificate.signatureValid : copy.certificate.signatureInvalid}
        </p>
        <p className="mt-1 text-sm text-ink/75">
          {t(copy.certificate.signedOn, { date: dayIn(language, c.signature.created || c.issuedAt) })}
        </p>
      </section>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
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

      <p className="mt-10">
        <Link to={localize("/verify")} className="font-semibold text-gold underline underline-offset-4">
          {copy.certificate.again}
        </Link>
      </p>
    </div>
  );
}
