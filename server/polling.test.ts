import pino from "pino";
import { describe, expect, it } from "vitest";
import { createLogger, logSerializers } from "./logger.ts";
import { inLanes, PollingLoop } from "./polling.ts";

const quiet = createLogger("silent");

/** Resolves when `done` holds, looking every few milliseconds. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 5));
}

describe("the workers' polling loop", () => {
  it("goes on at once while work is left, then waits for the poll or a nudge", async () => {
    let rounds = 0;
    let left = 3;
    const loop = new PollingLoop({
      round: async () => {
        rounds++;
        return left-- > 0;
      },
      pollMs: 60_000,
      logger: quiet,
      unreachable: "test: unreachable",
    });
    loop.start();
    await until(() => rounds === 4);
    await new Promise((r) => setTimeout(r, 50));
    expect(rounds).toBe(4); // asleep for a minute: no fifth round without a nudge
    loop.nudge();
    await until(() => rounds === 5);
    await loop.stop();
    expect(rounds).toBe(5);
  });

  it("logs a round that throws and tries again at the next poll; stop waits for the round in hand", async () => {
    const lines: string[] = [];
    const logger = pino(
      { base: undefined, serializers: logSerializers },
      {
        write: (line: string) => {
          lines.push(JSON.parse(line).msg);
        },
      },
    );
    let rounds = 0;
    let finished = 0;
    const loop = new PollingLoop({
      round: async () => {
        rounds++;
        if (rounds === 1) throw new Error("the database is away");
        await new Promise((r) => setTimeout(r, 20));
        finished++;
        return false;
      },
      pollMs: 1,
      logger,
      unreachable: "test: cannot reach the database; will retry",
    });
    loop.start();
    loop.start(); // a second start is ignored
    await until(() => rounds >= 2);
    await loop.stop();
    expect(lines).toEqual(["test: cannot reach the database; will retry"]);
    expect(finished).toBe(rounds - 1);
  });
});

describe("inLanes", () => {
  it("runs every item once, never more than the lanes at a time", async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await inLanes([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(n);
      running--;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    await inLanes([], 3, async () => {
      throw new Error("never called");
    });
  });
});
