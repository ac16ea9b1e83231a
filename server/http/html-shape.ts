/**
 * The one HTML shape every page is sent in, prerendered or rendered per request: it paints from
 * the HTML alone, before any other request (decision records 006 and 011).
 * - The stylesheet is inlined whole. Its `<link>` stays where React expects it during hydration
 *   (removing the element makes React discard the server HTML) but `disabled`, so it is never
 *   fetched.
 * - `modulepreload` links are dropped, and the hydration module is kept as inert text: the boot
 *   script below starts it once the first contentful paint is on screen. React re-adds the
 *   preload links after hydration, where they cost nothing.
 * - The manifest link goes too: React 19 looks up `<link>` elements by their attributes when it
 *   hydrates and adds the missing one, so the manifest is still announced, after first paint.
 *
 * The page is read tag by tag, not matched with patterns, and it must look exactly as React and
 * React Router write it: one stylesheet link, one hydration module, links and scripts with the
 * attributes they are known to carry. Anything else throws a `PageShapeError` that says what was
 * expected and what was found, so a change in React's output cannot pass unnoticed.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Id of the inert script that holds React Router's hydration module. */
export const hydrationScriptId = "hydration";

/**
 * Runs in the page (serialised below with its source, so nothing outside it): once the first
 * contentful paint has happened, or at once in a hidden tab or a browser without paint timing,
 * it starts the hydration module. A late timer makes sure the page hydrates whatever happens.
 * The new script takes the inert one's nonce: a page rendered per request allows its inline
 * scripts by nonce, a prerendered file by hash (the inert text's hash then covers it).
 */
function bootHydration(scriptId: string, fallbackMs: number) {
  let started = false;
  const start = () => {
    const code = document.getElementById(scriptId);
    if (started || !code) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = code.nonce ?? "";
    script.textContent = code.textContent;
    document.body.appendChild(script);
  };
  const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
  if (document.visibilityState === "hidden" || !types.includes("paint")) return start();
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) setTimeout(start, 0);
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, fallbackMs);
}

export const bootScript = `(${bootHydration.toString()})(${JSON.stringify(hydrationScriptId)},3000)`;

/** A page that does not have the shape this module knows how to rewrite. */
export class PageShapeError extends Error {
  override name = "PageShapeError";
}

interface Tag {
  name: string;
  /** Attributes in their order; a value of `null` is an attribute written without `=`. */
  attrs: [string, string | null][];
  start: number;
  /** Index just after the tag, or after the closing tag of a `<script>` or `<style>`. */
  end: number;
  /** Text of a `<script>` or `<style>` element. */
  text?: string;
  closing: boolean;
}

/** A tag's or attribute's name, read where the scan stands (sticky: no copy of the rest of the page). */
const nameAt = /[A-Za-z0-9:_.-]+/y;

/** The name at `at` ("" when none). */
function readName(html: string, at: number): string {
  nameAt.lastIndex = at;
  return nameAt.exec(html)?.[0] ?? "";
}

/** Where in the page an offset is, for error messages: a few characters around it. */
function near(html: string, at: number): string {
  return JSON.stringify(html.slice(Math.max(0, at - 30), at + 50));
}

/**
 * Splits the page into tags (text between them is skipped). Accepts what React's serialiser
 * writes: lower-case names, attributes with double-quoted values or none, raw text in
 * `<script>` and `<style>`, comments. Anything else is unexpected serialisation.
 */
function readTags(html: string): Tag[] {
  const tags: Tag[] = [];
  let i = html.indexOf("<");
  while (i !== -1) {
    if (html.startsWith("<!--", i)) {
      const close = html.indexOf("-->", i + 4);
      if (close === -1) throw new PageShapeError(`an unclosed comment at ${near(html, i)}`);
      i = html.indexOf("<", close + 3);
      continue;
    }
    if (html.startsWith("<!", i)) {
      const close = html.indexOf(">", i);
      if (close === -1) throw new PageShapeError(`an unclosed declaration at ${near(html, i)}`);
      i = html.indexOf("<", close + 1);
      continue;
    }
    const start = i;
    const closing = html[i + 1] === "/";
    let j = closing ? i + 2 : i + 1;
    const name = readName(html, j);
    j += name.length;
    if (!name) throw new PageShapeError(`a "<" that starts no tag at ${near(html, start)}`);
    const attrs: [string, string | null][] = [];
    for (;;) {
      while (html[j] === " ") j++;
      if (html[j] === ">") {
        j++;
        break;
      }
      if (html.startsWith("/>", j)) {
        j += 2;
        break;
      }
      const attr = readName(html, j);
      j += attr.length;
      if (!attr || closing) throw new PageShapeError(`an unreadable tag at ${near(html, start)}`);
      if (html[j] !== "=") {
        attrs.push([attr, null]);
        continue;
      }
      if (html[j + 1] !== '"')
        throw new PageShapeError(`an attribute value without double quotes at ${near(html, j)}`);
      const close = html.indexOf('"', j + 2);
      if (close === -1) throw new PageShapeError(`an unclosed attribute value at ${near(html, j)}`);
      attrs.push([attr, html.slice(j + 2, close)]);
      j = close + 1;
    }
    const tag: Tag = { name: name.toLowerCase(), attrs, start, end: j, closing };
    if (!closing && (tag.name === "script" || tag.name === "style")) {
      const close = html.indexOf(`</${tag.name}>`, j);
      if (close === -1) throw new PageShapeError(`an unclosed <${tag.name}> at ${near(html, start)}`);
      tag.text = html.slice(j, close);
      tag.end = close + `</${tag.name}>`.length;
    }
    tags.push(tag);
    i = html.indexOf("<", tag.end);
  }
  return tags;
}

const attr = (tag: Tag, name: string) => tag.attrs.find(([n]) => n === name)?.[1];
const attrNames = (tag: Tag) => tag.attrs.map(([n]) => n).join(" ");
const describe = (html: string, tag: Tag) => html.slice(tag.start, Math.min(tag.end, tag.start + 120));

/**
 * Checks that a tag has exactly these attributes (in any order) and nothing else; on a page
 * rendered per request, also the response's nonce, which React writes on every link and script.
 */
function expectAttrs(html: string, tag: Tag, base: string[], what: string, nonce: string | undefined) {
  const expected = nonce === undefined ? base : [...base, "nonce"];
  const names = tag.attrs.map(([n]) => n).sort();
  if (names.join(" ") !== [...expected].sort().join(" "))
    throw new PageShapeError(
      `${what} with the attributes "${expected.join(" ")}", found "${attrNames(tag)}" in ${describe(html, tag)}`,
    );
  if (nonce !== undefined && attr(tag, "nonce") !== nonce)
    throw new PageShapeError(`${what} with this response's nonce, found ${describe(html, tag)}`);
}

export interface ShapeOptions {
  /** The stylesheet's text for an `/assets/...css` address; throws when the build has no such file. */
  readCss: (href: string) => string;
  /** The nonce of a page rendered per request; prerendered files have none (their CSP uses hashes). */
  nonce?: string;
}

/** Each `readCss`'s stylesheets as written into a page: escaped once, not per page. */
const escapedSheets = new WeakMap<ShapeOptions["readCss"], Map<string, string>>();

function escapedCss(readCss: ShapeOptions["readCss"], href: string): string {
  let sheets = escapedSheets.get(readCss);
  if (!sheets) {
    sheets = new Map();
    escapedSheets.set(readCss, sheets);
  }
  let css = sheets.get(href);
  if (css === undefined) {
    css = readCss(href).replace(/<\/style/gi, "<\\/style");
    sheets.set(href, css);
  }
  return css;
}

/** The stylesheet as a page carries it inline: the same text in every page of a build. */
export function inlineStylesheet(readCss: ShapeOptions["readCss"], href: string): string {
  return `<style data-href="${href}">${escapedCss(readCss, href)}</style>`;
}

/**
 * Rewrites a page as React Router wrote it into the shape above; throws `PageShapeError` when the
 * page is not in the shape expected (including a page already rewritten).
 */
export function shapeHtml(html: string, options: ShapeOptions): string {
  const nonce = options.nonce;
  const tags = readTags(html);
  const only = (name: string, closing: boolean) => {
    const found = tags.filter((t) => t.name === name && t.closing === closing);
    if (found.length !== 1)
      throw new PageShapeError(`expected one <${closing ? "/" : ""}${name}>, found ${found.length}`);
    return found[0] as Tag;
  };
  const headEnd = only("head", true).start;
  const bodyStart = only("body", false).end;
  const bodyEnd = only("body", true).start;

  const edits: { start: number; end: number; text: string }[] = [];
  const stylesheets: Tag[] = [];
  const modules: Tag[] = [];
  for (const tag of tags) {
    if (tag.closing) continue;
    if (tag.name === "style" && attr(tag, "data-href") !== undefined)
      throw new PageShapeError("the stylesheet is already inline: this page was rewritten before");
    if (tag.name === "link") {
      const rel = attr(tag, "rel");
      if (rel === "stylesheet") stylesheets.push(tag);
      else if (rel === "modulepreload") {
        expectAttrs(html, tag, ["rel", "href"], 'a <link rel="modulepreload">', nonce);
        edits.push({ start: tag.start, end: tag.end, text: "" });
      } else if (rel === "manifest") {
        expectAttrs(html, tag, ["rel", "href"], 'a <link rel="manifest">', nonce);
        edits.push({ start: tag.start, end: tag.end, text: "" });
      }
    }
    if (tag.name === "script") {
      const type = attr(tag, "type");
      if (type === "text/x-hydration")
        throw new PageShapeError("the hydration module is already inert: this page was rewritten before");
      if (attr(tag, "src") !== undefined)
        throw new PageShapeError(
          `no script fetched by address before first paint, found ${describe(html, tag)}`,
        );
      if (type === "module") modules.push(tag);
    }
  }

  if (stylesheets.length !== 1)
    throw new PageShapeError(
      `expected one <link rel="stylesheet" href="/assets/....css"> in the head, found ${stylesheets.length}`,
    );
  const sheet = stylesheets[0] as Tag;
  const href = attr(sheet, "href") ?? "";
  expectAttrs(html, sheet, ["rel", "href"], 'a <link rel="stylesheet">', nonce);
  if (sheet.start > headEnd || !/^\/assets\/[\w.-]+\.css$/.test(href))
    throw new PageShapeError(
      `expected the stylesheet from /assets/ in the head, found ${describe(html, sheet)}`,
    );
  edits.push({
    start: sheet.start,
    end: sheet.end,
    // The link as React wrote it, disabled.
    text: `${inlineStylesheet(options.readCss, href)}${html.slice(sheet.start, sheet.end).replace(/\/?>$/, ' disabled=""/>')}`,
  });

  if (modules.length !== 1)
    throw new PageShapeError(
      `expected one hydration module (<script type="module" async="">) in the body, found ${modules.length}`,
    );
  const module = modules[0] as Tag;
  expectAttrs(html, module, ["type", "async"], "the hydration module", nonce);
  if (attr(module, "async") !== "")
    throw new PageShapeError(`expected the hydration module async="", found ${describe(html, module)}`);
  if (module.start < bodyStart || module.end > bodyEnd)
    throw new PageShapeError("expected the hydration module inside <body>");
  if (!/^[\s;]*import\b/.test(module.text ?? ""))
    throw new PageShapeError(
      `expected the hydration module to start with an import, found ${describe(html, module)}`,
    );
  const nonceAttr = nonce === undefined ? "" : ` nonce="${nonce}"`;
  edits.push({
    start: module.start,
    end: module.end,
    text: `<script type="text/x-hydration" id="${hydrationScriptId}"${nonceAttr}>${module.text}</script>`,
  });
  edits.push({ start: bodyEnd, end: bodyEnd, text: `<script${nonceAttr}>${bootScript}</script>` });

  edits.sort((a, b) => a.start - b.start);
  let out = "";
  let at = 0;
  for (const edit of edits) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

/**
 * Reads the build's stylesheets once (`/assets/*.css` under `clientDir`) and returns a
 * `readCss` for `shapeHtml` that throws on an address the build does not have.
 */
export function readStylesheets(clientDir: string): (href: string) => string {
  const sheets = new Map<string, string>();
  const assets = path.join(clientDir, "assets");
  for (const name of readdirSync(assets)) {
    if (name.endsWith(".css")) sheets.set(`/assets/${name}`, readFileSync(path.join(assets, name), "utf8"));
  }
  return (href) => {
    const css = sheets.get(href);
    if (css === undefined) throw new PageShapeError(`the stylesheet ${href} is not in the build`);
    return css;
  };
}
