import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { and, eq, isNull, sql } from "drizzle-orm";
import { documentSlot, photoLimits, shotsOf } from "#app/data/shots.ts";
import type { Db } from "../db/client.ts";
import { items, photos } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { type Check, PhotoRejected, type ProcessedPhoto, processPhoto, thresholds } from "./process.ts";
import { type PhotoStorage, readAll } from "./storage.ts";
import type { PhotoWord } from "./words.ts";

/** At most this many bytes per uploaded file (the tus creation refuses more, with 413). */
export const maxPhotoBytes = 30 * 1024 * 1024;

/** Request states in which an item's photos may still change (and an item with no open request). */
const openForPhotos = new Set(["draft", "more_photos"]);
const closedStates = ["cancelled", "verdict", "certificate_issued"];

/** How long a signed photo URL works: until the next 5-minute mark at least 10 minutes away. */
const urlLifetimeS = 600;
const urlStepS = 300;

/** A refusal the HTTP side answers: status, sentence, the field it is about, and the values. */
export class PhotoRefusal extends Error {
  readonly status: number;
  readonly word: PhotoWord;
  readonly field: string;
  readonly code: string;
  readonly values: Record<string, string | number>;
  constructor(
    status: number,
    word: PhotoWord,
    field: string,
    values: Record<string, string | number> = {},
    code: string = word,
  ) {
    super(word);
    this.status = status;
    this.word = word;
    this.field = field;
    this.values = values;
    this.code = code;
  }
}

export interface DuplicateMatch {
  photoId: string;
  itemId: string;
  requestId: string | null;
  distance: number;
}

/** The JSON shape of decision 020. `duplicate.requests` only for reviewers. */
export interface Photo {
  id: string;
  slot: string;
  status: string;
  fileName: string;
  rejection?: string;
  width?: number;
  height?: number;
  placeholder?: string;
  urls?: Record<string, { avif: string; webp: string }>;
  checks?: {
    resolution: Check;
    sharpness: Check;
    exposure: Check;
    duplicate: Check & { requests?: DuplicateMatch[] };
  };
}

interface StoredDerivative {
  width: number;
  format: string;
  key: string;
}

type PhotoRow = typeof photos.$inferSelect;

export interface UploadClaim {
  ownerId: string;
  itemId: string;
  slot: string;
  fileName: string;
  declaredType: string;
  size: number;
}

/**
 * The HKDF-SHA256 labels of the keys drawn from the one photo secret (`loadUrlKey`): the key that
 * signs photo URLs and the key of reviewers' pseudonyms (server/review/pseudonym.ts). Each is its
 * own derivation, so that knowing one key never yields the secret or the other key.
 */
export const keyLabels = {
  photoUrls: "collect/photo-url-signatures/v1",
  reviewerPseudonyms: "collect/reviewer-pseudonyms/v1",
} as const;

/** 32 bytes of HKDF-SHA256 (no salt) from `secret` under `label`. */
export function deriveKey(secret: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), label, 32));
}

/** The photo secret: PHOTO_URL_KEY when set, else `DATA_DIR/photo-url-key` (made at first start, 0600). */
export async function loadUrlKey(dataDir: string, setting: string | null): Promise<Buffer> {
  if (setting) {
    const text = setting.trim();
    const key = /^[0-9a-fA-F]{64,}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64url");
    if (key.length < 32) throw new Error("PHOTO_URL_KEY must hold at least 32 bytes (hex or base64url).");
    return key;
  }
  const file = path.resolve(dataDir, "photo-url-key");
  try {
    const key = Buffer.from((await readFile(file, "utf8")).trim(), "base64url");
    if (key.length >= 32) return key;
  } catch {
    // made below
  }
  await mkdir(path.dirname(file), { recursive: true });
  const key = randomBytes(32);
  try {
    await writeFile(file, key.toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch {
    // Another process made it first: use theirs.
    return Buffer.from((await readFile(file, "utf8")).trim(), "base64url");
  }
  await chmod(file, 0o600);
  return key;
}

export interface PhotoServiceOptions {
  db: Db;
  storage: PhotoStorage;
  logger: Logger;
  urlKey: Buffer;
  leaseMs: number;
  /** A photo became due for processing (wake the worker). */
  onUploaded?: () => void;
  now?: () => number;
}

export type PhotoService = ReturnType<typeof createPhotoService>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPhotoService(options: PhotoServiceOptions) {
  const { db, storage, logger } = options;
  const now = options.now ?? Date.now;
  const urlSigningKey = deriveKey(options.urlKey, keyLabels.photoUrls);
  const pseudonymKey = deriveKey(options.urlKey, keyLabels.reviewerPseudonyms);

  const sign = (id: string, variant: string, exp: number) =>
    createHmac("sha256", urlSigningKey).update(`${id}/${variant}/${exp}`).digest("base64url");

  function signedUrl(id: string, variant: string): string {
    const exp = Math.ceil((now() / 1000 + urlLifetimeS) / urlStepS) * urlStepS;
    return `/api/photos/${id}/${variant}?exp=${exp}&sig=${sign(id, variant, exp)}`;
  }

  function verify(id: string, variant: string, exp: string, sig: string): boolean {
    if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
    const expiry = Number(exp);
    if (expiry * 1000 < now()) return false;
    const expected = Buffer.from(sign(id, variant, expiry));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  async function openRequestState(itemId: string): Promise<string | null> {
    const result = await db.execute<{ state: string }>(sql`
      select state from auth_requests
      where item_id = ${itemId} and state not in (${sql.join(
        closedStates.map((s) => sql`${s}`),
        sql`, `,
      )})
      limit 1`);
    return result.rows[0]?.state ?? null;
  }

  async function ownItem(userId: string, itemId: string) {
    if (!uuidPattern.test(itemId)) return null;
    const [item] = await db
      .select({ id: items.id, category: items.category })
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.ownerId, userId)))
      .limit(1);
    return item ?? null;
  }

  function toPhoto(row: PhotoRow, reviewer: boolean): Photo {
    const photo: Photo = { id: row.id, slot: row.slot, status: row.status, fileName: row.fileName };
    if (row.rejection) photo.rejection = row.rejection;
    if (row.status !== "ready") return photo;
    if (row.width) photo.width = row.width;
    if (row.height) photo.height = row.height;
    if (row.placeholder) photo.placeholder = row.placeholder;
    const derivatives = (row.derivatives as StoredDerivative[] | null) ?? [];
    const urls: Record<string, { avif: string; webp: string }> = {};
    for (const d of derivatives) {
      const entry = urls[String(d.width)] ?? { avif: "", webp: "" };
      urls[String(d.width)] = entry;
      if (d.format === "avif" || d.format === "webp")
        entry[d.format] = signedUrl(row.id, `${d.width}.${d.format}`);
    }
    photo.urls = urls;
    const checks = row.checks as (Photo["checks"] & { duplicate: { matches?: DuplicateMatch[] } }) | null;
    if (checks) {
      const { matches, ...duplicate } = checks.duplicate;
      photo.checks = {
        resolution: checks.resolution,
        sharpness: checks.sharpness,
        exposure: checks.exposure,
        duplicate: reviewer ? { ...duplicate, requests: matches ?? [] } : duplicate,
      };
    }
    return photo;
  }

  async function currentRows(itemId: string): Promise<PhotoRow[]> {
    return db
      .select()
      .from(photos)
      .where(and(eq(photos.itemId, itemId), isNull(photos.replacedAt)))
      .orderBy(photos.createdAt);
  }

  async function removeFiles(row: PhotoRow): Promise<void> {
    const keys = [
      ...storage.uploadKeys(row.uploadId),
      ...((row.derivatives as StoredDerivative[] | null) ?? []).map((d) => d.key),
    ];
    for (const key of keys) await storage.delete(key).catch(() => {});
    await storage.dropStaged(row.uploadId).catch(() => {});
  }

  /** Marks older photos of the slot replaced by `photoId` (not for documents, which accumulate). */
  async function replaceOlder(row: Pick<PhotoRow, "id" | "itemId" | "slot" | "createdAt">) {
    if (row.slot === documentSlot) return;
    await db.execute(sql`
      update photos set replaced_at = now()
      where item_id = ${row.itemId} and slot = ${row.slot} and id <> ${row.id}
        and replaced_at is null and status <> 'uploading' and created_at <= ${row.createdAt.toISOString()}`);
  }

  const derivativeKey = (photoId: string, width: number, format: string) =>
    `derived/${photoId}/${width}.${format}`;

  async function duplicatesOf(itemId: string, photoId: string, phash: string): Promise<DuplicateMatch[]> {
    const result = await db.execute<{
      id: string;
      item_id: string;
      distance: number;
      request_id: string | null;
    }>(
      sql`
      select p.id, p.item_id, d.distance,
        (select r.id from auth_requests r where r.item_id = p.item_id order by r.created_at desc limit 1) as request_id
      from photos p,
        lateral (select bit_count(('x' || p.phash)::bit(64) # ('x' || ${phash})::bit(64))::int as distance) d
      where p.phash is not null and p.item_id <> ${itemId} and p.id <> ${photoId}
        and d.distance <= ${thresholds.duplicateDistance}
      order by d.distance, p.created_at
      limit 20`,
    );
    return result.rows.map((r) => ({
      photoId: r.id,
      itemId: r.item_id,
      requestId: r.request_id,
      distance: Number(r.distance),
    }));
  }

  return {
    signedUrl,
    verify,

    /** The key of reviewers' public pseudonyms on evidence (issue 30): derived apart from the URL key. */
    pseudonymKey,

    /**
     * The SHA-256 (hex) of each ready original of an item, by slot: the evidence's photo digests,
     * which show a photo matches without publishing it.
     */
    async digestsOf(itemId: string): Promise<{ slot: string; digest: string }[]> {
      const rows = await currentRows(itemId);
      const out: { slot: string; digest: string }[] = [];
      for (const row of rows) {
        if (row.status !== "ready" || !row.storageKey) continue;
        const stream = await storage.get(row.storageKey);
        if (!stream) continue;
        const hash = createHash("sha256");
        for await (const chunk of stream) hash.update(chunk as Buffer);
        out.push({ slot: row.slot, digest: hash.digest("hex") });
      }
      return out;
    },

    /**
     * Short-lived signed URLs of the ready derivatives of an item (never the originals), for the
     * public page of a certificate whose owner chose findings_and_photos: the widest webp of each.
     */
    async publicDerivatives(
      itemId: string,
    ): Promise<{ slot: string; url: string; width: number; height: number }[]> {
      const rows = await currentRows(itemId);
      const out: { slot: string; url: string; width: number; height: number }[] = [];
      for (const row of rows) {
        if (row.status !== "ready" || row.slot === documentSlot) continue;
        const derivatives = ((row.derivatives as StoredDerivative[] | null) ?? []).filter(
          (d) => d.format === "webp",
        );
        const widest = derivatives.sort((a, b) => b.width - a.width)[0];
        if (!widest || !row.width || !row.height) continue;
        out.push({
          slot: row.slot,
          url: signedUrl(row.id, `${widest.width}.webp`),
          width: widest.width,
          height: Math.round((row.height * widest.width) / row.width),
        });
      }
      return out;
    },

    /**
     * Checks a tus creation: the caller's item (404 otherwise), its request still open for
     * photos, the slot one of the category's shots or `document`, the size and type, and the
     * count limits. Throws PhotoRefusal.
     */
    async checkCreation(userId: string, claim: Omit<UploadClaim, "ownerId">): Promise<void> {
      const name = claim.fileName || claim.slot || "photo";
      if (!claim.itemId) throw new PhotoRefusal(400, "itemRequired", "itemId", {}, "required");
      const item = await ownItem(userId, claim.itemId);
      if (!item) throw new PhotoRefusal(404, "notFound", "itemId", {}, "notFound");
      const state = await openRequestState(item.id);
      if (state && !openForPhotos.has(state)) throw new PhotoRefusal(409, "requestLocked", "itemId");
      const shots = shotsOf(item.category) ?? [];
      if (claim.slot !== documentSlot && !shots.some((s) => s.slot === claim.slot))
        throw new PhotoRefusal(400, "slotUnknown", "slot", { slot: claim.slot.slice(0, 60) }, "unknown");
      if (claim.size > maxPhotoBytes)
        throw new PhotoRefusal(413, "tooLarge", "file", { name, max: maxPhotoBytes / 1024 / 1024 });
      const counts = await db.execute<{ total: number; slot: number; all_rows: number }>(sql`
        select count(*) filter (where replaced_at is null and status <> 'rejected')::int as total,
          count(*) filter (where replaced_at is null and status <> 'rejected' and slot = ${claim.slot})::int as slot,
          count(*)::int as all_rows
        from photos where item_id = ${item.id}`);
      const c = counts.rows[0] ?? { total: 0, slot: 0, all_rows: 0 };
      // Retakes replace, but an item keeps at most four times its limit of files in all.
      if (Number(c.total) >= photoLimits.perItem || Number(c.all_rows) >= photoLimits.perItem * 4)
        throw new PhotoRefusal(409, "tooManyPhotos", "itemId", { max: photoLimits.perItem });
      if (claim.slot === documentSlot && Number(c.slot) >= photoLimits.perDocumentSlot)
        throw new PhotoRefusal(409, "slotFull", "slot", { max: photoLimits.perDocumentSlot });
    },

    /** The photo row of a new upload (status uploading); an unfinished upload into the same slot is dropped. */
    async createUpload(uploadId: string, claim: UploadClaim): Promise<void> {
      await db.transaction(async (tx) => {
        if (claim.slot !== documentSlot)
          await tx.execute(sql`
            update photos set replaced_at = now()
            where item_id = ${claim.itemId} and slot = ${claim.slot} and status = 'uploading' and replaced_at is null`);
        await tx.insert(photos).values({
          itemId: claim.itemId,
          ownerId: claim.ownerId,
          slot: claim.slot,
          uploadId,
          fileName: claim.fileName.slice(0, 255),
          declaredType: claim.declaredType.slice(0, 100),
          bytes: claim.size,
          status: "uploading",
        });
      });
    },

    /** The owner of an upload, or null when there is none. */
    async uploadRow(uploadId: string): Promise<PhotoRow | null> {
      if (!/^[0-9a-f]{32}$/.test(uploadId)) return null;
      const [row] = await db.select().from(photos).where(eq(photos.uploadId, uploadId)).limit(1);
      return row ?? null;
    },

    /** The upload's last byte arrived: the photo is due for processing (once; a repeat does nothing). */
    async finishUpload(uploadId: string, size: number): Promise<void> {
      await storage.commitOriginal(uploadId);
      const [row] = await db
        .update(photos)
        .set({ status: "uploaded", storageKey: storage.originalKey(uploadId), bytes: size })
        .where(and(eq(photos.uploadId, uploadId), eq(photos.status, "uploading")))
        .returning();
      if (!row) return;
      if (!row.replacedAt) await replaceOlder(row);
      options.onUploaded?.();
    },

    /** A terminated (cancelled) upload: its row goes. */
    async dropUpload(uploadId: string): Promise<void> {
      await storage.dropStaged(uploadId).catch(() => {});
      await db.delete(photos).where(and(eq(photos.uploadId, uploadId), eq(photos.status, "uploading")));
    },

    /** The current photos of an item (replaced ones left out), for the item's owner, or null (404). */
    async itemPhotos(userId: string, itemId: string): Promise<Photo[] | null> {
      const item = await ownItem(userId, itemId);
      if (!item) return null;
      return (await currentRows(item.id)).map((r) => toPhoto(r, false));
    },

    /** The current photos of an item, for the request service and reviewers (`reviewer`: duplicates' requests). */
    async photosOf(itemId: string, view: { reviewer?: boolean } = {}): Promise<Photo[]> {
      if (!uuidPattern.test(itemId)) return [];
      return (await currentRows(itemId)).map((r) => toPhoto(r, view.reviewer === true));
    },

    /** The slots of an item holding a ready photo (a submission needs every required one). */
    async readySlots(itemId: string): Promise<string[]> {
      if (!uuidPattern.test(itemId)) return [];
      const rows = await db
        .selectDistinct({ slot: photos.slot })
        .from(photos)
        .where(and(eq(photos.itemId, itemId), eq(photos.status, "ready"), isNull(photos.replacedAt)));
      return rows.map((r) => r.slot).sort();
    },

    /** The owner removes a photo while the item's request is a draft (or needs more photos). */
    async deletePhoto(userId: string, photoId: string): Promise<void> {
      if (!uuidPattern.test(photoId)) throw new PhotoRefusal(404, "notFound", "id");
      const [row] = await db
        .select()
        .from(photos)
        .where(and(eq(photos.id, photoId), eq(photos.ownerId, userId)))
        .limit(1);
      if (!row) throw new PhotoRefusal(404, "notFound", "id");
      const state = await openRequestState(row.itemId);
      if (state && !openForPhotos.has(state)) throw new PhotoRefusal(409, "cannotDelete", "id");
      await db.delete(photos).where(eq(photos.id, row.id));
      await removeFiles(row);
    },

    /** A derivative's bytes for a valid signature, or null (404). */
    async variant(
      photoId: string,
      variant: string,
      exp: string,
      sig: string,
    ): Promise<{ stream: Readable; type: string } | null> {
      const match = /^(\d{1,5})\.(avif|webp)$/.exec(variant);
      if (!match || !uuidPattern.test(photoId) || !verify(photoId, variant, exp, sig)) return null;
      const [row] = await db
        .select({ derivatives: photos.derivatives, status: photos.status })
        .from(photos)
        .where(eq(photos.id, photoId))
        .limit(1);
      if (row?.status !== "ready") return null;
      const d = ((row.derivatives as StoredDerivative[] | null) ?? []).find(
        (x) => String(x.width) === match[1] && x.format === match[2],
      );
      if (!d) return null;
      const stream = await storage.get(d.key);
      return stream ? { stream, type: `image/${d.format}` } : null;
    },

    /**
     * Claims up to `limit` photos due for processing: uploaded ones, and ones whose claimer died
     * (lease run out). `FOR UPDATE SKIP LOCKED` hands each row to one process only.
     */
    async claimDue(limit: number): Promise<PhotoRow[]> {
      const result = await db.execute<{ id: string }>(sql`
        update photos set status = 'processing', attempts = attempts + 1,
          locked_until = now() + (${options.leaseMs} * interval '1 millisecond')
        where id in (
          select id from photos
          where status = 'uploaded' or (status = 'processing' and locked_until < now())
          order by created_at
          limit ${limit}
          for update skip locked
        )
        returning id`);
      if (result.rows.length === 0) return [];
      const ids = result.rows.map((r) => r.id);
      return db
        .select()
        .from(photos)
        .where(
          sql`${photos.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
    },

    /**
     * Processes one claimed photo and stores the outcome, only while the claim is still this
     * one's (same attempt, still processing): a claimer that lost its lease writes nothing.
     * Derivative keys are fixed per photo, so a second processing after a crash rewrites the
     * same files. Returns 'ready', 'rejected' or 'lost' (the claim moved on).
     */
    async processClaimed(row: PhotoRow): Promise<"ready" | "rejected" | "lost"> {
      const claimed = and(
        eq(photos.id, row.id),
        eq(photos.status, "processing"),
        eq(photos.attempts, row.attempts),
      );
      const reject = async (rejection: string) => {
        const done = await db
          .update(photos)
          .set({ status: "rejected", rejection, lockedUntil: null, processedAt: new Date() })
          .where(claimed)
          .returning({ id: photos.id });
        return done.length ? ("rejected" as const) : ("lost" as const);
      };
      // A file that crashed its claimers three times is not tried a fourth.
      if (row.attempts > 3) return reject("undecodable");
      const bytes = row.storageKey ? await readAll(storage, row.storageKey, maxPhotoBytes + 1) : null;
      if (!bytes) return reject("missing");
      let processed: ProcessedPhoto;
      try {
        processed = await processPhoto(bytes, { fileName: row.fileName, declaredType: row.declaredType });
      } catch (error) {
        if (error instanceof PhotoRejected) return reject(error.rejection);
        throw error;
      }
      const stored: StoredDerivative[] = [];
      for (const d of processed.derivatives) {
        const key = derivativeKey(row.id, d.width, d.format);
        await storage.put(key, d.bytes, `image/${d.format}`);
        stored.push({ width: d.width, format: d.format, key });
      }
      const matches = await duplicatesOf(row.itemId, row.id, processed.phash);
      const checks = {
        ...processed.checks,
        duplicate: matches.length
          ? { ok: false, value: matches[0]?.distance, flag: "duplicate", matches }
          : { ok: true },
      };
      const done = await db
        .update(photos)
        .set({
          status: "ready",
          width: processed.width,
          height: processed.height,
          derivatives: stored,
          placeholder: processed.placeholder,
          checks,
          phash: processed.phash,
          lockedUntil: null,
          processedAt: new Date(),
        })
        .where(claimed)
        .returning({ id: photos.id });
      return done.length ? "ready" : "lost";
    },

    /**
     * Deletes every photo file of an account (originals, tus metadata and derivatives) and the
     * rows. The privacy worker calls it before it deletes the account (the rows would go with
     * the account, the files would not). Safe to call again after a crash.
     */
    async deleteOwnerPhotos(userId: string): Promise<number> {
      const rows = await db.select().from(photos).where(eq(photos.ownerId, userId));
      for (const row of rows) await removeFiles(row);
      if (rows.length) await db.delete(photos).where(eq(photos.ownerId, userId));
      logger.info({ count: rows.length }, "photos: an account's photo files deleted");
      return rows.length;
    },

    /** Uploads left unfinished for a day: their staged bytes and rows go (any process may do it; repeating is harmless). */
    async sweepAbandoned(limit = 50): Promise<number> {
      const rows = await db
        .select()
        .from(photos)
        .where(and(eq(photos.status, "uploading"), sql`${photos.createdAt} < now() - interval '24 hours'`))
        .limit(limit);
      for (const row of rows) {
        await removeFiles(row);
        await db.delete(photos).where(and(eq(photos.id, row.id), eq(photos.status, "uploading")));
      }
      return rows.length;
    },

    /** Counts by status (tests, scripts). */
    async summary(): Promise<Record<string, number>> {
      const result = await db.execute<{ status: string; n: number }>(
        sql`select status, count(*)::int as n from photos group by status`,
      );
      return Object.fromEntries(result.rows.map((r) => [r.status, Number(r.n)]));
    },
  };
}
