import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { FileStore } from "@tus/file-store";
import type { DataStore } from "@tus/utils";

/**
 * Where photos live: one small interface over a folder (`DATA_DIR/photos`, the embedded default)
 * or an S3-compatible bucket (S3_ENDPOINT, S3_BUCKET and its credentials). Keys are relative
 * paths ('uploads/<id>', 'derived/<photo>/800.avif'); nothing outside the store's root is reachable.
 * The tus server writes uploads in progress through `tusStore` (@tus/file-store in
 * `DATA_DIR/photos/uploads`); `commitOriginal` moves a finished upload to where `originalKey`
 * names it: nothing to do for the file store, a PUT for S3 (then the staged copy goes). Uploads
 * in progress are staged on local disk rather than in S3 multipart uploads because resuming an
 * S3 multipart upload needs ListParts, which not every S3-compatible server has (s3rver has not),
 * and an abandoned upload then never leaves half-objects in the bucket.
 */
export interface PhotoStorage {
  kind: "file" | "s3";
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get: (key: string) => Promise<Readable | null>;
  delete: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /** The key of a tus upload's original. */
  originalKey: (uploadId: string) => string;
  /** The keys of an upload's files in this store (the original and the tus metadata), removed with it. */
  uploadKeys: (uploadId: string) => string[];
  /** The tus data store holding uploads in progress. */
  tusStore: () => DataStore;
  /** Puts a finished upload where `originalKey` names it (idempotent: safe to repeat after a crash). */
  commitOriginal: (uploadId: string) => Promise<void>;
  /** Removes what is left of an upload in progress (staged files). */
  dropStaged: (uploadId: string) => Promise<void>;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

const safeKey = (key: string) => {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/.test(key) || key.includes("..") || key.includes("//"))
    throw new Error("invalid storage key");
  return key;
};

export function fileStorage(root: string): PhotoStorage {
  const dir = path.resolve(root);
  const file = (key: string) => path.join(dir, safeKey(key));
  return {
    kind: "file",
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file, a crash leaves none.
      const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, target);
    },
    async get(key) {
      const target = file(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(target);
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(file(key))).isFile();
      } catch {
        return false;
      }
    },
    originalKey: (uploadId) => `uploads/${uploadId}`,
    uploadKeys: (uploadId) => [`uploads/${uploadId}`, `uploads/${uploadId}.json`],
    tusStore: () => new FileStore({ directory: path.join(dir, "uploads") }),
    commitOriginal: async () => {},
    dropStaged: async () => {},
  };
}

export function s3Storage(settings: S3Settings, stagingRoot: string): PhotoStorage {
  const staging = fileStorage(stagingRoot);
  const config = {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  };
  const client = new S3Client(config);
  const Bucket = settings.bucket;
  const missing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: safeKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }));
        const body = out.Body;
        if (!body) return null;
        if (body instanceof Readable) return body;
        return Readable.from(Buffer.from(await body.transformToByteArray()));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: safeKey(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    originalKey: (uploadId) => `originals/${uploadId}`,
    uploadKeys: (uploadId) => [`originals/${uploadId}`],
    tusStore: staging.tusStore,
    async commitOriginal(uploadId) {
      const staged = staging.originalKey(uploadId);
      const bytes = await readAll(staging, staged, 64 * 1024 * 1024);
      if (!bytes) return; // already moved (a repeat after a crash)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `originals/${uploadId}`,
          Body: bytes,
          ContentType: "application/octet-stream",
        }),
      );
      for (const key of staging.uploadKeys(uploadId)) await staging.delete(key);
    },
    async dropStaged(uploadId) {
      for (const key of staging.uploadKeys(uploadId)) await staging.delete(key);
    },
  };
}

/** A whole object as bytes (at most `limit`), or null when there is none. */
export async function readAll(storage: PhotoStorage, key: string, limit: number): Promise<Buffer | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += b.length;
    if (size > limit) {
      stream.destroy();
      throw new Error("object larger than the limit");
    }
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}
