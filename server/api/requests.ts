import { type Request, type RequestHandler, type Response, Router } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { AuthService } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import type { Owner, RequestsService } from "../requests/service.ts";
import { RequestError, type RequestWord, requestText, safeError } from "../requests/words.ts";
import { apiErrors, handle, jsonBody } from "./handler.ts";

/**
 * Items, authentication requests, credits and request e-mail choices of the signed-in owner, over
 * the session token of `/api/auth` (docs/decisions/020-authentication-requests.md):
 *   GET    /api/items                       the owner's items (newest first) and balance
 *   POST   /api/items                       a new item (and its draft request when purpose is authenticate)
 *   GET    /api/items/{id}                  the item, photos, shots, services, requests with events, balance
 *   PATCH  /api/items/{id}                  changes while no request is past its draft
 *   DELETE /api/items/{id}                  the same condition
 *   POST   /api/items/{id}/requests         submit {service, idempotencyKey}
 *   POST   /api/requests/{id}/cancel        cancel before review (refunds)
 *   POST   /api/requests/{id}/resume        back to the experts once the photos asked for are added
 *   GET    /api/credits                     balance and ledger entries
 *   GET    /api/notifications, PUT          the request e-mails the owner wants
 * Answers `{status, message, data}` or `{status: "error", message, errors}` with the message in
 * the caller's language, `Cache-Control: no-store`. Another account's item or request is a 404.
 */

const routes: { pattern: RegExp; methods: string[] }[] = [
  { pattern: /^\/items\/?$/, methods: ["GET", "POST"] },
  { pattern: /^\/items\/[^/]+\/?$/, methods: ["GET", "PATCH", "DELETE"] },
  { pattern: /^\/items\/[^/]+\/requests\/?$/, methods: ["POST"] },
  { pattern: /^\/requests\/[^/]+\/?$/, methods: ["GET"] },
  { pattern: /^\/requests\/[^/]+\/publicity\/?$/, methods: ["PUT"] },
  { pattern: /^\/requests\/[^/]+\/cancel\/?$/, methods: ["POST"] },
  { pattern: /^\/requests\/[^/]+\/resume\/?$/, methods: ["POST"] },
  { pattern: /^\/credits\/?$/, methods: ["GET"] },
  { pattern: /^\/notifications\/?$/, methods: ["GET", "PUT"] },
];

const languageOf = (req: Request) => languageOfAcceptLanguage(req.get("accept-language"));

function succeed(
  req: Request,
  res: Response,
  status: number,
  word: RequestWord,
  data: unknown,
  values: Record<string, string | number> = {},
) {
  res.status(status).json({ status: "success", message: requestText(languageOf(req), word, values), data });
}

/** Only JSON bodies (any other content type is a 415), at most 16 KB. */
const json = jsonBody("16kb");

/** Known refusals in the caller's language; the body parser's errors as 4xx; anything else 503, logged. */
const requestErrors = apiErrors<RequestError>({
  known: (error) => (error instanceof RequestError ? error : null),
  body: (fault) =>
    fault === "notJson"
      ? new RequestError(415, "jsonOnly", { field: "Content-Type" })
      : fault === "tooLarge"
        ? new RequestError(413, "tooLarge", { field: "body" })
        : new RequestError(400, "badJson", { field: "body" }),
  refuse: (req, res, known) => {
    res.set(known.headers);
    res.status(known.status).json({
      status: "error",
      message: requestText(languageOf(req), known.word, known.values),
      ...(known.errors ? { errors: known.errors } : {}),
    });
  },
  unexpected: (req, res) => {
    res.status(503).json({ status: "error", message: requestText(languageOf(req), "unexpected") });
  },
  failed: "requests API failed",
  loggable: safeError,
});

export function requestsRouter(options: { requests: RequestsService; accounts: AuthService }): Router {
  const { requests, accounts } = options;
  const router = Router();

  async function ownerOf(req: Request): Promise<Owner> {
    try {
      const session = await accounts.session(bearerToken(req.get("authorization")));
      return { id: session.user.id, email: session.user.email };
    } catch (error) {
      if ((error as { name?: string }).name === "AccountError")
        throw new RequestError(
          401,
          "signInRequired",
          { field: "Authorization" },
          {},
          { "WWW-Authenticate": "Bearer" },
        );
      throw error;
    }
  }

  // Only this router's addresses: anything else under /api goes on to the other routers.
  router.use((req, res, next) => {
    const route = routes.find((r) => r.pattern.test(req.path));
    if (!route) return next("router");
    res.set("Cache-Control", "no-store");
    if (!route.methods.includes(req.method)) {
      res.set("Allow", route.methods.join(", "));
      return next(new RequestError(405, "methodNotAllowed", null));
    }
    next();
  });

  /** Who is asking comes before what they sent: a stranger's body is never read. */
  const signedIn: RequestHandler = (req, res, next) => {
    ownerOf(req).then((owner) => {
      res.locals.owner = owner;
      next();
    }, next);
  };
  const owner = (res: Response) => res.locals.owner as Owner;

  router.get(
    "/items",
    signedIn,
    handle(async (req, res) => {
      succeed(req, res, 200, "items", await requests.listItems(owner(res)));
    }),
  );

  router.post(
    "/items",
    signedIn,
    ...json,
    handle(async (req, res) => {
      succeed(req, res, 201, "itemCreated", await requests.createItem(owner(res), req.body));
    }),
  );

  router.get(
    "/items/:id",
    signedIn,
    handle(async (req, res) => {
      succeed(req, res, 200, "item", await requests.getItem(owner(res), String(req.params.id)));
    }),
  );

  router.patch(
    "/items/:id",
    signedIn,
    ...json,
    handle(async (req, res) => {
      succeed(
        req,
        res,
        200,
        "itemUpdated",
        await requests.updateItem(owner(res), String(req.params.id), req.body),
      );
    }),
  );

  router.delete(
    "/items/:id",
    signedIn,
    handle(async (req, res) => {
      succeed(req, res, 200, "itemDeleted", await requests.deleteItem(owner(res), String(req.params.id)));
    }),
  );

  router.post(
    "/items/:id/requests",
    signedIn,
    ...json,
    handle(async (req, res) => {
      const result = await requests.submit(owner(res), String(req.params.id), req.body, languageOf(req));
      succeed(req, res, result.replayed ? 200 : 201, "submitted", {
        request: result.request,
        balance: result.balance,
      });
    }),
  );

  router.get(
    "/requests/:id",
    signedIn,
    handle(async (req, res) => {
      succeed(req, res, 200, "request", await requests.getRequest(owner(res), String(req.params.id)));
    }),
  );

  router.put(
    "/requests/:id/publicity",
    signedIn,
    ...json,
    handle(async (req, res) => {
      const result = await requests.setPublicity(owner(res), String(req.params.id), req.body);
      succeed(req, res, 200, "publicityUpdated", result);
    }),
  );

  router.post(
    "/requests/:id/cancel",
    signedIn,
    handle(async (req, res) => {
      const result = await requests.cancel(owner(res), String(req.params.id));
      const word: RequestWord = result.already
        ? "alreadyCancelled"
        : result.refunded
          ? "cancelledRefunded"
          : "cancelled";
      succeed(
        req,
        res,
        200,
        word,
        { request: result.request, balance: result.balance },
        {
          credits: result.refunded,
        },
      );
    }),
  );

  router.post(
    "/requests/:id/resume",
    signedIn,
    handle(async (req, res) => {
      succeed(req, res, 200, "resumed", await requests.resume(owner(res), String(req.params.id)));
    }),
  );

  router.get(
    "/credits",
    signedIn,
    handle(async (req, res) => {
      succeed(req, res, 200, "credits", await requests.credits(owner(res)));
    }),
  );

  router.get(
    "/notifications",
    signedIn,
    handle(async (req, res) => {
      succeed(req, res, 200, "notifications", await requests.notifications(owner(res)));
    }),
  );

  router.put(
    "/notifications",
    signedIn,
    ...json,
    handle(async (req, res) => {
      succeed(req, res, 200, "notificationsSaved", await requests.setNotifications(owner(res), req.body));
    }),
  );

  router.use(requestErrors);
  return router;
}
