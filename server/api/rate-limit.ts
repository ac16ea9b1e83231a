import { sql } from "drizzle-orm";
import type { Request, RequestHandler, Response } from "express";
import { ipKeyGenerator, type Options, rateLimit, type Store } from "express-rate-limit";
import type { Db } from "../db/client.ts";
import { formMessages } from "../forms/service.ts";
import { answerLanguage } from "../http/language.ts";
import { sendPlainPage } from "../http/plain-page.ts";

/**
 * Rate-limit counters in the database (table rate_limits), so that every server process on one
 * PostgreSQL shares them (docs/decisions/004-forms-database-and-mail.md). One upsert per request.
 */
export class DatabaseStore implements Store {
  localKeys = false;
  prefix: string;
  private windowMs = 60_000;
  private lastSweep = 0;

  private readonly db: Db;

  constructor(db: Db, prefix: string) {
    this.db = db;
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string) {
    const k = `${this.prefix}${key}`;
    const result = await this.db.execute<{ hits: number; reset_at: string | Date }>(sql`
      insert into rate_limits (key, hits, reset_at)
      values (${k}, 1, now() + (${this.windowMs} * interval '1 millisecond'))
      on conflict (key) do update set
        hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning hits, reset_at`);
    const row = result.rows[0];
    if (Date.now() - this.lastSweep > 60_000) {
      this.lastSweep = Date.now();
      await this.db.execute(sql`delete from rate_limits where reset_at < now()`);
    }
    return { totalHits: Number(row?.hits ?? 1), resetTime: row ? new Date(row.reset_at) : undefined };
  }

  async decrement(key: string) {
    await this.db.execute(
      sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${`${this.prefix}${key}`}`,
    );
  }

  async resetKey(key: string) {
    await this.db.execute(sql`delete from rate_limits where key = ${`${this.prefix}${key}`}`);
  }
}

export interface LimitSettings {
  windowMs: number;
  limit: number;
}

/**
 * A per-address limit on one form (newsletter, or contact and lead together), counted the same
 * whether the post came from the API or from a page without JavaScript. Answers 429 with a
 * sentence in the visitor's language: JSON for the API, a small page for a page post.
 */
export function formRateLimit(db: Db, name: string, settings: LimitSettings) {
  return rateLimit({
    windowMs: settings.windowMs,
    limit: settings.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DatabaseStore(db, `${name}:`),
    keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? "unknown"),
    handler: (req: Request, res: Response) => {
      const language = answerLanguage(req);
      const m = formMessages(language);
      if (req.originalUrl.startsWith("/api/")) {
        const body = { error: m.server.tooManyRequests, code: "rate_limited" };
        res.status(429).json(name === "contact" ? { data: null, ...body } : body);
        return;
      }
      sendPlainPage(res, 429, m.server.tooManyRequests, m.server.tooManyRequests, language);
    },
  });
}

export type FormLimiters = Record<"newsletter" | "contact", RequestHandler>;

/** One limiter per form, shared by the API and the page posts (the same visitor, the same count). */
export function formLimiters(db: Db, limits: LimitSettings): FormLimiters {
  return {
    newsletter: formRateLimit(db, "newsletter", limits),
    contact: formRateLimit(db, "contact", limits),
  };
}
