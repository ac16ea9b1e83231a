import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Gzip for a page that holds a long run of text every page shares (its inline stylesheet: 70 KB
 * of a 404 page's 107): the run is deflated once, and each answer deflates only what stands
 * before and after it, the three joined into one gzip member.
 *
 * Deflate data is a sequence of blocks; a block ended by a sync flush ends on a byte boundary
 * without the final bit, so the next bytes may start a block of their own. Each piece is deflated
 * by a compressor of its own, so none refers back into another; a reader inflates the three as
 * one stream. The gzip trailer's CRC-32 and length cover the whole text.
 */

/** Gzip's header: deflate, no name or time, made on Unix (as zlib writes it). */
const header = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);

/** The level of the pieces deflated per answer (as the compression middleware's, server/app.ts). */
export const answerLevel = 4;

export interface SharedRun {
  text: string;
  bytes: Buffer;
  /** Raw deflate of `bytes`, ended by a sync flush (byte-aligned, not final). */
  deflated: Buffer;
}

/** A shared run, deflated once (at the highest level: it is paid for once). */
export function sharedRun(text: string): SharedRun {
  const bytes = Buffer.from(text, "utf8");
  return {
    text,
    bytes,
    deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
  };
}

/** One gzip member holding `before`, the run, then `after`. */
export function gzipAround(before: Buffer, run: SharedRun, after: Buffer): Buffer {
  const head = deflateRawSync(before, { level: answerLevel, finishFlush: constants.Z_SYNC_FLUSH });
  const tail = deflateRawSync(after, { level: answerLevel });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(after, crc32(run.bytes, crc32(before))) >>> 0, 0);
  trailer.writeUInt32LE((before.length + run.bytes.length + after.length) % 2 ** 32, 4);
  return Buffer.concat([header, head, run.deflated, tail, trailer]);
}

const stylesheetStart = Buffer.from('<style data-href="');

/**
 * For a build's pages: the page gzipped around its inline stylesheet, or null when it has none
 * (or one not of this build). `inline(href)` gives the stylesheet's text as pages carry it.
 */
export function pageGzipper(inline: (href: string) => string): (page: Buffer) => Buffer | null {
  const runs = new Map<string, SharedRun | null>();
  return (page) => {
    const at = page.indexOf(stylesheetStart);
    if (at === -1) return null;
    const hrefEnd = page.indexOf(0x22, at + stylesheetStart.length);
    const href = page.toString("utf8", at + stylesheetStart.length, hrefEnd);
    let run = runs.get(href);
    if (run === undefined) {
      try {
        run = sharedRun(inline(href));
      } catch {
        run = null;
      }
      // Only the build's own stylesheets are kept (a made-up address is not).
      if (run) runs.set(href, run);
    }
    if (!run || page.compare(run.bytes, 0, run.bytes.length, at, at + run.bytes.length) !== 0) return null;
    return gzipAround(page.subarray(0, at), run, page.subarray(at + run.bytes.length));
  };
}

/**
 * Whether the compression middleware would gzip this answer (server/app.ts): GET, the caller
 * takes gzip but not brotli, and the answer allows a transform and has no encoding yet.
 */
export function wouldGzip(
  req: { method: string; acceptsEncodings: (encoding: string) => string | false },
  res: { getHeader: (name: string) => unknown },
): boolean {
  if (req.method !== "GET") return false;
  if (req.acceptsEncodings("br") === "br" || req.acceptsEncodings("gzip") !== "gzip") return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""))) return false;
  return res.getHeader("Content-Encoding") === undefined;
}
