import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";
import { authRequests } from "./requests-schema.ts";

/**
 * The review desk (docs/decisions/021-review-desk.md): staff roles, claims with a lease, verdicts
 * waiting for a second opinion, and the append-only audit log of every staff action.
 */

/** Roles held by staff accounts: 'reviewer', 'lead', 'admin' (several per account). */
export const staffRoles = pgTable(
  "staff_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    grantedBy: text("granted_by").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** One reviewer's hold on one request until `leaseUntil` (renewed by their activity). */
export const reviewClaims = pgTable("review_claims", {
  requestId: uuid("request_id")
    .primaryKey()
    .references(() => authRequests.id, { onDelete: "cascade" }),
  reviewerId: uuid("reviewer_id").notNull(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
});

/**
 * A reviewer's verdict. status: 'pending' (waits for a lead's second opinion), 'final',
 * 'disagreed' (the lead did not agree: the request went back to the queue).
 */
export const reviewVerdicts = pgTable(
  "review_verdicts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => authRequests.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id").notNull(),
    outcome: text("outcome").notNull(),
    confidence: integer("confidence").notNull(),
    grade: integer("grade").notNull(),
    valueLow: integer("value_low"),
    valueHigh: integer("value_high"),
    currency: text("currency"),
    summary: text("summary").notNull(),
    checklist: jsonb("checklist").notNull(),
    status: text("status").notNull(),
    secondReviewerId: uuid("second_reviewer_id"),
    secondAgree: boolean("second_agree"),
    secondNote: text("second_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("review_verdicts_one_open_idx")
      .on(t.requestId)
      .where(sql`${t.status} in ('pending', 'final')`),
  ],
);

/**
 * Append-only: who did what to which request, and the state before and after. Never updated or
 * deleted by the application; actor ids are kept as ids (no foreign key) so the record outlives
 * an account's removal.
 */
export const reviewAudit = pgTable(
  "review_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: uuid("actor_id"),
    actorRoles: text("actor_roles").notNull(),
    action: text("action").notNull(),
    requestId: uuid("request_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index("review_audit_request_idx").on(t.requestId, t.at)],
);

/**
 * Who is issuing the certificate of a final authentic verdict, and until when (issue 30): the
 * desk right after the verdict (the row is written in the verdict's own transaction), or a
 * recovery pass after a crash. The row goes in the transaction that records the certificate; one
 * left behind by a crash is taken by the next recovery pass once `leaseUntil` has passed.
 */
export const reviewIssuance = pgTable("review_issuance", {
  requestId: uuid("request_id")
    .primaryKey()
    .references(() => authRequests.id, { onDelete: "cascade" }),
  holder: text("holder").notNull(),
  leaseUntil: timestamp("lease_until", { withTimezone: true }).notNull(),
  attempts: integer("attempts").notNull().default(1),
});
