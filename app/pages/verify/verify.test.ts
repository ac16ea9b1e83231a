import { describe, expect, it } from "vitest";
import { checkCertificateId } from "#app/lib/certificate-id.ts";
import { categoryIdOf, dayIn } from "./certificate-words.ts";
import { qrDrawing, qrSvgFile } from "./qr.server.ts";
import { exampleCertificateId } from "./verify-data.ts";

describe("verify pages' helpers", () => {
  it("the form's example is a real ID (its check character holds)", () => {
    expect(checkCertificateId(exampleCertificateId)).toEqual({ ok: true, id: exampleCertificateId });
  });

  it("names a stored category by its id, and nothing else", () => {
    expect(categoryIdOf("toys-figures")).toBe("toys-figures");
    // The registry stores ids: an English name is not one (server/certificates/categories.ts maps it at issue).
    expect(categoryIdOf("Toys & Figures")).toBeNull();
    expect(categoryIdOf("handbags")).toBe("handbags");
    expect(categoryIdOf("Spaceships")).toBeNull();
  });

  it("writes days in each language, with Western digits", () => {
    expect(dayIn("en", "2026-11-20")).toBe("20 November 2026");
    expect(dayIn("fr", "2026-11-20")).toBe("20 novembre 2026");
    expect(dayIn("it", "2026-03-01T23:30:00.000Z")).toBe("1 marzo 2026");
  });

  it("draws a QR code as runs of dark modules inside a four-module quiet zone", () => {
    const drawing = qrDrawing("http://localhost:3000/verify/CC-TP05-MW1M-RT16");
    // 48 characters need version 4 (33 modules) at level M; 8 modules of quiet zone around it.
    expect(drawing.size).toBe(33 + 8);
    expect(drawing.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    // The finder pattern's top row starts at the quiet zone's corner and is seven modules long.
    expect(drawing.path.startsWith("M4 4h7v1h-7z")).toBe(true);
    expect(qrSvgFile("x")).toContain('xmlns="http://www.w3.org/2000/svg"');
  });
});
