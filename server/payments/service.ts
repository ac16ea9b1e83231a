import { and, desc, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { type CreditPackSize, isCreditPackSize, usdPerCredit } from "#app/data/credit-packs.ts";
import { vaultSubscriptionFigures } from "#app/data/products.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { Db } from "../db/client.ts";
import { checkoutSessions, creditLedger, stripeEvents, subscriptions, users } from "../db/schema.ts";
import { appendEntry, type Tx } from "../requests/ledger.ts";
import { languageOrEnglish, queueReceipt, type Receipt, type ReceiptMailOptions } from "./receipt.ts";
import type { PaymentSettings } from "./settings.ts";
import { isSubscribed, type SubscriptionState, subscriptionOf } from "./subscriptions.ts";

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
  checkout(
    owner: { id: string; email: string },
    what: CheckoutChoice,
    origin: string,
    language?: Language,
  ): Promise<string>;
  /** The owner's own checkout session as the webhooks left it; null for an unknown or another's. */
  checkoutState(userId: string, sessionId: string): Promise<CheckoutState | null>;
  /** The owner's subscription as Stripe last told it, and whether its benefits hold now. */
  subscription(userId: string): Promise<(SubscriptionState & { benefits: boolean }) | null>;
  /** A customer portal session's URL for the owner's subscription; null without a Stripe customer. */
  portal(userId: string, returnUrl: string): Promise<string | null>;
  /** Verifies the signature (throws Stripe's SignatureVerificationError) and applies the event once. */
  receive(body: Buffer, signature: string): Promise<{ applied: boolean; type: string }>;
  /** Applies a verified event once; false when its id was applied before. */
  apply(event: Stripe.Event): Promise<boolean>;
}

export interface CheckoutState {
  id: string;
  kind: "pack" | "subscription";
  credits: number | null;
  /** open until the signed checkout.session.completed lands, then completed. */
  status: "open" | "completed";
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
  /** Receipts through the outbox; without it no receipt is queued (unit tests). */
  mail?: ReceiptMailOptions;
}): PaymentsService {
  const { db, stripe, settings, mail } = options;

  async function remember(sessionId: string, userId: string, what: CheckoutChoice, language: Language) {
    await db.insert(checkoutSessions).values({
      id: sessionId,
      userId,
      kind: "pack" in what ? "pack" : "subscription",
      credits: "pack" in what ? what.pack : null,
      language,
    });
  }

  async function receipt(tx: Tx, userId: string, language: string | null, what: Receipt) {
    if (!mail) return;
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!owner) return;
    await queueReceipt(tx, owner.email, languageOrEnglish(language), what, mail);
  }

  /** The language of the checkout that started the owner's subscription (its receipts are in it). */
  async function subscriptionLanguage(tx: Tx, userId: string): Promise<string | null> {
    const [row] = await tx
      .select({ language: checkoutSessions.language })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.kind, "subscription")))
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(1);
    return row?.language ?? null;
  }

  async function checkout(
    owner: { id: string; email: string },
    what: CheckoutChoice,
    origin: string,
    language: Language = "en",
  ) {
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
      await remember(session.id, owner.id, what, language);
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
    await remember(session.id, owner.id, what, language);
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
        const [opened] = session.id
          ? await tx
              .update(checkoutSessions)
              .set({ status: "completed", completedAt: new Date(event.created * 1000) })
              .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.userId, userId)))
              .returning({ language: checkoutSessions.language })
          : [];
        if (session.mode === "payment" && session.payment_status === "paid") {
          const credits = Number(session.metadata?.credits);
          const paymentIntent = idOf(session.payment_intent);
          if (!isCreditPackSize(credits) || !paymentIntent) return;
          const added = await appendEntry(tx, {
            userId,
            delta: credits,
            reason: "purchase",
            idempotencyKey: `purchase:${paymentIntent}`,
          });
          if (added)
            await receipt(tx, userId, opened?.language ?? null, {
              kind: "pack",
              credits,
              amount: credits * usdPerCredit,
              paidAt: new Date(event.created * 1000),
              reference: paymentIntent,
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
        const granted = await appendEntry(tx, {
          userId,
          delta: vaultSubscriptionFigures.monthlyCredits,
          reason: "subscription",
          idempotencyKey: `subscription:${invoice.id}`,
        });
        if (granted)
          await receipt(tx, userId, await subscriptionLanguage(tx, userId), {
            kind: "subscription",
            credits: vaultSubscriptionFigures.monthlyCredits,
            amount: vaultSubscriptionFigures.amount,
            paidAt: new Date(event.created * 1000),
            periodEnd,
            reference: invoice.id,
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
    const applied = await applyOnce(event);
    // A receipt may have been queued with it: wake the outbox once the transaction committed.
    if (applied) mail?.onQueued?.();
    return applied;
  }

  async function applyOnce(event: Stripe.Event): Promise<boolean> {
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

  async function checkoutState(userId: string, sessionId: string): Promise<CheckoutState | null> {
    const [row] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
    if (!row) return null;
    return {
      id: row.id,
      kind: row.kind === "subscription" ? "subscription" : "pack",
      credits: row.credits,
      status: row.status === "completed" ? "completed" : "open",
    };
  }

  async function portal(userId: string, returnUrl: string): Promise<string | null> {
    const [row] = await db
      .select({ customer: subscriptions.stripeCustomerId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    if (!row?.customer) return null;
    const session = await stripe.billingPortal.sessions.create({
      customer: row.customer,
      return_url: returnUrl,
    });
    return session.url;
  }

  return {
    settings,
    checkout,
    checkoutState,
    portal,
    async subscription(userId) {
      const state = await subscriptionOf(db, userId);
      return state ? { ...state, benefits: await isSubscribed(db, userId) } : null;
    },
    async receive(body, signature) {
      const event = await stripe.webhooks.constructEventAsync(body, signature, settings.webhookSecret);
      const applied = await apply(event);
      return { applied, type: event.type };
    },
    apply,
  };
}
