import type { Db } from "../db/client.ts";
import { describeError, type Logger } from "../logger.ts";
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
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly options: Required<WorkerOptions>;

  constructor(options: WorkerOptions) {
    this.options = { batchSize: 20, concurrency: 4, leaseMs: 120_000, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** New mail was queued: look now rather than at the next poll. */
  nudge(): void {
    this.wake?.();
  }

  /** Finishes the deliveries in hand, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        this.options.logger.warn({ err: error }, "outbox: cannot reach the database; will retry");
      }
      if (!this.running) break;
      if (handled >= this.options.batchSize) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** One pass: claims a batch and delivers it. Returns how many messages it handled. */
  async runOnce(): Promise<number> {
    const { db, transport, from, logger, batchSize, concurrency, leaseMs } = this.options;
    const batch = await claimDue(db, batchSize, leaseMs);
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const row = batch[next++];
        if (!row) break;
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
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
    return batch.length;
  }
}
