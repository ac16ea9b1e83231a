import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";

/**
 * The prelude every JSON router of server/api shares: an async handler whose failure reaches the
 * router's error handler, a guard that reads only JSON bodies of a bounded size, and that error
 * handler, which answers the router's own refusals in the caller's language, the body parser's
 * errors as 4xx, and anything else as a logged 503 that says nothing of the cause.
 *
 * The words stay the router's own: it says how a refusal is written (`refusal`) and which of its
 * errors are refusals (`known`). Used by server/api/requests.ts.
 */

/** Runs an async route handler; a rejection goes on to the router's error handler. */
export function handle(fn: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    fn(req, res).catch(next);
  };
}

/** What was wrong with a request body, in the terms the routers word it. */
export type BodyFault = "notJson" | "tooLarge" | "badJson";

/** The body parser's error as a fault of the body; null for any other error. */
export function bodyFaultOf(error: unknown): BodyFault | null {
  const type = (error as { type?: string } | null)?.type;
  const status = (error as { status?: number } | null)?.status;
  if (type === "entity.too.large") return "tooLarge";
  if (type === "entity.parse.failed") return "badJson";
  // The parser's other refusals (an unknown charset, a body that ends early) and any other 4xx
  // raised before the handler: a malformed request.
  if (status !== undefined && status >= 400 && status < 500) return "badJson";
  return null;
}

/** The error `jsonBody` passes on for a body that is not JSON. */
export class NotJsonError extends Error {
  readonly type = "body.not.json";
  readonly status = 415;
  constructor() {
    super("The request body must be JSON.");
    this.name = "NotJsonError";
  }
}

/**
 * Only JSON bodies (a body of any other content type is refused before it is read), parsed up to
 * `limit` (as `express.json` counts it, e.g. "16kb"); any JSON value, not only objects.
 */
export function jsonBody(limit: string): RequestHandler[] {
  return [
    (req, _res, next) => {
      const length = Number(req.get("content-length") ?? 0);
      const chunked = req.get("transfer-encoding") !== undefined;
      if ((length > 0 || chunked) && !req.is("application/json")) return next(new NotJsonError());
      next();
    },
    express.json({ limit, strict: false }),
  ];
}

export interface ApiErrorsOptions<Known> {
  /** The router's own refusal carried by this error, or null when it is not one. */
  known: (error: unknown) => Known | null;
  /** A fault of the body as one of the router's refusals. */
  body: (fault: BodyFault) => Known;
  /** Writes a refusal (status, headers, `{status: "error", message, ...}`). */
  refuse: (req: Request, res: Response, refusal: Known) => void;
  /** Writes the answer to an unexpected failure (a 503 in the caller's language). */
  unexpected: (req: Request, res: Response) => void;
  /** What the log line says failed, e.g. "requests API failed". */
  failed: string;
  /** What of an unexpected error may be logged (never a query's parameters). */
  loggable: (error: unknown) => unknown;
}

/** The router's last handler: refusals answered, the rest logged and answered 503, all `no-store`. */
export function apiErrors<Known>(options: ApiErrorsOptions<Known>): ErrorRequestHandler {
  return (error, req, res, _next) => {
    res.set("Cache-Control", "no-store");
    if (error instanceof NotJsonError) return options.refuse(req, res, options.body("notJson"));
    const known = options.known(error);
    if (known !== null) return options.refuse(req, res, known);
    const fault = bodyFaultOf(error);
    if (fault !== null) return options.refuse(req, res, options.body(fault));
    (req as { log?: { error: (e: unknown, m: string) => void } }).log?.error(
      { err: options.loggable(error) },
      options.failed,
    );
    res.set("Retry-After", "30");
    options.unexpected(req, res);
  };
}
