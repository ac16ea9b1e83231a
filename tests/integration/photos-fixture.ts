/**
 * What the photo tests stand on: the built server started over a throwaway PostgreSQL 15 (so that
 * the test can add items and requests directly, and see every photo row), photos kept either in
 * DATA_DIR or in an S3-compatible server (s3rver) started here on loopback; owners registered
 * through the API; raw tus requests.
 */
import { request as httpRequest } from "node:http";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import {
  freePort,
  type Postgres,
  post,
  type Site,
  startPostgres,
  startSite,
  tempDir,
  waitFor,
} from "./harness.ts";

export type StoreKind = "file" | "s3";

export interface PhotoSite {
  site: Site;
  pool: pg.Pool;
  env: Record<string, string>;
  /** Starts the server again on the same database, DATA_DIR and store (after a kill). */
  restart: (extra?: Record<string, string>) => Promise<Site>;
  close: () => Promise<void>;
}

export async function startS3(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const port = await freePort();
  const directory = tempDir("s3");
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: "photos" }],
  });
  await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: "photos",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: () => server.close(),
  };
}

export async function startPhotoSite(
  store: StoreKind,
  extra: Record<string, string> = {},
): Promise<PhotoSite> {
  const postgres: Postgres = await startPostgres();
  const s3 = store === "s3" ? await startS3() : null;
  const dataDir = tempDir("photos");
  const env = {
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    PHOTO_POLL_MS: "100",
    PHOTO_LEASE_MS: "3000",
    ...(s3?.env ?? {}),
    ...extra,
  };
  let site = await startSite(env);
  const pool = new pg.Pool({ connectionString: postgres.url, max: 4 });
  return {
    get site() {
      return site;
    },
    pool,
    env,
    restart: async (more = {}) => {
      site = await startSite({ ...env, ...more });
      return site;
    },
    close: async () => {
      await site.stop();
      await pool.end();
      await s3?.close();
      postgres.stop();
    },
  } as PhotoSite;
}

export interface Owner {
  id: string;
  token: string;
  auth: Record<string, string>;
}

let registered = 0;
export async function registerOwner(site: Site, tag: string): Promise<Owner> {
  registered++;
  const res = await post(`${site.url}/api/auth/register`, {
    email: `${tag}-${registered}-${process.pid}@example.com`,
    password: "velvet-harbour-1907",
    name: `Owner ${registered}`,
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${res.text}`);
  const data = res.json.data as { user: { id: string }; token: string };
  return { id: data.user.id, token: data.token, auth: { Authorization: `Bearer ${data.token}` } };
}

/** An item of the owner's (made directly: the items API is another part's), with a request in `state` if given. */
export async function makeItem(pool: pg.Pool, ownerId: string, category = "handbags", state?: string) {
  const item = await pool.query<{ id: string }>(
    `insert into items (owner_id, purpose, category, brand_name, model, colour)
     values ($1, 'authenticate', $2, 'Test', 'Model', 'Black') returning id`,
    [ownerId, category],
  );
  const id = item.rows[0]?.id as string;
  if (state)
    await pool.query(`insert into auth_requests (item_id, owner_id, state) values ($1, $2, $3)`, [
      id,
      ownerId,
      state,
    ]);
  return id;
}

export function metadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k} ${Buffer.from(v, "utf8").toString("base64")}`)
    .join(",");
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown>;
}

export async function call(url: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(url, init);
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = {};
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** tus creation (with the whole file in the same request when `body` is given). */
export async function createUpload(
  site: Site,
  owner: Owner,
  meta: Record<string, string>,
  length: number,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<Answer & { location: string | null }> {
  const answer = await call(`${site.url}/api/uploads`, {
    method: "POST",
    headers: {
      ...owner.auth,
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(length),
      "Upload-Metadata": metadata(meta),
      ...(body ? { "Content-Type": "application/offset+octet-stream" } : {}),
      ...headers,
    },
    body: body ? new Uint8Array(body) : undefined,
  });
  return { ...answer, location: answer.headers.get("location") };
}

export async function patch(site: Site, owner: Owner, location: string, offset: number, bytes: Buffer) {
  return call(`${site.url}${location}`, {
    method: "PATCH",
    headers: {
      ...owner.auth,
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": String(offset),
      "Content-Type": "application/offset+octet-stream",
    },
    body: new Uint8Array(bytes),
  });
}

export async function head(site: Site, owner: Owner, location: string) {
  const answer = await call(`${site.url}${location}`, {
    method: "HEAD",
    headers: { ...owner.auth, "Tus-Resumable": "1.0.0" },
  });
  return { ...answer, offset: Number(answer.headers.get("upload-offset") ?? -1) };
}

/** Uploads a whole file in one creation-with-upload; returns the upload's location. */
export async function upload(
  site: Site,
  owner: Owner,
  itemId: string,
  slot: string,
  bytes: Buffer,
  fileName = `${slot}.jpg`,
  filetype = "image/jpeg",
): Promise<string> {
  const created = await createUpload(
    site,
    owner,
    { itemId, slot, filename: fileName, filetype },
    bytes.length,
    bytes,
  );
  if (created.status !== 201 || !created.location)
    throw new Error(`upload refused: ${created.status} ${created.text}`);
  return created.location;
}

/**
 * A PATCH that stops half-way: `sent` bytes go out, then the connection is cut, as a train
 * entering a tunnel would cut it.
 */
export function interruptedPatch(
  site: Site,
  owner: Owner,
  location: string,
  offset: number,
  bytes: Buffer,
  sent: number,
): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(`${site.url}${location}`, {
      method: "PATCH",
      headers: {
        ...owner.auth,
        "Tus-Resumable": "1.0.0",
        "Upload-Offset": String(offset),
        "Content-Type": "application/offset+octet-stream",
        "Content-Length": String(bytes.length),
      },
    });
    req.on("error", () => resolve());
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve());
    });
    req.write(bytes.subarray(0, sent), () => {
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 300);
    });
  });
}

export interface PhotoJson {
  id: string;
  slot: string;
  status: string;
  fileName: string;
  rejection?: string;
  width?: number;
  height?: number;
  placeholder?: string;
  urls?: Record<string, { avif: string; webp: string }>;
  checks?: Record<string, { ok: boolean; value?: number; flag?: string; requests?: unknown[] }>;
}

export async function photosOf(site: Site, owner: Owner, itemId: string): Promise<PhotoJson[]> {
  const answer = await call(`${site.url}/api/items/${itemId}/photos`, { headers: owner.auth });
  if (answer.status !== 200) throw new Error(`photos: ${answer.status} ${answer.text}`);
  return (answer.json.data as { photos: PhotoJson[] }).photos;
}

/** Waits until no photo is left uploaded or processing. */
export async function settled(pool: pg.Pool, timeoutMs = 240_000): Promise<void> {
  await waitFor(
    async () => {
      const r = await pool.query<{ n: number }>(
        `select count(*)::int as n from photos where status in ('uploaded', 'processing')`,
      );
      return r.rows[0]?.n === 0;
    },
    timeoutMs,
    "every photo to be processed",
  );
}

export async function rowOf(pool: pg.Pool, location: string) {
  const uploadId = path.basename(location);
  const r = await pool.query(`select * from photos where upload_id = $1`, [uploadId]);
  return r.rows[0] as Record<string, unknown> | undefined;
}
