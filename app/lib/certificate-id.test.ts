import { randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { certificateAlphabet, certificateIdFrom, checkCertificateId } from "./certificate-id.ts";

describe("certificate IDs", () => {
  test("a new ID is grouped, prefixed and passes its own check", () => {
    for (let n = 0; n < 200; n++) {
      const id = certificateIdFrom(randomBytes(11));
      expect(id).toMatch(/^CC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(checkCertificateId(id)).toEqual({ ok: true, id });
    }
  });

  test("typed loosely: lower case, spaces, no dashes, no prefix, look-alike letters", () => {
    const id = certificateIdFrom(Uint8Array.from([1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    const bare = id.slice(3).replaceAll("-", "");
    expect(checkCertificateId(bare.toLowerCase())).toEqual({ ok: true, id });
    expect(checkCertificateId(` cc ${bare.slice(0, 6)} ${bare.slice(6)} `)).toEqual({ ok: true, id });
    expect(checkCertificateId(bare.replaceAll("1", "l").replaceAll("0", "O"))).toEqual({ ok: true, id });
  });

  test("every single mistyped character and every swap of neighbours is caught as a typo", () => {
    for (let n = 0; n < 50; n++) {
      const id = certificateIdFrom(randomBytes(11));
      const chars = id.slice(3).replaceAll("-", "");
      for (let i = 0; i < chars.length; i++) {
        for (const other of certificateAlphabet) {
          if (other === chars[i]) continue;
          const typo = chars.slice(0, i) + other + chars.slice(i + 1);
          expect(checkCertificateId(typo)).toEqual({ ok: false, reason: "check" });
        }
        if (i + 1 < chars.length && chars[i] !== chars[i + 1]) {
          const swapped = chars.slice(0, i) + chars[i + 1] + chars[i] + chars.slice(i + 2);
          expect(checkCertificateId(swapped).ok).toBe(false);
        }
      }
    }
  });

  test("what is not an ID at all says so", () => {
    for (const input of ["", "CC-", "hello", "CC-7KQ2-M9XD", "CC-7KQ2-M9XD-41PT-0000", "CC-7KQ2-M9XD-41P!"])
      expect(checkCertificateId(input)).toEqual({ ok: false, reason: "format" });
  });
});

describe("the older shape of the specification's sample (CC-2025-HB-48217)", () => {
  test("is read, grouped as written, however it is typed", () => {
    for (const input of ["CC-2025-HB-48217", "cc 2025 hb 48217", "CC2025HB48217", " CC-2025-hb-48217 "])
      expect(checkCertificateId(input)).toEqual({ ok: true, id: "CC-2025-HB-48217" });
  });

  test("needs its CC, a year, two letters and five digits", () => {
    for (const input of [
      "2025-HB-48217",
      "CC-2025-HB-4821",
      "CC-2025-H8-48217",
      "CC-1925-HB-48217",
      "CC-2025-HB-482170",
    ])
      expect(checkCertificateId(input).ok).toBe(false);
  });
});
