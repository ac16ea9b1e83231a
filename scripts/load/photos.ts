/**
 * `npm run bench:photos`: what the photo pipeline costs on this machine (a benchmark, not a test;
 * timing lives here only). Builds nothing: run `npm run build` first (the server serves pages
 * from the build). Two parts:
 *
 * 1. One generated 12-megapixel JPEG (4000 x 3000, with sensor-like grain so that it weighs what
 *    a phone's does, and GPS EXIF) processed as the worker does:
 *    decode, orientation, AVIF and WebP at 320/800/1600 px, ThumbHash, difference hash and the
 *    checks. Timed on one core (this script again under `taskset -c 0`, libvips and libuv held
 *    to one thread) and on the whole machine; median of 5 runs after one warm-up.
 * 2. 50 owners uploading 8 photos each at once (tus creation-with-upload) against the built
 *    server started here on a throwaway PostgreSQL 15 and DATA_DIR, until every photo is processed;
 *    counts every photo's final state: none may be lost.
 *
 *   npm run bench:photos                      # both parts
 *   npm run bench:photos -- --only process    # part 1 only
 *   npm run bench:photos -- --owners 10       # fewer owners
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { processPhoto } from "#server/photos/process.ts";
import { startPostgres, startSite, tempDir, testEnv } from "../../tests/integration/harness.ts";
import { gpsExif, makePhoto } from "../../tests/integration/photo-images.ts";
import { makeItem, registerOwner, settled, upload } from "../../tests/integration/photos-fixture.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (v: number) => `${Math.round(v)} ms`;

async function timeProcessing(runs = 5): Promise<{ median: number; runs: number[]; bytes: number }> {
  const jpeg = await makePhoto({ seed: 12, width: 4000, height: 3000, exif: gpsExif, grain: 40 });
  await processPhoto(jpeg, { fileName: "IMG_1200.JPG", declaredType: "image/jpeg" });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await processPhoto(jpeg, { fileName: "IMG_1200.JPG", declaredType: "image/jpeg" });
    times.push(performance.now() - start);
  }
  return { median: median(times), runs: times, bytes: jpeg.length };
}

// The one-core child: prints its figures as one JSON line.
if (args.includes("--child-one-core")) {
  sharp.concurrency(1);
  console.log(JSON.stringify(await timeProcessing()));
  process.exit(0);
}

async function partProcess() {
  console.log("1. One 12-megapixel JPEG (4000 x 3000, GPS EXIF): derivatives, hashes, checks");
  const child = spawnSync(
    "taskset",
    ["-c", "0", process.execPath, path.resolve(import.meta.dirname, "photos.ts"), "--child-one-core"],
    { encoding: "utf8", env: { ...process.env, UV_THREADPOOL_SIZE: "1" } },
  );
  if (child.status === 0) {
    const one = JSON.parse(child.stdout.trim().split("\n").pop() as string) as {
      median: number;
      runs: number[];
      bytes: number;
    };
    console.log(
      `   one core (taskset -c 0, 1 vips thread): median ${ms(one.median)} per photo (runs: ${one.runs.map(ms).join(", ")}; ${(one.bytes / 1e6).toFixed(1)} MB JPEG)`,
    );
    console.log(`   target 1.5 s: ${one.median <= 1500 ? "met" : "NOT met"}`);
  } else console.log(`   one-core run failed: ${child.stderr || child.error}`);
  const all = await timeProcessing();
  console.log(
    `   whole machine (2 cores): median ${ms(all.median)} per photo (runs: ${all.runs.map(ms).join(", ")})`,
  );
}

async function partLoad(owners: number, perOwner: number) {
  console.log(`2. ${owners} owners uploading ${perOwner} photos each at once (tus, 12 MP JPEGs)`);
  const postgres = await startPostgres();
  const site = await startSite({
    ...testEnv,
    DATABASE_URL: postgres.url,
    DATA_DIR: tempDir("bench-photos"),
    PHOTO_POLL_MS: "200",
    LOG_LEVEL: "warn",
  });
  const pool = new pg.Pool({ connectionString: postgres.url, max: 4 });
  try {
    const photos = await Promise.all(
      Array.from({ length: perOwner }, (_, i) =>
        makePhoto({ seed: 9000 + i, width: 4000, height: 3000, grain: 40 }),
      ),
    );
    const slots = [
      "front",
      "back",
      "base",
      "interior",
      "heat-stamp",
      "date-code",
      "hardware-engraving",
      "zip-pull",
    ];
    const people = [];
    for (let i = 0; i < owners; i++) {
      const owner = await registerOwner(site, "bench");
      people.push({ owner, item: await makeItem(pool, owner.id, "handbags", "draft") });
    }
    const uploadTimes: number[] = [];
    let refused = 0;
    const start = performance.now();
    await Promise.all(
      people.map(async ({ owner, item }) => {
        for (let i = 0; i < perOwner; i++) {
          const t = performance.now();
          try {
            await upload(site, owner, item, slots[i % slots.length] as string, photos[i] as Buffer);
          } catch {
            refused++;
          }
          uploadTimes.push(performance.now() - t);
        }
      }),
    );
    const uploaded = performance.now();
    await settled(pool, 1_800_000);
    const done = performance.now();
    const counts = await pool.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from photos group by status order by status",
    );
    const once = await pool.query<{ n: number }>(
      "select count(*)::int as n from photos where status = 'ready' and jsonb_array_length(derivatives) = 6",
    );
    const total = owners * perOwner;
    const byStatus = Object.fromEntries(counts.rows.map((r) => [r.status, r.n]));
    console.log(
      `   ${total} photos (${(photos.reduce((n, p) => n + p.length, 0) / perOwner / 1e6).toFixed(1)} MB each on average) sent in ${ms(uploaded - start)}; upload time per photo median ${ms(median(uploadTimes))}, slowest ${ms(Math.max(...uploadTimes))}; refused ${refused}`,
    );
    console.log(
      `   all processed ${ms(done - start)} after the first byte (${(total / ((done - start) / 1000)).toFixed(2)} photos/s on one server process)`,
    );
    console.log(
      `   final states: ${JSON.stringify(byStatus)}; ready with their 6 derivatives: ${once.rows[0]?.n}`,
    );
    console.log(`   none lost: ${once.rows[0]?.n === total && refused === 0 ? "yes" : "NO"}`);
  } finally {
    await site.stop();
    await pool.end();
    postgres.stop();
  }
}

const only = option("only");
if (!only || only === "process") await partProcess();
if (!only || only === "load") await partLoad(Number(option("owners") ?? 50), Number(option("photos") ?? 8));
process.exit(0);
