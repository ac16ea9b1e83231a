/**
 * The photo pipeline over real HTTP against the built server (docs/decisions/020): tus uploads,
 * resumed after a cut and after kill -9; HEIF and GPS-tagged JPEG out as derivatives without
 * metadata; the blur and duplicate checks; 1,000 bad files and bodies without a 5xx; another
 * account's 404s. Run against the file store (photos.test.ts) and S3 (photos-s3.test.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { Upload } from "tus-js-client";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { gpsExif, makeHeif, makePhoto } from "./photo-images.ts";
import {
  call,
  createUpload,
  head,
  interruptedPatch,
  makeItem,
  type Owner,
  type PhotoJson,
  type PhotoSite,
  patch,
  photosOf,
  registerOwner,
  rowOf,
  type StoreKind,
  settled,
  startPhotoSite,
  upload,
} from "./photos-fixture.ts";

/** A PNG whose header claims `width` x `height` (a decompression bomb), with a few real bytes of data. */
export function bombPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function fetchImage(url: string) {
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

export function photoSuite(store: StoreKind) {
  describe(`photos (${store} store)`, () => {
    let ps: PhotoSite;
    let ada: Owner;
    let bob: Owner;
    let adaItem: string;
    let bobItem: string;

    beforeAll(async () => {
      ps = await startPhotoSite(store);
      ada = await registerOwner(ps.site, `ada-${store}`);
      bob = await registerOwner(ps.site, `bob-${store}`);
      adaItem = await makeItem(ps.pool, ada.id, "handbags", "draft");
      bobItem = await makeItem(ps.pool, bob.id, "handbags");
    });
    afterAll(async () => {
      await ps?.close();
    });

    test("a tus upload cut half-way resumes from the last byte (tus-js-client), and the photo is processed", async () => {
      const bytes = await makePhoto({ seed: 101, width: 2400, height: 1800 });
      const created = await createUpload(
        ps.site,
        ada,
        { itemId: adaItem, slot: "front", filename: "front.jpg", filetype: "image/jpeg" },
        bytes.length,
      );
      expect(created.status).toBe(201);
      expect(created.location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
      const location = created.location as string;
      const half = Math.floor(bytes.length / 2);
      await interruptedPatch(ps.site, ada, location, 0, bytes, half);
      const after = await head(ps.site, ada, location);
      expect(after.status).toBe(200);
      expect(after.offset).toBeGreaterThan(0);
      expect(after.offset).toBeLessThan(bytes.length);
      // The browser's client resumes from the offset the server holds.
      await new Promise<void>((resolve, reject) => {
        const up = new Upload(bytes, {
          uploadUrl: `${ps.site.url}${location}`,
          endpoint: `${ps.site.url}/api/uploads`,
          headers: ada.auth,
          retryDelays: [],
          chunkSize: 256 * 1024,
          onError: reject,
          onSuccess: () => resolve(),
        });
        up.start();
      });
      await settled(ps.pool);
      const [photo] = (await photosOf(ps.site, ada, adaItem)).filter((p) => p.slot === "front");
      expect(photo?.status).toBe("ready");
      expect(photo?.width).toBe(2400);
      const row = await rowOf(ps.pool, location);
      expect(Number(row?.bytes)).toBe(bytes.length);
      // The original kept is byte for byte what was sent.
      expect(row?.status).toBe("ready");
      // Asked again once finished (a client that lost the last answer): complete, not to be sent again.
      const again = await head(ps.site, ada, location);
      expect([again.status, again.offset, again.headers.get("upload-length")]).toEqual([
        200,
        bytes.length,
        String(bytes.length),
      ]);
      const late = await patch(ps.site, ada, location, 0, bytes);
      expect(late.status).toBe(409);
      expect(late.json.message).toBe("“front.jpg” has already arrived in full.");
    });

    test("an HEIF photo named .HEIC and a JPEG with GPS EXIF come out as AVIF/WebP derivatives with no metadata", async () => {
      const heif = await makeHeif(202);
      const gps = await makePhoto({ seed: 203, exif: gpsExif, orientation: 6 });
      const before = await sharp(gps).metadata();
      expect(before.exif?.length).toBeGreaterThan(0);
      expect(before.orientation).toBe(6);
      await upload(ps.site, ada, adaItem, "back", heif, "IMG_0001.HEIC", "image/heic");
      await upload(ps.site, ada, adaItem, "base", gps, "IMG_0002.JPG", "image/jpeg");
      await settled(ps.pool);
      const photos = await photosOf(ps.site, ada, adaItem);
      const back = photos.find((p) => p.slot === "back") as PhotoJson;
      const base = photos.find((p) => p.slot === "base") as PhotoJson;
      expect(back.status).toBe("ready");
      expect([back.width, back.height]).toEqual([1600, 1200]);
      // Orientation 6 applied: the 1600 x 1200 sensor image stands upright.
      expect([base.width, base.height]).toEqual([1200, 1600]);
      expect(Object.keys(base.urls ?? {})).toEqual(["320", "800"]);
      expect(Object.keys(back.urls ?? {})).toEqual(["320", "800", "1600"]);
      expect(base.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
      for (const photo of [back, base])
        for (const [width, pair] of Object.entries(photo.urls ?? {}))
          for (const format of ["avif", "webp"] as const) {
            const { res, bytes } = await fetchImage(`${ps.site.url}${pair[format]}`);
            expect(res.status).toBe(200);
            expect(res.headers.get("cache-control")).toBe("private, max-age=300");
            expect(res.headers.get("content-type")).toBe(`image/${format}`);
            const meta = await sharp(bytes).metadata();
            expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
            expect(meta.width).toBe(Number(width));
            expect(meta.exif).toBeUndefined();
            expect(meta.xmp).toBeUndefined();
            expect(meta.orientation).toBeUndefined();
            // No trace of the GPS block or the phone in the bytes either.
            expect(bytes.includes(Buffer.from("TestPhone"))).toBe(false);
          }
      // Derivatives and originals are where the settings say: on disk, or only in the bucket.
      const onDisk = path.join(ps.env.DATA_DIR as string, "photos");
      expect(existsSync(path.join(onDisk, "derived"))).toBe(store === "file");
      const staged = readdirSync(path.join(onDisk, "uploads")).filter((f) => !f.endsWith(".json"));
      const uploadIds = (await ps.pool.query(`select upload_id from photos where status = 'ready'`)).rows.map(
        (r) => r.upload_id as string,
      );
      expect(uploadIds.filter((id) => staged.includes(id)).length).toBe(
        store === "file" ? uploadIds.length : 0,
      );
    });

    test("a blurred photo is flagged and a sharp one is not; a photo reused on another owner's item is flagged duplicate", async () => {
      const sharpBytes = await makePhoto({ seed: 301 });
      const blurred = await makePhoto({ seed: 302, blur: 6 });
      await upload(ps.site, ada, adaItem, "interior", sharpBytes);
      await upload(ps.site, ada, adaItem, "heat-stamp", blurred);
      await settled(ps.pool);
      // Bob sends Ada's interior photo as his own front.
      await upload(ps.site, bob, bobItem, "front", sharpBytes, "mine.jpg");
      await settled(ps.pool);
      const adas = await photosOf(ps.site, ada, adaItem);
      const interior = adas.find((p) => p.slot === "interior") as PhotoJson;
      const heat = adas.find((p) => p.slot === "heat-stamp") as PhotoJson;
      expect(interior.checks?.sharpness).toMatchObject({ ok: true });
      expect(heat.checks?.sharpness).toMatchObject({ ok: false, flag: "blurred" });
      expect(interior.checks?.resolution).toEqual({ ok: true, value: 1200 });
      expect(interior.checks?.exposure).toMatchObject({ ok: true });
      expect(interior.checks?.duplicate).toEqual({ ok: true });
      expect(heat.checks?.duplicate).toEqual({ ok: true });
      const [bobs] = await photosOf(ps.site, bob, bobItem);
      expect(bobs?.checks?.duplicate).toEqual({ ok: false, value: 0, flag: "duplicate" });
      // The owner never sees whose photo it was; the stored check names it for reviewers.
      const stored = await ps.pool.query(`select checks from photos where id = $1`, [bobs?.id]);
      expect(stored.rows[0].checks.duplicate.matches).toEqual([
        { photoId: interior.id, itemId: adaItem, requestId: expect.any(String), distance: 0 },
      ]);
    });

    test("a retake replaces the slot's photo; the owner deletes a draft's photo; a locked request refuses both", async () => {
      const first = (await photosOf(ps.site, ada, adaItem)).find((p) => p.slot === "interior") as PhotoJson;
      await upload(ps.site, ada, adaItem, "interior", await makePhoto({ seed: 401 }));
      await settled(ps.pool);
      const interiors = (await photosOf(ps.site, ada, adaItem)).filter((p) => p.slot === "interior");
      expect(interiors).toHaveLength(1);
      expect(interiors[0]?.id).not.toBe(first.id);
      const replaced = await ps.pool.query(`select replaced_at from photos where id = $1`, [first.id]);
      expect(replaced.rows[0].replaced_at).not.toBeNull();
      const removed = await call(`${ps.site.url}/api/photos/${interiors[0]?.id}`, {
        method: "DELETE",
        headers: { ...ada.auth, "Accept-Language": "fr" },
      });
      expect(removed.status).toBe(200);
      expect(removed.json.message).toBe("La photo a été retirée.");
      const locked = await makeItem(ps.pool, ada.id, "watches", "in_review");
      const refused = await createUpload(
        ps.site,
        ada,
        { itemId: locked, slot: "dial", filename: "dial.jpg", filetype: "image/jpeg" },
        1000,
      );
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({
        status: "error",
        message: "Photos can no longer be changed: this item's request is with our experts.",
        errors: [{ field: "itemId", code: "requestLocked" }],
      });
      const wrongSlot = await createUpload(
        ps.site,
        { ...ada, auth: { ...ada.auth, "Accept-Language": "ar" } },
        { itemId: adaItem, slot: "dial", filename: "dial.jpg", filetype: "image/jpeg" },
        1000,
      );
      expect(wrongSlot.status).toBe(400);
      expect(wrongSlot.json.message).toBe("«dial» ليست من الصور المطلوبة لهذه القطعة.");
    });

    test("another account gets 404 for every photo, upload and item of the first; bad or expired signatures get 404", async () => {
      const bytes = await makePhoto({ seed: 501 });
      const created = await createUpload(
        ps.site,
        ada,
        { itemId: adaItem, slot: "date-code", filename: "code.jpg", filetype: "image/jpeg" },
        bytes.length,
      );
      const location = created.location as string;
      const photo = (await photosOf(ps.site, ada, adaItem)).find((p) => p.status === "ready") as PhotoJson;
      const statuses = [
        (await call(`${ps.site.url}/api/items/${adaItem}/photos`, { headers: bob.auth })).status,
        (await call(`${ps.site.url}/api/photos/${photo.id}`, { method: "DELETE", headers: bob.auth })).status,
        (await head(ps.site, bob, location)).status,
        (await patch(ps.site, bob, location, 0, bytes)).status,
        (
          await call(`${ps.site.url}${location}`, {
            method: "DELETE",
            headers: { ...bob.auth, "Tus-Resumable": "1.0.0" },
          })
        ).status,
        (
          await createUpload(
            ps.site,
            bob,
            { itemId: adaItem, slot: "front", filename: "x.jpg", filetype: "image/jpeg" },
            bytes.length,
          )
        ).status,
      ];
      expect(statuses).toEqual([404, 404, 404, 404, 404, 404]);
      // Ada's upload is untouched by all that: she finishes it.
      expect((await patch(ps.site, ada, location, 0, bytes)).status).toBe(204);
      // The original is never served back, not even to its owner.
      expect((await call(`${ps.site.url}${location}`, { headers: ada.auth })).status).toBe(405);
      const url = photo.urls?.["800"]?.webp as string;
      expect((await fetchImage(`${ps.site.url}${url}`)).res.status).toBe(200);
      const u = new URL(url, ps.site.url);
      const sig = u.searchParams.get("sig") as string;
      const exp = u.searchParams.get("exp") as string;
      const tampered = [
        `/api/photos/${photo.id}/800.webp`,
        `/api/photos/${photo.id}/800.avif?exp=${exp}&sig=${sig}`,
        `/api/photos/${photo.id}/800.webp?exp=${Number(exp) + 300}&sig=${sig}`,
        `/api/photos/${photo.id}/800.webp?exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`,
        `/api/photos/${photo.id}/800.webp?exp=1000&sig=${sig}`,
        `/api/photos/${adaItem}/800.webp?exp=${exp}&sig=${sig}`,
      ];
      for (const address of tampered) expect((await call(`${ps.site.url}${address}`, {})).status).toBe(404);
      await settled(ps.pool);
    });

    test("1,000 bad files and bodies: no 5xx; each refused at the door or rejected with its reason", async () => {
      const items = await Promise.all(Array.from({ length: 20 }, () => makeItem(ps.pool, ada.id)));
      const jpeg = await makePhoto({ seed: 601, width: 800, height: 600 });
      const png = await makePhoto({ seed: 602, width: 800, height: 600, format: "png" });
      const bomb = bombPng(60_000, 60_000);
      const expected = new Map<string, string>();
      const statuses: number[] = [];
      let next = 0;
      const one = async (i: number) => {
        const itemId = items[i % items.length] as string;
        const kind = i % 10;
        const random = createHash("sha256").update(String(i)).digest();
        const meta = { itemId, slot: "front", filename: `bad-${i}.jpg`, filetype: "image/jpeg" };
        switch (kind) {
          case 0: {
            const bytes = Buffer.concat(Array.from({ length: 40 }, () => random));
            const r = await createUpload(ps.site, ada, meta, bytes.length, bytes);
            statuses.push(r.status);
            if (r.location) expected.set(r.location, "notAnImage");
            return;
          }
          case 1: {
            const bytes = jpeg.subarray(0, Math.floor(jpeg.length * (0.3 + (i % 7) / 10)));
            const r = await createUpload(ps.site, ada, meta, bytes.length, bytes);
            statuses.push(r.status);
            if (r.location) expected.set(r.location, "truncated");
            return;
          }
          case 2: {
            const r = await createUpload(ps.site, ada, meta, png.length, png);
            statuses.push(r.status);
            if (r.location) expected.set(r.location, "typeMismatch");
            return;
          }
          case 3: {
            const r = await createUpload(
              ps.site,
              ada,
              { ...meta, filename: `bomb-${i}.png`, filetype: "image/png" },
              bomb.length,
              bomb,
            );
            statuses.push(r.status);
            if (r.location) expected.set(r.location, "tooManyPixels");
            return;
          }
          case 4: {
            const r = await createUpload(ps.site, ada, meta, 31 * 1024 * 1024);
            statuses.push(r.status);
            expect(r.status).toBe(413);
            expect(r.json.message).toBe(
              `“bad-${i}.jpg” is larger than 30 MB. Choose a smaller photo or take it again at a lower size.`,
            );
            return;
          }
          case 5: {
            const r = await createUpload(ps.site, ada, { ...meta, filetype: "application/pdf" }, 1000);
            statuses.push(r.status);
            expect(r.status).toBe(415);
            expect(r.json.errors).toEqual([{ field: "filetype", code: "unsupportedType" }]);
            return;
          }
          case 6: {
            // Broken tus headers: no length, a garbage metadata header, a non-tus request, a junk id.
            const variants: [string, RequestInit][] = [
              [
                "/api/uploads",
                {
                  method: "POST",
                  headers: { ...ada.auth, "Tus-Resumable": "1.0.0", "Upload-Metadata": "itemId !!!,slot" },
                },
              ],
              ["/api/uploads", { method: "POST", headers: { ...ada.auth, "Upload-Length": "10" } }],
              [
                `/api/uploads/${random.toString("hex").slice(0, 32)}`,
                { method: "PATCH", headers: { ...ada.auth, "Tus-Resumable": "1.0.0" }, body: random },
              ],
              [
                "/api/uploads/..%2f..%2fetc",
                { method: "HEAD", headers: { ...ada.auth, "Tus-Resumable": "1.0.0" } },
              ],
              [
                "/api/uploads",
                {
                  method: "POST",
                  headers: {
                    ...ada.auth,
                    "Tus-Resumable": "1.0.0",
                    "Upload-Length": "-5",
                    "Upload-Metadata": "",
                  },
                },
              ],
              [
                "/api/uploads",
                { method: "POST", headers: { "Tus-Resumable": "1.0.0", "Upload-Length": "10" } },
              ],
            ];
            const [address, init] = variants[i % variants.length] as [string, RequestInit];
            const r = await call(`${ps.site.url}${address}`, init);
            statuses.push(r.status);
            return;
          }
          case 7: {
            // A PATCH at the wrong offset or with the wrong content type on a real upload.
            const c = await createUpload(ps.site, ada, meta, 5000);
            statuses.push(c.status);
            const r = await call(`${ps.site.url}${c.location}`, {
              method: "PATCH",
              headers: {
                ...ada.auth,
                "Tus-Resumable": "1.0.0",
                "Upload-Offset": i % 2 ? "17" : "0",
                "Content-Type": i % 2 ? "application/offset+octet-stream" : "text/plain",
              },
              body: random,
            });
            statuses.push(r.status);
            return;
          }
          case 8: {
            const r = await call(
              `${ps.site.url}/api/photos/${random.toString("hex")}/800.webp?exp=9&sig=x`,
              {},
            );
            statuses.push(r.status);
            return;
          }
          default: {
            const r = await createUpload(ps.site, ada, { ...meta, itemId: "not-an-item" }, 1000);
            statuses.push(r.status);
            expect(r.status).toBe(404);
          }
        }
      };
      const lane = async () => {
        while (next < 1000) await one(next++);
      };
      await Promise.all(Array.from({ length: 8 }, lane));
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.every((s) => s >= 200 && s < 500)).toBe(true);
      await settled(ps.pool);
      const outcomes = new Map<string, number>();
      for (const [location, reason] of expected) {
        const row = await rowOf(ps.pool, location);
        const got = `${row?.status}:${row?.rejection}`;
        outcomes.set(
          got === `rejected:${reason}` ? "as expected" : `${reason} -> ${got}`,
          (outcomes.get(got === `rejected:${reason}` ? "as expected" : `${reason} -> ${got}`) ?? 0) + 1,
        );
      }
      expect(Object.fromEntries(outcomes)).toEqual({ "as expected": 400 });
    });

    test("kill -9 mid-upload and mid-processing, then restart: the upload resumes and every photo is processed exactly once", async () => {
      const item = await makeItem(ps.pool, ada.id, "watches", "draft");
      const slots = ["dial", "caseback", "crown-side", "clasp", "serial", "movement"];
      const big = await Promise.all(
        slots.map((_, i) => makePhoto({ seed: 700 + i, width: 4000, height: 3000 })),
      );
      const pending = await makePhoto({ seed: 790, width: 3000, height: 2000 });
      const created = await createUpload(
        ps.site,
        ada,
        { itemId: item, slot: "box-papers", filename: "papers.jpg", filetype: "image/jpeg" },
        pending.length,
      );
      const location = created.location as string;
      const half = Math.floor(pending.length / 2);
      expect((await patch(ps.site, ada, location, 0, pending.subarray(0, half))).status).toBe(204);
      for (const [i, slot] of slots.entries()) await upload(ps.site, ada, item, slot, big[i] as Buffer);
      // Wait until the worker holds a photo, then kill the process without warning.
      await new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const poll = async () => {
          const r = await ps.pool.query(
            `select count(*)::int as n from photos where item_id = $1 and status = 'processing'`,
            [item],
          );
          if (r.rows[0].n > 0) return resolve();
          if (Date.now() - started > 60_000) return reject(new Error("no photo was ever processing"));
          setTimeout(poll, 20);
        };
        poll();
      });
      await ps.site.kill();
      const interrupted = await ps.pool.query(
        `select id from photos where item_id = $1 and status = 'processing'`,
        [item],
      );
      expect(interrupted.rows.length).toBeGreaterThan(0);
      await ps.restart();
      const resumed = await head(ps.site, ada, location);
      expect(resumed.offset).toBe(half);
      expect((await patch(ps.site, ada, location, half, pending.subarray(half))).status).toBe(204);
      await settled(ps.pool);
      const rows = await ps.pool.query(
        `select id, slot, status, derivatives, processed_at, attempts from photos where item_id = $1 order by slot`,
        [item],
      );
      expect(rows.rows.map((r) => [r.slot, r.status])).toEqual(
        ["box-papers", ...slots].sort().map((s) => [s, "ready"]),
      );
      for (const r of rows.rows) {
        expect(r.derivatives).toHaveLength(6);
        expect(r.processed_at).not.toBeNull();
      }
      // The photos the dead process held were claimed again (a second attempt), and stored once.
      for (const { id } of interrupted.rows) {
        const row = rows.rows.find((r) => r.id === id);
        expect(row?.attempts).toBe(2);
      }
      const list = await photosOf(ps.site, ada, item);
      expect(list).toHaveLength(7);
      expect(list.every((p) => p.status === "ready" && Object.keys(p.urls ?? {}).length === 3)).toBe(true);
    });
  });
}
