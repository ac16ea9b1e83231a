import { eq, sql } from "drizzle-orm";
import { loginFailures } from "../db/auth-schema.ts";
import type { Db } from "../db/client.ts";
import { counterKeys, liftSignInLocks } from "./counters.ts";

/**
 * The throttle in front of the accounts service's costly or guessable steps (sign-in, password
 * reset, re-authentication, registration, e-mailed links): counters per key in `login_failures`
 * (their names: counters.ts), each within its own window. The accounts service asks before it
 * works, and refuses with the wait this answers; the rules of accounts stay there.
 */
export interface ThrottleSettings {
  /** Sign-in attempts allowed per window, per account and per address (also password resets). */
  maxFailuresPerAccount?: number;
  maxFailuresPerAddress?: number;
  failureWindowMs?: number;
  /** Registrations allowed per address in one window (each costs an argon2 hash). */
  maxRegistrationsPerAddress?: number;
  registrationWindowMs?: number;
  /** E-mailed links (reset, confirmation) asked for per account or address, and per network address, in one window. */
  maxLinksPerAccount?: number;
  maxLinksPerAddress?: number;
  linkWindowMs?: number;
}

/** Each answers null when the step may go ahead, else how long to wait (ms) before asking again. */
export interface LoginThrottle {
  /** A sign-in to one account (lower-cased e-mail) from one network address, counted before the password is checked. */
  signIn(email: string, address: string): Promise<number | null>;
  /** A sign-in that succeeded was no failure: its account's count from that address goes, the address's is taken back. */
  signedIn(email: string, address: string): Promise<void>;
  /** One more try under a key counted per account (`account`) or per network address (`address`). */
  attempt(key: string, per: "account" | "address"): Promise<number | null>;
  /** A registration from one network address. */
  registration(address: string): Promise<number | null>;
  /** An e-mailed link of one kind asked for, per network address and per account (or address asked about). */
  link(kind: string, address: string, who: string): Promise<number | null>;
  /** Forgets a key's count (a re-authentication that succeeded). */
  clear(key: string): Promise<void>;
  /** Lifts an account's sign-in lock-outs from every address (after a password reset). */
  liftSignInLocks(email: string): Promise<void>;
}

export function createLoginThrottle(db: Db, settings: ThrottleSettings = {}): LoginThrottle {
  const maxPerAccount = settings.maxFailuresPerAccount ?? 5;
  const maxPerAddress = settings.maxFailuresPerAddress ?? 20;
  const windowMs = settings.failureWindowMs ?? 15 * 60 * 1000;
  const maxRegistrations = settings.maxRegistrationsPerAddress ?? 20;
  const registrationWindowMs = settings.registrationWindowMs ?? 10 * 60 * 1000;
  const maxLinksPerAccount = settings.maxLinksPerAccount ?? 5;
  const maxLinksPerAddress = settings.maxLinksPerAddress ?? 20;
  const linkWindowMs = settings.linkWindowMs ?? 60 * 60 * 1000;

  /**
   * Counts one attempt under a key and answers the count in the current window, in one atomic
   * upsert: attempts are counted before the password is checked, so parallel guesses cannot all
   * pass the limit before any of them is counted.
   */
  async function count(key: string, window: number): Promise<number> {
    const windowEndsAt = new Date(Date.now() + window);
    const [row] = await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowEndsAt} > now() then ${loginFailures.failures} + 1 else 1 end`,
          windowEndsAt: sql`case when ${loginFailures.windowEndsAt} > now() then ${loginFailures.windowEndsAt} else ${windowEndsAt} end`,
        },
      })
      .returning({ failures: loginFailures.failures });
    return row?.failures ?? 1;
  }

  const clear = async (key: string) => {
    await db.delete(loginFailures).where(eq(loginFailures.key, key));
  };

  return {
    async signIn(email, address) {
      // Wrong guesses lock one account from one network address only: a stranger guessing from
      // elsewhere cannot lock the owner out; each address also has an allowance over all accounts.
      const byAccount = await count(counterKeys.signInPair(email, address), windowMs);
      const byAddress = await count(counterKeys.signInAddress(address), windowMs);
      return byAccount > maxPerAccount || byAddress > maxPerAddress ? windowMs : null;
    },
    async signedIn(email, address) {
      await clear(counterKeys.signInPair(email, address));
      await db
        .update(loginFailures)
        .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
        .where(eq(loginFailures.key, counterKeys.signInAddress(address)));
    },
    async attempt(key, per) {
      return (await count(key, windowMs)) > (per === "account" ? maxPerAccount : maxPerAddress)
        ? windowMs
        : null;
    },
    async registration(address) {
      return (await count(`register:${address}`, registrationWindowMs)) > maxRegistrations
        ? registrationWindowMs
        : null;
    },
    async link(kind, address, who) {
      const byAddress = await count(`${kind}:address:${address}`, linkWindowMs);
      const byAccount = await count(`${kind}:account:${who}`, linkWindowMs);
      return byAddress > maxLinksPerAddress || byAccount > maxLinksPerAccount ? linkWindowMs : null;
    },
    clear,
    liftSignInLocks: (email) => liftSignInLocks(db, email),
  };
}
