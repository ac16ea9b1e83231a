import express, { type NextFunction, type Request, type Response, Router } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { AuthService } from "../auth/service.ts";
import { bearerToken } from "../auth/tokens.ts";
import { checkoutChoice, type PaymentsService } from "../payments/service.ts";
import { RequestError, requestText, safeError } from "../requests/words.ts";

/**
 * Payments (docs/decisions/024-credits-and-payments.md):
 *   POST /api/stripe/webhook      Stripe's events: raw body, signature checked, each event once
 *   POST /api/credits/checkout    {pack: 5|25|50} or {subscription: true} -> {url} of Stripe Checkout
 *   GET  /api/credits/checkout/:id the owner's own checkout session: open until its signed webhook
 *                                  landed, then completed (404 for an unknown or another's session)
 *   GET  /api/credits/store        whether purchases are offered here, and the owner's subscription
 *   POST /api/credits/portal       {returnTo?: "/app/profile"} -> {url} of Stripe's customer portal
 * Without the Stripe settings both answer 503, the checkout with "Purchases are not available
 * here" in the caller's language.
 */
export function paymentsRouter(options: {
  payments: PaymentsService | null;
  accounts: AuthService;
  siteUrl: string;
}): Router {
  const { payments, accounts, siteUrl } = options;
  const router = Router();
  const languageOf = (req: Request) => languageOfAcceptLanguage(req.get("accept-language"));

  router.post("/stripe/webhook", express.raw({ type: () => true, limit: "512kb" }), (req, res, next) => {
    res.set("Cache-Control", "no-store");
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
    payments.receive(body, signature).then(
      (result) => res.json({ received: true, applied: result.applied }),
      (error: unknown) => {
        if ((error as { type?: string }).type === "StripeSignatureVerificationError") {
          res.status(400).json({ received: false, error: "bad signature" });
          return;
        }
        next(error);
      },
    );
  });

  async function signedIn(req: Request): Promise<{ id: string; email: string }> {
    try {
      const session = await accounts.session(bearerToken(req.get("authorization")));
      return { id: session.user.id, email: session.user.email };
    } catch (error) {
      if ((error as { name?: string }).name === "AccountError")
        throw new RequestError(
          401,
          "signInRequired",
          { field: "Authorization" },
          {},
          { "WWW-Authenticate": "Bearer" },
        );
      throw error;
    }
  }

  router.get("/credits/store", (req, res, next) => {
    res.set("Cache-Control", "no-store");
    (async () => {
      const owner = await signedIn(req);
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
    })().catch(next);
  });

  router.get("/credits/checkout/:session", (req, res, next) => {
    res.set("Cache-Control", "no-store");
    (async () => {
      const owner = await signedIn(req);
      const id = String(req.params.session);
      const state =
        payments && /^[A-Za-z0-9_]{1,255}$/.test(id) ? await payments.checkoutState(owner.id, id) : null;
      if (!state) throw new RequestError(404, "checkoutUnknown", null);
      res.json({ status: "success", message: "", data: { checkout: state } });
    })().catch(next);
  });

  router.all("/credits/portal", express.json({ limit: "4kb" }), (req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.set("Allow", "POST");
      return next(new RequestError(405, "methodNotAllowed", null));
    }
    (async () => {
      const owner = await signedIn(req);
      if (!payments) throw new RequestError(503, "paymentsUnavailable", null);
      const url = await payments.portal(owner.id, `${siteUrl}/app/profile`);
      if (!url) throw new RequestError(404, "portalUnavailable", null);
      res.json({ status: "success", message: "", data: { url } });
    })().catch(next);
  });

  router.all("/credits/checkout", express.json({ limit: "4kb" }), (req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.set("Allow", "POST");
      return next(new RequestError(405, "methodNotAllowed", null));
    }
    (async () => {
      const owner = await signedIn(req);
      if (!payments) throw new RequestError(503, "paymentsUnavailable", null);
      const choice = checkoutChoice(req.body);
      if (!choice || ("subscription" in choice && !payments.settings.subscriptionPrice))
        throw new RequestError(400, "packUnknown", { field: "pack" });
      const url = await payments.checkout(owner, choice, siteUrl, languageOf(req));
      res.json({
        status: "success",
        message: requestText(languageOf(req), "checkoutStarted"),
        data: { url },
      });
    })().catch(next);
  });

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    res.set("Cache-Control", "no-store");
    let known = error instanceof RequestError ? error : null;
    const type = (error as { type?: string }).type;
    if (!known && type === "entity.parse.failed") known = new RequestError(400, "badJson", { field: "body" });
    if (!known && type === "entity.too.large") known = new RequestError(413, "tooLarge", { field: "body" });
    if (!known) {
      (req as { log?: { error: (e: unknown, m: string) => void } }).log?.error(
        { err: safeError(error) },
        "payments API failed",
      );
      res
        .set("Retry-After", "30")
        .status(503)
        .json({ status: "error", message: requestText(languageOf(req), "unexpected") });
      return;
    }
    res.set(known.headers);
    res.status(known.status).json({
      status: "error",
      message: requestText(languageOf(req), known.word, known.values),
      ...(known.errors ? { errors: known.errors } : {}),
    });
  });
  return router;
}
