import { and, eq, gt, isNull, sql } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { z } from "zod";
import { passwordRules } from "#app/lib/auth/password-rules.ts";
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from "#server/auth/passwords.ts";
import { bearerToken, newToken, sessionLifetimeMs, tokenHash } from "#server/auth/tokens.ts";
import { loginFailures, sessions, users } from "#server/db/auth-schema.ts";
import type { Db } from "#server/db/client.ts";

/**
 * `/api/auth` (spec 000, section 7): register, login, logout, refresh, profile. Every answer has
 * the shape {status: 'success' | 'error', message, data}; bad input of any kind is a clear 4xx.
 */
export interface AuthOptions {
  db: Db;
  /** Failed sign-ins allowed per window, per account and per address. */
  maxFailuresPerAccount?: number;
  maxFailuresPerAddress?: number;
  failureWindowMs?: number;
  /** Registrations allowed per address in one window (each costs an argon2 hash). */
  maxRegistrationsPerAddress?: number;
  registrationWindowMs?: number;
}

export const authMessages = {
  invalidCredentials: "Invalid email or password.",
  throttled: "Too many failed sign-in attempts. Please wait 15 minutes and try again.",
  registrationsThrottled: "Too many new accounts from this address. Please wait a few minutes and try again.",
  emailTaken: "An account with this e-mail address already exists. Sign in instead.",
  signInAgain: "Your session has ended. Please sign in again.",
  badJson: "The request body is not valid JSON.",
  jsonOnly: "Send the request as JSON (Content-Type: application/json).",
  tooLarge: "The request is too large.",
  notFound: "There is no such address in the accounts API.",
  methodNotAllowed: "This address does not accept that method.",
  unexpected: "The service is unavailable for a moment. Please try again shortly.",
} as const;

const email = z
  .string({ error: "Enter your e-mail address." })
  .trim()
  .min(1, "Enter your e-mail address.")
  .max(254, "This e-mail address is too long.")
  .email("Enter a valid e-mail address.")
  .transform((value) => value.toLowerCase());
const name = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, "Enter your name.")
  .max(100, "Your name must be at most 100 characters.");
const password = z
  .string({ error: "Enter your password." })
  .min(1, "Enter your password.")
  .max(passwordRules.maxLength, `Your password must be at most ${passwordRules.maxLength} characters.`);

const registerBody = z.object({ email, password, name });
const loginBody = z.object({ email, password });
const profileBody = z
  .object({ email: email.optional(), name: name.optional() })
  .refine(
    (v) => v.email !== undefined || v.name !== undefined,
    "Send a name or an e-mail address to change.",
  );

type PublicUser = { id: string; email: string; name: string; createdAt: string };
const publicUser = (row: typeof users.$inferSelect): PublicUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

class AuthError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new AuthError(400, "Send a JSON object.");
  const result = schema.safeParse(body);
  if (!result.success) throw new AuthError(400, result.error.issues[0]?.message ?? "Invalid request.");
  return result.data;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" ||
  (error as { cause?: { code?: string } })?.cause?.code === "23505";

export function authRouter(options: AuthOptions): Router {
  const { db } = options;
  const maxPerAccount = options.maxFailuresPerAccount ?? 5;
  const maxPerAddress = options.maxFailuresPerAddress ?? 20;
  const windowMs = options.failureWindowMs ?? 15 * 60 * 1000;
  const maxRegistrations = options.maxRegistrationsPerAddress ?? 20;
  const registrationWindowMs = options.registrationWindowMs ?? 10 * 60 * 1000;
  const throttled = (message: string, window: number) =>
    new AuthError(429, message, { "Retry-After": String(Math.ceil(window / 1000)) });
  /** IPv6 visitors are counted by their /56 network, as the forms' limits count them. */
  const addressOf = (req: Request) => ipKeyGenerator(req.ip ?? "unknown");
  const router = Router();

  async function issueSession(userId: string, tx: Pick<Db, "insert"> = db): Promise<string> {
    const token = newToken();
    await tx.insert(sessions).values({
      userId,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + sessionLifetimeMs),
    });
    return token;
  }

  /** The live session of a request's bearer token, or a 401. */
  async function currentSession(req: Request) {
    const token = bearerToken(req.get("authorization"));
    if (!token) throw new AuthError(401, authMessages.signInAgain, { "WWW-Authenticate": "Bearer" });
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
    if (!row) throw new AuthError(401, authMessages.signInAgain, { "WWW-Authenticate": "Bearer" });
    return row;
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

  const handle =
    (fn: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response, next: NextFunction) =>
      fn(req, res).catch(next);

  // Only JSON bodies, at most 16 KB; the parser's own errors become clear 4xx answers below.
  router.use((req, _res, next) => {
    if (req.method === "POST" || req.method === "PUT") {
      const length = Number(req.get("content-length") ?? 0);
      if (length > 0 && !req.is("application/json")) return next(new AuthError(415, authMessages.jsonOnly));
    }
    next();
  });
  router.use(express.json({ limit: "16kb", strict: false }));

  router.post(
    "/register",
    handle(async (req, res) => {
      const body = parse(registerBody, req.body);
      if ((await countAttempt(`register:${addressOf(req)}`, registrationWindowMs)) > maxRegistrations)
        throw throttled(authMessages.registrationsThrottled, registrationWindowMs);
      const problem = passwordProblem(body.password, body.email);
      if (problem) throw new AuthError(400, problem);
      const passwordHash = await hashPassword(body.password);
      let row: typeof users.$inferSelect | undefined;
      try {
        [row] = await db
          .insert(users)
          .values({ email: body.email, name: body.name, passwordHash })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AuthError(409, authMessages.emailTaken);
        throw error;
      }
      if (!row) throw new Error("insert returned nothing");
      const token = await issueSession(row.id);
      res.status(201).json({
        status: "success",
        message: "Your account is ready.",
        data: { user: publicUser(row), token },
      });
    }),
  );

  router.post(
    "/login",
    handle(async (req, res) => {
      const body = parse(loginBody, req.body);
      const addressKey = `address:${addressOf(req)}`;
      const accountKey = `account:${body.email}`;
      // Every attempt is counted first; one that succeeds is taken back below.
      const accountAttempts = await countAttempt(accountKey);
      const addressAttempts = await countAttempt(addressKey);
      if (accountAttempts > maxPerAccount || addressAttempts > maxPerAddress)
        throw throttled(authMessages.throttled, windowMs);
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${body.email}`).limit(1);
      // An unknown address costs one argon2 verification too, so timing does not tell.
      const ok = row
        ? await verifyPassword(row.passwordHash, body.password)
        : await verifyPassword(await decoyHash(), body.password).then(() => false);
      if (!row || !ok) throw new AuthError(401, authMessages.invalidCredentials);
      await db.delete(loginFailures).where(eq(loginFailures.key, accountKey));
      await uncountAttempt(addressKey);
      const token = await issueSession(row.id);
      res.json({ status: "success", message: "You are signed in.", data: { user: publicUser(row), token } });
    }),
  );

  router.post(
    "/logout",
    handle(async (req, res) => {
      const { session } = await currentSession(req);
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
      res.json({ status: "success", message: "You are signed out." });
    }),
  );

  router.post(
    "/refresh",
    handle(async (req, res) => {
      const { session, user } = await currentSession(req);
      // Revoking the old token and storing the new one commit together: a failure keeps the old.
      const token = await db.transaction(async (tx) => {
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        // Two refreshes racing with one token: only the first gets a new one.
        if (revoked.length === 0) throw new AuthError(401, authMessages.signInAgain);
        return issueSession(user.id, tx);
      });
      res.json({ status: "success", message: "Your session is renewed.", data: { token } });
    }),
  );

  router.get(
    "/profile",
    handle(async (req, res) => {
      const { user } = await currentSession(req);
      res.json({ status: "success", message: "Your profile.", data: publicUser(user) });
    }),
  );

  router.put(
    "/profile",
    handle(async (req, res) => {
      const { user } = await currentSession(req);
      const body = parse(profileBody, req.body);
      let row: typeof users.$inferSelect | undefined;
      try {
        [row] = await db
          .update(users)
          .set({ ...body, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AuthError(409, authMessages.emailTaken);
        throw error;
      }
      if (!row) throw new AuthError(401, authMessages.signInAgain);
      res.json({ status: "success", message: "Your profile is saved.", data: publicUser(row) });
    }),
  );

  const known = ["/register", "/login", "/logout", "/refresh", "/profile"];
  router.use((req, _res, next) => {
    next(
      known.includes(req.path)
        ? new AuthError(405, authMessages.methodNotAllowed)
        : new AuthError(404, authMessages.notFound),
    );
  });

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status =
      error instanceof AuthError
        ? error.status
        : (error as { type?: string }).type === "entity.too.large"
          ? 413
          : (error as { type?: string }).type === "entity.parse.failed"
            ? 400
            : (error as { status?: number }).status && (error as { status: number }).status < 500
              ? (error as { status: number }).status
              : 503;
    const message =
      error instanceof AuthError
        ? error.message
        : status === 413
          ? authMessages.tooLarge
          : status === 400
            ? authMessages.badJson
            : status < 500
              ? "The request could not be read."
              : authMessages.unexpected;
    // What is left is the database or the hashing failing under us: 503, as the forms answer,
    // logged with its cause and never shown.
    if (status >= 500) {
      (_req as { log?: { error: (e: unknown, m: string) => void } }).log?.error(error, "auth request failed");
      res.set("Retry-After", "30");
    }
    if (error instanceof AuthError) res.set(error.headers);
    res.status(status).json({ status: "error", message });
  });

  return router;
}
