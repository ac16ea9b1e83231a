import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Site, startSite } from "./harness.ts";

/**
 * The specification's last gaps of issue 32, over real HTTP against the built server: old
 * addresses under a language prefix, unknown API addresses.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite({});
}, 300_000);

afterAll(async () => {
  await site?.stop();
});

/** Status and Location of one GET, redirects not followed. */
function raw(path: string): Promise<{ status: number; location: string | undefined }> {
  const url = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("old addresses under a language prefix", () => {
  for (const [from, to] of [
    ["/fr/privacy-policy", "/fr/privacy"],
    ["/ae/contact", "/ae/contact-us"],
    ["/it/terms-conditions?ref=mail", "/it/terms?ref=mail"],
    ["/uk/cookie-policy/", "/uk/cookies"],
    ["/fr/app", "/fr"],
    ["/privacy-policy", "/privacy"],
  ] as const) {
    it(`${from} redirects permanently to ${to}`, async () => {
      expect(await raw(from)).toEqual({ status: 308, location: to });
    });
  }

  it("a prefix that is not a region's is not taken for one", async () => {
    expect((await raw("/xx/privacy-policy")).status).toBe(404);
  });
});

describe("an unknown /api address", () => {
  it("answers a JSON 404 in the caller's language, never the HTML page", async () => {
    for (const [language, message] of [
      ["en", "This API address does not exist."],
      ["fr", "Cette adresse de l’API n’existe pas."],
      ["it", "Questo indirizzo dell’API non esiste."],
      ["ar", "عنوان واجهة البرمجة هذا غير موجود."],
    ] as const) {
      for (const path of ["/api/nope", "/api/v2/certificates/x", "/api"]) {
        const res = await fetch(`${site.url}${path}`, { headers: { "Accept-Language": language } });
        expect(res.status, path).toBe(404);
        expect(res.headers.get("content-type"), path).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({ status: "error", message });
      }
    }
    const post = await fetch(`${site.url}/api/nothing-here`, { method: "POST", body: "{}" });
    expect(post.status).toBe(404);
    expect(((await post.json()) as { message: string }).message).toBe("This API address does not exist.");
  });
});
