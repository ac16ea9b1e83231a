import { describe, expect, it } from "vitest";
import { addHouseFaces } from "./house-faces.ts";

const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>t</title></head><body></body></html>`;

describe("house faces", () => {
  it("adds a script that parses: its source is put on one line, so a line comment would cut it", () => {
    const html = addHouseFaces(page("ar"));
    const source = /<script>([^<]*)<\/script>/.exec(html)?.[1];
    expect(source).toMatch(/^\(function switchOnAtFirstPaint\(/);
    expect(() => new Function(source ?? "")).not.toThrow();
    expect(source).toContain('data-band", "far"');
  });

  it("replaces the tags it added before instead of adding them twice", () => {
    const once = addHouseFaces(page("fr"));
    expect(addHouseFaces(once)).toBe(once);
  });
});
