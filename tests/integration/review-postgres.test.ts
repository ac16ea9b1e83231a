/**
 * The review desk's certificate across a crash (issue 30, decision 021), on built server
 * processes sharing one PostgreSQL 15: a final authentic verdict is committed, the process is
 * killed with SIGKILL before it issues the certificate (REVIEW_TEST_ISSUE_DELAY_MS holds it
 * there), and two processes then started on the database both run the recovery pass. Exactly one
 * certificate is issued for the request, through one lease, and the owner's vault shows it.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { appendEntry } from "#server/requests/ledger.ts";
import { setRole } from "#server/review/service.ts";
import { linkToken, mailTo } from "./auth-fixture.ts";
import { type Postgres, type Site, startPostgres, startSite, TestSmtp, waitFor } from "./harness.ts";
import { call, handbag, readyPhotos, register, siteUrl } from "./requests-fixture.ts";

let pg: Postgres;
let db: Database;
let smtp: TestSmtp;
const sites: Site[] = [];

const env = () => ({
  DATABASE_URL: pg.url,
  SMTP_URL: smtp.url,
  SITE_URL: siteUrl,
  REQUESTS_POLL_MS: "100",
  // The recovery pass runs every second; a dead issuer's lease runs out after three.
  REVIEW_ISSUE_LEASE_MS: "3000",
});

beforeAll(async () => {
  pg = await startPostgres();
  db = await openDatabase({ databaseUrl: pg.url, dataDir: "unused" });
  smtp = await TestSmtp.start();
}, 300_000);

afterAll(async () => {
  await Promise.all(sites.map((s) => s.stop()));
  await smtp?.down();
  await db?.close();
  pg?.stop();
});

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await db.db.execute<T & Record<string, unknown>>(query)).rows;

test("kill -9 between a final authentic verdict and its certificate, then two processes: one certificate, in the owner's vault", async () => {
  // The first process stops for a minute between the verdict's commit and the certificate.
  const doomed = await startSite({ ...env(), NODE_ENV: "test", REVIEW_TEST_ISSUE_DELAY_MS: "60000" });
  sites.push(doomed);
  const api = `${doomed.url}/api`;
  const owner = await register(api, "pg-review-owner@example.com");
  const reviewer = await register(api, "pg-reviewer@example.com");
  const token = linkToken(await mailTo(smtp, reviewer.email), "/app/verify-email");
  expect((await call(`${api}/auth/verify-email`, "POST", { token })).status).toBe(200);
  expect(await setRole(db.db, reviewer.email, "reviewer", true, null)).toBe("changed");

  const item = (await call(`${api}/items`, "POST", handbag, { token: owner.token })).json.data.item;
  await readyPhotos(db, { id: item.id, ownerId: owner.id, category: "handbags" });
  await appendEntry(db.db, {
    userId: owner.id,
    delta: 5,
    reason: "grant",
    idempotencyKey: `grant:${item.id}`,
  });
  const sent = await call(
    `${api}/items/${item.id}/requests`,
    "POST",
    { service: "ai", idempotencyKey: `pg-review-${item.id}` },
    { token: owner.token },
  );
  expect(sent.status).toBe(201);
  const requestId = sent.json.data.request.id as string;
  const stateOf = async () =>
    (
      await one<{ state: string; certificate_id: string | null }>(
        sql`select state, certificate_id from auth_requests where id = ${requestId}`,
      )
    )[0];
  await waitFor(async () => (await stateOf())?.state === "in_review", 60_000, "the request in review");

  expect(
    (await call(`${api}/review/requests/${requestId}/claim`, "POST", undefined, { token: reviewer.token }))
      .status,
  ).toBe(200);
  const detail = await call(`${api}/review/requests/${requestId}`, "GET", undefined, {
    token: reviewer.token,
  });
  const checklist = (detail.json.data.checklist as { id: string }[]).map((p) => ({
    point: p.id,
    result: "pass",
    note: "",
  }));
  const verdict = call(
    `${api}/review/requests/${requestId}/verdict`,
    "POST",
    {
      outcome: "authentic",
      confidence: 98,
      grade: 9,
      summary: "Every point matches the maker's.",
      checklist,
    },
    { token: reviewer.token },
  ).catch(() => null);
  // The verdict is committed, its issuance leased to this process, the certificate not yet issued.
  await waitFor(async () => (await stateOf())?.state === "verdict", 60_000, "the verdict committed");
  await doomed.kill();
  expect(await verdict).toBeNull();
  expect(await stateOf()).toEqual({ state: "verdict", certificate_id: null });
  expect(
    await one<{ n: number }>(
      sql`select count(*)::int as n from review_issuance where request_id = ${requestId}`,
    ),
  ).toEqual([{ n: 1 }]);
  expect(await one<{ n: number }>(sql`select count(*)::int as n from certificate_idempotency_keys`)).toEqual([
    { n: 0 },
  ]);

  // Two processes come up on the database; both run the recovery pass every second.
  const [a, b] = await Promise.all([startSite(env()), startSite(env())]);
  sites.push(a, b);
  await waitFor(
    async () => (await stateOf())?.state === "certificate_issued",
    90_000,
    "the certificate issued",
  );
  const { certificate_id: certificateId } = (await stateOf()) as { certificate_id: string };
  // One certificate, one idempotency key, one audit entry, no lease left.
  expect(await one<{ n: number }>(sql`select count(*)::int as n from certificates`)).toEqual([{ n: 1 }]);
  expect(await one<{ n: number }>(sql`select count(*)::int as n from certificate_idempotency_keys`)).toEqual([
    { n: 1 },
  ]);
  expect(
    await one<{ action: string }>(
      sql`select action from review_audit where request_id = ${requestId} order by id`,
    ),
  ).toEqual([{ action: "claim" }, { action: "verdict.final" }, { action: "certificate" }]);
  expect(await one<{ n: number }>(sql`select count(*)::int as n from review_issuance`)).toEqual([{ n: 0 }]);
  // A few more passes of both processes change nothing.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(await one<{ n: number }>(sql`select count(*)::int as n from certificates`)).toEqual([{ n: 1 }]);

  for (const site of [a, b]) {
    const vault = await call(`${site.url}/api/vault`, "GET", undefined, { token: owner.token });
    expect(vault.status).toBe(200);
    expect(JSON.stringify(vault.json.data).split(certificateId).length - 1).toBeGreaterThanOrEqual(1);
  }
  const lookup = await call(`${b.url}/api/certificates/${certificateId}`, "GET");
  expect(lookup.status).toBe(200);
  expect(lookup.json.data.credentialSubject).toMatchObject({
    certificateId,
    result: "authentic",
    confidence: 98,
    conditionGrade: 9,
  });
  expect(lookup.json.data.evidence).toMatchObject({ outcome: "authentic", confidence: 98 });
}, 600_000);
