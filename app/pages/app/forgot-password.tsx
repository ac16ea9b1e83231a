import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { apiClient, serverMessage } from "#app/lib/auth/api-client.ts";
import type { AuthResponse } from "#app/lib/auth/types.ts";
import { useAppCopy } from "./copy/index.ts";
import { Field, useAppFieldWords, useFormChecks } from "./field.tsx";
import { alertClass, noticeClass, primaryButton, RecoverCard } from "./recover-card.tsx";

/**
 * /app/forgot-password: asks for a reset link. The server answers the same whether or not an
 * account has the address, and the screen shows that answer.
 */
export default function ForgotPasswordRoute() {
  const copy = useAppCopy().recover;
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const ids = { email: useId(), result: useId() };

  const checks = useFormChecks(useAppFieldWords());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setPending(true);
    try {
      const answer = await apiClient.post<AuthResponse<unknown>>("/auth/forgot-password", { email });
      setResult({ ok: true, text: answer.message });
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? (error as Error).message });
    } finally {
      setPending(false);
    }
  }

  if (result?.ok)
    return (
      <RecoverCard title={copy.sentTitle}>
        <p role="status" className={`mt-6 ${noticeClass}`}>
          {result.text}
        </p>
        <p className="mt-6 text-sm">
          <Link to="/app/login" className="inline-flex min-h-11 items-center font-semibold underline">
            {copy.backToSignIn}
          </Link>
        </p>
      </RecoverCard>
    );

  return (
    <RecoverCard title={copy.forgotTitle} lead={copy.forgotLead}>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        onInput={(event) => checks.recheck(event.currentTarget)}
        className="mt-6 space-y-4"
        aria-describedby={result ? ids.result : undefined}
      >
        <Field
          id={ids.email}
          label={copy.email}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          issue={checks.issues.email}
        />
        {result && (
          <p id={ids.result} role="alert" className={alertClass}>
            {result.text}
          </p>
        )}
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? copy.sending : copy.send}
        </button>
      </form>
      <p className="mt-6 text-sm">
        <Link to="/app/login" className="inline-flex min-h-11 items-center font-semibold underline">
          {copy.backToSignIn}
        </Link>
      </p>
    </RecoverCard>
  );
}
