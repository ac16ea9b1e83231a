import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Contact form messages. */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull().default(""),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Business lead form records, sent with formType 'lead'. */
export const leads = pgTable("leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company").notNull(),
  monthlyVolume: text("monthly_volume").notNull().default(""),
  useCase: text("use_case").notNull(),
  message: text("message").notNull().default(""),
  consent: boolean("consent").notNull(),
  formType: text("form_type").notNull().default("lead"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The mail outbox: written in the same transaction as the submission it reports, delivered by
 * the worker. status: pending -> sending (claimed, lease until locked_until) -> sent | failed.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    recordId: uuid("record_id"),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers as a JSON object (List-Unsubscribe and its one-click companion), or null. */
    headers: text("headers"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/** Rate-limit counters shared by every server process on one database. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * How many times each report's summary was downloaded (/reports), all languages together: one
 * counter per report, nothing about who downloaded it. Bots are not counted
 * (server/http/report-files.ts).
 */
export const reportDownloads = pgTable("report_downloads", {
  reportId: text("report_id").primaryKey(),
  count: integer("count").notNull().default(0),
});

/** Accounts of the in-app area (server/api/auth.ts). */
export * from "./auth-schema.ts";

/** The certificate registry (server/certificates/). */
export * from "./certificates-schema.ts";
/** Stripe webhook events applied and the accounts' subscriptions (server/payments). */
export * from "./payments-schema.ts";
/** The points ledger and reward vouchers (server/points). */
export * from "./points-schema.ts";
/** Newsletter subscriptions (double opt-in), data exports and account deletions (server/privacy). */
export * from "./privacy-schema.ts";
/** Items, authentication requests, their photos and the credit ledger (server/requests, server/photos). */
export * from "./requests-schema.ts";
/** The review desk: staff roles, claims, verdicts and the audit log (server/review). */
export * from "./review-schema.ts";
