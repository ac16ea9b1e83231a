import express, { type NextFunction, type Request, type Response, Router } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import {
  AccountError,
  type AccountRefusal,
  type AuthService,
  type AuthServiceOptions,
  accountMessages,
  type Caller,
  createAuthService,
} from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import { type AccountWord, accountText } from "../auth/words.ts";
import { errorReference } from "../logger.ts";
import { refuseUnsafeText } from "./text-guard.ts";

/**
 * `/api/auth`: register, login, logout, refresh, profile, password reset, address confirmation
 * and sessions, over the accounts service
 * (server/auth/service.ts). This file is the HTTP side only: JSON bodies, status codes, headers,
 * and the one answer shape {status: 'success' | 'error', message, data}; bad input of any kind is
 * a clear 4xx.
 */
export const authMessages = {
  ...accountMessages,
  badJson: "The request body is not valid JSON.",
  jsonOnly: "Send the request as JSON (Content-Type: application/json).",
  tooLarge: "The request is too large.",
  notFound: "There is no such address in the accounts API.",
  methodNotAllowed: "This address does not accept that method.",
  unexpected: "The service is unavailable for a moment. Please try again shortly.",
} as const;

/** Options of the accounts service, for a router that makes its own (a test on a bare database). */
export type AuthOptions = AuthServiceOptions;

/** An answer decided by the HTTP side: its status, its sentence and any headers. */
class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

const statusOf: Record<AccountRefusal, number> = {
  invalid: 400,
  "wrong-credentials": 401,
  "no-session": 401,
  "session-ended": 401,
  "email-taken": 409,
  throttled: 429,
  "link-invalid": 410,
  "already-verified": 409,
  "not-found": 404,
  "reauth-failed": 403,
};

/** The headers that go with a refusal: when to come back, and how to sign in. */
function headersOf(error: AccountError): Record<string, string> {
  if (error.refusal === "throttled" && error.retryAfterMs !== null)
    return { "Retry-After": String(Math.ceil(error.retryAfterMs / 1000)) };
  if (error.refusal === "no-session") return { "WWW-Authenticate": "Bearer" };
  return {};
}

/** A request body that is a JSON object, or a 400. */
function jsonObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new HttpError(400, "Send a JSON object.");
  return body as Record<string, unknown>;
}

/**
 * The accounts router over the service the runtime owns. Given the service's options instead,
 * it makes a service of its own on that database.
 */
/**
 * What the accounts API may say beyond the account itself: `deskRoles` names the review desk
 * roles an account holds (none for an owner), answered by `GET /api/auth/desk-roles`.
 */
export interface AuthRouterOptions {
  deskRoles?: (userId: string) => Promise<readonly string[]>;
}

export function authRouter(accounts: AuthService | AuthOptions, options: AuthRouterOptions = {}): Router {
  const service = "db" in accounts ? createAuthService(accounts) : accounts;
  /** IPv6 visitors are counted by their /56 network, as the forms' limits count them. */
  const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");
  const sessionOf = (req: Request) => service.session(bearerToken(req.get("authorization")));
  const router = Router();

  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) =>
      fn(req, res).catch(next);

  // Every answer here carries a token, a user's data or a refusal about them: no cache keeps any.
  router.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  // Only JSON bodies, at most 16 KB; the parser's own errors become clear 4xx answers below.
  router.use((req, _res, next) => {
    if (req.method === "POST" || req.method === "PUT" || req.method === "DELETE") {
      const length = Number(req.get("content-length") ?? 0);
      if (length > 0 && !req.is("application/json")) return next(new HttpError(415, authMessages.jsonOnly));
    }
    next();
  });
  router.use(express.json({ limit: "16kb", strict: false }));
  router.use(refuseUnsafeText);

  /** Who is calling: network (for the limits), language (the site's screens send the one they show), browser. */
  const callerOf = (req: Request): Caller => ({
    address: addressOf(req),
    language: languageOf(req),
    userAgent: req.get("user-agent"),
  });
  const languageOf = (req: Request) => languageOfAcceptLanguage(req.get("accept-language"));
  const say = (req: Request, word: AccountWord, values: Record<string, string | number> = {}) =>
    accountText(languageOf(req), word, values);

  router.post(
    "/register",
    handle(async (req, res) => {
      const data = await service.register(jsonObject(req.body), callerOf(req));
      res.status(201).json({ status: "success", message: say(req, "registered"), data });
    }),
  );

  router.post(
    "/login",
    handle(async (req, res) => {
      const data = await service.signIn(jsonObject(req.body), callerOf(req));
      res.json({ status: "success", message: say(req, "signedIn"), data });
    }),
  );

  router.post(
    "/logout",
    handle(async (req, res) => {
      await service.signOut(await sessionOf(req));
      res.json({ status: "success", message: say(req, "signedOut") });
    }),
  );

  router.post(
    "/logout-all",
    handle(async (req, res) => {
      const ended = await service.signOutEverywhere(await sessionOf(req), req.body ?? {});
      res.json({ status: "success", message: say(req, "signedOutEverywhere"), data: { ended } });
    }),
  );

  router.post(
    "/refresh",
    handle(async (req, res) => {
      const token = await service.refresh(await sessionOf(req));
      res.json({ status: "success", message: say(req, "renewed"), data: { token } });
    }),
  );

  const profile = handle(async (req, res) => {
    const { user } = await sessionOf(req);
    res.json({ status: "success", message: say(req, "profile"), data: user });
  });
  router.get("/profile", profile);
  router.get("/me", profile);

  // Whether the in-app menu shows the review desk: 200 with the roles, none for an owner, so that
  // asking never fails (a 404 from the desk would be a console error on every signed-in screen).
  // The desk's own routes still decide every role (decision 021).
  router.get(
    "/desk-roles",
    handle(async (req, res) => {
      const { user } = await sessionOf(req);
      const roles = options.deskRoles ? await options.deskRoles(user.id) : [];
      res.json({ status: "success", message: say(req, "deskRoles"), data: { roles: [...roles] } });
    }),
  );

  router.put(
    "/profile",
    handle(async (req, res) => {
      const session = await sessionOf(req);
      const { user, verificationSent } = await service.updateProfile(
        session,
        jsonObject(req.body),
        callerOf(req),
      );
      res.json({
        status: "success",
        message: user.pendingEmail
          ? say(req, "profileSavedPending", { email: user.pendingEmail })
          : say(req, verificationSent ? "profileSavedVerify" : "profileSaved"),
        data: user,
      });
    }),
  );

  // A new password, with the current one: every other session is signed out.
  router.post(
    "/change-password",
    handle(async (req, res) => {
      await service.changePassword(await sessionOf(req), jsonObject(req.body));
      res.json({ status: "success", message: say(req, "passwordUpdated") });
    }),
  );

  // The link e-mailed to a former address (the page at /account/keep-email posts here too).
  router.post(
    "/keep-email",
    handle(async (req, res) => {
      const data = await service.undoEmailChange(jsonObject(req.body));
      res.json({ status: "success", message: say(req, "emailRestored"), data });
    }),
  );

  // The same answer whether or not an account has the address: it tells no one who is a customer.
  router.post(
    "/forgot-password",
    handle(async (req, res) => {
      await service.forgotPassword(jsonObject(req.body), callerOf(req));
      res.json({ status: "success", message: say(req, "forgotSent") });
    }),
  );

  router.post(
    "/reset-password",
    handle(async (req, res) => {
      const data = await service.resetPassword(jsonObject(req.body), callerOf(req));
      res.json({ status: "success", message: say(req, "passwordChanged"), data });
    }),
  );

  router.post(
    "/verify-email",
    handle(async (req, res) => {
      const { user, alreadyVerified } = await service.verifyEmail(jsonObject(req.body), callerOf(req));
      res.json({
        status: "success",
        message: say(req, alreadyVerified ? "alreadyVerified" : "verified"),
        data: { user },
      });
    }),
  );

  router.post(
    "/resend-verification",
    handle(async (req, res) => {
      const { email } = await service.resendVerification(await sessionOf(req), callerOf(req));
      res.json({ status: "success", message: say(req, "verificationSent", { email }) });
    }),
  );

  router.get(
    "/sessions",
    handle(async (req, res) => {
      const data = await service.listSessions(await sessionOf(req));
      res.json({ status: "success", message: say(req, "sessionsListed"), data });
    }),
  );

  router.delete(
    "/sessions/:id",
    handle(async (req, res) => {
      await service.revokeSession(await sessionOf(req), String(req.params.id));
      res.json({ status: "success", message: say(req, "sessionRevoked") });
    }),
  );

  const known = [
    "/register",
    "/login",
    "/logout",
    "/logout-all",
    "/refresh",
    "/profile",
    "/me",
    "/desk-roles",
    "/forgot-password",
    "/reset-password",
    "/verify-email",
    "/resend-verification",
    "/sessions",
    "/change-password",
    "/keep-email",
  ];
  router.use((req, _res, next) => {
    next(
      known.includes(req.path) || /^\/sessions\/[^/]+$/.test(req.path)
        ? new HttpError(405, authMessages.methodNotAllowed)
        : new HttpError(404, authMessages.notFound),
    );
  });

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known =
      error instanceof AccountError
        ? new HttpError(
            statusOf[error.refusal],
            // In the language the request asks for: the site's screens send the one they show.
            accountText(languageOfAcceptLanguage(req.get("accept-language")), error.word, error.values),
            headersOf(error),
          )
        : error instanceof HttpError
          ? error
          : null;
    const status =
      known?.status ??
      ((error as { type?: string }).type === "entity.too.large"
        ? 413
        : (error as { type?: string }).type === "entity.parse.failed"
          ? 400
          : (error as { status?: number }).status && (error as { status: number }).status < 500
            ? (error as { status: number }).status
            : 503);
    const message =
      known?.message ??
      (status === 413
        ? authMessages.tooLarge
        : status === 400
          ? authMessages.badJson
          : status < 500
            ? "The request could not be read."
            : authMessages.unexpected);
    // What is left is the database or the hashing failing under us: 503, as the forms answer,
    // logged with its cause and never shown.
    let reference: string | undefined;
    if (status >= 500) {
      reference = errorReference();
      req.log?.error({ err: error, ref: reference }, "auth request failed");
      res.set("Retry-After", "30");
    }
    if (known) res.set(known.headers);
    res.status(status).json({ status: "error", message, ...(reference ? { reference } : {}) });
  });

  return router;
}
