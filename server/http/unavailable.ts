import type { Request, Response } from "express";
import { errorReference, type Logger } from "../logger.ts";
import { answerLanguage } from "./language.ts";
import { sendPlainPage } from "./plain-page.ts";
import { words } from "./work-budget.ts";

/**
 * While the database is away, a page rendered per request that needed it (a certificate's
 * /verify page) answers 503 in the visitor's language, as the APIs do, instead of the router's
 * 500. The services lent to the pages (server/load-context.ts) mark the answer when they fail
 * under the page; the page's render is then replaced by this one, before anything is sent.
 */
const failures = new WeakMap<Response, unknown>();

/** Marks `res` as failed by a service (its error kept for the log); the page then answers 503. */
export function markServiceFailure(res: Response, error: unknown): void {
  if (!failures.has(res)) failures.set(res, error);
}

/** If a service failed under this page, logs it with a reference and answers the 503 page; returns whether it did. */
export function answerServiceFailure(req: Request, res: Response, logger: Logger): boolean {
  if (!failures.has(res) || res.headersSent) return false;
  const ref = errorReference();
  (req.log ?? logger).error({ err: failures.get(res), ref }, "page failed: a service is unavailable");
  const language = answerLanguage(req);
  const w = words[language];
  res.removeHeader("Content-Length");
  res.setHeader("Retry-After", "30");
  sendPlainPage(res, 503, w.unavailableTitle, w.unavailableText, language, ref);
  return true;
}
