import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import type { FieldIssues } from "#app/forms/issues.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { passwordRules } from "#app/lib/auth/password-rules.ts";
import { useAppCopy } from "./copy/index.ts";
import { Field, useAppFieldWords, useFormChecks } from "./field.tsx";
import { alertClass, primaryButton, RecoverCard } from "./recover-card.tsx";

/** A token as the server makes them; anything else cannot be a whole link. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * /app/reset-password?token=...: a new password (twice), checked by the server with the
 * registration's rules and messages; success signs in and opens the profile. A link that expired
 * or was used gets the server's sentence and a way to ask for a new one.
 */
export default function ResetPasswordRoute() {
  const auth = useAuth();
  const copy = useAppCopy();
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ text: string; linkDead: boolean } | null>(null);
  const ids = { password: useId(), confirm: useId(), rules: useId(), problem: useId() };
  const checks = useFormChecks(useAppFieldWords());
  /** Two passwords that differ: the confirmation is the field to fix. */
  const mismatch = (form: HTMLFormElement): FieldIssues => {
    const values = new FormData(form);
    const confirm = String(values.get("confirm") ?? "");
    return confirm && confirm !== String(values.get("password") ?? "")
      ? { confirm: copy.recover.mismatch }
      : {};
  };

  if (!tokenShape.test(token))
    return (
      <RecoverCard title={copy.recover.resetTitle}>
        <p role="alert" className={`mt-6 ${alertClass}`}>
          {copy.recover.noToken}
        </p>
        <AskAgain label={copy.recover.askAgain} />
      </RecoverCard>
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget, mismatch(event.currentTarget))) return;
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setProblem(null);
    setPending(true);
    try {
      await auth.resetPassword(token, password);
      navigate("/app/profile", { replace: true });
    } catch (error) {
      const status = (error as { status?: number | null }).status;
      setProblem({ text: (error as Error).message, linkDead: status === 410 });
    } finally {
      setPending(false);
    }
  }

  return (
    <RecoverCard title={copy.recover.resetTitle} lead={copy.recover.resetLead}>
      <form
        method="post"
        noValidate
        onSubmit={submit}
        onInput={(event) => checks.recheck(event.currentTarget, mismatch(event.currentTarget))}
        className="mt-6 space-y-4"
        aria-describedby={problem ? ids.problem : undefined}
      >
        <Field
          id={ids.password}
          label={copy.recover.newPassword}
          name="password"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          required
          minLength={passwordRules.minLength}
          aria-describedby={ids.rules}
          issue={checks.issues.password}
        >
          <p id={ids.rules} className="mt-1 text-sm text-ink/80">
            {t(copy.login.passwordRules, { minLength: passwordRules.minLength })}
          </p>
        </Field>
        <Field
          id={ids.confirm}
          label={copy.recover.confirmPassword}
          name="confirm"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          required
          minLength={passwordRules.minLength}
          issue={checks.issues.confirm}
        />
        {problem && (
          <p id={ids.problem} role="alert" className={alertClass}>
            {problem.text}
          </p>
        )}
        {problem?.linkDead ? (
          <AskAgain label={copy.recover.askAgain} />
        ) : (
          <button type="submit" disabled={pending} className={primaryButton}>
            {pending ? copy.recover.saving : copy.recover.save}
          </button>
        )}
        <noscript>
          <p className="text-sm">{copy.login.needsScript}</p>
        </noscript>
      </form>
    </RecoverCard>
  );
}

function AskAgain({ label }: { label: string }) {
  return (
    <p className="mt-6">
      <Link
        to="/app/forgot-password"
        className="inline-flex h-11 items-center rounded-full bg-ink px-6 font-semibold text-white"
      >
        {label}
      </Link>
    </p>
  );
}
