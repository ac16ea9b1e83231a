import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Accounts of the in-app area: e-mail unique whatever its letter case, argon2id hash. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** When the current address was shown to belong to the account holder (a link it received was opened); null until then and again after a change. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /**
     * A new address asked for by an account whose current one is confirmed: held apart until a
     * link sent to it is opened, so that the confirmed address keeps what it owns until then
     * (server/auth/ownership.ts). Null when no change waits.
     */
    pendingEmail: text("pending_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`)],
);

/**
 * Sessions: the SHA-256 of a random 256-bit token (the token itself is never stored), 30 days
 * of life, revoked on sign-out (one, or all of an account's). A refresh gives the session a new
 * token in place: the old token stops working, the session keeps its identity, creation date and
 * browser. `last_used_at` moves at most once a minute; `browser` is a short label ("Chrome on
 * Linux") read from the User-Agent when the session opened, never the header itself.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    browser: text("browser").notNull().default(""),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** Failed sign-ins per address and per account, counted in a window (shared by all processes). */
export const loginFailures = pgTable("login_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

/**
 * Single-use links sent by e-mail: `reset` (choose a new password, one hour), `verify` (this
 * address is mine), `undo-email` (sent to the former address after a change: restores it and
 * signs out every session, seven days) and `cancel-deletion` (sent when a deletion is scheduled). Only the SHA-256 of the random 256-bit token is stored. `email` is the address
 * the link went to: a verification counts only while the account still has that address.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("account_tokens_token_hash_key").on(t.tokenHash),
    index("account_tokens_user_idx").on(t.userId, t.purpose),
  ],
);
