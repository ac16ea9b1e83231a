import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import multikeyContext from "@digitalbazaar/multikey-context";
import * as vc from "@digitalbazaar/vc";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCertificateId } from "#app/lib/certificate-id.ts";
import { readRawMail } from "./auth-mail.ts";
import { type Site, startSite, waitFor } from "./harness.ts";

/**
 * The certificate registry over real HTTP, on the built server with its embedded database.
 * Signatures are checked with Digital Bazaar's Data Integrity verifier, which shares no code with
 * the server's signer: it gets the credential, the DID document the server publishes and the
 * standard contexts, and nothing else of ours.
 */

const issuerKey = "issuer-key-for-tests-0123456789";
let site: Site;
/** The second instance: issuing off, and a lookup allowance of 5. */
let closed: Site;

beforeAll(async () => {
  [site, closed] = await Promise.all([
    startSite({ ISSUER_API_KEY: issuerKey, CERTIFICATE_LOOKUP_MAX: "1000000", PRIVACY_POLL_MS: "200" }),
    startSite({ CERTIFICATE_LOOKUP_MAX: "5", CERTIFICATE_LOOKUP_WINDOW_MS: "600000" }),
  ]);
});

afterAll(async () => {
  await Promise.all([site?.stop(), closed?.stop()]);
});

const body = {
  item: {
    category: "Handbags",
    brand: "Hermès",
    model: "Birkin 30",
    colour: "Gold Togo",
    reference: "X-123",
  },
  result: "authentic",
  confidence: 97,
  conditionGrade: 8,
  marketValue: { min: 18000, max: 24000, currency: "USD" },
  reviewedBy: "ai+human",
  date: "2026-11-20",
};

// Answers and credentials are read field by field, as JSON from the wire.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Json = any;
type Answer = {
  status: number;
  json: { status?: string; message?: string; data?: Json };
  headers: Headers;
  text: string;
};

async function call(
  base: string,
  method: string,
  path: string,
  options: {
    body?: unknown;
    raw?: string;
    type?: string;
    headers?: Record<string, string>;
    key?: string | null;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key !== null) headers.Authorization ??= `Bearer ${options.key ?? issuerKey}`;
  if (options.body !== undefined || options.raw !== undefined)
    headers["Content-Type"] ??= options.type ?? "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let json = {};
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, headers: res.headers, text };
}

const issue = (payload: unknown = body, headers: Record<string, string> = {}) =>
  call(site.url, "POST", "/api/certificates", { body: payload, headers });

/**
 * A document loader for the independent verifier: the W3C and Multikey contexts from their
 * packages, and from the server only what a verifier on the internet would fetch: the DID
 * document (and its keys) and the site's context.
 */
async function verifierLoader(base: string) {
  const did = (await (await fetch(`${base}/.well-known/did.json`)).json()) as {
    id: string;
    verificationMethod: { id: string }[];
  };
  const siteContext = await (await fetch(`${base}/credentials/v1`)).json();
  const documents = new Map<string, unknown>([
    ["https://www.w3.org/ns/credentials/v2", credentialContexts.get("https://www.w3.org/ns/credentials/v2")],
    [
      "https://w3id.org/security/multikey/v1",
      multikeyContext.contexts.get("https://w3id.org/security/multikey/v1"),
    ],
    [did.id, did],
  ]);
  for (const method of did.verificationMethod)
    documents.set(method.id, { "@context": "https://w3id.org/security/multikey/v1", ...method });
  return {
    did,
    loader: async (url: string) => {
      if (url.endsWith("/credentials/v1"))
        return { contextUrl: null, documentUrl: url, document: siteContext };
      const document = documents.get(url);
      if (!document) throw new Error(`not available: ${url}`);
      return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
    },
  };
}

/** Whether a status list credential has bit `index` set (index 0: the first byte's highest bit). */
function bitOf(list: { credentialSubject: { encodedList: string } }, index: number): boolean {
  const bytes = gunzipSync(Buffer.from(list.credentialSubject.encodedList.slice(1), "base64url"));
  return ((bytes[index >> 3] ?? 0) >> (7 - (index % 8))) % 2 === 1;
}

async function verify(credential: unknown, base = site.url) {
  const { loader } = await verifierLoader(base);
  const suite = new DataIntegrityProof({ cryptosuite });
  return vc.verifyCredential({
    credential,
    suite,
    documentLoader: loader,
    // The status is checked as a verifier would: fetch the list, verify its own proof, read the bit.
    checkStatus: async ({
      credential: c,
    }: {
      credential: { credentialStatus: { statusListIndex: string } };
    }) => {
      const list = await (await fetch(`${base}/credentials/status/1`)).json();
      const listCheck = await vc.verifyCredential({ credential: list, suite, documentLoader: loader });
      if (!listCheck.verified) return { verified: false, error: new Error("status list signature") };
      const revoked = bitOf(list, Number(c.credentialStatus.statusListIndex));
      return revoked ? { verified: false, error: new Error("revoked") } : { verified: true };
    },
  });
}

describe("issuing", () => {
  it("issues a signed credential that an independent verifier accepts", async () => {
    const answer = await issue();
    expect(answer.status).toBe(201);
    expect(answer.json.status).toBe("success");
    expect(answer.json.message).toBe("Certificate issued.");
    const { id, verifyUrl, credential } = answer.json.data;
    expect(checkCertificateId(id)).toEqual({ ok: true, id });
    expect(verifyUrl).toBe(`http://localhost:${site.port}/verify/${id}`);
    expect(credential.type).toEqual(["VerifiableCredential", "CollectCertificate"]);
    expect(credential.issuer).toBe(`did:web:localhost%3A${site.port}`);
    expect(credential["@context"][0]).toBe("https://www.w3.org/ns/credentials/v2");
    expect(credential.credentialSubject.item.brand).toBe("Hermès");
    expect(credential.credentialStatus.type).toBe("BitstringStatusListEntry");
    expect(credential.proof.cryptosuite).toBe("eddsa-rdfc-2022");

    const result = await verify(credential);
    expect(result.error ?? null).toBeNull();
    expect(result.verified).toBe(true);

    // The public lookup answers the same credential; the download is the bare file.
    const lookup = await call(site.url, "GET", `/api/certificates/${id.toLowerCase()}`, { key: null });
    expect(lookup.status).toBe(200);
    expect(lookup.json.data).toEqual(credential);
    const download = await fetch(`${site.url}/api/certificates/${id}?download=1`);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${id}.json"`);
    expect(await download.json()).toEqual(credential);
  });

  it("rejects the credential after any one field is changed", async () => {
    const { credential } = (await issue()).json.data;
    const changes: [string, (c: Json) => void][] = [
      ["result", (c) => (c.credentialSubject.result = "inconclusive")],
      ["confidence", (c) => (c.credentialSubject.confidence = 98)],
      ["brand", (c) => (c.credentialSubject.item.brand = "Hermes")],
      ["market value", (c) => (c.credentialSubject.marketValue.maxValue = 240000)],
      ["condition", (c) => (c.credentialSubject.conditionGrade = 9)],
      ["date", (c) => (c.credentialSubject.authenticationDate = "2026-11-21")],
      ["validFrom", (c) => (c.validFrom = "2020-01-01T00:00:00Z")],
      ["status index", (c) => (c.credentialStatus.statusListIndex = "999")],
      ["id", (c) => (c.id = `${c.id}X`)],
      ["added field", (c) => (c.credentialSubject.item.reference = "another")],
      ["proof date", (c) => (c.proof.created = "2020-01-01T00:00:00Z")],
    ];
    for (const [what, change] of changes) {
      const tampered = structuredClone(credential);
      change(tampered);
      const result = await verify(tampered);
      expect(result.verified, what).toBe(false);
    }
  });

  it("gives the same certificate for a retry with the same Idempotency-Key, and refuses it with another body", async () => {
    const key = `retry-${Date.now()}`;
    const first = await issue(body, { "Idempotency-Key": key });
    const again = await issue(body, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json.data.id).toBe(first.json.data.id);
    expect(again.json.message).toBe("This certificate was already issued for this Idempotency-Key.");
    const other = await issue({ ...body, confidence: 50 }, { "Idempotency-Key": key });
    expect(other.status).toBe(422);
    expect(other.json.data).toEqual({ field: "Idempotency-Key" });
    expect(other.json.message).toBe(
      "This Idempotency-Key was already used with a different body. Use a new Idempotency-Key for a new certificate.",
    );
  });

  it("answers 401 without the issuer key or with a wrong one, and 503 where issuing is off", async () => {
    const none = await call(site.url, "POST", "/api/certificates", { body, key: null });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(none.json.message).toBe("Send the issuer key in the Authorization header: Bearer <key>.");
    const wrong = await call(site.url, "POST", "/api/certificates", { body, key: "not-the-key" });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe("The issuer key is not valid.");
    const off = await call(closed.url, "POST", "/api/certificates", { body });
    expect(off.status).toBe(503);
    expect(off.json.message).toBe(
      "Issuing certificates is turned off on this server: ISSUER_API_KEY is not set.",
    );
    const offRevoke = await call(closed.url, "POST", "/api/certificates/CC-TP05-MW1M-RT16/revoke", {
      body: { reason: "test" },
    });
    expect(offRevoke.status).toBe(503);
  });

  it("names the field in the caller's language", async () => {
    const french = await issue({ ...body, conditionGrade: 11 }, { "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(french.status).toBe(400);
    expect(french.json.message).toBe("Le champ conditionGrade doit être compris entre 0 et 10.");
    const arabic = await issue(
      { ...body, item: { ...body.item, brand: undefined } },
      { "Accept-Language": "ar" },
    );
    expect(arabic.json.message).toBe("الحقل item.brand مفقود.");
    const category = await issue({ ...body, item: { ...body.item, category: "toys & FIGURES" } });
    expect(category.status).toBe(201);
    // Stored and signed as the category's id, as requests store it; the ids themselves are accepted.
    expect(category.json.data.credential.credentialSubject.item.category).toBe("toys-figures");
    const byId = await issue({ ...body, item: { ...body.item, category: "trading-cards" } });
    expect(byId.status).toBe(201);
    const lookup = await call(site.url, "GET", `/api/certificates/${byId.json.data.id}`, { key: null });
    expect(lookup.json.data.credentialSubject.item.category).toBe("trading-cards");
    const unknown = await issue({ ...body, item: { ...body.item, category: "Spaceships" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(
      "The field item.category must be one of: handbags, sneakers, clothing, shoes, accessories, watches, streetwear, toys-figures, trading-cards, cosmetic-products, jewelry.",
    );
  });
});

describe("the specification's sample, CC-2025-HB-48217", () => {
  it("is seeded with its decimal confidence, signed as shown, and accepted by the standard verifier", async () => {
    const lookup = await call(site.url, "GET", "/api/certificates/cc-2025-hb-48217", { key: null });
    expect(lookup.status).toBe(200);
    const credential = lookup.json.data;
    expect(credential.credentialSubject.certificateId).toBe("CC-2025-HB-48217");
    expect(credential.credentialSubject.confidence).toBe(98.6);
    expect(credential.credentialSubject.conditionGrade).toBe(9);
    expect(credential.credentialSubject.sample).toBe(true);
    const result = await verify(credential);
    expect(result.error ?? null).toBeNull();
    expect(result.verified).toBe(true);
    const tampered = structuredClone(credential);
    tampered.credentialSubject.confidence = 98.7;
    expect((await verify(tampered)).verified).toBe(false);
    // The older shape has no check character: an ID of that shape the registry does not hold is unknown, not a typo.
    const unknown = await call(site.url, "GET", "/api/certificates/CC-2025-HB-48218", { key: null });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Certificate not found");
  });

  it("verifies on /verify in four languages, its confidence written the language's way", async () => {
    const pages: [string, string][] = [
      ["", "98.6%"],
      ["/fr", "98,6\u00a0%"],
      ["/it", "98,6%"],
      ["/ae", "98.6\u200e%\u200e"],
    ];
    for (const [prefix, confidence] of pages) {
      const page = await fetch(`${site.url}${prefix}/verify/CC-2025-HB-48217`);
      expect(page.status, prefix).toBe(200);
      const html = await page.text();
      expect(html, prefix).toContain(`>${confidence}<`);
      expect(html, prefix).toContain("CC-2025-HB-48217");
    }
    // Typed as a visitor would, the form's address leads to the same certificate.
    const typed = await fetch(`${site.url}/ae/verify/check?id=cc%202025%20hb%2048217`, {
      redirect: "manual",
    });
    expect(typed.status).toBe(303);
    expect(typed.headers.get("location")).toBe("/ae/verify/CC-2025-HB-48217");
  });

  it("issues a decimal confidence and refuses a second decimal, in the caller's language", async () => {
    const answer = await issue({ ...body, confidence: 98.6 });
    expect(answer.status).toBe(201);
    expect(answer.json.data.credential.credentialSubject.confidence).toBe(98.6);
    expect((await verify(answer.json.data.credential)).verified).toBe(true);
    const again = await call(site.url, "GET", `/api/certificates/${answer.json.data.id}`, { key: null });
    expect(again.json.data.credentialSubject.confidence).toBe(98.6);
    const refused = await issue({ ...body, confidence: 98.65 }, { "Accept-Language": "fr" });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("Le champ confidence accepte au plus une décimale.");
  });
});

describe("the public page in the shared cache", () => {
  it("is one answer for every visitor without cookies, at most five seconds old, and never a signed-in visitor's", async () => {
    const { id } = (await issue()).json.data;
    const page = (headers: Record<string, string> = {}) => fetch(`${site.url}/verify/${id}`, { headers });
    const first = await page();
    const second = await page();
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5");
    const body = await first.text();
    // Shared answers carry no nonce: their scripts are allowed by hash, so one body serves everyone.
    expect(first.headers.get("content-security-policy")).not.toContain("'nonce-");
    expect(await second.text()).toBe(body);
    expect(body).toContain("Signature checked: issued by Collect");
    // A visitor with a cookie gets a page rendered for that request alone, with its own nonce.
    const own = await page({ Cookie: "collect-cookie-consent=all" });
    expect(own.headers.get("content-security-policy")).toMatch(/'nonce-[\w+/=-]+'/);
    await own.text();
    // A revocation shows within the cached page's five seconds.
    const revoked = await call(site.url, "POST", `/api/certificates/${id}/revoke`, {
      body: { reason: "Issued in error" },
    });
    expect(revoked.status).toBe(200);
    await waitFor(
      async () => ((await (await page()).text()).includes("Revoked on") ? true : undefined),
      15_000,
      "the revocation on the shared page",
    );
  });
});

describe("revocation", () => {
  it("sets the certificate's bit in the signed status list and the verifier then refuses it", async () => {
    const { id, credential } = (await issue()).json.data;
    const index = Number(credential.credentialStatus.statusListIndex);
    const before = await (await fetch(`${site.url}/credentials/status/1`)).json();
    expect(bitOf(before, index)).toBe(false);

    const missing = await call(site.url, "POST", `/api/certificates/${id}/revoke`, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe("The field reason is missing.");
    const revoked = await call(site.url, "POST", `/api/certificates/${id}/revoke`, {
      body: { reason: "Stolen item" },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.json.message).toBe("Certificate revoked.");
    const again = await call(site.url, "POST", `/api/certificates/${id}/revoke`, {
      body: { reason: "Stolen item" },
    });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe("This certificate was already revoked.");
    expect(again.json.data.revokedAt).toBe(revoked.json.data.revokedAt);

    const res = await fetch(`${site.url}/credentials/status/1`);
    expect(res.headers.get("content-type")).toMatch(/^application\/vc\+ld\+json/);
    const after = await res.json();
    expect(after.type).toEqual(["VerifiableCredential", "BitstringStatusListCredential"]);
    expect(bitOf(after, index)).toBe(true);
    const result = await verify(credential);
    expect(result.verified).toBe(false);
    expect(String((result.statusResult as { error?: Error } | undefined)?.error?.message)).toBe("revoked");

    const unknown = await call(site.url, "POST", "/api/certificates/CC-0000-0000-0000/revoke", {
      body: { reason: "x" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Certificate not found");
  });
});

describe("public lookups", () => {
  it("tells a typo from an unknown certificate, and limits lookups per address", async () => {
    const typo = await call(closed.url, "GET", "/api/certificates/CC-TP05-MW1M-RT17", { key: null });
    expect(typo.status).toBe(400);
    expect(typo.json.message).toBe("This certificate ID has a typo: check each character and try again.");
    const unknown = await call(closed.url, "GET", "/api/certificates/CC-0000-0000-0000", { key: null });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Certificate not found");
    // A sample of the embedded defaults.
    const sample = await call(closed.url, "GET", "/api/certificates/CC-TP05-MW1M-RT16", { key: null });
    expect(sample.status).toBe(200);
    expect(sample.json.data.credentialSubject.sample).toBe(true);
    expect((await verify(sample.json.data, closed.url)).verified).toBe(true);
    await call(closed.url, "GET", "/api/certificates/CC-TP05-MW1M-RT16", { key: null });
    await call(closed.url, "GET", "/api/certificates/CC-TP05-MW1M-RT16", { key: null });
    const limited = await call(closed.url, "GET", "/api/certificates/CC-TP05-MW1M-RT16", { key: null });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.json.message).toMatch(
      /^Too many lookups from this address\. Please wait \d+ seconds and try again\.$/,
    );
    // The verify pages share the allowance: the same address is turned away there too, in the page's language.
    const page = await fetch(`${closed.url}/fr/verify/CC-TP05-MW1M-RT16`);
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await page.text();
    expect(html).toMatch(
      /Trop de recherches depuis cette adresse\. Patientez \d+ secondes, puis réessayez\./,
    );
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain(">Retour à l’accueil</a>");
    const arabic = await fetch(`${closed.url}/ae/verify/CC-TP05-MW1M-RT16`);
    expect(arabic.status).toBe(429);
    const arabicHtml = await arabic.text();
    expect(arabicHtml).toContain('<html lang="ar" dir="rtl">');
    expect(arabicHtml).toContain(">العودة إلى الصفحة الرئيسية</a>");
  });

  it("publishes the DID document, the site's context and the status list with their types", async () => {
    const did = await fetch(`${site.url}/.well-known/did.json`);
    expect(did.headers.get("content-type")).toMatch(/^application\/did\+json/);
    expect(did.headers.get("cache-control")).toBe("public, max-age=3600");
    const document = await did.json();
    expect(document.id).toBe(`did:web:localhost%3A${site.port}`);
    expect(document.assertionMethod).toEqual(document.verificationMethod.map((m: { id: string }) => m.id));
    expect(document.verificationMethod[0].type).toBe("Multikey");
    const context = await fetch(`${site.url}/credentials/v1`);
    expect(context.headers.get("content-type")).toMatch(/^application\/ld\+json/);
    expect(Object.keys((await context.json())["@context"])).toContain("CollectCertificate");
  });
});

describe("10,000 bad bodies", () => {
  it("answers each with a 4xx naming the field, never a 5xx", async () => {
    let seed = 20261123;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const paths = [
      ["item"],
      ["item", "category"],
      ["item", "brand"],
      ["item", "model"],
      ["item", "colour"],
      ["item", "reference"],
      ["result"],
      ["confidence"],
      ["conditionGrade"],
      ["marketValue"],
      ["marketValue", "min"],
      ["marketValue", "max"],
      ["marketValue", "currency"],
      ["reviewedBy"],
      ["date"],
      ["ownerEmail"],
    ];
    const required = new Set([
      "item",
      "item.category",
      "item.brand",
      "item.model",
      "result",
      "confidence",
      "conditionGrade",
      "reviewedBy",
      "date",
    ]);
    const bad: unknown[] = [
      [],
      {},
      true,
      "x".repeat(201),
      -1,
      1.5,
      98.65,
      "",
      "2026-02-30",
      "USD1",
      "not an e-mail",
      1e300,
    ];
    const wrongValues = (path: string): unknown[] => (required.has(path) ? [...bad, null] : bad);
    type Case = { raw?: string; body?: unknown; type?: string };
    const cases: Case[] = [];
    while (cases.length < 10_000) {
      const kind = random();
      if (kind < 0.1) {
        const garbage = [
          "",
          "{",
          "[1,2",
          "null",
          "42",
          '"text"',
          "[]",
          '{"item":}',
          "\u0000\u0001",
          '{"a":1}}',
          "\ud800",
          "nul",
          "true",
        ];
        cases.push({ raw: pick(garbage) + (random() < 0.3 ? "x".repeat(Math.floor(random() * 50)) : "") });
      } else if (kind < 0.15) {
        cases.push({
          raw: JSON.stringify(body),
          type: pick([
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/xml",
            "application/octet-stream",
          ]),
        });
      } else if (kind < 0.18) {
        cases.push({ raw: `{"item":"${"y".repeat(20_000 + Math.floor(random() * 40_000))}"}` });
      } else if (kind < 0.2) {
        let nested = "1";
        for (let depth = Math.floor(random() * 2000); depth > 0; depth--) nested = `[${nested}]`;
        cases.push({ raw: `{"item":${nested}}` });
      } else {
        const copy = structuredClone(body) as Record<string, Json>;
        const path = pick(paths);
        const dotted = path.join(".");
        if (path.length === 2) copy[path[0] as string] ??= {};
        const parent = path.length === 2 ? copy[path[0] as string] : copy;
        const last = path[path.length - 1] as string;
        const action = random();
        if (action < 0.25 && required.has(dotted)) delete parent[last];
        else if (action < 0.35) copy[`extra${Math.floor(random() * 5)}`] = "surplus";
        else {
          const values = wrongValues(dotted).filter((v) => {
            // Values that would be fine for this field are not bad bodies.
            // A confidence is a percent with at most one decimal (98.6): 1.5 is fine, 1.55 is not.
            if (dotted === "confidence")
              return !(typeof v === "number" && Number.isInteger(v * 10) && v >= 0 && v <= 100);
            if (dotted === "conditionGrade")
              return !(typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 10);
            if (dotted.startsWith("marketValue.m")) return !(typeof v === "number" && v >= 0 && v <= 18000);
            if (dotted === "ownerEmail" || dotted === "marketValue") return v !== null;
            if (dotted === "item.brand" || dotted === "item.model")
              return typeof v !== "string" || v.trim() === "" || v.length > 200;
            if (dotted === "item.colour" || dotted === "item.reference")
              return v !== null && (typeof v !== "string" || v.length > 200);
            return true;
          });
          parent[last] = pick(values);
          if (random() < 0.2) copy.result = pick(["AUTHENTIC", "fake", 1, null]);
        }
        cases.push({ body: copy });
      }
    }
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const c = cases[next++] as Case;
        const answer = await call(site.url, "POST", "/api/certificates", {
          raw: c.raw ?? JSON.stringify(c.body),
          type: c.type ?? "application/json",
        });
        const field = answer.json.data?.field;
        const named =
          typeof field === "string" &&
          field.length > 0 &&
          (["body", "Content-Type"].includes(field) || String(answer.json.message).includes(field));
        if (answer.status < 400 || answer.status >= 500 || !named)
          failures.push(
            `${answer.status} ${answer.text.slice(0, 200)} <- ${(c.raw ?? JSON.stringify(c.body)).slice(0, 200)}`,
          );
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures.slice(0, 10)).toEqual([]);
    expect(failures.length).toBe(0);
  }, 600_000);
});

describe("the vault", () => {
  async function register(email: string, name: string): Promise<string> {
    const res = await call(site.url, "POST", "/api/auth/register", {
      body: { email, name, password: "a long and unusual passphrase 42" },
      key: null,
    });
    expect(res.status, res.text).toBe(201);
    return res.json.data.token as string;
  }

  const openedLinks = new Set<string>();
  /** Opens the newest confirmation link the server e-mailed to `email` (DATA_DIR/mail without SMTP). */
  async function confirmAddress(email: string): Promise<void> {
    const dir = path.join(site.dataDir, "mail");
    const token = await waitFor(
      () => {
        const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".eml")) : [];
        for (const file of files) {
          const raw = readFileSync(path.join(dir, file), "utf8");
          if (!new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "im").test(raw)) continue;
          const found = /\/app\/verify-email\?token=([\w-]{43})/.exec(readRawMail(raw).text)?.[1];
          if (found && !openedLinks.has(found)) return found;
        }
        return undefined;
      },
      30_000,
      `the confirmation e-mail to ${email}`,
    );
    openedLinks.add(token);
    const res = await call(site.url, "POST", "/api/auth/verify-email", { body: { token }, key: null });
    expect(res.status, res.text).toBe(200);
  }

  it("a deleted account leaves its certificates verifiable and detached: the address's next account does not get them", async () => {
    const dee = `dee.${Date.now()}@example.com`;
    const issued = await issue({ ...body, ownerEmail: dee });
    const id = issued.json.data.id as string;
    const first = { headers: { Authorization: `Bearer ${await register(dee, "Dee Example")}` }, key: null };
    await confirmAddress(dee);
    expect((await call(site.url, "GET", `/api/vault/${id}`, first)).status).toBe(200);
    const deletion = await call(site.url, "POST", "/api/auth/delete-account", {
      ...first,
      body: {
        reason: "Closing my account",
        immediate: true,
        currentPassword: "a long and unusual passphrase 42",
      },
    });
    expect(deletion.status, deletion.text).toBe(202);
    await waitFor(
      async () => ((await call(site.url, "GET", "/api/vault", first)).status === 401 ? true : undefined),
      30_000,
      "the account's deletion by the worker",
    );
    const publicView = await call(site.url, "GET", `/api/certificates/${id}`, { key: null });
    expect(publicView.status).toBe(200);
    const second = { headers: { Authorization: `Bearer ${await register(dee, "Dee Again")}` }, key: null };
    await confirmAddress(dee);
    expect((await call(site.url, "GET", "/api/vault", second)).json.data.certificates).toEqual([]);
  });

  it("keeps certificates and transfers sent to an address out of the vault until the address is confirmed", async () => {
    const stamp = Date.now();
    const cy = `cy.${stamp}@example.com`;
    const issued = await issue({ ...body, ownerEmail: cy });
    const token = await register(cy, "Cy Example");
    const as = { headers: { Authorization: `Bearer ${token}` }, key: null };
    const before = await call(site.url, "GET", "/api/vault", as);
    expect(before.status).toBe(200);
    expect(before.json.data.certificates).toEqual([]);
    expect((await call(site.url, "GET", `/api/vault/${issued.json.data.id}`, as)).status).toBe(404);
    await confirmAddress(cy);
    const after = await call(site.url, "GET", "/api/vault", as);
    expect(after.json.data.certificates.map((c: { id: string }) => c.id)).toEqual([issued.json.data.id]);
  });

  it("lists, transfers, refuses, cancels and accepts", async () => {
    const stamp = Date.now();
    const ann = `ann.${stamp}@example.com`;
    const ben = `ben.${stamp}@example.com`;
    const issued = await issue({ ...body, ownerEmail: ann.toUpperCase() });
    const second = await issue({ ...body, item: { ...body.item, model: "Kelly 28" }, ownerEmail: ann });
    const id = issued.json.data.id as string;
    const annToken = await register(ann, "Ann Example");
    const benToken = await register(ben, "Ben Example");
    await confirmAddress(ann);
    const as = (token: string) => ({ headers: { Authorization: `Bearer ${token}` }, key: null });

    const anonymous = await call(site.url, "GET", "/api/vault", { key: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe("Sign in to open your vault.");

    const list = await call(site.url, "GET", "/api/vault", as(annToken));
    expect(list.status).toBe(200);
    expect(list.json.data.certificates.map((c: { id: string }) => c.id).sort()).toEqual(
      [id, second.json.data.id].sort(),
    );
    expect(list.json.data.certificates.find((c: { id: string }) => c.id === id)).toMatchObject({
      item: { brand: "Hermès", model: "Birkin 30" },
      result: "authentic",
      date: "2026-11-20",
      status: "valid",
      pendingTransfer: null,
    });
    expect(list.json.data.incoming).toEqual([]);
    // Ben sees none of Ann's certificates.
    expect((await call(site.url, "GET", `/api/vault/${id}`, as(benToken))).status).toBe(404);

    const toSelf = await call(site.url, "POST", `/api/vault/${id}/transfer`, {
      ...as(annToken),
      body: { email: ann },
    });
    expect(toSelf.status).toBe(400);
    expect(toSelf.json.message).toBe("You cannot transfer a certificate to yourself.");
    const badEmail = await call(site.url, "POST", `/api/vault/${id}/transfer`, {
      ...as(annToken),
      body: { email: "nope" },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toBe("The field email must be a valid e-mail address.");

    const started = await call(site.url, "POST", `/api/vault/${id}/transfer`, {
      ...as(annToken),
      body: { email: ben },
    });
    expect(started.status).toBe(201);
    expect(started.json.message).toBe(
      `Transfer started: the certificate stays in your vault until ${ben} accepts it.`,
    );
    const transferId = started.json.data.id as string;
    const twice = await call(site.url, "POST", `/api/vault/${id}/transfer`, {
      ...as(annToken),
      body: { email: ben },
    });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("A transfer of this certificate is already waiting. Cancel it first.");
    const pendingList = await call(site.url, "GET", "/api/vault", as(annToken));
    expect(
      pendingList.json.data.certificates.find((c: { id: string }) => c.id === id).pendingTransfer,
    ).toMatchObject({
      id: transferId,
      toEmail: ben,
    });

    // Until Ben confirms his address, the transfer waits and cannot be accepted with it.
    expect((await call(site.url, "GET", "/api/vault", as(benToken))).json.data.incoming).toEqual([]);
    const early = await call(site.url, "POST", `/api/vault/transfers/${transferId}/accept`, as(benToken));
    expect(early.status).toBe(403);
    expect(early.json.message).toBe(
      "Confirm your e-mail address first: certificates sent to it reach your vault once it is confirmed.",
    );
    await confirmAddress(ben);
    const incoming = await call(site.url, "GET", "/api/vault", as(benToken));
    expect(incoming.json.data.incoming).toMatchObject([
      { transferId, certificateId: id, item: { model: "Birkin 30" }, fromName: "Ann Example" },
    ]);
    // Only the sender cancels; only the recipient accepts.
    expect((await call(site.url, "DELETE", `/api/vault/transfers/${transferId}`, as(benToken))).status).toBe(
      404,
    );
    expect(
      (await call(site.url, "POST", `/api/vault/transfers/${transferId}/accept`, as(annToken))).status,
    ).toBe(404);

    const accepted = await call(site.url, "POST", `/api/vault/transfers/${transferId}/accept`, as(benToken));
    expect(accepted.status).toBe(200);
    expect(accepted.json.message).toBe("Transfer accepted: the certificate is now in your vault.");
    const benView = await call(site.url, "GET", `/api/vault/${id}`, as(benToken));
    expect(benView.status).toBe(200);
    expect(benView.json.data.transfers).toEqual([{ date: accepted.json.data.acceptedAt }]);
    expect(benView.json.data.signature.verified).toBe(true);
    expect((await call(site.url, "GET", `/api/vault/${id}`, as(annToken))).status).toBe(404);
    const annAfter = await call(site.url, "GET", "/api/vault", as(annToken));
    expect(annAfter.json.data.certificates.map((c: { id: string }) => c.id)).toEqual([second.json.data.id]);
    const acceptAgain = await call(
      site.url,
      "POST",
      `/api/vault/transfers/${transferId}/accept`,
      as(benToken),
    );
    expect(acceptAgain.status).toBe(409);

    // A certificate revoked while its transfer waits cannot be accepted.
    const third = await issue({ ...body, item: { ...body.item, model: "Constance 24" }, ownerEmail: ann });
    await call(site.url, "GET", "/api/vault", as(annToken));
    const waiting = await call(site.url, "POST", `/api/vault/${third.json.data.id}/transfer`, {
      ...as(annToken),
      body: { email: ben },
    });
    await call(site.url, "POST", `/api/certificates/${third.json.data.id}/revoke`, {
      body: { reason: "Re-examined" },
    });
    const late = await call(
      site.url,
      "POST",
      `/api/vault/transfers/${waiting.json.data.id}/accept`,
      as(benToken),
    );
    expect(late.status).toBe(409);
    expect(late.json.message).toBe("A revoked certificate cannot be transferred.");

    // A transfer cancelled by its sender; then the certificate is revoked and cannot move.
    const secondId = second.json.data.id as string;
    const other = await call(site.url, "POST", `/api/vault/${secondId}/transfer`, {
      ...as(annToken),
      body: { email: ben },
    });
    const cancelled = await call(
      site.url,
      "DELETE",
      `/api/vault/transfers/${other.json.data.id}`,
      as(annToken),
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.message).toBe("Transfer cancelled: the certificate stays in your vault.");
    expect(
      (await call(site.url, "DELETE", `/api/vault/transfers/${other.json.data.id}`, as(annToken))).status,
    ).toBe(409);
    expect((await call(site.url, "GET", "/api/vault", as(benToken))).json.data.incoming).toEqual([]);
    await call(site.url, "POST", `/api/certificates/${secondId}/revoke`, { body: { reason: "Re-examined" } });
    const revokedView = await call(site.url, "GET", `/api/vault/${secondId}`, as(annToken));
    expect(revokedView.json.data).toMatchObject({ status: "revoked" });
    expect(revokedView.json.data.revokedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const revokedTransfer = await call(site.url, "POST", `/api/vault/${secondId}/transfer`, {
      ...as(annToken),
      body: { email: ben },
    });
    expect(revokedTransfer.status).toBe(409);
    expect(revokedTransfer.json.message).toBe("A revoked certificate cannot be transferred.");
  });
});
