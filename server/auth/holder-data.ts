import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { accountTokens, sessions, users } from "../db/auth-schema.ts";
import type { Db } from "../db/client.ts";
import { deleteCounters } from "./counters.ts";
import type { AddressHolder } from "./ownership.ts";
import { newToken, tokenHash } from "./tokens.ts";

/**
 * The accounts' part of a person's data rights (decision 027): the account as the export shows
 * it, its sessions, the single-use links the privacy service sends about it, and what a deletion
 * removes last. The privacy service composes these; it reads and writes no accounts table.
 */

type Reader = Pick<Db, "select" | "execute">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Account = typeof users.$inferSelect;

/** The account by id, or null when it is gone. */
export async function accountOf(db: Reader | Tx, userId: string): Promise<Account | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The account by id, its row held until the transaction ends (a deletion in progress). */
export async function lockAccount(tx: Tx, userId: string): Promise<Account | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row ?? null;
}

export async function profileExportOf(db: Reader, subject: AddressHolder): Promise<unknown> {
  const row = await accountOf(db, subject.id);
  return row
    ? { id: row.id, email: row.email, name: row.name, createdAt: row.createdAt, updatedAt: row.updatedAt }
    : null;
}

/** Sessions without their token hashes: when, until when, whether ended. */
export function sessionsExportOf(db: Reader, subject: AddressHolder): Promise<unknown> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, subject.id))
    .orderBy(desc(sessions.createdAt));
}

/** A single-use link about the account, valid until `expiresAt`: answers the token for its address. */
export async function issueAccountLink(
  tx: Tx,
  account: { id: string; email: string },
  purpose: string,
  expiresAt: Date,
): Promise<string> {
  const token = newToken();
  await tx.insert(accountTokens).values({
    userId: account.id,
    purpose,
    tokenHash: tokenHash(token),
    email: account.email,
    expiresAt,
  });
  return token;
}

/** The account an unused, unexpired link of `purpose` belongs to, or null. */
export async function accountOfLink(
  db: Reader,
  token: string,
  purpose: string,
  now: Date,
): Promise<string | null> {
  const [link] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return link?.userId ?? null;
}

/** Marks a link used, inside the transaction that acts on it. */
export async function useAccountLink(tx: Tx, token: string, at: Date): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: at })
    .where(eq(accountTokens.tokenHash, tokenHash(token)));
}

/** The account's sessions, sign-in counters and the account itself (its links go with it). */
export async function eraseAccount(tx: Tx, account: { id: string; email: string }): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, account.id));
  await deleteCounters(tx, account);
  await tx.delete(users).where(eq(users.id, account.id));
}
