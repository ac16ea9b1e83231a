/**
 * Two server processes on one PostgreSQL receive the same Stripe event at the same moment: the
 * event's id in stripe_events, written in the transaction that applies it, lets one of them apply it
 * (docs/decisions/024-credits-and-payments.md). Each "process" is a database pool and a payments
 * service of its own, as two processes would have.
 */

import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { creditLedger, users } from "#server/db/schema.ts";
import { createPaymentsService } from "#server/payments/service.ts";
import { paymentSettings, stripeClient } from "#server/payments/settings.ts";
import { balanceOf } from "#server/requests/ledger.ts";
import { type Postgres, startPostgres } from "./harness.ts";

let pg: Postgres;
let dir: string;
const databases: Database[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  dir = await mkdtemp(path.join(tmpdir(), "payments-pg-"));
  for (let i = 0; i < 2; i++) databases.push(await openDatabase({ databaseUrl: pg.url, dataDir: dir }));
}, 120_000);

afterAll(async () => {
  for (const d of databases) await d.close();
  pg?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it("the same event delivered to two processes at once adds the credits once", async () => {
  const settings = paymentSettings({
    STRIPE_SECRET_KEY: "sk_test_site",
    STRIPE_WEBHOOK_SECRET: "whsec_site",
    STRIPE_PACK_PRICES: "5:price_pack5,25:price_pack25,50:price_pack50",
    STRIPE_SUBSCRIPTION_PRICE: null,
    STRIPE_API_BASE: "http://127.0.0.1:9",
  });
  if (!settings) throw new Error("settings");
  const services = databases.map((d) =>
    createPaymentsService({ db: d.db, stripe: stripeClient(settings), settings }),
  );
  const [first, second] = databases;
  if (!first || !second) throw new Error("databases");
  const [user] = await first.db
    .insert(users)
    .values({
      email: `race-${randomUUID()}@example.test`,
      passwordHash: "x",
      name: "Race",
    } as typeof users.$inferInsert)
    .returning({ id: users.id });
  if (!user) throw new Error("user");
  for (let round = 0; round < 5; round++) {
    const event = {
      id: `evt_race_${round}`,
      type: "checkout.session.completed",
      created: 1,
      data: {
        object: {
          mode: "payment",
          payment_status: "paid",
          client_reference_id: user.id,
          metadata: { userId: user.id, credits: "25" },
          payment_intent: `pi_race_${round}`,
        },
      },
    } as unknown as Stripe.Event;
    const applied = await Promise.all(services.map((s) => s.apply(event)));
    expect(applied.filter(Boolean)).toHaveLength(1);
  }
  const entries = await second.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
  expect(entries).toHaveLength(5);
  expect(await balanceOf(second.db, user.id)).toBe(125);
});
