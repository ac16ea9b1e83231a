import { asc, eq } from "drizzle-orm";
import type { AddressHolder } from "../auth/ownership.ts";
import type { Db } from "../db/client.ts";
import { checkoutSessions, subscriptions } from "../db/payments-schema.ts";

/**
 * The payments' part of a person's data rights (decision 027): the account's subscription as
 * Stripe last told it and the checkouts it opened (card details never reach this site). They go
 * with the account (on delete cascade). The privacy service composes this.
 */
export async function paymentsExportOf(db: Pick<Db, "select">, subject: AddressHolder): Promise<unknown> {
  const [subscription] = await db
    .select({
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      paymentFailedAt: subscriptions.paymentFailedAt,
      updatedAt: subscriptions.updatedAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, subject.id));
  const checkouts = await db
    .select({
      kind: checkoutSessions.kind,
      credits: checkoutSessions.credits,
      status: checkoutSessions.status,
      createdAt: checkoutSessions.createdAt,
      completedAt: checkoutSessions.completedAt,
    })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.userId, subject.id))
    .orderBy(asc(checkoutSessions.createdAt));
  return { subscription: subscription ?? null, checkouts };
}
