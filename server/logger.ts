import { randomBytes } from "node:crypto";
import pino from "pino";

/**
 * The server's log. It never holds what visitors sent or who they are: no request bodies, no
 * query strings or tokens from addresses, no network addresses or headers, no SQL parameters or
 * statements, no password hashes. An error is logged as its kind, code and a message scrubbed of
 * quoted values and addresses, with a reference (`ref`) that the failed answer also carries, so
 * that an operator can match a visitor's report to the line.
 */

/** A short random reference for one failure: in the log line and in the answer. */
export function errorReference(): string {
  return randomBytes(5).toString("hex");
}

const emailLike = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/** Text that may come from a mail server or a database, with addresses and quoted values taken out. */
export function scrubText(text: string, max = 300): string {
  return text
    .replace(emailLike, "[address]")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\([^()]*\)=\([^()]*\)/g, "(…)=(…)")
    .slice(0, max);
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  status?: unknown;
  type?: unknown;
}

/**
 * An error as the log may keep it. A failed query (Drizzle wraps the driver's error with the
 * statement and its parameters) is replaced by the driver's error underneath: its SQLSTATE code,
 * its message scrubbed, the table/column/constraint names; never `query`, `params` or `detail`.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (error === null || typeof error !== "object") return { message: scrubText(String(error)) };
  let e = error as ErrorLike;
  const seen = new Set<unknown>();
  // The driver's error under a query wrapper (whose message repeats the statement and its values).
  while ((e.query !== undefined || e.params !== undefined) && e.cause && !seen.has(e.cause)) {
    seen.add(e);
    e = e.cause as ErrorLike;
  }
  const wrapped = e.query !== undefined || e.params !== undefined;
  const out: Record<string, unknown> = {
    type: typeof e.name === "string" ? e.name : typeof e.type === "string" ? e.type : "Error",
    message: wrapped ? "a database query failed" : scrubText(String(e.message ?? "")),
  };
  for (const key of ["code", "table", "column", "constraint", "status"] as const) {
    const value = e[key];
    if (typeof value === "string" || typeof value === "number") out[key] = value;
  }
  if (typeof e.stack === "string")
    out.stack = e.stack
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .slice(0, 12)
      .join("\n");
  if (!wrapped && e.cause && typeof e.cause === "object" && !seen.has(e.cause))
    out.cause = safeError(e.cause);
  return out;
}

/**
 * One line for an error column (`last_error` of the outbox and of the data-rights requests):
 * what `safeError` keeps, without the stack, so that those columns hold no personal data either.
 */
export function describeError(error: unknown, max = 500): string {
  const safe = safeError(error);
  const code = safe.code === undefined ? "" : ` [${String(safe.code)}]`;
  return `${String(safe.type)}${code}: ${String(safe.message)}`.slice(0, max);
}

const tokenPath = /^(\/api\/auth\/export\/)[^/?]+/;

/** An address as the log may keep it: the path (a data-export link's token taken out), query values removed. */
export function safeUrl(url: string): string {
  const q = url.indexOf("?");
  const path = (q === -1 ? url : url.slice(0, q)).replace(tokenPath, "$1[token]");
  if (q === -1) return path;
  const names = url
    .slice(q + 1)
    .split("&")
    .map((pair) => pair.split("=")[0])
    .filter(Boolean);
  return `${path}?${names.map((n) => `${n}=…`).join("&")}`;
}

/** The serializers every logger and pino-http share. */
export const logSerializers = {
  err: safeError,
  error: safeError,
  req: (req: { id?: unknown; method?: string; url?: string; originalUrl?: string }) => ({
    id: req.id,
    method: req.method,
    url: safeUrl(String(req.originalUrl ?? req.url ?? "")),
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

export function createLogger(level: string) {
  return pino({ level, base: undefined, serializers: logSerializers });
}

export type Logger = ReturnType<typeof createLogger>;
