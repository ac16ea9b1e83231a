/**
 * After `react-router build`: makes prerendered pages paint from the HTML alone, before any other
 * request. Lighthouse's simulation (Lantern) counts every request that ends before the observed
 * largest paint as needed for it, one more round trip each; what a page asks for before its first
 * paint therefore decides whether LCP lands near 0.9 s or 1.2 s (measured, issue 2 notes).
 * - The stylesheet is inlined whole, so every state and every page reached by client-side
 *   navigation has its rules. Its `<link>` stays where React expects it during hydration (removing
 *   the element makes React discard the server HTML) but `disabled`, so it is never fetched.
 *   Measured: inlining only the rules a page's markup uses made LCP no better here, and applying
 *   the whole sheet afterwards cost a long style recalculation (Total Blocking Time).
 * - `modulepreload` links are dropped, and the hydration module is kept as inert text: the boot
 *   script below starts it once the first contentful paint is on screen. React re-adds the
 *   preload links after hydration, where they cost nothing.
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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const clientDir = path.resolve("build/client");

/** Id of the inert script that holds React Router's hydration module. */
const hydrationScriptId = "hydration";

/**
 * Runs in the page (serialised below with its source, so nothing outside it): once the first
 * contentful paint has happened, or at once in a hidden tab or a browser without paint timing,
 * it starts the hydration module. A late timer makes sure the page hydrates whatever happens.
 */
function bootHydration(scriptId: string, fallbackMs: number) {
  let started = false;
  const start = () => {
    const code = document.getElementById(scriptId);
    if (started || !code) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
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

export function optimiseHtml(html: string, readCss: (href: string) => string): string {
  let hydration = false;
  const out = html
    .replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g, (_whole, href: string) => {
      const css = readCss(href).replace(/<\/style/gi, "<\\/style");
      return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
    })
    .replace(/<link rel="modulepreload" href="[^"]+"\/?>/g, "")
    .replace(/<link rel="manifest" href="[^"]+"\/?>/g, "")
    .replace(/<script type="module" async="">/g, () => {
      if (hydration) throw new Error("more than one hydration module in a prerendered page");
      hydration = true;
      return `<script type="text/x-hydration" id="${hydrationScriptId}">`;
    });
  return hydration ? out.replace("</body>", `<script>${bootScript}</script></body>`) : out;
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
