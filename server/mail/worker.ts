import type { Db } from "../db/client.ts";
import { describeError, type Logger } from "../logger.ts";
import { inLanes, PollingLoop } from "../polling.ts";
import { claimDue, markFailed, markRetry, markSent, storedHeaders } from "./outbox.ts";
import { isPermanent, type MailTransport } from "./transport.ts";

export interface WorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  batchSize?: number;
  concurrency?: number;
  leaseMs?: number;
}

/** Delay before attempt n+1 after n failed attempts: base * 2^(n-1), at most 6 hours, plus up to 10% jitter. */
export function backoffMs(attempts: number, baseMs: number): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
  return delay + Math.random() * delay * 0.1;
}

/** The error as the outbox keeps and logs it: no recipient addresses, no quoted values (server/logger.ts). */
const errorText = (error: unknown) => describeError(error, 2000);

/**
 * The outbox worker: claims due messages, delivers them, marks each sent, retried later with
 * exponential backoff, or failed for good (5xx refusal or too many attempts) with the error kept.
 */
export class OutboxWorker {
  private readonly options: Required<WorkerOptions>;
  private readonly polling: PollingLoop;

  constructor(options: WorkerOptions) {
    this.options = { batchSize: 20, concurrency: 4, leaseMs: 120_000, ...options };
    this.polling = new PollingLoop({
      round: async () => (await this.runOnce()) >= this.options.batchSize,
      pollMs: this.options.pollMs,
      logger: this.options.logger,
      unreachable: "outbox: cannot reach the database; will retry",
    });
  }

  start(): void {
    this.polling.start();
  }

  /** New mail was queued: look now rather than at the next poll. */
  nudge(): void {
    this.polling.nudge();
  }

  /** Finishes the deliveries in hand, then stops. */
  stop(): Promise<void> {
    return this.polling.stop();
  }

  /** One pass: claims a batch and delivers it. Returns how many messages it handled. */
  async runOnce(): Promise<number> {
    const { db, transport, from, logger, batchSize, concurrency, leaseMs } = this.options;
    const batch = await claimDue(db, batchSize, leaseMs);
    await inLanes(batch, concurrency, async (row) => {
      try {
        await transport.send({
          id: row.id,
          from,
          to: row.to_address,
          replyTo: row.reply_to,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          headers: storedHeaders(row.headers),
        });
        await markSent(db, row.id);
      } catch (error) {
        const text = errorText(error);
        if (isPermanent(error) || row.attempts >= this.options.maxAttempts) {
          logger.error(
            { id: row.id, attempts: row.attempts, error: text },
            "outbox: delivery failed for good",
          );
          await markFailed(db, row.id, text);
        } else {
          const delay = backoffMs(row.attempts, this.options.retryBaseMs);
          logger.warn(
            { id: row.id, attempts: row.attempts, delay, error: text },
            "outbox: delivery failed; retrying later",
          );
          await markRetry(db, row.id, delay, text);
        }
      }
    });
    return batch.length;
  }
}
