import type { ServerEnv } from "#app/lib/env.server.ts";
import { type FormLimiters, formLimiters } from "./api/rate-limit.ts";
import { type AuthService, createAuthService } from "./auth/service.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createFormsService } from "./forms/service.ts";
import type { Logger } from "./logger.ts";
import { createMailTransport, type MailTransport } from "./mail/transport.ts";
import { OutboxWorker } from "./mail/worker.ts";

/**
 * Everything the server process opens once and closes once: the database (migrated), the mail
 * transport and the outbox worker, the rate limiters counting in the database, and the services
 * built on them. Created at start (server/main.ts) and handed to the routers and, through React
 * Router's context, to route actions (server/app.ts); nothing reaches it through a global.
 */
export interface Runtime {
  database: Database;
  mail: MailTransport;
  outbox: OutboxWorker;
  /** Newsletter, contact and lead submissions: the API and the route actions share it. */
  forms: ReturnType<typeof createFormsService>;
  /** Registration, sign-in, sessions and profile. */
  accounts: AuthService;
  /** One per form, shared by the API and the page posts: the same visitor, the same count. */
  limiters: FormLimiters;
  /** Stops the worker (finishing deliveries in hand), then closes mail and the database. */
  close: () => Promise<void>;
}

export type RuntimeEnv = Pick<
  ServerEnv,
  | "DATABASE_URL"
  | "DATA_DIR"
  | "SMTP_URL"
  | "CONTACT_INBOX"
  | "MAIL_FROM"
  | "BRAND_NAME"
  | "RATE_LIMIT_WINDOW_MS"
  | "RATE_LIMIT_MAX"
  | "OUTBOX_WORKER"
  | "OUTBOX_POLL_MS"
  | "OUTBOX_RETRY_BASE_MS"
  | "OUTBOX_MAX_ATTEMPTS"
  | "OUTBOX_LEASE_MS"
  | "SITE_URL"
  | "PORT"
  | "RESET_LINK_TTL_MS"
  | "VERIFY_LINK_TTL_MS"
  | "ACCOUNT_MAIL_MAX"
  | "ACCOUNT_MAIL_ADDRESS_MAX"
  | "ACCOUNT_MAIL_WINDOW_MS"
>;

export async function startRuntime(env: RuntimeEnv, logger: Logger): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const mail = createMailTransport(env.SMTP_URL, env.DATA_DIR);
  const outbox = new OutboxWorker({
    db: database.db,
    transport: mail,
    from: env.MAIL_FROM,
    logger,
    pollMs: env.OUTBOX_POLL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    leaseMs: env.OUTBOX_LEASE_MS,
  });
  const forms = createFormsService({
    db: database.db,
    logger,
    inbox: env.CONTACT_INBOX,
    brand: env.BRAND_NAME,
    onQueued: () => outbox.nudge(),
  });
  const accounts = createAuthService({
    db: database.db,
    // Registrations share the forms' per-address allowance (each one costs an argon2 hash).
    maxRegistrationsPerAddress: env.RATE_LIMIT_MAX,
    registrationWindowMs: env.RATE_LIMIT_WINDOW_MS,
    resetLinkTtlMs: env.RESET_LINK_TTL_MS,
    verifyLinkTtlMs: env.VERIFY_LINK_TTL_MS,
    maxLinksPerAccount: env.ACCOUNT_MAIL_MAX,
    maxLinksPerAddress: env.ACCOUNT_MAIL_ADDRESS_MAX,
    linkWindowMs: env.ACCOUNT_MAIL_WINDOW_MS,
    // Links in the accounts' e-mails point at the public site; queued mail wakes the worker.
    mail: {
      siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
      brand: env.BRAND_NAME,
      onQueued: () => outbox.nudge(),
    },
  });
  const limiters = formLimiters(database.db, {
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    limit: env.RATE_LIMIT_MAX,
  });
  if (env.OUTBOX_WORKER) outbox.start();
  logger.info(
    { database: database.kind, mail: mail.kind, worker: env.OUTBOX_WORKER },
    "runtime: database and mail ready",
  );
  return {
    database,
    mail,
    outbox,
    forms,
    accounts,
    limiters,
    close: async () => {
      await outbox.stop();
      mail.close();
      await database.close();
    },
  };
}
