/**
 * A local stand-in for the few Stripe endpoints this site calls, for tests only: the SDK, pointed at
 * it through STRIPE_API_BASE, creates Checkout sessions here; its "hosted checkout page" has a Pay
 * button that sends the signed webhook events (signed with the SDK's generateTestHeaderString, as
 * Stripe signs them) to the site, then redirects to the session's success_url. Helpers send the
 * later events (renewals, cancellation, refunds, disputes), and any event again, as Stripe may.
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import Stripe from "stripe";

const sdk = new Stripe("sk_test_stand_in");
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

export interface StandInEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

interface Session {
  id: string;
  mode: "payment" | "subscription";
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription_metadata: Record<string, string>;
  price: string;
  paid: boolean;
}

export class StripeStandIn {
  readonly sessions = new Map<string, Session>();
  /** Customer portal sessions opened: the customer and where its page links back to. */
  readonly portals = new Map<string, { customer: string; returnUrl: string }>();
  /** Every event sent, in order. */
  readonly sent: StandInEvent[] = [];
  webhookUrl = "";
  /** Stripe times (seconds); periods start now so that a subscription bought here is current. */
  private clock = Math.floor(Date.now() / 1000);

  private readonly server: Server;
  readonly base: string;
  readonly secret: string;

  private constructor(server: Server, base: string, secret: string) {
    this.server = server;
    this.base = base;
    this.secret = secret;
  }

  /** On `port` (0: any free one) of 127.0.0.1. */
  static async start(secret = `whsec_${randomBytes(12).toString("hex")}`, port = 0): Promise<StripeStandIn> {
    const app = express();
    app.use(express.urlencoded({ extended: true }));
    app.get("/healthz", (_req, res) => void res.type("text").send("ok"));
    const server: Server = app.listen(port, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const standIn = new StripeStandIn(server, base, secret);
    standIn.routes(app);
    return standIn;
  }

  private routes(app: express.Express) {
    app.post("/v1/checkout/sessions", (req, res) => {
      const b = req.body as Record<string, unknown> & {
        line_items?: { price: string }[];
        metadata?: Record<string, string>;
        subscription_data?: { metadata?: Record<string, string> };
      };
      const session: Session = {
        id: newId("cs_test"),
        mode: b.mode === "subscription" ? "subscription" : "payment",
        success_url: String(b.success_url),
        cancel_url: String(b.cancel_url),
        client_reference_id: typeof b.client_reference_id === "string" ? b.client_reference_id : null,
        metadata: b.metadata ?? {},
        subscription_metadata: b.subscription_data?.metadata ?? {},
        price: b.line_items?.[0]?.price ?? "",
        paid: false,
      };
      this.sessions.set(session.id, session);
      res.json({
        id: session.id,
        object: "checkout.session",
        mode: session.mode,
        url: `${this.base}/pay/${session.id}`,
      });
    });
    // The customer portal: a session for a known customer, whose page links back to return_url.
    app.post("/v1/billing_portal/sessions", (req, res) => {
      const b = req.body as { customer?: string; return_url?: string };
      const id = newId("bps");
      this.portals.set(id, { customer: String(b.customer ?? ""), returnUrl: String(b.return_url ?? "") });
      res.json({
        id,
        object: "billing_portal.session",
        customer: b.customer,
        url: `${this.base}/portal/${id}`,
      });
    });
    app.get("/portal/:id", (req, res) => {
      const portal = this.portals.get(req.params.id);
      if (!portal) return void res.status(404).send("no such portal session");
      res
        .type("html")
        .send(
          `<!doctype html><html lang="en"><head><title>Stand-in customer portal</title></head><body><main><h1>Stand-in customer portal</h1><p>${portal.customer}</p><a href="${portal.returnUrl}">Return</a></main></body></html>`,
        );
    });
    app.get("/pay/:id", (req, res) => {
      const session = this.sessions.get(req.params.id);
      if (!session) return void res.status(404).send("no such session");
      res
        .type("html")
        .send(
          `<!doctype html><html lang="en"><head><title>Stand-in checkout</title></head><body><main><h1>Stand-in checkout</h1><p>${session.price}</p><form method="post"><button type="submit">Pay</button></form><p><a href="${session.cancel_url}">Cancel</a></p></main></body></html>`,
        );
    });
    app.post("/pay/:id", (req, res, next) => {
      this.pay(req.params.id)
        .then((url) => res.redirect(303, url))
        .catch(next);
    });
  }

  /** What the Pay button does: the events of a paid session, then the success URL. */
  async pay(sessionId: string): Promise<string> {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error("no such session");
    session.paid = true;
    if (session.mode === "payment") {
      await this.send("checkout.session.completed", {
        id: session.id,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        client_reference_id: session.client_reference_id,
        metadata: session.metadata,
        payment_intent: newId("pi"),
        customer: null,
        subscription: null,
      });
    } else {
      const subscription = newId("sub");
      const customer = newId("cus");
      await this.send("checkout.session.completed", {
        id: session.id,
        object: "checkout.session",
        mode: "subscription",
        payment_status: "paid",
        client_reference_id: session.client_reference_id,
        metadata: session.metadata,
        payment_intent: null,
        customer,
        subscription,
      });
      await this.invoicePaid(subscription, customer, session.subscription_metadata);
    }
    return session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
  }

  /** A paid period of a subscription (the first, or a renewal a month later). */
  async invoicePaid(subscription: string, customer: string, metadata: Record<string, string> = {}) {
    const start = this.clock;
    const end = start + 30 * 86400;
    this.clock = end;
    return this.send("invoice.paid", {
      id: newId("in"),
      object: "invoice",
      customer,
      parent: { type: "subscription_details", subscription_details: { subscription, metadata } },
      lines: { data: [{ period: { start, end } }] },
    });
  }

  async subscriptionDeleted(subscription: string, customer: string, periodEnd: number) {
    return this.send("customer.subscription.deleted", {
      id: subscription,
      object: "subscription",
      customer,
      status: "canceled",
      cancel_at_period_end: false,
      metadata: {},
      items: { data: [{ current_period_end: periodEnd }] },
    });
  }

  async refund(paymentIntent: string) {
    return this.send("charge.refunded", { id: newId("ch"), object: "charge", payment_intent: paymentIntent });
  }

  async dispute(paymentIntent: string) {
    return this.send("charge.dispute.created", {
      id: newId("dp"),
      object: "dispute",
      payment_intent: paymentIntent,
    });
  }

  /** Builds and sends a new event; its answer's status. */
  async send(type: string, object: Record<string, unknown>): Promise<number> {
    this.clock += 1;
    const event: StandInEvent = { id: newId("evt"), type, created: this.clock, data: { object } };
    this.sent.push(event);
    return this.deliver(event);
  }

  /** Delivers an event (again), signed with `secret` (the right one by default). */
  async deliver(event: StandInEvent, secret = this.secret): Promise<number> {
    const payload = JSON.stringify({ ...event, object: "event", api_version: "2025-01-01", livemode: false });
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(this.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
      body: payload,
    });
    await res.arrayBuffer();
    if (res.status !== 200 && secret === this.secret)
      throw new Error(`webhook ${type(event)}: ${res.status}`);
    return res.status;
  }

  async close() {
    this.server.closeAllConnections();
    this.server.close();
  }
}

const type = (e: StandInEvent) => e.type;
