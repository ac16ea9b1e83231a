/**
 * The backend API client: base path /api, JSON, a bearer header when a
 * session token is stored under `auth_token`, a 10-second timeout. A non-OK status becomes
 * 'API Error: {status} {statusText}', and every failure is wrapped as 'Request failed: ...'.
 * The server's own answer to a failed call is kept on the error (`body`), so that screens can
 * show its clear message instead of the status line.
 */
import { tokenIssuedAtKey, tokenStorageKey } from "./token-key.ts";

export { tokenIssuedAtKey, tokenStorageKey };
export const apiBasePath = "/api";
export const apiTimeoutMs = 10_000;

export class ApiRequestError extends Error {
  readonly status: number | null;
  readonly body: unknown;
  constructor(message: string, status: number | null, body: unknown) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.body = body;
  }
}

/** The `message` of a failed call's answer, when the server sent one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const body = error.body as { message?: unknown } | null;
  return typeof body?.message === "string" && body.message ? body.message : null;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(tokenStorageKey) ?? null;
}

/** Stores a token the server just issued, with the time it was issued (for the automatic refresh). */
export function storeToken(token: string, issuedAt = Date.now()): void {
  storage()?.setItem(tokenStorageKey, token);
  storage()?.setItem(tokenIssuedAtKey, String(issuedAt));
}

/**
 * When the stored token was issued, in milliseconds since 1970. A token stored before the time was
 * kept beside it gets the present time: it is refreshed a day from now rather than at once.
 */
export function tokenIssuedAt(now = Date.now()): number | null {
  const store = storage();
  if (!store?.getItem(tokenStorageKey)) return null;
  const stored = Number(store.getItem(tokenIssuedAtKey));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  store.setItem(tokenIssuedAtKey, String(now));
  return now;
}

export function clearToken(): void {
  storage()?.removeItem(tokenStorageKey);
  storage()?.removeItem(tokenIssuedAtKey);
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions = {}) {
  const base = `${options.baseUrl ?? ""}${apiBasePath}`;
  const timeoutMs = options.timeoutMs ?? apiTimeoutMs;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    multipart = false,
    language?: string,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const headers: Record<string, string> = { ...extra, Accept: "application/json" };
    // The server words its refusals in the language the page shows (set on the document).
    const shown = language ?? (typeof document === "undefined" ? "" : document.documentElement.lang);
    if (shown) headers["Accept-Language"] = shown;
    if (!multipart) headers["Content-Type"] = "application/json";
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? (body as FormData) : JSON.stringify(body),
        signal: controller.signal,
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      if (!response.ok) {
        throw new ApiRequestError(
          `API Error: ${response.status} ${response.statusText}`,
          response.status,
          parsed,
        );
      }
      return parsed as T;
    } catch (error) {
      const reason = controller.signal.aborted
        ? `no answer within ${timeoutMs / 1000} seconds`
        : error instanceof Error
          ? error.message
          : String(error);
      const status = error instanceof ApiRequestError ? error.status : null;
      const errorBody = error instanceof ApiRequestError ? error.body : null;
      throw new ApiRequestError(`Request failed: ${reason}`, status, errorBody);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get: <T>(path: string) => request<T>("GET", path),
    /**
     * `language` names the answer's language when the page's may not be shown yet; `idempotencyKey`
     * is sent as the Idempotency-Key header (one per attempt: a retry of the same attempt reuses it).
     */
    post: <T>(path: string, body?: unknown, options: { language?: string; idempotencyKey?: string } = {}) =>
      request<T>(
        "POST",
        path,
        body,
        false,
        options.language,
        options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {},
      ),
    put: <T>(path: string, body?: unknown) => request<T>("PUT", path, body),
    patch: <T>(path: string, body?: unknown) => request<T>("PATCH", path, body),
    delete: <T>(path: string) => request<T>("DELETE", path),
    /** Multipart upload: the browser sets the content type with its boundary. */
    upload: <T>(path: string, form: FormData) => request<T>("POST", path, form, true),
  };
}

export const apiClient = createApiClient();
