import { createHash, randomBytes } from "node:crypto";
import { sessionLifetimeDays } from "#app/data/session.ts";

/** How long a session lives, in milliseconds. */
export const sessionLifetimeMs = sessionLifetimeDays * 24 * 60 * 60 * 1000;

/** A new session token: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The bearer token of an Authorization header, when it has the form of one of ours. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header?.trim() ?? "");
  return match?.[1] ?? null;
}
