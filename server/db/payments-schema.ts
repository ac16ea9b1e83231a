import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

/**
 * Payments through Stripe (docs/decisions/024-credits-and-payments.md).
 *
 * `stripe_events`: every webhook event id applied, written in the transaction that applies it, so
 * that an event delivered twice (or to two processes at once) changes the ledger once.
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An account's Vault Subscription as Stripe last told it: status is Stripe's (active, past_due,
 * canceled, ...); `currentPeriodEnd` ends the grants and the 2x points once cancelled.
 * `paymentFailedAt` is set by invoice.payment_failed and cleared by invoice.paid.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    status: text("status").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: text("cancel_at_period_end").notNull().default("false"),
    paymentFailedAt: timestamp("payment_failed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("subscriptions_stripe_idx").on(t.stripeSubscriptionId)],
);

/**
 * Each Checkout session this site opened: whose it is, what it sells, the language of the owner
 * who opened it (their receipts are written in it) and whether its signed
 * `checkout.session.completed` has landed. The return page asks for its state (owner-only); the
 * browser's return itself never changes it.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** pack | subscription */
    kind: text("kind").notNull(),
    /** The pack's credits; null for the subscription. */
    credits: integer("credits"),
    language: text("language").notNull().default("en"),
    /** open | completed */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("checkout_sessions_user_idx").on(t.userId, t.createdAt)],
);
