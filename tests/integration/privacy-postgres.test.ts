/**
 * The privacy worker with two server processes on one PostgreSQL 15: every export is built and
 * e-mailed exactly once, every deletion carried out exactly once, whichever process claims it.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { type Postgres, type Site, startPostgres, startSite, TestSmtp, waitFor } from "./harness.ts";

let pg: Postgres;
let db: Database;
let smtp: TestSmtp;
let a: Site;
let b: Site;

beforeAll(async () => {
  pg = await startPostgres();
  db = await openDatabase({ databaseUrl: pg.url, dataDir: "unused" });
  smtp = await TestSmtp.start();
  const env = { DATABASE_URL: pg.url, SMTP_URL: smtp.url, PRIVACY_POLL_MS: "50" };
  a = await startSite(env);
  b = await startSite(env);
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.down();
  await db?.close();
  pg?.stop();
});

async function call(site: Site, path: string, body: unknown, token?: string) {
  const res = await fetch(`${site.url}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: { token: string } } };
}

test("30 accounts across two processes: one export e-mail each, then each deletion done once", async () => {
  const accounts = Array.from({ length: 30 }, (_, i) => `pg-rights-${i}@example.com`);
  const tokens = await Promise.all(
    accounts.map(async (email, i) => {
      const r = await call(i % 2 ? a : b, "/auth/register", {
        email,
        password: "correct horse battery staple 42",
        name: "Two Processes",
      });
      expect(r.status).toBe(201);
      return r.json.data.token;
    }),
  );
  const exports = await Promise.all(tokens.map((t, i) => call(i % 2 ? b : a, "/auth/export", {}, t)));
  expect(exports.every((r) => r.status === 202)).toBe(true);
  const exportMails = (email: string) =>
    smtp.received.filter((m) => m.to.includes(email) && m.raw.includes("data export is ready"));
  await waitFor(() => accounts.every((email) => exportMails(email).length > 0), 120_000, "30 export e-mails");
  const built = await db.db.execute<{ status: string; attempts: number; n: number }>(
    sql`select status, attempts, count(*)::int as n from data_export_requests group by status, attempts`,
  );
  expect(built.rows).toEqual([{ status: "ready", attempts: 1, n: 30 }]);

  const deletions = await Promise.all(
    tokens.map((t, i) =>
      call(
        i % 2 ? a : b,
        "/auth/delete-account",
        { immediate: true, currentPassword: "correct horse battery staple 42" },
        t,
      ),
    ),
  );
  expect(deletions.every((r) => r.status === 202)).toBe(true);
  await waitFor(
    async () =>
      Number(
        (
          await db.db.execute<{ n: number }>(
            sql`select count(*)::int as n from account_deletions where status = 'done'`,
          )
        ).rows[0]?.n,
      ) === 30,
    120_000,
    "30 deletions",
  );
  const done = await db.db.execute<{ attempts: number; n: number }>(
    sql`select attempts, count(*)::int as n from account_deletions group by attempts`,
  );
  expect(done.rows).toEqual([{ attempts: 1, n: 30 }]);
  const left = await db.db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email like 'pg-rights-%'`,
  );
  expect(left.rows[0]?.n).toBe(0);
  // Every export e-mail went out exactly once.
  const perAddress = accounts.map((email) => exportMails(email).length);
  expect(perAddress.every((n) => n === 1)).toBe(true);
});
