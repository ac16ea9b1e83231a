import { describe, expect, it } from "vitest";
import { bootScript, classNamesIn, criticalCss, optimiseHtml, selectorMayMatch } from "./postbuild.ts";

const css = [
  "@layer theme{:root{--color-ink:#15130f}}",
  "@layer base{*,:after,:before{box-sizing:border-box}body{margin:0}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.md\\:px-6{padding:1px}",
  ".hover\\:bg-ink\\/80:hover{color:red}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ".\\32 xl\\:grid{display:grid}.space-y-4>:not(:last-child){margin:0}",
  ".group:hover .group-hover\\:underline{text-decoration:underline}",
  "@media (min-width:48rem){.md\\:grid{display:grid}.md\\:flex{display:flex}}}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("critical CSS", () => {
  it("reads class names from markup, entities decoded", () => {
    expect([...classNamesIn('<div class="flex [&amp;_svg]:size-4"></div><p class=" a  b"></p>')]).toEqual([
      "flex",
      "[&_svg]:size-4",
      "a",
      "b",
    ]);
  });

  it("keeps a selector only when every class it names is in the page", () => {
    const classes = new Set(["flex", "md:px-6", "[&_svg]:size-4", "2xl:grid", "group"]);
    expect(selectorMayMatch(".flex", classes)).toBe(true);
    expect(selectorMayMatch(".grid", classes)).toBe(false);
    expect(selectorMayMatch(".md\\:px-6", classes)).toBe(true);
    expect(selectorMayMatch(".\\[\\&_svg\\]\\:size-4 svg", classes)).toBe(true);
    expect(selectorMayMatch(".\\32 xl\\:grid", classes)).toBe(true);
    expect(selectorMayMatch(".group:hover .group-hover\\:underline", classes)).toBe(false);
    expect(selectorMayMatch("body", classes)).toBe(true);
    // A class inside :not() or an attribute value is not required.
    expect(selectorMayMatch("a:not(.missing)", classes)).toBe(true);
    expect(selectorMayMatch('[data-x="a.missing"]', classes)).toBe(true);
    // One alternative of a list may be enough.
    expect(selectorMayMatch(":is(.flex, .missing) p", classes)).toBe(true);
  });

  it("drops the rules a page cannot use, keeps base rules, order and keyframes", () => {
    const out = criticalCss(css, new Set(["flex", "md:flex", "space-y-4"]));
    expect(out).toContain(":root{--color-ink:#15130f}");
    expect(out).toContain("*,:after,:before{box-sizing:border-box}body{margin:0}");
    expect(out).toContain(".flex{display:flex}");
    expect(out).toContain(".space-y-4>:not(:last-child){margin:0}");
    expect(out).toContain("@media (min-width:48rem){.md\\:flex{display:flex}}");
    expect(out).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    for (const gone of [
      ".grid{",
      ".md\\:px-6",
      "hover\\:bg-ink",
      "size-4",
      "2xl",
      "group-hover",
      ".md\\:grid",
    ]) {
      expect(out).not.toContain(gone);
    }
    expect(out.indexOf(".flex{")).toBeLessThan(out.indexOf(".space-y-4"));
  });

  it("removes a media query left empty", () => {
    expect(
      criticalCss("@media (min-width:48rem){.grid{display:grid}}.flex{display:flex}", new Set(["flex"])),
    ).toBe(".flex{display:flex}");
  });
});

describe("prerendered page", () => {
  const page = [
    '<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
    '<link rel="stylesheet" href="/assets/app-2.css"/><link rel="manifest" href="/manifest.webmanifest"/></head>',
    '<body><div class="flex">Text</div><script>window.__ctx={}</script>',
    '<script type="module" async="">import "/assets/manifest-3.js";</script></body></html>',
  ].join("");
  const out = optimiseHtml(page, (href) =>
    href === "/assets/app-2.css" ? ".flex{display:flex}.grid{display:grid}" : "",
  );

  it("inlines the rules the page uses and links the whole stylesheet disabled, where React expects it", () => {
    expect(out).toContain(
      '<style data-href="/assets/app-2.css">.flex{display:flex}</style><link rel="stylesheet" href="/assets/app-2.css" disabled=""/>',
    );
  });

  it("asks for nothing before first paint: no module preloads, no manifest, an inert hydration module", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).not.toContain("manifest.webmanifest");
    expect(out).not.toContain('type="module"');
    expect(out).toContain(
      '<script type="text/x-hydration" id="hydration">import "/assets/manifest-3.js";</script>',
    );
    expect(out).toContain("<script>window.__ctx={}</script>");
  });

  it("ends the body with the boot script that starts hydration after first paint", () => {
    expect(out.endsWith(`<script>${bootScript}</script></body></html>`)).toBe(true);
    expect(bootScript).toContain("first-contentful-paint");
    expect(bootScript).not.toContain("</script");
  });

  it("refuses a page with two hydration modules", () => {
    expect(() =>
      optimiseHtml(
        '<body><script type="module" async="">a</script><script type="module" async="">b</script></body>',
        () => "",
      ),
    ).toThrow(/more than one hydration module/);
  });
});
