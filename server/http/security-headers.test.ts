import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("content security policy", () => {
  it("hashes executable inline scripts only", () => {
    const html = `<script>a()</script><script type="module" async="">import "x"</script>
      <script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "x"')]);
  });

  it("never allows inline scripts wholesale and forbids framing", () => {
    const csp = contentSecurityPolicy({ analytics: false, pixel: false, videoOrigin: "https://v.example" }, [
      "'nonce-abc'",
    ]);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src https://v.example");
    expect(csp).not.toContain("googletagmanager");
  });

  it("allows the analytics and pixel hosts only when configured", () => {
    const csp = contentSecurityPolicy({ analytics: true, pixel: true, videoOrigin: "https://v.example" }, []);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.google-analytics\.com/);
  });
});
