import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  Router,
} from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import type { AuthService } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import { safeError } from "../requests/words.ts";
import ar from "../review/copy/ar.json" with { type: "json" };
import en from "../review/copy/en.json" with { type: "json" };
import fr from "../review/copy/fr.json" with { type: "json" };
import it from "../review/copy/it.json" with { type: "json" };
import { isLead, ReviewError, type ReviewService, type Staff } from "../review/service.ts";

/**
 * The review desk's API (docs/decisions/021-review-desk.md), over the session token of /api/auth:
 *   GET  /api/review/queue?category=&state=in_review|second_opinion   staff
 *   POST /api/review/requests/{id}/claim, /release                     staff
 *   GET  /api/review/requests/{id}                                     the claimant, a lead or an admin
 *   POST /api/review/requests/{id}/more-photos {shots, reason}         the claimant, a lead or an admin
 *   POST /api/review/requests/{id}/verdict {outcome, confidence, ...}  the claimant, a lead or an admin
 *   POST /api/review/requests/{id}/second-opinion {agree, note}        a lead or an admin, not the first reviewer
 *   GET  /api/review/audit[?format=csv]                                an admin
 * Signed out: 401. Signed in without a staff role: 404 (the desk's existence is not confirmed).
 * A reviewer doing a lead's act, or anyone but an admin reading the audit log: 403.
 */
export type ReviewWord = keyof typeof en;
const bundles: Record<Language, Record<ReviewWord, string>> = { en, fr, it, ar };
const languageOf = (req: Request) => languageOfAcceptLanguage(req.get("accept-language"));
const text = (req: Request, word: ReviewWord, values: Record<string, string | number> = {}) =>
  formatMessage(languageOf(req), bundles[languageOf(req)][word], values);

const routes: { pattern: RegExp; methods: string[] }[] = [
  { pattern: /^\/queue\/?$/, methods: ["GET"] },
  { pattern: /^\/audit\/?$/, methods: ["GET"] },
  { pattern: /^\/me\/?$/, methods: ["GET"] },
  { pattern: /^\/metrics\/?$/, methods: ["GET"] },
  { pattern: /^\/staff\/?$/, methods: ["GET", "POST"] },
  { pattern: /^\/requests\/[^/]+\/?$/, methods: ["GET"] },
  {
    pattern: /^\/requests\/[^/]+\/(claim|release|more-photos|verdict|second-opinion)\/?$/,
    methods: ["POST"],
  },
];

function succeed(req: Request, res: Response, status: number, word: ReviewWord, data: unknown) {
  res.status(status).json({ status: "success", message: text(req, word), data });
}

const handle =
  (fn: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    fn(req, res).catch(next);
  };

const csvCell = (value: unknown) => {
  const s =
    value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  // Quoted, and a leading formula character neutralised for spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replaceAll('"', '""')}"`;
};

export function reviewRouter(options: { review: ReviewService; accounts: AuthService }): Router {
  const { review, accounts } = options;
  const router = Router();

  router.use((req, res, next) => {
    const route = routes.find((r) => r.pattern.test(req.path));
    res.set("Cache-Control", "no-store");
    if (!route) return next(new ReviewError(404, "notFound"));
    if (!route.methods.includes(req.method)) {
      res.set("Allow", route.methods.join(", "));
      return next(new ReviewError(405, "methodNotAllowed"));
    }
    next();
  });

  /** Who is asking, before anything else: signed out 401, not staff 404. */
  router.use((req, res, next) => {
    (async () => {
      let userId: string;
      try {
        userId = (await accounts.session(bearerToken(req.get("authorization")))).user.id;
      } catch (error) {
        if ((error as { name?: string }).name === "AccountError") {
          res.set("WWW-Authenticate", "Bearer");
          throw new ReviewError(401, "signInRequired", { field: "Authorization" });
        }
        throw error;
      }
      const staff = await review.staffOf(userId);
      if (!staff) throw new ReviewError(404, "notFound");
      res.locals.staff = staff;
    })().then(() => next(), next);
  });

  const staffOf = (res: Response) => res.locals.staff as Staff;
  const leadOnly: RequestHandler = (_req, res, next) =>
    next(isLead(staffOf(res)) ? undefined : new ReviewError(403, "leadOnly"));
  const adminOnly: RequestHandler = (_req, res, next) =>
    next(staffOf(res).roles.includes("admin") ? undefined : new ReviewError(403, "adminOnly"));
  const jsonBody: RequestHandler[] = [
    (req, _res, next) => {
      const length = Number(req.get("content-length") ?? 0);
      if ((length > 0 || req.get("transfer-encoding") !== undefined) && !req.is("application/json"))
        return next(new ReviewError(415, "jsonOnly", { field: "Content-Type" }));
      next();
    },
    express.json({ limit: "64kb", strict: false }),
  ];
  const id = (req: Request) => String(req.params.id);

  router.get(
    "/queue",
    handle(async (req, res) => {
      const q = req.query;
      const pick = (v: unknown) => (typeof v === "string" && v ? v : undefined);
      const category = pick(q.category);
      const state = pick(q.state);
      succeed(
        req,
        res,
        200,
        "queue",
        await review.queue(staffOf(res), { ...(category ? { category } : {}), ...(state ? { state } : {}) }),
      );
    }),
  );

  router.get(
    "/me",
    handle(async (req, res) => succeed(req, res, 200, "me", review.me(staffOf(res)))),
  );
  router.get(
    "/metrics",
    leadOnly,
    handle(async (req, res) => succeed(req, res, 200, "metrics", await review.metrics())),
  );
  router.get(
    "/staff",
    adminOnly,
    handle(async (req, res) => succeed(req, res, 200, "staff", await review.staffList())),
  );
  router.post(
    "/staff",
    adminOnly,
    ...jsonBody,
    handle(async (req, res) =>
      succeed(req, res, 200, "roleChanged", await review.changeRole(staffOf(res), req.body)),
    ),
  );

  router.post(
    "/requests/:id/claim",
    handle(async (req, res) => succeed(req, res, 200, "claimed", await review.claim(staffOf(res), id(req)))),
  );
  router.post(
    "/requests/:id/release",
    handle(async (req, res) =>
      succeed(req, res, 200, "released", await review.release(staffOf(res), id(req))),
    ),
  );
  router.get(
    "/requests/:id",
    handle(async (req, res) => succeed(req, res, 200, "request", await review.detail(staffOf(res), id(req)))),
  );
  router.post(
    "/requests/:id/more-photos",
    ...jsonBody,
    handle(async (req, res) =>
      succeed(req, res, 200, "morePhotosAsked", await review.morePhotos(staffOf(res), id(req), req.body)),
    ),
  );
  router.post(
    "/requests/:id/verdict",
    ...jsonBody,
    handle(async (req, res) => {
      const result = await review.verdict(staffOf(res), id(req), req.body);
      succeed(
        req,
        res,
        result.status === "pending" ? 202 : 200,
        result.status === "pending" ? "verdictPending" : "verdictFinal",
        result,
      );
    }),
  );
  router.post(
    "/requests/:id/second-opinion",
    leadOnly,
    ...jsonBody,
    handle(async (req, res) => {
      const result = await review.secondOpinion(staffOf(res), id(req), req.body);
      succeed(
        req,
        res,
        200,
        result.status === "disagreed" ? "secondOpinionDisagreed" : "verdictFinal",
        result,
      );
    }),
  );
  router.get(
    "/audit",
    adminOnly,
    handle(async (req, res) => {
      const entries = await review.audit();
      if (req.query.format === "csv") {
        const head = ["id", "at", "actorId", "actorRoles", "action", "requestId", "before", "after"];
        const lines = entries.map((e) =>
          [e.id, e.at, e.actorId, e.actorRoles, e.action, e.requestId, e.before, e.after]
            .map(csvCell)
            .join(","),
        );
        res
          .status(200)
          .type("text/csv; charset=utf-8")
          .set("Content-Disposition", 'attachment; filename="review-audit.csv"')
          .send(`${[head.join(","), ...lines].join("\r\n")}\r\n`);
        return;
      }
      succeed(req, res, 200, "audit", { entries });
    }),
  );

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    let known: ReviewError | null = error instanceof ReviewError ? error : null;
    if (!known) {
      const type = (error as { type?: string }).type;
      const status = (error as { status?: number }).status;
      if (type === "entity.too.large") known = new ReviewError(413, "invalid", { field: "body" });
      else if (status && status >= 400 && status < 500)
        known = new ReviewError(400, "badJson", { field: "body" });
    }
    res.set("Cache-Control", "no-store");
    if (!known) {
      (req as { log?: { error: (e: unknown, m: string) => void } }).log?.error(
        { err: safeError(error) },
        "review API failed",
      );
      res
        .set("Retry-After", "30")
        .status(503)
        .json({ status: "error", message: text(req, "unexpected") });
      return;
    }
    const field = typeof known.details?.field === "string" ? known.details.field : "";
    res.status(known.status).json({
      status: "error",
      message: text(req, known.word as ReviewWord, { field }),
      ...(known.details ? { errors: known.details } : {}),
    });
  });
  return router;
}
