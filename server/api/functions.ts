import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  Router,
} from "express";
import type { FormsBackend } from "#app/forms/backend.server.ts";
import { formPageOf } from "../forms/pages.ts";
import { formMessages } from "../forms/service.ts";
import { answerLanguage } from "../http/language.ts";
import { sendPlainPage } from "../http/plain-page.ts";
import { errorReference } from "../logger.ts";
import type { FormLimiters } from "./rate-limit.ts";

/** Largest accepted request body. */
export const bodyLimit = "16kb";

const endpoints = {
  "newsletter-signup": "newsletter",
  "send-contact-email": "contact",
} as const;

export interface FunctionsOptions {
  backend: FormsBackend;
  limiters: FormLimiters;
}

/** The error body of each function: send-contact-email answers {data, error}, newsletter-signup {error}. */
function errorBody(endpoint: "newsletter" | "contact", error: string, code: string) {
  return endpoint === "contact" ? { data: null, error, code } : { error, code };
}

/**
 * POST /api/functions/newsletter-signup and /api/functions/send-contact-email. Guards, in order: method, per-address rate limit, content type (JSON or
 * form-encoded, else 415), body size (16 KB, else 413), then the shared forms service.
 * Every failure answers a clear 4xx in JSON; nothing reaches the site's 500 page.
 */
export function functionsRouter(options: FunctionsOptions) {
  const router = Router();
  const json = express.json({ limit: bodyLimit, strict: false });
  const form = express.urlencoded({ limit: bodyLimit, extended: false, parameterLimit: 50 });
  const { limiters } = options;

  for (const [name, endpoint] of Object.entries(endpoints)) {
    const path = `/${name}`;
    router.all(path, (req: Request, res: Response, next: NextFunction) => {
      // A visitor's submission and its answer: no cache keeps either.
      res.setHeader("Cache-Control", "no-store");
      if (req.method === "POST") return next();
      const m = formMessages(answerLanguage(req));
      res.setHeader("Allow", "POST");
      res.status(405).json(errorBody(endpoint, m.server.methodNotAllowed, "method_not_allowed"));
    });
    router.post(
      path,
      limiters[endpoint],
      (req: Request, res: Response, next: NextFunction) => {
        const m = formMessages(answerLanguage(req));
        const type = req.is(["application/json", "application/x-www-form-urlencoded"]);
        if (type === null)
          return void res.status(400).json(errorBody(endpoint, m.server.badBody, "empty_body"));
        if (type === false)
          return void res.status(415).json(errorBody(endpoint, m.server.unsupportedType, "unsupported_type"));
        next();
      },
      json,
      form,
      async (req: Request, res: Response) => {
        const outcome = await options.backend.submit(endpoint, req.body, answerLanguage(req));
        res.setHeader("Cache-Control", "no-store");
        res.status(outcome.status).json(outcome.body);
      },
    );
  }

  router.use((req: Request, res: Response) => {
    const m = formMessages(answerLanguage(req));
    res.status(404).json({ error: m.server.badBody, code: "unknown_function" });
  });

  // Body parser and store errors: a clear 4xx (or 503 when the database is away), never a trace.
  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const m = formMessages(answerLanguage(req));
    const endpoint = req.path.includes("contact") ? "contact" : "newsletter";
    const status = (error as { status?: number; statusCode?: number }).status ?? 0;
    if (res.headersSent) return;
    if (status === 413) return void res.status(413).json(errorBody(endpoint, m.server.tooLarge, "too_large"));
    if (status === 415)
      return void res.status(415).json(errorBody(endpoint, m.server.unsupportedType, "unsupported_type"));
    if (status >= 400 && status < 500)
      return void res.status(400).json(errorBody(endpoint, m.server.badBody, "bad_body"));
    const reference = errorReference();
    req.log?.error({ err: error, ref: reference }, "forms api failed");
    res.status(503).json({ ...errorBody(endpoint, m.server.unavailable, "unavailable"), reference });
  });

  return router;
}

/** The paths that take a POST: the functions, and the pages whose route actions take a form posted without JavaScript. */
export function takesPost(path: string): boolean {
  return path.startsWith("/api/functions/") || formPageOf(path) !== null;
}

const maxPageBody = 16 * 1024;

/**
 * Guards a form posted without JavaScript before React Router runs its action: the same rate
 * limit as the API, form encodings only (415), a declared length within 16 KB (411, 413).
 */
export function formPageGuard(limiters: FormLimiters): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const page = formPageOf(req.path);
    if (!page) return next();
    const language = answerLanguage(req);
    const m = formMessages(language);
    if (!req.is(["application/x-www-form-urlencoded", "multipart/form-data"]))
      return sendPlainPage(res, 415, m.server.unsupportedType, m.server.unsupportedType, language);
    const length = Number(req.headers["content-length"]);
    if (!req.headers["content-length"] || !Number.isFinite(length))
      return sendPlainPage(res, 411, m.server.badBody, m.server.badBody, language);
    if (length > maxPageBody) return sendPlainPage(res, 413, m.server.tooLarge, m.server.tooLarge, language);
    // The limiter counts in the database: if that fails, the visitor gets the same clear 503 page
    // as any other form failure, not the site's 500.
    limiters[page](req, res, (error?: unknown) => {
      if (!error) return next();
      const ref = errorReference();
      req.log?.error({ err: error, ref }, "form page limiter failed");
      sendPlainPage(res, 503, m.server.unavailable, m.server.unavailable, language, ref);
    });
  };
}
