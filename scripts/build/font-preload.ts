/**
 * After postbuild: each prerendered page gets its language's house faces once its first
 * contentful paint is on screen, the way its hydration starts (decision 006).
 *
 * Lighthouse's simulation counts every request that ends before the observed largest paint as
 * needed for it. Faces declared in the page's stylesheet are asked for during the first layout
 * and, on a fast connection, arrive before that paint: measured here, they moved LCP from
 * 0.9-1.1 s to 1.2-1.7 s (one round trip and 45-90 KB more in the simulation), with or without a
 * preload. So the page paints first in the measured fallback faces of app/fonts.css (sized to
 * the house faces: the swap moves nothing), and the faces arrive right after.
 *
 * In the head, after the charset: `<style id="house-faces" media="print">` with the language's
 * `@font-face` rules (inert on screen until its media changes), and a small script that sets its
 * media to `all` at the first contentful paint (at once in a hidden tab or a browser without
 * paint timing; at the latest after two seconds). The server allows each inline script of a
 * prerendered file by its hash. React leaves extra elements of the head alone when it hydrates.
 *
 *   --remove   takes them out again (to measure a build without the house faces)
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { houseFaces } from "#app/data/fonts.ts";
import { isLanguage } from "#app/i18n/languages.ts";

const clientDir = path.resolve("build/client");
const charset = '<meta charSet="utf-8"/>';
export const facesId = "house-faces";

/** Runs in the page (serialised with its source): switches the faces on at first paint. */
function switchOnAtFirstPaint(id: string, latestMs: number) {
  const on = () => {
    const style = document.getElementById(id) as HTMLStyleElement | null;
    if (style) style.media = "all";
  };
  if (document.visibilityState === "hidden" || !("PerformanceObserver" in window)) return on();
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((e) => e.name === "first-contentful-paint")) {
        observer.disconnect();
        on();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    on();
  }
  setTimeout(on, latestMs);
}

const script = `(${switchOnAtFirstPaint.toString().replace(/\s+/g, " ")})(${JSON.stringify(facesId)},2000)`;
const added = new RegExp(
  `<style id="${facesId}" media="print">[^<]*</style><script[^>]*>[^<]*</script>`,
  "g",
);

/**
 * The page with its language's faces switched on after first paint (once, whatever ran before).
 * A page rendered per request would pass its CSP nonce for the script.
 */
export function addHouseFaces(html: string, nonce?: string): string {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (!isLanguage(lang)) throw new Error(`font-preload: no known lang on the page (${lang})`);
  if (!html.includes(charset)) throw new Error(`font-preload: no ${charset} in the head`);
  const tags = `<style id="${facesId}" media="print">${houseFaces[lang]}</style><script${nonce ? ` nonce="${nonce}"` : ""}>${script}</script>`;
  return html.replace(added, "").replace(charset, `${charset}${tags}`);
}

async function main() {
  const remove = process.argv.includes("--remove");
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const e of entries) {
    if (!e.isFile() || e.name !== "index.html") continue;
    const file = path.join(e.parentPath, e.name);
    const html = await readFile(file, "utf8");
    await writeFile(file, remove ? html.replace(added, "") : addHouseFaces(html));
    count++;
  }
  console.log(`font-preload: house faces ${remove ? "removed from" : "added to"} ${count} pages`);
}

if (import.meta.main) await main();
