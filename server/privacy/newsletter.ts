import { and, eq, sql } from "drizzle-orm";
import type { NewsletterInput } from "#app/forms/schemas.ts";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import { newToken, tokenHash } from "../auth/tokens.ts";
import type { Db } from "../db/client.ts";
import { newsletterSubscriptions } from "../db/privacy-schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { newsletterMail } from "../mail/templates.ts";
import { listHeaders, newsletterConfirmationMail } from "./mail.ts";

/**
 * The newsletter's double opt-in. A signup stores a pending subscription with the proof of what
 * was asked (the consent wording's version, when, from where, in which language) and queues a
 * confirmation e-mail; only the owner of the address, following that e-mail, makes it
 * subscribed. The company's inbox hears of a subscriber only then: an address nobody confirmed
 * may be a typo or someone else's, and the company must not act on it.
 */

/** The version of the signup wording a visitor agreed to; change it when that wording changes. */
export const newsletterConsentVersion = "newsletter-footer-v1";

/** A pending address gets its confirmation again at most once in this time. */
export const confirmationResendMs = 10 * 60 * 1000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface NewsletterLinks {
  siteUrl: string;
  brand: string;
  inbox: string;
}

export const confirmUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export type SignupResult = "sent" | "resend-later" | "already-subscribed";

/**
 * Records a signup in the caller's transaction: a new address or one that left gets a pending
 * subscription and a confirmation e-mail; a pending one gets its e-mail again unless one went out
 * in the last ten minutes; a subscribed one is told so.
 */
export async function recordSignup(
  tx: Tx,
  input: NewsletterInput,
  language: Language,
  links: NewsletterLinks,
  now: Date,
): Promise<SignupResult> {
  const token = newToken();
  const inserted = await tx
    .insert(newsletterSubscriptions)
    .values({
      email: input.email,
      source: input.source,
      language,
      consentVersion: newsletterConsentVersion,
      requestedAt: now,
      createdAt: now,
      confirmTokenHash: tokenHash(token),
      confirmSentAt: now,
    })
    .onConflictDoNothing()
    .returning();
  let row = inserted[0];
  if (!row) {
    const [existing] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${input.email})`)
      .for("update");
    if (!existing) throw new Error("newsletter: the conflicting subscription vanished");
    if (existing.status === "subscribed") return "already-subscribed";
    const recent =
      existing.status === "pending" &&
      existing.confirmSentAt !== null &&
      now.getTime() - existing.confirmSentAt.getTime() < confirmationResendMs;
    if (recent) return "resend-later";
    const [updated] = await tx
      .update(newsletterSubscriptions)
      .set({
        status: "pending",
        source: input.source,
        language,
        consentVersion: newsletterConsentVersion,
        requestedAt: now,
        confirmedAt: null,
        confirmTokenHash: tokenHash(token),
        confirmSentAt: now,
      })
      .where(eq(newsletterSubscriptions.id, existing.id))
      .returning();
    row = updated;
  }
  if (!row) throw new Error("newsletter: the subscription was not stored");
  await enqueueMail(tx, {
    ...newsletterConfirmationMail(
      language,
      links.brand,
      confirmUrl(links.siteUrl, token),
      unsubscribeUrl(links.siteUrl, row.unsubscribeToken),
    ),
    kind: "newsletter-confirm",
    recordId: row.id,
    to: row.email,
    headers: listHeaders(unsubscribeUrl(links.siteUrl, row.unsubscribeToken)),
  });
  return "sent";
}

export interface SubscriptionView {
  email: string;
  status: string;
  language: Language;
}

const view = (row: typeof newsletterSubscriptions.$inferSelect): SubscriptionView => ({
  email: row.email,
  status: row.status,
  language: isLanguage(row.language) ? row.language : "en",
});

/** A token has the shape of ours: anything else is not looked up at all. */
const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;

export async function subscriptionByConfirmToken(db: Db, token: string): Promise<SubscriptionView | null> {
  if (!tokenShape.test(token)) return null;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, tokenHash(token)));
  return row ? view(row) : null;
}

export async function subscriptionByUnsubscribeToken(
  db: Db,
  token: string,
): Promise<SubscriptionView | null> {
  if (!tokenShape.test(token)) return null;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  return row ? view(row) : null;
}

/**
 * The owner confirms: a pending subscription becomes subscribed (with the time), and the
 * company's inbox gets its e-mail about the new subscriber, in one transaction. Confirming twice
 * changes nothing. Null when the token names no subscription still waiting or confirmed.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  links: NewsletterLinks,
  now: Date,
): Promise<SubscriptionView | null> {
  if (!tokenShape.test(token)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.confirmTokenHash, tokenHash(token)))
      .for("update");
    if (!row) return null;
    if (row.status === "subscribed") return view(row);
    if (row.status !== "pending") return null;
    const [updated] = await tx
      .update(newsletterSubscriptions)
      .set({ status: "subscribed", confirmedAt: now, unsubscribedAt: null })
      .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, "pending")))
      .returning();
    if (!updated) return null;
    await enqueueMail(tx, {
      ...newsletterMail({ email: updated.email, source: updated.source }, links.brand),
      kind: "newsletter",
      recordId: updated.id,
      to: links.inbox,
    });
    return view(updated);
  });
}

/**
 * Leaves the list: the subscription becomes unsubscribed (with the time) and its confirmation
 * link stops working. Leaving twice changes nothing. Null for an unknown token.
 */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<SubscriptionView | null> {
  if (!tokenShape.test(token)) return null;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`coalesce(case when ${newsletterSubscriptions.status} = 'unsubscribed' then ${newsletterSubscriptions.unsubscribedAt} end, ${now.toISOString()}::timestamptz)`,
      confirmTokenHash: null,
    })
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning();
  return row ? view(row) : null;
}
