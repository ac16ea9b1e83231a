/**
 * Turns the large PNG renders of one image set into the files the site serves, and the typed
 * record the pages read their sizes from.
 *
 *   node scripts/art/encode.ts <set> <renders-dir> [name ...] [--widths 480,960,1440] [--quality avif=50,webp=74]
 *
 * For every `<name>.png` in <renders-dir> (or only the names given) it writes `public/images/<set>/<name>-<w>.avif` and
 * `.webp` for each width no larger than the render itself (the render's own width is always
 * written last), and rewrites `app/data/art/<set>.ts` with one entry per image: its address
 * base, intrinsic width and height and the widths written. The renders themselves are not kept
 * in the repository: their sources (the scene scripts) and the command that made them are.
 *
 * Without names the set is written anew (files of images no longer rendered are removed). With
 * names, only those images' files and entries are replaced; every other image of the set keeps its
 * files and its entry, so a few scenes can be remade without rendering the whole set again.
 *
 * Large renders are downscaled with a Lanczos filter, which also averages away the grain of a
 * path tracer run at few samples.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import sharp from "sharp";
import type { Art } from "../../app/data/art/art.ts";

const root = path.resolve(import.meta.dirname, "../..");

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    widths: { type: "string", default: "480,960,1440" },
    quality: { type: "string", default: "avif=50,webp=74" },
  },
});
const [set, rendersDir, ...only] = positionals;
if (!set || !rendersDir || !/^[a-z0-9-]+$/.test(set)) {
  console.error("usage: node scripts/art/encode.ts <set> <renders-dir> [name ...] [--widths 480,960,1440]");
  process.exit(2);
}

const quality = Object.fromEntries(
  (values.quality ?? "").split(",").map((kv) => {
    const [k, v] = kv.split("=");
    return [k, Number(v)];
  }),
) as { avif?: number; webp?: number };
const wanted = (values.widths ?? "")
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const outDir = path.join(root, "public/images", set);
const record = path.join(root, "app/data/art", `${set}.ts`);

type Entry = { name: string; width: number; height: number; widths: number[] };
const entries: Entry[] = [];

const rendered = readdirSync(rendersDir)
  .filter((f) => f.endsWith(".png"))
  .map((f) => f.slice(0, -4))
  .sort();
if (only.length > 0) {
  const missing = only.filter((name) => !rendered.includes(name));
  if (missing.length > 0) throw new Error(`no render for ${missing.join(", ")} in ${rendersDir}`);
  // Everything not named keeps its files and its entry in the record.
  const current = (await import(pathToFileURL(record).href)) as Record<string, Record<string, Art>>;
  for (const [name, art] of Object.entries(current[`${camel(set)}Art`] ?? {})) {
    // A remade image takes its old place in the record (filled in below).
    entries.push({ name, width: art.width, height: art.height, widths: [...art.widths] });
  }
  for (const file of readdirSync(outDir)) {
    if (only.some((name) => new RegExp(`^${name}-\\d+\\.(avif|webp)$`).test(file)))
      rmSync(path.join(outDir, file));
  }
} else {
  rmSync(outDir, { recursive: true, force: true });
}
mkdirSync(outDir, { recursive: true });

for (const name of only.length > 0 ? only : rendered) {
  const file = `${name}.png`;
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`${file}: names are lower-case words joined by -`);
  const input = sharp(path.join(rendersDir, file));
  const meta = await input.metadata();
  const full = meta.width ?? 0;
  const fullHeight = meta.height ?? 0;
  const widths = [...new Set([...wanted.filter((w) => w < full), Math.min(full, wanted.at(-1) ?? full)])];
  for (const w of widths) {
    const resized = sharp(path.join(rendersDir, file)).resize({ width: w, kernel: "lanczos3" });
    await resized
      .clone()
      .avif({ quality: quality.avif ?? 50, effort: 6 })
      .toFile(path.join(outDir, `${name}-${w}.avif`));
    await resized
      .clone()
      .webp({ quality: quality.webp ?? 74, effort: 6 })
      .toFile(path.join(outDir, `${name}-${w}.webp`));
  }
  const top = widths.at(-1) ?? full;
  const entry = { name, width: top, height: Math.round((fullHeight * top) / full), widths };
  const at = entries.findIndex((e) => e.name === name);
  if (at >= 0) entries[at] = entry;
  else entries.push(entry);
  console.log(`${set}/${name}: ${widths.join(", ")}`);
}

// A whole set is written in the order of its render files' names; a partial run keeps the
// record's order and puts new images at the end.
const body = entries
  .map(
    (e) =>
      `  ${JSON.stringify(e.name)}: { src: "/images/${set}/${e.name}", width: ${e.width}, height: ${e.height}, widths: [${e.widths.join(", ")}] },`,
  )
  .join("\n");
writeFileSync(
  record,
  `// Written by \`node scripts/art/encode.ts ${set} ...\`: do not edit by hand.
import type { Art } from "./art.ts";

export const ${camel(set)}Art = {
${body}
} as const satisfies Record<string, Art>;
`,
);
// The project's formatter writes the record as a person would (quotes only where needed).
spawnSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", record], { stdio: "inherit" });
