import { eq, or, sql } from "drizzle-orm";
import { loginFailures } from "../db/auth-schema.ts";
import type { Db } from "../db/client.ts";

/**
 * The names of the counters that the accounts service keeps in `login_failures`, in one place, so
 * that the deletion of an account can remove every counter that names it or its address.
 */
export const counterKeys = {
  /** Wrong sign-ins on one account from one network address: a stranger elsewhere cannot lock the owner out. */
  signInPair: (email: string, address: string) => `account:${email.toLowerCase()}:${address}`,
  /** The prefix of every sign-in pair of one account (a password reset lifts them all). */
  signInPairs: (email: string) => `account:${email.toLowerCase()}:`,
  signInAddress: (address: string) => `address:${address}`,
  resetLinks: (email: string) => `reset-link:account:${email.toLowerCase()}`,
  verifyLinks: (userId: string) => `verify-link:account:${userId}`,
  resets: (userId: string) => `reset:account:${userId}`,
  reauth: (userId: string) => `reauth:account:${userId}`,
};

type Writer = Pick<Db, "delete">;

/** Removes every counter kept under an account's id or address (with the account, or after a reset). */
export async function deleteCounters(db: Writer, account: { id: string; email: string }): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      or(
        sql`starts_with(${loginFailures.key}, ${counterKeys.signInPairs(account.email)})`,
        eq(loginFailures.key, counterKeys.resetLinks(account.email)),
        eq(loginFailures.key, counterKeys.verifyLinks(account.id)),
        eq(loginFailures.key, counterKeys.resets(account.id)),
        eq(loginFailures.key, counterKeys.reauth(account.id)),
      ),
    );
}

/** Lifts the sign-in lock-outs of an account, from every network address. */
export async function liftSignInLocks(db: Writer, email: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(sql`starts_with(${loginFailures.key}, ${counterKeys.signInPairs(email)})`);
}
