/**
 * The film's seven shots, drawn as SVG in the house palette (ink and warm brown grounds, paper and
 * gold accents, one soft key light from the upper left and a warm rim) and rendered to PNG with
 * resvg. Each shot is a still; the film script moves a slow camera over it and crossfades them.
 * Nothing here spells a word: the only characters drawn are a serial and the certificate's ID.
 * The certificate is the embedded defaults' authentic sample (the Hermès Birkin the film's phone
 * photographs): its ID, typed into /verify or read from its QR code, opens that certificate.
 */
import { Resvg } from "@resvg/resvg-js";
import { sampleCertificateIds } from "../../app/lib/sample-certificates.ts";
import { qrDrawing } from "../../app/pages/verify/qr.server.ts";

export const W = 1920;
export const H = 1080;

const INK = "#15130f";
const GOLD = "#d9b75f";
const GOLD_DEEP = "#8a6a1f";
const PAPER = "#faf8f4";

/** A small deterministic generator, so that every rebuild draws the same grain and code. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The studio: a warm-brown ground lit from the upper left, falling off to ink. */
function studio(id: string, light = "#4a3524"): string {
  return `<defs>
    <radialGradient id="${id}-key" cx="0.28" cy="0.2" r="0.95">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="0.55" stop-color="#241a12"/>
      <stop offset="1" stop-color="${INK}"/>
    </radialGradient>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>
    <filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#${id}-key)"/>`;
}

/** The handbag: full-grain leather body, flap, handle, gold clasp, saddle stitching. */
function bag(): string {
  return `<defs>
    <linearGradient id="leather" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7a4e2c"/><stop offset="0.45" stop-color="#4e2f1a"/><stop offset="1" stop-color="#22140b"/>
    </linearGradient>
    <linearGradient id="flap" x1="0" y1="0" x2="0.8" y2="1">
      <stop offset="0" stop-color="#8a5a33"/><stop offset="1" stop-color="#3a2314"/>
    </linearGradient>
    <linearGradient id="brass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f3dd9a"/><stop offset="0.5" stop-color="${GOLD}"/><stop offset="1" stop-color="${GOLD_DEEP}"/>
    </linearGradient>
    <linearGradient id="rim" x1="1" y1="0" x2="0" y2="0">
      <stop offset="0" stop-color="${GOLD}" stop-opacity="0.75"/><stop offset="0.08" stop-color="${GOLD}" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <ellipse cx="0" cy="250" rx="360" ry="40" fill="#000" opacity="0.6" filter="url(#soft)"/>
  <path d="M-250 -170 Q0 -470 250 -170" fill="none" stroke="#2e1b0f" stroke-width="34" stroke-linecap="round"/>
  <path d="M-250 -170 Q0 -470 250 -170" fill="none" stroke="#6b4427" stroke-width="10" stroke-linecap="round" transform="translate(-6 -8)"/>
  <path d="M-300 -160 L300 -160 Q330 -160 335 -130 L360 210 Q362 245 325 245 L-325 245 Q-362 245 -360 210 L-335 -130 Q-330 -160 -300 -160 Z" fill="url(#leather)"/>
  <path d="M-300 -160 L300 -160 Q330 -160 335 -130 L360 210 Q362 245 325 245 L-325 245 Q-362 245 -360 210 L-335 -130 Q-330 -160 -300 -160 Z" fill="url(#rim)"/>
  <path d="M-318 -150 L318 -150 L328 40 Q0 120 -328 40 Z" fill="url(#flap)"/>
  <path d="M-305 -138 L305 -138 L314 30 Q0 105 -314 30 Z" fill="none" stroke="#9a6e45" stroke-opacity="0.8" stroke-width="3" stroke-dasharray="10 8"/>
  <path d="M-340 200 L340 200" stroke="#8a6240" stroke-opacity="0.6" stroke-width="3" stroke-dasharray="10 8"/>
  <rect x="-38" y="40" width="76" height="58" rx="10" fill="url(#brass)"/>
  <rect x="-22" y="54" width="44" height="30" rx="6" fill="none" stroke="${GOLD_DEEP}" stroke-width="4"/>
  <ellipse cx="-120" cy="-60" rx="170" ry="50" fill="#fff" opacity="0.06" filter="url(#soft)"/>`;
}

/** The phone: a dark slab with a rounded screen. `screen` is drawn inside the screen's frame. */
function phone(screen: string, w = 380, h = 780): string {
  return `<defs>
    <linearGradient id="slab" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b362f"/><stop offset="0.5" stop-color="#14120f"/><stop offset="1" stop-color="#0a0907"/>
    </linearGradient>
    <clipPath id="screen"><rect x="${-w / 2 + 18}" y="${-h / 2 + 18}" width="${w - 36}" height="${h - 36}" rx="40"/></clipPath>
  </defs>
  <rect x="${-w / 2 + 30}" y="${h / 2 - 10}" width="${w - 60}" height="40" fill="#000" opacity="0.7" filter="url(#soft)"/>
  <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="56" fill="url(#slab)"/>
  <rect x="${-w / 2 + 1.5}" y="${-h / 2 + 1.5}" width="${w - 3}" height="${h - 3}" rx="55" fill="none" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="3"/>
  <g clip-path="url(#screen)">
    <rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="#0d0b09"/>
    ${screen}
  </g>
  <rect x="-45" y="${-h / 2 + 30}" width="90" height="24" rx="12" fill="#050403"/>`;
}

/** Thin gold viewfinder corners around a box. */
function corners(x: number, y: number, w: number, h: number, len = 40, width = 3): string {
  const c = (px: number, py: number, dx: number, dy: number) =>
    `<path d="M${px + dx * len} ${py} L${px} ${py} L${px} ${py + dy * len}" fill="none" stroke="${GOLD}" stroke-width="${width}"/>`;
  return c(x, y, 1, 1) + c(x + w, y, -1, 1) + c(x, y + h, 1, -1) + c(x + w, y + h, -1, -1);
}

/** A measured dimension: a thin gold line with end ticks and a small dot at its middle. */
function dimension(x1: number, y1: number, x2: number, y2: number, tick = 14): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy);
  const nx = (-dy / len) * tick;
  const ny = (dx / len) * tick;
  return `<g stroke="${GOLD}" stroke-width="2.5" fill="none">
    <line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>
    <line x1="${x1 - nx}" y1="${y1 - ny}" x2="${x1 + nx}" y2="${y1 + ny}"/>
    <line x1="${x2 - nx}" y1="${y2 - ny}" x2="${x2 + nx}" y2="${y2 + ny}"/>
  </g><circle cx="${(x1 + x2) / 2}" cy="${(y1 + y2) / 2}" r="5" fill="${GOLD}"/>`;
}

/** Shot 1: the item photographed on a phone. */
function capture(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${studio("s1")}
  <g transform="translate(1180 560) scale(1.05)">${bag()}</g>
  <g transform="translate(560 640) rotate(-8)">
    ${phone(`<rect x="-190" y="-390" width="380" height="780" fill="#2a1e14"/>
      <g transform="translate(0 10) scale(0.42)">${bag()}</g>
      ${corners(-140, -170, 280, 330)}
      <circle cx="0" cy="300" r="38" fill="none" stroke="${PAPER}" stroke-width="5"/>
      <circle cx="0" cy="300" r="29" fill="${PAPER}"/>`)}
  </g>
  <ellipse cx="420" cy="160" rx="420" ry="160" fill="#f6e3b4" opacity="0.07" filter="url(#softer)"/>
</svg>`;
}

/** One thumbnail of the submitted set: a detail in a rounded tile. */
function tile(x: number, y: number, s: number, body: string, done: boolean): string {
  return `<g transform="translate(${x} ${y})">
    <rect width="${s}" height="${s}" rx="16" fill="#2a1e14"/>
    <g transform="translate(${s / 2} ${s / 2})">${body}</g>
    <rect width="${s}" height="${s}" rx="16" fill="none" stroke="${done ? GOLD : "#5b4a38"}" stroke-width="3"/>
    ${done ? `<circle cx="${s - 22}" cy="22" r="13" fill="${GOLD}"/><path d="M${s - 29} 22 l5 5 l9 -10" stroke="${INK}" stroke-width="3.5" fill="none"/>` : ""}
  </g>`;
}

/** Shot 2: the photos go up from the phone. */
function submit(): string {
  const stitches = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${-56 + i * 24}" y="-5" width="14" height="6" rx="3" fill="#7a5434" transform="rotate(-24 ${-49 + i * 24} -2)"/>`,
  ).join("");
  const holo = `<circle r="34" fill="url(#iris)"/>`;
  const serial = `<rect x="-52" y="-20" width="104" height="40" rx="6" fill="#8f8a80"/><g fill="#4a463f">${Array.from({ length: 6 }, (_, i) => `<rect x="${-44 + i * 15}" y="-10" width="9" height="20" rx="2"/>`).join("")}</g>`;
  const rnd = random(7);
  const motes = Array.from({ length: 40 }, () => {
    const x = 700 + rnd() * 520;
    const y = 40 + rnd() * 220;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(1.5 + rnd() * 3).toFixed(1)}" fill="${GOLD}" opacity="${(0.2 + rnd() * 0.6).toFixed(2)}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${studio("s2")}
  <defs><linearGradient id="iris" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#c9b27a"/><stop offset="0.35" stop-color="#9fb0a8"/><stop offset="0.65" stop-color="#b59ab0"/><stop offset="1" stop-color="#d9b75f"/>
  </linearGradient></defs>
  ${motes}
  <path d="M960 230 L960 70 M920 110 L960 70 L1000 110" stroke="${GOLD}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <g transform="translate(960 640) scale(0.85)">
    ${phone(
      `<rect x="-190" y="-390" width="380" height="780" fill="#17130f"/>
      ${tile(-150, -290, 140, `<g transform="scale(0.17)">${bag()}</g>`, true)}
      ${tile(10, -290, 140, stitches, true)}
      ${tile(-150, -130, 140, serial, true)}
      ${tile(10, -130, 140, holo, false)}
      <rect x="-150" y="60" width="300" height="10" rx="5" fill="#3a2f24"/>
      <rect x="-150" y="60" width="230" height="10" rx="5" fill="${GOLD}"/>
      <rect x="-110" y="260" width="220" height="64" rx="32" fill="${GOLD}"/>
      <path d="M0 310 L0 276 M-14 290 L0 276 L14 290" stroke="${INK}" stroke-width="4" fill="none"/>`,
      380,
      780,
    )}
  </g>
</svg>`;
}

/** A leather ground with grain, for the close-ups. */
function leatherGround(id: string, tone = "#5a3820"): string {
  return `<defs>
    <filter id="${id}-grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="3" seed="4" result="n"/>
      <feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.55 -0.1" result="a"/>
      <feComposite in="a" in2="SourceGraphic" operator="in"/>
    </filter>
    <radialGradient id="${id}-light" cx="0.25" cy="0.15" r="1.1">
      <stop offset="0" stop-color="${tone}"/><stop offset="0.6" stop-color="#2b1a0f"/><stop offset="1" stop-color="${INK}"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#${id}-light)"/>
  <rect width="${W}" height="${H}" fill="#000" filter="url(#${id}-grain)" opacity="0.8"/>`;
}

/** Shot 3: the stitching, measured: pitch between stitches and the angle of each. */
function stitching(): string {
  const stitches: string[] = [];
  const step = 118;
  for (let i = 0; i < 16; i++) {
    const x = -140 + i * step;
    const y = 520 + i * 6;
    // A saddle stitch as seen on a bag: a short slanted dash of waxed thread, a shade lighter than
    // the leather, sunk in the creased groove with its two holes at the ends (not a pale pill).
    stitches.push(`<g transform="translate(${x} ${y}) rotate(-24)">
      <rect x="-40" y="-10" width="80" height="20" rx="8" fill="#120a05" opacity="0.55" transform="translate(3 5)"/>
      <rect x="-38" y="-9" width="76" height="18" rx="7" fill="#7a5434"/>
      <rect x="-32" y="-8" width="60" height="5" rx="2.5" fill="#a47a52" opacity="0.55"/>
      <path d="M-30 4 L30 4" stroke="#4e3320" stroke-width="2.5" opacity="0.8"/>
      <circle cx="-44" cy="0" r="5" fill="#120a05"/>
      <circle cx="44" cy="0" r="5" fill="#120a05"/>
    </g>`);
  }
  // The groove the stitches sit in: a dark crease with a lit lower lip along the line of stitches.
  const grooveAt = (x: number) => 520 + ((x + 140) / step) * 6;
  const groove = `<path d="M-200 ${grooveAt(-200)} L2120 ${grooveAt(2120)}" stroke="#1c1008" stroke-width="34" opacity="0.75"/>
  <path d="M-200 ${grooveAt(-200) + 18} L2120 ${grooveAt(2120) + 18}" stroke="#8a5f3c" stroke-width="3" opacity="0.5"/>
  <path d="M-200 ${grooveAt(-200) - 17} L2120 ${grooveAt(2120) - 17}" stroke="#0e0804" stroke-width="2" opacity="0.7"/>`;
  const x0 = -140 + 7 * step;
  const y0 = 520 + 7 * 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${studio("s3")}
  ${leatherGround("l3")}
  <path d="M0 430 Q960 470 1920 560" stroke="#1a0f08" stroke-width="6" fill="none" opacity="0.7"/>
  <path d="M0 650 Q960 690 1920 780" stroke="#1a0f08" stroke-width="6" fill="none" opacity="0.7"/>
  ${groove}
  ${stitches.join("")}
  <g opacity="0.95">
    ${dimension(x0, y0 - 90, x0 + step, y0 + 6 - 90)}
    ${dimension(x0 + step, y0 + 6 - 90, x0 + 2 * step, y0 + 12 - 90)}
    <line x1="${x0}" y1="${y0 - 70}" x2="${x0}" y2="${y0 - 20}" stroke="${GOLD}" stroke-width="1.5" stroke-dasharray="6 6"/>
    <line x1="${x0 + step}" y1="${y0 - 64}" x2="${x0 + step}" y2="${y0 - 14}" stroke="${GOLD}" stroke-width="1.5" stroke-dasharray="6 6"/>
    <line x1="${x0 + 2 * step}" y1="${y0 - 58}" x2="${x0 + 2 * step}" y2="${y0 - 8}" stroke="${GOLD}" stroke-width="1.5" stroke-dasharray="6 6"/>
    <g transform="translate(${x0 - 3 * step} ${y0 - 18})">
      <line x1="-70" y1="0" x2="90" y2="0" stroke="${GOLD}" stroke-width="2"/>
      <line x1="-70" y1="31" x2="80" y2="-36" stroke="${GOLD}" stroke-width="2"/>
      <path d="M60 0 A60 60 0 0 0 55 -24" stroke="${GOLD}" stroke-width="2.5" fill="none"/>
    </g>
    <circle cx="${x0 + 4 * step}" cy="${y0 + 24}" r="70" fill="none" stroke="${GOLD}" stroke-width="2.5"/>
    <line x1="${x0 + 4 * step - 90}" y1="${y0 + 24}" x2="${x0 + 4 * step + 90}" y2="${y0 + 24}" stroke="${GOLD}" stroke-width="1.5"/>
    <line x1="${x0 + 4 * step}" y1="${y0 - 66}" x2="${x0 + 4 * step}" y2="${y0 + 114}" stroke="${GOLD}" stroke-width="1.5"/>
  </g>
</svg>`;
}

/** Shot 4: a serial stamped in brushed steel, each character boxed and its height measured. */
function serial(): string {
  const chars = "7Q4K 2098 M1";
  const rnd = random(11);
  const brush = Array.from({ length: 260 }, () => {
    const y = rnd() * H;
    return `<line x1="0" y1="${y.toFixed(1)}" x2="${W}" y2="${(y + rnd() * 6 - 3).toFixed(1)}" stroke="${rnd() > 0.5 ? "#fff" : "#000"}" stroke-opacity="${(0.03 + rnd() * 0.06).toFixed(3)}" stroke-width="${(1 + rnd() * 2).toFixed(1)}"/>`;
  }).join("");
  const boxes: string[] = [];
  const left = 330;
  const pitch = 112;
  [...chars].forEach((c, i) => {
    if (c !== " ")
      boxes.push(
        `<rect x="${left + i * pitch - 8}" y="418" width="${pitch - 22}" height="172" fill="none" stroke="${GOLD}" stroke-width="2" opacity="0.9"/>`,
      );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0.6">
      <stop offset="0" stop-color="#b8b2a6"/><stop offset="0.35" stop-color="#7d776c"/><stop offset="0.7" stop-color="#4a463f"/><stop offset="1" stop-color="#24211c"/>
    </linearGradient>
    <radialGradient id="warm" cx="0.9" cy="0.9" r="0.6"><stop offset="0" stop-color="${GOLD}" stop-opacity="0.28"/><stop offset="1" stop-color="${GOLD}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#steel)"/>
  ${brush}
  <rect width="${W}" height="${H}" fill="url(#warm)"/>
  <text x="${left}" y="580" font-family="DejaVu Sans Mono" font-size="186" letter-spacing="0" fill="#fff" fill-opacity="0.35" transform="translate(3 3)" textLength="${pitch * chars.length - 22}">${chars}</text>
  <text x="${left}" y="580" font-family="DejaVu Sans Mono" font-size="186" letter-spacing="0" fill="#2b2822" fill-opacity="0.85" textLength="${pitch * chars.length - 22}">${chars}</text>
  ${boxes.join("")}
  <line x1="250" y1="590" x2="1720" y2="590" stroke="${GOLD}" stroke-width="2" stroke-dasharray="10 8"/>
  ${dimension(255, 418, 255, 590)}
  ${dimension(left - 8, 680, left + 4 * pitch - 30, 680)}
  <rect width="${W}" height="${H}" fill="#000" opacity="0.18"/>
</svg>`;
}

/** Shot 5: the hologram under a changing light, its rings and centre marked. */
function hologram(): string {
  const rings = Array.from(
    { length: 22 },
    (_, i) =>
      `<circle r="${20 + i * 11}" fill="none" stroke="#fff" stroke-opacity="${(0.05 + (i % 3) * 0.05).toFixed(2)}" stroke-width="2"/>`,
  ).join("");
  const rays = Array.from(
    { length: 36 },
    (_, i) =>
      `<line x1="0" y1="0" x2="0" y2="-260" stroke="#fff" stroke-opacity="0.07" stroke-width="3" transform="rotate(${i * 10})"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${studio("s5", "#3f2c1e")}
  ${leatherGround("l5", "#4a2e1b")}
  <defs>
    <linearGradient id="holo" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e7d39a"/><stop offset="0.25" stop-color="#a9c2b8"/><stop offset="0.5" stop-color="#c4a6c2"/><stop offset="0.75" stop-color="#9fb3cf"/><stop offset="1" stop-color="#d9b75f"/>
    </linearGradient>
    <radialGradient id="sheen" cx="0.3" cy="0.25" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <g transform="translate(960 540)">
    <ellipse cx="18" cy="30" rx="270" ry="270" fill="#000" opacity="0.55" filter="url(#soft)"/>
    <circle r="260" fill="url(#holo)"/>
    ${rings}${rays}
    <circle r="260" fill="url(#sheen)"/>
    <circle r="260" fill="none" stroke="${GOLD}" stroke-width="4" opacity="0.8"/>
    <g stroke="${GOLD}" fill="none" stroke-width="2.5">
      <circle r="320"/>
      <circle r="120" stroke-dasharray="8 8"/>
      <line x1="-380" y1="0" x2="-140" y2="0"/><line x1="140" y1="0" x2="380" y2="0"/>
      <line x1="0" y1="-380" x2="0" y2="-140"/><line x1="0" y1="140" x2="0" y2="380"/>
      <path d="M226 -226 L300 -300 L420 -300"/>
    </g>
    <circle r="8" fill="${GOLD}"/>
    <circle cx="226" cy="-226" r="7" fill="${GOLD}"/>
  </g>
</svg>`;
}

/** A real QR code of `text` (the site's own encoder), `size` px square with its quiet zone. */
function qr(x: number, y: number, size: number, text: string): string {
  const code = qrDrawing(text);
  const k = size / code.size;
  return `<g transform="translate(${x} ${y}) scale(${k.toFixed(4)})" fill="${INK}" shape-rendering="crispEdges"><path d="${code.path}"/></g>`;
}

/** Shot 6: the certificate, its seal, its QR code and its ID. */
function certificate(): string {
  const lines = (x: number, y: number, widths: number[], gap = 30, color = "#cfc6b6") =>
    widths
      .map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="10" rx="5" fill="${color}"/>`)
      .join("");
  const petals = Array.from(
    { length: 24 },
    (_, i) => `<ellipse cx="0" cy="-62" rx="9" ry="24" fill="${GOLD}" transform="rotate(${i * 15})"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${studio("s6", "#3e2c1d")}
  <defs><linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="#e9e2d4"/></linearGradient></defs>
  <g transform="translate(960 545) rotate(-4)">
    <rect x="-500" y="-330" width="1000" height="680" fill="#000" opacity="0.6" filter="url(#soft)" transform="translate(24 30)"/>
    <rect x="-500" y="-340" width="1000" height="680" fill="url(#paper)"/>
    <rect x="-470" y="-310" width="940" height="620" fill="none" stroke="${GOLD_DEEP}" stroke-width="3"/>
    <rect x="-460" y="-300" width="920" height="600" fill="none" stroke="${GOLD}" stroke-width="1.5"/>
    <g transform="translate(-330 -170)">${petals}<circle r="56" fill="${GOLD_DEEP}"/><circle r="44" fill="none" stroke="${PAPER}" stroke-width="3"/><path d="M-20 0 l14 15 l28 -32" stroke="${PAPER}" stroke-width="7" fill="none" stroke-linecap="round"/></g>
    ${lines(-200, -230, [420, 330], 44, "#3a3128")}
    ${lines(-200, -130, [560, 500, 540, 380])}
    ${lines(-420, 40, [300, 260, 280])}
    <text x="-420" y="220" font-family="DejaVu Sans Mono" font-size="46" font-weight="bold" fill="${INK}" letter-spacing="3">${sampleCertificateIds.authentic}</text>
    <line x1="-420" y1="246" x2="60" y2="246" stroke="${GOLD}" stroke-width="3"/>
    ${qr(170, -20, 250, sampleCertificateIds.authentic)}
    ${corners(150, -40, 290, 290, 30, 3)}
  </g>
  <rect width="${W}" height="${H}" fill="url(#s6-key)" opacity="0.25"/>
</svg>`;
}

/** Shot 7: the Collect Card, in three-quarter view, with its gold rim. */
function card(): string {
  const waves = Array.from({ length: 18 }, (_, i) => {
    const y = -200 + i * 24;
    return `<path d="M-420 ${y} C-250 ${y - 60} -100 ${y + 60} 60 ${y} S 300 ${y - 50} 420 ${y}" fill="none" stroke="${GOLD}" stroke-opacity="0.16" stroke-width="2"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  ${studio("s7")}
  <defs>
    <linearGradient id="cardface" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f2519"/><stop offset="0.5" stop-color="#17130e"/><stop offset="1" stop-color="#0b0a08"/></linearGradient>
    <linearGradient id="chip" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e2a6"/><stop offset="0.5" stop-color="${GOLD}"/><stop offset="1" stop-color="${GOLD_DEEP}"/></linearGradient>
    <linearGradient id="edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${GOLD}" stop-opacity="0"/><stop offset="0.7" stop-color="${GOLD}" stop-opacity="0.2"/><stop offset="1" stop-color="#f3dd9a" stop-opacity="0.95"/></linearGradient>
    <clipPath id="cardclip"><rect x="-420" y="-265" width="840" height="530" rx="38"/></clipPath>
  </defs>
  <ellipse cx="990" cy="860" rx="520" ry="60" fill="#000" opacity="0.7" filter="url(#softer)"/>
  <g transform="translate(960 520) matrix(0.93 -0.16 0.26 0.9 0 0)">
    <rect x="-420" y="-265" width="840" height="530" rx="38" fill="url(#cardface)"/>
    <g clip-path="url(#cardclip)">${waves}
      <ellipse cx="-260" cy="-220" rx="420" ry="160" fill="#fff" opacity="0.06" filter="url(#soft)"/>
    </g>
    <rect x="-420" y="-265" width="840" height="530" rx="38" fill="none" stroke="url(#edge)" stroke-width="5"/>
    <rect x="-330" y="-90" width="120" height="92" rx="14" fill="url(#chip)"/>
    <path d="M-330 -44 H-210 M-270 -90 V2 M-300 -90 V-44 M-240 2 V-44" stroke="${GOLD_DEEP}" stroke-width="3" fill="none"/>
    <g transform="translate(300 -170)" fill="none" stroke="${GOLD}" stroke-width="6">
      <path d="M30 -30 A42 42 0 1 0 30 30"/><path d="M18 -16 A22 22 0 1 0 18 16"/>
    </g>
    <g fill="${GOLD}" opacity="0.75">${Array.from({ length: 4 }, (_, g) => Array.from({ length: 4 }, (_, d) => `<circle cx="${-330 + g * 120 + d * 22}" cy="120" r="6"/>`).join("")).join("")}</g>
    <rect x="-330" y="180" width="260" height="12" rx="6" fill="${GOLD}" opacity="0.45"/>
  </g>
</svg>`;
}

export const shots = { capture, submit, stitching, serial, hologram, certificate, card } as const;
export type ShotName = keyof typeof shots;

/** Renders one shot to PNG bytes at the film's working size. */
export function renderShot(name: ShotName): Buffer {
  const svg = shots[name]();
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: W },
    font: { loadSystemFonts: true, defaultFontFamily: "DejaVu Sans Mono" },
  });
  return resvg.render().asPng();
}
