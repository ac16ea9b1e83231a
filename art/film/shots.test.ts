import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { sampleCertificateIds } from "../../app/lib/sample-certificates.ts";
import { renderShot } from "./shots.ts";

describe("the film's certificate shot", () => {
  test("its QR code reads as the authentic sample's ID, which /verify opens on the embedded defaults", async () => {
    const { data, info } = await sharp(renderShot("certificate"))
      .resize({ width: 960 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(code?.data).toBe(sampleCertificateIds.authentic);
  });
});

describe("the film's stitching shot", () => {
  test("draws the thread a shade off the leather, with no pale pill: no pixel is light in all three channels", async () => {
    const { data, info } = await sharp(renderShot("stitching"))
      .resize({ width: 960 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let pale = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) > 150) pale++;
    }
    expect(pale).toBe(0);
  });
});
