import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { defaultLanguage, type Language } from "#app/i18n/languages.ts";
import { passwordRules } from "#app/lib/auth/password-rules.ts";
import { loginFailures, sessions, users } from "../db/auth-schema.ts";
import type { Db } from "../db/client.ts";
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from "./passwords.ts";
import { newToken, sessionLifetimeMs, tokenHash } from "./tokens.ts";
import { type AccountWord, accountText, isAccountWord } from "./words.ts";

/**
 * Accounts: registration, sign-in and its throttle, sessions (refresh, sign-out) and the profile.
 * The rules and the SQL live here; the HTTP side (server/api/auth.ts) turns a refusal into its
 * status code and headers. Inputs arrive as parsed JSON of unknown shape and are checked here,
 * so every caller gets the same rules and the same sentences.
 */
export interface AuthSettings {
  /** Sign-in attempts allowed per window, per account and per address. */
  maxFailuresPerAccount?: number;
  maxFailuresPerAddress?: number;
  failureWindowMs?: number;
  /** Registrations allowed per address in one window (each costs an argon2 hash). */
  maxRegistrationsPerAddress?: number;
  registrationWindowMs?: number;
}

/**
 * What other parts of the server do when something happens to an account. Each hook runs after
 * the event is stored; a hook that throws fails the request (the visitor tries again), so a hook
 * must be safe to run twice.
 */
export interface AuthHooks {
  /**
   * After a successful sign-in. May answer a notice (one sentence in `context.language`, the
   * caller's) that the login answer carries as `data.notice` and the sign-in screen shows, e.g.
   * that a scheduled deletion of the account was cancelled.
   */
  signedIn?: (user: PublicUser, context: { language: Language }) => Promise<string | undefined>;
  /** When an account's e-mail address has just been verified (e.g. attach what was issued to it). */
  emailVerified?: (user: PublicUser) => Promise<void>;
}

export interface AuthServiceOptions extends AuthSettings {
  db: Db;
  hooks?: AuthHooks;
}

/**
 * What a visitor is told when the service refuses, in English: one sentence each, whatever the
 * cause. The service names sentences by key (`AccountError.word`); the HTTP side writes them in
 * the visitor's language (words.ts).
 */
export const accountMessages = {
  invalidCredentials: accountText("en", "invalidCredentials"),
  throttled: accountText("en", "throttled"),
  registrationsThrottled: accountText("en", "registrationsThrottled"),
  emailTaken: accountText("en", "emailTaken"),
  signInAgain: accountText("en", "signInAgain"),
} as const;

/**
 * Why the service refused:
 * - `invalid`: the input breaks a rule (the message says which);
 * - `throttled`: too many attempts from one address or on one account (`retryAfterMs` says how long);
 * - `email-taken`: another account has that address;
 * - `wrong-credentials`: unknown e-mail or wrong password, never told apart;
 * - `no-session`: the token names no live session (the caller should sign in);
 * - `session-ended`: the session ended while the request was being answered.
 */
export type AccountRefusal =
  | "invalid"
  | "throttled"
  | "email-taken"
  | "wrong-credentials"
  | "no-session"
  | "session-ended";

export class AccountError extends Error {
  readonly refusal: AccountRefusal;
  readonly retryAfterMs: number | null;
  /** The sentence to show, by key, with its figures; `message` is its English text. */
  readonly word: AccountWord;
  readonly values: Record<string, number>;
  constructor(
    refusal: AccountRefusal,
    word: AccountWord,
    retryAfterMs: number | null = null,
    values: Record<string, number> = {},
  ) {
    super(accountText("en", word, values));
    this.word = word;
    this.values = values;
    this.name = "AccountError";
    this.refusal = refusal;
    this.retryAfterMs = retryAfterMs;
  }
}

export type PublicUser = { id: string; email: string; name: string; createdAt: string };

/** A live session and its owner, as found from a bearer token. */
export interface Session {
  id: string;
  user: PublicUser;
}

export interface AuthService {
  /** A new account and its first session. `address` identifies the caller's network for the throttle. */
  register: (input: unknown, address: string) => Promise<{ user: PublicUser; token: string }>;
  /** Checks e-mail and password under the sign-in throttle, and opens a session. */
  signIn: (
    input: unknown,
    address: string,
    language?: Language,
  ) => Promise<{ user: PublicUser; token: string; notice?: string }>;
  /** The live session a token names; refuses with `no-session` otherwise. */
  session: (token: string | null) => Promise<Session>;
  signOut: (session: Session) => Promise<void>;
  /** Replaces a session's token by a new one; the old one stops working. */
  refresh: (session: Session) => Promise<string>;
  updateProfile: (session: Session, input: unknown) => Promise<PublicUser>;
}

const nameMaxLength = 100;
const email = z
  .string({ error: "enterEmail" })
  .trim()
  .min(1, "enterEmail")
  .max(254, "emailTooLong")
  .email("invalidEmail")
  .transform((value) => value.toLowerCase());
const name = z.string({ error: "enterName" }).trim().min(1, "enterName").max(nameMaxLength, "nameTooLong");
const password = z
  .string({ error: "enterPassword" })
  .min(1, "enterPassword")
  .max(passwordRules.maxLength, "passwordMax");

const registration = z.object({ email, password, name });
const credentials = z.object({ email, password });
const profileChanges = z
  .object({ email: email.optional(), name: name.optional() })
  .refine((v) => v.email !== undefined || v.name !== undefined, "nothingToChange");

function check<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    // The schemas' messages are sentence keys; anything else zod says becomes the general one.
    const word = result.error.issues[0]?.message;
    throw new AccountError("invalid", isAccountWord(word) ? word : "invalidRequest", null, {
      max: word === "nameTooLong" ? nameMaxLength : passwordRules.maxLength,
    });
  }
  return result.data;
}

const publicUser = (row: typeof users.$inferSelect): PublicUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" ||
  (error as { cause?: { code?: string } })?.cause?.code === "23505";

export function createAuthService(options: AuthServiceOptions): AuthService {
  const { db } = options;
  const maxPerAccount = options.maxFailuresPerAccount ?? 5;
  const maxPerAddress = options.maxFailuresPerAddress ?? 20;
  const windowMs = options.failureWindowMs ?? 15 * 60 * 1000;
  const maxRegistrations = options.maxRegistrationsPerAddress ?? 20;
  const registrationWindowMs = options.registrationWindowMs ?? 10 * 60 * 1000;

  async function issueSession(userId: string, tx: Pick<Db, "insert"> = db): Promise<string> {
    const token = newToken();
    await tx.insert(sessions).values({
      userId,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + sessionLifetimeMs),
    });
    return token;
  }

  /**
   * Counts one attempt under a key and answers the count in the current window, in one atomic
   * upsert: attempts are counted before the password is checked, so parallel guesses cannot all
   * pass the limit before any of them is counted.
   */
  async function countAttempt(key: string, window = windowMs): Promise<number> {
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

  /** Takes back an attempt counted under a key (a sign-in that succeeded was no failure). */
  async function uncountAttempt(key: string): Promise<void> {
    await db
      .update(loginFailures)
      .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
      .where(eq(loginFailures.key, key));
  }

  return {
    async register(input, address) {
      const body = check(registration, input);
      if ((await countAttempt(`register:${address}`, registrationWindowMs)) > maxRegistrations)
        throw new AccountError("throttled", "registrationsThrottled", registrationWindowMs);
      const problem = passwordProblem(body.password, body.email);
      if (problem) throw new AccountError("invalid", problem.word, null, problem.values);
      const passwordHash = await hashPassword(body.password);
      let row: typeof users.$inferSelect | undefined;
      try {
        [row] = await db
          .insert(users)
          .values({ email: body.email, name: body.name, passwordHash })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AccountError("email-taken", "emailTaken");
        throw error;
      }
      if (!row) throw new Error("insert returned nothing");
      return { user: publicUser(row), token: await issueSession(row.id) };
    },

    async signIn(input, address, language = defaultLanguage) {
      const body = check(credentials, input);
      const addressKey = `address:${address}`;
      const accountKey = `account:${body.email}`;
      // Every attempt is counted first; one that succeeds is taken back below.
      const accountAttempts = await countAttempt(accountKey);
      const addressAttempts = await countAttempt(addressKey);
      if (accountAttempts > maxPerAccount || addressAttempts > maxPerAddress)
        throw new AccountError("throttled", "throttled", windowMs);
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${body.email}`).limit(1);
      // An unknown address costs one argon2 verification too, so timing does not tell.
      const ok = row
        ? await verifyPassword(row.passwordHash, body.password)
        : await verifyPassword(await decoyHash(), body.password).then(() => false);
      if (!row || !ok) throw new AccountError("wrong-credentials", "invalidCredentials");
      await db.delete(loginFailures).where(eq(loginFailures.key, accountKey));
      await uncountAttempt(addressKey);
      const user = publicUser(row);
      // The hook first: when it fails, no session is left behind that nobody received.
      const notice = await options.hooks?.signedIn?.(user, { language });
      const token = await issueSession(row.id);
      return notice ? { user, token, notice } : { user, token };
    },

    async session(token) {
      if (!token) throw new AccountError("no-session", "signInAgain");
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!row) throw new AccountError("no-session", "signInAgain");
      return { id: row.session.id, user: publicUser(row.user) };
    },

    async signOut(session) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
    },

    refresh(session) {
      // Revoking the old token and storing the new one commit together: a failure keeps the old.
      return db.transaction(async (tx) => {
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        // Two refreshes racing with one token: only the first gets a new one.
        if (revoked.length === 0) throw new AccountError("session-ended", "signInAgain");
        return issueSession(session.user.id, tx);
      });
    },

    async updateProfile(session, input) {
      const changes = check(profileChanges, input);
      let row: typeof users.$inferSelect | undefined;
      try {
        [row] = await db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, session.user.id))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AccountError("email-taken", "emailTaken");
        throw error;
      }
      if (!row) throw new AccountError("session-ended", "signInAgain");
      return publicUser(row);
    },
  };
}
