import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { useI18n, useLazyCopy } from "#app/components/i18n-provider.tsx";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import {
  browserPrivacyEnvironment,
  type ConsentRecord,
  type DataDeletionRequest,
  type DataExportRequest,
  type PrivacyWords,
  privacyRequestDays,
  privacyStorageKeys,
  readList,
  requestAccountDeletion,
  requestDataExport,
} from "#app/lib/auth/privacy-rights.ts";
import { privacyPanelCopy } from "./copy/index.ts";
import { localDateTimeIn } from "./dates.ts";
import { withLtrIsland } from "./island.tsx";
import {
  askServerForDeletion,
  askServerForExport,
  ServerRequests,
  useServerRequests,
} from "./server-requests.tsx";

/**
 * The data-rights panel: Export My Data, Delete My Account
 * and a link to /settings/privacy, for a signed-in user only. With `records`, it also lists the
 * user's requests and consent records kept in this browser.
 */
export function DataRightsPanel({
  records = false,
  settingsLink = false,
}: {
  records?: boolean;
  settingsLink?: boolean;
}) {
  const auth = useAuth();
  const { t, language } = useI18n();
  const copy = useLazyCopy(privacyPanelCopy);
  const [, setVersion] = useState(0);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const [password, setPassword] = useState("");
  const [passwordIssue, setPasswordIssue] = useState(false);
  const passwordId = useId();
  const passwordIssueId = useId();
  const server = useServerRequests(records);
  const env = useMemo(() => {
    if (!copy) return null;
    const days = { days: privacyRequestDays };
    const words = Object.fromEntries(Object.entries(copy.notices).map(([k, v]) => [k, t(v, days)]));
    return browserPrivacyEnvironment(words as unknown as PrivacyWords);
  }, [copy, t]);
  const user = auth.user;
  if (!auth.isAuthenticated || !user || !copy || !env) return null;

  const storage = { storage: window.localStorage };
  const mine = <T extends { userId: string }>(key: string) =>
    readList<T>(storage, key).filter((r) => r.userId === user.id);
  const exports = mine<DataExportRequest>(privacyStorageKeys.exports);
  const deletions = mine<DataDeletionRequest>(privacyStorageKeys.deletions);
  const consents = mine<ConsentRecord>(privacyStorageKeys.consents);
  // Dates, statuses and consent names in the visitor's language; a stored value the copy does
  // not name yet is shown as stored.
  const when = (iso: string) => localDateTimeIn(language, iso);
  const status = (value: string) => (copy.statuses as Record<string, string>)[value] ?? value;
  const consentType = (value: string) => (copy.consentTypes as Record<string, string>)[value] ?? value;

  return (
    <div className="rounded-2xl border border-line bg-white p-6" data-testid="data-rights">
      <h2 className="font-serif text-xl">{copy.title}</h2>
      <p className="mt-2 text-ink/80 [overflow-wrap:anywhere]">
        {withLtrIsland((email) => t(copy.signedInAs, { email, days: privacyRequestDays }), user.email)}
      </p>
      <div className="mt-4">
        <label htmlFor={reasonId} className="text-sm font-semibold">
          {copy.reason}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          className="mt-1 block w-full rounded-lg border border-line p-2"
        />
      </div>
      <div className="mt-4">
        <label htmlFor={passwordId} className="text-sm font-semibold">
          {copy.currentPassword}
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordIssue(false);
          }}
          aria-invalid={passwordIssue || undefined}
          aria-describedby={passwordIssue ? passwordIssueId : undefined}
          className="mt-1 block h-11 w-full rounded-lg border border-line px-3"
        />
        {passwordIssue && (
          <p id={passwordIssueId} role="alert" className="mt-1 text-sm text-red-800">
            {copy.enterPassword}
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => {
            if (requestDataExport(user, env))
              void askServerForExport(copy.notices.exportFailed).then(server.refresh);
            setVersion((v) => v + 1);
          }}
          className="h-11 rounded-full bg-ink px-6 text-sm font-semibold text-white"
        >
          {copy.export}
        </button>
        <button
          type="button"
          onClick={() => {
            // The server asks for the current password before it schedules a deletion.
            if (!password) {
              setPasswordIssue(true);
              return;
            }
            if (requestAccountDeletion(user, reason.trim(), {}, env))
              void askServerForDeletion(reason.trim(), password, copy.notices.deletionFailed).then(
                server.refresh,
              );
            setVersion((v) => v + 1);
          }}
          className="h-11 rounded-full border border-red-800 px-6 text-sm font-semibold text-red-800"
        >
          {copy.delete}
        </button>
      </div>
      {settingsLink && (
        <p className="mt-4 text-sm">
          <Link to="/settings/privacy" className="font-semibold underline">
            {copy.settings}
          </Link>
        </p>
      )}
      {records && (
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          <RecordList title={copy.exports.title} empty={copy.exports.empty}>
            {exports.map((r) => (
              <li key={r.id}>
                {t(copy.exports.item, { when: when(r.requestedAt), status: status(r.status) })}
              </li>
            ))}
          </RecordList>
          <RecordList title={copy.deletions.title} empty={copy.deletions.empty}>
            {deletions.map((r) => (
              <li key={r.id}>
                {t(copy.deletions.item, {
                  when: when(r.requestedAt),
                  status: status(r.status),
                  scheduled: when(r.scheduledFor),
                })}
              </li>
            ))}
          </RecordList>
          <RecordList title={copy.consents.title} empty={copy.consents.empty}>
            {consents.map((r) => (
              <li key={r.recordedAt + r.consentType}>
                {t(r.granted ? copy.consents.given : copy.consents.withdrawn, {
                  when: when(r.recordedAt),
                  type: consentType(r.consentType),
                })}
              </li>
            ))}
          </RecordList>
        </div>
      )}
      {records && <ServerRequests copy={copy.server} state={server.state} />}
    </div>
  );
}

function RecordList({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      {children.length ? (
        <ul className="mt-2 space-y-1 text-sm">{children}</ul>
      ) : (
        <p className="mt-2 text-sm text-ink/80">{empty}</p>
      )}
    </div>
  );
}
