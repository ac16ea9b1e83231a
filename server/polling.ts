import type { Logger } from "./logger.ts";

export interface PollingOptions {
  /** One round of work; answers true when work is left, so that the next round starts at once. */
  round: () => Promise<boolean>;
  pollMs: number;
  logger: Logger;
  /** What the log says when a round throws (the database or the store is away): no values in it. */
  unreachable: string;
}

/**
 * The loop each background worker of the server runs (the mail outbox, photos, request checks,
 * privacy exports): a round, then the next one at once while work is left, otherwise after
 * `pollMs` or as soon as someone nudges. A round that throws is logged and tried again at the
 * next poll; `stop` lets the round in hand finish.
 */
export class PollingLoop {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly options: PollingOptions;

  constructor(options: PollingOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** New work was queued: look now rather than at the next poll. */
  nudge(): void {
    this.wake?.();
  }

  /** Finishes the round in hand, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  private async run(): Promise<void> {
    const { round, pollMs, logger, unreachable } = this.options;
    while (this.running) {
      let more = false;
      try {
        more = await round();
      } catch (error) {
        logger.warn({ err: error }, unreachable);
      }
      if (!this.running) break;
      if (more) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }
}

/** Runs `each` over `items`, at most `lanes` at a time, in order of starting. */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  each: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await each(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}
