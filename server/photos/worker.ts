import type { Logger } from "../logger.ts";
import type { PhotoService } from "./service.ts";

export interface PhotoWorkerOptions {
  service: PhotoService;
  logger: Logger;
  pollMs: number;
  /** Photos claimed per pass. */
  batchSize?: number;
  /** Photos processed at once in this process (sharp spreads each over its own threads too). */
  concurrency?: number;
}

/**
 * The photo worker: claims uploaded photos (and photos whose claimer died: the lease ran out)
 * with `FOR UPDATE SKIP LOCKED`, exactly as the mail outbox does, so any number of processes
 * share the work; processes each one (server/photos/process.ts) and stores the outcome while its
 * claim holds. A photo whose processing fails unexpectedly (the store is down) stays claimed
 * until its lease runs out, then is tried again.
 */
export class PhotoWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly options: Required<PhotoWorkerOptions>;

  constructor(options: PhotoWorkerOptions) {
    this.options = { batchSize: 4, concurrency: 2, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A photo was uploaded: look now rather than at the next poll. */
  nudge(): void {
    this.wake?.();
  }

  /** Finishes the photos in hand, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  private lastSweep = 0;

  private async run(): Promise<void> {
    while (this.running) {
      let handled = 0;
      try {
        // Abandoned uploads, at most every ten minutes.
        if (Date.now() - this.lastSweep > 600_000) {
          this.lastSweep = Date.now();
          await this.options.service.sweepAbandoned();
        }
        handled = await this.runOnce();
      } catch (error) {
        this.options.logger.warn(
          { err: error },
          "photos: cannot reach the database or the store; will retry",
        );
      }
      if (!this.running) break;
      if (handled > 0) continue;
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

  /** One pass: claims a batch and processes it. Returns how many photos it handled. */
  async runOnce(): Promise<number> {
    const { service, logger, batchSize, concurrency } = this.options;
    const batch = await service.claimDue(batchSize);
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const row = batch[next++];
        if (!row) break;
        try {
          const outcome = await service.processClaimed(row);
          logger.info({ photo: row.id, outcome, attempt: row.attempts }, "photos: processed");
        } catch (error) {
          logger.warn(
            { photo: row.id, attempt: row.attempts, err: error },
            "photos: processing failed; retried when the lease runs out",
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
    return batch.length;
  }
}
