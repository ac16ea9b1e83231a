import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Link } from "react-router";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { categoriesCopy } from "#app/data/copy/index.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { SignedIn } from "#app/pages/app/signed-in.tsx";
import { CertificateDetails, CertificateStatus } from "#app/pages/verify/certificate-details.tsx";
import { categoryIdOf } from "#app/pages/verify/certificate-words.ts";
import { verifyCopy } from "#app/pages/verify/copy/index.ts";
import { vaultCopy } from "./copy/index.ts";
import { itemName, vaultApi } from "./vault-api.ts";

/** The words of a certificate's page: the vault's, the certificate's and the categories' names. */
export async function loadCertificateWords(request: Request) {
  const [vault, verify, categories] = await Promise.all([
    loadCopy(vaultCopy, request),
    loadCopy(verifyCopy, request),
    loadCopy(categoriesCopy, request),
  ]);
  return { vault, verify, categories };
}

export type CertificateWords = Awaited<ReturnType<typeof loadCertificateWords>>;

/**
 * /app/item/{certificate id}: one certificate of the user's vault, with its QR code, download and
 * transfer (the route, app/pages/requests/item-route.tsx, shows an item's id as a request's page).
 */
export function VaultItem({ loaderData, id }: { loaderData: CertificateWords; id: string }) {
  return (
    <SignedIn>
      <Item loaderData={loaderData} id={id} />
    </SignedIn>
  );
}

function Item({ loaderData, id }: { loaderData: CertificateWords; id: string }) {
  const copy = usePageCopy(vaultCopy, loaderData.vault);
  const words = usePageCopy(verifyCopy, loaderData.verify).certificate;
  const categories = usePageCopy(categoriesCopy, loaderData.categories);
  const { t } = useI18n();
  const certificate = useQuery({ queryKey: ["vault", id], queryFn: () => vaultApi.one(id), retry: false });

  return (
    <section aria-labelledby="item-title">
      <Link to="/app/my-vault" className="text-sm font-semibold underline underline-offset-4">
        {copy.item.back}
      </Link>
      {certificate.isPending ? (
        <p role="status" className="mt-6">
          {copy.item.loading}
        </p>
      ) : certificate.isError ? (
        <div className="mt-6">
          <h1 id="item-title" className="font-serif text-3xl">
            {copy.item.notYours}
          </h1>
          <p role="alert" className="mt-3 text-ink/80">
            {serverMessage(certificate.error) ?? certificate.error.message}
          </p>
        </div>
      ) : (
        <>
          <h1 id="item-title" className="mt-4 font-serif text-3xl">
            {itemName(certificate.data.item)}
          </h1>
          <p className="mt-1 font-mono">
            <Ltr>{certificate.data.id}</Ltr>
          </p>
          <div className="mt-6">
            <CertificateStatus certificate={certificate.data} words={words} />
          </div>
          <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_16rem]">
            <CertificateDetails
              certificate={certificate.data}
              category={(() => {
                const key = categoryIdOf(certificate.data.item.category);
                return key ? categories.names[key] : certificate.data.item.category;
              })()}
              words={words}
            />
            <div className="space-y-4">
              <img
                src={`/verify/${certificate.data.id}/qr.svg`}
                alt={copy.item.qrAlt}
                width={192}
                height={192}
                className="rounded-xl border border-line bg-white"
              />
              <a
                href={`/api/certificates/${certificate.data.id}?download=1`}
                download={`${certificate.data.id}.json`}
                className="flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white"
              >
                <Download aria-hidden="true" className="size-5 shrink-0" />
                {words.download}
              </a>
              <Link
                to={`/verify/${certificate.data.id}`}
                className="flex min-h-11 items-center rounded-full border border-ink px-5 text-sm font-semibold"
              >
                {copy.item.publicPage}
              </Link>
              {certificate.data.status === "valid" ? (
                <Link
                  to={`/app/transfer/${certificate.data.id}`}
                  className="flex min-h-11 items-center rounded-full border border-ink px-5 text-sm font-semibold"
                >
                  {copy.item.transfer}
                </Link>
              ) : null}
            </div>
          </div>
          <p className="mt-4 text-sm text-ink/75">{t(words.downloadText)}</p>
        </>
      )}
    </section>
  );
}
