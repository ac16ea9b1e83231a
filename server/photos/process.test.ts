import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { makeHeif, makePhoto } from "../../tests/integration/photo-images.ts";
import {
  claimsMatch,
  differenceHash,
  hammingDistance,
  looksTruncated,
  PhotoRejected,
  processPhoto,
  sniff,
} from "./process.ts";

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => "processed",
    (e: unknown) => (e instanceof PhotoRejected ? e.rejection : String(e)),
  );

describe("the photo pipeline's pure part", () => {
  test("the type comes from the bytes, and the name and declared type must agree with it", async () => {
    const jpeg = await makePhoto({ seed: 1, width: 64, height: 48 });
    const png = await makePhoto({ seed: 1, width: 64, height: 48, format: "png" });
    const webp = await makePhoto({ seed: 1, width: 64, height: 48, format: "webp" });
    const heif = await makeHeif(1, 64, 48);
    expect([sniff(jpeg), sniff(png), sniff(webp), sniff(heif), sniff(Buffer.from("GIF89a......"))]).toEqual([
      "jpeg",
      "png",
      "webp",
      "heif",
      null,
    ]);
    expect(claimsMatch("png", "photo.jpg", "")).toBe(false);
    expect(claimsMatch("png", "photo.PNG", "image/png")).toBe(true);
    expect(claimsMatch("jpeg", "blob", "image/png")).toBe(false);
    expect(claimsMatch("heif", "IMG_0001.HEIC", "image/heic")).toBe(true);
    expect(claimsMatch("jpeg", "IMG_0001", "")).toBe(true);
    expect(looksTruncated(jpeg.subarray(0, jpeg.length - 10), "jpeg")).toBe(true);
    expect(looksTruncated(jpeg, "jpeg")).toBe(false);
  });

  test("a file branded HEIC tries heic-decode first, then sharp", async () => {
    const heif = await makeHeif(2, 1200, 1000);
    const branded = Buffer.from(heif);
    branded.write("heic", 8, "latin1");
    expect(sniff(branded)).toBe("heic");
    const out = await processPhoto(branded, { fileName: "IMG_0002.HEIC", declaredType: "image/heic" });
    expect([out.kind, out.width, out.height]).toEqual(["heic", 1200, 1000]);
  });

  test("an iPhone's HEIC (HEVC, with GPS EXIF) comes out as derivatives with no metadata", async () => {
    // Made by scripts/test/make-hevc-heic.ts with Debian's heif-enc (x265): HEVC, not AV1.
    const heic = readFileSync(new URL("../../tests/fixtures/photos/hevc-gps.heic", import.meta.url));
    expect(heic.toString("latin1", 8, 12)).toBe("heic");
    expect(heic.includes(Buffer.from("hvcC"))).toBe(true);
    expect(heic.includes(Buffer.from("TestPhone"))).toBe(true);
    expect(sniff(heic)).toBe("heic");
    const out = await processPhoto(heic, { fileName: "IMG_0003.HEIC", declaredType: "image/heic" });
    expect([out.kind, out.width, out.height]).toEqual(["heic", 800, 600]);
    expect(out.derivatives.length).toBeGreaterThan(0);
    for (const derivative of out.derivatives) {
      const meta = await sharp(derivative.bytes).metadata();
      expect(meta.exif, `${derivative.format} ${derivative.width}`).toBeUndefined();
      expect(derivative.bytes.includes(Buffer.from("TestPhone"))).toBe(false);
    }
  });

  test("refusals carry their reason", async () => {
    const jpeg = await makePhoto({ seed: 3, width: 400, height: 300 });
    const png = await makePhoto({ seed: 3, width: 400, height: 300, format: "png" });
    const claims = { fileName: "a.jpg", declaredType: "image/jpeg" };
    expect(await rejection(processPhoto(Buffer.from("not an image at all"), claims))).toBe("notAnImage");
    expect(await rejection(processPhoto(png, claims))).toBe("typeMismatch");
    expect(await rejection(processPhoto(jpeg.subarray(0, jpeg.length / 2), claims))).toBe("truncated");
    const huge = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    // Width and height in the IHDR rewritten to 20,000 x 20,000 (400 megapixels).
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    expect(await rejection(processPhoto(huge, { fileName: "a.png", declaredType: "image/png" }))).toBe(
      "tooManyPixels",
    );
  });

  test("the difference hash survives re-encoding and tells different photos apart", async () => {
    const a = await processPhoto(await makePhoto({ seed: 4 }), { fileName: "", declaredType: "" });
    const again = await processPhoto(await makePhoto({ seed: 4, format: "webp" }), {
      fileName: "",
      declaredType: "",
    });
    const other = await processPhoto(await makePhoto({ seed: 5 }), { fileName: "", declaredType: "" });
    expect(hammingDistance(a.phash, again.phash)).toBeLessThanOrEqual(2);
    expect(hammingDistance(a.phash, other.phash)).toBeGreaterThan(12);
    expect(differenceHash(new Uint8Array(72).fill(9))).toBe("0000000000000000");
    expect(hammingDistance("ffffffffffffffff", "0000000000000000")).toBe(64);
  });
});
