/**
 * The three rewards offers of the home hero: ids, hotel group names, renders
 * and the offers' figures. Their sentences are in the home copy under `rewards.offers`, where
 * each language words the figures with its own template (`rewardsOfferLine`).
 */
import type { Language } from "#app/i18n/languages.ts";
import type { Art } from "./art/art.ts";
import { placesArt } from "./art/places.ts";
import { dealText, type OfferDeal } from "./offer-deals.ts";

export interface RewardsOffer {
  id: "rosewood" | "joali" | "four-seasons";
  /** The hotel group's name, not translated. */
  name: string;
  /** The offer's hotel drawn at dusk in ink and wash: the same render as the hotel's card on /rewards-and-benefits. */
  art: Art;
  /** The offer's figures: 4 nights for the price of 3, 7 for 5, 15% off. */
  deal: OfferDeal;
}

export const rewardsOffers: readonly RewardsOffer[] = [
  {
    id: "rosewood",
    name: "Rosewood",
    art: placesArt["caribbean-bay"],
    deal: { kind: "nights", stay: 4, pay: 3 },
  },
  {
    id: "joali",
    name: "JOALI",
    art: placesArt["maldives-atoll"],
    deal: { kind: "nights", stay: 7, pay: 5 },
  },
  {
    id: "four-seasons",
    name: "Four Seasons",
    art: placesArt["bali-jungle"],
    deal: { kind: "percent", percent: 15 },
  },
];

/** An offer's line in one language: the language's template with the offer's figures filled in. */
export function rewardsOfferLine(
  id: RewardsOffer["id"],
  template: string,
  language: Language = "en",
): string {
  const offer = rewardsOffers.find((o) => o.id === id);
  if (!offer) throw new Error(`Unknown rewards offer: ${id}`);
  return dealText(template, offer.deal, language);
}
