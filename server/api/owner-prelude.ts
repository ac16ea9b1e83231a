import type { Request, RequestHandler } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { AuthService } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import type { Owner } from "../requests/service.ts";
import { RequestError, requestText } from "../requests/words.ts";
import { apiErrors } from "./handler.ts";

/**
 * What the owner's routers (requests.ts, payments.ts) share on top of handler.ts: the signed-in
 * owner from the session token, and the errors in the words of server/requests/words.ts.
 */

export const languageOf = (req: Request) => languageOfAcceptLanguage(req.get("accept-language"));

/** Who is asking comes before what they sent: a stranger's body is never read (401, `WWW-Authenticate`). */
export function signedInOwner(accounts: AuthService): RequestHandler {
  return (req, res, next) => {
    accounts.session(bearerToken(req.get("authorization"))).then(
      (session) => {
        const owner: Owner = { id: session.user.id, email: session.user.email };
        res.locals.owner = owner;
        next();
      },
      (error: unknown) => {
        if ((error as { name?: string }).name === "AccountError")
          return next(
            new RequestError(
              401,
              "signInRequired",
              { field: "Authorization" },
              {},
              { "WWW-Authenticate": "Bearer" },
            ),
          );
        next(error);
      },
    );
  };
}

/** The signed-in owner `signedInOwner` found. */
export const ownerOf = (res: { locals: Record<string, unknown> }) => res.locals.owner as Owner;

/** Known refusals in the caller's language; the body parser's errors as 4xx; anything else 503, logged as `failed`. */
export function ownerApiErrors(failed: string) {
  return apiErrors<RequestError>({
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
    failed,
  });
}
