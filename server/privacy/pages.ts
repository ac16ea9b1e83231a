import express, { type Request, type Response, Router } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { Db } from "../db/client.ts";
import { escapeHtml } from "../mail/templates.ts";
import {
  confirmSubscription,
  type NewsletterLinks,
  type SubscriptionView,
  subscriptionByConfirmToken,
  subscriptionByUnsubscribeToken,
  unsubscribe,
} from "./newsletter.ts";
import { type PrivacyWord, privacyText } from "./words.ts";

/**
 * The two pages the newsletter's e-mails link to, served by the server (they depend on a token
 * in the address, are never indexed, and speak the language the subscriber signed up in):
 *   /newsletter/confirm?token=...      GET: a button to confirm; POST: confirms
 *   /newsletter/unsubscribe?token=...  GET: a button to leave;   POST: leaves (also the
 *                                      one-click POST of RFC 8058 that mail programs send)
 * A GET never changes anything: mail scanners follow links.
 */
const homes: Record<Language, string> = { en: "/", fr: "/fr", it: "/it", ar: "/ae" };

export function page(
  res: Response,
  status: number,
  language: Language,
  title: string,
  text: string,
  form?: { action: string; button: string },
): void {
  const dir = language === "ar" ? "rtl" : "ltr";
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : "";
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#faf8f4;color:#15130f;display:grid;place-items:center;min-height:100vh;text-align:center}main{max-width:34rem;padding:2rem}h1{font-family:Georgia,serif;font-size:2rem;line-height:1.2}p{line-height:1.6}bdi{overflow-wrap:anywhere}.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center;align-items:center;margin-top:1.5rem}form{margin:0}button,a.home{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:44px;margin:0;font:inherit;font-weight:600;line-height:1.2;border-radius:999px;padding:.75rem 1.5rem;cursor:pointer}button{background:#15130f;color:#fff;border:0}a.home{color:#15130f;border:1px solid #15130f;text-decoration:none}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${text}</p><div class="actions">${button}<a class="home" href="${homes[language]}">${escapeHtml(privacyText(language, "pageHome"))}</a></div></main></body></html>`;
  res.status(status).type("html").setHeader("Cache-Control", "no-store").send(html);
}

/** A sentence with the address set left to right in its own island (Arabic keeps its order). */
function sentence(language: Language, word: PrivacyWord, email: string, brand: string): string {
  const mark = "\u0000";
  const [before = "", after = ""] = privacyText(language, word, { email: mark, brand }).split(mark);
  return `${escapeHtml(before)}<bdi dir="ltr">${escapeHtml(email)}</bdi>${escapeHtml(after)}`;
}

function badLink(req: Request, res: Response): void {
  const language = languageOfAcceptLanguage(req.get("accept-language"));
  page(
    res,
    404,
    language,
    privacyText(language, "pageBadLinkTitle"),
    escapeHtml(privacyText(language, "pageBadLinkText")),
  );
}

const tokenOf = (req: Request) => (typeof req.query.token === "string" ? req.query.token : "");

export function newsletterPages(options: { db: Db; links: NewsletterLinks; now: () => Date }): Router {
  const { db, links, now } = options;
  const router = Router();
  const form = express.urlencoded({ limit: "4kb", extended: false, parameterLimit: 10 });
  const show = (
    res: Response,
    s: SubscriptionView,
    title: PrivacyWord,
    text: PrivacyWord,
    action?: { action: string; button: PrivacyWord },
  ) =>
    page(
      res,
      200,
      s.language,
      privacyText(s.language, title),
      sentence(s.language, text, s.email, links.brand),
      action && { action: action.action, button: privacyText(s.language, action.button) },
    );
  const self = (req: Request) => `${req.path}?token=${encodeURIComponent(tokenOf(req))}`;
  const guard = (fn: (req: Request, res: Response) => Promise<void>) => (req: Request, res: Response) =>
    fn(req, res).catch((error: unknown) => {
      req.log?.error({ err: error }, "newsletter page failed");
      const language = languageOfAcceptLanguage(req.get("accept-language"));
      if (!res.headersSent) page(res, 503, language, privacyText(language, "unavailable"), "");
    });

  router.get(
    "/newsletter/confirm",
    guard(async (req, res) => {
      const s = await subscriptionByConfirmToken(db, tokenOf(req));
      if (!s || s.status === "unsubscribed") return badLink(req, res);
      if (s.status === "subscribed") return show(res, s, "pageConfirmedTitle", "pageConfirmedText");
      show(res, s, "pageConfirmTitle", "pageConfirmText", { action: self(req), button: "confirmButton" });
    }),
  );
  router.post(
    "/newsletter/confirm",
    form,
    guard(async (req, res) => {
      const s = await confirmSubscription(db, tokenOf(req), links, now());
      if (!s) return badLink(req, res);
      show(res, s, "pageConfirmedTitle", "pageConfirmedText");
    }),
  );
  router.get(
    "/newsletter/unsubscribe",
    guard(async (req, res) => {
      const s = await subscriptionByUnsubscribeToken(db, tokenOf(req));
      if (!s) return badLink(req, res);
      if (s.status === "unsubscribed") return show(res, s, "pageUnsubscribedTitle", "pageUnsubscribedText");
      show(res, s, "pageUnsubscribeTitle", "pageUnsubscribeText", {
        action: self(req),
        button: "pageUnsubscribeButton",
      });
    }),
  );
  router.post(
    "/newsletter/unsubscribe",
    form,
    guard(async (req, res) => {
      const s = await unsubscribe(db, tokenOf(req), now());
      if (!s) return badLink(req, res);
      show(res, s, "pageUnsubscribedTitle", "pageUnsubscribedText");
    }),
  );
  // A body the form parser refuses (too large, badly encoded): a clear page, never a 5xx.
  router.use(
    ["/newsletter/confirm", "/newsletter/unsubscribe"],
    (error: unknown, req: Request, res: Response, next: (e?: unknown) => void) => {
      if (!error) return next();
      const language = languageOfAcceptLanguage(req.get("accept-language"));
      page(
        res,
        400,
        language,
        privacyText(language, "pageBadLinkTitle"),
        escapeHtml(privacyText(language, "pageBadLinkText")),
      );
    },
  );
  return router;
}
