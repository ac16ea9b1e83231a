import { type ConsumerProduct, usd } from "#app/data/plans.ts";

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
