import Stripe from "stripe";
import { type CreditPackSize, isCreditPackSize } from "#app/data/credit-packs.ts";

/** What purchases need; null when any of it is missing (purchases are then off). */
export interface PaymentSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price id of each pack offered. */
  packPrices: Map<CreditPackSize, string>;
  subscriptionPrice: string | null;
  /** Another API host (tests' stand-in): protocol, host and port. */
  apiBase: string | null;
}

export interface PaymentEnv {
  STRIPE_SECRET_KEY: string | null;
  STRIPE_WEBHOOK_SECRET: string | null;
  STRIPE_PACK_PRICES: string | null;
  STRIPE_SUBSCRIPTION_PRICE: string | null;
  STRIPE_API_BASE: string | null;
}

/** "5:price_a,25:price_b" -> pack sizes to price ids; unknown sizes are refused at start. */
export function parsePackPrices(text: string): Map<CreditPackSize, string> {
  const prices = new Map<CreditPackSize, string>();
  for (const pair of text.split(",")) {
    const [size, id] = pair.split(":").map((p) => p.trim());
    const credits = Number(size);
    if (!isCreditPackSize(credits) || !id)
      throw new Error(
        `STRIPE_PACK_PRICES: "${pair.trim()}" is not <pack credits>:<price id> of a known pack`,
      );
    prices.set(credits, id);
  }
  return prices;
}

export function paymentSettings(env: PaymentEnv): PaymentSettings | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PACK_PRICES) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    packPrices: parsePackPrices(env.STRIPE_PACK_PRICES),
    subscriptionPrice: env.STRIPE_SUBSCRIPTION_PRICE,
    apiBase: env.STRIPE_API_BASE,
  };
}

/** The official SDK, pointed at STRIPE_API_BASE when it is set. */
export function stripeClient(settings: PaymentSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}
