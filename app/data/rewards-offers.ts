/**
 * The three rewards offers of the home hero: ids, hotel group names, images
 * and the offers' figures. Their sentences are in the home copy under `rewards.offers`, where
 * each language words the figures with its own template (`rewardsOfferLine`).
 */
import type { Language } from "#app/i18n/languages.ts";
import { dealText, type OfferDeal } from "./offer-deals.ts";

export interface RewardsOffer {
  id: "rosewood" | "joali" | "four-seasons";
  /** The hotel group's name, not translated. */
  name: string;
  backgroundImage: string;
  /** The offer's figures: 4 nights for the price of 3, 7 for 5, 15% off. */
  deal: OfferDeal;
}

export const rewardsOffers: readonly RewardsOffer[] = [
  {
    id: "rosewood",
    name: "Rosewood",
    backgroundImage: "/images/home/offer-rosewood.svg",
    deal: { kind: "nights", stay: 4, pay: 3 },
  },
  {
    id: "joali",
    name: "JOALI",
    backgroundImage: "/images/home/offer-joali.svg",
    deal: { kind: "nights", stay: 7, pay: 5 },
  },
  {
    id: "four-seasons",
    name: "Four Seasons",
    backgroundImage: "/images/home/offer-four-seasons.svg",
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
