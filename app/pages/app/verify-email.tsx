import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { preferredLanguage } from "#app/components/browser-language.ts";
import { readStoredLanguage, useI18n } from "#app/components/i18n-provider.tsx";
import { defaultLanguage, type Language } from "#app/i18n/languages.ts";
import { apiClient, serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import type { AuthResponse, User } from "#app/lib/auth/types.ts";
import { useAppCopy } from "./copy/index.ts";
import { alertClass, noticeClass, RecoverCard } from "./recover-card.tsx";
import { ResendVerification } from "./resend-verification.tsx";

/** The language the in-app area settles on: the stored choice, else the browser's, else English. */
function visitorLanguage(): Language {
  if (typeof window === "undefined") return defaultLanguage;
  return (
    readStoredLanguage() ?? preferredLanguage(navigator.languages ?? [navigator.language]) ?? defaultLanguage
  );
}

type Outcome = { ok: true; text: string; user: User | null } | { ok: false; text: string };

/**
 * /app/verify-email?token=...: confirms the address from its link. The confirmation is a POST
 * made by the page's script, so a mail scanner that only fetches the link confirms nothing. Works
 * signed in or not (the link may be opened on another device); a signed-in user's state follows.
 */
export default function VerifyEmailRoute() {
  const auth = useAuth();
  const copy = useAppCopy();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef(false);
  const queryClient = useQueryClient();
  const { language } = useI18n();

  // The address is confirmed once the screen shows the visitor's language (the HTML comes in
  // English and switches after hydration), so that the server's answer is in that language too.
  // Should the switch never come, the link is not left unconfirmed: after a moment it goes anyway.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), 3000);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (sent.current || (language !== visitorLanguage() && !waited)) return;
    sent.current = true;
    apiClient
      .post<AuthResponse<{ user: User }>>("/auth/verify-email", { token }, { language })
      .then((answer) => {
        setOutcome({ ok: true, text: answer.message, user: answer.data?.user ?? null });
        void queryClient.invalidateQueries({ queryKey: ["profile"] });
      })
      .catch((error: unknown) =>
        setOutcome({ ok: false, text: serverMessage(error) ?? (error as Error).message }),
      );
  }, [token, queryClient, language, waited]);

  // The signed-in user's state follows, whenever the sign-in check ends.
  const confirmed = outcome?.ok ? outcome.user : null;
  const { replaceUser } = auth;
  const signedIn = auth.user;
  useEffect(() => {
    if (confirmed && signedIn?.id === confirmed.id && signedIn.emailVerified !== confirmed.emailVerified)
      replaceUser(confirmed);
  }, [confirmed, signedIn, replaceUser]);

  if (!outcome)
    return (
      <RecoverCard title={copy.recover.verifyTitle}>
        <p role="status" className="mt-6 text-ink/80">
          {copy.recover.verifying}
        </p>
      </RecoverCard>
    );

  return (
    <RecoverCard title={outcome.ok ? copy.recover.verifiedTitle : copy.recover.verifyFailedTitle}>
      <p role={outcome.ok ? "status" : "alert"} className={`mt-6 ${outcome.ok ? noticeClass : alertClass}`}>
        {outcome.text}
      </p>
      <div className="mt-6">
        {outcome.ok ? (
          <Link to="/app/profile" className="inline-flex min-h-11 items-center font-semibold underline">
            {copy.recover.toProfile}
          </Link>
        ) : auth.isAuthenticated && auth.user && !auth.user.emailVerified ? (
          <ResendVerification />
        ) : auth.isAuthenticated ? (
          <Link to="/app/profile" className="inline-flex min-h-11 items-center font-semibold underline">
            {copy.recover.toProfile}
          </Link>
        ) : (
          <Link
            to="/app/login?next=%2Fapp%2Fprofile"
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            {copy.recover.signInToResend}
          </Link>
        )}
      </div>
    </RecoverCard>
  );
}
