import type { NextFunction, Request, Response } from "express";
import { formPageOf } from "../forms/pages.ts";
import { sendPlainPage } from "./plain-page.ts";

export const maxPathLength = 2048;

/** Refuses addresses the site cannot mean: overlong, or not decodable. */
export function rejectBadUrls(req: Request, res: Response, next: NextFunction): void {
  if (req.originalUrl.length > maxPathLength) {
    return sendPlainPage(res, 414, "Address too long", "This address is longer than any page of this site.");
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    return sendPlainPage(res, 400, "Bad request", "This address is malformed and cannot be opened.");
  }
  if (req.path.includes("\0")) {
    return sendPlainPage(res, 400, "Bad request", "This address is malformed and cannot be opened.");
  }
  next();
}

/**
 * Pages are read, not written: anything but GET or HEAD on a page answers 405, except a POST
 * to a page whose route action takes a form posted without JavaScript (/business, /contact-us,
 * their region-prefixed copies, /newsletter) and to the API's functions.
 */
export function pagesAreReadOnly(req: Request, res: Response, next: NextFunction): void {
  if (req.method === "GET" || req.method === "HEAD") return next();
  if (req.method === "POST" && (req.path.startsWith("/api/functions/") || formPageOf(req.path)))
    return next();
  res.setHeader("Allow", "GET, HEAD");
  sendPlainPage(res, 405, "Method not allowed", "Pages of this site can only be read.");
}
