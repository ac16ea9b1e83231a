/**
 * A contact sheet: images side by side in a grid, each under its label, written as one small JPEG
 * (for the before/after record in docs/imagery/).
 *
 *   node scripts/art/contact-sheet.ts <out.jpg> <columns> <tile-width> <label>=<image> ...
 */
import sharp, { type OverlayOptions } from "sharp";

const [out, columns, tileWidth, ...items] = process.argv.slice(2);
const cols = Number(columns);
const w = Number(tileWidth);
if (!out || !Number.isInteger(cols) || cols < 1 || !Number.isInteger(w) || w < 32 || items.length === 0) {
  console.error(
    "usage: node scripts/art/contact-sheet.ts <out.jpg> <columns> <tile-width> <label>=<image> ...",
  );
  process.exit(2);
}
const h = Math.round(w * 0.75);
const band = 22;
const rows = Math.ceil(items.length / cols);
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const layers: OverlayOptions[] = [];
for (const [i, item] of items.entries()) {
  const at = item.indexOf("=");
  const label = item.slice(0, at);
  const file = item.slice(at + 1);
  const left = (i % cols) * w;
  const top = Math.floor(i / cols) * (h + band);
  const caption = `<svg width="${w}" height="${band}" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="#111"/><text x="6" y="16" font-family="sans-serif" font-size="13" fill="#ddd">${escapeXml(label)}</text></svg>`;
  layers.push({ input: Buffer.from(caption), left, top });
  layers.push({ input: await sharp(file).resize(w, h, { fit: "cover" }).toBuffer(), left, top: top + band });
}
await sharp({ create: { width: cols * w, height: rows * (h + band), channels: 3, background: "#111111" } })
  .composite(layers)
  .jpeg({ quality: 72, mozjpeg: true })
  .toFile(out);
console.log(out);
