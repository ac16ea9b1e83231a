/**
 * The shared records in one language, for a route's loader (and for a page that rebuilds them in the
 * browser after a language switch): each loads its domain's words in `language` (English where the
 * language has no file) and hands them with the figures to the domain's builder.
 *
 *   export async function loader({ request }: Route.LoaderArgs) {
 *     const language = languageOfPath(new URL(request.url).pathname);
 *     return { language, plans: await loadBusinessPlans(language) };
 *   }
 *
 * A loader that needs the words themselves (a brand count label, the annual saving) loads them with
 * `productsCopy.load(language)` and the like from copy/index.ts.
 */
import type { Language } from "#app/i18n/languages.ts";
import { type ItemCategory, itemCategoriesIn } from "./categories.ts";
import { categoriesCopy, hotelsCopy, productsCopy } from "./copy/index.ts";
import { type HotelOffer, type HotelRegion, hotelOffersIn, hotelRegionsIn } from "./hotel-offers.ts";
import {
  type AmountForm,
  type BusinessPlan,
  businessPlansIn,
  type ConsumerProduct,
  consumerProductsIn,
} from "./products.ts";

/** The four consumer products in `language`, amounts in the language's USD form unless `amount` is given. */
export async function loadConsumerProducts(
  language: Language,
  options: { amount?: AmountForm } = {},
): Promise<ConsumerProduct[]> {
  return consumerProductsIn(await productsCopy.load(language), language, options);
}

/** The three business plans, named in `language` (figures as numbers: format them with usdIn). */
export async function loadBusinessPlans(language: Language): Promise<BusinessPlan[]> {
  return businessPlansIn(await productsCopy.load(language));
}

/** Every hotel offer in `language`. */
export async function loadHotelOffers(language: Language): Promise<HotelOffer[]> {
  return hotelOffersIn(await hotelsCopy.load(language), language);
}

/** The hotel regions in order, named in `language`. */
export async function loadHotelRegions(language: Language): Promise<{ id: HotelRegion; name: string }[]> {
  return hotelRegionsIn(await hotelsCopy.load(language));
}

/** The eleven item categories named in `language` (the directory's ten: `.filter((c) => c.inDirectory)`). */
export async function loadItemCategories(language: Language): Promise<ItemCategory[]> {
  return itemCategoriesIn(await categoriesCopy.load(language));
}
