import { defineCopy } from "#app/i18n/copy.ts";
import type benefits from "./benefits/en.json";
import type collectCard from "./collect-card/en.json";
import type pricing from "./pricing/en.json";
import type rewards from "./rewards/en.json";
import type shared from "./shared/en.json";

/**
 * The words of the offers pages, one folder per page and one file per language in it; each page
 * loads its own folder and the shared one (the words of the sections every offers page shows).
 * The figures come from app/data/products.ts, app/data/hotel-offers.ts and app/data/claims.ts.
 */
export const pricingCopy = defineCopy<typeof pricing>(
  import.meta.glob("./pricing/*.json", { import: "default" }),
);
export const benefitsCopy = defineCopy<typeof benefits>(
  import.meta.glob("./benefits/*.json", { import: "default" }),
);
export const collectCardCopy = defineCopy<typeof collectCard>(
  import.meta.glob("./collect-card/*.json", { import: "default" }),
);
export const rewardsCopy = defineCopy<typeof rewards>(
  import.meta.glob("./rewards/*.json", { import: "default" }),
);
export const offersCopy = defineCopy<typeof shared>(
  import.meta.glob("./shared/*.json", { import: "default" }),
);

export type PricingCopy = typeof pricing;
export type BenefitsCopy = typeof benefits;
export type CollectCardCopy = typeof collectCard;
export type RewardsCopy = typeof rewards;
export type OffersCopy = typeof shared;
