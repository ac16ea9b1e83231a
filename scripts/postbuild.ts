/**
 * After `react-router build`: makes prerendered pages paint from the HTML alone.
 * - The stylesheet is inlined, so first paint waits for no request (measured: LCP 1.2-1.9 s as
 *   built, 0.65-0.9 s with CSS inline and no early module preloads). The `<link>` element stays
 *   where React expects it during hydration (removing it makes React discard the server HTML),
 *   but with `media="print"` it no longer blocks rendering.
 * - `modulepreload` links are dropped, so the hydration scripts do not compete with first paint;
 *   the module script that follows still loads them. React re-adds the links after hydration,
 *   where they cost nothing.
 * - Hashed scripts and stylesheets are compressed once, at the highest settings, beside the
 *   originals (`.br`, `.gz`); the server sends those instead of compressing on every request
 *   (measured on the React DOM chunk: 66 KB with on-the-fly brotli, 57 KB precompressed).
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const clientDir = path.resolve("build/client");

export function optimiseHtml(html: string, readCss: (href: string) => string): string {
  return html
    .replace(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g, (_whole, href: string) => {
      const css = readCss(href).replace(/<\/style/gi, "<\\/style");
      return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" media="print"/>`;
    })
    .replace(/<link rel="modulepreload" href="[^"]+"\/?>/g, "");
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
