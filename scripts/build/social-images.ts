/**
 * After postbuild: one social image (1200x630 PNG) per prerendered page, drawn from the page's own
 * title in its language, and named in the page's `og:image` and `twitter:image`.
 *
 * - Each page's title (its og:title without the brand suffix), `lang` and `dir` are read from the
 *   HTML. The image is an SVG drawn here (ink ground, a frame and rule in gold, the wordmark, the
 *   title in the display face: Cormorant, or Noto Naskh Arabic right to left) and rendered by
 *   resvg, which shapes Arabic (joining forms, marks) through rustybuzz. Satori is not used: it
 *   does not shape Arabic.
 * - The English region copies (/uk, /ca, ... /hk) carry the same words as the unprefixed English
 *   page, so they name its image; every other page has its own, at `/social/<path>.png`
 *   (`/social/index.png` for the home page, `/social/fr.png` for the French home page).
 * - The pages' `<meta>` tags are rewritten in the HTML: pages rendered per request keep the
 *   site-wide `/og-image.png` (rebuilt with `--site-image`), and the page's JavaScript is left as
 *   it was (the home page has no room under its budget for an image-naming function).
 * - Renders are cached by a hash of what is drawn, under node_modules/.cache/social-images, so a
 *   rebuild only draws what changed.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import subsetFont from "subset-font";
import { formatUsdIn } from "#app/i18n/format.ts";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import ar from "#app/lib/social-card/copy/ar.json" with { type: "json" };
import en from "#app/lib/social-card/copy/en.json" with { type: "json" };
import fr from "#app/lib/social-card/copy/fr.json" with { type: "json" };
import it from "#app/lib/social-card/copy/it.json" with { type: "json" };
import { type CardsLeft, cardsLeftFile, renderCard } from "#server/http/social-cards.ts";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "build/client");
const cacheDir = path.join(root, "node_modules/.cache/social-images");

export const width = 1200;
export const height = 630;
const englishRegions = ["uk", "ca", "au", "de", "es", "jp", "cn", "hk"];

const faceFile = (pkg: string, file: string) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "files", file);
const sources = {
  display: faceFile("@fontsource/cormorant-garamond", "cormorant-garamond-latin-600-normal.woff2"),
  wordmark: faceFile("@fontsource/cormorant-garamond", "cormorant-garamond-latin-500-normal.woff2"),
  arabic: faceFile("@fontsource/noto-naskh-arabic", "noto-naskh-arabic-arabic-600-normal.woff2"),
};
/** Family names as the faces' name tables give them (resvg finds a face by these). */
const families = { latin: "Cormorant Garamond", arabic: "Noto Naskh Arabic" };

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const unescapeHtml = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

type Page = {
  file: string;
  urlPath: string;
  lang: string;
  rtl: boolean;
  title: string;
  figure: string | null;
};

const cardWords: Record<Language, typeof en> = { en, fr, it, ar };

/** Every US-dollar price above zero that the page's JSON-LD offers (an offer's or a range's lowest). */
function offeredPrices(node: unknown, into: number[] = []): number[] {
  if (Array.isArray(node)) for (const item of node) offeredPrices(item, into);
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    const type = o["@type"];
    const price = type === "Offer" ? o.price : type === "AggregateOffer" ? o.lowPrice : undefined;
    const amount = Number(price);
    if (price !== undefined && o.priceCurrency === "USD" && Number.isFinite(amount) && amount > 0)
      into.push(amount);
    for (const value of Object.values(o)) offeredPrices(value, into);
  }
  return into;
}

/**
 * The page's key figure, taken from the page itself: the price its description starts from where
 * the page states one (`product:price:amount` in US dollars, as /pricing does: "from $49"), else
 * the lowest price its JSON-LD offers, written "from $5" in the page's language. Null for a page
 * that offers nothing at a price.
 */
export function figureOf(html: string, lang: string): string | null {
  if (!isLanguage(lang)) return null;
  const stated = /<meta property="product:price:amount" content="([\d.]+)"\/?>/.exec(html);
  const currency = /<meta property="product:price:currency" content="([A-Z]{3})"\/?>/.exec(html);
  if (stated?.[1] && currency?.[1] === "USD")
    return formatMessage(lang, cardWords[lang].from, { price: formatUsdIn(lang, Number(stated[1])) });
  const prices: number[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
    try {
      offeredPrices(JSON.parse(unescapeHtml(m[1] ?? "")), prices);
    } catch {
      throw new Error("social-images: a page's JSON-LD does not parse");
    }
  }
  if (prices.length === 0) return null;
  return formatMessage(lang, cardWords[lang].from, { price: formatUsdIn(lang, Math.min(...prices)) });
}

/** What a prerendered page says about itself; null for a file that is not a page of the site. */
export function readPage(html: string, urlPath: string, file: string, brand: string): Page | null {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];
  if (!lang || ogTitle === undefined) return null;
  const full = unescapeHtml(ogTitle);
  const suffix = ` | ${brand}`;
  const title = full.endsWith(suffix) ? full.slice(0, -suffix.length) : full;
  const rtl = /<html[^>]*\sdir="rtl"/.test(html);
  return { file, urlPath, lang, rtl, title, figure: figureOf(html, lang) };
}

/** The image a page names: English region copies share the unprefixed page's image. */
export function imagePathOf(urlPath: string): string {
  const parts = urlPath.split("/").filter(Boolean);
  if (parts[0] && englishRegions.includes(parts[0])) parts.shift();
  return `/social/${parts.length ? parts.join("/") : "index"}.png`;
}

type Fonts = { files: string[] };

/** The display faces as TrueType, cut to the characters of every title (resvg reads sfnt only). */
export async function prepareFonts(titles: string[]): Promise<Fonts> {
  const dir = path.join(os.tmpdir(), `social-fonts-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const text = `${[...new Set(titles.join(""))].join("")}COLLECTcollect0123456789`;
  const files: string[] = [];
  for (const [name, src] of Object.entries(sources)) {
    const sfnt = await subsetFont(readFileSync(src), text, { targetFormat: "sfnt" });
    const file = path.join(dir, `${name}.ttf`);
    writeFileSync(file, sfnt);
    files.push(file);
  }
  return { files };
}

const titleSizes = [76, 66, 58, 50];
const textWidth = 1010;

/** Width of one line of title text at a size, as resvg lays it out. */
function lineWidth(fonts: Fonts, text: string, size: number, family: string): number {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="0" y="100" font-family="${family}" font-size="${size}" font-weight="600" xml:space="preserve">${escapeXml(text)}</text></svg>`;
  const r = new Resvg(svg, {
    font: { fontFiles: fonts.files, loadSystemFonts: false, defaultFontFamily: family },
  });
  return r.getBBox()?.width ?? 0;
}

const arabicChar = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
type Run = { text: string; arabic: boolean; spaceBefore: boolean };

/**
 * A right-to-left line as runs in reading order: each Arabic word alone, neighbouring Latin words
 * and figures together (they read left to right). resvg drops the Arabic glyphs of a text element
 * that mixes them with anything drawn from another face (a colon, a brand name, a price), so each
 * run is drawn as its own element and the runs are placed from the right by hand.
 */
export function rtlRuns(line: string): Run[] {
  const tokens: Run[] = [];
  let spaceBefore = false;
  for (const ch of line.replace(/[\u200e\u200f]/g, "")) {
    if (/[\s\u00a0]/.test(ch)) {
      spaceBefore = tokens.length > 0;
      continue;
    }
    const arabic = arabicChar.test(ch);
    const last = tokens.at(-1);
    if (last && !spaceBefore && last.arabic === arabic) last.text += ch;
    else tokens.push({ text: ch, arabic, spaceBefore });
    spaceBefore = false;
  }
  const runs: Run[] = [];
  for (const token of tokens) {
    const last = runs.at(-1);
    if (last && !last.arabic && !token.arabic) last.text += `${token.spaceBefore ? " " : ""}${token.text}`;
    else runs.push({ ...token });
  }
  // Punctuation that ends a Latin run before Arabic ("Rolex:") reads right to left, like the
  // line: it stands to the left of the Latin words, as a browser would put it.
  return runs.flatMap((run, i) => {
    const tail = /[:;,.!?]+$/.exec(run.text)?.[0];
    if (run.arabic || !tail || tail === run.text || !runs[i + 1]?.arabic) return [run];
    return [
      { ...run, text: run.text.slice(0, -tail.length) },
      { text: tail, arabic: false, spaceBefore: false },
    ];
  });
}

const runFamily = (run: Run) => (run.arabic ? families.arabic : families.latin);
const runGap = (size: number) => Math.round(size * 0.26);

/** Width of a right-to-left line drawn run by run. */
function rtlLineWidth(fonts: Fonts, line: string, size: number): number {
  return rtlRuns(line).reduce(
    (sum, run, i) =>
      sum + lineWidth(fonts, run.text, size, runFamily(run)) + (i > 0 && run.spaceBefore ? runGap(size) : 0),
    0,
  );
}

/** A right-to-left line, its runs placed leftwards from `right`. */
function rtlLineSvg(
  fonts: Fonts,
  line: string,
  right: number,
  y: number,
  size: number,
  fill: string,
): string {
  let x = right;
  return rtlRuns(line)
    .map((run) => {
      if (run.spaceBefore) x -= runGap(size);
      const svg = `<text x="${x.toFixed(1)}" y="${y}" text-anchor="end" font-family="${runFamily(run)}" font-size="${size}" font-weight="600" fill="${fill}"${run.arabic ? ' direction="rtl"' : ""} xml:space="preserve">${escapeXml(run.text)}</text>`;
      x -= lineWidth(fonts, run.text, size, runFamily(run));
      return svg;
    })
    .join("");
}

/** The title broken into lines at the largest size where it fits in `maxLines`. */
function layoutTitle(
  fonts: Fonts,
  title: string,
  family: string,
  maxLines: number,
  rtl: boolean,
): { size: number; lines: string[] } {
  const words = title.split(/\s+/).filter(Boolean);
  let last: { size: number; lines: string[] } = { size: titleSizes.at(-1) as number, lines: [title] };
  for (const size of titleSizes) {
    const lines: string[] = [];
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      const measured = rtl ? rtlLineWidth(fonts, candidate, size) : lineWidth(fonts, candidate, size, family);
      if (line && measured > textWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    last = { size, lines };
    if (lines.length <= maxLines) return last;
  }
  // Still too long at the smallest size: the last line ends with an ellipsis.
  const lines = last.lines.slice(0, maxLines);
  lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  return { size: last.size, lines };
}

/** The SVG of one social image. */
export function drawSvg(
  fonts: Fonts,
  title: string,
  rtl: boolean,
  brand: string,
  figure: string | null = null,
): string {
  const family = rtl ? `${families.arabic}, ${families.latin}` : families.latin;
  // A figure under the title leaves room for three lines of it, not four.
  const { size, lines } = layoutTitle(fonts, title, family, figure ? 3 : 4, rtl);
  const lineHeight = Math.round(size * (rtl ? 1.45 : 1.12));
  const x = rtl ? width - 95 : 95;
  const anchor = rtl ? "end" : "start";
  // Title block sits on the lower part of the card, its last baseline at a fixed height (higher
  // when the page's figure stands under it, in gold).
  const lastBaseline = figure ? 468 : 520;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const titleSvg = lines
    .map((line, i) =>
      rtl
        ? rtlLineSvg(fonts, line, x, firstBaseline + i * lineHeight, size, "#faf8f4")
        : `<text x="${x}" y="${firstBaseline + i * lineHeight}" text-anchor="${anchor}" font-family="${family}" font-size="${size}" font-weight="600" fill="#faf8f4"${rtl ? ' direction="rtl"' : ""} xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join("");
  const figureSvg = !figure
    ? ""
    : rtl
      ? rtlLineSvg(fonts, figure, x, 540, 40, "#d9b75f")
      : `<text x="${x}" y="540" text-anchor="${anchor}" font-family="${family}" font-size="40" font-weight="600" fill="#d9b75f" xml:space="preserve">${escapeXml(figure)}</text>`;
  const ruleX = rtl ? width - 95 - 72 : 95;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<radialGradient id="glow" cx="0.18" cy="0.12" r="0.95">
<stop offset="0" stop-color="#3a2c1c"/><stop offset="0.55" stop-color="#1f1912"/><stop offset="1" stop-color="#15130f"/>
</radialGradient>
<linearGradient id="rim" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="#8a6a1f"/><stop offset="0.5" stop-color="#d9b75f"/><stop offset="1" stop-color="#8a6a1f"/>
</linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#d9b75f" stroke-opacity="0.35" stroke-width="1.5"/>
<text x="${x}" y="128" text-anchor="${anchor}" font-family="${families.latin}" font-size="34" font-weight="500" letter-spacing="10" fill="#d9b75f">${escapeXml(brand.toUpperCase())}</text>
<rect x="${ruleX}" y="152" width="72" height="3" fill="url(#rim)"/>
${titleSvg}${figureSvg}
</svg>`;
}

/** Renders a card exactly as the server draws one it was left (server/http/social-cards.ts). */
const render = (fonts: Fonts, svg: string) => renderCard(svg, fonts.files, families.latin);

const hash = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 16);

const cachedCard = (svg: string) => path.join(cacheDir, `${hash(svg)}.png`);

/** Draws (or takes from the cache) one image. */
async function image(fonts: Fonts, svg: string): Promise<Buffer> {
  const cached = cachedCard(svg);
  if (existsSync(cached)) return readFile(cached);
  const png = await render(fonts, svg);
  await writeFile(cached, png);
  return png;
}

/** Puts the page's own image (with its size and alt text) in its social meta tags. */
export function nameImage(html: string, imageUrl: string, alt: string): string {
  // A page named before (a second run over the same build) is named again, not twice.
  let out = html.replace(/<meta property="og:image:(width|height|alt)" content="[^"]*"\/>/g, "");
  for (const key of ['property="og:image"', 'name="twitter:image"']) {
    const re = new RegExp(`<meta ${key} content="[^"]*"/>`);
    if (!re.test(out)) throw new Error(`social-images: no <meta ${key}>`);
    out = out.replace(re, `<meta ${key} content="${imageUrl}"/>`);
  }
  const extra =
    `<meta property="og:image:width" content="${width}"/>` +
    `<meta property="og:image:height" content="${height}"/>` +
    `<meta property="og:image:alt" content="${escapeXml(alt)}"/>`;
  return out.replace(/(<meta property="og:image" content="[^"]*"\/>)/, `$1${extra}`);
}

async function main() {
  const started = performance.now();
  mkdirSync(cacheDir, { recursive: true });
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  const pages: Page[] = [];
  let brand = "";
  for (const e of entries) {
    if (!e.isFile() || e.name !== "index.html") continue;
    const file = path.join(e.parentPath, e.name);
    const rel = path.relative(clientDir, e.parentPath).split(path.sep).join("/");
    const html = await readFile(file, "utf8");
    brand ||= /<meta property="og:site_name" content="([^"]*)"/.exec(html)?.[1] ?? "";
    const page = readPage(html, rel ? `/${rel}` : "/", file, brand || "Collect");
    if (page) pages.push(page);
  }
  if (!brand) throw new Error("social-images: no page names the site (og:site_name)");
  const fonts = await prepareFonts(pages.flatMap((p) => [p.title, p.figure ?? ""]));

  // First which card each page names (the English region copies share one), then the cards,
  // as many at once as the machine has cores, then the pages' meta tags.
  const drawn = new Map<string, string>();
  for (const page of pages) {
    const imagePath = imagePathOf(page.urlPath);
    const svg = drawSvg(fonts, page.title, page.rtl, brand, page.figure);
    const previous = drawn.get(imagePath);
    if (previous === undefined) drawn.set(imagePath, svg);
    else if (previous !== svg) {
      throw new Error(`social-images: ${page.urlPath} would share ${imagePath} but its title differs`);
    }
  }
  // `--lazy` or SOCIAL_CARDS=lazy (npm start, decision 028): a card not in the cache is left to the server, which draws
  // it when first asked for, from its SVG and the same cut faces, kept beside the build.
  const buildDir = path.dirname(clientDir);
  const left: CardsLeft = { family: families.latin, fonts: [], cards: {} };
  rmSync(path.join(buildDir, cardsLeftFile), { force: true });
  const lazy = process.argv.includes("--lazy") || process.env.SOCIAL_CARDS === "lazy";
  if (lazy) {
    for (const [imagePath, svg] of [...drawn]) {
      if (existsSync(cachedCard(svg))) continue;
      left.cards[imagePath] = svg;
      drawn.delete(imagePath);
    }
  }
  const queue = [...drawn];
  const drawNext = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [imagePath, svg] = next;
      const out = path.join(clientDir, imagePath);
      mkdirSync(path.dirname(out), { recursive: true });
      await writeFile(out, await image(fonts, svg));
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, drawNext));
  const rendered = drawn.size;
  const leftCount = Object.keys(left.cards).length;
  if (leftCount > 0) {
    const faceDir = path.join(buildDir, "social-faces");
    mkdirSync(faceDir, { recursive: true });
    for (const file of fonts.files) {
      copyFileSync(file, path.join(faceDir, path.basename(file)));
      left.fonts.push(path.posix.join("social-faces", path.basename(file)));
    }
    writeFileSync(path.join(buildDir, cardsLeftFile), JSON.stringify(left));
  }
  for (const page of pages) {
    const html = await readFile(page.file, "utf8");
    const origin = /<meta property="og:url" content="(https?:\/\/[^/"]+)/.exec(html)?.[1];
    if (!origin) throw new Error(`social-images: ${page.urlPath} has no og:url`);
    await writeFile(page.file, nameImage(html, `${origin}${imagePathOf(page.urlPath)}`, page.title));
  }

  if (process.argv.includes("--site-image")) {
    // The site-wide image, for pages rendered per request: the wordmark and the promise.
    const home = pages.find((p) => p.urlPath === "/");
    if (!home) throw new Error("social-images: no English home page");
    const png = await render(fonts, drawSvg(fonts, home.title, false, brand));
    writeFileSync(path.join(root, "public/og-image.png"), png);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `social-images: ${pages.length} pages, ${rendered} images in ${seconds} s` +
      (leftCount > 0 ? `; ${leftCount} left for the server to draw when first asked for` : ""),
  );
}

if (import.meta.main) await main();
