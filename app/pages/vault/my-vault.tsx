import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { loadCopy } from "#app/i18n/copy.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { useAppCopy } from "#app/pages/app/copy/index.ts";
import { SignedIn } from "#app/pages/app/signed-in.tsx";
import { ResultLabel } from "#app/pages/verify/certificate-details.tsx";
import { dayIn } from "#app/pages/verify/certificate-words.ts";
import { verifyCopy } from "#app/pages/verify/copy/index.ts";
import type { Route } from "./+types/my-vault";
import { vaultCopy } from "./copy/index.ts";
import { itemName, vaultApi, vaultKey } from "./vault-api.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [vault, verify] = await Promise.all([loadCopy(vaultCopy, request), loadCopy(verifyCopy, request)]);
  return { vault, verify };
}

/** /app/my-vault: the signed-in user's certificates, and the transfers waiting for them to accept. */
export default function MyVault({ loaderData }: Route.ComponentProps) {
  return (
    <SignedIn>
      <VaultList loaderData={loaderData} />
    </SignedIn>
  );
}

function VaultList({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const copy = usePageCopy(vaultCopy, loaderData.vault).list;
  const words = usePageCopy(verifyCopy, loaderData.verify).certificate;
  const { t, language } = useI18n();
  const auth = useAuth();
  const appWords = useAppCopy();
  const queries = useQueryClient();
  const vault = useQuery({ queryKey: vaultKey, queryFn: vaultApi.list });
  const [notice, setNotice] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: (transfer: { transferId: string; certificateId: string }) =>
      vaultApi.accept(transfer.transferId),
    onSuccess: async (_answer, transfer) => {
      setNotice(t(copy.accepted, { id: transfer.certificateId }));
      await queries.invalidateQueries({ queryKey: vaultKey });
    },
  });

  return (
    <section aria-labelledby="vault-title">
      <p className="text-sm font-semibold tracking-widest text-gold uppercase">{copy.label}</p>
      <h1 id="vault-title" className="mt-2 font-serif text-3xl">
        {copy.title}
      </h1>
      <p className="mt-3 max-w-2xl text-ink/80">{t(copy.lead)}</p>
      <div aria-live="polite">
        {notice ? (
          <p className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4 font-semibold text-green-900">
            {notice}
          </p>
        ) : null}
        {accept.isError ? (
          <p role="alert" className="mt-6 font-semibold text-red-800">
            {t(copy.acceptFailed, { error: serverMessage(accept.error) ?? accept.error.message })}
          </p>
        ) : null}
      </div>

      {auth.user && !auth.user.emailVerified ? (
        <div className="mt-6 rounded-xl border border-gold bg-white p-4">
          <p className="[overflow-wrap:anywhere]">
            {t(copy.confirmAddress, { email: `\u2068${auth.user.email}\u2069` })}
          </p>
          <Link to="/app/profile" className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
            {copy.confirmAddressAction}
          </Link>
        </div>
      ) : null}

      {vault.isPending ? (
        <p role="status" className="mt-8 text-ink/80">
          {copy.loading}
        </p>
      ) : vault.isError ? (
        <div role="alert" className="mt-8">
          <p className="font-semibold text-red-800">
            {t(copy.failed, { error: serverMessage(vault.error) ?? vault.error.message })}
          </p>
          <button
            type="button"
            onClick={() => void vault.refetch()}
            className="mt-3 inline-flex h-11 items-center rounded-full border border-ink px-5 font-semibold"
          >
            {copy.retry}
          </button>
        </div>
      ) : (
        <>
          {vault.data.incoming.length > 0 ? (
            <section aria-labelledby="vault-incoming" className="mt-8">
              <h2 id="vault-incoming" className="font-serif text-2xl">
                {copy.incomingHeading}
              </h2>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {vault.data.incoming.map((transfer) => (
                  <li key={transfer.transferId} className="rounded-2xl border border-gold bg-white p-5">
                    <p className="font-semibold">{itemName(transfer.item)}</p>
                    <p className="mt-1 font-mono text-sm">
                      <Ltr>{transfer.certificateId}</Ltr>
                    </p>
                    <p className="mt-2 text-ink/80">{t(copy.incomingText, { name: transfer.fromName })}</p>
                    <button
                      type="button"
                      disabled={accept.isPending}
                      onClick={() => accept.mutate(transfer)}
                      aria-label={`${copy.accept} ${transfer.certificateId}`}
                      className="mt-4 inline-flex h-11 items-center rounded-full bg-ink px-6 font-semibold text-white hover:bg-black disabled:opacity-60"
                    >
                      {copy.accept}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {vault.data.certificates.length === 0 ? (
            <div className="mt-8 rounded-2xl border border-dashed border-line bg-white p-8">
              <Inbox aria-hidden="true" className="size-8 text-gold" />
              <h2 className="mt-3 font-serif text-xl">{copy.emptyTitle}</h2>
              <p className="mt-2 max-w-xl text-ink/80 [overflow-wrap:anywhere]">
                {t(copy.emptyText, { email: `\u2068${auth.user?.email ?? ""}\u2069` })}
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Link
                  to="/app/authenticate"
                  className="inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white"
                >
                  {appWords.sections.authenticate.title}
                </Link>
                <Link
                  to="/verify"
                  className="inline-flex h-11 items-center rounded-full border border-ink px-6 text-sm font-semibold"
                >
                  {copy.emptyAction}
                </Link>
              </div>
            </div>
          ) : (
            <section aria-labelledby="vault-certificates" className="mt-8">
              <h2 id="vault-certificates" className="font-serif text-2xl">
                {copy.certificatesHeading}
              </h2>
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {vault.data.certificates.map((certificate) => (
                  <li key={certificate.id} className="rounded-2xl border border-line bg-white p-5">
                    <Link
                      to={`/app/item/${certificate.id}`}
                      className="block underline-offset-4 hover:underline"
                    >
                      <span className="block font-semibold">{itemName(certificate.item)}</span>
                      <span className="mt-1 block font-mono text-sm">
                        <Ltr>{certificate.id}</Ltr>
                      </span>
                    </Link>
                    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                      <ResultLabel result={certificate.result} words={words} />
                      <span className="text-ink/75">{dayIn(language, certificate.date)}</span>
                    </p>
                    {certificate.status === "revoked" ? (
                      <p className="mt-2 text-sm font-semibold text-red-800">{copy.revoked}</p>
                    ) : null}
                    {certificate.pendingTransfer ? (
                      <p className="mt-2 text-sm text-ink/80 [overflow-wrap:anywhere]">
                        {t(copy.pending, { email: `\u2068${certificate.pendingTransfer.toEmail}\u2069` })}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
