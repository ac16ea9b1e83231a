import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

/**
 * The points ledger (docs/decisions/023-points-and-rewards.md): append-only; an account's points
 * balance is the sum of its `delta`s. Every entry names its cause (`reason` and the request,
 * reward or voucher it came from) and carries a unique idempotency key derived from that cause
 * ('authentication:<requestId>', 'redeem:<userId>:<client key>', ...), so a retried move, a
 * double click or two processes never count twice.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    /** An earning rule id of app/data/points.ts ('authentication', ...) or 'redeem'. */
    reason: text("reason").notNull(),
    /** The authentication request that earned the points, for 'authentication'. */
    requestId: uuid("request_id"),
    /** The reward (a hotel offer id) that was redeemed, for 'redeem'. */
    rewardId: text("reward_id"),
    /** The multiplier that applied (the subscription doubles an award; 1 otherwise). */
    multiplier: integer("multiplier").notNull().default(1),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_ledger_idempotency_key").on(t.idempotencyKey),
    index("points_ledger_user_idx").on(t.userId, t.createdAt),
  ],
);

/** A redeemed reward: its voucher code, mailed to the owner and shown on the reward's page. */
export const rewardVouchers = pgTable(
  "reward_vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rewardId: text("reward_id").notNull(),
    code: text("code").notNull(),
    points: integer("points").notNull(),
    /** The ledger entry that paid for it (same idempotency key). */
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reward_vouchers_code_key").on(t.code),
    uniqueIndex("reward_vouchers_idempotency_key").on(t.idempotencyKey),
    index("reward_vouchers_user_idx").on(t.userId, t.rewardId),
  ],
);
