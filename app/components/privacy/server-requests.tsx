import { useCallback, useEffect, useState } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { apiClient, serverMessage } from "#app/lib/auth/api-client.ts";
import { notify } from "#app/lib/toast.ts";
import type { PrivacyPanelCopy } from "./copy/index.ts";
import { localDateIn, localDateTimeIn } from "./dates.ts";

/** An export request as the server lists it (GET /api/auth/export). */
export interface ServerExport {
  id: string;
  status: keyof PrivacyPanelCopy["server"]["statuses"];
  requestedAt: string;
}

/** The account's scheduled deletion (GET /api/auth/delete-account). */
export interface ServerDeletion {
  id: string;
  status: string;
  scheduledFor: string;
}

type Answer<T> = { status: string; message: string; data: T };

/**
 * The server's side of the two buttons: the browser records stay as specified, and the server
 * is asked as well; a refusal is shown with the server's sentence under the failure's title.
 */
export async function askServerForExport(failedTitle: string): Promise<void> {
  try {
    await apiClient.post<Answer<ServerExport>>("/auth/export");
  } catch (error) {
    notify("error", failedTitle, serverMessage(error) ?? undefined);
  }
}

/** Asks the server to schedule the deletion, with the current password; false (and a toast) when refused. */
export async function askServerForDeletion(
  reason: string,
  currentPassword: string,
  failedTitle: string,
): Promise<boolean> {
  try {
    await apiClient.post<Answer<ServerDeletion>>("/auth/delete-account", {
      reason,
      immediate: false,
      currentPassword,
    });
    return true;
  } catch (error) {
    notify("error", failedTitle, serverMessage(error) ?? undefined);
    return false;
  }
}

type State =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; exports: ServerExport[]; deletion: ServerDeletion | null };

/** Loads the account's requests from the server; `refresh` loads them again (after a button). */
export function useServerRequests(enabled: boolean): { state: State; refresh: () => void } {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    void round;
    if (!enabled) return;
    let live = true;
    Promise.all([
      apiClient.get<Answer<{ exports: ServerExport[] }>>("/auth/export"),
      apiClient.get<Answer<{ deletion: ServerDeletion | null }>>("/auth/delete-account"),
    ])
      .then(([exports, deletion]) => {
        if (live)
          setState({ kind: "ready", exports: exports.data.exports, deletion: deletion.data.deletion });
      })
      .catch(() => {
        if (live) setState({ kind: "failed" });
      });
    return () => {
      live = false;
    };
  }, [round, enabled]);
  // While something is being prepared, look again now and then.
  const waiting =
    state.kind === "ready" && state.exports.some((e) => e.status === "pending" || e.status === "building");
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(refresh, 3000);
    return () => clearTimeout(timer);
  }, [waiting, refresh]);
  return { state, refresh };
}

/** The requests as the server holds them: exports with their states, the deletion's date. */
export function ServerRequests({ copy, state }: { copy: PrivacyPanelCopy["server"]; state: State }) {
  const { t, language } = useI18n();
  return (
    <section
      className="mt-8 border-t border-line pt-6"
      aria-labelledby="server-requests-title"
      data-testid="server-requests"
    >
      <h3 id="server-requests-title" className="font-serif text-lg">
        {copy.title}
      </h3>
      <p className="mt-1 text-sm text-ink/80">{copy.intro}</p>
      {state.kind === "loading" ? (
        <p className="mt-3 text-sm" role="status">
          {copy.loading}
        </p>
      ) : state.kind === "failed" ? (
        <p className="mt-3 text-sm" role="alert">
          {copy.unavailable}
        </p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h4 className="font-semibold">{copy.exports}</h4>
            {state.exports.length ? (
              <ul className="mt-2 space-y-1 text-sm" aria-live="polite">
                {state.exports.map((e) => (
                  <li key={e.id} data-status={e.status}>
                    {t(copy.exportItem, {
                      when: localDateTimeIn(language, e.requestedAt),
                      status: copy.statuses[e.status] ?? e.status,
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-ink/80">{copy.noExports}</p>
            )}
          </div>
          <div>
            <h4 className="font-semibold">{copy.deletion}</h4>
            <p className="mt-2 text-sm" data-testid="server-deletion">
              {state.deletion
                ? t(copy.deletionItem, { when: localDateIn(language, state.deletion.scheduledFor) })
                : copy.noDeletion}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
