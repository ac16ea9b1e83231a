import { describe, expect, test } from "vitest";
import { PageCache, requestMayShare, sharedLifetime, varyNames } from "./shared-pages.ts";

const page = (headers: Record<string, string | string[]>, status = 200, body = "<p>page</p>") => ({
  status,
  headers,
  body: Buffer.from(body),
});

describe("what may be shared", () => {
  test("only GET and HEAD without a cookie or an authorization", () => {
    expect(requestMayShare("GET", {})).toBe(true);
    expect(requestMayShare("HEAD", { "accept-language": "fr" })).toBe(true);
    expect(requestMayShare("POST", {})).toBe(false);
    expect(requestMayShare("GET", { cookie: "consent=1" })).toBe(false);
    expect(requestMayShare("GET", { authorization: "Bearer x" })).toBe(false);
  });

  test("a page's own Cache-Control says for how long", () => {
    expect(sharedLifetime("public, max-age=0, s-maxage=5")).toBe(5);
    expect(sharedLifetime("public, max-age=60")).toBe(60);
    expect(sharedLifetime("max-age=60")).toBe(0);
    expect(sharedLifetime("no-cache")).toBe(0);
    expect(sharedLifetime("private, s-maxage=60")).toBe(0);
    expect(sharedLifetime("public, no-store, max-age=60")).toBe(0);
    expect(sharedLifetime(undefined)).toBe(0);
  });

  test("Vary names, and never a page that varies on everything", () => {
    expect(varyNames("Accept-Language, Accept-Encoding")).toEqual(["accept-language"]);
    expect(varyNames("*")).toBeNull();
  });
});

describe("the cache", () => {
  test("keeps a shared page for its lifetime, per value of the headers it varies on", () => {
    let now = 0;
    const cache = new PageCache(1_000_000, () => now);
    const shared = { "cache-control": "public, max-age=0, s-maxage=5", vary: "Accept-Language" };
    expect(cache.set("/verify/X", { "accept-language": "fr" }, page(shared, 200, "fr"))).toBe(true);
    expect(cache.get("/verify/X", { "accept-language": "fr" })?.body.toString()).toBe("fr");
    expect(cache.get("/verify/X", { "accept-language": "en" })).toBeUndefined();
    expect(cache.get("/verify/X?a=1", { "accept-language": "fr" })).toBeUndefined();
    now = 5_000;
    expect(cache.get("/verify/X", { "accept-language": "fr" })).toBeUndefined();
  });

  test("stores no answer that sets a cookie, is not 200 or 404, or does not say it may be shared", () => {
    const cache = new PageCache(1_000_000);
    const shared = { "cache-control": "s-maxage=60" };
    expect(cache.set("/a", {}, page({ ...shared, "set-cookie": "session=1" }))).toBe(false);
    expect(cache.set("/b", {}, page(shared, 500))).toBe(false);
    expect(cache.set("/c", {}, page({ "cache-control": "no-cache" }))).toBe(false);
    expect(cache.set("/d", {}, page(shared, 404))).toBe(true);
    expect(cache.size.pages).toBe(1);
  });

  test("stays within its size in bytes, dropping the least recently used page first", () => {
    const cache = new PageCache(8 * 1_600);
    const shared = { "cache-control": "s-maxage=60" };
    const body = "x".repeat(1_000);
    for (const path of ["/1", "/2", "/3", "/4", "/5", "/6", "/7", "/8", "/9", "/10"]) {
      cache.set(path, {}, page(shared, 200, body));
      cache.get("/1", {});
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(8 * 1_600);
    expect(cache.get("/1", {})).toBeDefined();
    expect(cache.get("/2", {})).toBeUndefined();
    expect(cache.get("/10", {})).toBeDefined();
  });
});
