import type { Response } from "express";
import type { Language } from "#app/i18n/languages.ts";
import ar from "#app/i18n/messages/ar.json" with { type: "json" };
import en from "#app/i18n/messages/en.json" with { type: "json" };
import fr from "#app/i18n/messages/fr.json" with { type: "json" };
import it from "#app/i18n/messages/it.json" with { type: "json" };

/** The way home, in the chrome's words of each language. */
const homeLabel: Record<Language, string> = {
  en: en.errors.returnHome,
  fr: fr.errors.returnHome,
  it: it.errors.returnHome,
  ar: ar.errors.returnHome,
};

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * A small, self-contained page for answers the app cannot render (bad request, method not
 * allowed, URI too long, too many requests, server failure): a clear sentence and a way home,
 * never a stack trace; in the language of its words (Arabic right to left).
 */
export function sendPlainPage(
  res: Response,
  status: number,
  title: string,
  message: string,
  language: Language = "en",
  reference?: string,
): void {
  if (res.headersSent) return;
  const html = `<!doctype html>
<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${status} ${title}`)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#faf8f4;color:#15130f;display:grid;place-items:center;min-height:100vh;text-align:center}main{max-width:32rem;padding:2rem}h1{font-family:Georgia,serif;font-size:2rem}a{display:inline-block;margin-top:1.5rem;background:#15130f;color:#fff;padding:.75rem 1.5rem;border-radius:999px;text-decoration:none}</style>
</head><body><main><p>${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${reference ? `<p><small>#${escapeHtml(reference)}</small></p>` : ""}<a href="/">${escapeHtml(homeLabel[language])}</a></main></body></html>`;
  res.status(status).type("html").setHeader("Cache-Control", "no-store").send(html);
}
