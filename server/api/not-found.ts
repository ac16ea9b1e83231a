import type { Request, Response } from "express";
import { answerLanguage } from "../http/language.ts";
import { words } from "../http/work-budget.ts";

/**
 * The answer to an /api address that no router serves: a JSON 404 in the caller's language (not
 * the HTML not-found page, which a program calling the API cannot read).
 */
export function apiNotFound(req: Request, res: Response): void {
  res
    .status(404)
    .set("Cache-Control", "no-store")
    .json({ status: "error", message: words[answerLanguage(req)].apiNotFound });
}
