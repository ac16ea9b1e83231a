import { describe, expect, it } from "vitest";
import { bootScript, optimiseHtml } from "./postbuild.ts";

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

  it("inlines the stylesheet and links it disabled, where React expects it, so it is never fetched", () => {
    expect(out).toContain(
      '<style data-href="/assets/app-2.css">.flex{display:flex}.grid{display:grid}</style><link rel="stylesheet" href="/assets/app-2.css" disabled=""/>',
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
