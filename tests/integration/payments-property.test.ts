/**
 * A property over random sequences of Stripe events (purchases, the same events again, refunds and
 * disputes, in any order) applied to the payments service on an embedded database: every ledger
 * entry has its cause (a purchase its completed checkout, a reversal its purchase), and the balance
 * (the sum of the ledger) is the credits of the payments completed and never refunded or disputed.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { creditLedger, users } from "#server/db/schema.ts";
import { createPaymentsService, type PaymentsService } from "#server/payments/service.ts";
import { paymentSettings, stripeClient } from "#server/payments/settings.ts";
import { balanceOf } from "#server/requests/ledger.ts";

let database: Database;
let dir: string;
let payments: PaymentsService;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "payments-prop-"));
  database = await openDatabase({ databaseUrl: null, dataDir: dir });
  const settings = paymentSettings({
    STRIPE_SECRET_KEY: "sk_test_site",
    STRIPE_WEBHOOK_SECRET: "whsec_site",
    STRIPE_PACK_PRICES: "5:price_pack5,25:price_pack25,50:price_pack50",
    STRIPE_SUBSCRIPTION_PRICE: null,
    STRIPE_API_BASE: "http://127.0.0.1:9",
  });
  if (!settings) throw new Error("settings");
  payments = createPaymentsService({ db: database.db, stripe: stripeClient(settings), settings });
});

afterAll(async () => {
  await database?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const step = fc.record({
  payment: fc.integer({ min: 0, max: 3 }),
  kind: fc.constantFrom("completed", "refunded", "disputed", "again"),
});
const packs = fc.array(fc.constantFrom(5, 25, 50), { minLength: 4, maxLength: 4 });

it("balance = sum of the ledger = credits of payments completed and never reversed; no entry without its cause", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), packs, async (steps, sizes) => {
      const [user] = await database.db
        .insert(users)
        .values({ email: `p-${randomUUID()}@example.test`, passwordHash: "x", name: "P" })
        .returning({ id: users.id });
      if (!user) throw new Error("user");
      const run = randomUUID().slice(0, 8);
      const sent: Stripe.Event[] = [];
      const completed = new Set<number>();
      const reversed = new Set<number>();
      let n = 0;
      for (const s of steps) {
        const pi = `pi_${run}_${s.payment}`;
        let event: Stripe.Event;
        if (s.kind === "again") {
          const earlier = sent[s.payment % Math.max(sent.length, 1)];
          if (!earlier) continue;
          event = earlier;
        } else {
          n += 1;
          const object =
            s.kind === "completed"
              ? {
                  mode: "payment",
                  payment_status: "paid",
                  client_reference_id: user.id,
                  metadata: { userId: user.id, credits: String(sizes[s.payment]) },
                  payment_intent: pi,
                }
              : { payment_intent: pi };
          const type =
            s.kind === "completed"
              ? "checkout.session.completed"
              : s.kind === "refunded"
                ? "charge.refunded"
                : "charge.dispute.created";
          event = { id: `evt_${run}_${n}`, type, created: n, data: { object } } as unknown as Stripe.Event;
          sent.push(event);
          if (s.kind === "completed") completed.add(s.payment);
          else reversed.add(s.payment);
        }
        await payments.apply(event);
      }
      const entries = await database.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
      const sum = entries.reduce((total, e) => total + e.delta, 0);
      expect(await balanceOf(database.db, user.id)).toBe(sum);
      let expected = 0;
      for (const p of completed) if (!reversed.has(p)) expected += sizes[p] ?? 0;
      expect(sum).toBe(expected);
      for (const e of entries) {
        const pi = e.idempotencyKey.split(":")[1] ?? "";
        const payment = Number(pi.split("_").at(-1));
        if (e.reason === "purchase") expect(completed.has(payment)).toBe(true);
        if (e.reason === "reversal") {
          expect(entries.some((p) => p.idempotencyKey === `purchase:${pi}`)).toBe(true);
          expect(reversed.has(payment)).toBe(true);
        }
      }
    }),
    { numRuns: 40 },
  );
});
