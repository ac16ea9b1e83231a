import { ltrIn } from "#app/data/products.ts";
import { formatUsdIn } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";

/**
 * How the pricing page words the API add-on ("+{price} per month"). A product's own price line
 * ("$9.99 per month") is worded once, by the products' copy, wherever it appears.
 */
export interface PriceWording {
  addOn: string;
}

/** "+$49 per month": the API add-on's price line. */
export function addOnPrice(monthly: number, wording: PriceWording, language: Language): string {
  return formatMessage(language, wording.addOn, { price: ltrIn(language, formatUsdIn(language, monthly)) });
}
