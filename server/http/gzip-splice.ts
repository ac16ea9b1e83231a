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
