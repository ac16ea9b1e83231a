import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { type CreditPackSize, isCreditPackSize } from "#app/data/credit-packs.ts";
import { vaultSubscriptionFigures } from "#app/data/products.ts";
import type { Db } from "../db/client.ts";
import { creditLedger, stripeEvents, subscriptions } from "../db/schema.ts";
import { appendEntry, type Tx } from "../requests/ledger.ts";
import type { PaymentSettings } from "./settings.ts";

/**
 * Purchases and the Vault Subscription through Stripe (docs/decisions/024-credits-and-payments.md).
 * Credits are added only here, from a webhook event whose signature the SDK checked: never from
 * the browser's return. Each event id is written to stripe_events in the transaction that applies
 * it (a second delivery, or the same event in two processes at once, finds it and does nothing),
 * and every ledger entry carries the key of its cause, so that two events for one payment still
 * count once.
 */
export interface PaymentsService {
  settings: PaymentSettings;
  /** A Checkout session for a pack (payment mode) or the subscription; its hosted page's URL. */
  checkout(owner: { id: string; email: string }, what: CheckoutChoice, origin: string): Promise<string>;
  /** Verifies the signature (throws Stripe's SignatureVerificationError) and applies the event once. */
  receive(body: Buffer, signature: string): Promise<{ applied: boolean; type: string }>;
  /** Applies a verified event once; false when its id was applied before. */
  apply(event: Stripe.Event): Promise<boolean>;
}

export type CheckoutChoice = { pack: CreditPackSize } | { subscription: true };

export function checkoutChoice(body: unknown): CheckoutChoice | null {
  const b = body as { pack?: unknown; subscription?: unknown } | null;
  if (b && typeof b === "object" && isCreditPackSize(b.pack)) return { pack: b.pack };
  if (b && typeof b === "object" && b.subscription === true) return { subscription: true };
  return null;
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

export function createPaymentsService(options: {
  db: Db;
  stripe: Stripe;
  settings: PaymentSettings;
}): PaymentsService {
  const { db, stripe, settings } = options;

  async function checkout(owner: { id: string; email: string }, what: CheckoutChoice, origin: string) {
    const returnTo = `${origin}/app/buy-credits`;
    const common = {
      client_reference_id: owner.id,
      customer_email: owner.email,
      success_url: `${returnTo}/success?session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${returnTo}?cancelled=1`,
    };
    if ("pack" in what) {
      const price = settings.packPrices.get(what.pack);
      if (!price) throw new Error("pack without a price");
      const session = await stripe.checkout.sessions.create({
        ...common,
        mode: "payment",
        line_items: [{ price, quantity: 1 }],
        metadata: { userId: owner.id, credits: String(what.pack) },
        payment_intent_data: { metadata: { userId: owner.id, credits: String(what.pack) } },
      });
      if (!session.url) throw new Error("checkout session without a url");
      return session.url;
    }
    if (!settings.subscriptionPrice) throw new Error("no subscription price");
    const session = await stripe.checkout.sessions.create({
      ...common,
      mode: "subscription",
      line_items: [{ price: settings.subscriptionPrice, quantity: 1 }],
      metadata: { userId: owner.id },
      subscription_data: { metadata: { userId: owner.id } },
    });
    if (!session.url) throw new Error("checkout session without a url");
    return session.url;
  }

  async function userOfSubscription(tx: Tx, subscriptionId: string | null, metadataUser?: string) {
    if (metadataUser) return metadataUser;
    if (!subscriptionId) return null;
    const [row] = await tx
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    return row?.userId ?? null;
  }

  async function saveSubscription(
    tx: Tx,
    userId: string,
    values: Partial<typeof subscriptions.$inferInsert> & { status: string },
  ) {
    await tx
      .insert(subscriptions)
      .values({ userId, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: new Date() } });
  }

  async function applyIn(tx: Tx, event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        const userId = session.metadata?.userId ?? session.client_reference_id;
        if (!userId) return;
        if (session.mode === "payment" && session.payment_status === "paid") {
          const credits = Number(session.metadata?.credits);
          const paymentIntent = idOf(session.payment_intent);
          if (!isCreditPackSize(credits) || !paymentIntent) return;
          await appendEntry(tx, {
            userId,
            delta: credits,
            reason: "purchase",
            idempotencyKey: `purchase:${paymentIntent}`,
          });
        } else if (session.mode === "subscription") {
          // The credits come with invoice.paid; here the account learns its customer and subscription.
          await saveSubscription(tx, userId, {
            stripeCustomerId: idOf(session.customer),
            stripeSubscriptionId: idOf(session.subscription),
            status: "active",
          });
        }
        return;
      }
      case "invoice.paid": {
        const invoice = event.data.object;
        const subscriptionId = idOf(
          (invoice.parent?.subscription_details?.subscription ?? null) as string | { id: string } | null,
        );
        const userId = await userOfSubscription(
          tx,
          subscriptionId,
          invoice.parent?.subscription_details?.metadata?.userId,
        );
        if (!userId || !subscriptionId || !invoice.id) return;
        const line = invoice.lines?.data?.[0];
        const periodEnd = line?.period?.end ? new Date(line.period.end * 1000) : null;
        await appendEntry(tx, {
          userId,
          delta: vaultSubscriptionFigures.monthlyCredits,
          reason: "subscription",
          idempotencyKey: `subscription:${invoice.id}`,
        });
        await saveSubscription(tx, userId, {
          stripeCustomerId: idOf(invoice.customer),
          stripeSubscriptionId: subscriptionId,
          status: "active",
          paymentFailedAt: null,
          ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        });
        return;
      }
      case "invoice.payment_failed": {
        const invoice = event.data.object;
        const subscriptionId = idOf(
          (invoice.parent?.subscription_details?.subscription ?? null) as string | { id: string } | null,
        );
        const userId = await userOfSubscription(
          tx,
          subscriptionId,
          invoice.parent?.subscription_details?.metadata?.userId,
        );
        if (!userId) return;
        await tx
          .update(subscriptions)
          .set({ paymentFailedAt: new Date(event.created * 1000), updatedAt: new Date() })
          .where(eq(subscriptions.userId, userId));
        return;
      }
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const sub = event.data.object;
        const userId = await userOfSubscription(tx, sub.id, sub.metadata?.userId);
        if (!userId) return;
        const item = sub.items?.data?.[0];
        const periodEnd = item?.current_period_end ? new Date(item.current_period_end * 1000) : null;
        // A later event of the same subscription may have landed first: keep the newest state.
        const [known] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
        if (
          known &&
          known.updatedAt.getTime() > event.created * 1000 &&
          event.type === "customer.subscription.updated"
        )
          return;
        await saveSubscription(tx, userId, {
          stripeCustomerId: idOf(sub.customer),
          stripeSubscriptionId: sub.id,
          status: event.type === "customer.subscription.deleted" ? "canceled" : sub.status,
          cancelAtPeriodEnd: String(sub.cancel_at_period_end === true),
          ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        });
        return;
      }
      case "charge.refunded":
      case "charge.dispute.created": {
        const paymentIntent =
          event.type === "charge.refunded"
            ? idOf(event.data.object.payment_intent)
            : idOf(event.data.object.payment_intent);
        if (!paymentIntent) return;
        const [purchase] = await tx
          .select({ userId: creditLedger.userId, delta: creditLedger.delta })
          .from(creditLedger)
          .where(eq(creditLedger.idempotencyKey, `purchase:${paymentIntent}`));
        // A refund before its purchase landed reverses nothing: the purchase's own event, when it
        // comes, finds the reversal's marker and adds nothing (see below).
        if (!purchase) {
          await tx
            .insert(stripeEvents)
            .values({ id: `reversed:${paymentIntent}`, type: event.type })
            .onConflictDoNothing();
          return;
        }
        await appendEntry(tx, {
          userId: purchase.userId,
          delta: -purchase.delta,
          reason: "reversal",
          idempotencyKey: `reversal:${paymentIntent}`,
        });
        return;
      }
      default:
        return;
    }
  }

  async function apply(event: Stripe.Event): Promise<boolean> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (rows.length === 0) return false;
      // A purchase whose refund came first: its credits are not added.
      if (event.type === "checkout.session.completed") {
        const pi = idOf(event.data.object.payment_intent);
        if (pi) {
          const [reversed] = await tx
            .select({ id: stripeEvents.id })
            .from(stripeEvents)
            .where(eq(stripeEvents.id, `reversed:${pi}`));
          if (reversed) return true;
        }
      }
      await applyIn(tx, event);
      return true;
    });
  }

  return {
    settings,
    checkout,
    async receive(body, signature) {
      const event = await stripe.webhooks.constructEventAsync(body, signature, settings.webhookSecret);
      const applied = await apply(event);
      return { applied, type: event.type };
    },
    apply,
  };
}
