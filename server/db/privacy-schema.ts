import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

/**
 * Newsletter subscriptions, one row per address whatever its letter case, with the proof of
 * consent: which wording was shown (`consent_version`), when and where the signup came from, and
 * when its owner confirmed it from the e-mail. status: pending -> subscribed -> unsubscribed
 * (a signup after leaving starts again at pending). Only the hash of the confirmation token is
 * kept; the unsubscribe token is kept as is, because every later e-mail must carry it and it
 * grants nothing but leaving the list.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    source: text("source").notNull().default("website_footer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull().default("pending"),
    language: text("language").notNull().default("en"),
    consentVersion: text("consent_version").notNull().default(""),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmTokenHash: text("confirm_token_hash"),
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscriptions_confirm_key").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscriptions_unsubscribe_key").on(t.unsubscribeToken),
  ],
);

/**
 * Data export requests. status: pending -> building (claimed by a worker until `locked_until`)
 * -> ready (document stored, download link e-mailed) -> downloaded | expired. The document is
 * dropped once downloaded or expired; only the hash of the download token is kept.
 */
export const dataExportRequests = pgTable(
  "data_export_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language").notNull().default("en"),
    status: text("status").notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    document: text("document"),
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
  },
  (t) => [
    index("data_export_requests_user_idx").on(t.userId),
    index("data_export_requests_due_idx").on(t.status),
    uniqueIndex("data_export_requests_token_key").on(t.tokenHash),
  ],
);

/**
 * Account deletions. status: scheduled -> deleting (claimed until `locked_until`) -> done, or
 * scheduled -> cancelled by a sign-in before the date. The row outlives the account as the
 * record that the deletion was carried out: by then it holds no address and no reason, only
 * the account's former id and the dates.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    reason: text("reason").notNull().default(""),
    language: text("language").notNull().default("en"),
    status: text("status").notNull().default("scheduled"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("account_deletions_user_idx").on(t.userId),
    index("account_deletions_due_idx").on(t.status, t.scheduledFor),
  ],
);
