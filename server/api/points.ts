import { type Request, type RequestHandler, type Response, Router } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { AuthService } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import type { PointsService } from "../points/service.ts";
import { PointsError, type PointsWord, pointsText } from "../points/words.ts";
import { apiErrors, declareRoutes, type Route } from "./handler.ts";

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
const pageSize = 20;
const languageOf = (req: Request) => languageOfAcceptLanguage(req.get("accept-language"));

export function pointsRouter(options: { points: PointsService; accounts: AuthService }): Router {
  const { points, accounts } = options;
  const router = Router();
  const ok = (req: Request, res: Response, status: number, word: PointsWord, data: unknown): void => {
    res.status(status).json({ status: "success", message: pointsText(languageOf(req), word), data });
  };

  /** Who is asking, before anything else: signed out is a 401. */
  const signedIn: RequestHandler = (req, res, next) => {
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
  };
  const userOf = (res: Response) => res.locals.userId as string;

  // Every address once; none reads a body.
  const routes: Route[] = [
    {
      method: "get",
      path: "/points",
      run: async (req, res) => ok(req, res, 200, "points", await points.summary(userOf(res))),
    },
    {
      method: "get",
      path: "/points/entries",
      run: async (req, res) => {
        const raw = req.query.page ?? "1";
        const page = typeof raw === "string" && /^[1-9][0-9]{0,6}$/.test(raw) ? Number(raw) : 0;
        if (!page) throw new PointsError(400, "pageInvalid");
        ok(req, res, 200, "entries", await points.entries(userOf(res), page, pageSize));
      },
    },
    {
      method: "get",
      path: "/points/rules",
      run: async (req, res) => ok(req, res, 200, "rules", points.rules()),
    },
    {
      method: "get",
      path: "/rewards",
      run: async (req, res) => ok(req, res, 200, "rewards", await points.listRewards(userOf(res))),
    },
    {
      method: "get",
      path: "/rewards/:id",
      run: async (req, res) =>
        ok(req, res, 200, "reward", await points.reward(userOf(res), String(req.params.id))),
    },
    {
      method: "post",
      path: "/rewards/:id/redeem",
      run: async (req, res) => {
        const result = await points.redeem(
          userOf(res),
          String(req.params.id),
          req.get("idempotency-key"),
          languageOf(req),
        );
        ok(req, res, result.replayed ? 200 : 201, result.replayed ? "alreadyRedeemed" : "redeemed", {
          voucher: result.voucher,
          balance: result.balance,
        });
      },
    },
  ];

  return declareRoutes(router, routes, {
    notAllowed: () => new PointsError(405, "methodNotAllowed"),
    guards: [signedIn],
    errors: apiErrors<PointsError>({
      known: (error) => (error instanceof PointsError ? error : null),
      refuse: (req, res, error) => {
        res.status(error.status).json({
          status: "error",
          message: pointsText(languageOf(req), error.word, error.values),
          errors: { reason: error.word },
        });
      },
      unexpected: (req, res) => {
        res.status(503).json({ status: "error", message: pointsText(languageOf(req), "unexpected") });
      },
      failed: "points API failed",
    }),
  });
}
