import type { Response } from "express";

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * A small, self-contained page for answers the app cannot render (bad request, method not
 * allowed, URI too long, server failure): a clear sentence and a way home, never a stack trace.
 */
export function sendPlainPage(res: Response, status: number, title: string, message: string): void {
  if (res.headersSent) return;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${status} ${title}`)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#faf8f4;color:#15130f;display:grid;place-items:center;min-height:100vh;text-align:center}main{max-width:32rem;padding:2rem}h1{font-family:Georgia,serif;font-size:2rem}a{display:inline-block;margin-top:1.5rem;background:#15130f;color:#fff;padding:.75rem 1.5rem;border-radius:999px;text-decoration:none}</style>
</head><body><main><p>${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="/">Return to Home</a></main></body></html>`;
  res.status(status).type("html").setHeader("Cache-Control", "no-store").send(html);
}
