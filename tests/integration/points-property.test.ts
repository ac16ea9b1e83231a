/**
 * The points ledger's invariants over random sequences of awards and redemptions on one real
 * (embedded) database: the balance is the sum of the entries, it never goes below zero through a
 * redemption, and no entry lacks its cause (an authentication names its request, a redemption its
 * reward and voucher).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rewards } from "#app/data/points.ts";
import { pointsLedger, rewardVouchers } from "#server/db/schema.ts";
import { PointsError } from "#server/points/words.ts";
import { type RequestsSite, register, startRequests } from "./requests-fixture.ts";

let site: RequestsSite;
beforeAll(async () => {
  site = await startRequests();
}, 60_000);
afterAll(async () => {
  await site?.close();
});

const step = fc.oneof(
  fc.record({ kind: fc.constant("award" as const), retry: fc.boolean() }),
  fc.record({
    kind: fc.constant("redeem" as const),
    reward: fc.constantFrom(...rewards.map((r) => r.id)),
    retry: fc.boolean(),
  }),
);

test("balance = sum, never below zero through a redemption, every entry with its cause", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
      const owner = await register(site.api, `points-prop-${randomUUID()}@collect.test`);
      let expected = 0;
      for (const s of steps) {
        if (s.kind === "award") {
          const request = { id: randomUUID(), ownerId: owner.id };
          for (let i = 0; i < (s.retry ? 2 : 1); i++)
            await site.database.db.transaction((tx) => site.points.awardAuthentication(tx, request));
          expected += 100;
        } else {
          const key = `prop-${randomUUID()}`;
          for (let i = 0; i < (s.retry ? 2 : 1); i++) {
            try {
              const r = await site.points.redeem(owner.id, s.reward, key, "en");
              if (!r.replayed) expected -= r.voucher.points;
            } catch (error) {
              expect(error).toBeInstanceOf(PointsError);
              expect(["notEnoughPoints", "limitReached"]).toContain((error as PointsError).word);
            }
          }
        }
        const summary = await site.points.summary(owner.id);
        expect(summary.balance).toBeGreaterThanOrEqual(0);
        expect(summary.balance).toBe(expected);
      }
      const entries = await site.database.db
        .select()
        .from(pointsLedger)
        .where(eq(pointsLedger.userId, owner.id));
      const vouchers = await site.database.db
        .select()
        .from(rewardVouchers)
        .where(eq(rewardVouchers.userId, owner.id));
      expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBe(expected);
      for (const e of entries) {
        if (e.reason === "authentication") expect(e.requestId).not.toBeNull();
        else {
          expect(e.reason).toBe("redeem");
          expect(e.rewardId).not.toBeNull();
          expect(
            vouchers.some((v) => v.idempotencyKey === e.idempotencyKey && v.rewardId === e.rewardId),
          ).toBe(true);
        }
      }
      expect(vouchers).toHaveLength(entries.filter((e) => e.reason === "redeem").length);
    }),
    { numRuns: 15 },
  );
}, 240_000);
