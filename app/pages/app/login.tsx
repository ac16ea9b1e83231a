import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { withLtrIsland } from "#app/components/privacy/island.tsx";
import { safeNext } from "#app/data/app-sections.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { authMessages } from "#app/lib/auth/auth-state.ts";
import { passwordRules } from "#app/lib/auth/password-rules.ts";
import { firstScreenHeight } from "./app-frame.tsx";
import { useAppCopy } from "./copy/index.ts";
import { Field, useAppFieldWords, useFormChecks } from "./field.tsx";

/**
 * /app/login: sign in or create an account against the site's own /api/auth (index of
 * readings, "The in-app area"). The form is in the HTML; it needs JavaScript to send.
 */
export default function LoginRoute() {
  const auth = useAuth();
  const copy = useAppCopy().login;
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const register = params.get("mode") === "register";
  const next = safeNext(params.get("next"));
  const [pending, setPending] = useState(false);
  // Which view a refusal belongs to: "Invalid email or password." is the sign-in view's answer and
  // does not follow the visitor to the registration view (nor the other way round).
  const [failedView, setFailedView] = useState<"register" | "signIn" | null>(null);
  const ids = { email: useId(), password: useId(), name: useId(), error: useId(), rules: useId() };

  const checks = useFormChecks(useAppFieldWords());

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    const password = String(form.get("password") ?? "");
    setPending(true);
    setFailedView(null);
    try {
      if (register) await auth.register({ email, password, name: String(form.get("name") ?? "") });
      else await auth.login(email, password);
      navigate(next, { replace: true });
    } catch {
      // The provider keeps the message in `auth.error`, shown below in this view.
      setFailedView(register ? "register" : "signIn");
    } finally {
      setPending(false);
    }
  }

  const error =
    auth.error === authMessages.refreshFailed
      ? copy.refreshFailed
      : auth.error && failedView === (register ? "register" : "signIn")
        ? auth.error
        : null;

  const otherMode = new URLSearchParams(params);
  if (register) otherMode.delete("mode");
  else otherMode.set("mode", "register");

  return (
    <div className={firstScreenHeight}>
      <div className="mx-auto max-w-md rounded-2xl border border-line bg-white p-8">
        <h1 className="font-serif text-3xl">{register ? copy.registerTitle : copy.signInTitle}</h1>
        <p className="mt-2 text-ink/80">{register ? copy.registerLead : copy.signInLead}</p>
        {auth.isAuthenticated && !auth.loading && (
          <p className="mt-4 rounded-lg bg-paper p-3 text-sm [overflow-wrap:anywhere]">
            {withLtrIsland((email) => t(copy.signedInAs, { email }), auth.user?.email ?? "")}{" "}
            <Link to={next} className="font-semibold underline">
              {copy.continue}
            </Link>
          </p>
        )}
        <form
          method="post"
          noValidate
          onSubmit={submit}
          onInput={(event) => checks.recheck(event.currentTarget)}
          className="mt-6 space-y-4"
          aria-describedby={error ? ids.error : undefined}
        >
          {register && (
            <Field
              id={ids.name}
              label={copy.name}
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              issue={checks.issues.name}
            />
          )}
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
          <Field
            id={ids.password}
            label={copy.password}
            name="password"
            type="password"
            dir="ltr"
            autoComplete={register ? "new-password" : "current-password"}
            required
            minLength={register ? passwordRules.minLength : undefined}
            aria-describedby={register ? ids.rules : undefined}
            issue={checks.issues.password}
          >
            {register ? (
              <p id={ids.rules} className="mt-1 text-sm text-ink/80">
                {t(copy.passwordRules, { minLength: passwordRules.minLength })}
              </p>
            ) : (
              <p className="mt-2 text-sm">
                <Link
                  to="/app/forgot-password"
                  className="inline-flex min-h-11 items-center font-semibold underline"
                >
                  {copy.forgot}
                </Link>
              </p>
            )}
          </Field>
          {error && (
            <p
              id={ids.error}
              role="alert"
              className="rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-800"
            >
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={pending}
            className="h-11 w-full rounded-full bg-ink font-semibold text-white disabled:opacity-60"
          >
            {pending ? (register ? copy.creating : copy.signingIn) : register ? copy.create : copy.signIn}
          </button>
          <noscript>
            <p className="text-sm">{copy.needsScript}</p>
          </noscript>
        </form>
        <p className="mt-6 text-sm">
          {register ? copy.haveAccount : copy.newHere}
          <Link
            to={`?${otherMode.toString()}`}
            onClick={() => setFailedView(null)}
            className="font-semibold underline"
          >
            {register ? copy.toSignIn : copy.toRegister}
          </Link>
        </p>
      </div>
    </div>
  );
}
