/**
 * The certificate registry on a real PostgreSQL 15 shared by two server processes with one
 * signing key: issues from both at once never share an ID or a status-list index, revocations
 * from both at once all land in the one signed list, and no samples are seeded on a real database.
 */
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Postgres, type Site, startPostgres, startSite } from "./harness.ts";

const key = "issuer-key-for-postgres-tests";
let pg: Postgres;
let sites: Site[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  const shared = {
    DATABASE_URL: pg.url,
    ISSUER_API_KEY: key,
    ISSUER_SIGNING_KEY: randomBytes(32).toString("hex"),
    SITE_URL: "https://collect.example.com",
    CERTIFICATE_LOOKUP_MAX: "1000000",
  };
  // One after the other: the first applies the migrations.
  sites.push(await startSite(shared));
  sites.push(await startSite(shared));
}, 300_000);

afterAll(async () => {
  await Promise.all(sites.map((s) => s.stop()));
  sites = [];
  pg?.stop();
});

const body = {
  item: { category: "Watches", brand: "Omega", model: "Speedmaster" },
  result: "authentic",
  confidence: 90,
  conditionGrade: 9,
  reviewedBy: "ai",
  date: "2026-11-22",
};

async function post(site: Site, path: string, payload: unknown) {
  const res = await fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  });
  const json = (await res.json()) as {
    data: { id: string; credential: { issuer: string; credentialStatus: { statusListIndex: string } } };
  };
  return { status: res.status, json };
}

describe("certificates on PostgreSQL 15, two processes", () => {
  test("no samples on a real database", async () => {
    const res = await fetch(`${sites[0]?.url}/api/certificates/CC-TP05-MW1M-RT16`);
    expect(res.status).toBe(404);
  });

  test("concurrent issues get distinct IDs and indexes; concurrent revocations all reach the list", async () => {
    const issued = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(sites[i % 2] as Site, "/api/certificates", body)),
    );
    expect(issued.map((a) => a.status)).toEqual(Array(40).fill(201));
    const ids = issued.map((a) => a.json.data.id);
    const indexes = issued.map((a) => Number(a.json.data.credential.credentialStatus.statusListIndex));
    expect(new Set(ids).size).toBe(40);
    expect(new Set(indexes).size).toBe(40);
    expect(issued[0]?.json.data.credential.issuer).toBe("did:web:collect.example.com");

    const revoked = ids.slice(0, 20);
    const answers = await Promise.all(
      revoked.map((id, i) =>
        post(sites[i % 2] as Site, `/api/certificates/${id}/revoke`, { reason: "test" }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const list = (await (await fetch(`${sites[1]?.url}/credentials/status/1`)).json()) as {
      credentialSubject: { encodedList: string };
    };
    const bits = gunzipSync(Buffer.from(list.credentialSubject.encodedList.slice(1), "base64url"));
    const set = (index: number) => ((bits[index >> 3] ?? 0) >> (7 - (index % 8))) % 2 === 1;
    expect(indexes.map(set)).toEqual(indexes.map((_, i) => i < 20));
  });
});
