/**
 * Points and rewards (docs/decisions/023-points-and-rewards.md). The points ledger is append-only:
 * the balance is the sum of an account's entries, and every entry carries its cause and a unique
 * idempotency key derived from it:
 *   authentication:<requestId>     + the authentication rule's points (x the subscription's multiplier),
 *                                    written inside the request's move to "verdict" (server/requests)
 *   transfer:<transferId>          + the transfer rule's points to the sender, written inside the
 *                                    transaction that accepts the transfer (server/certificates)
 *   redeem:<userId>:<client key>   - the reward's cost, with its voucher in the same transaction
 * A redemption holds the account's row (lockAccount) while it checks the balance and the limit
 * per member and writes: two tabs never spend the same points twice.
 */
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { hotelOfferRecords } from "#app/data/hotel-offers.ts";
import {
  earningRules,
  nextReward,
  pointsFor,
  rewardOf,
  rewards,
  subscriberMultiplier,
} from "#app/data/points.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { Db } from "../db/client.ts";
import { pointsLedger, rewardVouchers, users } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { visitorMail } from "../mail/visitor-mail.ts";
import { lockAccount, type Queryable, type Tx } from "../requests/ledger.ts";
import { PointsError, pointsText } from "./words.ts";

export interface PointsServiceOptions {
  db: Db;
  brand: string;
  siteUrl: string;
  onQueued?: () => void;
  /**
   * Whether the owner has the Vault Subscription now (server/payments' isSubscribed), asked through
   * the caller's transaction when there is one; default: never.
   */
  subscribed?: (q: Queryable, userId: string) => Promise<boolean>;
}

const keyPattern = /^[A-Za-z0-9_:.-]{8,200}$/;

/** A voucher code: 20 characters of an unambiguous alphabet (about 100 bits), in groups of five. */
export function voucherCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(20);
  let code = "";
  for (let i = 0; i < 20; i++) code += alphabet[(bytes[i] ?? 0) % alphabet.length];
  return code.match(/.{5}/g)?.join("-") ?? code;
}

export async function pointsBalance(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ balance: sql<string>`coalesce(sum(${pointsLedger.delta}), 0)` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.balance ?? 0);
}

export function createPointsService(options: PointsServiceOptions) {
  const { db } = options;
  const subscribed = options.subscribed ?? (async () => false);

  /** Points for an authentication whose verdict is final; once per request whatever calls it. */
  async function awardAuthentication(tx: Tx, request: { id: string; ownerId: string }): Promise<boolean> {
    const doubled = await subscribed(tx, request.ownerId);
    const rows = await tx
      .insert(pointsLedger)
      .values({
        userId: request.ownerId,
        delta: pointsFor("authentication", doubled),
        reason: "authentication",
        requestId: request.id,
        multiplier: doubled ? subscriberMultiplier : 1,
        idempotencyKey: `authentication:${request.id}`,
      })
      .onConflictDoNothing({ target: pointsLedger.idempotencyKey })
      .returning({ id: pointsLedger.id });
    return rows.length === 1;
  }

  /**
   * Points for a certificate's transfer, to the owner who handed it on, written inside the
   * transaction that accepts it; once per transfer (`transfer:<transferId>`) whatever calls it.
   */
  async function awardTransfer(tx: Tx, transfer: { id: string; fromUserId: string }): Promise<boolean> {
    const doubled = await subscribed(tx, transfer.fromUserId);
    const rows = await tx
      .insert(pointsLedger)
      .values({
        userId: transfer.fromUserId,
        delta: pointsFor("transfer", doubled),
        reason: "transfer",
        multiplier: doubled ? subscriberMultiplier : 1,
        idempotencyKey: `transfer:${transfer.id}`,
      })
      .onConflictDoNothing({ target: pointsLedger.idempotencyKey })
      .returning({ id: pointsLedger.id });
    return rows.length === 1;
  }

  function entryView(e: typeof pointsLedger.$inferSelect) {
    return {
      id: e.id,
      delta: e.delta,
      reason: e.reason,
      requestId: e.requestId,
      rewardId: e.rewardId,
      multiplier: e.multiplier,
      at: e.createdAt.toISOString(),
    };
  }

  async function entries(userId: string, page: number, pageSize: number) {
    const rows = await db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId));
    return { entries: rows.map(entryView), page, pageSize, total: Number(total?.n ?? 0) };
  }

  async function summary(userId: string) {
    const balance = await pointsBalance(db, userId);
    const next = nextReward(balance);
    return {
      balance,
      next: next ? { rewardId: next.reward.id, points: next.reward.points, needs: next.needs } : null,
      subscribed: await subscribed(db, userId),
      recent: (await entries(userId, 1, 5)).entries,
    };
  }

  function rules() {
    return { rules: earningRules, multiplier: subscriberMultiplier };
  }

  async function redeemedCount(q: Queryable, userId: string, rewardId: string): Promise<number> {
    const [row] = await q
      .select({ n: count() })
      .from(rewardVouchers)
      .where(and(eq(rewardVouchers.userId, userId), eq(rewardVouchers.rewardId, rewardId)));
    return Number(row?.n ?? 0);
  }

  function voucherView(v: typeof rewardVouchers.$inferSelect) {
    return { rewardId: v.rewardId, code: v.code, points: v.points, at: v.createdAt.toISOString() };
  }

  async function listRewards(userId: string) {
    const mine = await db.select().from(rewardVouchers).where(eq(rewardVouchers.userId, userId));
    return {
      rewards: rewards.map((r) => ({ ...r, redeemed: mine.filter((v) => v.rewardId === r.id).length })),
    };
  }

  async function reward(userId: string, id: string) {
    const found = rewardOf(id);
    if (!found) throw new PointsError(404, "rewardNotFound");
    const vouchers = await db
      .select()
      .from(rewardVouchers)
      .where(and(eq(rewardVouchers.userId, userId), eq(rewardVouchers.rewardId, id)))
      .orderBy(desc(rewardVouchers.createdAt));
    return {
      reward: found,
      balance: await pointsBalance(db, userId),
      vouchers: vouchers.map(voucherView),
    };
  }

  async function redeem(userId: string, id: string, clientKey: string | undefined, language: Language) {
    const found = rewardOf(id);
    if (!found) throw new PointsError(404, "rewardNotFound");
    if (!clientKey || !keyPattern.test(clientKey)) throw new PointsError(400, "idempotencyKeyInvalid");
    const key = `redeem:${userId}:${clientKey}`;
    let queued = false;
    const result = await db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const [earlier] = await tx.select().from(rewardVouchers).where(eq(rewardVouchers.idempotencyKey, key));
      if (earlier) {
        if (earlier.rewardId !== found.id) throw new PointsError(409, "idempotencyKeyInvalid");
        return { voucher: voucherView(earlier), balance: await pointsBalance(tx, userId), replayed: true };
      }
      const used = await redeemedCount(tx, userId, found.id);
      if (used >= found.limitPerMember)
        throw new PointsError(409, "limitReached", { limit: found.limitPerMember });
      const balance = await pointsBalance(tx, userId);
      if (balance < found.points)
        throw new PointsError(409, "notEnoughPoints", { cost: found.points, balance });
      await tx.insert(pointsLedger).values({
        userId,
        delta: -found.points,
        reason: "redeem",
        rewardId: found.id,
        idempotencyKey: key,
      });
      const [voucher] = await tx
        .insert(rewardVouchers)
        .values({
          userId,
          rewardId: found.id,
          code: voucherCode(),
          points: found.points,
          idempotencyKey: key,
        })
        .returning();
      if (!voucher) throw new Error("voucher insert returned nothing");
      const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (owner) {
        const hotel = hotelOfferRecords.find((h) => h.id === found.id)?.name ?? found.id;
        const mail = visitorMail({
          language,
          brand: options.brand,
          subject: pointsText(language, "mailVoucherSubject"),
          paragraphs: [
            pointsText(language, "mailVoucherBody", { points: found.points, hotel, code: voucher.code }),
          ],
          action: {
            label: pointsText(language, "mailButton"),
            url: `${options.siteUrl}/app/loyalty/reward/${found.id}`,
          },
          footer: pointsText(language, "mailFooter", { brand: options.brand }),
        });
        await enqueueMail(tx, {
          ...mail,
          replyTo: null,
          kind: "points:voucher",
          recordId: voucher.id,
          to: owner.email,
        });
        queued = true;
      }
      return { voucher: voucherView(voucher), balance: await pointsBalance(tx, userId), replayed: false };
    });
    if (queued) options.onQueued?.();
    return result;
  }

  return { awardAuthentication, awardTransfer, summary, entries, rules, listRewards, reward, redeem };
}

export type PointsService = ReturnType<typeof createPointsService>;
