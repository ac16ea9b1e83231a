/**
 * Scripts and stylesheets are sent as the `.br` and `.gz` files the build wrote beside them, not
 * compressed again on each request: the bytes on the wire are the file's bytes, with its length.
 * Prerendered pages are compressed once per encoding by the server and kept, not on each request.
 * Read with a raw HTTP client, which neither asks for nor undoes any encoding by itself.
 */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sharedRun } from "#server/http/gzip-splice.ts";
import { inlineStylesheet, readStylesheets } from "#server/http/html-shape.ts";
import { root, type Site, startSite } from "./harness.ts";

const assetDir = path.join(root, "build/client/assets");
let site: Site;

beforeAll(async () => {
  site = await startSite({ OUTBOX_WORKER: "false" });
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

function get(
  url: string,
  acceptEncoding: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

const originals = readdirSync(assetDir).filter((f) => /\.(js|css)$/.test(f));

describe("precompressed scripts and stylesheets", () => {
  test("the build wrote a .br and a .gz beside every script and stylesheet, each the original once unpacked", () => {
    expect(originals.some((f) => f.endsWith(".css"))).toBe(true);
    expect(originals.length).toBeGreaterThan(20);
    for (const name of originals) {
      const original = readFileSync(path.join(assetDir, name));
      expect(brotliDecompressSync(readFileSync(path.join(assetDir, `${name}.br`))).equals(original)).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(path.join(assetDir, `${name}.gz`))).equals(original)).toBe(true);
    }
  });

  // The largest script and the stylesheet: where compressing on the fly would differ the most.
  const largestScript = originals
    .filter((f) => f.endsWith(".js"))
    .sort(
      (a, b) => readFileSync(path.join(assetDir, b)).length - readFileSync(path.join(assetDir, a)).length,
    )[0];
  const stylesheet = originals.find((f) => f.endsWith(".css"));

  test.for([
    [largestScript, "br", "br", ".br"],
    [largestScript, "gzip, deflate", "gzip", ".gz"],
    [largestScript, "gzip, deflate, br", "br", ".br"],
    [stylesheet, "br", "br", ".br"],
    [stylesheet, "gzip", "gzip", ".gz"],
  ] as const)(
    "%s asked with Accept-Encoding '%s' is the %s file as built",
    async ([name, accept, encoding, suffix]) => {
      const file = readFileSync(path.join(assetDir, `${name}${suffix}`));
      const res = await get(`${site.url}/assets/${name}`, accept);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-length"]).toBe(String(file.length));
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers.vary).toContain("Accept-Encoding");
      expect(res.body.equals(file)).toBe(true);
    },
  );

  test("a client that takes no encoding gets the original file", async () => {
    const name = stylesheet as string;
    const res = await get(`${site.url}/assets/${name}`, "identity");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body.equals(readFileSync(path.join(assetDir, name)))).toBe(true);
  });
});

describe("prerendered pages", () => {
  const pricing = readFileSync(path.join(root, "build/client/pricing/index.html"));

  test.for([
    ["br", "br"],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br", "br"],
  ] as const)(
    "asked with Accept-Encoding '%s', /pricing comes compressed once, as %s, with its length",
    async ([accept, encoding]) => {
      const first = await get(`${site.url}/pricing`, accept);
      const again = await get(`${site.url}/pricing`, accept);
      for (const res of [first, again]) {
        expect(res.status).toBe(200);
        expect(res.headers["content-encoding"]).toBe(encoding);
        // A length, not a stream: the bytes were compressed before the answer started.
        expect(res.headers["content-length"]).toBe(String(res.body.length));
        expect(res.headers.vary).toContain("Accept-Encoding");
        expect(res.headers.etag).toMatch(new RegExp(`^"[\\w-]+-${encoding}"$`));
        const unpacked = encoding === "br" ? brotliDecompressSync(res.body) : gunzipSync(res.body);
        expect(unpacked.equals(pricing)).toBe(true);
      }
      // The same bytes for every visitor.
      expect(again.body.equals(first.body)).toBe(true);
      expect(first.body.length).toBeLessThan(pricing.length / 4);
    },
  );

  test("each encoding has its own validator, answered 304 when it matches", async () => {
    const br = await get(`${site.url}/pricing`, "br");
    const plain = await get(`${site.url}/pricing`, "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(pricing)).toBe(true);
    expect(plain.headers.etag).not.toBe(br.headers.etag);
    const revalidated = await new Promise<number>((resolve, reject) => {
      http
        .get(
          `${site.url}/pricing`,
          { headers: { "Accept-Encoding": "br", "If-None-Match": br.headers.etag ?? "" } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
        .on("error", reject);
    });
    expect(revalidated).toBe(304);
  });
});

describe("pages rendered per request", () => {
  const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
  test("gzip: the shared stylesheet deflated once, spliced in; the page the same once unpacked", async () => {
    // Each kind's template made first, so that every answer below comes from the same source.
    for (const warm of ["/scan-9/wp-login.php", "/xx/brands/warm", "/collectcard/explore/W", "/app/my-vault"])
      await get(`${site.url}${warm}`, "identity");
    const readCss = readStylesheets(path.join(root, "build/client"));
    for (const [address, headers] of [
      ["/scan-7/wp-login.php", { authorization: "Bearer x" }],
      ["/fr/scan-7", { authorization: "Bearer x" }],
      ["/app/login", { cookie: "session=1" }],
      // From templates (no nonce).
      ["/scan-8/wp-login.php", {}],
      ["/xx/brands/acme", {}],
      ["/collectcard/explore/CARD-8", {}],
      ["/app/my-vault", {}],
    ] as const) {
      const plain = await get(`${site.url}${address}`, "identity", headers);
      expect(plain.headers["content-encoding"], address).toBeUndefined();
      const html = plain.body.toString("utf8");
      const gz = await get(`${site.url}${address}`, "gzip, deflate", headers);
      expect(gz.status, address).toBe(plain.status);
      expect(gz.headers["content-encoding"], address).toBe("gzip");
      expect(gz.headers.vary, address).toContain("Accept-Encoding");
      expect(withoutNonces(gunzipSync(gz.body).toString("utf8")), address).toBe(withoutNonces(html));
      // The stylesheet's bytes, deflated once at build level, stand in the answer as they are.
      const href = /<style data-href="([^"]+)">/.exec(html)?.[1] ?? "";
      const run = sharedRun(inlineStylesheet(readCss, href));
      expect(gz.body.includes(run.deflated), address).toBe(true);
      // A browser asking for brotli gets it from the compression middleware, as before.
      const br = await get(`${site.url}${address}`, "gzip, deflate, br", headers);
      expect(br.headers["content-encoding"], address).toBe("br");
      expect(withoutNonces(brotliDecompressSync(br.body).toString("utf8")), address).toBe(
        withoutNonces(html),
      );
    }
  });
});
