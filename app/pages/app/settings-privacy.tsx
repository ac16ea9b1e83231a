import { Link } from "react-router";
import { useBrowserLanguage } from "#app/components/browser-language.ts";
import { usePageCopy } from "#app/components/i18n-provider.tsx";
import { DataRightsPanel } from "#app/components/privacy/data-rights-panel.tsx";
import { loadCopy } from "#app/i18n/copy.ts";
import { AuthProvider, useAuth } from "#app/lib/auth/auth-provider.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/settings-privacy";
import { type AppCopy, appCopy } from "./copy/index.ts";
import { useTranslatedTitle } from "./translated-title.ts";

export const loader = ({ request }: Route.LoaderArgs) => loadCopy(appCopy, request);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    args.loaderData && {
      title: args.loaderData.copy.settings.title,
      description: args.loaderData.copy.settings.description,
      keywords: [],
      canonical: "/settings/privacy",
      noIndex: true,
    },
  );

/** /settings/privacy: the signed-in user's consent records and the two requests. */
export default function SettingsPrivacyRoute({ loaderData }: Route.ComponentProps) {
  const copy = usePageCopy(appCopy, loaderData).settings;
  useBrowserLanguage();
  useTranslatedTitle(loaderData.copy.settings.title, copy.title);
  return (
    <AuthProvider>
      <div className="page-x *:max-w-4xl py-16">
        <h1 className="font-serif text-4xl">{copy.title}</h1>
        <p className="mt-3 max-w-2xl text-ink/80">
          {copy.introBefore}{" "}
          <Link to="/privacy" className="underline">
            {copy.introLink}
          </Link>
          {copy.introAfter}
        </p>
        <div className="mt-8">
          <SettingsBody copy={copy} />
        </div>
      </div>
    </AuthProvider>
  );
}

function SettingsBody({ copy }: { copy: AppCopy["settings"] }) {
  const auth = useAuth();
  if (auth.loading) return <p role="status">{copy.checking}</p>;
  if (!auth.isAuthenticated)
    return (
      <p className="rounded-2xl border border-line bg-white p-6">
        {copy.belongsBefore}{" "}
        <Link to="/app/login?next=%2Fsettings%2Fprivacy" className="font-semibold underline">
          {copy.belongsLink}
        </Link>{" "}
        {copy.belongsAfter}
      </p>
    );
  return <DataRightsPanel records />;
}
