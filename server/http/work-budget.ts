import type { Request, Response } from "express";
import { directionOf, type Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };
import { answerLanguage } from "./language.ts";

export const words: Record<Language, typeof en> = { en, fr, it, ar };

export interface BudgetOptions {
  /** Tokens an address starts with and may save up: the largest burst it can send at once. */
  burst: number;
  /** Tokens given back per second: the pace an address may keep up for ever. */
  perSecond: number;
  /** Clock in milliseconds (tests move it by hand). */
  now?: () => number;
}

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date. */
  at: number;
}

/**
 * Who pays for a request: the visitor's address (`req.ip`, which follows X-Forwarded-For only
 * when the proxy in front is trusted). An IPv6 visitor usually holds a whole /64 network, and
 * could change address at every request inside it, so IPv6 addresses are counted by /64.
 */
export function budgetKey(ip: string | undefined): string {
  const address = (ip ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * A token bucket per address, in memory. Each request that costs the server work takes one
 * token; tokens come back at a steady pace up to the burst size. Buckets that have filled up
 * again are forgotten, so memory follows the number of addresses active in the last minutes.
 */
export class WorkBudget {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;
  private lastSweep: number;

  readonly options: BudgetOptions;

  constructor(options: BudgetOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  /** Takes one token for `key`: 0 when granted, else the seconds until a token is back. */
  take(key: string): number {
    const now = this.now();
    this.sweep(now);
    const { burst, perSecond } = this.options;
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
  }

  /** How many addresses are being followed (full buckets are dropped now and then). */
  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    const { burst, perSecond } = this.options;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * perSecond >= burst) this.buckets.delete(key);
    }
  }
}

const escapeHtml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The answer past the budget: 429 with `Retry-After`, and the reason in the visitor's language,
 * as JSON for the API and as a small page otherwise.
 */
export function sendBusy(req: Request, res: Response, seconds: number): void {
  const language = answerLanguage(req);
  const w = words[language];
  const text = formatMessage(language, w.busyText, { seconds });
  res.status(429).setHeader("Retry-After", String(seconds));
  res.setHeader("Cache-Control", "no-store");
  if (req.originalUrl.startsWith("/api/")) {
    res.json({ status: "error", message: text, data: null });
    return;
  }
  const home = language === "en" ? "/" : `/${{ fr: "fr", it: "it", ar: "ae" }[language]}`;
  res.type("html").send(`<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>429 ${escapeHtml(w.busyTitle)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#faf8f4;color:#15130f;display:grid;place-items:center;min-height:100vh;text-align:center}main{max-width:32rem;padding:2rem}h1{font-family:Georgia,serif;font-size:2rem}a{display:inline-block;margin-top:1.5rem;background:#15130f;color:#fff;padding:.75rem 1.5rem;border-radius:999px;text-decoration:none}</style>
</head><body><main><p>429</p><h1>${escapeHtml(w.busyTitle)}</h1><p>${escapeHtml(text)}</p><a href="${home}">${escapeHtml(w.home)}</a></main></body></html>`);
}

/** Takes a token for the request's address; answers 429 and returns false when there is none. */
export function spend(budget: WorkBudget, req: Request, res: Response): boolean {
  const wait = budget.take(budgetKey(req.ip));
  if (wait === 0) return true;
  sendBusy(req, res, wait);
  return false;
}
