import type { NextFunction, Request, Response } from "express";
import { localizePath, parseRegion } from "#app/i18n/regions.ts";

/** Old addresses, answered with permanent redirects. */
export const permanentRedirects: Record<string, string> = {
  "/privacy-policy": "/privacy",
  "/terms-conditions": "/terms",
  "/cookie-policy": "/cookies",
  "/contact": "/contact-us",
  "/app": "/",
};

function queryOf(url: string): string {
  const i = url.indexOf("?");
  return i === -1 ? "" : url.slice(i);
}

/**
 * A redirect target that stays on this site: browsers read a backslash as a slash, so `/\host`
 * and `//host` would both leave it. Backslashes become slashes, and repeated slashes one.
 */
export function sameSiteTarget(path: string): string {
  return `/${path.replace(/[\\/]+/g, "/").replace(/^\/+/, "")}`;
}

/**
 * Permanent redirects (under a language prefix too), and one canonical form without a trailing slash: `/terms/` answers 308 to
 * `/terms`, and nothing ever redirects back, so there is no loop.
 */
export function redirects(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  let path = req.path;
  let changed = false;
  if (path.length > 1 && path.endsWith("/")) {
    path = path.replace(/\/+$/, "") || "/";
    changed = true;
  }
  // An old address under a language prefix (/fr/privacy-policy) goes where its unprefixed form
  // goes, under the same prefix (/fr/privacy).
  const { region, path: unprefixed } = parseRegion(path);
  const target = permanentRedirects[unprefixed];
  if (target) {
    path = localizePath(target, region?.prefix ?? null);
    changed = true;
  }
  if (!changed) return next();
  res.redirect(308, sameSiteTarget(path) + queryOf(req.originalUrl));
}
