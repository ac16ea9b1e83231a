/**
 * After `react-router build`: makes prerendered pages paint from the HTML alone, before any other
 * request. Lighthouse's simulation (Lantern) counts every request that ends before the observed
 * largest paint as needed for it, one more round trip each; what a page asks for before its first
 * paint therefore decides whether LCP lands near 0.9 s or 1.2 s (measured, issue 2 notes).
 * - The rules of the stylesheet that can apply to the page as prerendered are inlined; the whole
 *   stylesheet stays linked where React expects it during hydration (removing the element makes
 *   React discard the server HTML) but `disabled`, so it is not fetched before first paint.
 * - `modulepreload` links are dropped, and the hydration module is kept as inert text: the boot
 *   script below starts it once the first contentful paint is on screen, after enabling the whole
 *   stylesheet, so nothing a script renders can lack its rules. React re-adds the preload links.
 * - The manifest link goes too: React 19 looks up `<link>` elements by their attributes when it
 *   hydrates and adds the missing one, so the manifest is still announced, after first paint.
 * - Hashed scripts and stylesheets are compressed once, at the highest settings, beside the
 *   originals (`.br`, `.gz`); the server sends those instead of compressing on every request
 *   (measured on the React DOM chunk: 66 KB with on-the-fly brotli, 57 KB precompressed).
 * The CSP hashes cover the inert module text and the boot script, since the server hashes every
 * inline script of a prerendered file (server/http/security-headers.ts).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import postcss from "postcss";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const clientDir = path.resolve("build/client");

/** Id of the inert script that holds React Router's hydration module. */
export const hydrationScriptId = "hydration";

/**
 * Runs in the page (serialised below with its source, so nothing outside it): when the first
 * contentful paint has happened, or at once in a hidden tab, it enables the whole stylesheet and,
 * once that has loaded (or failed), starts the hydration module. A late timer makes sure a
 * browser that reports no paint timing still hydrates.
 */
function bootHydration(scriptId: string, fallbackMs: number) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    let ran = false;
    const run = () => {
      const code = document.getElementById(scriptId);
      if (ran || !code) return;
      ran = true;
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = code.textContent;
      document.body.appendChild(script);
    };
    const sheet = document.querySelector('link[rel="stylesheet"][disabled]');
    if (!sheet) return run();
    sheet.addEventListener("load", run);
    sheet.addEventListener("error", run);
    setTimeout(run, fallbackMs);
    sheet.removeAttribute("disabled");
  };
  const types = window.PerformanceObserver?.supportedEntryTypes ?? [];
  if (document.visibilityState === "hidden" || !types.includes("paint")) return start();
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) setTimeout(start, 0);
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, fallbackMs);
}

export const bootScript = `(${bootHydration.toString()})(${JSON.stringify(hydrationScriptId)},3000)`;

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The class names a page's markup carries. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1] ?? "").split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** `\3a ` and `\:` to `:`: a class selector's name as written in markup. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|([^\n]))/g, (_all, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ""),
  );
}

/** The selector without `:not(...)` arguments and attribute conditions, which never require a class. */
function withoutOptionalParts(selector: string): string {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === "\\") {
      out += selector.slice(i, i + 2);
      i++;
    } else if (char === "[") {
      while (i < selector.length && selector[i] !== "]") i += selector[i] === "\\" ? 2 : 1;
    } else if (selector.startsWith(":not(", i)) {
      let depth = 0;
      for (; i < selector.length; i++) {
        if (selector[i] === "\\") i++;
        else if (selector[i] === "(") depth++;
        else if (selector[i] === ")" && --depth === 0) break;
      }
    } else out += char;
  }
  return out;
}

/**
 * Whether a selector can match in a page with these classes: every class it names is there.
 * A selector with a list inside (`:is(.a, .b)`) is kept, since one alternative may be enough.
 */
export function selectorMayMatch(selector: string, classes: Set<string>): boolean {
  const required = withoutOptionalParts(selector);
  if (required.includes(",")) return true;
  for (const match of required.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^\n]|[\w-]|\P{ASCII})+)/gu)) {
    if (!classes.has(unescapeIdentifier(match[1] ?? ""))) return false;
  }
  return true;
}

/** The stylesheet without the rules that cannot apply to a page with these classes. */
export function criticalCss(css: string, classes: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => selectorMayMatch(selector, classes));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Media queries and layers left empty go too (the layer order statement has no body).
  for (let emptied = true; emptied; ) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

export function optimiseHtml(html: string, readCss: (href: string) => string): string {
  const classes = classNamesIn(html);
  let hydration = false;
  const out = html
    .replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g, (_whole, href: string) => {
      const css = criticalCss(readCss(href), classes).replace(/<\/style/gi, "<\\/style");
      return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
    })
    .replace(/<link rel="modulepreload" href="[^"]+"\/?>/g, "")
    .replace(/<link rel="manifest" href="[^"]+"\/?>/g, "")
    .replace(/<script type="module" async="">/g, () => {
      if (hydration) throw new Error("more than one hydration module in a prerendered page");
      hydration = true;
      return `<script type="text/x-hydration" id="${hydrationScriptId}">`;
    });
  return hydration || out.includes('disabled=""/>')
    ? out.replace("</body>", `<script>${bootScript}</script></body>`)
    : out;
}

async function main() {
  const cssCache = new Map<string, string>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const pages = entries.filter((e) => e.isFile() && e.name.endsWith(".html"));
  for (const css of entries.filter((e) => e.isFile() && e.name.endsWith(".css"))) {
    const file = path.join(css.parentPath, css.name);
    cssCache.set(
      `/${path.relative(clientDir, file).split(path.sep).join("/")}`,
      await readFile(file, "utf8"),
    );
  }
  for (const page of pages) {
    const file = path.join(page.parentPath, page.name);
    const html = await readFile(file, "utf8");
    const out = optimiseHtml(html, (href) => {
      const css = cssCache.get(href);
      if (css === undefined) throw new Error(`${file}: stylesheet ${href} is not in the build`);
      return css;
    });
    await writeFile(file, out);
  }
  console.log(`postbuild: optimised ${pages.length} prerendered pages`);

  const assets = entries.filter(
    (e) => e.isFile() && /\.(js|css)$/.test(e.name) && e.parentPath.endsWith("assets"),
  );
  for (const asset of assets) {
    const file = path.join(asset.parentPath, asset.name);
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
  }
  console.log(`postbuild: precompressed ${assets.length} scripts and stylesheets`);
}

if (import.meta.main) await main();
