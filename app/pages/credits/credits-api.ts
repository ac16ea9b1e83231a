/**
 * The credit screens' calls to the server (docs/decisions/024-credits-and-payments.md), signed in
 * with the session's bearer token, each inside the API's `{status, message, data}` envelope.
 */
import { apiClient } from "#app/lib/auth/api-client.ts";

interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

export interface SubscriptionView {
  status: string;
  /** Whether the monthly credits and the 2x points hold now. */
  benefits: boolean;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  paymentFailedAt: string | null;
  /** Stripe knows the customer: the portal can open. */
  manageable: boolean;
}

export interface Store {
  purchases: boolean;
  /** Pack sizes with a Stripe price here. */
  packs: number[];
  subscriptionOffered: boolean;
  subscription: SubscriptionView | null;
  /** The server's sentence when purchases are off, in the caller's language. */
  message: string;
}

export interface CheckoutState {
  id: string;
  kind: "pack" | "subscription";
  credits: number | null;
  status: "open" | "completed";
}

export const storeKey = ["credits", "store"] as const;
export const balanceKey = ["credits", "balance"] as const;
export const checkoutKey = (id: string) => ["credits", "checkout", id] as const;

export const creditsApi = {
  balance: () =>
    apiClient.get<Envelope<{ balance: number }>>("/credits").then((answer) => answer.data.balance),
  store: () =>
    apiClient
      .get<Envelope<Omit<Store, "message">>>("/credits/store")
      .then((answer): Store => ({ ...answer.data, message: answer.message })),
  checkout: (body: { pack: number } | { subscription: true }) =>
    apiClient.post<Envelope<{ url: string }>>("/credits/checkout", body).then((answer) => answer.data.url),
  checkoutState: (id: string) =>
    apiClient
      .get<Envelope<{ checkout: CheckoutState }>>(`/credits/checkout/${encodeURIComponent(id)}`)
      .then((answer) => answer.data.checkout),
  portal: () =>
    apiClient.post<Envelope<{ url: string }>>("/credits/portal", {}).then((answer) => answer.data.url),
};
