import { trackEngagement } from "#app/lib/analytics.ts";
import { notify } from "#app/lib/toast.ts";

/**
 * Privacy rights: data export and deletion requests and
 * consent records live in browser storage only, are
 * reported to analytics (only sent with consent), and confirmed with toasts. Nothing happens
 * without a user id.
 */
export const exportDataTypes = [
  "profile",
  "authentication",
  "analytics",
  "preferences",
  "communications",
] as const;

/** Deletion is scheduled this far out unless the immediate flag is set: 30 days. */
export const deletionDelayMs = 2_592_000_000;

export const privacyStorageKeys = {
  exports: "privacy_export_requests",
  deletions: "privacy_deletion_requests",
  consents: "privacy_consent_records",
} as const;

/** Days a request takes at most, as the confirmations word it (the deletion delay in days). */
export const privacyRequestDays = deletionDelayMs / 86_400_000;

/**
 * The words of the confirmation question and the toasts, in the visitor's language (the privacy
 * panel's copy, `app/components/privacy/copy/`), with `{days}` filled in.
 */
export interface PrivacyWords {
  confirmDeletion: string;
  exportRequested: string;
  exportRequestedText: string;
  exportFailed: string;
  deletionRequested: string;
  deletionRequestedText: string;
  deletionFailed: string;
}

export interface DataExportRequest {
  id: string;
  userId: string;
  email: string;
  dataTypes: (typeof exportDataTypes)[number][];
  status: "pending";
  requestedAt: string;
}

export interface DataDeletionRequest {
  id: string;
  userId: string;
  email: string;
  reason: string;
  status: "pending";
  scheduledFor: string;
  requestedAt: string;
}

export interface ConsentRecord {
  userId: string;
  consentType: string;
  granted: boolean;
  recordedAt: string;
  userAgent: string;
}

export interface PrivacyUser {
  id: string;
  email: string;
}

/** What the operations need from the browser; tests pass their own. */
export interface PrivacyEnvironment {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: () => Date;
  newId: () => string;
  confirm: (question: string) => boolean;
  userAgent: string;
  words: PrivacyWords;
}

/** The operations' environment in the browser, with the visitor's words. */
export function browserPrivacyEnvironment(words: PrivacyWords): PrivacyEnvironment {
  return { ...browserBasics(), words };
}

function browserBasics(): Omit<PrivacyEnvironment, "words"> {
  return {
    storage: window.localStorage,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    confirm: (question) => window.confirm(question),
    userAgent: navigator.userAgent,
  };
}

export function readList<T>(env: Pick<PrivacyEnvironment, "storage">, key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(env.storage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

function append<T>(env: Pick<PrivacyEnvironment, "storage">, key: string, item: T): void {
  env.storage.setItem(key, JSON.stringify([...readList<T>(env, key), item]));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Records a data export request; null (and nothing stored) without a user id. */
export function requestDataExport(
  user: PrivacyUser | null | undefined,
  env: PrivacyEnvironment,
): DataExportRequest | null {
  if (!user?.id) return null;
  try {
    const request: DataExportRequest = {
      id: env.newId(),
      userId: user.id,
      email: user.email,
      dataTypes: [...exportDataTypes],
      status: "pending",
      requestedAt: env.now().toISOString(),
    };
    append(env, privacyStorageKeys.exports, request);
    trackEngagement("data_export_requested", { data_types: request.dataTypes.join(",") });
    notify("success", env.words.exportRequested, env.words.exportRequestedText);
    return request;
  } catch (error) {
    notify("error", env.words.exportFailed, errorText(error));
    return null;
  }
}

/**
 * Records a deletion request after the browser confirmation, scheduled 30 days out, or now
 * with `immediate`. Null without a user id or when the visitor cancels.
 */
export function requestAccountDeletion(
  user: PrivacyUser | null | undefined,
  reason: string,
  options: { immediate?: boolean },
  env: PrivacyEnvironment,
): DataDeletionRequest | null {
  if (!user?.id) return null;
  if (!env.confirm(env.words.confirmDeletion)) return null;
  try {
    const now = env.now();
    const request: DataDeletionRequest = {
      id: env.newId(),
      userId: user.id,
      email: user.email,
      reason,
      status: "pending",
      scheduledFor: new Date(now.getTime() + (options.immediate ? 0 : deletionDelayMs)).toISOString(),
      requestedAt: now.toISOString(),
    };
    append(env, privacyStorageKeys.deletions, request);
    trackEngagement("account_deletion_requested", { immediate: Boolean(options.immediate) });
    notify("success", env.words.deletionRequested, env.words.deletionRequestedText);
    return request;
  } catch (error) {
    notify("error", env.words.deletionFailed, errorText(error));
    return null;
  }
}

/** Records a consent given or withdrawn; null without a user id. */
export function recordConsent(
  userId: string | null | undefined,
  consentType: string,
  granted: boolean,
  env: Omit<PrivacyEnvironment, "words"> = browserBasics(),
): ConsentRecord | null {
  if (!userId) return null;
  const record: ConsentRecord = {
    userId,
    consentType,
    granted,
    recordedAt: env.now().toISOString(),
    userAgent: env.userAgent,
  };
  append(env, privacyStorageKeys.consents, record);
  trackEngagement("consent_recorded", { consent_type: consentType, granted });
  return record;
}
