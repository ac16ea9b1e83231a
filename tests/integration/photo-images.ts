/**
 * Test photos made here with sharp (nothing downloaded): a "photo" is a seeded scene of shapes,
 * lines and text over a gradient, so each seed gives a different picture (different perceptual
 * hashes) with real edges (a high variance of the Laplacian); blurring it flags it.
 */
import sharp from "sharp";

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

/** An SVG scene of `width` x `height`, different for each seed. */
export function sceneSvg(seed: number, width: number, height: number): Buffer {
  const r = rng(seed);
  const colour = () =>
    `rgb(${Math.floor(40 + r() * 180)},${Math.floor(40 + r() * 180)},${Math.floor(40 + r() * 180)})`;
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${r()}" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
  );
  const unit = Math.min(width, height);
  for (let i = 0; i < 40; i++) {
    const x = r() * width;
    const y = r() * height;
    const s = unit * (0.03 + r() * 0.2);
    if (i % 3 === 0) parts.push(`<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${colour()}"/>`);
    else if (i % 3 === 1)
      parts.push(`<rect x="${x}" y="${y}" width="${s}" height="${s * (0.3 + r())}" fill="${colour()}"/>`);
    else
      parts.push(
        `<line x1="${x}" y1="${y}" x2="${r() * width}" y2="${r() * height}" stroke="${colour()}" stroke-width="${1 + r() * unit * 0.01}"/>`,
      );
  }
  for (let i = 0; i < 12; i++)
    parts.push(
      `<text x="${r() * width * 0.8}" y="${r() * height}" font-size="${unit * (0.02 + r() * 0.05)}" font-family="sans-serif" fill="${colour()}">SERIAL ${Math.floor(r() * 1e6)}</text>`,
    );
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join("")}</svg>`,
  );
}

export interface PhotoOptions {
  seed: number;
  width?: number;
  height?: number;
  /** Gaussian blur sigma at full size (a photo out of focus). */
  blur?: number;
  format?: "jpeg" | "png" | "webp" | "avif";
  /** EXIF to write (e.g. GPS), with sharp's withExif. */
  exif?: Record<string, Record<string, string>>;
  /** EXIF orientation tag to write (1-8). */
  orientation?: number;
  /** Sensor-like grain (Gaussian noise of this sigma): makes a JPEG as heavy as a phone's. */
  grain?: number;
}

/** A generated photo, encoded. */
export async function makePhoto(options: PhotoOptions): Promise<Buffer> {
  const width = options.width ?? 1600;
  const height = options.height ?? 1200;
  let image = sharp(sceneSvg(options.seed, width, height));
  if (options.blur) image = sharp(await image.png().toBuffer()).blur(options.blur);
  if (options.grain) {
    const grain = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: options.grain },
      },
    })
      .raw()
      .toBuffer();
    image = sharp(await image.png().toBuffer()).composite([
      { input: grain, raw: { width, height, channels: 3 }, blend: "soft-light" },
    ]);
  }
  if (options.exif) image = image.withExif(options.exif);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  switch (options.format ?? "jpeg") {
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp({ quality: 85 }).toBuffer();
    case "avif":
      return image.avif({ quality: 60, effort: 0 }).toBuffer();
    default:
      return image.jpeg({ quality: 88 }).toBuffer();
  }
}

/** GPS EXIF of a place (decimal degrees written as EXIF rationals), as a phone writes it. */
export const gpsExif = {
  IFD0: { Make: "TestPhone", Model: "GPS 1" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "48/1 51/1 2400/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "2/1 21/1 300/100",
  },
};

/**
 * An AVIF (AV1 in the HEIF container) whose major brand is rewritten to `mif1`, the generic HEIF
 * brand iPhones also use; this file takes the HEIF path (sniffed as HEIF, named .HEIC, declared
 * image/heic). Node's libraries here encode no HEVC: a real HEVC HEIC, made once with Debian's
 * heif-enc, is committed as tests/fixtures/photos/hevc-gps.heic (scripts/test/make-hevc-heic.ts).
 */
export async function makeHeif(seed: number, width = 1600, height = 1200): Promise<Buffer> {
  const avif = await makePhoto({ seed, width, height, format: "avif" });
  const out = Buffer.from(avif);
  if (out.toString("latin1", 4, 8) === "ftyp") out.write("mif1", 8, "latin1");
  return out;
}
