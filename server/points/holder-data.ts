import { asc, eq } from "drizzle-orm";
import type { AddressHolder } from "../auth/ownership.ts";
import type { Db } from "../db/client.ts";
import { pointsLedger, rewardVouchers } from "../db/points-schema.ts";

/**
 * The points' part of a person's data rights (decision 027): every move of the account's points
 * and the vouchers it redeemed, as the export shows them. They go with the account (on delete
 * cascade). The privacy service composes this.
 */
export async function pointsExportOf(db: Pick<Db, "select">, subject: AddressHolder): Promise<unknown> {
  const moves = await db
    .select({
      delta: pointsLedger.delta,
      reason: pointsLedger.reason,
      requestId: pointsLedger.requestId,
      rewardId: pointsLedger.rewardId,
      multiplier: pointsLedger.multiplier,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, subject.id))
    .orderBy(asc(pointsLedger.createdAt));
  const vouchers = await db
    .select({
      rewardId: rewardVouchers.rewardId,
      code: rewardVouchers.code,
      points: rewardVouchers.points,
      createdAt: rewardVouchers.createdAt,
    })
    .from(rewardVouchers)
    .where(eq(rewardVouchers.userId, subject.id))
    .orderBy(asc(rewardVouchers.createdAt));
  return { moves, vouchers };
}
