import { parseRegion } from "#app/i18n/regions.ts";

/**
 * The shared cache of pages rendered per request. A page is stored only when all of these hold:
 * - the request could have come from anyone: GET (HEAD is answered from it, never stored), no
 *   `Cookie`, no `Authorization`;
 * - the page says it may be shared: `Cache-Control` with `s-maxage=N`, or `public` with
 *   `max-age=N` (N > 0), and neither `private`, `no-store` nor `no-cache`;
 * - the answer is 200 or 404 and sets no cookie, and does not vary on `*`.
 * It is found again by path, query and the values of every header it varies on (`Vary`), for
 * N seconds. Pages that may be stored are rendered without a nonce (their inline scripts are
 * allowed by hash, like prerendered files), so no answer ever repeats another's nonce.
 * Memory is bounded in bytes; the least recently used pages go first.
 */

export interface StoredPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Milliseconds since the epoch after which the page is stale. */
  expires: number;
}

/**
 * Cookies that change a page rendered on the server. None today: the session lives in the
 * browser, and the consent and analytics cookies are read by scripts only. A page that starts to
 * read a cookie on the server names it here, and the page templates stop answering visitors who
 * carry it.
 */
export const pageCookies: readonly string[] = [];

/**
 * Whether this request may be answered from a page template (server/http/page-templates.ts):
 * GET or HEAD, no `Authorization`, and no cookie named in `pageCookies`. Other cookies, as the
 * analytics ones after consent, do not change those pages.
 */
export function requestMayUseTemplate(method: string, headers: Record<string, unknown>): boolean {
  if ((method !== "GET" && method !== "HEAD") || headers.authorization !== undefined) return false;
  const cookie = headers.cookie;
  if (cookie === undefined || pageCookies.length === 0) return true;
  const names = String(cookie)
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "");
  return !names.some((name) => pageCookies.includes(name));
}

/** Whether an answer to this request could be shared with every other visitor. */
export function requestMayShare(method: string, headers: Record<string, unknown>): boolean {
  return (
    (method === "GET" || method === "HEAD") &&
    headers.cookie === undefined &&
    headers.authorization === undefined
  );
}

/** Seconds a shared cache may keep a page with this `Cache-Control`; 0 when it may not. */
export function sharedLifetime(cacheControl: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name = "", value = ""] = part.trim().split("=");
    directives.set(name.trim(), value.trim().replace(/^"|"$/g, ""));
  }
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return 0;
  const seconds = (name: string) => {
    const value = directives.get(name);
    return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
  };
  const shared = seconds("s-maxage");
  if (shared !== undefined) return shared;
  if (directives.has("public")) return seconds("max-age") ?? 0;
  return 0;
}

/** Header names a page varies on, lower case; `null` for `Vary: *` (never the same twice). */
export function varyNames(vary: string | undefined): string[] | null {
  if (!vary) return [];
  const names = vary
    .split(",")
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes("*")) return null;
  // Compression happens after the cache (the cache holds the page before it is compressed).
  return names.filter((n) => n !== "accept-encoding").sort();
}

/** Whether `path` (no query) is certificate `id`'s verify page, in any language (`/verify/{id}`, `/fr/verify/{id}`). */
export function isCertificatePage(path: string, id: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const unprefixed = parseRegion(decoded).path.replace(/\/+$/, "");
  return unprefixed.toLowerCase() === `/verify/${id.toLowerCase()}`;
}

export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  /** For each path and query, the headers its page varies on. */
  private readonly vary = new Map<string, string[]>();
  private bytes = 0;

  readonly maxBytes: number;
  private readonly now: () => number;

  constructor(maxBytes: number, now: () => number = Date.now) {
    this.maxBytes = maxBytes;
    this.now = now;
  }

  private keyOf(url: string, names: string[], headers: Record<string, unknown>): string {
    return [url, ...names.map((n) => `${n}=${String(headers[n] ?? "")}`)].join("\n");
  }

  /** The page stored for this request, fresh, or undefined. */
  get(url: string, headers: Record<string, unknown>): StoredPage | undefined {
    const names = this.vary.get(url);
    if (!names) return undefined;
    const key = this.keyOf(url, names, headers);
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** Stores a page if the rules above allow it; returns whether it did. */
  set(
    url: string,
    requestHeaders: Record<string, unknown>,
    answer: { status: number; headers: Record<string, string | string[] | number | undefined>; body: Buffer },
  ): boolean {
    const { status, headers, body } = answer;
    if (status !== 200 && status !== 404) return false;
    if (headers["set-cookie"] !== undefined) return false;
    const cacheControl = headers["cache-control"];
    const seconds = sharedLifetime(
      Array.isArray(cacheControl) ? cacheControl.join(", ") : (cacheControl as string),
    );
    if (seconds <= 0) return false;
    const vary = headers.vary;
    const names = varyNames(Array.isArray(vary) ? vary.join(", ") : (vary as string | undefined));
    if (names === null) return false;
    const size = body.length + url.length + 512;
    if (size > this.maxBytes / 8) return false;
    const known = this.vary.get(url);
    if (known && known.join() !== names.join()) {
      // The page changed what it varies on: forget every stored variant of it.
      for (const key of [...this.pages.keys()])
        if (key === url || key.startsWith(`${url}\n`)) this.delete(key);
    }
    // Addresses are unbounded (every query is one): start the index afresh past a generous size.
    if (this.vary.size >= 100_000) {
      this.vary.clear();
      this.pages.clear();
      this.bytes = 0;
    }
    this.vary.set(url, names);
    const key = this.keyOf(url, names, requestHeaders);
    this.delete(key);
    const stored: [string, string][] = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || name === "content-length") continue;
      for (const v of Array.isArray(value) ? value : [value]) stored.push([name, String(v)]);
    }
    this.pages.set(key, { status, headers: stored, body, expires: this.now() + seconds * 1000 });
    this.bytes += size;
    while (this.bytes > this.maxBytes) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return true;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  /** Forgets every stored page (all variants, every query) whose address `matches` (its path, query left out). */
  purge(matches: (path: string) => boolean): number {
    let purged = 0;
    for (const url of [...this.vary.keys()]) {
      const q = url.indexOf("?");
      if (!matches(q === -1 ? url : url.slice(0, q))) continue;
      this.vary.delete(url);
      for (const key of [...this.pages.keys()])
        if (key === url || key.startsWith(`${url}\n`)) {
          this.delete(key);
          purged++;
        }
    }
    return purged;
  }

  private delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    const url = key.split("\n")[0] ?? key;
    this.bytes -= page.body.length + url.length + 512;
  }
}
