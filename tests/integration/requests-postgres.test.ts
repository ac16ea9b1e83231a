/**
 * The credit ledger under real concurrency: two built server processes on one PostgreSQL 15, many
 * submits of one account at once across both (same key, other keys, other items): every debit is
 * made once and the balance never goes below zero; the checks worker of both processes moves each
 * request to review exactly once; the operators' credits CLI grants on the same database.
 * Photos: rows with status 'ready' are inserted through the test's own connection (the photo
 * pipeline's part), see requests-fixture.ts.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { type Postgres, root, type Site, startPostgres, startSite, TestSmtp, waitFor } from "./harness.ts";
import { call, handbag, readyPhotos, register } from "./requests-fixture.ts";

let pg: Postgres;
let db: Database;
let smtp: TestSmtp;
let a: Site;
let b: Site;

beforeAll(async () => {
  pg = await startPostgres();
  db = await openDatabase({ databaseUrl: pg.url, dataDir: "unused" });
  smtp = await TestSmtp.start();
  const env = { DATABASE_URL: pg.url, SMTP_URL: smtp.url, REQUESTS_POLL_MS: "100", PRIVACY_POLL_MS: "100" };
  a = await startSite(env);
  b = await startSite(env);
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.down();
  await db?.close();
  pg?.stop();
});

function credits(...args: string[]) {
  const run = spawnSync(
    path.join(root, "node_modules/.bin/node"),
    [path.join(root, "scripts/ops/credits.ts"), ...args],
    { cwd: root, env: { ...process.env, DATABASE_URL: pg.url, LOG_LEVEL: "warn" }, encoding: "utf8" },
  );
  return { code: run.status, out: run.stdout, err: run.stderr };
}

test("60 submits of one account across two processes: two debits, a zero balance, each request reviewed once", async () => {
  const owner = await register(`${a.url}/api`, "pg-ledger@example.com");
  // 5 from registration (granted on this first read) + 5 from an operator = two AI authentications.
  expect(
    (await call(`${b.url}/api/credits`, "GET", undefined, { token: owner.token })).json.data.balance,
  ).toBe(5);
  const granted = credits("grant", "PG-Ledger@example.com", "5", "test-grant-1");
  expect(granted).toMatchObject({ code: 0, out: "balance\t10\n" });
  expect(credits("grant", "pg-ledger@example.com", "5", "test-grant-1").out).toBe(
    "this grant key was already used: nothing added\nbalance\t10\n",
  );
  expect(credits("grant", "nobody@example.com", "5").code).toBe(1);

  const itemIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await call(`${a.url}/api/items`, "POST", handbag, { token: owner.token });
    expect(created.status).toBe(201);
    itemIds.push(created.json.data.item.id);
    await readyPhotos(db, { id: created.json.data.item.id, ownerId: owner.id, category: "handbags" });
  }
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => {
      const site = i % 2 ? a : b;
      const item = itemIds[i % 3] as string;
      const key = i % 4 < 2 ? `pg-same-${i % 3}-key` : `pg-other-${i}-key`;
      return call(
        `${site.url}/api/items/${item}/requests`,
        "POST",
        { service: "ai", idempotencyKey: key },
        { token: owner.token },
      );
    }),
  );
  const statuses = answers.map((r) => r.status);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s === 201)).toHaveLength(2);
  expect(statuses.every((s) => [200, 201, 402, 409].includes(s))).toBe(true);
  expect(statuses.filter((s) => s === 402).length).toBeGreaterThan(0);

  const ledger = await db.db.execute<{ reason: string; n: number; total: number }>(sql`
    select reason, count(*)::int as n, sum(delta)::int as total from credit_ledger
    where user_id = ${owner.id} group by reason order by reason`);
  expect(ledger.rows).toEqual([
    { reason: "grant", n: 1, total: 5 },
    { reason: "registration", n: 1, total: 5 },
    { reason: "submit", n: 2, total: -10 },
  ]);
  expect(credits("balance", "pg-ledger@example.com").out).toMatch(/^balance\t0\n/);

  // Both processes' workers share the checks: one 'checks' and one 'in_review' event per request.
  await waitFor(
    async () =>
      (
        await db.db.execute<{ n: number }>(
          sql`select count(*)::int as n from auth_requests where owner_id = ${owner.id} and state = 'in_review'`,
        )
      ).rows[0]?.n === 2,
    60_000,
    "two requests in review",
  );
  const events = await db.db.execute<{ state: string; n: number }>(sql`
    select e.state, count(*)::int as n from auth_request_events e join auth_requests r on r.id = e.request_id
    where r.owner_id = ${owner.id} group by e.state order by e.state`);
  expect(events.rows).toEqual([
    { state: "checks", n: 2 },
    { state: "draft", n: 3 },
    { state: "in_review", n: 2 },
    { state: "submitted", n: 2 },
  ]);
}, 180_000);

test("deleting the account through the data-rights API removes its items, requests, events, photos and ledger", async () => {
  const owner = await register(`${a.url}/api`, "pg-delete@example.com");
  const item = (await call(`${a.url}/api/items`, "POST", handbag, { token: owner.token })).json.data.item;
  await readyPhotos(db, { id: item.id, ownerId: owner.id, category: "handbags" });
  const submitted = await call(
    `${b.url}/api/items/${item.id}/requests`,
    "POST",
    { service: "ai", idempotencyKey: "pg-delete-key" },
    { token: owner.token },
  );
  expect(submitted.status).toBe(201);
  await call(
    `${a.url}/api/notifications`,
    "PUT",
    { requestReceived: false, morePhotosNeeded: true, verdictReady: true },
    { token: owner.token },
  );
  const counts = async () =>
    (
      await db.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from items where owner_id = ${owner.id}) as items,
        (select count(*)::int from auth_requests where owner_id = ${owner.id}) as requests,
        (select count(*)::int from auth_request_events e join auth_requests r on r.id = e.request_id
           where r.owner_id = ${owner.id}) as events,
        (select count(*)::int from photos where owner_id = ${owner.id}) as photos,
        (select count(*)::int from credit_ledger where user_id = ${owner.id}) as ledger,
        (select count(*)::int from notification_preferences where user_id = ${owner.id}) as preferences`)
    ).rows[0];
  expect(await counts()).toMatchObject({ items: 1, requests: 1, photos: 7, ledger: 2, preferences: 1 });
  const deletion = await call(
    `${a.url}/api/auth/delete-account`,
    "POST",
    { immediate: true },
    { token: owner.token },
  );
  expect(deletion.status).toBe(202);
  await waitFor(
    async () => (await db.db.execute(sql`select 1 from users where id = ${owner.id}`)).rows.length === 0,
    60_000,
    "the account deleted",
  );
  expect(await counts()).toEqual({ items: 0, requests: 0, events: 0, photos: 0, ledger: 0, preferences: 0 });
}, 120_000);

test("kill -9 of a server in the middle of submits: the retried key debits once, and the request is checked once", async () => {
  const c = await startSite({ DATABASE_URL: pg.url, SMTP_URL: smtp.url, REQUESTS_POLL_MS: "100" });
  const owner = await register(`${c.url}/api`, "pg-kill@example.com");
  const item = (await call(`${c.url}/api/items`, "POST", handbag, { token: owner.token })).json.data.item;
  await readyPhotos(db, { id: item.id, ownerId: owner.id, category: "handbags" });
  const body = { service: "ai", idempotencyKey: "pg-kill-key-1" };
  const inFlight = Array.from({ length: 20 }, () =>
    call(`${c.url}/api/items/${item.id}/requests`, "POST", body, { token: owner.token }).catch(() => null),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  await c.kill();
  const before = await Promise.all(inFlight);
  expect(before.filter((r) => r && r.status >= 500)).toEqual([]);
  // The owner retries the same click on another process.
  const retried = await call(`${a.url}/api/items/${item.id}/requests`, "POST", body, { token: owner.token });
  expect([200, 201]).toContain(retried.status);
  expect(retried.json.data.balance).toBe(0);
  const debits = await db.db.execute<{ n: number }>(
    sql`select count(*)::int as n from credit_ledger where user_id = ${owner.id} and reason = 'submit'`,
  );
  expect(debits.rows[0]?.n).toBe(1);
  await waitFor(
    async () =>
      (
        await db.db.execute<{ state: string }>(
          sql`select state from auth_requests where item_id = ${item.id} and state <> 'draft'`,
        )
      ).rows[0]?.state === "in_review",
    60_000,
    "the request in review",
  );
  const checks = await db.db.execute<{ n: number }>(sql`
    select count(*)::int as n from auth_request_events e join auth_requests r on r.id = e.request_id
    where r.item_id = ${item.id} and e.state in ('checks', 'in_review')`);
  expect(checks.rows[0]?.n).toBe(2);
}, 300_000);
