/**
 * The shared records the offers pages show, worded in one language: built by each page's loader
 * for the page's own language, on the server only (another language is another address).
 */
import { claimsIn } from "#app/data/claims.ts";
import { claimsCopy, productsCopy } from "#app/data/copy/index.ts";
import type { HotelOffer, HotelRegion } from "#app/data/hotel-offers.ts";
import {
  annualSavingIn,
  type BusinessPlan,
  businessPlansIn,
  type ConsumerProduct,
  consumerProductsIn,
  prepaidCredits,
  prepaidVolumeIn,
} from "#app/data/products.ts";
import { loadConsumerProducts, loadHotelOffers, loadHotelRegions } from "#app/data/records.ts";
import type { Language } from "#app/i18n/languages.ts";

export interface PricingRecords {
  language: Language;
  products: ConsumerProduct[];
  /** Each product's price line, finished, worded as on every page: "$9.99 per month", "9,99 $US par mois". */
  priceLines: Record<ConsumerProduct["id"], string>;
  plans: BusinessPlan[];
  /** "about 15%" in the page's language. */
  annualSaving: string;
  /** The prepaid packages' volumes in the page's language, in the order of `prepaidCredits`. */
  prepaidVolumes: string[];
}

export async function pricingRecordsIn(language: Language): Promise<PricingRecords> {
  const words = await productsCopy.load(language);
  const products = consumerProductsIn(words, language);
  return {
    language,
    products,
    priceLines: Object.fromEntries(products.map((product) => [product.id, product.price])) as Record<
      ConsumerProduct["id"],
      string
    >,
    plans: businessPlansIn(words),
    annualSaving: annualSavingIn(words, language),
    prepaidVolumes: prepaidCredits.map((credit) => prepaidVolumeIn(words, credit, language)),
  };
}

export interface RewardsRecords {
  language: Language;
  hotels: HotelOffer[];
  regions: { id: HotelRegion; name: string }[];
  /** How many hotel partners, as the language writes "50+". */
  partners: string;
}

export async function rewardsRecordsIn(language: Language): Promise<RewardsRecords> {
  const [hotels, regions, claims] = await Promise.all([
    loadHotelOffers(language),
    loadHotelRegions(language),
    claimsCopy.load(language),
  ]);
  return { language, hotels, regions, partners: claimsIn(language, claims).headline.hotelPartners };
}

export interface CollectCardRecords {
  language: Language;
  /** The virtual card's price line ("Free") in the page's language. */
  productPrices: Record<"virtual-card", string>;
}

export async function collectCardRecordsIn(language: Language): Promise<CollectCardRecords> {
  const products = await loadConsumerProducts(language);
  return {
    language,
    productPrices: { "virtual-card": products.find((p) => p.id === "virtual-card")?.price ?? "" },
  };
}
