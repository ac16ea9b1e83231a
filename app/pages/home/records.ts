import { type HotelOffer, homeHotelOffersIn } from "#app/data/hotel-offers.ts";
import { type ConsumerProduct, consumerProductsIn, usd } from "#app/data/products.ts";
import type { Language } from "#app/i18n/languages.ts";
import type { HomeCopy } from "./copy/index.ts";

/** The hotel offers and consumer products of the home page, worded in one language. */
export interface HomeRecords {
  language: Language;
  hotels: HotelOffer[];
  products: ConsumerProduct[];
}

/**
 * Built by the loader for the page's own language, so the builders stay out of the page's
 * script; the browser imports this module only when the visitor switches language.
 */
export function homeRecordsIn(copy: HomeCopy, language: Language): HomeRecords {
  return {
    language,
    hotels: homeHotelOffersIn(copy.hotels, language),
    products: consumerProductsIn(copy.pricing, language, { amount: usd }),
  };
}
