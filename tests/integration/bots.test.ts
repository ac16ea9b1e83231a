/**
 * The built server against what scanners and crowds send, over real HTTP: every not-found page
 * and state in every language (answered without a render, exactly as a render would write it),
 * oversized headers and addresses, the per-address work budget, and no answer ever carrying
 * what was rendered for another visitor.
 */
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { regions } from "#app/i18n/regions.ts";
import { compileRoutes } from "#server/http/page-templates.ts";
import { inlineScriptHashes } from "#server/http/security-headers.ts";
import messagesAr from "../../app/i18n/messages/ar.json" with { type: "json" };
import messagesEn from "../../app/i18n/messages/en.json" with { type: "json" };
import messagesFr from "../../app/i18n/messages/fr.json" with { type: "json" };
import messagesIt from "../../app/i18n/messages/it.json" with { type: "json" };
import brandsAr from "../../app/pages/brands/copy/ar.json" with { type: "json" };
import brandsEn from "../../app/pages/brands/copy/en.json" with { type: "json" };
import brandsFr from "../../app/pages/brands/copy/fr.json" with { type: "json" };
import brandsIt from "../../app/pages/brands/copy/it.json" with { type: "json" };
import placesAr from "../../app/pages/places/copy/ar.json" with { type: "json" };
import placesEn from "../../app/pages/places/copy/en.json" with { type: "json" };
import placesFr from "../../app/pages/places/copy/fr.json" with { type: "json" };
import placesIt from "../../app/pages/places/copy/it.json" with { type: "json" };
import busyAr from "../../server/http/copy/ar.json" with { type: "json" };
import busyFr from "../../server/http/copy/fr.json" with { type: "json" };
import { root, type Site, startSite } from "./harness.ts";

type Language = "en" | "fr" | "it" | "ar";
const messages = { en: messagesEn, fr: messagesFr, it: messagesIt, ar: messagesAr };
const brands = { en: brandsEn, fr: brandsFr, it: brandsIt, ar: brandsAr };
const places = { en: placesEn, fr: placesFr, it: placesIt, ar: placesAr };

/** Each kind of not-found answer: an address of it, and its heading and sentence per language. */
const variants: { name: string; path: string; words: (l: Language) => { title: string; text: string } }[] = [
  {
    name: "unknown address",
    path: "/wp-admin/setup-config.php",
    words: (l) => ({
      title: `404 ${messages[l].errors.notFoundTitle}`,
      text: messages[l].errors.notFoundText,
    }),
  },
  { name: "unknown brand", path: "/brands/no-such-brand", words: (l) => brands[l].notFound.brand },
  {
    name: "unknown category",
    path: "/categories/no-such-category",
    words: (l) => brands[l].notFound.category,
  },
  {
    name: "unknown category to authenticate",
    path: "/authenticate/no-such-category",
    words: (l) => brands[l].notFound.category,
  },
  { name: "unknown city", path: "/locations/atlantis", words: (l) => places[l].city.notFound },
  { name: "unknown market", path: "/market-data/no-such-market", words: (l) => places[l].market.notFound },
];

const prefixes: { prefix: string; language: Language }[] = [
  { prefix: "", language: "en" },
  ...regions.map((r) => ({ prefix: `/${r.prefix}`, language: r.language as Language })),
];

const decode = (s: string) =>
  s
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, "\u00a0");
const heading = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
/** What a visitor who accepted analytics carries. */
const analyticsCookies = "_ga=GA1.1.123456789.1764300000; _ga_X1=GS1.1.1764300000.1.0.1764300000.0.0.0";

let site: Site;
let small: Site;

beforeAll(async () => {
  site = await startSite({ OUTBOX_WORKER: "false" });
  // Three renders, then one more every ten seconds.
  small = await startSite({ OUTBOX_WORKER: "false", PAGE_BUDGET_BURST: "3", PAGE_BUDGET_PER_SECOND: "0.1" });
}, 600_000);

afterAll(async () => {
  await Promise.all([site?.stop(), small?.stop()]);
});

describe("not-found pages in every language", () => {
  for (const variant of variants) {
    test(`${variant.name}: 404 with its words, under every prefix, the same page a render writes`, async () => {
      for (const { prefix, language } of prefixes) {
        const path = `${prefix}${variant.path}`;
        const res = await fetch(`${site.url}${path}`);
        const html = await res.text();
        const words = variant.words(language);
        expect(res.status, path).toBe(404);
        expect(heading(html), path).toBe(words.title);
        expect(decode(html), path).toContain(words.text);
        expect(html, path).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"`);
        expect(res.headers.get("cache-control"), path).toBe("no-cache");
        // Served without a nonce: its inline scripts are allowed by hash, like a prerendered file.
        expect(res.headers.get("content-security-policy"), path).toMatch(/script-src 'self' 'sha256-/);
        expect(res.headers.get("content-security-policy"), path).not.toContain("nonce-");
        expect(html, path).not.toContain("nonce=");
        // A visitor carrying cookies (analytics, after consent) gets the same page: no cookie
        // changes it.
        const withCookies = await fetch(`${site.url}${path}`, { headers: { cookie: analyticsCookies } });
        // An unprefixed made-up address of two segments or more (`/wp-admin/setup-config.php`)
        // included: it has its own template (issue 29).
        expect(withCookies.status, path).toBe(404);
        expect(withCookies.headers.get("content-security-policy"), path).not.toContain("nonce-");
        expect(await withCookies.text(), path).toBe(html);
        // A call with Authorization gets a page rendered for it alone, with a fresh nonce: the
        // same page but for its nonces.
        const rendered = await fetch(`${site.url}${path}`, { headers: { authorization: "Bearer x" } });
        const renderedHtml = await rendered.text();
        expect(rendered.status, path).toBe(404);
        expect(rendered.headers.get("content-security-policy"), path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
        expect(withoutNonces(renderedHtml), path).toBe(html);
      }
    });
  }

  test("the page names the address it was asked at, whatever that address", async () => {
    for (const path of ["/.env", "/phpmyadmin/index.php", "/fr/xmlrpc.php", "/ae/brands/acme"]) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      expect(html).toContain(`<link rel="canonical" href="http://localhost:${site.port}${path}"/>`);
    }
  });

  test("a parameterised page under an unknown region is answered from a template, as a render writes it", async () => {
    // Issue 29: `/xx/brands/acme` was rendered per request (a nonce in every answer).
    for (const path of ["/xx/brands/acme", "/qq/locations/atlantis", "/zz/market-data/no-such-market"]) {
      const res = await fetch(`${site.url}${path}`);
      const html = await res.text();
      expect(res.status, path).toBe(404);
      expect(heading(html), path).toBe(`404 ${messagesEn.errors.notFoundTitle}`);
      expect(html, path).toContain(`<link rel="canonical" href="http://localhost:${site.port}${path}"/>`);
      expect(res.headers.get("content-security-policy"), path).not.toContain("nonce-");
      expect(html, path).not.toContain("nonce=");
      const allowed = (res.headers.get("content-security-policy") ?? "").match(/'sha256-[^']+'/g) ?? [];
      expect(new Set(allowed), path).toEqual(new Set(inlineScriptHashes(html)));
      const withCookies = await fetch(`${site.url}${path}`, { headers: { cookie: analyticsCookies } });
      expect(await withCookies.text(), path).toBe(html);
      const rendered = await fetch(`${site.url}${path}`, { headers: { authorization: "Bearer x" } });
      expect(rendered.status, path).toBe(404);
      expect(rendered.headers.get("content-security-policy"), path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(withoutNonces(await rendered.text()), path).toBe(html);
    }
    // A known value under an unknown region: the same not-found page (rendered for it).
    const known = await fetch(`${site.url}/xx/brands/rolex`);
    expect(known.status).toBe(404);
    expect(heading(await known.text())).toBe(`404 ${messagesEn.errors.notFoundTitle}`);
  });

  test("HEAD answers 404 without a body", async () => {
    const res = await fetch(`${site.url}/wp-login.php`, { method: "HEAD" });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("");
  });
});

describe("the collect-card screen", () => {
  test("sends each card to its own address, in the browser's language", async () => {
    for (const [id, acceptLanguage, words] of [
      ["CARD-1", "fr-FR,fr;q=0.9", messagesFr.redirect],
      ["card_2", "en-US", messagesEn.redirect],
      ["33", "ar", messagesAr.redirect],
    ] as const) {
      const res = await fetch(`${site.url}/collectcard/explore/${id}`, {
        headers: { "accept-language": acceptLanguage },
      });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get("vary")).toContain("Accept-Language");
      expect(html).toContain(`content="0;url=https://collect.example.com/collect-cards/${id}"`);
      expect(heading(html)).toBe(words.title);
      expect(html).not.toContain("nonce=");
    }
  });
});

describe("the collect-card screen with a shared link's query string", () => {
  const query = "utm_source=share&utm_campaign=spring&x=a+b%20%zz!$()*,;:@/?~._-";
  test("keeps the query in its target, from its template, with or without cookies, as a render writes it", async () => {
    for (const [id, acceptLanguage] of [
      ["CARD-1", "fr-FR,fr;q=0.9"],
      ["card_2", "en-US"],
      ["33", "ar"],
    ] as const) {
      const path = `/collectcard/explore/${id}?${query}`;
      const headers = { "accept-language": acceptLanguage };
      const res = await fetch(`${site.url}${path}`, { headers });
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(html, path).toContain(
        `content="0;url=https://collect.example.com/collect-cards/${id}?${query.replaceAll("&", "&amp;")}"`,
      );
      expect(html, path).toContain(
        `\\"https://collect.example.com/collect-cards/${id}?${query.replaceAll("&", "\\u0026")}\\"`,
      );
      // From the template: no nonce, its CSP allows exactly its inline scripts.
      expect(html, path).not.toContain("nonce=");
      const allowed = (res.headers.get("content-security-policy") ?? "").match(/'sha256-[^']+'/g) ?? [];
      expect(new Set(allowed), path).toEqual(new Set(inlineScriptHashes(html)));
      const withCookies = await fetch(`${site.url}${path}`, {
        headers: { ...headers, cookie: analyticsCookies },
      });
      expect(await withCookies.text(), path).toBe(html);
      // Exactly what a render for one request writes, but for its nonces.
      const rendered = await fetch(`${site.url}${path}`, {
        headers: { ...headers, authorization: "Bearer x" },
      });
      expect(rendered.headers.get("content-security-policy"), path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(withoutNonces(await rendered.text()), path).toBe(html);
    }
  });
});

describe("answers without a render", () => {
  test("their CSP allows exactly the inline scripts of the page sent", async () => {
    for (const path of [
      "/collectcard/explore/ABC-1",
      "/collectcard/explore/xyz",
      "/fr/no-such-page",
      "/xx/privacy",
      "/no-such-page",
      "/FR/privacy",
      "/app/login",
    ]) {
      const res = await fetch(`${site.url}${path}`);
      const html = await res.text();
      const allowed = (res.headers.get("content-security-policy") ?? "").match(/'sha256-[^']+'/g) ?? [];
      expect(new Set(allowed), path).toEqual(new Set(inlineScriptHashes(html)));
    }
  });

  test("the server tells a page's route as React Router does", async () => {
    const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
    const tree = (parentId: string | undefined): RouteObject[] =>
      Object.values(build.routes)
        .filter((r) => r?.parentId === parentId)
        .map((r) =>
          r?.index
            ? { id: r.id, index: true, path: r.path }
            : { id: r?.id, path: r?.path, children: tree(r?.id) },
        );
    const routes = tree(undefined);
    const match = compileRoutes(build.routes);
    const paths = [
      "/",
      "/fr",
      "/pricing",
      "/fr/pricing",
      "/brands/x",
      "/BRANDS/x",
      "/fr/brands/rolex",
      "/ae/locations/x",
      "/it/market-data/y",
      "/app",
      "/app/login",
      "/app/item/3",
      "/app/a/b/c",
      "/app/profile",
      "/app/profile/security",
      "/settings/privacy",
      "/collectcard/explore/9",
      "/fr/collectcard/explore/9",
      "/sitemap.xml",
      "/newsletter",
      "/x",
      "/x/y/z",
      "/fr/x",
      "/xx/privacy",
      "/FR/privacy",
      "/xx/brands/rolex",
      "/authenticate/foo",
      "/categories/a",
      "/guides/rolex-authentication",
      "/brands",
      "/locations",
      "/de/app/login",
      "/verify",
      "/verify/ABC",
      "/fr/verify/ABC",
    ];
    for (const p of paths) {
      const leaf = matchRoutes(routes, p)?.at(-1);
      expect(match(p), p).toEqual(leaf ? { id: leaf.route.id, params: leaf.params } : null);
    }
  });
});

/** Sends raw bytes and reads the status line of the answer. */
function rawStatus(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
    });
    socket.on("end", () => resolve(data.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

describe("oversized requests", () => {
  test("headers over 16 KB answer 431", async () => {
    const status = await rawStatus(
      site.port,
      `GET /pricing HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(status).toBe("HTTP/1.1 431 Request Header Fields Too Large");
  });

  test("an address over 2,048 characters answers 414, however long", async () => {
    for (const length of [3_000, 20_000]) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = httpRequest(`${site.url}/${"a".repeat(length)}`, (res) => {
          res.resume();
          resolve(res.statusCode);
        });
        req.on("error", reject);
        req.end();
      });
      expect(status, `${length} characters`).toBe(414);
    }
  });
});

describe("slow clients", () => {
  test("a connection that trickles its headers is answered 408 and closed, while pages keep answering", async () => {
    const socket = connect(site.port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
    });
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write("GET /pricing HTTP/1.1\r\nHost: localhost\r\n");
    let n = 0;
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Trickle-${n++}: 1\r\n`);
    }, 500);
    // Meanwhile, another visitor is served.
    expect((await fetch(`${site.url}/pricing`)).status).toBe(200);
    await closed;
    clearInterval(trickle);
    expect(received.split("\r\n")[0]).toBe("HTTP/1.1 408 Request Timeout");
  });
});

describe("work per address", () => {
  test("past its budget an address gets 429 with Retry-After in its language; files and not-found pages stay open", async () => {
    // Pages rendered for one caller (Authorization makes them so) spend the budget: three, then 429.
    const statuses: number[] = [];
    let busy: Response | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${small.url}/fr/brands/unknown-${i}`, {
        headers: { authorization: "Bearer x" },
      });
      statuses.push(res.status);
      if (res.status === 429) busy = res;
      else await res.text();
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(Number(busy?.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const html = (await busy?.text()) ?? "";
    expect(heading(html)).toBe(busyFr.busyTitle);
    expect(html).toContain('<html lang="fr" dir="ltr">');

    // The API too, in the language the call asks for.
    const api = await fetch(`${small.url}/api/auth/profile`, { headers: { "accept-language": "ar" } });
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const body = (await api.json()) as { status: string; message: string };
    expect(body.status).toBe("error");
    expect(body.message.startsWith(busyAr.busyText.slice(0, 20))).toBe(true);

    // What costs no render stays unlimited: prerendered pages, files, the not-found pages, the
    // collect-card screen and the in-app screens (a render would have cost a token: 429).
    for (let i = 0; i < 20; i++) {
      expect((await fetch(`${small.url}/pricing`)).status).toBe(200);
      expect((await fetch(`${small.url}/robots.txt`)).status).toBe(200);
      expect((await fetch(`${small.url}/no-such-page-${i}`)).status).toBe(404);
      expect((await fetch(`${small.url}/fr/brands/unknown-${i}`)).status).toBe(404);
      expect((await fetch(`${small.url}/ae/locations/city-${i}`)).status).toBe(404);
      expect((await fetch(`${small.url}/collectcard/explore/card-${i}`)).status).toBe(200);
      expect((await fetch(`${small.url}/app/my-vault`)).status).toBe(200);
      // Also for a visitor with cookies, and for a shared link's query string.
      const cookie = { headers: { cookie: analyticsCookies } };
      expect((await fetch(`${small.url}/no-such-page-${i}`, cookie)).status).toBe(404);
      expect(
        (await fetch(`${small.url}/collectcard/explore/card-${i}?utm_source=s${i}`, cookie)).status,
      ).toBe(200);
    }
  });
});

describe("no answer holds another visitor's page", () => {
  test("pages asked with a cookie or Authorization are rendered for that request alone, each with its own nonce", async () => {
    const nonces = new Set<string>();
    const askers: [string, Record<string, string>][] = [
      ["/app/my-vault", { cookie: "session=a" }],
      ["/app/my-vault", { cookie: "session=b" }],
      ["/collectcard/explore/CARD-9", { authorization: "Bearer x" }],
    ];
    for (const [path, headers] of askers) {
      const res = await fetch(`${site.url}${path}`, { headers });
      const html = await res.text();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeDefined();
      expect(html).toContain(`nonce="${nonce}"`);
      // Every nonce in the page is this answer's own.
      expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
      nonces.add(nonce as string);
    }
    expect(nonces.size).toBe(3);
  });

  test("pages shared between visitors carry no nonce at all", async () => {
    for (const path of ["/collectcard/explore/CARD-9", "/no-such-page", "/app/login", "/app/my-vault"]) {
      const first = await fetch(`${site.url}${path}`);
      const second = await fetch(`${site.url}${path}`);
      const [a, b] = [await first.text(), await second.text()];
      expect(a, path).toBe(b);
      expect(a, path).not.toContain("nonce=");
      expect(first.headers.get("content-security-policy"), path).not.toContain("nonce-");
    }
  });
});
