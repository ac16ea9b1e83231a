import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from "express";

/**
 * The prelude every JSON router of server/api shares: an async handler whose failure reaches the
 * router's error handler, a guard that reads only JSON bodies of a bounded size, and that error
 * handler, which answers the router's own refusals in the caller's language, the body parser's
 * errors as 4xx, and anything else as a logged 503 that says nothing of the cause.
 *
 * The words stay the router's own: it says how a refusal is written (`refusal`) and which of its
 * errors are refusals (`known`). Each router declares its addresses once (`declareRoutes`): the
 * 405 table, who is asking, the body and the answer come from that one list. Used by
 * server/api/requests.ts, payments.ts, points.ts and review.ts.
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
  /**
   * A fault of the body as one of the router's refusals. A router that reads no body leaves it
   * out: an error of a body parser is then unexpected, answered 503.
   */
  body?: (fault: BodyFault) => Known;
  /** Writes a refusal (status, headers, `{status: "error", message, ...}`). */
  refuse: (req: Request, res: Response, refusal: Known) => void;
  /** Writes the answer to an unexpected failure (a 503 in the caller's language). */
  unexpected: (req: Request, res: Response) => void;
  /** What the log line says failed, e.g. "requests API failed". */
  failed: string;
}

/** The router's last handler: refusals answered, the rest logged and answered 503, all `no-store`. */
export function apiErrors<Known>(options: ApiErrorsOptions<Known>): ErrorRequestHandler {
  return (error, req, res, _next) => {
    res.set("Cache-Control", "no-store");
    const known = options.known(error);
    if (known !== null) return options.refuse(req, res, known);
    const fault = error instanceof NotJsonError ? "notJson" : bodyFaultOf(error);
    if (fault !== null && options.body) return options.refuse(req, res, options.body(fault));
    // The log's own serializer keeps what of the error may be logged (server/logger.ts: never a
    // query's statement or parameters, addresses scrubbed), as for every other line.
    (req as { log?: { error: (e: unknown, m: string) => void } }).log?.error({ err: error }, options.failed);
    res.set("Retry-After", "30");
    options.unexpected(req, res);
  };
}

/** The methods a route of server/api may declare. */
export type Method = "get" | "post" | "put" | "patch" | "delete";

/** One address of a router with one of its methods. */
export interface Route {
  method: Method;
  /** The path under the router's mount, `:name` for one segment; a trailing slash is allowed. */
  path: string;
  /**
   * What runs before the body is read, in place of the router's `guards` (e.g. `[]` for an
   * address that needs no session).
   */
  guards?: RequestHandler[];
  /** How the body is read: `true` for JSON up to the router's `jsonLimit`, handlers of its own, or none. */
  body?: boolean | RequestHandler[];
  /** The answer; a rejection goes on to the router's error handler. */
  run: (req: Request, res: Response) => Promise<void>;
}

export interface DeclareOptions {
  /**
   * An address none of the routes has: undefined lets it go on to the next router; a function
   * gives the error this router answers instead (e.g. a 404 that says nothing of what exists).
   */
  unknown?: () => unknown;
  /** The error for a declared address asked with another method (answered 405 with `Allow`). */
  notAllowed: () => unknown;
  /** Who is asking, for every route that does not say otherwise: runs before any body is read. */
  guards?: RequestHandler[];
  /** The limit of a JSON body (as `express.json` counts it), for routes with `body: true`. */
  jsonLimit?: string;
  /** The router's last handler, usually `apiErrors(...)`. */
  errors: ErrorRequestHandler;
}

/** Each declared path once, as a pattern (`:name` one segment, a trailing slash allowed) with its methods. */
export function addressesOf(routes: readonly { method: string; path: string }[]) {
  const byPath = new Map<string, string[]>();
  for (const { method, path } of routes) {
    const methods = byPath.get(path) ?? [];
    if (!methods.includes(method.toUpperCase())) methods.push(method.toUpperCase());
    byPath.set(path, methods);
  }
  return [...byPath].map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, "[^/]+")}/?$`),
    methods,
  }));
}

/**
 * Puts a router's routes in place from its one list: first the address table (an address of
 * another router goes on, or is refused by `unknown`; another method is a 405 with `Allow`; every
 * answer `no-store`), then per route its guards, its body, its answer, and the errors last.
 */
export function declareRoutes(router: Router, routes: readonly Route[], options: DeclareOptions): Router {
  const table = addressesOf(routes);
  router.use((req, res, next) => {
    const address = table.find((a) => a.pattern.test(req.path));
    if (!address && !options.unknown) return next("router");
    res.set("Cache-Control", "no-store");
    if (!address) return next(options.unknown?.());
    if (!address.methods.includes(req.method)) {
      res.set("Allow", address.methods.join(", "));
      return next(options.notAllowed());
    }
    next();
  });
  for (const route of routes) {
    const guards = route.guards ?? options.guards ?? [];
    const body =
      route.body === true
        ? jsonBody(options.jsonLimit ?? "16kb")
        : Array.isArray(route.body)
          ? route.body
          : [];
    router[route.method](route.path, ...guards, ...body, handle(route.run));
  }
  router.use(options.errors);
  return router;
}
