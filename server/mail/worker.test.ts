import { describe, expect, test } from "vitest";
import { backoffMs } from "./worker.ts";

const sixHours = 6 * 60 * 60 * 1000;

describe("retry delay", () => {
  test("doubles from the base with each failed attempt, plus at most 10% jitter", () => {
    for (const [attempts, factor] of [
      [1, 1],
      [2, 2],
      [3, 4],
      [6, 32],
    ] as const) {
      const delay = backoffMs(attempts, 30_000);
      expect(delay).toBeGreaterThanOrEqual(30_000 * factor);
      expect(delay).toBeLessThanOrEqual(30_000 * factor * 1.1);
    }
  });

  test("is capped at 6 hours (plus jitter), however many attempts or however long the base", () => {
    for (const [attempts, base] of [
      [11, 30_000],
      [40, 30_000],
      [5000, 30_000],
      [1, 24 * 60 * 60 * 1000],
    ] as const) {
      const delay = backoffMs(attempts, base);
      expect(delay).toBeGreaterThanOrEqual(sixHours);
      expect(delay).toBeLessThanOrEqual(sixHours * 1.1);
    }
    // Just under the cap: 30 s * 2^9 = 4 h 16 min.
    expect(backoffMs(10, 30_000)).toBeLessThan(sixHours);
  });
});
