import type { NextFunction, Request, RequestHandler, Response } from "express";
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
 * Pages are read, not written: anything but GET or HEAD on a page answers 405, except a POST to
 * a path that `takesPost` accepts (the pages whose route actions take a form posted without
 * JavaScript, and the API's functions: the server's assembly says which).
 */
export function pagesAreReadOnly(takesPost: (path: string) => boolean): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method === "POST" && takesPost(req.path)) return next();
    res.setHeader("Allow", "GET, HEAD");
    sendPlainPage(res, 405, "Method not allowed", "Pages of this site can only be read.");
  };
}
