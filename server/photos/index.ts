import path from "node:path";
import type { ServerEnv } from "#app/lib/env.server.ts";
import type { Db } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createPhotoService, loadUrlKey, type PhotoService } from "./service.ts";
import { fileStorage, type PhotoStorage, s3Storage } from "./storage.ts";
import { PhotoWorker } from "./worker.ts";

export type PhotoEnv = Pick<
  ServerEnv,
  | "DATA_DIR"
  | "S3_ENDPOINT"
  | "S3_BUCKET"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_REGION"
  | "S3_FORCE_PATH_STYLE"
  | "PHOTO_WORKER"
  | "PHOTO_POLL_MS"
  | "PHOTO_LEASE_MS"
  | "PHOTO_URL_KEY"
>;

/** The photo pipeline of one process: its store, its service and its worker (started when PHOTO_WORKER). */
export interface Photos {
  storage: PhotoStorage;
  service: PhotoService;
  worker: PhotoWorker;
  close: () => Promise<void>;
}

/** The store the settings name: an S3 bucket when S3_ENDPOINT (and the rest) is set, else DATA_DIR/photos. */
export function storageFor(env: PhotoEnv): PhotoStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
    return s3Storage(
      {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        region: env.S3_REGION,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      },
      path.resolve(env.DATA_DIR, "photos"),
    );
  return fileStorage(path.resolve(env.DATA_DIR, "photos"));
}

export async function startPhotos(env: PhotoEnv, db: Db, logger: Logger): Promise<Photos> {
  const storage = storageFor(env);
  let worker: PhotoWorker | null = null;
  const service = createPhotoService({
    db,
    storage,
    logger,
    urlKey: await loadUrlKey(env.DATA_DIR, env.PHOTO_URL_KEY),
    leaseMs: env.PHOTO_LEASE_MS,
    onUploaded: () => worker?.nudge(),
  });
  worker = new PhotoWorker({ service, logger, pollMs: env.PHOTO_POLL_MS });
  if (env.PHOTO_WORKER) worker.start();
  logger.info({ storage: storage.kind, worker: env.PHOTO_WORKER }, "photos: store ready");
  const started = worker;
  return { storage, service, worker: started, close: () => started.stop() };
}
