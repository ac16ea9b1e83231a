/**
 * Credits and payments through Stripe (docs/decisions/024-credits-and-payments.md), over real HTTP:
 * the accounts, requests and payments routers in this process on an embedded database, the
 * official SDK pointed at the local Stripe stand-in (tests/support/stripe-stand-in.ts), whose
 * hosted page's Pay button sends signed webhook events back to the site.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthNames } from "#app/i18n/dates.ts";
import { authRouter } from "#server/api/auth.ts";
import { paymentsRouter } from "#server/api/payments.ts";
import { requestsRouter } from "#server/api/requests.ts";
import { createAuthService } from "#server/auth/service.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { creditLedger, stripeEvents } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createMailTransport } from "#server/mail/transport.ts";
import { OutboxWorker } from "#server/mail/worker.ts";
import { createPaymentsService, type PaymentsService } from "#server/payments/service.ts";
import { paymentSettings, stripeClient } from "#server/payments/settings.ts";
import { isSubscribed } from "#server/payments/subscriptions.ts";
import { createRequestsService } from "#server/requests/service.ts";
import { StripeStandIn } from "../support/stripe-stand-in.ts";
import { readRawMail } from "./auth-mail.ts";
import { TestSmtp } from "./harness.ts";
import { call, register } from "./requests-fixture.ts";

interface PaySite {
  api: string;
  database: Database;
  smtp: TestSmtp;
  close: () => Promise<void>;
}

async function startSite(standIn: StripeStandIn | null): Promise<PaySite> {
  const dir = await mkdtemp(path.join(tmpdir(), "payments-"));
  const database = await openDatabase({ databaseUrl: null, dataDir: dir });
  const siteUrl = "https://collect.test";
  const smtp = await TestSmtp.start();
  const transport = createMailTransport(smtp.url, dir);
  const outbox = new OutboxWorker({
    db: database.db,
    transport,
    from: "Collect <no-reply@collect.test>",
    logger: createLogger("silent"),
    pollMs: 100,
    retryBaseMs: 100,
    maxAttempts: 5,
  });
  const accounts = createAuthService({
    db: database.db,
    maxRegistrationsPerAddress: 10_000,
    mail: { siteUrl, brand: "Collect", onQueued: () => {} },
  });
  const requests = createRequestsService({ db: database.db, brand: "Collect", siteUrl, onQueued: () => {} });
  const settings = standIn
    ? paymentSettings({
        STRIPE_SECRET_KEY: "sk_test_site",
        STRIPE_WEBHOOK_SECRET: standIn.secret,
        STRIPE_PACK_PRICES: "5:price_pack5,25:price_pack25,50:price_pack50",
        STRIPE_SUBSCRIPTION_PRICE: "price_vault",
        STRIPE_API_BASE: standIn.base,
      })
    : null;
  const payments: PaymentsService | null = settings
    ? createPaymentsService({
        db: database.db,
        stripe: stripeClient(settings),
        settings,
        mail: { brand: "Collect", siteUrl, onQueued: () => outbox.nudge() },
      })
    : null;
  const app = express();
  app.use("/api/auth", authRouter(accounts));
  app.use("/api", paymentsRouter({ payments, accounts, siteUrl }));
  app.use("/api", requestsRouter({ requests, accounts }));
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  if (standIn) standIn.webhookUrl = `${api}/stripe/webhook`;
  outbox.start();
  return {
    api,
    database,
    smtp,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await outbox.stop();
      transport.close();
      await smtp.down();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const balance = async (api: string, token: string) =>
  (await call(`${api}/credits`, "GET", undefined, { token })).json.data.balance as number;

/** Starts a checkout and presses the stand-in page's Pay button (a real form post); the redirect. */
async function buy(api: string, token: string, body: unknown, language = "en") {
  const started = await call(`${api}/credits/checkout`, "POST", body, { token, language });
  expect(started.status).toBe(200);
  const url = started.json.data.url as string;
  const page = await fetch(url);
  expect(await page.text()).toContain('<button type="submit">Pay</button>');
  const paid = await fetch(url, { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(303);
  return paid.headers.get("location") ?? "";
}

/** A Stripe time as the French receipts write its day (the month names: app/i18n/dates.ts, pinned against Intl). */
function frenchDay(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getUTCDate()} ${monthNames.fr[d.getUTCMonth()]} ${d.getUTCFullYear()} (UTC)`;
}

/** The receipts delivered to `email`, waiting (bounded) until `count` arrived. */
async function receiptsTo(site: PaySite, email: string, count: number) {
  const read = () =>
    site.smtp.received
      .filter((m) => m.to.includes(email))
      .map((m) => readRawMail(m.raw, m.to))
      .filter((m) => /reçu|receipt|ricevuta|إيصال/i.test(m.subject));
  for (let i = 0; i < 100 && read().length < count; i++) await new Promise((r) => setTimeout(r, 50));
  // A little longer, so that a second copy would have arrived too.
  await new Promise((r) => setTimeout(r, 300));
  return read();
}

describe("payments through the Stripe stand-in", () => {
  let standIn: StripeStandIn;
  let site: PaySite;
  beforeAll(async () => {
    standIn = await StripeStandIn.start();
    site = await startSite(standIn);
  });
  afterAll(async () => {
    await site?.close();
    await standIn?.close();
  });

  it("a pack bought through Checkout adds its credits once the webhook lands, and a refund takes them back", async () => {
    const owner = await register(site.api, "buyer@example.test");
    const before = await balance(site.api, owner.token);
    const location = await buy(site.api, owner.token, { pack: 25 });
    expect(location).toMatch(/^https:\/\/collect\.test\/app\/buy-credits\/success\?session=cs_test_/);
    expect(await balance(site.api, owner.token)).toBe(before + 25);

    const completed = standIn.sent.at(-1);
    expect(completed?.type).toBe("checkout.session.completed");
    const paymentIntent = completed?.data.object.payment_intent as string;
    await standIn.refund(paymentIntent);
    expect(await balance(site.api, owner.token)).toBe(before);
    const reasons = (
      await call(`${site.api}/credits`, "GET", undefined, { token: owner.token })
    ).json.data.entries.map((e: { reason: string; delta: number }) => `${e.reason} ${e.delta}`);
    expect(reasons.slice(0, 2)).toEqual(["reversal -25", "purchase 25"]);
  });

  it("the same event twice, and a refund sent again, change the balance once", async () => {
    const owner = await register(site.api, "twice@example.test");
    const before = await balance(site.api, owner.token);
    await buy(site.api, owner.token, { pack: 5 });
    const completed = standIn.sent.at(-1);
    if (!completed) throw new Error("no event");
    expect(await standIn.deliver(completed)).toBe(200);
    expect(await balance(site.api, owner.token)).toBe(before + 5);
    // The same refund as two events (Stripe may send a dispute after a refund of one payment).
    await standIn.refund(completed.data.object.payment_intent as string);
    await standIn.dispute(completed.data.object.payment_intent as string);
    expect(await balance(site.api, owner.token)).toBe(before);
  });

  it("a refund landing before its purchase leaves the balance where it was", async () => {
    const owner = await register(site.api, "order@example.test");
    const before = await balance(site.api, owner.token);
    const started = await call(`${site.api}/credits/checkout`, "POST", { pack: 50 }, { token: owner.token });
    const sessionId = new URL(started.json.data.url).pathname.split("/").at(-1) ?? "";
    // The stand-in pays, then the events are delivered again in the other order to a fresh check.
    await standIn.pay(sessionId);
    const completed = standIn.sent.at(-1);
    if (!completed) throw new Error("no event");
    await site.database.db.delete(stripeEvents).where(eq(stripeEvents.id, completed.id));
    await site.database.db
      .delete(creditLedger)
      .where(eq(creditLedger.idempotencyKey, `purchase:${completed.data.object.payment_intent}`));
    await standIn.refund(completed.data.object.payment_intent as string);
    await standIn.deliver(completed);
    expect(await balance(site.api, owner.token)).toBe(before);
  });

  it("a bad signature is a 400 and changes nothing", async () => {
    const owner = await register(site.api, "forged@example.test");
    const before = await balance(site.api, owner.token);
    const status = await standIn.deliver(
      {
        id: "evt_forged",
        type: "checkout.session.completed",
        created: 1,
        data: {
          object: {
            mode: "payment",
            payment_status: "paid",
            client_reference_id: owner.id,
            metadata: { userId: owner.id, credits: "50" },
            payment_intent: "pi_forged",
          },
        },
      },
      "whsec_not_the_site_secret",
    );
    expect(status).toBe(400);
    expect(await balance(site.api, owner.token)).toBe(before);
    const [seen] = await site.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, "evt_forged"));
    expect(seen).toBeUndefined();
  });

  it("the Vault Subscription adds 20 credits per paid month and ends at its period's end once cancelled", async () => {
    const owner = await register(site.api, "vault@example.test");
    const before = await balance(site.api, owner.token);
    await buy(site.api, owner.token, { subscription: true });
    expect(await balance(site.api, owner.token)).toBe(before + 20);
    expect(await isSubscribed(site.database.db, owner.id)).toBe(true);

    const first = standIn.sent.at(-1);
    if (!first) throw new Error("no event");
    const details = (first.data.object.parent as { subscription_details: { subscription: string } })
      .subscription_details;
    const customer = first.data.object.customer as string;
    await standIn.invoicePaid(details.subscription, customer);
    expect(await balance(site.api, owner.token)).toBe(before + 40);

    const second = standIn.sent.at(-1);
    if (!second) throw new Error("no event");
    const periodEnd =
      (second.data.object.lines as { data: { period: { end: number } }[] }).data[0]?.period.end ?? 0;
    await standIn.subscriptionDeleted(details.subscription, customer, periodEnd);
    expect(await isSubscribed(site.database.db, owner.id, new Date((periodEnd - 60) * 1000))).toBe(true);
    expect(await isSubscribed(site.database.db, owner.id, new Date((periodEnd + 60) * 1000))).toBe(false);
    expect(await balance(site.api, owner.token)).toBe(before + 40);
  });

  it("mails a receipt for a pack in the owner's language (French), once, through the outbox", async () => {
    const owner = await register(site.api, "recu@example.test", "fr");
    await buy(site.api, owner.token, { pack: 25 }, "fr");
    const completed = standIn.sent.at(-1);
    if (!completed) throw new Error("no event");
    await standIn.deliver(completed);
    const receipts = await receiptsTo(site, owner.email, 1);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe("Votre reçu Collect");
    expect(receipt?.text).toContain(
      `Merci pour votre achat du ${frenchDay(completed.created)}\u202f: 25 crédits pour 25\u00a0$US. Ils sont déjà dans votre solde.`,
    );
    expect(receipt?.text).toContain(
      `Référence du paiement\u202f: ${completed.data.object.payment_intent as string}`,
    );
  });

  it("mails a receipt for each paid month of the subscription", async () => {
    const owner = await register(site.api, "monthly@example.test", "it");
    await buy(site.api, owner.token, { subscription: true }, "it");
    const first = standIn.sent.at(-1);
    if (!first) throw new Error("no event");
    const details = (first.data.object.parent as { subscription_details: { subscription: string } })
      .subscription_details;
    await standIn.invoicePaid(details.subscription, first.data.object.customer as string);
    const receipts = await receiptsTo(site, owner.email, 2);
    expect(receipts.map((r) => r.subject)).toEqual([
      "La vostra ricevuta Collect",
      "La vostra ricevuta Collect",
    ]);
    expect(receipts[1]?.text).toContain("e 20 crediti sono stati aggiunti al vostro saldo.");
  });

  it("the checkout's state is the webhook's word, and only its owner may read it", async () => {
    const owner = await register(site.api, "state@example.test");
    const other = await register(site.api, "stranger@example.test");
    const started = await call(`${site.api}/credits/checkout`, "POST", { pack: 5 }, { token: owner.token });
    const sessionId = new URL(started.json.data.url).pathname.split("/").at(-1) ?? "";
    const state = () =>
      call(`${site.api}/credits/checkout/${sessionId}`, "GET", undefined, { token: owner.token });
    expect((await state()).json.data.checkout).toEqual({
      id: sessionId,
      kind: "pack",
      credits: 5,
      status: "open",
    });
    await standIn.pay(sessionId);
    const done = await state();
    expect(done.status).toBe(200);
    expect(done.json.data.checkout.status).toBe("completed");

    const theirs = await call(`${site.api}/credits/checkout/${sessionId}`, "GET", undefined, {
      token: other.token,
      language: "fr",
    });
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe("Aucun de vos paiements ne porte cette référence.");
    expect(JSON.stringify(theirs.json)).not.toContain("credits");
    const unknown = await call(`${site.api}/credits/checkout/cs_test_nothing`, "GET", undefined, {
      token: owner.token,
    });
    expect(unknown.status).toBe(404);
    const anonymous = await call(`${site.api}/credits/checkout/${sessionId}`, "GET");
    expect(anonymous.status).toBe(401);
  });

  it("the store says what is offered, and the portal opens only for an account with a subscription", async () => {
    const owner = await register(site.api, "portal@example.test");
    const store = await call(`${site.api}/credits/store`, "GET", undefined, { token: owner.token });
    expect(store.json.data).toEqual({
      purchases: true,
      packs: [5, 25, 50],
      subscriptionOffered: true,
      subscription: null,
    });
    const none = await call(`${site.api}/credits/portal`, "POST", {}, { token: owner.token, language: "it" });
    expect(none.status).toBe(404);
    expect(none.json.message).toBe("Questo account non ha ancora un abbonamento da gestire.");

    await buy(site.api, owner.token, { subscription: true });
    const after = await call(`${site.api}/credits/store`, "GET", undefined, { token: owner.token });
    expect(after.json.data.subscription).toMatchObject({
      status: "active",
      benefits: true,
      cancelAtPeriodEnd: false,
      paymentFailedAt: null,
      manageable: true,
    });
    const portal = await call(`${site.api}/credits/portal`, "POST", {}, { token: owner.token });
    expect(portal.status).toBe(200);
    const page = await fetch(portal.json.data.url);
    expect(await page.text()).toContain('<a href="https://collect.test/app/profile">Return</a>');
  });

  it("refuses a pack that is not offered", async () => {
    const owner = await register(site.api, "odd@example.test");
    const r = await call(
      `${site.api}/credits/checkout`,
      "POST",
      { pack: 7 },
      { token: owner.token, language: "fr" },
    );
    expect(r.status).toBe(400);
    expect(r.json.message).toBe("Choisissez l’un des packs de crédits proposés.");
  });
});

describe("without the Stripe settings", () => {
  let site: PaySite;
  beforeAll(async () => {
    site = await startSite(null);
  });
  afterAll(async () => site?.close());

  it("the checkout answers 503 with the plain sentence, in the caller's language", async () => {
    const owner = await register(site.api, "nostripe@example.test");
    const en = await call(`${site.api}/credits/checkout`, "POST", { pack: 5 }, { token: owner.token });
    expect(en.status).toBe(503);
    expect(en.json.message).toBe("Purchases are not available here. Ask us to add credits to your account.");
    const ar = await call(
      `${site.api}/credits/checkout`,
      "POST",
      { pack: 5 },
      { token: owner.token, language: "ar" },
    );
    expect(ar.json.message).toBe("الشراء غير متاح هنا. اطلب منا إضافة وحدات توثيق إلى حسابك.");
  });

  it("the store says purchases are not available, in the caller's language", async () => {
    const owner = await register(site.api, "nostore@example.test");
    const store = await call(`${site.api}/credits/store`, "GET", undefined, {
      token: owner.token,
      language: "it",
    });
    expect(store.status).toBe(200);
    expect(store.json.message).toBe(
      "Gli acquisti non sono disponibili qui. Chiedeteci di aggiungere crediti al vostro account.",
    );
    expect(store.json.data).toEqual({
      purchases: false,
      packs: [],
      subscriptionOffered: false,
      subscription: null,
    });
  });
});
