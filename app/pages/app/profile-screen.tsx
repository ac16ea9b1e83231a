import { type FormEvent, useId, useState } from "react";
import { data, Link, useParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { DataRightsPanel } from "#app/components/privacy/data-rights-panel.tsx";
import { appFigures, type ProfileScreenId, profileScreens } from "#app/data/app-sections.ts";
import { apiClient, serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { passwordRules } from "#app/lib/auth/password-rules.ts";
import {
  type ConsentRecord,
  privacyStorageKeys,
  readList,
  recordConsent,
} from "#app/lib/auth/privacy-rights.ts";
import type { AuthResponse } from "#app/lib/auth/types.ts";
import { RequestMailPreferences } from "#app/pages/requests/notification-preferences.tsx";
import type { Route } from "./+types/profile-screen";
import { useAppCopy } from "./copy/index.ts";
import { CurrentPasswordField, Field, useAppFieldWords, useFormChecks } from "./field.tsx";
import { Sessions } from "./sessions.tsx";

export function loader({ params }: Route.LoaderArgs) {
  if (!profileScreens.includes(params.screen as ProfileScreenId)) throw data(null, { status: 404 });
  return null;
}

/** The screens of /app/profile/{screen}. */
export default function ProfileScreen() {
  const screen = useParams().screen as ProfileScreenId;
  const copy = useAppCopy().profile;
  const title = copy.tabs[screen] ?? copy.label;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="font-serif text-3xl">
        {title}
      </h1>
      <div className="mt-6">
        {screen === "personal-data" && <PersonalData />}
        {screen === "security" && <Security />}
        {screen === "notifications" && (
          <>
            <Notifications />
            <RequestMailPreferences />
          </>
        )}
        {screen === "support" && <Support />}
        {screen === "others" && <DataRightsPanel />}
      </div>
    </section>
  );
}

function PersonalData() {
  const auth = useAuth();
  const copy = useAppCopy().personalData;
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { name: useId(), email: useId() };
  const { t } = useI18n();
  const checks = useFormChecks(useAppFieldWords());
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checks.passes(event.currentTarget)) return;
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      const currentPassword = String(form.get("currentPassword") ?? "");
      const user = await auth.updateUser({
        name: String(form.get("name") ?? ""),
        email: String(form.get("email") ?? ""),
        ...(currentPassword ? { currentPassword } : {}),
      });
      setStatus({
        ok: true,
        text: user.pendingEmail ? t(copy.pending, { email: user.pendingEmail }) : copy.saved,
      });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : copy.failed });
    } finally {
      setPending(false);
    }
  }
  return (
    <form
      noValidate
      onSubmit={save}
      onInput={(event) => checks.recheck(event.currentTarget)}
      className="max-w-md space-y-4 rounded-2xl border border-line bg-white p-6"
    >
      <Field
        id={ids.name}
        label={copy.name}
        name="name"
        defaultValue={auth.user?.name}
        required
        maxLength={100}
        issue={checks.issues.name}
      />
      <Field
        id={ids.email}
        label={copy.email}
        name="email"
        type="email"
        dir="ltr"
        defaultValue={auth.user?.email}
        required
        issue={checks.issues.email}
      />
      <CurrentPasswordField
        label={copy.currentPassword}
        hint={copy.currentPasswordHint}
        name="currentPassword"
      />
      <FormEnd status={status} pending={pending} label={copy.save} busy={copy.saving} />
    </form>
  );
}

function Security() {
  const auth = useAuth();
  const copy = useAppCopy().security;
  const { t } = useI18n();
  const [renewed, setRenewed] = useState(false);
  return (
    <div className="max-w-xl space-y-6">
      <div className="rounded-2xl border border-line bg-white p-6">
        <h2 className="font-serif text-xl">{copy.sessionTitle}</h2>
        <p className="mt-2 text-ink/80">{t(copy.sessionText, { days: appFigures.sessionDays })}</p>
        <button
          type="button"
          onClick={() => void auth.refreshToken().then(() => setRenewed(true))}
          className="mt-4 h-11 rounded-full border border-ink px-6 font-semibold"
        >
          {copy.renew}
        </button>
        <p role="status" className="mt-2 text-sm">
          {renewed ? copy.renewed : ""}
        </p>
      </div>
      <ChangePassword />
      <Sessions />
      <div className="rounded-2xl border border-line bg-white p-6">
        <h2 className="font-serif text-xl">{copy.signOutTitle}</h2>
        <p className="mt-2 text-ink/80">{copy.signOutText}</p>
        <button
          type="button"
          onClick={() => void auth.logout()}
          className="mt-4 h-11 rounded-full bg-ink px-6 font-semibold text-white"
        >
          {copy.signOut}
        </button>
      </div>
    </div>
  );
}

/** A new password, with the current one (POST /api/auth/change-password); every other session ends. */
function ChangePassword() {
  const copy = useAppCopy().security;
  const login = useAppCopy().login;
  const { t } = useI18n();
  const ids = { next: useId(), rules: useId() };
  const checks = useFormChecks(useAppFieldWords());
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    if (!checks.passes(target)) return;
    const form = new FormData(target);
    setPending(true);
    try {
      const answer = await apiClient.post<AuthResponse<undefined>>("/auth/change-password", {
        currentPassword: String(form.get("currentPassword") ?? ""),
        password: String(form.get("password") ?? ""),
      });
      target.reset();
      setStatus({ ok: true, text: answer.message });
    } catch (error) {
      setStatus({ ok: false, text: serverMessage(error) ?? (error as Error).message });
    } finally {
      setPending(false);
    }
  }
  return (
    <form
      noValidate
      onSubmit={change}
      onInput={(event) => checks.recheck(event.currentTarget)}
      className="space-y-4 rounded-2xl border border-line bg-white p-6"
    >
      <h2 className="font-serif text-xl">{copy.passwordTitle}</h2>
      <p className="text-ink/80">{copy.passwordText}</p>
      <CurrentPasswordField
        label={copy.currentPassword}
        name="currentPassword"
        required
        issue={checks.issues.currentPassword}
      />
      <Field
        id={ids.next}
        label={copy.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={passwordRules.minLength}
        aria-describedby={ids.rules}
        issue={checks.issues.password}
      >
        <p id={ids.rules} className="mt-1 text-sm text-ink/80">
          {t(login.passwordRules, { minLength: passwordRules.minLength })}
        </p>
      </Field>
      <FormEnd status={status} pending={pending} label={copy.changePassword} busy={copy.changingPassword} />
    </form>
  );
}

/** The end of a profile form: what the last save said, then the button (its words while it works). */
function FormEnd({
  status,
  pending,
  label,
  busy,
}: {
  status: { ok: boolean; text: string } | null;
  pending: boolean;
  label: string;
  busy: string;
}) {
  return (
    <>
      <p role="status" className={status?.ok === false ? "text-sm text-red-800" : "text-sm text-green-800"}>
        {status?.text}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="h-11 rounded-full bg-ink px-6 font-semibold text-white disabled:opacity-60"
      >
        {pending ? busy : label}
      </button>
    </>
  );
}

function Notifications() {
  const auth = useAuth();
  const copy = useAppCopy().notifications;
  const userId = auth.user?.id;
  const latest = () =>
    readList<ConsentRecord>({ storage: window.localStorage }, privacyStorageKeys.consents)
      .filter((r) => r.userId === userId && r.consentType === "marketing_emails")
      .at(-1)?.granted ?? false;
  const [granted, setGranted] = useState<boolean | null>(null);
  const checked = granted ?? (typeof window === "undefined" ? false : latest());
  const id = useId();
  return (
    <div className="max-w-xl rounded-2xl border border-line bg-white p-6">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            recordConsent(userId, "marketing_emails", event.target.checked);
            setGranted(event.target.checked);
          }}
          className="mt-1 size-5"
        />
        <label htmlFor={id}>
          <span className="font-semibold">{copy.title}</span>
          <span className="block text-sm text-ink/80">{copy.text}</span>
        </label>
      </div>
    </div>
  );
}

/** Where the profile's support screen points, in order. */
const supportLinks = [
  { id: "faq", to: "/faq/authentication" },
  { id: "contact", to: "/contact-us" },
  { id: "guarantee", to: "/financial-guarantee" },
] as const;

function Support() {
  const copy = useAppCopy().support;
  return (
    <ul className="max-w-xl space-y-3">
      {supportLinks.map((link) => (
        <li key={link.id}>
          <Link to={link.to} className="block rounded-xl border border-line bg-white p-4 hover:border-ink">
            <span className="font-semibold">{copy[link.id].title}</span>
            <span className="block text-sm text-ink/80">{copy[link.id].text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
