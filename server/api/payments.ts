import express, { Router } from "express";
import type { AuthService } from "../auth/service.ts";
import { checkoutChoice, type PaymentsService } from "../payments/service.ts";
import { RequestError, requestText } from "../requests/words.ts";
import { declareRoutes, type Route } from "./handler.ts";
import { languageOf, ownerApiErrors, ownerOf, signedInOwner } from "./owner-prelude.ts";

/**
 * Payments (docs/decisions/024-credits-and-payments.md):
 *   POST /api/stripe/webhook      Stripe's events: raw body, signature checked, each event once
 *   POST /api/credits/checkout    {pack: 5|25|50} or {subscription: true} -> {url} of Stripe Checkout
 *   GET  /api/credits/checkout/:id the owner's own checkout session: open until its signed webhook
 *                                  landed, then completed (404 for an unknown or another's session)
 *   GET  /api/credits/store        whether purchases are offered here, and the owner's subscription
 *   POST /api/credits/portal       {returnTo?: "/app/profile"} -> {url} of Stripe's customer portal
 * Without the Stripe settings both answer 503, the checkout with "Purchases are not available
 * here" in the caller's language. Every address once below (docs/decisions/012-server-runtime.md):
 * another method is a 405 with Allow; the owner is signed in before a body is read; the two POST
 * bodies are JSON only (415 otherwise), at most 4 KB.
 */
export function paymentsRouter(options: {
  payments: PaymentsService | null;
  accounts: AuthService;
  siteUrl: string;
}): Router {
  const { payments, accounts, siteUrl } = options;

  const routes: Route[] = [
    {
      method: "post",
      path: "/stripe/webhook",
      // Stripe signs the bytes it sent: read raw, whatever the content type, and no session.
      guards: [],
      body: [express.raw({ type: () => true, limit: "512kb" })],
      run: async (req, res) => {
        if (!payments) {
          res.status(503).json({ received: false });
          return;
        }
        const signature = req.get("stripe-signature");
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (!signature) {
          res.status(400).json({ received: false, error: "missing signature" });
          return;
        }
        try {
          const result = await payments.receive(body, signature);
          res.json({ received: true, applied: result.applied });
        } catch (error) {
          if ((error as { type?: string }).type !== "StripeSignatureVerificationError") throw error;
          res.status(400).json({ received: false, error: "bad signature" });
        }
      },
    },
    {
      method: "get",
      path: "/credits/store",
      run: async (req, res) => {
        const owner = ownerOf(res);
        const subscription = payments ? await payments.subscription(owner.id) : null;
        res.json({
          status: "success",
          message: payments ? "" : requestText(languageOf(req), "paymentsUnavailable"),
          data: {
            purchases: payments !== null,
            packs: payments ? [...payments.settings.packPrices.keys()].sort((a, b) => a - b) : [],
            subscriptionOffered: Boolean(payments?.settings.subscriptionPrice),
            subscription: subscription
              ? {
                  status: subscription.status,
                  benefits: subscription.benefits,
                  currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
                  cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
                  paymentFailedAt: subscription.paymentFailedAt?.toISOString() ?? null,
                  manageable: subscription.stripeCustomerId !== null,
                }
              : null,
          },
        });
      },
    },
    {
      method: "get",
      path: "/credits/checkout/:session",
      run: async (req, res) => {
        const id = String(req.params.session);
        const state =
          payments && /^[A-Za-z0-9_]{1,255}$/.test(id)
            ? await payments.checkoutState(ownerOf(res).id, id)
            : null;
        if (!state) throw new RequestError(404, "checkoutUnknown", null);
        res.json({ status: "success", message: "", data: { checkout: state } });
      },
    },
    {
      method: "post",
      path: "/credits/portal",
      body: true,
      run: async (_req, res) => {
        if (!payments) throw new RequestError(503, "paymentsUnavailable", null);
        const url = await payments.portal(ownerOf(res).id, `${siteUrl}/app/profile`);
        if (!url) throw new RequestError(404, "portalUnavailable", null);
        res.json({ status: "success", message: "", data: { url } });
      },
    },
    {
      method: "post",
      path: "/credits/checkout",
      body: true,
      run: async (req, res) => {
        if (!payments) throw new RequestError(503, "paymentsUnavailable", null);
        const choice = checkoutChoice(req.body);
        if (!choice || ("subscription" in choice && !payments.settings.subscriptionPrice))
          throw new RequestError(400, "packUnknown", { field: "pack" });
        const url = await payments.checkout(ownerOf(res), choice, siteUrl, languageOf(req));
        res.json({
          status: "success",
          message: requestText(languageOf(req), "checkoutStarted"),
          data: { url },
        });
      },
    },
  ];

  return declareRoutes(Router(), routes, {
    notAllowed: () => new RequestError(405, "methodNotAllowed", null),
    guards: [signedInOwner(accounts)],
    jsonLimit: "4kb",
    errors: ownerApiErrors("payments API failed"),
  });
}
