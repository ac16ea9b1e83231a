import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { gzipAround, sharedRun } from "./gzip-splice.ts";

describe("gzip around a shared run", () => {
  const css = `<style data-href="/assets/app.css">${"a{color:red}.b{margin:0 auto}".repeat(2000)}</style>`;
  const run = sharedRun(css);

  test("inflates to the whole page, byte for byte, whatever stands around the run", () => {
    for (const [before, after] of [
      [
        '<!DOCTYPE html><html lang="ar" dir="rtl"><head>',
        "</head><body><h1>٤٠٤ الصفحة غير موجودة</h1></body></html>",
      ],
      ["", "tail"],
      ["head", ""],
      ["", ""],
    ] as const) {
      const gz = gzipAround(Buffer.from(before), run, Buffer.from(after));
      expect(gunzipSync(gz).toString("utf8")).toBe(`${before}${css}${after}`);
    }
  });

  test("the trailer holds the whole text's CRC-32: a wrong one is refused", () => {
    const gz = gzipAround(Buffer.from("a"), run, Buffer.from("b"));
    expect(gz.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 0x08]));
    const broken = Buffer.from(gz);
    broken[broken.length - 8] = (broken[broken.length - 8] ?? 0) ^ 1;
    expect(() => gunzipSync(broken)).toThrow(/incorrect data check/);
  });

  test("the run is not compressed again: the answer is about the size of a whole gzip", () => {
    const before = Buffer.from("<head>".repeat(300));
    const after = Buffer.from("<p>text</p>".repeat(3000));
    const whole = gzipSync(Buffer.concat([before, run.bytes, after]), { level: 4 });
    const spliced = gzipAround(before, run, after);
    expect(spliced.length).toBeLessThan(whole.length * 1.1);
  });
});
