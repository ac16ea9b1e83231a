import { type Request, type RequestHandler, type Response, Router } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { AuthService } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import ar from "../review/copy/ar.json" with { type: "json" };
import en from "../review/copy/en.json" with { type: "json" };
import fr from "../review/copy/fr.json" with { type: "json" };
import it from "../review/copy/it.json" with { type: "json" };
import { isLead, ReviewError, type ReviewService, type Staff } from "../review/service.ts";
import { wordsIn } from "../words.ts";
import { apiErrors, declareRoutes, type Route } from "./handler.ts";

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
const reviewText = wordsIn<ReviewWord>({ en, fr, it, ar });
const languageOf = (req: Request) => languageOfAcceptLanguage(req.get("accept-language"));
const text = (req: Request, word: ReviewWord, values: Record<string, string | number> = {}) =>
  reviewText(languageOf(req), word, values);

function succeed(req: Request, res: Response, status: number, word: ReviewWord, data: unknown) {
  res.status(status).json({ status: "success", message: text(req, word), data });
}

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

  /** Who is asking, before anything else: signed out 401, not staff 404. */
  const staffOnly: RequestHandler = (req, res, next) => {
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
  };

  const staffOf = (res: Response) => res.locals.staff as Staff;
  const leadOnly: RequestHandler = (_req, res, next) =>
    next(isLead(staffOf(res)) ? undefined : new ReviewError(403, "leadOnly"));
  const adminOnly: RequestHandler = (_req, res, next) =>
    next(staffOf(res).roles.includes("admin") ? undefined : new ReviewError(403, "adminOnly"));
  const id = (req: Request) => String(req.params.id);

  const lead = [staffOnly, leadOnly];
  const admin = [staffOnly, adminOnly];

  // Every address once: the 405 table, who may ask, the body and the answer.
  const routes: Route[] = [
    {
      method: "get",
      path: "/queue",
      run: async (req, res) => {
        const q = req.query;
        const pick = (v: unknown) => (typeof v === "string" && v ? v : undefined);
        const category = pick(q.category);
        const state = pick(q.state);
        const filter = { ...(category ? { category } : {}), ...(state ? { state } : {}) };
        succeed(req, res, 200, "queue", await review.queue(staffOf(res), filter));
      },
    },
    {
      method: "get",
      path: "/me",
      run: async (req, res) => succeed(req, res, 200, "me", review.me(staffOf(res))),
    },
    {
      method: "get",
      path: "/metrics",
      guards: lead,
      run: async (req, res) => succeed(req, res, 200, "metrics", await review.metrics()),
    },
    {
      method: "get",
      path: "/staff",
      guards: admin,
      run: async (req, res) => succeed(req, res, 200, "staff", await review.staffList()),
    },
    {
      method: "post",
      path: "/staff",
      guards: admin,
      body: true,
      run: async (req, res) =>
        succeed(req, res, 200, "roleChanged", await review.changeRole(staffOf(res), req.body)),
    },
    {
      method: "post",
      path: "/requests/:id/claim",
      run: async (req, res) => succeed(req, res, 200, "claimed", await review.claim(staffOf(res), id(req))),
    },
    {
      method: "post",
      path: "/requests/:id/release",
      run: async (req, res) =>
        succeed(req, res, 200, "released", await review.release(staffOf(res), id(req))),
    },
    {
      method: "get",
      path: "/requests/:id",
      run: async (req, res) => succeed(req, res, 200, "request", await review.detail(staffOf(res), id(req))),
    },
    {
      method: "post",
      path: "/requests/:id/more-photos",
      body: true,
      run: async (req, res) =>
        succeed(req, res, 200, "morePhotosAsked", await review.morePhotos(staffOf(res), id(req), req.body)),
    },
    {
      method: "post",
      path: "/requests/:id/verdict",
      body: true,
      run: async (req, res) => {
        const result = await review.verdict(staffOf(res), id(req), req.body);
        const pending = result.status === "pending";
        succeed(req, res, pending ? 202 : 200, pending ? "verdictPending" : "verdictFinal", result);
      },
    },
    {
      method: "post",
      path: "/requests/:id/second-opinion",
      guards: lead,
      body: true,
      run: async (req, res) => {
        const result = await review.secondOpinion(staffOf(res), id(req), req.body);
        const word = result.status === "disagreed" ? "secondOpinionDisagreed" : "verdictFinal";
        succeed(req, res, 200, word, result);
      },
    },
    {
      method: "get",
      path: "/audit",
      guards: admin,
      run: async (req, res) => {
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
      },
    },
  ];

  // Any other address under /api/review is a 404 before anyone is asked who they are.
  return declareRoutes(router, routes, {
    unknown: () => new ReviewError(404, "notFound"),
    notAllowed: () => new ReviewError(405, "methodNotAllowed"),
    guards: [staffOnly],
    jsonLimit: "64kb",
    errors: apiErrors<ReviewError>({
      known: (error) => (error instanceof ReviewError ? error : null),
      body: (fault) =>
        fault === "notJson"
          ? new ReviewError(415, "jsonOnly", { field: "Content-Type" })
          : fault === "tooLarge"
            ? new ReviewError(413, "invalid", { field: "body" })
            : new ReviewError(400, "badJson", { field: "body" }),
      refuse: (req, res, known) => {
        const field = typeof known.details?.field === "string" ? known.details.field : "";
        res.status(known.status).json({
          status: "error",
          message: text(req, known.word as ReviewWord, { field }),
          ...(known.details ? { errors: known.details } : {}),
        });
      },
      unexpected: (req, res) => {
        res.status(503).json({ status: "error", message: text(req, "unexpected") });
      },
      failed: "review API failed",
    }),
  });
}
