/**
 * Which studio still-life (art/objects) each brand and category page shows. A brand's model
 * images follow the order of its iconic models in copy/brands/<language>.json, which is the same
 * in every language.
 */
import type { Art } from "#app/data/art/art.ts";
import { objectsArt } from "#app/data/art/objects.ts";
import type { BrandSlug } from "./brands.ts";
import type { CategoryIcon } from "./category-pages.ts";

export const brandObjects: Record<BrandSlug, { hero: Art; models: readonly Art[] }> = {
  rolex: {
    hero: objectsArt["rolex-hero"],
    models: [
      objectsArt["rolex-submariner"],
      objectsArt["rolex-daytona"],
      objectsArt["rolex-gmt-master-ii"],
      objectsArt["rolex-datejust"],
      objectsArt["rolex-day-date"],
      objectsArt["rolex-explorer"],
      objectsArt["rolex-sea-dweller"],
      objectsArt["rolex-oyster-perpetual"],
    ],
  },
  hermes: {
    hero: objectsArt["hermes-hero"],
    models: [
      objectsArt["hermes-birkin"],
      objectsArt["hermes-kelly"],
      objectsArt["hermes-constance"],
      objectsArt["hermes-evelyne"],
      objectsArt["hermes-picotin-lock"],
      objectsArt["hermes-lindy"],
      objectsArt["hermes-herbag"],
      objectsArt["hermes-silk-scarf"],
    ],
  },
  chanel: {
    hero: objectsArt["chanel-hero"],
    models: [
      objectsArt["chanel-2-55"],
      objectsArt["chanel-classic-flap"],
      objectsArt["chanel-boy-bag"],
      objectsArt["chanel-19"],
      objectsArt["chanel-wallet-on-chain"],
      objectsArt["chanel-gabrielle"],
      objectsArt["chanel-deauville"],
      objectsArt["chanel-j12"],
    ],
  },
};

/** A category page's object, by the category's kind. */
export const categoryObjects: Record<CategoryIcon, Art> = {
  watch: objectsArt.watches,
  handbag: objectsArt.handbags,
  gem: objectsArt.jewelry,
};
