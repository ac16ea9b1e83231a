import { hotelsCopy, productsCopy } from "#app/data/copy/index.ts";
import { type HotelOffer, homeHotelOffersIn } from "#app/data/hotel-offers.ts";
import { type ConsumerProduct, consumerProductsIn } from "#app/data/products.ts";
import type { Language } from "#app/i18n/languages.ts";

/** The hotel offers and consumer products of the home page, worded in one language. */
export interface HomeRecords {
  language: Language;
  hotels: HotelOffer[];
  products: ConsumerProduct[];
}

/**
 * Built by the loader for the page's own language from the shared words of hotels and products
 * (app/data/copy), so the builders and those words stay out of the page's script; the browser
 * imports this module only when the visitor switches language. Prices are written in the
 * language's form ("5 $US" in French), as on the pricing page.
 */
export async function homeRecordsIn(language: Language): Promise<HomeRecords> {
  const [hotels, products] = await Promise.all([hotelsCopy.load(language), productsCopy.load(language)]);
  return {
    language,
    hotels: homeHotelOffersIn(hotels, language),
    products: consumerProductsIn(products, language),
  };
}
