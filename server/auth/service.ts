import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { defaultLanguage, type Language } from "#app/i18n/languages.ts";
import { passwordRules } from "#app/lib/auth/password-rules.ts";
import { accountTokens, sessions, users } from "../db/auth-schema.ts";
import type { Db } from "../db/client.ts";
import { queueVisitorMail } from "../mail/visitor-mail.ts";
import { browserLabel } from "./browser-label.ts";
import { counterKeys } from "./counters.ts";
import { checkPassword, decoyHash, hashPassword, passwordProblem } from "./passwords.ts";
import { createLoginThrottle, type LoginThrottle, type ThrottleSettings } from "./throttle.ts";
import { newToken, sessionLifetimeMs, tokenHash } from "./tokens.ts";
import { type AccountWord, accountText, isAccountWord } from "./words.ts";

/**
 * Accounts: registration, sign-in and its throttle, sessions (refresh, sign-out, the list, sign-out
 * everywhere), the profile, password reset and address confirmation by e-mailed single-use links.
 * The rules and the SQL live here; the HTTP side (server/api/auth.ts) turns a refusal into its
 * status code and headers. Inputs arrive as parsed JSON of unknown shape and are checked here,
 * so every caller gets the same rules and the same sentences.
 */
export interface AuthSettings extends ThrottleSettings {
  /** How long a password-reset link works (default one hour). */
  resetLinkTtlMs?: number;
  /** How long an address-confirmation link works (default two days). */
  verifyLinkTtlMs?: number;
  /** How long the link sent to the former address after a change works (default seven days). */
  undoLinkTtlMs?: number;
}

/** What the links in the accounts' e-mails need: where the site is, what it is called. */
export interface AccountMailSettings {
  /** The public origin, without a trailing slash (SITE_URL). */
  siteUrl: string;
  brand: string;
  /** Called after a transaction that queued an e-mail has committed (the runtime nudges the outbox worker). */
  onQueued?: () => void;
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
  /** The throttle of sign-ins, resets, registrations and links; by default one on `db` with these settings. */
  throttle?: LoginThrottle;
  hooks?: AuthHooks;
  mail?: AccountMailSettings;
  /**
   * Runs work after the answer has gone (forgot-password looks the address up and e-mails only
   * after answering, so known and unknown addresses answer alike). Default: on the next turn of
   * the event loop, its failure given to `onBackgroundError`.
   */
  background?: (work: () => Promise<void>) => void;
  onBackgroundError?: (error: unknown) => void;
}

/** Who is calling: their network address (for the limits), language (for e-mails and notices) and browser. */
export interface Caller {
  address: string;
  language?: Language;
  userAgent?: string;
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
  linkInvalid: accountText("en", "linkInvalid"),
  verifyLinkInvalid: accountText("en", "verifyLinkInvalid"),
  linksThrottled: accountText("en", "linksThrottled"),
  resetThrottled: accountText("en", "resetThrottled"),
  alreadyVerified: accountText("en", "alreadyVerified"),
  sessionNotFound: accountText("en", "sessionNotFound"),
  wrongCurrentPassword: accountText("en", "wrongCurrentPassword"),
} as const;

/**
 * Why the service refused:
 * - `invalid`: the input breaks a rule (the message says which);
 * - `throttled`: too many attempts from one address or on one account (`retryAfterMs` says how long);
 * - `email-taken`: another account has that address;
 * - `wrong-credentials`: unknown e-mail or wrong password, never told apart;
 * - `no-session`: the token names no live session (the caller should sign in);
 * - `session-ended`: the session ended while the request was being answered;
 * - `link-invalid`: an e-mailed link that is unknown, expired or already used (never told apart);
 * - `already-verified`: the address needs no confirmation;
 * - `not-found`: no such session on the caller's account;
 * - `reauth-failed`: the current password, asked for before a change an attacker would want, is missing or wrong.
 */
export type AccountRefusal =
  | "invalid"
  | "throttled"
  | "email-taken"
  | "wrong-credentials"
  | "no-session"
  | "session-ended"
  | "link-invalid"
  | "already-verified"
  | "not-found"
  | "reauth-failed";

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

export type PublicUser = {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  /** Whether the current address was confirmed from a link sent to it. */
  emailVerified: boolean;
  /** A new address waiting for its confirmation (the current one stays until then), or null. */
  pendingEmail: string | null;
};

/** A live session and its owner, as found from a bearer token. */
export interface Session {
  id: string;
  user: PublicUser;
  /** The hash of the token that named it (a refresh replaces exactly this one). */
  tokenHash: string;
}

/** One of an account's live sessions, as the sessions screen lists it. */
export interface SessionSummary {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  /** A short label such as "Chrome on Linux", or "" when the browser did not say. */
  browser: string;
  /** The session of the request that asked. */
  current: boolean;
}

export interface AuthService {
  /** A new account, its first session, and an e-mail to confirm its address. */
  register: (input: unknown, caller: Caller) => Promise<{ user: PublicUser; token: string }>;
  /** Checks e-mail and password under the sign-in throttle, and opens a session. */
  signIn: (input: unknown, caller: Caller) => Promise<{ user: PublicUser; token: string; notice?: string }>;
  /** The live session a token names; refuses with `no-session` otherwise. */
  session: (token: string | null) => Promise<Session>;
  signOut: (session: Session) => Promise<void>;
  /** Gives the session a new token; the old one stops working. */
  refresh: (session: Session) => Promise<string>;
  /**
   * Saves name and address. A new address needs the current password; it is unconfirmed and a
   * link is sent to it. When the current address is confirmed, it stays the account's until the
   * new one is (the new one waits as `pendingEmail`), and it is told, with a link to undo.
   */
  updateProfile: (
    session: Session,
    input: unknown,
    caller?: Caller,
  ) => Promise<{ user: PublicUser; verificationSent: boolean }>;
  /** E-mails a reset link when an account has that address; answers the same either way. */
  forgotPassword: (input: unknown, caller: Caller) => Promise<void>;
  /** Sets a new password from a reset link, ends every session, and opens a new one. */
  resetPassword: (input: unknown, caller: Caller) => Promise<{ user: PublicUser; token: string }>;
  /** Confirms an address from its link. */
  verifyEmail: (input: unknown, caller: Caller) => Promise<{ user: PublicUser; alreadyVerified: boolean }>;
  /** Sends the signed-in account a new confirmation link. */
  resendVerification: (session: Session, caller: Caller) => Promise<{ email: string }>;
  /** The account's live sessions, most recently used first. */
  listSessions: (session: Session) => Promise<SessionSummary[]>;
  /** Ends one session of the caller's own account. */
  revokeSession: (session: Session, id: string) => Promise<void>;
  /** Ends every session of the account, the caller's included; needs the current password. */
  signOutEverywhere: (session: Session, input?: unknown) => Promise<number>;
  /** Changes the password (the current one is asked) and signs out every other session. */
  changePassword: (session: Session, input: unknown) => Promise<void>;
  /**
   * Checks the current password sent as `currentPassword` (re-authentication before an
   * irreversible action: a stolen session token alone is not enough). Throttled per account.
   */
  confirmPassword: (session: Session, input: unknown) => Promise<void>;
  /** Opens the link sent to a former address: it is the account's again, and every session ends. */
  undoEmailChange: (input: unknown) => Promise<{ user: PublicUser }>;
  /** The former address an undo link would restore, without using it (for the page that asks). */
  peekUndo: (input: unknown) => Promise<{ email: string } | null>;
}

const nameMaxLength = 100;
/**
 * Addresses are taken in ASCII only (decision 005): a non-ASCII address (IDN domain, UTF-8 local
 * part) is refused with its own sentence rather than a vague one; look-alike letters could
 * otherwise make one address pass for another in the e-mails the site sends.
 */
const email = z
  .string({ error: "enterEmail" })
  .trim()
  .min(1, "enterEmail")
  .max(254, "emailTooLong")
  .regex(/^[\x20-\x7e]*$/, "emailNotAscii")
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
  .object({ email: email.optional(), name: name.optional(), currentPassword: z.unknown().optional() })
  .refine((v) => v.email !== undefined || v.name !== undefined, "nothingToChange");
const addressOnly = z.object({ email });
/** A link's token: what newToken() makes; anything else names no link. */
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const newPassword = z.object({ token: z.unknown(), password });
const currentPassword = z
  .string({ error: "enterCurrentPassword" })
  .min(1, "enterCurrentPassword")
  .max(passwordRules.maxLength, "passwordMax");
const passwordChange = z.object({ currentPassword, password });
const sessionId = z.string().uuid();

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

/** The token of a link, or the link's refusal: a malformed token is as unknown as a wrong one. */
function tokenOf(input: unknown, word: AccountWord): string {
  const token = (input as { token?: unknown } | null)?.token;
  const parsed = linkToken.safeParse(token);
  if (!parsed.success) throw new AccountError("link-invalid", word);
  return parsed.data;
}

const publicUser = (row: typeof users.$inferSelect): PublicUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  emailVerified: row.emailVerifiedAt !== null,
  pendingEmail: row.pendingEmail ?? null,
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" ||
  (error as { cause?: { code?: string } })?.cause?.code === "23505";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** A link's lifetime in words: whole days, else whole hours, else minutes (rounded up). */
export function durationText(language: Language, ms: number): string {
  if (ms >= day && ms % day === 0) return accountText(language, "durationDays", { count: ms / day });
  if (ms >= hour && ms % hour === 0) return accountText(language, "durationHours", { count: ms / hour });
  return accountText(language, "durationMinutes", { count: Math.max(1, Math.ceil(ms / minute)) });
}

export function createAuthService(options: AuthServiceOptions): AuthService {
  const { db } = options;
  const throttle = options.throttle ?? createLoginThrottle(db, options);
  const resetTtlMs = options.resetLinkTtlMs ?? hour;
  const verifyTtlMs = options.verifyLinkTtlMs ?? 2 * day;
  const undoTtlMs = options.undoLinkTtlMs ?? 7 * day;
  const background =
    options.background ??
    ((work: () => Promise<void>) =>
      void setImmediate(() => void work().catch((error) => options.onBackgroundError?.(error))));
  const mail: AccountMailSettings = options.mail ?? { siteUrl: "http://localhost:3000", brand: "Collect" };

  async function issueSession(userId: string, browser: string, tx: Pick<Db, "insert"> = db): Promise<string> {
    const token = newToken();
    await tx.insert(sessions).values({
      userId,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + sessionLifetimeMs),
      browser,
    });
    return token;
  }

  /** Refuses with the throttle's wait (`word` says what is throttled), or lets the step go ahead. */
  function refuseIf(wait: number | null, word: AccountWord = "resetThrottled"): void {
    if (wait !== null) throw new AccountError("throttled", word, wait);
  }

  /** Counts an e-mailed link asked for, per network address and per account (or address asked about). */
  async function countLink(kind: string, caller: Caller, who: string): Promise<void> {
    refuseIf(await throttle.link(kind, caller.address, who), "linksThrottled");
  }

  /** Stores a link's token (its hash) for an account and answers the token, inside the caller's transaction. */
  async function storeLink(tx: Tx, userId: string, purpose: LinkPurpose, to: string): Promise<string> {
    const token = newToken();
    await tx.insert(accountTokens).values({
      userId,
      purpose,
      tokenHash: tokenHash(token),
      email: to,
      expiresAt: new Date(
        Date.now() + (purpose === "reset" ? resetTtlMs : purpose === "undo-email" ? undoTtlMs : verifyTtlMs),
      ),
    });
    return token;
  }

  const linkUrl = (path: string, token: string) => `${mail.siteUrl}${path}?token=${token}`;

  /**
   * Queues the e-mail that asks an address's owner to confirm it, with its link, in the caller's
   * transaction. It names no one: anyone can have it sent to any address, so it repeats nothing
   * the requester typed (the account's name), only the site's own words.
   */
  async function queueVerification(tx: Tx, user: { id: string; email: string }, language: Language) {
    const token = await storeLink(tx, user.id, "verify", user.email);
    const w = (word: AccountWord, values: Record<string, string | number> = {}) =>
      accountText(language, word, { brand: mail.brand, ...values });
    await queueVisitorMail(tx, {
      language,
      brand: mail.brand,
      subject: w("verifySubject"),
      paragraphs: [w("verifyIntro"), w("verifyValidity", { duration: durationText(language, verifyTtlMs) })],
      action: { label: w("verifyAction"), url: linkUrl("/app/verify-email", token) },
      footer: w("verifyFooter"),
      kind: "account-verify",
      recordId: user.id,
      to: user.email,
    });
  }

  /**
   * Tells a confirmed address that the account asked to move to another one, with a link that
   * keeps it (seven days). The new address is shown as what was typed, never as a link.
   */
  async function queueChangeNotice(
    tx: Tx,
    user: { id: string; email: string },
    newAddress: string,
    language: Language,
  ) {
    const token = await storeLink(tx, user.id, "undo-email", user.email);
    const w = (word: AccountWord, values: Record<string, string | number> = {}) =>
      accountText(language, word, { brand: mail.brand, ...values });
    await queueVisitorMail(tx, {
      language,
      brand: mail.brand,
      subject: w("emailChangeSubject"),
      paragraphs: [
        // The address as typed, with its dots and at-sign set apart so that no mail reader links it.
        w("emailChangeIntro", { email: `\u201c${newAddress.replace(/[.@]/g, (c) => ` ${c} `)}\u201d` }),
        w("emailChangeUndo", { duration: durationText(language, undoTtlMs) }),
      ],
      action: { label: w("emailChangeAction"), url: linkUrl("/account/keep-email", token) },
      footer: w("emailChangeFooter"),
      kind: "account-email-change",
      recordId: user.id,
      to: user.email,
    });
  }

  /**
   * The re-authentication before a change an attacker wants: the current password, counted per
   * account (five wrong ones in the window, then a wait), so a stolen token cannot guess it.
   */
  async function reauthenticate(session: Session, input: unknown): Promise<void> {
    const given = (input as { currentPassword?: unknown } | null)?.currentPassword;
    const parsed = currentPassword.safeParse(given);
    if (!parsed.success) throw new AccountError("reauth-failed", "enterCurrentPassword");
    const key = counterKeys.reauth(session.user.id);
    refuseIf(await throttle.attempt(key, "account"));
    const [row] = await db.select().from(users).where(eq(users.id, session.user.id)).limit(1);
    if (!row) throw new AccountError("session-ended", "signInAgain");
    const checked = await checkPassword(row.passwordHash, parsed.data);
    if (!checked.ok) throw new AccountError("reauth-failed", "wrongCurrentPassword");
    await throttle.clear(key);
    if (checked.rehash) await rehash(row.id, parsed.data);
  }

  /** Stores the NFKC hash of a password that matched only in the form typed (a hash from before normalising). */
  async function rehash(userId: string, password: string): Promise<void> {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, userId));
  }

  /** Tells the hook that an address was just confirmed. */
  async function afterVerified(user: PublicUser): Promise<void> {
    await options.hooks?.emailVerified?.(user);
  }

  return {
    async register(input, caller) {
      const body = check(registration, input);
      refuseIf(await throttle.registration(caller.address), "registrationsThrottled");
      const problem = passwordProblem(body.password, body.email);
      if (problem) throw new AccountError("invalid", problem.word, null, problem.values);
      const passwordHash = await hashPassword(body.password);
      let created: { user: PublicUser; token: string };
      try {
        // The account, its confirmation e-mail and its first session are stored together.
        created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({ email: body.email, name: body.name, passwordHash })
            .returning();
          if (!row) throw new Error("insert returned nothing");
          await queueVerification(tx, row, caller.language ?? defaultLanguage);
          return {
            user: publicUser(row),
            token: await issueSession(row.id, browserLabel(caller.userAgent), tx),
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AccountError("email-taken", "emailTaken");
        throw error;
      }
      mail.onQueued?.();
      return created;
    },

    async signIn(input, caller) {
      const body = check(credentials, input);
      // Every attempt is counted first (per account and address, and per address); one that
      // succeeds is taken back below.
      refuseIf(await throttle.signIn(body.email, caller.address), "throttled");
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${body.email}`).limit(1);
      // An unknown address costs one argon2 verification too, so timing does not tell.
      const checked = row
        ? await checkPassword(row.passwordHash, body.password)
        : await checkPassword(await decoyHash(), body.password).then(() => ({ ok: false, rehash: false }));
      if (!row || !checked.ok) throw new AccountError("wrong-credentials", "invalidCredentials");
      if (checked.rehash) await rehash(row.id, body.password);
      await throttle.signedIn(body.email, caller.address);
      const user = publicUser(row);
      // The hook first: when it fails, no session is left behind that nobody received.
      const notice = await options.hooks?.signedIn?.(user, { language: caller.language ?? defaultLanguage });
      const token = await issueSession(row.id, browserLabel(caller.userAgent));
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
      // "Last used" moves at most once a minute: most requests only read.
      if (Date.now() - row.session.lastUsedAt.getTime() > minute)
        await db
          .update(sessions)
          .set({ lastUsedAt: new Date() })
          .where(
            and(eq(sessions.id, row.session.id), lt(sessions.lastUsedAt, new Date(Date.now() - minute))),
          );
      return { id: row.session.id, user: publicUser(row.user), tokenHash: row.session.tokenHash };
    },

    async signOut(session) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
    },

    async refresh(session) {
      // The new token replaces the old one in the statement that checks it: two refreshes racing
      // with one token cannot both succeed, and the session keeps its identity and history.
      const token = newToken();
      const renewed = await db
        .update(sessions)
        .set({
          tokenHash: tokenHash(token),
          expiresAt: new Date(Date.now() + sessionLifetimeMs),
          lastUsedAt: new Date(),
        })
        .where(
          and(
            eq(sessions.id, session.id),
            eq(sessions.tokenHash, session.tokenHash),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      if (renewed.length === 0) throw new AccountError("session-ended", "signInAgain");
      return token;
    },

    async updateProfile(session, input, caller) {
      const { currentPassword: _given, ...changes } = check(profileChanges, input);
      const language = caller?.language ?? defaultLanguage;
      const newAddress = changes.email !== undefined && changes.email !== session.user.email.toLowerCase();
      // A new address asks for the current password first: a stolen session alone cannot move the account.
      if (newAddress) await reauthenticate(session, input);
      // When the current address is confirmed, it keeps what it owns until the new one is:
      // the new one waits apart (server/auth/ownership.ts).
      const holdApart = newAddress && session.user.emailVerified;
      let row: typeof users.$inferSelect | undefined;
      try {
        row = await db.transaction(async (tx) => {
          if (holdApart && changes.email) {
            const [taken] = await tx
              .select({ id: users.id })
              .from(users)
              .where(sql`lower(${users.email}) = ${changes.email}`)
              .limit(1);
            if (taken) throw new AccountError("email-taken", "emailTaken");
          }
          const set = holdApart
            ? { name: changes.name, pendingEmail: changes.email, updatedAt: new Date() }
            : {
                ...changes,
                updatedAt: new Date(),
                ...(newAddress ? { emailVerifiedAt: null, pendingEmail: null } : {}),
                // Saving the current address again calls off a change that was waiting.
                ...(changes.email !== undefined && !newAddress ? { pendingEmail: null } : {}),
              };
          const [updated] = await tx.update(users).set(set).where(eq(users.id, session.user.id)).returning();
          if (updated && newAddress && changes.email) {
            // The new address is unconfirmed until its owner opens the link sent to it.
            await queueVerification(tx, { id: updated.id, email: changes.email }, language);
            // The confirmed address is told, with a link that keeps it.
            if (holdApart) await queueChangeNotice(tx, session.user, changes.email, language);
          }
          return updated;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AccountError("email-taken", "emailTaken");
        throw error;
      }
      if (!row) throw new AccountError("session-ended", "signInAgain");
      if (newAddress) mail.onQueued?.();
      return { user: publicUser(row), verificationSent: newAddress };
    },

    async forgotPassword(input, caller) {
      const body = check(addressOnly, input);
      // Counted whether or not the address has an account, so a refusal tells nothing either.
      await countLink("reset-link", caller, body.email);
      const language = caller.language ?? defaultLanguage;
      // The answer goes before the address is even looked up: known and unknown addresses do the
      // same work before answering, so the time of the answer tells nothing.
      background(async () => {
        const [row] = await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = ${body.email}`)
          .limit(1);
        if (!row) return;
        const w = (word: AccountWord, values: Record<string, string | number> = {}) =>
          accountText(language, word, { brand: mail.brand, ...values });
        await db.transaction(async (tx) => {
          const token = await storeLink(tx, row.id, "reset", row.email);
          await queueVisitorMail(tx, {
            language,
            brand: mail.brand,
            subject: w("resetSubject"),
            paragraphs: [
              w("resetIntro"),
              w("resetValidity", { duration: durationText(language, resetTtlMs) }),
            ],
            action: { label: w("resetAction"), url: linkUrl("/app/reset-password", token) },
            footer: w("resetFooter"),
            kind: "account-reset",
            recordId: row.id,
            to: row.email,
          });
        });
        mail.onQueued?.();
      });
    },

    async resetPassword(input, caller) {
      const body = check(newPassword, input);
      const token = tokenOf(input, "linkInvalid");
      refuseIf(await throttle.attempt(`reset:address:${caller.address}`, "address"));
      const [link] = await db
        .select({ link: accountTokens, user: users })
        .from(accountTokens)
        .innerJoin(users, eq(users.id, accountTokens.userId))
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash(token)),
            eq(accountTokens.purpose, "reset"),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!link) throw new AccountError("link-invalid", "linkInvalid");
      refuseIf(await throttle.attempt(counterKeys.resets(link.user.id), "account"));
      const problem = passwordProblem(body.password, link.user.email);
      if (problem) throw new AccountError("invalid", problem.word, null, problem.values);
      const passwordHash = await hashPassword(body.password);
      // The link proves the account's address too, when the account still has the one it went to.
      const provesAddress =
        link.user.emailVerifiedAt === null && link.link.email.toLowerCase() === link.user.email.toLowerCase();
      const result = await db.transaction(async (tx) => {
        // Used up in the statement that checks it: of two racing uses, one wins.
        const used = await tx
          .update(accountTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(accountTokens.id, link.link.id),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, new Date()),
            ),
          )
          .returning({ id: accountTokens.id });
        if (used.length === 0) throw new AccountError("link-invalid", "linkInvalid");
        // Any other reset link of the account is spent too.
        await tx
          .update(accountTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(accountTokens.userId, link.user.id),
              eq(accountTokens.purpose, "reset"),
              isNull(accountTokens.usedAt),
            ),
          );
        const [row] = await tx
          .update(users)
          .set({
            passwordHash,
            updatedAt: new Date(),
            ...(provesAddress ? { emailVerifiedAt: new Date() } : {}),
          })
          .where(eq(users.id, link.user.id))
          .returning();
        if (!row) throw new AccountError("link-invalid", "linkInvalid");
        // Whoever knew the old password is signed out everywhere.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, row.id), isNull(sessions.revokedAt)));
        return {
          user: publicUser(row),
          token: await issueSession(row.id, browserLabel(caller.userAgent), tx),
        };
      });
      // A reset lifts every sign-in lock-out of the account, from any network address.
      await throttle.liftSignInLocks(result.user.email);
      if (provesAddress) await afterVerified(result.user);
      return result;
    },

    async verifyEmail(input, caller) {
      const token = tokenOf(input, "verifyLinkInvalid");
      refuseIf(await throttle.attempt(`verify:address:${caller.address}`, "address"));
      const outcome = await db
        .transaction(async (tx) => {
          const [link] = await tx
            .select({ link: accountTokens, user: users })
            .from(accountTokens)
            .innerJoin(users, eq(users.id, accountTokens.userId))
            .where(and(eq(accountTokens.tokenHash, tokenHash(token)), eq(accountTokens.purpose, "verify")))
            .limit(1)
            .for("update");
          const sent = link?.link.email.toLowerCase();
          const sameAddress = link && sent === link.user.email.toLowerCase();
          // A link to the address waiting apart moves the account to it, now that it is proven.
          const waiting = link && !sameAddress && sent === link.user.pendingEmail?.toLowerCase();
          if (!link || !(sameAddress || waiting)) throw new AccountError("link-invalid", "verifyLinkInvalid");
          // Opened twice (a second click, a mail scanner first): the address is confirmed, say so.
          if (sameAddress && link.link.usedAt !== null && link.user.emailVerifiedAt !== null)
            return { user: publicUser(link.user), alreadyVerified: true };
          if (link.link.usedAt !== null || link.link.expiresAt.getTime() <= Date.now())
            throw new AccountError("link-invalid", "verifyLinkInvalid");
          await tx
            .update(accountTokens)
            .set({ usedAt: new Date() })
            .where(eq(accountTokens.id, link.link.id));
          const [row] = await tx
            .update(users)
            .set(
              waiting
                ? {
                    email: link.link.email,
                    pendingEmail: null,
                    emailVerifiedAt: new Date(),
                    updatedAt: new Date(),
                  }
                : { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` },
            )
            .where(eq(users.id, link.user.id))
            .returning();
          if (!row) throw new AccountError("link-invalid", "verifyLinkInvalid");
          return {
            user: publicUser(row),
            alreadyVerified: Boolean(sameAddress) && link.user.emailVerifiedAt !== null,
          };
        })
        .catch((error: unknown) => {
          // The waiting address was taken by another account meanwhile.
          if (isUniqueViolation(error)) throw new AccountError("email-taken", "emailTaken");
          throw error;
        });
      if (!outcome.alreadyVerified) await afterVerified(outcome.user);
      return outcome;
    },

    async undoEmailChange(input) {
      const token = tokenOf(input, "undoLinkInvalid");
      const user = await db
        .transaction(async (tx) => {
          const [link] = await tx
            .select()
            .from(accountTokens)
            .where(
              and(
                eq(accountTokens.tokenHash, tokenHash(token)),
                eq(accountTokens.purpose, "undo-email"),
                isNull(accountTokens.usedAt),
                gt(accountTokens.expiresAt, new Date()),
              ),
            )
            .limit(1)
            .for("update");
          if (!link) throw new AccountError("link-invalid", "undoLinkInvalid");
          await tx.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.id, link.id));
          // Links to the address that was to replace it stop working.
          await tx
            .update(accountTokens)
            .set({ usedAt: new Date() })
            .where(
              and(
                eq(accountTokens.userId, link.userId),
                eq(accountTokens.purpose, "verify"),
                isNull(accountTokens.usedAt),
              ),
            );
          // The link reached this address: it is proven the account's again.
          const [row] = await tx
            .update(users)
            .set({
              email: link.email,
              pendingEmail: null,
              emailVerifiedAt: new Date(),
              updatedAt: new Date(),
            })
            .where(eq(users.id, link.userId))
            .returning();
          if (!row) throw new AccountError("link-invalid", "undoLinkInvalid");
          await tx
            .update(sessions)
            .set({ revokedAt: new Date() })
            .where(and(eq(sessions.userId, row.id), isNull(sessions.revokedAt)));
          return publicUser(row);
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AccountError("email-taken", "emailTaken");
          throw error;
        });
      await afterVerified(user);
      return { user };
    },

    async peekUndo(input) {
      const parsed = linkToken.safeParse((input as { token?: unknown } | null)?.token);
      if (!parsed.success) return null;
      const [link] = await db
        .select({ email: accountTokens.email })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tokenHash, tokenHash(parsed.data)),
            eq(accountTokens.purpose, "undo-email"),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return link ?? null;
    },

    async confirmPassword(session, input) {
      await reauthenticate(session, input);
    },

    async changePassword(session, input) {
      await reauthenticate(session, input);
      const body = check(passwordChange, input);
      const problem = passwordProblem(body.password, session.user.email);
      if (problem) throw new AccountError("invalid", problem.word, null, problem.values);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, session.user.id));
        // Whoever knew the old password is signed out everywhere but here.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(sessions.userId, session.user.id),
              isNull(sessions.revokedAt),
              sql`${sessions.id} <> ${session.id}`,
            ),
          );
      });
      await throttle.liftSignInLocks(session.user.email);
    },

    async resendVerification(session, caller) {
      // A confirmed account with a new address waiting gets a new link to that one.
      const to = session.user.emailVerified ? session.user.pendingEmail : session.user.email;
      if (!to) throw new AccountError("already-verified", "alreadyVerified");
      await countLink("verify-link", caller, session.user.id);
      await db.transaction((tx) =>
        queueVerification(tx, { id: session.user.id, email: to }, caller.language ?? defaultLanguage),
      );
      mail.onQueued?.();
      return { email: to };
    },

    async listSessions(session) {
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, session.user.id),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        browser: row.browser,
        current: row.id === session.id,
      }));
    },

    async revokeSession(session, id) {
      const parsed = sessionId.safeParse(id);
      if (!parsed.success) throw new AccountError("not-found", "sessionNotFound");
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(sessions.id, parsed.data), eq(sessions.userId, session.user.id), isNull(sessions.revokedAt)),
        )
        .returning({ id: sessions.id });
      if (revoked.length === 0) throw new AccountError("not-found", "sessionNotFound");
    },

    async signOutEverywhere(session, input) {
      await reauthenticate(session, input);
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, session.user.id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length;
    },
  };
}

type LinkPurpose = "reset" | "verify" | "undo-email";
