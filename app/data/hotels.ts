/**
 * The hotel offers in English, for the pages that do not word them in their own language yet:
 * the figures and builders of hotel-offers.ts with the English copy (`copy/hotels/en.json`).
 * A translated page uses `hotelOffersIn(words, language)` from hotel-offers.ts instead.
 */
import hotelsEn from "./copy/hotels/en.json" with { type: "json" };
import {
  type DealLabels,
  type HotelOffer,
  type HotelRegion,
  homeHotelOffersIn,
  hotelOffersIn,
  hotelRegionsIn,
} from "./hotel-offers.ts";

export * from "./hotel-offers.ts";

/** @deprecated use hotelRegionsIn(words): the regions named in English. */
export const hotelRegions: readonly { id: HotelRegion; name: string }[] =
  /* @__PURE__ */ hotelRegionsIn(hotelsEn);

/** @deprecated use hotelOffersIn(words): the English labels, as templates. */
export const dealLabelsEn: DealLabels = hotelsEn.labels;

/** @deprecated use hotelOffersIn(words): every offer in English. */
export const hotelOffers: readonly HotelOffer[] = /* @__PURE__ */ hotelOffersIn(hotelsEn);

/** @deprecated use homeHotelOffersIn(words): the home carousel's offers in English. */
export const homeHotelOffers: readonly HotelOffer[] = /* @__PURE__ */ homeHotelOffersIn(hotelsEn);
