import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { like } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages, authRouter } from "#server/api/auth.ts";
import { loginFailures } from "#server/db/auth-schema.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { badBodies, sendAll } from "./accounts-fuzz.ts";

/** /api/auth over real HTTP, on an embedded database of its own. */
let database: Database;
let server: Server;
let base = "";
let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "auth-test-"));
  database = await openDatabase({ databaseUrl: null, dataDir: dir });
  const app = express();
  app.use("/api/auth", authRouter({ db: database.db, maxFailuresPerAccount: 3, maxFailuresPerAddress: 50 }));
  server = app.listen(0, "127.0.0.1");
  // As server/main.ts sets it: with Node's default of 5 s, a busy machine lets an idle
  // connection close just as the client reuses it, and the request dies with a reset.
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth`;
}, 60_000);

afterAll(async () => {
  server?.close();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

async function call(
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  contentType = "application/json",
) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = contentType;
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${route}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const json = (await res.json()) as { status: string; message: string; data?: Record<string, unknown> };
  return { status: res.status, json };
}

const password = "velvet-harbour-1907";

describe("/api/auth", () => {
  let token = "";

  it("registers with a normalised e-mail and answers the specified shape", async () => {
    const { status, json } = await call("POST", "/register", {
      email: "  Ada@Example.COM ",
      password,
      name: "Ada",
    });
    expect(status).toBe(201);
    expect(json.status).toBe("success");
    expect(json.message).toBeTruthy();
    const data = json.data as { user: { id: string; email: string; name: string }; token: string };
    expect(data.user).toMatchObject({ email: "ada@example.com", name: "Ada" });
    expect(data.token).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(json)).not.toContain("password");
    token = data.token;
  });

  it("refuses a second account for the same address in another letter case", async () => {
    const { status, json } = await call("POST", "/register", {
      email: "ADA@example.com",
      password,
      name: "A",
    });
    expect(status).toBe(409);
    expect(json).toEqual({ status: "error", message: authMessages.emailTaken });
  });

  it("refuses short and common passwords with clear messages", async () => {
    const short = await call("POST", "/register", { email: "b@example.com", password: "short", name: "B" });
    expect(short.status).toBe(400);
    expect(short.json.message).toContain("at least 10 characters");
    const common = await call("POST", "/register", {
      email: "b@example.com",
      password: "Password123",
      name: "B",
    });
    expect(common.status).toBe(400);
    expect(common.json.message).toContain("most common");
  });

  it("stores argon2id hashes and hashed tokens, never the secrets", async () => {
    const users = await database.db.execute<{ password_hash: string }>("select password_hash from users");
    const rows = (users as unknown as { rows: { password_hash: string }[] }).rows;
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    const sessions = await database.db.execute("select token_hash from sessions");
    const hashes = (sessions as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it("reads and updates the profile with the token", async () => {
    const profile = await call("GET", "/profile", undefined, token);
    expect(profile.status).toBe(200);
    expect(profile.json.data).toMatchObject({ email: "ada@example.com", name: "Ada" });
    const updated = await call("PUT", "/profile", { name: "Ada Lovelace" }, token);
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ name: "Ada Lovelace" });
    expect((await call("GET", "/profile")).status).toBe(401);
    expect((await call("GET", "/profile", undefined, "x".repeat(43))).status).toBe(401);
  });

  it("refresh issues a new token and revokes the old one", async () => {
    const refreshed = await call("POST", "/refresh", undefined, token);
    expect(refreshed.status).toBe(200);
    const fresh = (refreshed.json.data as { token: string }).token;
    expect(fresh).not.toBe(token);
    expect((await call("GET", "/profile", undefined, token)).status).toBe(401);
    expect((await call("POST", "/refresh", undefined, token)).status).toBe(401);
    expect((await call("GET", "/profile", undefined, fresh)).status).toBe(200);
    token = fresh;
  });

  it("an expired token gets 401", async () => {
    await database.db.execute("update sessions set expires_at = now() - interval '1 second'");
    expect((await call("GET", "/profile", undefined, token)).status).toBe(401);
  });

  it("login gives the same message for an unknown address and a wrong password", async () => {
    const unknown = await call("POST", "/login", { email: "nobody@example.com", password });
    const wrong = await call("POST", "/login", { email: "ada@example.com", password: "wrong-password-1" });
    expect(unknown).toEqual({
      status: 401,
      json: { status: "error", message: authMessages.invalidCredentials },
    });
    expect(wrong).toEqual(unknown);
    const ok = await call("POST", "/login", { email: "ADA@example.com", password });
    expect(ok.status).toBe(200);
    token = (ok.json.data as { token: string }).token;
  });

  it("logout revokes the token", async () => {
    expect((await call("POST", "/logout", undefined, token)).status).toBe(200);
    expect((await call("GET", "/profile", undefined, token)).status).toBe(401);
  });

  it("throttles an account after repeated failures, with 429 and a clear message", async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await call("POST", "/login", { email: "ada@example.com", password: "nope-nope-1" })).status,
      ).toBe(401);
    const throttled = await call("POST", "/login", { email: "ada@example.com", password });
    expect(throttled.status).toBe(429);
    expect(throttled.json).toEqual({ status: "error", message: authMessages.throttled });
  });

  it("counts parallel guesses before checking them: no more than the limit get a verdict", async () => {
    const registered = await call("POST", "/register", {
      email: "grace@example.com",
      password,
      name: "Grace",
    });
    expect(registered.status).toBe(201);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call("POST", "/login", { email: "grace@example.com", password: `wrong-guess-${i}-xyz` }),
      ),
    );
    const statuses = guesses.map((g) => g.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it("limits registrations per address, with 429 and a clear message", async () => {
    await database.db.delete(loginFailures).where(like(loginFailures.key, "register:%"));
    const app = express();
    app.use("/api/auth", authRouter({ db: database.db, maxRegistrationsPerAddress: 2 }));
    const limited = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => limited.once("listening", resolve));
    const url = `http://127.0.0.1:${(limited.address() as AddressInfo).port}/api/auth/register`;
    const register = (n: number) =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `limit-${n}@example.com`, password, name: `Limit ${n}` }),
      });
    try {
      expect((await register(1)).status).toBe(201);
      expect((await register(2)).status).toBe(201);
      const third = await register(3);
      expect(third.status).toBe(429);
      expect(third.headers.get("retry-after")).toBe("600");
      expect(await third.json()).toEqual({ status: "error", message: authMessages.registrationsThrottled });
    } finally {
      limited.close();
    }
  });

  it("answers bad input of every kind with a clear 4xx in the same shape", async () => {
    const cases: [string, string, unknown, string?][] = [
      ["POST", "/login", "{not json"],
      ["POST", "/login", { email: 42, password: [] }],
      ["POST", "/login", {}],
      ["POST", "/login", []],
      ["POST", "/login", "null"],
      ["POST", "/register", { email: "a@b.co", password: "x".repeat(500), name: "A" }],
      ["POST", "/register", { email: "a@b.co", password, name: "x".repeat(500) }],
      ["POST", "/login", { email: "ada@example.com", password: "x".repeat(20_000) }],
      ["POST", "/login", "email=a@b.co&password=x", "application/x-www-form-urlencoded"],
      ["POST", "/login", "hello", "text/plain"],
      ["GET", "/login", undefined],
      ["DELETE", "/profile", undefined],
      ["POST", "/nowhere", {}],
    ];
    for (const [method, route, body, type] of cases) {
      const { status, json } = await call(method, route, body, undefined, type);
      expect(status, `${method} ${route} ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(json.status).toBe("error");
      expect(json.message.length).toBeGreaterThan(5);
    }
  });

  it("answers 10,000 generated bad bodies across the endpoints without a single 5xx", {
    timeout: 240_000,
  }, async () => {
    const body = badBodies(
      ["email", "password", "name", "__proto__", "token"],
      [" ", "a@b", "ada@example.com", "<script>"],
      "email",
    );
    const endpoint = fc.constantFrom(
      ["POST", "/register"],
      ["POST", "/login"],
      ["PUT", "/profile"],
      ["POST", "/refresh"],
      ["POST", "/logout"],
    );
    const cases = fc
      .sample(fc.tuple(endpoint, body), { numRuns: 10_000, seed: 20261122 })
      .map(([[method, route], b]) => ({ method, url: `${base}${route}`, body: b }));
    const { statuses, unclear } = await sendAll(cases);
    console.log("auth fuzz statuses", Object.fromEntries(statuses));
    expect(unclear).toEqual([]);
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(10_000);
  });
});
