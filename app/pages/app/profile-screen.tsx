import { type FormEvent, useId, useState } from "react";
import { data, Link, useParams } from "react-router";
import { DataRightsPanel } from "#app/components/privacy/data-rights-panel.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import {
  type ConsentRecord,
  privacyStorageKeys,
  readList,
  recordConsent,
} from "#app/lib/auth/privacy-rights.ts";
import type { Route } from "./+types/profile-screen";
import { profileTabs } from "./sections-data.ts";

const screens = ["personal-data", "security", "notifications", "support", "others"] as const;
type Screen = (typeof screens)[number];

export function loader({ params }: Route.LoaderArgs) {
  if (!screens.includes(params.screen as Screen)) throw data(null, { status: 404 });
  return null;
}

/** The screens of /app/profile/{screen}. */
export default function ProfileScreen() {
  const screen = useParams().screen as Screen;
  const title = profileTabs.find((tab) => tab.path.endsWith(`/${screen}`))?.label ?? "Profile";
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="font-serif text-3xl">
        {title}
      </h1>
      <div className="mt-6">
        {screen === "personal-data" && <PersonalData />}
        {screen === "security" && <Security />}
        {screen === "notifications" && <Notifications />}
        {screen === "support" && <Support />}
        {screen === "others" && <DataRightsPanel />}
      </div>
    </section>
  );
}

const field = "mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base";

function PersonalData() {
  const auth = useAuth();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { name: useId(), email: useId() };
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    try {
      await auth.updateUser({ name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") });
      setStatus({ ok: true, text: "Your details are saved." });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : "Profile update failed" });
    } finally {
      setPending(false);
    }
  }
  return (
    <form onSubmit={save} className="max-w-md space-y-4 rounded-2xl border border-line bg-white p-6">
      <div>
        <label htmlFor={ids.name} className="text-sm font-semibold">
          Full name
        </label>
        <input
          id={ids.name}
          name="name"
          defaultValue={auth.user?.name}
          required
          maxLength={100}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={ids.email} className="text-sm font-semibold">
          Email
        </label>
        <input
          id={ids.email}
          name="email"
          type="email"
          defaultValue={auth.user?.email}
          required
          className={field}
        />
      </div>
      <p role="status" className={status?.ok === false ? "text-sm text-red-800" : "text-sm text-green-800"}>
        {status?.text}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="h-11 rounded-full bg-ink px-6 font-semibold text-white disabled:opacity-60"
      >
        {pending ? "Saving..." : "Save"}
      </button>
    </form>
  );
}

function Security() {
  const auth = useAuth();
  const [renewed, setRenewed] = useState(false);
  return (
    <div className="max-w-xl space-y-6">
      <div className="rounded-2xl border border-line bg-white p-6">
        <h2 className="font-serif text-xl">Your session</h2>
        <p className="mt-2 text-ink/80">
          Sessions last 30 days. Renewing replaces your session key with a new one and retires the old one.
        </p>
        <button
          type="button"
          onClick={() => void auth.refreshToken().then(() => setRenewed(true))}
          className="mt-4 h-11 rounded-full border border-ink px-6 font-semibold"
        >
          Renew session
        </button>
        <p role="status" className="mt-2 text-sm">
          {renewed ? "Your session was renewed." : ""}
        </p>
      </div>
      <div className="rounded-2xl border border-line bg-white p-6">
        <h2 className="font-serif text-xl">Sign out</h2>
        <p className="mt-2 text-ink/80">Signing out ends this session on the server and in this browser.</p>
        <button
          type="button"
          onClick={() => void auth.logout()}
          className="mt-4 h-11 rounded-full bg-ink px-6 font-semibold text-white"
        >
          Sign out
        </button>
      </div>
    </div>
  );
}

function Notifications() {
  const auth = useAuth();
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
          <span className="font-semibold">News and offers by e-mail</span>
          <span className="block text-sm text-ink/80">
            Market data, new partner hotel offers and product news. You can withdraw this consent at any time.
          </span>
        </label>
      </div>
    </div>
  );
}

function Support() {
  return (
    <ul className="max-w-xl space-y-3">
      <li>
        <Link
          to="/faq/authentication"
          className="block rounded-xl border border-line bg-white p-4 hover:border-ink"
        >
          <span className="font-semibold">Authentication FAQ</span>
          <span className="block text-sm text-ink/80">
            How authentication works, what it costs and how long it takes.
          </span>
        </Link>
      </li>
      <li>
        <Link to="/contact-us" className="block rounded-xl border border-line bg-white p-4 hover:border-ink">
          <span className="font-semibold">Contact us</span>
          <span className="block text-sm text-ink/80">
            Questions about an authentication, your account or a partnership.
          </span>
        </Link>
      </li>
      <li>
        <Link
          to="/financial-guarantee"
          className="block rounded-xl border border-line bg-white p-4 hover:border-ink"
        >
          <span className="font-semibold">Financial guarantee and disputes</span>
          <span className="block text-sm text-ink/80">What is covered and how to file a dispute.</span>
        </Link>
      </li>
    </ul>
  );
}
