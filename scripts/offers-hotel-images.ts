/**
 * Draws the hotel illustrations (one original SVG scene per hotel in app/data/hotels.ts) and
 * rasterises them to 640x400 WebP with headless Chromium and cwebp:
 *   node scripts/offers-hotel-images.ts
 * Writes public/images/hotels/src/{id}.svg (the sources, also usable as fallbacks) and
 * public/images/hotels/{id}.webp.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hotelOffers } from "#app/data/hotels.ts";

const W = 640;
const H = 400;
const ink = "#15130f";
const paper = "#faf8f4";
const gold = "#8a6a1f";
const goldLight = "#d9b75f";
const line = "#e4ded2";

type Scene = (seed: number) => string;

/** Deterministic pseudo-random numbers so that a re-run draws the same pictures. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const sky = (top: string, bottom: string) => `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>`;

const sun = (x: number, y: number, r: number, fill = goldLight, opacity = 0.9) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${opacity}"/>`;

function ridge(seed: number, base: number, amp: number, steps: number, fill: string): string {
  const r = rng(seed);
  let d = `M0 ${H} L0 ${base}`;
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i;
    const y = base - r() * amp;
    d += ` L${x.toFixed(0)} ${y.toFixed(0)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${fill}"/>`;
}

function hills(seed: number, base: number, amp: number, fill: string): string {
  const r = rng(seed);
  let d = `M0 ${H} L0 ${base}`;
  const n = 4;
  for (let i = 0; i < n; i++) {
    const x1 = (W / n) * (i + 0.5);
    const x2 = (W / n) * (i + 1);
    d += ` Q${x1.toFixed(0)} ${(base - amp * (0.4 + r())).toFixed(0)} ${x2.toFixed(0)} ${(base - r() * amp * 0.3).toFixed(0)}`;
  }
  return `<path d="${d} L${W} ${H} Z" fill="${fill}"/>`;
}

function sea(y: number, top: string, bottom: string, seed: number): string {
  const r = rng(seed);
  let waves = "";
  for (let i = 0; i < 14; i++) {
    const wy = y + 12 + r() * (H - y - 20);
    const wx = r() * W;
    const len = 30 + r() * 60;
    waves += `<path d="M${wx.toFixed(0)} ${wy.toFixed(0)} h${len.toFixed(0)}" stroke="${paper}" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round"/>`;
  }
  return `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect y="${y}" width="${W}" height="${H - y}" fill="url(#sea)"/>${waves}`;
}

function palm(x: number, y: number, h: number, color = ink): string {
  const top = y - h;
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((a) => {
      const rad = (a * Math.PI) / 180;
      const lx = x + 10 + Math.sin(rad) * 46;
      const ly = top + 6 - Math.cos(rad) * 22 + 14;
      return `<path d="M${x + 10} ${top} Q${(x + 10 + lx) / 2} ${top - 22} ${lx.toFixed(0)} ${ly.toFixed(0)}" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    })
    .join("");
  return `<path d="M${x} ${y} Q${x - 6} ${y - h / 2} ${x + 10} ${top}" stroke="${color}" stroke-width="6" fill="none"/>${leaves}`;
}

function tree(x: number, y: number, r: number, fill: string): string {
  return `<rect x="${x - 3}" y="${y - r * 0.6}" width="6" height="${r * 0.6}" fill="${ink}" opacity="0.8"/><circle cx="${x}" cy="${y - r}" r="${r}" fill="${fill}"/>`;
}

function skyline(
  seed: number,
  base: number,
  count: number,
  maxH: number,
  fill: string,
  windows: boolean,
): string {
  const r = rng(seed);
  let out = "";
  let x = -10;
  for (let i = 0; i < count && x < W; i++) {
    const w = 28 + r() * 44;
    const h = maxH * (0.35 + r() * 0.65);
    out += `<rect x="${x.toFixed(0)}" y="${(base - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${fill}"/>`;
    if (windows) {
      for (let wy = base - h + 10; wy < base - 10; wy += 16) {
        for (let wx = x + 6; wx < x + w - 8; wx += 12) {
          if (r() > 0.55)
            out += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="5" height="7" fill="${goldLight}" opacity="0.8"/>`;
        }
      }
    }
    x += w + 2;
  }
  return out;
}

function frame(body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}">${body}
  <rect x="12" y="12" width="${W - 24}" height="${H - 24}" fill="none" stroke="${paper}" stroke-opacity="0.55" stroke-width="1.5"/></svg>`;
}

const scenes: Record<string, Scene> = {
  "caribbean-bay": (s) =>
    sky("#f3e3c3", "#f7efe0") +
    sun(470, 150, 46) +
    hills(s, 250, 70, "#5f7d5a") +
    sea(255, "#3f8a8c", "#1f5a63", s) +
    `<path d="M0 340 Q200 310 360 345 T640 330 V400 H0 Z" fill="#ead8b0"/>` +
    palm(90, 345, 150) +
    palm(150, 350, 110),
  "miami-beach": (s) =>
    sky("#f6d7b8", "#fbeee0") +
    sun(160, 130, 40, "#e9a86a") +
    skyline(s, 250, 14, 110, "#e9dccb", false) +
    `<g fill="${gold}" opacity="0.55">${[60, 200, 340, 480].map((x) => `<rect x="${x}" y="205" width="70" height="45"/><rect x="${x + 8}" y="195" width="54" height="10"/>`).join("")}</g>` +
    sea(250, "#4d9aa6", "#2b6f7c", s) +
    `<path d="M0 350 Q320 320 640 352 V400 H0 Z" fill="#f0dfbf"/>` +
    palm(560, 355, 140),
  "new-york-park": (s) =>
    sky("#d9d4cc", "#f2ede4") +
    skyline(s, 270, 18, 210, "#4a4740", true) +
    skyline(s + 7, 280, 20, 120, "#2c2a25", false) +
    `<rect y="280" width="${W}" height="${H - 280}" fill="#5b7350"/>` +
    [40, 110, 190, 270, 360, 450, 530, 610]
      .map((x, i) => tree(x, 330 + (i % 2) * 30, 26 + (i % 3) * 6, i % 2 ? "#3f5a3a" : "#6f8a5c"))
      .join("") +
    `<path d="M0 390 Q320 350 640 392" stroke="${line}" stroke-width="8" fill="none"/>`,
  "patagonia-lodge": (s) =>
    sky("#b8c6cf", "#e8ecec") +
    `<path d="M120 260 L210 90 L245 150 L290 60 L340 170 L390 120 L470 260 Z" fill="#5a5f66"/>` +
    `<path d="M210 90 L228 125 L200 140 Z M290 60 L310 100 L280 110 Z" fill="${paper}"/>` +
    ridge(s, 270, 40, 10, "#7a8570") +
    sea(290, "#5f8fa3", "#2f5f73", s) +
    `<rect x="430" y="262" width="90" height="26" fill="${ink}"/><path d="M420 264 L475 242 L530 264 Z" fill="${gold}"/>`,
  "lake-como": (s) =>
    sky("#f0e2c8", "#faf4ea") +
    sun(520, 110, 34) +
    hills(s, 210, 90, "#7b8f6a") +
    hills(s + 3, 240, 60, "#55704d") +
    sea(250, "#6d9bb0", "#3d6c83", s) +
    `<g><rect x="100" y="196" width="130" height="54" fill="#ead2a6"/><path d="M92 198 L165 172 L238 198 Z" fill="#b4553d"/>` +
    [112, 140, 168, 196]
      .map((x) => `<rect x="${x}" y="210" width="12" height="22" fill="${ink}" opacity="0.7"/>`)
      .join("") +
    `</g>` +
    [60, 260, 290].map((x) => `<path d="M${x} 250 L${x + 8} 180 L${x + 16} 250 Z" fill="#2f4a2f"/>`).join(""),
  "paris-palace": (s) =>
    sky("#e9dfd2", "#f8f3ec") +
    `<path d="M470 300 L500 120 L506 60 L512 120 L542 300 Z M485 230 h42 M492 180 h28" stroke="${ink}" stroke-width="5" fill="none" opacity="0.75"/>` +
    skyline(s, 300, 14, 90, "#cdbfa8", false) +
    `<g>${[0, 130, 260].map((x) => `<rect x="${x + 10}" y="220" width="120" height="100" fill="#e8dcc6"/><path d="M${x + 6} 222 L${x + 20} 196 H${x + 120} L${x + 134} 222 Z" fill="#59606b"/>${[20, 50, 80, 105].map((w) => `<rect x="${x + w}" y="240" width="12" height="24" fill="${ink}" opacity="0.6"/><rect x="${x + w}" y="278" width="12" height="24" fill="${ink}" opacity="0.6"/>`).join("")}`).join("")}</g>` +
    `<rect y="320" width="${W}" height="80" fill="#b9ab93"/><path d="M0 360 H640" stroke="${paper}" stroke-width="3" stroke-dasharray="24 18"/>`,
  "london-mayfair": (s) =>
    sky("#cfd3d6", "#eceae5") +
    `<rect x="470" y="100" width="44" height="220" fill="#6b5f4d"/><path d="M466 102 L492 56 L518 102 Z" fill="#4d4437"/><circle cx="492" cy="130" r="14" fill="${goldLight}" stroke="${ink}" stroke-width="3"/>` +
    skyline(s, 320, 16, 140, "#8a8174", true) +
    `<g fill="#3d3a35">${[20, 160, 300].map((x) => `<rect x="${x}" y="230" width="120" height="90"/>`).join("")}</g>` +
    `<g fill="${goldLight}" opacity="0.85">${[30, 60, 90, 170, 200, 230, 310, 340, 370].map((x) => `<rect x="${x}" y="250" width="14" height="20"/><rect x="${x}" y="284" width="14" height="20"/>`).join("")}</g>` +
    `<rect y="320" width="${W}" height="80" fill="#57524a"/>` +
    `<rect x="560" y="300" width="40" height="60" rx="8" fill="#9c2f2a"/>`,
  "alpine-chalet": (s) =>
    sky("#c9d8e2", "#f1f4f5") +
    `<path d="M0 250 L120 90 L200 190 L300 70 L420 210 L520 110 L640 230 V400 H0 Z" fill="#8b98a3"/>` +
    `<path d="M120 90 L150 130 L100 140 Z M300 70 L340 120 L270 125 Z M520 110 L550 150 L495 150 Z" fill="${paper}"/>` +
    hills(s, 300, 50, "#f4f4f2") +
    [60, 100, 520, 580, 610]
      .map((x) => `<path d="M${x} 330 L${x + 14} 270 L${x + 28} 330 Z" fill="#2f4a3a"/>`)
      .join("") +
    `<rect x="260" y="270" width="120" height="70" fill="#7a4f2d"/><path d="M244 276 L320 228 L396 276 Z" fill="${ink}"/><path d="M250 272 L320 232 L390 272" stroke="${paper}" stroke-width="6" fill="none"/>` +
    `<rect x="290" y="292" width="18" height="18" fill="${goldLight}"/><rect x="334" y="292" width="18" height="18" fill="${goldLight}"/>`,
  "marrakech-garden": (s) =>
    sky("#f2d2b0", "#f9ebdc") +
    sun(120, 110, 38, "#e7a15d") +
    `<rect x="0" y="150" width="${W}" height="190" fill="#c9794f"/>` +
    [40, 170, 300, 430, 560]
      .map((x) => `<path d="M${x} 320 V220 Q${x + 40} 160 ${x + 80} 220 V320 Z" fill="#7e3b24"/>`)
      .join("") +
    `<rect y="320" width="${W}" height="80" fill="#3e6d5a"/><rect x="220" y="335" width="200" height="40" fill="#4f9bb0"/>` +
    palm(20, 330, 170, "#2c4a36") +
    palm(600, 330, 150, "#2c4a36") +
    [90, 150, 480, 540].map((x) => tree(x, 335, 14, "#5f8f5a")).join("") +
    `<circle cx="320" cy="355" r="6" fill="${paper}" opacity="${(rng(s)() * 0.3 + 0.6).toFixed(2)}"/>`,
  "dubai-desert": (s) =>
    sky("#f3cf9e", "#fbeedd") +
    sun(430, 150, 52, "#e48d4a", 0.85) +
    hills(s, 260, 70, "#d9a66a") +
    hills(s + 11, 310, 70, "#c98b4f") +
    hills(s + 5, 360, 50, "#b57740") +
    `<g fill="${ink}" opacity="0.8"><rect x="120" y="236" width="70" height="26"/><path d="M112 238 L155 218 L198 238 Z"/></g>` +
    `<path d="M520 300 q10 -24 22 0 q4 -10 10 -2" stroke="${ink}" stroke-width="4" fill="none"/>`,
  "cape-winelands": (s) =>
    sky("#d7e0e3", "#f4f1ea") +
    ridge(s, 190, 80, 8, "#6f7b88") +
    hills(s + 2, 250, 40, "#9aa66f") +
    `<rect y="250" width="${W}" height="150" fill="#7f9a57"/>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${-40 + i * 20} 400 L${200 + i * 60} 250" stroke="#4b6a34" stroke-width="6" stroke-dasharray="4 8" />`,
    ).join("") +
    `<rect x="440" y="220" width="130" height="46" fill="${paper}"/><path d="M430 222 L505 196 L580 222 Z" fill="#59606b"/><rect x="495" y="236" width="16" height="30" fill="${gold}"/>`,
  "maldives-atoll": (s) =>
    sky("#cfe4e6", "#f3f1e6") +
    sun(520, 100, 30) +
    sea(200, "#5fb3b3", "#1f6f7f", s) +
    `<ellipse cx="140" cy="215" rx="110" ry="16" fill="#efe1bd"/>` +
    palm(110, 215, 80, "#2c4a36") +
    palm(160, 212, 64, "#2c4a36") +
    `<path d="M240 300 H640" stroke="#6b4f33" stroke-width="6"/>` +
    [280, 380, 480, 580]
      .map(
        (x) =>
          `<rect x="${x}" y="262" width="56" height="34" fill="#e6cfa3"/><path d="M${x - 8} 264 L${x + 28} 238 L${x + 64} 264 Z" fill="#7a5a3a"/><path d="M${x + 8} 296 V330 M${x + 48} 296 V330" stroke="#6b4f33" stroke-width="4"/>`,
      )
      .join(""),
  "bali-jungle": (s) =>
    sky("#dfe6d2", "#f5f2e6") +
    hills(s, 170, 60, "#5f7d4a") +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M0 ${210 + i * 40} Q320 ${185 + i * 40} 640 ${214 + i * 40} V400 H0 Z" fill="${["#7b9a52", "#6d8d47", "#5f7f3e", "#516f36", "#43602d"][i]}"/><path d="M0 ${210 + i * 40} Q320 ${185 + i * 40} 640 ${214 + i * 40}" stroke="#c9d6a0" stroke-width="2" fill="none"/>`,
      )
      .join("") +
    palm(60, 300, 150, "#24381f") +
    palm(560, 280, 170, "#24381f") +
    `<path d="M300 190 L330 150 L360 190 Z" fill="#7a4f2d"/><rect x="312" y="190" width="36" height="22" fill="#e6cfa3"/>`,
  "kyoto-garden": (s) =>
    sky("#f1e4d8", "#faf6ee") +
    sun(140, 110, 36, "#c0503a", 0.8) +
    hills(s, 230, 50, "#8b9a80") +
    `<g fill="${ink}">${[0, 1, 2, 3].map((i) => `<rect x="${446 + i * 6}" y="${130 + i * 36}" width="${68 - i * 12}" height="30"/><path d="M${420 + i * 10} ${134 + i * 36} H${540 - i * 10} L${522 - i * 10} ${120 + i * 36} H${438 + i * 10} Z"/>`).join("")}</g>` +
    `<rect y="270" width="${W}" height="130" fill="#cfc6b4"/>` +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<path d="M0 ${290 + i * 18} Q320 ${280 + i * 18} 640 ${290 + i * 18}" stroke="${paper}" stroke-width="2" fill="none" opacity="0.8"/>`,
    ).join("") +
    `<ellipse cx="220" cy="330" rx="40" ry="16" fill="#6f6a5f"/><ellipse cx="330" cy="360" rx="26" ry="10" fill="#6f6a5f"/>` +
    tree(70, 300, 40, "#b5462f") +
    tree(600, 290, 34, "#c8643c"),
};

const outDir = "public/images/hotels";
const srcDir = join(outDir, "src");
mkdirSync(srcDir, { recursive: true });
const tmp = mkdtempSync(join(tmpdir(), "offers-hotels-"));

for (const [index, hotel] of hotelOffers.entries()) {
  const scene = scenes[hotel.id];
  if (!scene) throw new Error(`No scene for hotel ${hotel.id}`);
  const svg = frame(scene(index * 97 + 13), `Illustration: ${hotel.location}`);
  const svgPath = join(srcDir, `${hotel.id}.svg`);
  writeFileSync(svgPath, svg);
  const html = join(tmp, `${hotel.id}.html`);
  writeFileSync(
    html,
    `<!doctype html><style>html,body{margin:0;background:${paper}}svg{display:block}</style>${svg}`,
  );
  const png = join(tmp, `${hotel.id}.png`);
  execFileSync(
    "chromium",
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--hide-scrollbars",
      `--window-size=${W},${H}`,
      `--screenshot=${png}`,
      `file://${html}`,
    ],
    { stdio: "ignore" },
  );
  const webp = join(outDir, `${hotel.id}.webp`);
  execFileSync("cwebp", ["-quiet", "-q", "72", "-m", "6", png, "-o", webp]);
  console.log(`${hotel.id}: ${statSync(webp).size} bytes`);
}
void ink;
void line;
void gold;
