import { type ConsumerProduct, ltrIn } from "#app/data/products.ts";
import { formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";

/** How the pricing page words a price per month ("{price} per month") and the API add-on ("+{price} per month"). */
export interface PriceWording {
  perMonth: string;
  addOn: string;
}

/**
 * The price line of a consumer product: "$9.99 per month" for a subscription (the amount as the
 * language writes USD), else its price as given.
 */
export function productPrice(product: ConsumerProduct, wording: PriceWording, language: Language): string {
  if (product.period && product.amount !== null)
    return formatMessage(language, wording.perMonth, {
      price: ltrIn(language, formatUsdIn(language, product.amount)),
    });
  return product.price;
}

/** "+$49 per month": the API add-on's price line. */
export function addOnPrice(monthly: number, wording: PriceWording, language: Language): string {
  return formatMessage(language, wording.addOn, { price: ltrIn(language, formatUsdIn(language, monthly)) });
}
