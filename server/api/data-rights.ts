import express, { type NextFunction, type Request, type Response, Router } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { Language } from "#app/i18n/languages.ts";
import { AccountError, type AuthService, type Session } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import { accountText } from "../auth/words.ts";
import { errorReference } from "../logger.ts";
import { exportsPerDay, type PrivacyService, reasonMaxLength } from "../privacy/service.ts";
import { type PrivacyWord, privacyText } from "../privacy/words.ts";
import { utcDayIn } from "../words.ts";
import { refuseUnsafeText } from "./text-guard.ts";

/**
 * The data rights over HTTP, beside the accounts API under /api/auth:
 *   POST /export            records an export request (Bearer session)
 *   GET  /export            the account's export requests and their states
 *   GET  /export/{token}    the document, once, as an attachment (the link e-mailed when ready)
 *   POST /delete-account    {reason, immediate, currentPassword}: schedules the deletion (Bearer
 *                           session and the current password); 30 days out, the address is told
 *   GET  /delete-account    the deletion scheduled, if any
 * Other paths pass on to the accounts router. Answers keep the accounts API's shape
 * {status, message, data}, in the caller's language; bad input of any kind is a clear 4xx.
 */
class Refusal extends Error {
  readonly status: number;
  readonly word: PrivacyWord | null;
  readonly values: Record<string, string | number>;
  constructor(status: number, word: PrivacyWord | null, values: Record<string, string | number> = {}) {
    super(word ?? "refused");
    this.status = status;
    this.word = word;
    this.values = values;
  }
}

const languageOf = (req: Request): Language => languageOfAcceptLanguage(req.get("accept-language"));

/** The request's body as an object: none (or empty) is an empty object, anything else a 400. */
function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw new Refusal(400, "sendJson");
  return body as Record<string, unknown>;
}

function deletionInput(body: Record<string, unknown>): { reason: string; immediate: boolean } {
  const reason = body.reason ?? "";
  if (typeof reason !== "string") throw new Refusal(400, "sendJson");
  if (reason.length > reasonMaxLength) throw new Refusal(400, "reasonTooLong", { max: reasonMaxLength });
  const immediate = body.immediate ?? false;
  if (typeof immediate !== "boolean") throw new Refusal(400, "immediateNotBoolean");
  // Control characters were refused before (server/api/text-guard.ts); tabs and carriage returns
  // are dropped here. The reason is kept only until the deletion is carried out.
  return { reason: reason.replace(/[^\P{Cc}\n]/gu, "").trim(), immediate };
}

export function dataRightsRouter(options: { accounts: AuthService; privacy: PrivacyService }): Router {
  const { accounts, privacy } = options;
  const router = Router();
  const sessionOf = (req: Request): Promise<Session> =>
    accounts.session(bearerToken(req.get("authorization")));
  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) =>
      fn(req, res).catch(next);
  const mine = ["/export", "/delete-account"];

  // Requests, states and documents of one person: no cache keeps any of them.
  router.use(mine, (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  // Only JSON bodies on these paths, at most 16 KB.
  router.use(mine, (req, _res, next) => {
    if (req.method === "POST") {
      const length = Number(req.get("content-length") ?? 0);
      const chunked = req.get("transfer-encoding") !== undefined;
      if ((length > 0 || chunked) && !req.is("application/json")) return next(new Refusal(415, "sendJson"));
    }
    next();
  });
  router.use(mine, express.json({ limit: "16kb", strict: false }));
  router.use(mine, refuseUnsafeText);

  router.post(
    "/export",
    handle(async (req, res) => {
      bodyObject(req.body);
      const session = await sessionOf(req);
      const request = await privacy.requestExport(session.user.id, languageOf(req));
      if (!request) {
        res.setHeader("Retry-After", "3600");
        throw new Refusal(429, "tooManyExports", { max: exportsPerDay });
      }
      res.status(202).json({
        status: "success",
        message: privacyText(languageOf(req), "exportRequested"),
        data: request,
      });
    }),
  );

  router.get(
    "/export",
    handle(async (req, res) => {
      const session = await sessionOf(req);
      const exports = await privacy.listExports(session.user.id);
      res.setHeader("Cache-Control", "no-store");
      res.json({ status: "success", message: privacyText(languageOf(req), "exportList"), data: { exports } });
    }),
  );

  // A HEAD (link checkers, mail scanners) says whether the link works without using it up.
  router.head(
    "/export/:token",
    handle(async (req, res) => {
      const state = await privacy.peek(String(req.params.token ?? ""));
      res.setHeader("Cache-Control", "no-store");
      res.status(state === "ready" ? 200 : state === "unknown" ? 404 : 410).end();
    }),
  );

  router.get(
    "/export/:token",
    handle(async (req, res) => {
      const token = String(req.params.token ?? "");
      const answer = await privacy.download(token);
      res.setHeader("Cache-Control", "no-store");
      if (!answer.ok) {
        const word =
          answer.why === "used" ? "exportUsed" : answer.why === "expired" ? "exportExpired" : "exportUnknown";
        throw new Refusal(answer.why === "unknown" ? 404 : 410, word);
      }
      const day = answer.requestedAt.toISOString().slice(0, 10);
      res.setHeader("Content-Disposition", `attachment; filename="personal-data-${day}.json"`);
      res.type("application/json; charset=utf-8").send(answer.document);
    }),
  );

  router.post(
    "/delete-account",
    handle(async (req, res) => {
      const body = bodyObject(req.body);
      const input = deletionInput(body);
      const session = await sessionOf(req);
      // The current password first: a stolen session token alone deletes nothing.
      await accounts.confirmPassword(session, body);
      const language = languageOf(req);
      const deletion = await privacy.scheduleDeletion(session.user.id, input, language);
      const message = input.immediate
        ? privacyText(language, "deletionNow")
        : privacyText(language, "deletionScheduled", {
            date: utcDayIn(language, new Date(deletion.scheduledFor)),
          });
      res.status(202).json({ status: "success", message, data: deletion });
    }),
  );

  router.get(
    "/delete-account",
    handle(async (req, res) => {
      const session = await sessionOf(req);
      const deletion = await privacy.currentDeletion(session.user.id);
      res.setHeader("Cache-Control", "no-store");
      res.json({
        status: "success",
        message: privacyText(languageOf(req), "deletionStatus"),
        data: { deletion },
      });
    }),
  );

  // Any other method on these paths.
  router.all(["/export", "/export/:token", "/delete-account"], (req, res) => {
    res.setHeader(
      "Allow",
      req.path === "/export" ? "GET, POST" : req.path === "/delete-account" ? "GET, POST" : "GET",
    );
    res.status(405).json({ status: "error", message: privacyText(languageOf(req), "methodNotAllowed") });
  });

  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    // Only this router's paths are answered here; the accounts router answers the rest.
    if (!mine.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next(error);
    const language = languageOf(req);
    if (res.headersSent) return;
    if (error instanceof AccountError) {
      const status =
        error.refusal === "throttled"
          ? 429
          : error.refusal === "invalid"
            ? 400
            : error.refusal === "reauth-failed"
              ? 403
              : 401;
      if (status === 401) res.setHeader("WWW-Authenticate", "Bearer");
      res.status(status).json({ status: "error", message: accountText(language, error.word, error.values) });
      return;
    }
    if (error instanceof Refusal) {
      res.status(error.status).json({
        status: "error",
        message: error.word ? privacyText(language, error.word, error.values) : "",
      });
      return;
    }
    const type = (error as { type?: string }).type;
    const status = (error as { status?: number }).status ?? 0;
    if (type === "entity.too.large")
      return void res.status(413).json({ status: "error", message: privacyText(language, "sendJson") });
    if (status >= 400 && status < 500)
      return void res.status(400).json({ status: "error", message: privacyText(language, "sendJson") });
    const reference = errorReference();
    req.log?.error({ err: error, ref: reference }, "data rights request failed");
    res.setHeader("Retry-After", "30");
    res.status(503).json({ status: "error", message: privacyText(language, "unavailable"), reference });
  });

  return router;
}
