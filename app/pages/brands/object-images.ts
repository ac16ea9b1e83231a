/**
 * Which studio still-life (art/objects) each brand and category page shows. A brand's model
 * images follow the order of its iconic models in copy/brands/<language>.json, which is the same
 * in every language.
 */
import type { Art } from "#app/data/art/art.ts";
import { objectsArt } from "#app/data/art/objects.ts";
import type { BrandSlug } from "./brands.ts";
import type { CategoryIcon } from "./category-pages.ts";

const set: Readonly<Record<string, Art | undefined>> = objectsArt;
/** A model's image, or nothing while its render is missing from the set (its tile shows only the name). */
const model = (name: string) => set[name];

export const brandObjects: Record<BrandSlug, { hero: Art; models: readonly (Art | undefined)[] }> = {
  rolex: {
    hero: objectsArt["rolex-hero"],
    models: [
      model("rolex-submariner"),
      model("rolex-daytona"),
      model("rolex-gmt-master-ii"),
      model("rolex-datejust"),
      model("rolex-day-date"),
      model("rolex-explorer"),
      model("rolex-sea-dweller"),
      model("rolex-oyster-perpetual"),
    ],
  },
  hermes: {
    hero: objectsArt["hermes-hero"],
    models: [
      model("hermes-birkin"),
      model("hermes-kelly"),
      model("hermes-constance"),
      model("hermes-evelyne"),
      model("hermes-picotin-lock"),
      model("hermes-lindy"),
      model("hermes-herbag"),
      model("hermes-silk-scarf"),
    ],
  },
  chanel: {
    hero: objectsArt["chanel-hero"],
    models: [
      model("chanel-2-55"),
      model("chanel-classic-flap"),
      model("chanel-boy-bag"),
      model("chanel-19"),
      model("chanel-wallet-on-chain"),
      model("chanel-gabrielle"),
      model("chanel-deauville"),
      model("chanel-j12"),
    ],
  },
};

/** A category page's object, by the category's kind. */
export const categoryObjects: Record<CategoryIcon, Art> = {
  watch: objectsArt.watches,
  handbag: objectsArt.handbags,
  gem: objectsArt.jewelry,
};
