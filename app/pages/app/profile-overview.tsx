import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { localDateIn } from "#app/components/privacy/dates.ts";
import { Ltr } from "#app/components/ui/ltr.tsx";
import { profileScreens } from "#app/data/app-sections.ts";
import { apiClient } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import type { AuthResponse, User } from "#app/lib/auth/types.ts";
import { useAppCopy } from "./copy/index.ts";
import { ResendVerification } from "./resend-verification.tsx";
import { SubscriptionBlock } from "./subscription-block.tsx";

/** /app/profile: who is signed in, fetched fresh through the query cache. */
export default function ProfileOverview() {
  const auth = useAuth();
  const copy = useAppCopy().profile;
  const status = useAppCopy().emailStatus;
  const { t, language } = useI18n();
  const profile = useQuery({
    queryKey: ["profile"],
    queryFn: () => apiClient.get<AuthResponse<User>>("/auth/profile").then((answer) => answer.data ?? null),
  });
  // The sign-in state follows what the server answered (an address confirmed elsewhere, say).
  const { replaceUser } = auth;
  const fresh = profile.data;
  useEffect(() => {
    if (fresh) replaceUser(fresh);
  }, [fresh, replaceUser]);
  const user = auth.user ?? fresh;
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="font-serif text-3xl">
        {copy.title}
      </h1>
      {user && (
        <dl className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-6 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-ink/80">{copy.name}</dt>
            <dd className="font-semibold">{user.name}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink/80">{copy.email}</dt>
            <dd className="font-semibold [overflow-wrap:anywhere]">
              <Ltr>{user.email}</Ltr>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink/80">{copy.memberSince}</dt>
            <dd className="font-semibold">{localDateIn(language, user.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-sm text-ink/80">{status.label}</dt>
            <dd className="font-semibold">{user.emailVerified ? status.verified : status.unverified}</dd>
          </div>
        </dl>
      )}
      {user && !user.emailVerified && (
        <div className="mt-4 rounded-2xl border border-line bg-white p-6">
          <p className="text-ink/80">{status.unverifiedText}</p>
          <div className="mt-4">
            <ResendVerification />
          </div>
        </div>
      )}
      {profile.isError && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t(copy.refreshFailed, { error: profile.error.message })}
        </p>
      )}
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {profileScreens.map((screen) => (
          <li key={screen}>
            <Link
              to={`/app/profile/${screen}`}
              className="block rounded-xl border border-line bg-white p-4 font-semibold hover:border-ink"
            >
              {copy.tabs[screen]}
            </Link>
          </li>
        ))}
      </ul>
      {/* Last: it arrives with its own answer and would otherwise push the screens' list down. */}
      {user && <SubscriptionBlock />}
    </section>
  );
}
