import { defineCopy } from "#app/i18n/copy.ts";
import type categories from "./categories/en.json";
import type claims from "./claims/en.json";
import type hotels from "./hotels/en.json";
import type products from "./products/en.json";

/**
 * The words of the figures shared by many pages, one folder per domain and one file per language
 * in each (`products/en.json`, later `products/fr.json`...), so that a domain can be translated on
 * its own. A page's loader reads the words of its language and hands them, with the figures, to the
 * domain's builder: `consumerProductsIn(words, language)` (products.ts), `hotelOffersIn` (hotel-offers.ts),
 * `itemCategoriesIn` (categories.ts), `awardIn` (claims.ts). A language without its file yet falls
 * back to English.
 */
export const productsCopy = defineCopy<typeof products>(
  import.meta.glob("./products/*.json", { import: "default" }),
);
export const hotelsCopy = defineCopy<typeof hotels>(
  import.meta.glob("./hotels/*.json", { import: "default" }),
);
export const categoriesCopy = defineCopy<typeof categories>(
  import.meta.glob("./categories/*.json", { import: "default" }),
);
export const claimsCopy = defineCopy<typeof claims>(
  import.meta.glob("./claims/*.json", { import: "default" }),
);
