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
