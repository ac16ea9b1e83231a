/**
 * After postbuild: each prerendered page asks for the heading face of its language first thing
 * (`<link rel="preload" as="font">` right after the charset), so that the face is on its way
 * while the inline stylesheet is parsed. Done on the HTML rather than in the document component:
 * the component ships in every page's JavaScript, and the home page has no room for the table of
 * font addresses under its budget. React leaves an extra element in the head alone on hydration.
 *
 *   --remove   takes the links out again (to measure a build without them)
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { headingFont } from "#app/data/fonts.ts";
import { isLanguage } from "#app/i18n/languages.ts";

const clientDir = path.resolve("build/client");
const charset = '<meta charSet="utf-8"/>';
const linkOf = (href: string) =>
  `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin=""/>`;
const existing = /<link rel="preload" as="font" type="font\/woff2" href="[^"]*" crossorigin=""\/>/g;

/** The page with its heading face preloaded (once, whatever ran before). */
export function preloadHeadingFont(html: string): string {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (!isLanguage(lang)) throw new Error(`font-preload: no known lang on the page (${lang})`);
  if (!html.includes(charset)) throw new Error(`font-preload: no ${charset} in the head`);
  return html.replace(existing, "").replace(charset, `${charset}${linkOf(headingFont[lang])}`);
}

async function main() {
  const remove = process.argv.includes("--remove");
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const e of entries) {
    if (!e.isFile() || e.name !== "index.html") continue;
    const file = path.join(e.parentPath, e.name);
    const html = await readFile(file, "utf8");
    await writeFile(file, remove ? html.replace(existing, "") : preloadHeadingFont(html));
    count++;
  }
  console.log(`font-preload: ${remove ? "removed from" : "added to"} ${count} pages`);
}

if (import.meta.main) await main();
