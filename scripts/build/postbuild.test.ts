import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bootScript, PageShapeError, shapeHtml } from "#server/http/html-shape.ts";

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="stylesheet" href="/assets/app-2.css"/><link rel="manifest" href="/manifest.webmanifest"/></head>',
  '<body><div class="flex">Text</div><script>window.__ctx={}</script>',
  '<script type="module" async="">import "/assets/manifest-3.js";</script></body></html>',
].join("");
const readCss = (href: string) => {
  if (href !== "/assets/app-2.css") throw new Error(`no ${href}`);
  return ".flex{display:flex}.grid{display:grid}";
};

describe("prerendered page", () => {
  const out = shapeHtml(page, { readCss });

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
      shapeHtml(
        page.replace("</body>", '<script type="module" async="">import "/assets/b.js";</script></body>'),
        { readCss },
      ),
    ).toThrow(
      new PageShapeError(
        'expected one hydration module (<script type="module" async="">) in the body, found 2',
      ),
    );
  });
});

describe("page rendered per request", () => {
  // As React writes it with a nonce: on every link and script.
  const withNonce = page
    .replaceAll("<link ", '<link nonce="n0nce+/=" ')
    .replace('<script type="module"', '<script nonce="n0nce+/=" type="module"');

  it("keeps the nonce on the inert module and gives it to the boot script", () => {
    const out = shapeHtml(withNonce, { readCss, nonce: "n0nce+/=" });
    expect(out).not.toContain("modulepreload");
    expect(out).not.toContain("manifest.webmanifest");
    expect(out).toContain(
      '<style data-href="/assets/app-2.css">.flex{display:flex}.grid{display:grid}</style><link nonce="n0nce+/=" rel="stylesheet" href="/assets/app-2.css" disabled=""/>',
    );
    expect(out).toContain(
      '<script type="text/x-hydration" id="hydration" nonce="n0nce+/=">import "/assets/manifest-3.js";</script>',
    );
    expect(out.endsWith(`<script nonce="n0nce+/=">${bootScript}</script></body></html>`)).toBe(true);
    // The module started after first paint carries the inert element's nonce.
    expect(bootScript).toContain("script.nonce = code.nonce");
  });

  it("refuses a page whose nonce is not this response's, or that has none", () => {
    expect(() => shapeHtml(withNonce, { readCss, nonce: "other" })).toThrow(
      'a <link rel="modulepreload"> with this response\'s nonce, found <link nonce="n0nce+/="',
    );
    expect(() => shapeHtml(page, { readCss, nonce: "n0nce+/=" })).toThrow(
      'a <link rel="modulepreload"> with the attributes "rel href nonce", found "rel href"',
    );
  });
});

describe("pages whose shape is not recognised", () => {
  const cases: [string, string, string][] = [
    [
      "no stylesheet link",
      page.replace('<link rel="stylesheet" href="/assets/app-2.css"/>', ""),
      'expected one <link rel="stylesheet" href="/assets/....css"> in the head, found 0',
    ],
    [
      "no hydration module",
      page.replace('<script type="module" async="">import "/assets/manifest-3.js";</script>', ""),
      'expected one hydration module (<script type="module" async="">) in the body, found 0',
    ],
    [
      "a stylesheet link with an attribute React does not write",
      page.replace('rel="stylesheet"', 'rel="stylesheet" media="print"'),
      'a <link rel="stylesheet"> with the attributes "rel href", found "rel media href"',
    ],
    [
      "attribute values in single quotes",
      page.replace('class="flex"', "class='flex'"),
      "an attribute value without double quotes",
    ],
    ["a page rewritten before", shapeHtml(page, { readCss }), "this page was rewritten before"],
    [
      "a stylesheet the build does not have",
      page.replaceAll("app-2.css", "app-9.css"),
      "no /assets/app-9.css",
    ],
  ];
  for (const [what, html, message] of cases) {
    it(`throws on ${what}`, () => {
      expect(() => shapeHtml(html, { readCss })).toThrow(message);
    });
  }
});

describe("the post-build step", () => {
  it("fails the build on a page it does not recognise, naming the file and what it expected", () => {
    const root = mkdtempSync(path.join(tmpdir(), "postbuild-"));
    const client = path.join(root, "build", "client");
    mkdirSync(path.join(client, "assets"), { recursive: true });
    mkdirSync(path.join(client, "pricing"), { recursive: true });
    mkdirSync(path.join(client, "terms"), { recursive: true });
    writeFileSync(path.join(client, "assets", "app-2.css"), ".flex{display:flex}");
    writeFileSync(path.join(client, "pricing", "index.html"), page);
    writeFileSync(
      path.join(client, "terms", "index.html"),
      page.replace('<link rel="stylesheet" href="/assets/app-2.css"/>', ""),
    );
    const run = spawnSync(process.execPath, [path.resolve("scripts/build/postbuild.ts")], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'postbuild: build/client/terms/index.html: expected one <link rel="stylesheet" href="/assets/....css"> in the head, found 0',
    );

    // The same step passes once the page has the expected shape.
    writeFileSync(path.join(client, "terms", "index.html"), page);
    const again = spawnSync(process.execPath, [path.resolve("scripts/build/postbuild.ts")], {
      cwd: root,
      encoding: "utf8",
    });
    expect(again.stderr).toBe("");
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("postbuild: optimised 2 prerendered pages");
    expect(readFileSync(path.join(client, "terms", "index.html"), "utf8")).toContain(
      '<style data-href="/assets/app-2.css">.flex{display:flex}</style>',
    );
  });
});
