import express, { type Request, type Response, Router } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { Language } from "#app/i18n/languages.ts";
import { AccountError, type AuthService } from "../auth/service.ts";
import { type AccountWord, accountText } from "../auth/words.ts";
import { escapeHtml } from "../mail/templates.ts";
import { page } from "./pages.ts";
import type { PrivacyService } from "./service.ts";
import { type PrivacyWord, privacyText } from "./words.ts";

/**
 * The page the link e-mailed to a former address opens (/account/keep-email?token=...): GET asks
 * with a button and changes nothing (mail scanners follow links); POST keeps the address on the
 * account, calls off the change and signs out every session (service.undoEmailChange).
 * /account/cancel-deletion?token=... likewise: GET asks, POST calls off the scheduled deletion.
 */
export function accountPages(options: {
  accounts: AuthService;
  privacy: PrivacyService;
  brand: string;
}): Router {
  const { accounts, privacy, brand } = options;
  const router = Router();
  const form = express.urlencoded({ limit: "4kb", extended: false, parameterLimit: 10 });
  const tokenOf = (req: Request) => (typeof req.query.token === "string" ? req.query.token : "");
  const languageOf = (req: Request): Language => languageOfAcceptLanguage(req.get("accept-language"));
  const w = (language: Language, word: AccountWord) => accountText(language, word, { brand });
  const bad = (req: Request, res: Response, status = 404) => {
    const language = languageOf(req);
    page(res, status, language, w(language, "badLinkTitle"), escapeHtml(w(language, "undoLinkInvalid")));
  };
  const guard = (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) =>
    fn(req, res).catch((error: unknown) => {
      if (error instanceof AccountError) return bad(req, res, error.refusal === "email-taken" ? 409 : 404);
      req.log?.error({ err: error }, "account page failed");
      if (!res.headersSent) page(res, 503, languageOf(req), w(languageOf(req), "badLinkTitle"), "");
    });

  router.get(
    "/account/keep-email",
    guard(async (req, res) => {
      const link = await accounts.peekUndo({ token: tokenOf(req) });
      if (!link) return bad(req, res);
      const language = languageOf(req);
      page(res, 200, language, w(language, "undoTitle"), escapeHtml(w(language, "undoText")), {
        action: `${req.path}?token=${encodeURIComponent(tokenOf(req))}`,
        button: w(language, "undoButton"),
      });
    }),
  );
  router.post(
    "/account/keep-email",
    form,
    guard(async (req, res) => {
      await accounts.undoEmailChange({ token: tokenOf(req) });
      const language = languageOf(req);
      page(res, 200, language, w(language, "undoDoneTitle"), escapeHtml(w(language, "emailRestored")));
    }),
  );
  const p = (language: Language, word: PrivacyWord) => privacyText(language, word, { brand });
  const badCancel = (req: Request, res: Response) => {
    const language = languageOf(req);
    page(res, 404, language, w(language, "badLinkTitle"), escapeHtml(p(language, "cancelBadText")));
  };
  router.get(
    "/account/cancel-deletion",
    guard(async (req, res) => {
      if (!(await privacy.cancelLinkOwner(tokenOf(req)))) return badCancel(req, res);
      const language = languageOf(req);
      page(res, 200, language, p(language, "cancelTitle"), escapeHtml(p(language, "cancelText")), {
        action: `${req.path}?token=${encodeURIComponent(tokenOf(req))}`,
        button: p(language, "cancelButton"),
      });
    }),
  );
  router.post(
    "/account/cancel-deletion",
    form,
    guard(async (req, res) => {
      if (!(await privacy.cancelByLink(tokenOf(req)))) return badCancel(req, res);
      const language = languageOf(req);
      page(res, 200, language, p(language, "cancelDoneTitle"), escapeHtml(p(language, "cancelDoneText")));
    }),
  );
  router.use(
    ["/account/keep-email", "/account/cancel-deletion"],
    (error: unknown, req: Request, res: Response, next: (e?: unknown) => void) => {
      if (!error) return next();
      bad(req, res, 400);
    },
  );
  return router;
}
