/**
 * Pages rendered per request whose HTML differs from one address to the next only by the address
 * itself: the not-found page (any unknown path), the not-found states of the brand, category,
 * city and market pages (an unknown slug), any public page under a first segment that names no
 * region (`/xx/privacy`, `/xx/brands/acme`), and the collect-card redirect screen (any card id).
 *
 * Each is rendered once per kind (route, region, language) with a made-up value in place of the
 * part of the address that varies, kept, and answered by writing the asked value where the
 * made-up one stood. The in-app screens whose address names no item (`/app/login`,
 * `/app/my-vault`...) are kept whole the same way: their HTML holds no visitor's data (the
 * session lives in the browser and fills the screen after hydration). The server tells which kind an address is from the build's own route table
 * and the list of public pages: every known value of a parameterised page is prerendered and
 * served before this point, so a parameterised public page reaching here is an unknown value.
 *
 * A kind is trusted only after it proves itself: it is rendered twice with two different made-up
 * values, and the two pages must be the same but for those values (else every address of that
 * kind keeps being rendered in full). Values are accepted only in a plain alphabet (letters,
 * digits, `-`, `_`, `.`, `~`; no `%` escapes, no `.` or `..` segments), written the same in HTML text,
 * attributes and script strings, so substituting one is exactly what React would have written.
 *
 * A query string (a shared link's `?utm_...`) is a second value, on the not-found pages and the
 * collect-card screen only: the screen writes it into its target, in HTML (`&` as `&amp;`) and
 * in its loader data's script (`&` as `\u0026`). Where each occurrence stands decides its
 * escaping, and a third render with a query holding every character the alphabet allows must
 * come out exactly as the template writes it, or the kind is rendered in full with a query. The
 * alphabet is what a browser sends in a query unescaped, less `'` (which the target's URL
 * escapes) and `"`, `<`, `>`, `\` (which the escapings would have to know).
 *
 * None of these pages reads a cookie on the server, so a visitor carrying cookies (analytics
 * after consent) gets the not-found pages and the collect-card screen from their templates too,
 * unless a cookie named in `pageCookies` (server/http/shared-pages.ts) is sent. The in-app screens
 * keep being rendered in full for such a visitor.
 *
 * The stored pages carry no nonce: like prerendered files, their inline scripts are allowed by
 * hash, the hashes computed per answer only for a script a value is written into.
 */

import { createHash } from "node:crypto";
import { createRequestHandler, type ServerBuild } from "react-router";
import { appLoginPath, appSections } from "#app/data/app-sections.ts";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import { isRegionPrefix, regions } from "#app/i18n/regions.ts";
import { publicPages } from "#app/lib/public-pages.ts";
import { addHouseFaces } from "./house-faces.ts";
import { shapeHtml } from "./html-shape.ts";
import { type CspSources, contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

/** Two made-up values of the same length, in the plain alphabet, that no page can contain. */
const defaultTokenA = "zq7x0placeholder0aa";
const defaultTokenB = "zq7x0placeholder0bb";
/**
 * The same for an unprefixed made-up address of two segments or more: one segment alone would be
 * the home page under an unknown region, so the made-up value spans two.
 */
const deepTokens: [string, string] = [`${defaultTokenA}/zq7x0deep`, `${defaultTokenB}/zq7x0deep`];
/** The same for the query string. */
const searchA = "zq7x0query0aa=1";
const searchB = "zq7x0query0bb=1";
/** A query with every character of the query alphabet, to prove the escaping of each occurrence. */
const searchProbe = `${searchA}&b=c+d%20%zz!$()*,;:@/?~._-`;

const plainSearch = /^[A-Za-z0-9._~!$()*,;:@/?&=+%-]{1,1000}$/;

/** Where a value stands in a page, which decides how it is written there. */
type Slot = "value" | "search-html" | "search-script";

/** A text split where the values go: `parts` has one more element than `slots`. */
interface Split {
  parts: string[];
  slots: Slot[];
}

const plainSegment = /^(?!\.{1,2}$)[A-Za-z0-9._~-]{1,200}$/;
const plainPath = /^(\/(?!\.{1,2}(\/|$))[A-Za-z0-9._~-]{1,200}){1,12}$/;

export interface Template {
  status: number;
  headers: [string, string][];
  /** The page split where the values go, as bytes (an answer is then a copy, not an encoding). */
  parts: Buffer[];
  slots: Slot[];
  /** The CSP when no inline script holds a value. */
  csp: string | null;
  /** Otherwise: the hashes of the scripts without a value, and the others split where they go. */
  fixedHashes: string[];
  valueScripts: Split[];
}

export interface TemplateAnswer {
  status: number;
  headers: [string, string][];
  /** The page in pieces, written one after another (no copy of the whole page per answer). */
  body: Buffer[];
}

interface Kind {
  /** Identifies the kind: route id, region and, for the redirect screen, the words' language. */
  key: string;
  /** The address to render, with the value replaced by a made-up one. */
  url: (token: string) => string;
  /** Headers to render with (the redirect screen's words follow Accept-Language). */
  headers: Record<string, string>;
  value: string;
  /** The query string, without its `?` ("" for none). */
  search: string;
  /** Whether a visitor carrying cookies gets the template too. */
  anyVisitor: boolean;
  /** The two made-up values, when not `tokenA` and `tokenB`. */
  tokens?: [string, string];
}

/** Splits `text` where the made-up values stand, each occurrence with its escaping. */
function splitAtValues(text: string, token: string, inScript: (at: number) => boolean): Split {
  const parts: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of text.matchAll(new RegExp(`${token}|${searchA.replace(/[?=]/g, "\\$&")}`, "g"))) {
    parts.push(text.slice(from, match.index));
    slots.push(match[0] === token ? "value" : inScript(match.index) ? "search-script" : "search-html");
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return { parts, slots };
}

/** A value as it is written at a slot: the query's `&` as HTML or React Router's script writes it. */
function written(slot: Slot, value: string, search: string): string {
  if (slot === "value") return value;
  return search.replaceAll("&", slot === "search-html" ? "&amp;" : "\\u0026");
}

function fill(split: { parts: string[]; slots: Slot[] }, value: string, search: string): string {
  let text = split.parts[0] ?? "";
  split.slots.forEach((slot, i) => {
    text += written(slot, value, search) + (split.parts[i + 1] ?? "");
  });
  return text;
}

/** The ranges of the page's inline scripts' texts. */
function scriptRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const start = match.index + (match[1] ?? "").length;
    ranges.push([start, start + (match[2] ?? "").length]);
  }
  return ranges;
}

type BuildRoute = ServerBuild["routes"][string];

/** The in-app screens without an item in their address: the same page for every visitor. */
const appScreens = new Set(
  [appLoginPath, ...appSections.flatMap((section) => section.paths)].filter((p) => !p.includes(":")),
);

/** The text of each executable inline script, as `inlineScriptHashes` picks them. */
function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    texts.push(match[2] ?? "");
  }
  return texts;
}

const hashSource = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** A route of the build as one pattern over the whole path, ranked as React Router ranks it. */
interface CompiledRoute {
  id: string;
  pattern: RegExp;
  params: string[];
  score: number;
  /** The path's first segment, lower case, when it is a literal; null when a parameter or splat. */
  first: string | null;
}

/**
 * The build's route table, matched the way React Router matches it (whole path, case-insensitive,
 * a static segment outranking a parameter, a parameter outranking a splat) but compiled once:
 * React Router's own `matchRoutes` flattens and ranks the 370-odd routes on every call, which
 * costs more than answering the page.
 */
export function compileRoutes(
  routes: ServerBuild["routes"],
): (path: string) => { id: string; params: Record<string, string> } | null {
  const all = Object.values(routes).filter((r): r is NonNullable<BuildRoute> => r !== undefined);
  /** The route's whole path, once per way of writing it: an optional segment (`:region?`) is there or not. */
  const fullPaths = (route: NonNullable<BuildRoute>): string[][] => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    let own: string[][] = [[]];
    for (const segment of (route.path ?? "").split("/").filter(Boolean)) {
      const required = segment.replace(/\?$/, "");
      own =
        segment === required
          ? own.map((head) => [...head, segment])
          : [...own.map((head) => [...head, required]), ...own];
    }
    const above = parent ? fullPaths(parent) : [[]];
    return above.flatMap((head) => own.map((tail) => [...head, ...tail]));
  };
  const compiled: CompiledRoute[] = [];
  for (const route of all)
    for (const segments of fullPaths(route)) {
      const params: string[] = [];
      let score = segments.length + (route.index ? 2 : 0);
      let source = "^";
      for (const segment of segments) {
        if (segment === "*") {
          params.push("*");
          score -= 2;
          source += "(?:/(.*))?";
        } else if (segment.startsWith(":")) {
          params.push(segment.slice(1));
          score += 3;
          source += "/([^/]+)";
        } else {
          score += 10;
          source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
        }
      }
      const head = segments[0] ?? "";
      const first = head === "*" || head.startsWith(":") ? null : head.toLowerCase();
      compiled.push({ id: route.id, pattern: new RegExp(`${source}/?$`, "i"), params, score, first });
    }
  // Best first; equal scores keep the table's order, as React Router does.
  compiled.sort((a, b) => b.score - a.score);
  // Only the routes whose first segment is the address's own, or a parameter or splat, can match
  // it: each first segment gets that list, in rank order (a scan's made-up addresses then try a
  // handful of patterns instead of every one).
  const anyFirst = compiled.filter((route) => route.first === null);
  const byFirst = new Map<string, CompiledRoute[]>();
  for (const key of new Set(compiled.map((route) => route.first)))
    if (key !== null)
      byFirst.set(
        key,
        compiled.filter((route) => route.first === key || route.first === null),
      );
  return (path) => {
    const slash = path.indexOf("/", 1);
    const head = (slash === -1 ? path.slice(1) : path.slice(1, slash)).toLowerCase();
    for (const route of byFirst.get(head) ?? anyFirst) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.params.forEach((name, i) => {
        params[name] = match[i + 1] ?? "";
      });
      return { id: route.id, params };
    }
    return null;
  };
}

export interface PageTemplatesOptions {
  build: ServerBuild;
  sources: CspSources;
  readCss: (href: string) => string;
  /** The request context the build's routes read their services from. */
  loadContext: () => Promise<unknown>;
  /** Called when a kind fails its proof or its render (it is then rendered per request). */
  onRejected?: (key: string, reason: string) => void;
}

export function pageTemplates(options: PageTemplatesOptions) {
  const { build, sources, readCss } = options;
  const match = compileRoutes(build.routes);
  const all = Object.values(build.routes).filter((r): r is NonNullable<BuildRoute> => r !== undefined);
  const catchAll = all.find((r) => r.path === "*" && r.parentId === "root")?.id;
  const cardScreen = all.find((r) => r.path === "collectcard/explore/:id")?.id;
  /** Route ids of parameterised public pages, with their one parameter's name. */
  const parameterised = new Map<string, string>();
  /** The same with their unprefixed path, made for a value, and their known values (lower case). */
  const parameterisedPages = new Map<
    string,
    { path: (value: string) => string; known: Set<string> | null }
  >();
  /** Route ids of the public pages without a parameter, with their unprefixed path. */
  const fixed = new Map<string, string>();
  for (const page of publicPages) {
    const param = /:([A-Za-z]+)/.exec(page.path)?.[1];
    if (param) {
      parameterised.set(page.id, param);
      parameterisedPages.set(page.id, {
        path: (value) => page.path.replace(`:${param}`, value),
        // No list: the page's values are not known here (its loader may look them up).
        known: page.params ? new Set(page.params.map((value) => value.toLowerCase())) : null,
      });
    } else fixed.set(page.id, page.path === "/" ? "" : page.path);
  }
  const handle = createRequestHandler(build, "production");
  const templates = new Map<string, Promise<Template | null>>();

  /** The kind of page an address is, or null when it is not one this module answers. */
  function kindOf(path: string, search: string, acceptLanguage: string | undefined): Kind | null {
    if (search && !plainSearch.test(search)) return null;
    if (path.endsWith(".data") || path.startsWith("/__manifest") || !plainPath.test(path)) return null;
    if (appScreens.has(path)) {
      // A screen may read its query in the browser (`?next=`): rendered in full with one.
      if (search) return null;
      return { key: `screen ${path}`, url: () => path, headers: {}, value: "", search, anyVisitor: false };
    }
    const kind = pageKindOf(path, acceptLanguage);
    return kind && { ...kind, key: search ? `${kind.key} ?` : kind.key, search, anyVisitor: true };
  }

  function pageKindOf(
    path: string,
    acceptLanguage: string | undefined,
  ): Omit<Kind, "search" | "anyVisitor"> | null {
    const leaf = match(path);
    if (!leaf) return null;
    const id = leaf.id;
    if (id === catchAll) {
      const region = regions.find((r) => path.startsWith(`/${r.prefix}/`));
      // Without a prefix a made-up one-segment address is the home page under an unknown region
      // (below), not this route: this route's addresses have two segments or more, and so has
      // the made-up value its template is rendered with.
      if (!region)
        return {
          key: `${id} /`,
          url: (token) => `/${token}`,
          headers: {},
          value: path.slice(1),
          tokens: deepTokens,
        };
      const prefix = `/${region.prefix}`;
      const value = path.slice(prefix.length + 1);
      return { key: `${id} ${prefix}`, url: (token) => `${prefix}/${token}`, headers: {}, value };
    }
    // Every public page sits under the optional region segment, which takes any value: one that
    // names no region answers the not-found page (app/pages/not-found/region.tsx), the same for
    // every value in front of the same page.
    const region = leaf.params.region;
    if (region !== undefined && !isRegionPrefix(region)) {
      if (!plainSegment.test(region)) return null;
      const rest = fixed.get(id);
      if (rest !== undefined) {
        if (path !== `/${region}${rest}`) return null;
        return {
          key: `${id} unknown region`,
          url: (token) => `/${token}${rest}`,
          headers: {},
          value: region,
        };
      }
      // A parameterised page under an unknown region (`/xx/brands/acme`): the not-found page,
      // which writes the whole address; the made-up value is the whole address too, with both
      // of its varying segments made up, so that a page writing either alone fails the proof.
      const page = parameterisedPages.get(id);
      const param = parameterised.get(id);
      const value = param && leaf.params[param];
      if (!page || !value || !plainSegment.test(value) || path !== `/${region}${page.path(value)}`)
        return null;
      // A known value's own page loads its data: rendered in full (the proof covers made-up ones).
      if (!page.known || page.known.has(value.toLowerCase())) return null;
      return {
        key: `${id} unknown region`,
        url: (token) => `/${token}`,
        headers: {},
        value: path.slice(1),
        tokens: [
          `${defaultTokenA}${page.path(defaultTokenA)}`,
          `${defaultTokenB}${page.path(defaultTokenB)}`,
        ],
      };
    }
    const param = parameterised.get(id);
    if (param) {
      const value = leaf.params[param] ?? "";
      if (!plainSegment.test(value)) return null;
      const at = path.lastIndexOf(`/${value}`);
      if (at === -1 || at + value.length + 1 !== path.length) return null;
      return {
        key: `${id} ${region ?? ""}`,
        url: (token) => `${path.slice(0, at)}/${token}`,
        headers: {},
        value,
      };
    }
    if (id === cardScreen) {
      const value = leaf.params.id ?? "";
      if (!plainSegment.test(value)) return null;
      const language = languageOfAcceptLanguage(acceptLanguage);
      return {
        key: `${id} ${language}`,
        url: (token) => `/collectcard/explore/${token}`,
        headers: { "accept-language": language },
        value,
      };
    }
    return null;
  }

  async function render(url: string, headers: Record<string, string>) {
    const response = await handle(
      new Request(`http://localhost${url}`, { headers }),
      (await options.loadContext()) as never,
    );
    return { status: response.status, headers: [...response.headers.entries()], html: await response.text() };
  }

  async function makeTemplate(kind: Kind): Promise<Template | null> {
    const [tokenA, tokenB] = kind.tokens ?? [defaultTokenA, defaultTokenB];
    const address = (token: string, search: string) =>
      kind.search ? `${kind.url(token)}?${search}` : kind.url(token);
    try {
      const [a, b] = [
        await render(address(tokenA, searchA), kind.headers),
        await render(address(tokenB, searchB), kind.headers),
      ];
      const reject = (reason: string) => {
        options.onRejected?.(kind.key, reason);
        return null;
      };
      if (a.status !== b.status || (a.status !== 404 && a.status !== 200))
        return reject(`statuses ${a.status} and ${b.status}`);
      if (!(a.headers.find(([n]) => n === "content-type")?.[1] ?? "").startsWith("text/html"))
        return reject("not an HTML page");
      if (a.headers.some(([n]) => n === "set-cookie")) return reject("it sets a cookie");
      // The two renders differ only where the value stands.
      // Shaped like every page, with the house faces (their switch script is allowed by hash).
      const shaped = (page: string) => addHouseFaces(shapeHtml(page, { readCss }));
      const html = shaped(a.html);
      if (html.split(tokenA).join(tokenB).split(searchA).join(searchB) !== shaped(b.html))
        return reject("the page depends on the address beyond the values written in it");
      const ranges = scriptRanges(html);
      const page = splitAtValues(html, tokenA, (at) =>
        ranges.some(([start, end]) => at >= start && at < end),
      );
      if (kind.search) {
        // Each occurrence of the query written as the template would write it: proven on a query
        // holding every character the alphabet allows.
        const probe = await render(address(tokenA, searchProbe), kind.headers);
        if (shaped(probe.html) !== fill(page, tokenA, searchProbe))
          return reject("the query is not written as the template would write it");
      }
      const holdsValue = (text: string) => text.includes(tokenA) || text.includes(searchA);
      const scripts = inlineScripts(html);
      const valueScripts = scripts.filter(holdsValue).map((text) => splitAtValues(text, tokenA, () => true));
      const fixedHashes = inlineScriptHashes(
        scripts
          .filter((text) => !holdsValue(text))
          .map((text) => `<script>${text}</script>`)
          .join(""),
      );
      return {
        status: a.status,
        headers: a.headers.filter(([n]) => n !== "content-length" && n !== "content-type"),
        parts: page.parts.map((part) => Buffer.from(part, "utf8")),
        slots: page.slots,
        csp: valueScripts.length > 0 ? null : contentSecurityPolicy(sources, inlineScriptHashes(html)),
        fixedHashes,
        valueScripts,
      };
    } catch (error) {
      options.onRejected?.(kind.key, error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  /**
   * The answer for an address whose kind has a proven template; null when the address is of no
   * such kind (or its kind could not be proven), to be rendered in full.
   */
  async function answer(
    path: string,
    search: string,
    acceptLanguage: string | undefined,
    /** Whether the visitor carries cookies (none of which a page reads: see `pageCookies`). */
    withCookies = false,
  ): Promise<TemplateAnswer | null> {
    const kind = kindOf(path, search, acceptLanguage);
    if (!kind || (withCookies && !kind.anyVisitor)) return null;
    let pending = templates.get(kind.key);
    if (!pending) {
      pending = makeTemplate(kind);
      templates.set(kind.key, pending);
    }
    const template = await pending;
    if (!template) return null;
    const body: Buffer[] = [];
    template.parts.forEach((part, i) => {
      const slot = template.slots[i - 1];
      if (slot) body.push(Buffer.from(written(slot, kind.value, kind.search), "utf8"));
      body.push(part);
    });
    const csp =
      template.csp ??
      contentSecurityPolicy(sources, [
        ...template.fixedHashes,
        ...template.valueScripts.map((split) => hashSource(fill(split, kind.value, kind.search))),
      ]);
    return {
      status: template.status,
      headers: [...template.headers, ["content-security-policy", csp]],
      body,
    };
  }

  return { answer, kindOf, count: () => templates.size };
}
