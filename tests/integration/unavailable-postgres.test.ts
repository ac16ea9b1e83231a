import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Postgres, type Site, startPostgres, startSite, waitFor } from "./harness.ts";

/**
 * The database stopped under a running site (PostgreSQL 15, stopped with `pg_ctl stop -m
 * immediate`): every page rendered per request that needs it answers 503 in the visitor's
 * language, as the APIs do, with a reference that its log line also carries; prerendered pages
 * keep being served; the log holds no query and none of its values.
 */
const issuerKey = "issuer-key-for-unavailable-0123";
let pg: Postgres | undefined;
let site: Site | undefined;
let id = "";

beforeAll(async () => {
  pg = await startPostgres();
  site = await startSite({ DATABASE_URL: pg.url, ISSUER_API_KEY: issuerKey, OUTBOX_WORKER: "false" });
  const res = await fetch(`${site.url}/api/certificates`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${issuerKey}` },
    body: JSON.stringify({
      item: { category: "Watches", brand: "Rolex", model: "Daytona" },
      result: "authentic",
      confidence: 90,
      conditionGrade: 9,
      reviewedBy: "ai",
      date: "2026-11-21",
      ownerEmail: "owner.unavailable@example.com",
    }),
  });
  expect(res.status).toBe(201);
  id = ((await res.json()) as { data: { id: string } }).data.id;
  pg.stop();
  pg = undefined;
}, 300_000);

afterAll(async () => {
  await site?.stop();
  pg?.stop();
});

describe("the database stopped", () => {
  const pages: [string, string, string][] = [
    [
      "/verify/",
      "en",
      "This page cannot be shown right now: the service is unavailable for a moment. Please try again shortly.",
    ],
    [
      "/fr/verify/",
      "fr",
      "Cette page ne peut pas être affichée pour le moment : le service est momentanément indisponible. Veuillez réessayer dans un instant.",
    ],
    [
      "/it/verify/",
      "it",
      "Questa pagina non può essere mostrata in questo momento: il servizio non è disponibile. Riprovate tra poco.",
    ],
    [
      "/ae/verify/",
      "ar",
      "يتعذّر عرض هذه الصفحة الآن لأن الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مجددًا بعد قليل.",
    ],
  ];

  for (const [prefix, language, sentence] of pages)
    it(`${prefix}{id} answers 503 in ${language}`, async () => {
      const res = await fetch(`${site?.url}${prefix}${id}`);
      expect(res.status).toBe(503);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(sentence);
      const reference = /<small>#([0-9a-f]{10})<\/small>/.exec(html)?.[1];
      expect(reference).toBeDefined();
      // The server wrote the line before answering; the harness reads its output a moment later.
      await waitFor(
        () => site?.output().includes(`"ref":"${reference}"`),
        10_000,
        "the reference in the log",
      );
    });

  it("the API answers 503 too, and prerendered pages are still served", async () => {
    const api = await fetch(`${site?.url}/api/certificates/${id}`, { headers: { "Accept-Language": "fr" } });
    expect(api.status).toBe(503);
    expect((await fetch(`${site?.url}/fr/verify`)).status).toBe(200);
    expect((await fetch(`${site?.url}/terms`)).status).toBe(200);
  });

  it("the log holds no query, no parameter and no address", () => {
    const log = site?.output() ?? "";
    expect(log).toContain("page failed: a service is unavailable");
    expect(log).not.toMatch(/params|Failed query|select "/i);
    expect(log).not.toContain("owner.unavailable@example.com");
  });
});
