/**
 * `npm run fonts`: the site's self-hosted faces, cut down to the characters its words use.
 *
 * For each language the script reads every copy file of that language under `app/` and keeps the
 * characters they contain, plus a base every subset carries (printable ASCII, Latin-1, common
 * typographic punctuation and currency signs) so that whatever a visitor types still renders in
 * the house face. Each face is subset with harfbuzz (subset-font), which keeps the layout tables
 * (kerning, ligatures, Arabic joining forms and mark positioning), and written as
 * `public/fonts/<face>-<subset>.<content hash>.woff2`, so that the file can be cached for good.
 *
 * Then it measures, for each face, the fallback that paints while the face loads (DejaVu Serif or
 * DejaVu Sans, what `fc-match serif` and `fc-match sans-serif` answer on Linux and Android's
 * nearest relative): the width of the language's own copy set in both faces (shaped by resvg), and
 * the faces' vertical metrics (hhea). From these it writes the fallback `@font-face` rules
 * (size-adjust, ascent, descent and line-gap overrides) so the swap moves no line.
 *
 * Output is committed (app/fonts.css, app/data/fonts.ts, public/fonts/): the build does not pay
 * for it, and the bytes a visitor downloads are visible in review. Re-run after copy changes
 * that bring new characters; `--check` fails when the committed output is stale.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, "../..");
const publicFonts = path.join(root, "public/fonts");
const check = process.argv.includes("--check");

type Lang = "en" | "fr" | "it" | "ar";
const langs: Lang[] = ["en", "fr", "it", "ar"];

/** Every string of every copy file of one language under app/. */
function copyText(lang: Lang): string {
  const parts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") parts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const entry of readdirSync(path.join(root, "app"), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === `${lang}.json`) {
      walk(JSON.parse(readFileSync(path.join(entry.parentPath, entry.name), "utf8")));
    }
  }
  return parts.join("\n");
}

function range(from: number, to: number): string {
  let s = "";
  for (let c = from; c <= to; c++) s += String.fromCodePoint(c);
  return s;
}

/** What every Latin subset carries, whatever the copy says: a visitor's own input renders. */
const latinBase = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}‘’‚“”„–—…•·′″‹›€£¥₹₩₽₺₣₤¢™©®°№\u2009\u202f`;
const isArabic = (c: string) =>
  /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u.test(c);
/** What every Arabic subset carries: the joining controls and the Arabic digits and punctuation. */
const arabicBase = `\u200c\u200d\u200e\u200f${range(0x660, 0x66d)}،؛؟`;
/** Where the Arabic faces are used at all: every other character reaches the Latin faces. */
const arabicRange = "U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFF";

const text = Object.fromEntries(langs.map((l) => [l, copyText(l)])) as Record<Lang, string>;
const chars = (s: string) => [...new Set(s)].join("");
/** Arabic pages name brands in Latin letters: their Latin words use the English subsets. */
const latinChars: Record<"en" | "fr" | "it", string> = {
  en: chars(latinBase + text.en + [...text.ar].filter((c) => !isArabic(c)).join("")),
  fr: chars(latinBase + text.fr),
  it: chars(latinBase + text.it),
};
const arabicChars = chars(arabicBase + [...text.ar].filter(isArabic).join(""));

type Face = {
  /** CSS family name and file-name stem. */
  family: string;
  pkg: string;
  file: (subset: string, weight: number) => string;
  /** The subset file the package ships that holds the characters we need. */
  source: "latin" | "arabic";
  weights: { file: number; css: string }[];
  fallback: { family: string; local: string; path: string; bold: { local: string; path: string } };
};

const dejavuSerif = {
  family: "DejaVu Serif",
  local: "DejaVu Serif",
  path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
  bold: { local: "DejaVu Serif Bold", path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf" },
};
const dejavuSans = {
  family: "DejaVu Sans",
  local: "DejaVu Sans",
  path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  bold: { local: "DejaVu Sans Bold", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf" },
};

const faces: Record<"display" | "text" | "displayArabic" | "textArabic", Face> = {
  display: {
    family: "Cormorant",
    pkg: "@fontsource/cormorant-garamond",
    file: (s, w) => `cormorant-garamond-${s}-${w}-normal.woff2`,
    source: "latin",
    // One weight: headings are set at display sizes, where the semi-bold cut keeps its hairlines.
    weights: [{ file: 600, css: "100 900" }],
    fallback: dejavuSerif,
  },
  text: {
    family: "Manrope",
    pkg: "@fontsource/manrope",
    file: (s, w) => `manrope-${s}-${w}-normal.woff2`,
    source: "latin",
    weights: [
      { file: 400, css: "100 500" },
      { file: 600, css: "600 900" },
    ],
    fallback: dejavuSans,
  },
  displayArabic: {
    family: "Naskh",
    pkg: "@fontsource/noto-naskh-arabic",
    file: (s, w) => `noto-naskh-arabic-${s}-${w}-normal.woff2`,
    source: "arabic",
    weights: [{ file: 600, css: "100 900" }],
    fallback: dejavuSans,
  },
  textArabic: {
    family: "Plex Arabic",
    pkg: "@fontsource/ibm-plex-sans-arabic",
    file: (s, w) => `ibm-plex-sans-arabic-${s}-${w}-normal.woff2`,
    source: "arabic",
    weights: [
      { file: 400, css: "100 500" },
      { file: 600, css: "600 900" },
    ],
    fallback: dejavuSans,
  },
};

const sourcePath = (face: Face, weight: number) =>
  path.join(
    path.dirname(require.resolve(`${face.pkg}/package.json`)),
    "files",
    face.file(face.source, weight),
  );

const slug = (s: string) => s.toLowerCase().replace(/\s+/g, "-");
const hash = (b: Buffer) => createHash("sha256").update(b).digest("hex").slice(0, 8);

/** Vertical metrics from the hhea table (what Chromium uses on Linux and Android) and units per em. */
function metrics(sfnt: Buffer) {
  const tables = sfnt.readUInt16BE(4);
  const find = (tag: string) => {
    for (let i = 0; i < tables; i++) {
      const at = 12 + i * 16;
      if (sfnt.toString("latin1", at, at + 4) === tag) return sfnt.readUInt32BE(at + 8);
    }
    throw new Error(`fonts: no ${tag} table`);
  };
  const head = find("head");
  const hhea = find("hhea");
  return {
    unitsPerEm: sfnt.readUInt16BE(head + 18),
    ascender: sfnt.readInt16BE(hhea + 4),
    descender: sfnt.readInt16BE(hhea + 6),
    lineGap: sfnt.readInt16BE(hhea + 8),
  };
}

/** The width resvg gives a sample set in one family at 100 px, from one font file. */
function measure(fontFile: string, family: string, sample: string, weight: number): number {
  const escaped = sample.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text x="0" y="100" font-family="${family}" font-weight="${weight}" font-size="100" xml:space="preserve">${escaped}</text></svg>`;
  const r = new Resvg(svg, {
    font: { fontFiles: [fontFile], loadSystemFonts: false, defaultFontFamily: family },
  });
  const box = r.getBBox();
  if (!box) throw new Error(`fonts: could not measure ${family}`);
  return box.width;
}

/** A sample of a language's copy as one line: the characters in the proportions the site uses. */
function sample(lang: Lang, arabic: boolean): string {
  const words = text[lang]
    .replace(/\{[^}]*\}/g, " ")
    .split(/\s+/)
    .filter((w) => w && [...w].every((c) => isArabic(c) === arabic && (arabic || c.charCodeAt(0) < 0x250)));
  return words.slice(0, 1500).join(" ");
}

type Written = { family: string; subset: string; weight: string; url: string; bytes: number; range?: string };

async function main() {
  const tmp = path.join(os.tmpdir(), `fonts-${process.pid}`);
  mkdirSync(tmp, { recursive: true });
  const written: Written[] = [];
  const outputs = new Map<string, Buffer>();
  const fallbacks: string[] = [];

  const subsets: { face: Face; subset: string; chars: string; sampleLang: Lang }[] = [
    ...(["en", "fr", "it"] as const).flatMap((l) =>
      [faces.display, faces.text].map((face) => ({
        face,
        subset: l,
        chars: latinChars[l],
        sampleLang: l as Lang,
      })),
    ),
    ...[faces.displayArabic, faces.textArabic].map((face) => ({
      face,
      subset: "ar",
      chars: arabicChars,
      sampleLang: "ar" as Lang,
    })),
  ];

  for (const { face, subset, chars: keep } of subsets) {
    for (const w of face.weights) {
      const src = readFileSync(sourcePath(face, w.file));
      const woff2 = await subsetFont(src, keep, { targetFormat: "woff2" });
      // Named by content: languages whose subsets come out identical share one file (and one cache entry).
      const name = `${slug(face.family)}-${w.file}.${hash(woff2)}.woff2`;
      outputs.set(name, woff2);
      written.push({
        family: `${face.family} ${subset}`,
        subset,
        weight: w.css,
        url: `/fonts/${name}`,
        bytes: woff2.length,
        range: face.source === "arabic" ? arabicRange : undefined,
      });
    }
  }

  // One fallback face per web face, language and weight: the installed face (its bold for the
  // semi-bold cuts), resized so that the language's own copy sets to the same width.
  for (const face of Object.values(faces)) {
    const arabic = face.source === "arabic";
    for (const lang of arabic ? (["ar"] as const) : (["en", "fr", "it"] as const)) {
      const text = sample(lang, arabic);
      for (const w of face.weights) {
        const src = readFileSync(sourcePath(face, w.file));
        const sfnt = await subsetFont(src, chars(text + (arabic ? arabicBase : latinBase)), {
          targetFormat: "sfnt",
        });
        const file = path.join(tmp, `${slug(face.family)}-${lang}-${w.file}.ttf`);
        writeFileSync(file, sfnt);
        const web = metrics(sfnt);
        const bold = w.file >= 600 && face.weights.length > 1;
        const installed = bold ? face.fallback.bold : face.fallback;
        // resvg knows a font by the family in its name table.
        const webWidth = measure(file, readFamilyName(sfnt), text, w.file) / 100;
        const fallbackWidth = measure(installed.path, face.fallback.family, text, bold ? 700 : 400) / 100;
        const sizeAdjust = webWidth / fallbackWidth;
        const pct = (v: number) => `${((v / web.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%`;
        fallbacks.push(
          [
            `@font-face {`,
            `  font-family: "${face.family} Fallback ${lang}";`,
            `  src: local("${installed.local}");`,
            `  font-weight: ${w.css};`,
            `  size-adjust: ${(sizeAdjust * 100).toFixed(2)}%;`,
            `  ascent-override: ${pct(web.ascender)};`,
            `  descent-override: ${pct(-web.descender)};`,
            `  line-gap-override: ${pct(web.lineGap)};`,
            ...(arabic ? [`  unicode-range: ${arabicRange};`] : []),
            `}`,
          ].join("\n"),
        );
      }
    }
  }

  // The faces each language's pages use, as one stylesheet text (Arabic pages also draw Latin
  // words and punctuation in the English faces).
  const faceRule = (f: Written) =>
    `@font-face{font-family:"${f.family}";src:url(${f.url}) format("woff2");font-weight:${f.weight};font-display:swap${f.range ? `;unicode-range:${f.range.replace(/, /g, ",")}` : ""}}`;
  const houseFaces = Object.fromEntries(
    langs.map((l) => [
      l,
      written
        .filter((f) => f.subset === l || (l === "ar" && f.subset === "en"))
        .map(faceRule)
        .join(""),
    ]),
  );

  // Each page's stacks: its own subsets first, then the one measured fallback, then the generic.
  const stack = (l: "en" | "fr" | "it") => ({
    serif: `"Cormorant ${l}", "Cormorant Fallback ${l}", serif`,
    sans: `"Manrope ${l}", "Manrope Fallback ${l}", sans-serif`,
  });
  const css = `${[
    "/* Generated by scripts/build/fonts.ts (`npm run fonts`): do not edit by hand.\n   The house faces themselves are not here: each page gets its language's faces after its\n   first paint (scripts/build/font-preload.ts); until then these measured fallbacks paint. */",
    ...fallbacks,
    `:root {\n  --font-serif: ${stack("en").serif};\n  --font-sans: ${stack("en").sans};\n}`,
    ...(["fr", "it"] as const).map(
      (l) => `:root:lang(${l}) {\n  --font-serif: ${stack(l).serif};\n  --font-sans: ${stack(l).sans};\n}`,
    ),
    // Arabic letters come from the Arabic faces (their unicode-range), Latin words from the English.
    `:root:lang(ar) {\n  --font-serif: "Naskh ar", "Naskh Fallback ar", "Cormorant en", "Cormorant Fallback en", serif;\n  --font-sans: "Plex Arabic ar", "Plex Arabic Fallback ar", "Manrope en", "Manrope Fallback en", sans-serif;\n}`,
  ].join("\n\n")}\n`;

  const preload = Object.fromEntries(
    langs.map((l) => {
      const family = l === "ar" ? "Naskh ar" : `Cormorant ${l}`;
      const face = written.find((f) => f.family === family);
      if (!face) throw new Error(`fonts: no heading face for ${l}`);
      return [l, face.url];
    }),
  );
  const bytes = Object.fromEntries(
    langs.map((l) => [
      l,
      written
        .filter((f) => f.subset === l || (l === "ar" && f.subset === "en"))
        .reduce((sum, f) => sum + f.bytes, 0),
    ]),
  );
  const record = (o: Record<string, string | number>) =>
    `{\n${Object.entries(o)
      .map(([k, v]) => {
        // As the formatter writes them: single quotes around a text with double quotes in it.
        const text =
          typeof v === "string" && v.includes('"') && !v.includes("'") ? `'${v}'` : JSON.stringify(v);
        return `  ${k}: ${text},`;
      })
      .join("\n")}\n}`;
  const data = [
    "// Generated by scripts/build/fonts.ts (`npm run fonts`): do not edit by hand.",
    'import type { Language } from "#app/i18n/languages.ts";',
    "",
    "/** The heading face of each language (its first screen's largest text is a heading). */",
    `export const headingFont: Record<Language, string> = ${record(preload)};`,
    "",
    "/** The @font-face rules of each language's pages, switched on after first paint. */",
    `export const houseFaces: Record<Language, string> = ${record(houseFaces)};`,
    "",
    "/** Bytes of every face a page of each language may load (Arabic pages also use the English Latin faces). */",
    `export const fontBytes: Record<Language, number> = ${record(bytes)};`,
    "",
  ].join("\n");

  rmSync(tmp, { recursive: true, force: true });

  const cssFile = path.join(root, "app/fonts.css");
  const dataFile = path.join(root, "app/data/fonts.ts");
  if (check) {
    const stale: string[] = [];
    const present = new Set(readdirSync(publicFonts));
    for (const name of outputs.keys()) if (!present.has(name)) stale.push(`public/fonts/${name}`);
    if (readFileSync(cssFile, "utf8") !== css) stale.push("app/fonts.css");
    if (readFileSync(dataFile, "utf8") !== data) stale.push("app/data/fonts.ts");
    if (stale.length) {
      console.error(`fonts: stale output, run \`npm run fonts\`: ${stale.join(", ")}`);
      process.exit(1);
    }
    return;
  }
  rmSync(publicFonts, { recursive: true, force: true });
  mkdirSync(publicFonts, { recursive: true });
  for (const [name, body] of outputs) writeFileSync(path.join(publicFonts, name), body);
  writeFileSync(cssFile, css);
  writeFileSync(dataFile, data);
  for (const f of written) console.log(`${f.url}  ${f.bytes} B`);
  console.log(`fonts: per language ${JSON.stringify(bytes)}`);
}

/** The family name (name ID 1, Windows Unicode) of an sfnt font. */
function readFamilyName(sfnt: Buffer): string {
  const tables = sfnt.readUInt16BE(4);
  let name = -1;
  for (let i = 0; i < tables; i++) {
    const at = 12 + i * 16;
    if (sfnt.toString("latin1", at, at + 4) === "name") name = sfnt.readUInt32BE(at + 8);
  }
  const count = sfnt.readUInt16BE(name + 2);
  const strings = name + sfnt.readUInt16BE(name + 4);
  for (let i = 0; i < count; i++) {
    const r = name + 6 + i * 12;
    const platform = sfnt.readUInt16BE(r);
    const id = sfnt.readUInt16BE(r + 6);
    if (platform === 3 && id === 1) {
      const len = sfnt.readUInt16BE(r + 8);
      const off = strings + sfnt.readUInt16BE(r + 10);
      return Buffer.from(sfnt.subarray(off, off + len))
        .swap16()
        .toString("utf16le");
    }
  }
  throw new Error("fonts: no family name");
}

await main();
