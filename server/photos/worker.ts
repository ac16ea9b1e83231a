import type { Logger } from "../logger.ts";
import { inLanes, PollingLoop } from "../polling.ts";
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
  private readonly options: Required<PhotoWorkerOptions>;
  private readonly polling: PollingLoop;
  private lastSweep = 0;

  constructor(options: PhotoWorkerOptions) {
    this.options = { batchSize: 4, concurrency: 2, ...options };
    this.polling = new PollingLoop({
      round: async () => {
        // Abandoned uploads, at most every ten minutes.
        if (Date.now() - this.lastSweep > 600_000) {
          this.lastSweep = Date.now();
          await this.options.service.sweepAbandoned();
        }
        return (await this.runOnce()) > 0;
      },
      pollMs: this.options.pollMs,
      logger: this.options.logger,
      unreachable: "photos: cannot reach the database or the store; will retry",
    });
  }

  start(): void {
    this.polling.start();
  }

  /** A photo was uploaded: look now rather than at the next poll. */
  nudge(): void {
    this.polling.nudge();
  }

  /** Finishes the photos in hand, then stops. */
  stop(): Promise<void> {
    return this.polling.stop();
  }

  /** One pass: claims a batch and processes it. Returns how many photos it handled. */
  async runOnce(): Promise<number> {
    const { service, logger, batchSize, concurrency } = this.options;
    const batch = await service.claimDue(batchSize);
    await inLanes(batch, concurrency, async (row) => {
      try {
        const outcome = await service.processClaimed(row);
        logger.info({ photo: row.id, outcome, attempt: row.attempts }, "photos: processed");
      } catch (error) {
        logger.warn(
          { photo: row.id, attempt: row.attempts, err: error },
          "photos: processing failed; retried when the lease runs out",
        );
      }
    });
    return batch.length;
  }
}
