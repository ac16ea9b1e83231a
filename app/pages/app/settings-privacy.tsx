import { Link } from "react-router";
import { DataRightsPanel } from "#app/components/privacy/data-rights-panel.tsx";
import { AuthProvider, useAuth } from "#app/lib/auth/auth-provider.tsx";
import { configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/settings-privacy";

export function meta({ matches, location }: Route.MetaArgs) {
  const config = configFromMatches(matches);
  if (!config) return [];
  return seoMeta(
    {
      title: "Privacy settings",
      description: "Your consent records, data export and account deletion requests.",
      keywords: [],
      canonical: "/settings/privacy",
      ogImage: defaultOgImage,
      noIndex: true,
      structuredData: [],
    },
    config,
    location.pathname,
  );
}

/** /settings/privacy: the signed-in user's consent records and the two requests. */
export default function SettingsPrivacyRoute() {
  return (
    <AuthProvider>
      <div className="mx-auto max-w-4xl px-6 py-16">
        <h1 className="font-serif text-4xl">Privacy settings</h1>
        <p className="mt-3 max-w-2xl text-ink/80">
          Export the data we hold about you, ask us to delete your account, and see the consents you have
          given or withdrawn. Read how we handle personal data in our{" "}
          <Link to="/privacy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="mt-8">
          <SettingsBody />
        </div>
      </div>
    </AuthProvider>
  );
}

function SettingsBody() {
  const auth = useAuth();
  if (auth.loading) return <p role="status">Checking your sign-in…</p>;
  if (!auth.isAuthenticated)
    return (
      <p className="rounded-2xl border border-line bg-white p-6">
        These settings belong to your account.{" "}
        <Link to="/app/login?next=%2Fsettings%2Fprivacy" className="font-semibold underline">
          Sign in
        </Link>{" "}
        to manage them.
      </p>
    );
  return <DataRightsPanel records />;
}
