import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { localDateTimeIn } from "#app/components/privacy/dates.ts";
import { apiClient, serverMessage } from "#app/lib/auth/api-client.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import type { AuthResponse, SessionInfo } from "#app/lib/auth/types.ts";
import { useAppCopy } from "./copy/index.ts";
import { CurrentPasswordField } from "./field.tsx";

/**
 * The account's live sessions (/app/profile/security): each browser with when it signed in and
 * was last active, "Sign out" for each, and "Sign out everywhere". The server gives the browser as
 * an English label ("Chrome on Linux"); its joining word is written in the page's language.
 */
export function Sessions() {
  const auth = useAuth();
  const copy = useAppCopy().sessions;
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState("");
  const sessions = useQuery({
    queryKey: ["sessions"],
    queryFn: () => apiClient.get<AuthResponse<SessionInfo[]>>("/auth/sessions").then((a) => a.data ?? []),
  });
  const failed = (error: unknown) => setProblem(serverMessage(error) ?? (error as Error).message);
  const revoke = useMutation({
    mutationFn: (session: SessionInfo) =>
      apiClient.delete(`/auth/sessions/${encodeURIComponent(session.id)}`),
    onSuccess: (_answer, session) => {
      setProblem(null);
      // Signing out this browser's own session is signing out.
      if (session.current) void auth.logout();
      else void queryClient.invalidateQueries({ queryKey: ["sessions"] });
    },
    onError: failed,
  });
  const everywhere = useMutation({
    // The current password: a stolen session alone cannot sign the owner out everywhere.
    mutationFn: () => apiClient.post("/auth/logout-all", { currentPassword }),
    onSuccess: () => void auth.logout(),
    onError: failed,
  });

  const label = (browser: string) => {
    const parts = /^(.+) on (.+)$/.exec(browser);
    if (parts) return t(copy.browserOn, { browser: parts[1] ?? "", system: parts[2] ?? "" });
    return browser || copy.unknownBrowser;
  };

  return (
    <div className="rounded-2xl border border-line bg-white p-6">
      <h2 className="font-serif text-xl">{copy.title}</h2>
      <p className="mt-2 text-ink/80">{copy.text}</p>
      {sessions.isPending && (
        <p role="status" className="mt-4 text-sm">
          {copy.loading}
        </p>
      )}
      {sessions.isError && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {t(copy.failed, { error: serverMessage(sessions.error) ?? sessions.error.message })}
        </p>
      )}
      {sessions.data && (
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex flex-col items-start gap-3 py-4 sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="min-w-0 sm:flex-1">
                <p className="font-semibold">
                  {label(session.browser)}
                  {session.current && (
                    <span className="ms-2 inline-block rounded-full bg-paper px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink">
                      {copy.current}
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink/80">
                  {t(copy.created, { date: localDateTimeIn(language, session.createdAt) })}
                </p>
                <p className="text-sm text-ink/80">
                  {t(copy.lastUsed, { date: localDateTimeIn(language, session.lastUsedAt) })}
                </p>
              </div>
              <button
                type="button"
                onClick={() => revoke.mutate(session)}
                disabled={revoke.isPending}
                aria-label={t(copy.signOutLabel, { browser: label(session.browser) })}
                className="h-10 rounded-full border border-ink px-4 text-sm font-semibold disabled:opacity-60"
              >
                {copy.signOut}
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="mt-4 text-sm text-red-800">
          {problem}
        </p>
      )}
      <p className="mt-4 text-sm text-ink/80">{copy.everywhereText}</p>
      <div className="mt-3 max-w-sm" data-testid="everywhere-password">
        <CurrentPasswordField
          label={copy.currentPassword}
          hint={copy.currentPasswordHint}
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      </div>
      <button
        type="button"
        onClick={() => everywhere.mutate()}
        disabled={everywhere.isPending}
        className="mt-3 h-11 rounded-full bg-ink px-6 font-semibold text-white disabled:opacity-60"
      >
        {copy.everywhere}
      </button>
    </div>
  );
}
