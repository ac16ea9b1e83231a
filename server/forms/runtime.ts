import type { ServerEnv } from "#app/lib/env.server.ts";
import { registerFormsBackend } from "#app/lib/forms/backend.server.ts";
import { type FormLimiters, formLimiters } from "../api/functions.ts";
import { type Database, openDatabase } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createMailTransport, type MailTransport } from "../mail/transport.ts";
import { OutboxWorker } from "../mail/worker.ts";
import { createFormsService } from "./service.ts";

export interface FormsRuntime {
  database: Database;
  transport: MailTransport;
  worker: OutboxWorker;
  limiters: FormLimiters;
  backend: ReturnType<typeof createFormsService>;
  /** Stops the worker (finishing deliveries in hand), then closes mail and database. */
  close: () => Promise<void>;
}

type FormsEnv = Pick<
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
>;

/**
 * Everything behind the forms, opened once per process: the database (migrated), the mail
 * transport, the outbox worker, the service the API and the route actions share.
 */
export async function startForms(env: FormsEnv, logger: Logger): Promise<FormsRuntime> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const transport = createMailTransport(env.SMTP_URL, env.DATA_DIR);
  const worker = new OutboxWorker({
    db: database.db,
    transport,
    from: env.MAIL_FROM,
    logger,
    pollMs: env.OUTBOX_POLL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    leaseMs: env.OUTBOX_LEASE_MS,
  });
  const backend = createFormsService({
    db: database.db,
    logger,
    inbox: env.CONTACT_INBOX,
    brand: env.BRAND_NAME,
    onQueued: () => worker.nudge(),
  });
  registerFormsBackend(backend);
  if (env.OUTBOX_WORKER) worker.start();
  logger.info(
    { database: database.kind, mail: transport.kind, worker: env.OUTBOX_WORKER },
    "forms: database and mail ready",
  );
  return {
    database,
    transport,
    worker,
    backend,
    limiters: formLimiters(database.db, { windowMs: env.RATE_LIMIT_WINDOW_MS, limit: env.RATE_LIMIT_MAX }),
    close: async () => {
      registerFormsBackend(null);
      await worker.stop();
      transport.close();
      await database.close();
    },
  };
}
