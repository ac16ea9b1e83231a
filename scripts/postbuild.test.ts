import { describe, expect, it } from "vitest";
import { optimiseHtml } from "./postbuild.ts";

describe("postbuild", () => {
  it("inlines the stylesheet and drops module preloads", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="stylesheet" href="/assets/app-2.css"/></head>';
    const out = optimiseHtml(html, (href) => (href === "/assets/app-2.css" ? "body{color:red}" : ""));
    expect(out).toBe(
      '<head><style data-href="/assets/app-2.css">body{color:red}</style><link rel="stylesheet" href="/assets/app-2.css" media="print"/></head>',
    );
  });
});
