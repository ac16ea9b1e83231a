/**
 * Sessions over real HTTP: the list (created, last used, browser, which is the caller's), signing
 * out one session of one's own account only, signing out everywhere, a refresh that keeps the
 * session; the sign-in hook's notice; and 10,000 generated bad bodies across the new endpoints
 * without a single 5xx.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { badBodies, sendAll } from "./accounts-fuzz.ts";
import { type AccountsSite, call, password, startAccounts } from "./auth-fixture.ts";

let site: AccountsSite;
const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

beforeAll(async () => {
  site = await startAccounts({
    maxFailuresPerAddress: 1_000_000,
    maxFailuresPerAccount: 1_000_000,
    maxLinksPerAddress: 1_000_000,
    maxRegistrationsPerAddress: 1_000_000,
    hooks: {
      signedIn: async (user, { language }) =>
        user.name === "Scheduled"
          ? language === "fr"
            ? "Suppression annulée."
            : "Deletion cancelled."
          : undefined,
    },
  });
}, 120_000);
afterAll(() => site?.close());

type Listed = { id: string; createdAt: string; lastUsedAt: string; browser: string; current: boolean };

async function signIn(email: string, userAgent: string) {
  const r = await call(`${site.api}/login`, "POST", { email, password }, { userAgent });
  expect(r.status).toBe(200);
  return (r.json.data as { token: string }).token;
}

const list = async (token: string) => {
  const r = await call(`${site.api}/sessions`, "GET", undefined, { token });
  expect(r.status).toBe(200);
  return r.json.data as Listed[];
};

describe("sessions", () => {
  it("lists the account's live sessions with their browser, and which one is the caller's", async () => {
    const registered = await call(
      `${site.api}/register`,
      "POST",
      { email: "sessions@example.com", password, name: "Ada" },
      { userAgent: chrome },
    );
    const first = (registered.json.data as { token: string }).token;
    const second = await signIn("sessions@example.com", iphone);
    const sessions = await list(second);
    expect(sessions.map((s) => [s.browser, s.current])).toEqual([
      ["Safari on iPhone", true],
      ["Chrome on Linux", false],
    ]);
    for (const s of sessions) {
      expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // Only the label is kept, never the header.
    const stored = await site.database.db.execute<{ browser: string }>(sql`select browser from sessions`);
    expect(stored.rows.every((r) => r.browser.length < 40)).toBe(true);
    expect((await list(first)).find((s) => s.current)?.browser).toBe("Chrome on Linux");
  });

  it("moves 'last used' when a session is used after a minute", async () => {
    const token = await signIn("sessions@example.com", chrome);
    const mine = (await list(token)).find((s) => s.current);
    await site.database.db.execute(
      sql`update sessions set last_used_at = now() - interval '2 hours' where id = ${mine?.id}`,
    );
    const moved = (await list(token)).find((s) => s.current);
    expect(Date.parse(moved?.lastUsedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(moved?.createdAt).toBe(mine?.createdAt);
  });

  it("a refresh keeps the session (same id, created, browser) with a new token", async () => {
    const token = await signIn("sessions@example.com", iphone);
    const before = (await list(token)).find((s) => s.current);
    const refreshed = await call(`${site.api}/refresh`, "POST", undefined, { token });
    const fresh = (refreshed.json.data as { token: string }).token;
    expect((await call(`${site.api}/me`, "GET", undefined, { token })).status).toBe(401);
    const after = (await list(fresh)).find((s) => s.current);
    expect(after).toMatchObject({
      id: before?.id,
      createdAt: before?.createdAt,
      browser: "Safari on iPhone",
    });
  });

  it("signs out one session of one's own account, and no one else's", async () => {
    const mine = await signIn("sessions@example.com", chrome);
    const other = await signIn("sessions@example.com", iphone);
    const target = (await list(other)).find((s) => s.current);
    const stranger = await call(
      `${site.api}/register`,
      "POST",
      { email: "stranger@example.com", password, name: "Eve" },
      { userAgent: chrome },
    );
    const strangerToken = (stranger.json.data as { token: string }).token;
    const refused = await call(`${site.api}/sessions/${target?.id}`, "DELETE", undefined, {
      token: strangerToken,
    });
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ status: "error", message: "There is no such session on your account." });
    expect((await call(`${site.api}/me`, "GET", undefined, { token: other })).status).toBe(200);

    const revoked = await call(`${site.api}/sessions/${target?.id}`, "DELETE", undefined, {
      token: mine,
      language: "ar",
    });
    expect(revoked.status).toBe(200);
    expect(revoked.json.message).toBe("تم إنهاء تلك الجلسة.");
    expect((await call(`${site.api}/me`, "GET", undefined, { token: other })).status).toBe(401);
    expect((await list(mine)).some((s) => s.id === target?.id)).toBe(false);
    expect(
      (await call(`${site.api}/sessions/${target?.id}`, "DELETE", undefined, { token: mine })).status,
    ).toBe(404);
    for (const bad of ["not-a-uuid", "00000000-0000-0000-0000-000000000000", "%00"])
      expect((await call(`${site.api}/sessions/${bad}`, "DELETE", undefined, { token: mine })).status).toBe(
        404,
      );
    expect((await call(`${site.api}/sessions/${target?.id}`, "DELETE")).status).toBe(401);
  });

  it("signs out everywhere, the caller's session included", async () => {
    const a = await signIn("sessions@example.com", chrome);
    const b = await signIn("sessions@example.com", iphone);
    // The current password first (a stolen token alone cannot sign the owner out everywhere).
    expect((await call(`${site.api}/logout-all`, "POST", undefined, { token: a })).status).toBe(403);
    const ended = await call(`${site.api}/logout-all`, "POST", { currentPassword: password }, { token: a });
    expect(ended.status).toBe(200);
    expect(ended.json.message).toBe("You are signed out on every device.");
    expect((ended.json.data as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    for (const token of [a, b])
      expect((await call(`${site.api}/me`, "GET", undefined, { token })).status).toBe(401);
    // Another account's sessions are untouched.
    expect((await signIn("stranger@example.com", chrome)).length).toBe(43);
  });

  it("carries the sign-in hook's notice as data.notice, in the caller's language", async () => {
    await call(`${site.api}/register`, "POST", {
      email: "scheduled@example.com",
      password,
      name: "Scheduled",
    });
    const en = await call(`${site.api}/login`, "POST", { email: "scheduled@example.com", password });
    expect((en.json.data as { notice?: string }).notice).toBe("Deletion cancelled.");
    const fr = await call(
      `${site.api}/login`,
      "POST",
      { email: "scheduled@example.com", password },
      { language: "fr" },
    );
    expect(fr.json.message).toBe("Vous êtes connecté.");
    expect((fr.json.data as { notice?: string }).notice).toBe("Suppression annulée.");
    const plain = await call(`${site.api}/login`, "POST", { email: "sessions@example.com", password });
    expect(plain.json.data).not.toHaveProperty("notice");
  });
});

describe("bad input on the new endpoints", () => {
  it("answers 10,000 generated bad bodies without a single 5xx", { timeout: 400_000 }, async () => {
    const signedIn = await signIn("sessions@example.com", chrome);
    // A live session of another account, so that bodies also reach the signed-in endpoints.
    const fuzzer = await call(`${site.api}/register`, "POST", {
      email: "fuzzer@example.com",
      password,
      name: "F",
    });
    const live = `Bearer ${(fuzzer.json.data as { token: string }).token}`;
    const body = badBodies(
      ["email", "password", "token", "__proto__", "id"],
      ["ada@example.com", "sessions@example.com", "A".repeat(43)],
      "token",
      4,
    );
    const endpoint = fc.oneof(
      fc.constantFrom(
        ["POST", "/forgot-password"],
        ["POST", "/reset-password"],
        ["POST", "/verify-email"],
        ["POST", "/resend-verification"],
        ["GET", "/sessions"],
        ["POST", "/logout-all"],
        ["GET", "/me"],
      ),
      fc.string({ maxLength: 40 }).map((id) => ["DELETE", `/sessions/${encodeURIComponent(id)}`]),
    );
    const auth = fc.constantFrom(
      undefined,
      `Bearer ${"A".repeat(43)}`,
      "Bearer nonsense",
      "Basic eDp5",
      "live",
    );
    // The live session is never signed out everywhere by the fuzz (that would end the rest of it);
    // a generated session id cannot be its own.
    const cases = fc
      .sample(fc.tuple(endpoint, body, auth), { numRuns: 10_000, seed: 20261123 })
      .map(([[method, route], b, authorization]) => {
        const headers: Record<string, string> = {};
        if (authorization === "live") {
          headers.Authorization = route === "/logout-all" ? `Bearer ${"A".repeat(43)}` : live;
        } else if (authorization) headers.Authorization = authorization;
        return { method, url: `${site.api}${route}`, body: b, headers };
      });
    const { statuses, unclear } = await sendAll(cases, true);
    console.log("new auth endpoints fuzz statuses", Object.fromEntries(statuses));
    expect(unclear).toEqual([]);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    // The signed-in session was never named by the fuzz: it still works.
    expect((await call(`${site.api}/me`, "GET", undefined, { token: signedIn })).status).toBe(200);
  });
});
