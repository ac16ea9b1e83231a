/**
 * The credit ledger (docs/decisions/020-authentication-requests.md): append-only, an account's
 * balance is the sum of its entries, and every entry carries a unique idempotency key from its
 * cause, so that a retry, a double click or two processes never count twice:
 *   registration:<userId>   + the first authentication, granted on the first read of the balance
 *                           (accounts made before the ledger get it too; the key makes it once)
 *   submit:<requestId>      - the request's cost
 *   refund:<requestId>      + the same cost, when the owner cancels before review
 *   grant:<key>             + operators (npm run credits -- grant <email> <n>)
 *   purchase:<paymentIntent> + a credit pack paid through Stripe Checkout (server/payments)
 *   subscription:<invoiceId> + the Vault Subscription's monthly credits, per paid invoice
 *   reversal:<paymentIntent> - what a refunded or disputed purchase had added (may go below zero:
 *                           docs/decisions/024-credits-and-payments.md)
 * A debit is checked against the balance under a lock of the account's row (lockAccount), in the
 * transaction that writes it: two submits of one account never both spend the same credits.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { creditLedger, users } from "../db/schema.ts";
import { registrationCredits } from "./costs.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Queryable = Db | Tx;

export type LedgerReason =
  | "registration"
  | "submit"
  | "refund"
  | "grant"
  | "purchase"
  | "subscription"
  | "reversal";

export interface LedgerEntry {
  userId: string;
  delta: number;
  reason: LedgerReason;
  requestId?: string | null;
  idempotencyKey: string;
}

/** Writes an entry unless its key is already there; true when this call wrote it. */
export async function appendEntry(q: Queryable, entry: LedgerEntry): Promise<boolean> {
  const rows = await q
    .insert(creditLedger)
    .values({
      userId: entry.userId,
      delta: entry.delta,
      reason: entry.reason,
      requestId: entry.requestId ?? null,
      idempotencyKey: entry.idempotencyKey,
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  return rows.length === 1;
}

export async function balanceOf(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ balance: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.balance ?? 0);
}

/** The first authentication that registration includes; once per account whatever calls it. */
export function grantRegistration(q: Queryable, userId: string): Promise<boolean> {
  return appendEntry(q, {
    userId,
    delta: registrationCredits,
    reason: "registration",
    idempotencyKey: `registration:${userId}`,
  });
}

/** The balance, after granting what registration includes if it was not granted yet. */
export async function currentBalance(q: Queryable, userId: string): Promise<number> {
  await grantRegistration(q, userId);
  return balanceOf(q, userId);
}

/** Holds the account's row until the transaction ends: its debits happen one after another. */
export async function lockAccount(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length === 1;
}

/** The account's entries, newest first (no idempotency keys: they are the server's own). */
export async function entriesOf(q: Queryable, userId: string, limit = 200) {
  return q
    .select({
      id: creditLedger.id,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      requestId: creditLedger.requestId,
      at: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit);
}
