import { eq } from "drizzle-orm";
import { subscriptions } from "../db/schema.ts";
import type { Queryable } from "../requests/ledger.ts";

/** Stripe statuses under which the subscription's benefits (monthly credits, 2x points) hold. */
const benefitStatuses = new Set(["active", "trialing", "past_due"]);

export interface SubscriptionState {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  paymentFailedAt: Date | null;
  stripeCustomerId: string | null;
}

export async function subscriptionOf(q: Queryable, userId: string): Promise<SubscriptionState | null> {
  const [row] = await q.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row) return null;
  return {
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd === "true",
    paymentFailedAt: row.paymentFailedAt,
    stripeCustomerId: row.stripeCustomerId,
  };
}

/**
 * Whether the account has the Vault Subscription at `at` (now by default): Stripe says it is
 * active (or past due, still in its grace), or it was cancelled and its paid period has not ended.
 */
export async function isSubscribed(q: Queryable, userId: string, at: Date = new Date()): Promise<boolean> {
  const state = await subscriptionOf(q, userId);
  if (!state) return false;
  const inPeriod = state.currentPeriodEnd !== null && state.currentPeriodEnd.getTime() > at.getTime();
  if (benefitStatuses.has(state.status)) return state.currentPeriodEnd === null || inPeriod;
  return state.status === "canceled" && inPeriod;
}
