import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n, usePageCopy } from "#app/components/i18n-provider.tsx";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { loadCopy } from "#app/i18n/copy.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { SignedIn } from "#app/pages/app/signed-in.tsx";
import { dayIn } from "#app/pages/verify/certificate-words.ts";
import type { Route } from "./+types/transfer";
import { type VaultCopy, vaultCopy } from "./copy/index.ts";
import { itemName, vaultApi, vaultKey } from "./vault-api.ts";

export async function loader({ request }: Route.LoaderArgs) {
  return loadCopy(vaultCopy, request);
}

/** /app/transfer/{id}: hands a certificate to another e-mail address, or cancels that while it waits. */
export default function VaultTransfer({ loaderData, params }: Route.ComponentProps) {
  return (
    <SignedIn>
      <Transfer loaderData={loaderData} id={params.id} />
    </SignedIn>
  );
}

type FieldError = keyof VaultCopy["transfer"]["errors"];

/** The address as the browser can judge it; the server checks again and has the last word. */
function emailError(value: string, own: string | undefined): FieldError | null {
  const email = value.trim();
  if (email === "") return "empty";
  if (!/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email) || email.length > 254) return "invalid";
  if (own && email.toLowerCase() === own.toLowerCase()) return "self";
  return null;
}

function Transfer({ loaderData, id }: { loaderData: Route.ComponentProps["loaderData"]; id: string }) {
  const all = usePageCopy(vaultCopy, loaderData);
  const copy = all.transfer;
  const { t, language } = useI18n();
  const auth = useAuth();
  const queries = useQueryClient();
  const vault = useQuery({ queryKey: vaultKey, queryFn: vaultApi.list });
  const [email, setEmail] = useState("");
  const [error, setError] = useState<FieldError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const certificate = vault.data?.certificates.find((c) => c.id === id);
  const pending = certificate?.pendingTransfer ?? null;

  const send = useMutation({
    mutationFn: (to: string) => vaultApi.transfer(id, to),
    onSuccess: async (_answer, to) => {
      setNotice(t(copy.sent, { email: `\u2068${to}\u2069` }));
      setEmail("");
      await queries.invalidateQueries({ queryKey: vaultKey });
    },
  });
  const cancel = useMutation({
    mutationFn: (transferId: string) => vaultApi.cancel(transferId),
    onSuccess: async () => {
      setNotice(copy.cancelled);
      await queries.invalidateQueries({ queryKey: vaultKey });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email, auth.user?.email);
    setError(problem);
    setNotice(null);
    if (problem) field.current?.focus();
    else send.mutate(email.trim());
  };

  const failure = send.error ?? cancel.error;
  return (
    <section aria-labelledby="transfer-title" className="max-w-2xl">
      <Link to={`/app/item/${id}`} className="text-sm font-semibold underline underline-offset-4">
        {all.item.back}
      </Link>
      <h1 id="transfer-title" className="mt-4 font-serif text-3xl">
        {copy.title}
      </h1>
      {certificate ? (
        <p className="mt-2">
          <span className="block font-semibold">{itemName(certificate.item)}</span>
          <span className="block font-mono text-sm">
            <Ltr>{certificate.id}</Ltr>
          </span>
        </p>
      ) : null}
      <p className="mt-3 text-ink/80">{copy.lead}</p>
      <div aria-live="polite">
        {notice ? (
          <p className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4 font-semibold text-green-900 [overflow-wrap:anywhere]">
            {notice}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="mt-6 font-semibold text-red-800">
            {t(copy.failed, { error: serverMessage(failure) ?? failure.message })}
          </p>
        ) : null}
      </div>

      {vault.isPending ? (
        <p role="status" className="mt-6">
          {all.list.loading}
        </p>
      ) : !certificate ? (
        <p role="alert" className="mt-6 font-semibold">
          {all.item.notYours}
        </p>
      ) : pending ? (
        <div className="mt-6 rounded-2xl border border-gold bg-white p-6">
          <h2 className="font-serif text-xl">{copy.pendingTitle}</h2>
          <p className="mt-2 text-ink/80 [overflow-wrap:anywhere]">
            {t(copy.pendingText, {
              email: `\u2068${pending.toEmail}\u2069`,
              date: dayIn(language, pending.createdAt),
            })}
          </p>
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(pending.id)}
            className="mt-4 inline-flex h-11 items-center rounded-full border border-ink px-6 font-semibold hover:bg-ink hover:text-white disabled:opacity-60"
          >
            {copy.cancel}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6">
          <label htmlFor={fieldId} className="block font-semibold">
            {copy.emailLabel}
          </label>
          <div className="mt-2 flex flex-wrap gap-3">
            <input
              ref={field}
              id={fieldId}
              type="email"
              name="email"
              dir="ltr"
              autoComplete="off"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${fieldId}-error`}
              className="h-12 min-w-0 flex-1 basis-64 rounded-xl border border-ink/40 bg-white px-4"
            />
            <button
              type="submit"
              disabled={send.isPending}
              className="inline-flex h-12 items-center rounded-full bg-ink px-7 font-semibold text-white hover:bg-black disabled:opacity-60"
            >
              {copy.submit}
            </button>
          </div>
          <p id={`${fieldId}-error`} className="mt-2 min-h-6 text-sm font-semibold text-red-800">
            {error ? copy.errors[error] : null}
          </p>
        </form>
      )}
    </section>
  );
}
