import sharp, { type OutputInfo, type Sharp } from "sharp";
import { rgbaToThumbHash } from "thumbhash";

/**
 * The photo pipeline's pure part: from an uploaded file's bytes to its derivatives, placeholder,
 * perceptual hash and automated checks (docs/decisions/020-authentication-requests.md, "Photos").
 * No database and no store here: server/photos/worker.ts feeds it and stores what it returns;
 * scripts/load/photos.ts measures it.
 */

/** The image types accepted, as sniffed from the bytes (never from the name). */
export type ImageKind = "jpeg" | "png" | "webp" | "heic" | "heif";

/** Why a file was refused after upload: a key the screens and the API word. */
export type Rejection = "notAnImage" | "typeMismatch" | "truncated" | "tooManyPixels" | "undecodable";

/** Widths of the derivatives (never upscaled: a narrower photo gets its own width instead). */
export const derivativeWidths = [320, 800, 1600] as const;
export const derivativeFormats = ["avif", "webp"] as const;
export type DerivativeFormat = (typeof derivativeFormats)[number];

/** Decompression bombs: no image of more pixels than this is decoded (a 48 MP phone photo fits). */
export const maxInputPixels = 80_000_000;

/** The checks' thresholds, tuned on the generated test images (tests/integration/photos*.test.ts). */
export const thresholds = {
  /** Shortest side in pixels, after orientation. */
  minShortSide: 1000,
  /** Variance of the Laplacian of a grey copy 512 px wide; below it the photo is flagged blurred. */
  minSharpness: 60,
  /** Share of pixels clipped white (>= 250) or black (<= 5) above which exposure is flagged. */
  maxClipped: 0.25,
  /** Hamming distance of two 64-bit difference hashes at or below which two photos are the same. */
  duplicateDistance: 6,
};

const extensionKinds: Record<string, ImageKind[]> = {
  jpg: ["jpeg"],
  jpeg: ["jpeg"],
  jpe: ["jpeg"],
  jfif: ["jpeg"],
  png: ["png"],
  webp: ["webp"],
  heic: ["heic", "heif"],
  heif: ["heic", "heif"],
  hif: ["heic", "heif"],
  avif: ["heif"],
};

const mimeKinds: Record<string, ImageKind[]> = {
  "image/jpeg": ["jpeg"],
  "image/jpg": ["jpeg"],
  "image/pjpeg": ["jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
  "image/heic": ["heic", "heif"],
  "image/heif": ["heic", "heif"],
  "image/heic-sequence": ["heic", "heif"],
  "image/heif-sequence": ["heic", "heif"],
  "image/avif": ["heif"],
};

/** The declared types an upload may be created with (an empty type is allowed: some phones send none). */
export function acceptedDeclaredType(type: string): boolean {
  return type === "" || Object.hasOwn(mimeKinds, type.toLowerCase());
}

const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
const heifBrands = new Set(["mif1", "msf1", "avif", "avis", "mif2"]);

/** The real type of a file from its first bytes, or null when it is none of the accepted ones. */
export function sniff(bytes: Uint8Array): ImageKind | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 64));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "png";
  if (b.length >= 12 && b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP")
    return "webp";
  if (b.length >= 12 && b.toString("latin1", 4, 8) === "ftyp") {
    const major = b.toString("latin1", 8, 12);
    if (heicBrands.has(major)) return "heic";
    if (heifBrands.has(major)) {
      // A mif1 file whose compatible brands name HEVC is an iPhone-style HEIC.
      const boxSize = b.readUInt32BE(0);
      for (let at = 16; at + 4 <= Math.min(boxSize, b.length); at += 4)
        if (heicBrands.has(b.toString("latin1", at, at + 4))) return "heic";
      return "heif";
    }
  }
  return null;
}

/** Whether the name's extension and the declared type agree with the sniffed kind. */
export function claimsMatch(kind: ImageKind, fileName: string, declaredType: string): boolean {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  // A name without a known image extension ("blob", "photo") claims nothing.
  if (ext && Object.hasOwn(extensionKinds, ext) && !extensionKinds[ext]?.includes(kind)) return false;
  const type = declaredType.toLowerCase();
  if (type && Object.hasOwn(mimeKinds, type) && !mimeKinds[type]?.includes(kind)) return false;
  return true;
}

export interface Check {
  ok: boolean;
  value?: number;
  flag?: string;
}

export interface ProcessedPhoto {
  kind: ImageKind;
  /** Size of the original after orientation. */
  width: number;
  height: number;
  derivatives: { width: number; format: DerivativeFormat; bytes: Buffer }[];
  /** ThumbHash, base64. */
  placeholder: string;
  /** 64-bit difference hash, 16 hex digits. */
  phash: string;
  checks: {
    resolution: Check;
    sharpness: Check;
    exposure: Check & { highlights: number; shadows: number };
  };
}

export class PhotoRejected extends Error {
  readonly rejection: Rejection;
  constructor(rejection: Rejection, detail?: string) {
    super(detail ?? rejection);
    this.rejection = rejection;
  }
}

const sharpOptions = { limitInputPixels: maxInputPixels, failOn: "truncated" as const, sequentialRead: true };

/** Whether a file ends before its format says it does: no JPEG end marker, no PNG IEND, a RIFF size past the end. */
export function looksTruncated(bytes: Buffer, kind: ImageKind): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096));
  if (kind === "jpeg") return !tail.includes(Buffer.from([0xff, 0xd9]));
  if (kind === "png") return !tail.includes(Buffer.from("IEND", "latin1"));
  if (kind === "webp") return bytes.length < 8 || bytes.readUInt32LE(4) + 8 > bytes.length;
  return false;
}

function rejectionOfSharpError(error: unknown): Rejection {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) return "tooManyPixels";
  if (/premature|truncat|end of|corrupt|unexpected end|read error|not enough/i.test(text)) return "truncated";
  return "undecodable";
}

/** A decoder for the sniffed kind: sharp for JPEG/PNG/WebP/AVIF, heic-decode's raw pixels for HEVC HEIC. */
async function openImage(
  bytes: Buffer,
  kind: ImageKind,
): Promise<{ image: () => Sharp; width: number; height: number }> {
  const viaSharp = async () => {
    const meta = await sharp(bytes, sharpOptions).metadata();
    if (!meta.width || !meta.height) throw new PhotoRejected("undecodable");
    if (meta.width * meta.height > maxInputPixels) throw new PhotoRejected("tooManyPixels");
    const swap = (meta.orientation ?? 1) >= 5;
    return {
      image: () => sharp(bytes, sharpOptions).rotate(),
      width: swap ? meta.height : meta.width,
      height: swap ? meta.width : meta.height,
    };
  };
  const viaHeicDecode = async () => {
    const { default: decode } = await import("heic-decode");
    let images: Awaited<ReturnType<typeof decode.all>>;
    try {
      images = await decode.all({ buffer: bytes });
    } catch (error) {
      throw new PhotoRejected("undecodable", String(error));
    }
    try {
      const first = images[0];
      if (!first) throw new PhotoRejected("undecodable");
      if (first.width * first.height > maxInputPixels) throw new PhotoRejected("tooManyPixels");
      const { width, height, data } = await first.decode();
      const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      return {
        image: () => sharp(pixels, { raw: { width, height, channels: 4 } }),
        width,
        height,
      };
    } finally {
      images.dispose();
    }
  };
  try {
    if (kind === "heic") {
      // HEVC through heic-decode (sharp's libvips has no HEVC decoder); a file branded HEIC whose
      // pictures are AV1 (libheif-js has no AV1 decoder) goes to sharp instead.
      try {
        return await viaHeicDecode();
      } catch (error) {
        if (error instanceof PhotoRejected && error.rejection === "tooManyPixels") throw error;
        return await viaSharp();
      }
    }
    if (kind === "heif") {
      try {
        return await viaSharp();
      } catch (error) {
        if (error instanceof PhotoRejected && error.rejection === "tooManyPixels") throw error;
        return await viaHeicDecode();
      }
    }
    return await viaSharp();
  } catch (error) {
    if (error instanceof PhotoRejected && error.rejection !== "undecodable") throw error;
    if (looksTruncated(bytes, kind)) throw new PhotoRejected("truncated", String(error));
    if (error instanceof PhotoRejected) throw error;
    throw new PhotoRejected(rejectionOfSharpError(error), String(error));
  }
}

/** Variance of the 4-neighbour Laplacian of a grey image. */
export function laplacianVariance(grey: Uint8Array, width: number, height: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const v =
        (grey[i - 1] as number) +
        (grey[i + 1] as number) +
        (grey[i - width] as number) +
        (grey[i + width] as number) -
        4 * (grey[i] as number);
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/** 64-bit difference hash of a 9x8 grey image: bit set where a pixel is darker than its right neighbour. */
export function differenceHash(grey9x8: Uint8Array): string {
  let hex = "";
  for (let y = 0; y < 8; y++) {
    let byte = 0;
    for (let x = 0; x < 8; x++) {
      const left = grey9x8[y * 9 + x] as number;
      const right = grey9x8[y * 9 + x + 1] as number;
      byte = (byte << 1) | (left < right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, "0");
  }
  return hex;
}

export function hammingDistance(a: string, b: string): number {
  let d = 0;
  for (let i = 0; i < 16; i += 4) {
    let x = Number.parseInt(a.slice(i, i + 4), 16) ^ Number.parseInt(b.slice(i, i + 4), 16);
    while (x) {
      d += x & 1;
      x >>= 1;
    }
  }
  return d;
}

const round = (v: number, digits = 3) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Processes one uploaded file: sniffs its type (refusing anything but JPEG, PNG, WebP and
 * HEIC/HEIF, and a file whose name or declared type claims another), decodes it under the pixel
 * limit, applies its orientation, and makes the derivatives (AVIF and WebP at each width, with
 * no metadata at all: no EXIF, no GPS, no ICC), the ThumbHash placeholder, the difference hash
 * and the checks. Throws PhotoRejected with the reason for a file that is not such an image.
 */
export async function processPhoto(
  bytes: Buffer,
  claims: { fileName: string; declaredType: string },
): Promise<ProcessedPhoto> {
  const kind = sniff(bytes);
  if (!kind) throw new PhotoRejected("notAnImage");
  if (!claimsMatch(kind, claims.fileName, claims.declaredType)) throw new PhotoRejected("typeMismatch");
  const opened = await openImage(bytes, kind);
  const { width, height } = opened;
  const largest = Math.min(width, derivativeWidths[derivativeWidths.length - 1] as number);
  let base: { data: Buffer; info: OutputInfo };
  try {
    // One decode, oriented, flattened onto white, in sRGB, at the largest derivative's width.
    base = await opened
      .image()
      .resize({ width: largest, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const rejection = rejectionOfSharpError(error);
    throw new PhotoRejected(
      rejection === "undecodable" && looksTruncated(bytes, kind) ? "truncated" : rejection,
      String(error),
    );
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const fromBase = () => sharp(base.data, { raw });
  const widths: number[] = derivativeWidths.filter((w) => w <= raw.width);
  if (widths.length === 0) widths.push(raw.width);

  const derivativesP = Promise.all(
    widths.flatMap((w) =>
      derivativeFormats.map(async (format) => {
        const resized = fromBase().resize({ width: w });
        const bytesOut =
          format === "avif"
            ? await resized.avif({ quality: 50, effort: 0 }).toBuffer()
            : await resized.webp({ quality: 78, effort: 2 }).toBuffer();
        return { width: w, format, bytes: bytesOut };
      }),
    ),
  );
  const greyP = fromBase()
    .resize({ width: Math.min(512, raw.width) })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hashP = fromBase().greyscale().resize(9, 8, { fit: "fill" }).raw().toBuffer();
  const thumbP = fromBase()
    .resize(100, 100, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [derivatives, grey, hash, thumb] = await Promise.all([derivativesP, greyP, hashP, thumbP]);

  const g = new Uint8Array(grey.data.buffer, grey.data.byteOffset, grey.data.byteLength);
  const sharpness = laplacianVariance(g, grey.info.width, grey.info.height);
  let high = 0;
  let low = 0;
  for (const v of g) {
    if (v >= 250) high++;
    else if (v <= 5) low++;
  }
  const highlights = high / g.length;
  const shadows = low / g.length;
  const shortSide = Math.min(width, height);
  const placeholder = Buffer.from(rgbaToThumbHash(thumb.info.width, thumb.info.height, thumb.data)).toString(
    "base64",
  );
  const exposureOk = highlights <= thresholds.maxClipped && shadows <= thresholds.maxClipped;
  return {
    kind,
    width,
    height,
    derivatives,
    placeholder,
    phash: differenceHash(new Uint8Array(hash)),
    checks: {
      resolution:
        shortSide >= thresholds.minShortSide
          ? { ok: true, value: shortSide }
          : { ok: false, value: shortSide, flag: "lowResolution" },
      sharpness:
        sharpness >= thresholds.minSharpness
          ? { ok: true, value: round(sharpness, 1) }
          : { ok: false, value: round(sharpness, 1), flag: "blurred" },
      exposure: {
        ok: exposureOk,
        value: round(Math.max(highlights, shadows)),
        highlights: round(highlights),
        shadows: round(shadows),
        ...(exposureOk ? {} : { flag: highlights > shadows ? "overexposed" : "underexposed" }),
      },
    },
  };
}
