/**
 * Turns the large PNG renders of one image set into the files the site serves, and the typed
 * record the pages read their sizes from.
 *
 *   node scripts/art/encode.ts <set> <renders-dir> [--widths 480,960,1440] [--quality avif=50,webp=74]
 *
 * For every `<name>.png` in <renders-dir> it writes `public/images/<set>/<name>-<w>.avif` and
 * `.webp` for each width no larger than the render itself (the render's own width is always
 * written last), and rewrites `app/data/art/<set>.ts` with one entry per image: its address
 * base, intrinsic width and height and the widths written. The renders themselves are not kept
 * in the repository: their sources (the scene scripts) and the command that made them are.
 *
 * Large renders are downscaled with a Lanczos filter, which also averages away the grain of a
 * path tracer run at few samples.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "../..");

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    widths: { type: "string", default: "480,960,1440" },
    quality: { type: "string", default: "avif=50,webp=74" },
  },
});
const [set, rendersDir] = positionals;
if (!set || !rendersDir || !/^[a-z0-9-]+$/.test(set)) {
  console.error("usage: node scripts/art/encode.ts <set> <renders-dir> [--widths 480,960,1440]");
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

const outDir = path.join(root, "public/images", set);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

type Entry = { name: string; width: number; height: number; widths: number[] };
const entries: Entry[] = [];

for (const file of readdirSync(rendersDir)
  .filter((f) => f.endsWith(".png"))
  .sort()) {
  const name = file.slice(0, -4);
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
  entries.push({ name, width: top, height: Math.round((fullHeight * top) / full), widths });
  console.log(`${set}/${name}: ${widths.join(", ")}`);
}

const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const body = entries
  .map(
    (e) =>
      `  ${JSON.stringify(e.name)}: { src: "/images/${set}/${e.name}", width: ${e.width}, height: ${e.height}, widths: [${e.widths.join(", ")}] },`,
  )
  .join("\n");
const record = path.join(root, "app/data/art", `${set}.ts`);
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
