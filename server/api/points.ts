import { type NextFunction, type Request, type Response, Router } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { AuthService } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import type { PointsService } from "../points/service.ts";
import { PointsError, type PointsWord, pointsText } from "../points/words.ts";
import { safeError } from "../requests/words.ts";

/**
 * The signed-in owner's points and rewards (docs/decisions/023-points-and-rewards.md):
 *   GET  /api/points                 balance, next reward and what it needs, recent entries
 *   GET  /api/points/entries?page=N  the whole history, 20 a page, newest first
 *   GET  /api/points/rules           the ways to earn points and the subscription's multiplier
 *   GET  /api/rewards                every reward with its cost, limit and how often it was redeemed
 *   GET  /api/rewards/{id}           one reward and the owner's vouchers for it
 *   POST /api/rewards/{id}/redeem    with an Idempotency-Key header: points debited once, voucher mailed
 * Answers `{status, message, data}` in the caller's language, `Cache-Control: no-store`.
 */
const routes: { pattern: RegExp; methods: string[] }[] = [
  { pattern: /^\/points\/?$/, methods: ["GET"] },
  { pattern: /^\/points\/entries\/?$/, methods: ["GET"] },
  { pattern: /^\/points\/rules\/?$/, methods: ["GET"] },
  { pattern: /^\/rewards\/?$/, methods: ["GET"] },
  { pattern: /^\/rewards\/[^/]+\/?$/, methods: ["GET"] },
  { pattern: /^\/rewards\/[^/]+\/redeem\/?$/, methods: ["POST"] },
];

const pageSize = 20;
const languageOf = (req: Request) => languageOfAcceptLanguage(req.get("accept-language"));

export function pointsRouter(options: { points: PointsService; accounts: AuthService }): Router {
  const { points, accounts } = options;
  const router = Router();
  const ok = (req: Request, res: Response, status: number, word: PointsWord, data: unknown) =>
    res.status(status).json({ status: "success", message: pointsText(languageOf(req), word), data });

  router.use((req, res, next) => {
    const route = routes.find((r) => r.pattern.test(req.path));
    if (!route) return next("router");
    res.set("Cache-Control", "no-store");
    if (!route.methods.includes(req.method)) {
      res.set("Allow", route.methods.join(", "));
      return next(new PointsError(405, "methodNotAllowed"));
    }
    accounts.session(bearerToken(req.get("authorization"))).then(
      (session) => {
        res.locals.userId = session.user.id;
        next();
      },
      (error) => {
        if ((error as { name?: string }).name === "AccountError") {
          res.set("WWW-Authenticate", "Bearer");
          next(new PointsError(401, "signInRequired"));
        } else next(error);
      },
    );
  });

  const run =
    (fn: (req: Request, res: Response, userId: string) => Promise<unknown>) =>
    (req: Request, res: Response, next: NextFunction) => {
      fn(req, res, res.locals.userId as string).catch(next);
    };

  router.get(
    "/points",
    run(async (req, res, id) => ok(req, res, 200, "points", await points.summary(id))),
  );
  router.get(
    "/points/entries",
    run(async (req, res, id) => {
      const raw = req.query.page ?? "1";
      const page = typeof raw === "string" && /^[1-9][0-9]{0,6}$/.test(raw) ? Number(raw) : 0;
      if (!page) throw new PointsError(400, "pageInvalid");
      ok(req, res, 200, "entries", await points.entries(id, page, pageSize));
    }),
  );
  router.get(
    "/points/rules",
    run(async (req, res) => ok(req, res, 200, "rules", points.rules())),
  );
  router.get(
    "/rewards",
    run(async (req, res, id) => ok(req, res, 200, "rewards", await points.listRewards(id))),
  );
  router.get(
    "/rewards/:id",
    run(async (req, res, id) => ok(req, res, 200, "reward", await points.reward(id, String(req.params.id)))),
  );
  router.post(
    "/rewards/:id/redeem",
    run(async (req, res, id) => {
      const result = await points.redeem(
        id,
        String(req.params.id),
        req.get("idempotency-key"),
        languageOf(req),
      );
      ok(req, res, result.replayed ? 200 : 201, result.replayed ? "alreadyRedeemed" : "redeemed", {
        voucher: result.voucher,
        balance: result.balance,
      });
    }),
  );

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    res.set("Cache-Control", "no-store");
    if (error instanceof PointsError) {
      res.status(error.status).json({
        status: "error",
        message: pointsText(languageOf(req), error.word, error.values),
        errors: { reason: error.word },
      });
      return;
    }
    (req as { log?: { error: (e: unknown, m: string) => void } }).log?.error(
      { err: safeError(error) },
      "points API failed",
    );
    res
      .set("Retry-After", "30")
      .status(503)
      .json({ status: "error", message: pointsText(languageOf(req), "unexpected") });
  });
  return router;
}
