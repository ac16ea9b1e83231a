import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { parseRegion } from "#app/i18n/regions.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";

/** The hosts each kind of outside traffic may reach. */
export interface CspSources {
  analytics: boolean;
  pixel: boolean;
  videoOrigin: string;
}

export function cspSources(config: SiteConfig): CspSources {
  return {
    analytics: config.analytics.gaMeasurementId !== null,
    pixel: config.analytics.metaPixelId !== null,
    videoOrigin: config.video.embedOrigin,
  };
}

/**
 * The Content-Security-Policy. Scripts: this origin plus either the hashes of a prerendered
 * file's inline scripts or a per-response nonce, never 'unsafe-inline'; analytics hosts only when
 * analytics are configured. Inline styles are allowed (the toast and dialog libraries inject them).
 */
export function contentSecurityPolicy(sources: CspSources, scriptAllow: string[]): string {
  const ga = sources.analytics;
  const px = sources.pixel;
  const scriptSrc = [
    "'self'",
    ...scriptAllow,
    ...(ga ? ["https://www.googletagmanager.com"] : []),
    ...(px ? ["https://connect.facebook.net"] : []),
  ];
  const connectSrc = [
    "'self'",
    ...(ga
      ? [
          "https://www.google-analytics.com",
          "https://*.google-analytics.com",
          "https://www.googletagmanager.com",
        ]
      : []),
    ...(px ? ["https://www.facebook.com", "https://connect.facebook.net"] : []),
  ];
  const imgSrc = [
    "'self'",
    "data:",
    ...(ga ? ["https://www.google-analytics.com", "https://www.googletagmanager.com"] : []),
    ...(px ? ["https://www.facebook.com"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imgSrc.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    `frame-src ${sources.videoOrigin}`,
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Hashes of the executable inline scripts of an HTML document, as CSP sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    if (/\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    const digest = createHash("sha256")
      .update(match[2] ?? "", "utf8")
      .digest("base64");
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Gives this response a fresh CSP nonce, kept in `res.locals` (server-side only: no header a
 * client could send can set it). The page's render reads it from its router context
 * (server/load-context.ts); the page's shape from here (server/http/per-request-pages.ts).
 */
export function giveNonce(res: { locals: Record<string, unknown> }): string {
  const nonce = newNonce();
  res.locals.cspNonce = nonce;
  return nonce;
}

/** The CSP nonce given to this response, if any. */
export function nonceOf(res: { locals: Record<string, unknown> }): string | undefined {
  const nonce = res.locals.cspNonce;
  return typeof nonce === "string" ? nonce : undefined;
}

/** The certificate check pages, in every language (`/verify`, `/verify/{id}`, `/fr/verify/...`). */
export function isVerifyPage(path: string): boolean {
  const unprefixed = parseRegion(path).path;
  return unprefixed === "/verify" || unprefixed.startsWith("/verify/");
}

/**
 * Every browser feature closed, except the camera on the verify pages, whose QR scanner reads
 * a certificate's code: there the site itself may ask for it (`camera=(self)`), never a frame.
 */
export function permissionsPolicy(path: string): string {
  const camera = isVerifyPage(path) ? "camera=(self)" : "camera=()";
  return `${camera}, microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()`;
}

/** Headers on every response (ARCHITECTURE.md, "Server behaviour that every page relies on"). */
export function securityHeaders(sources: CspSources) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Modern browsers dropped the XSS auditor; 0 disables the legacy one, which could itself leak.
    res.setHeader("X-XSS-Protection", "0");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    res.setHeader("Permissions-Policy", permissionsPolicy(req.path));
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    // Responses without inline scripts (files, JSON, errors) get the strictest script policy.
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(sources, []));
    next();
  };
}
