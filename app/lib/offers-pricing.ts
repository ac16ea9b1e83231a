import { type ConsumerProduct, usd } from "#app/content/plans.ts";

/** The price line of a consumer product: "$9.99 per month" for a subscription, else its price as given. */
export function productPrice(product: ConsumerProduct): string {
  if (product.period && product.amount !== null) return `${usd(product.amount)} per ${product.period}`;
  return product.price;
}

/** The Vault Subscription's price line. */
export const vaultPrice = productPrice;

/** "+$49 per month": the API add-on's price line. */
export function addOnPrice(monthly: number): string {
  return `+${usd(monthly)} per month`;
}

/**
 * A price per authentication with cents always shown ("$7.50", "$5.00"), as the prepaid credits are
 * quoted. `usd()` drops the cents of whole amounts ("$5"), which suits the plan prices but not these.
 */
export function perAuthenticationPrice(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
