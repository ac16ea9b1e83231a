/**
 * The structure of /collect-card: its two card offers in order, where their calls to action lead
 * and the figures its words quote. The words are in copy/collect-card/; the virtual card's price
 * line comes from app/data/plans.ts.
 */

import { consumerProduct, vaultSubscriptionFigures } from "#app/data/plans.ts";
import type { OffersAction } from "./common.ts";

/** The figures the page's words quote, by placeholder name. */
export const collectCardFigures = { multiplier: vaultSubscriptionFigures.pointsMultiplier };

export interface CardOffer {
  id: "physical" | "virtual";
  /** The price line as given by the plans, or null when the page's copy words it. */
  price: string | null;
  /** Each action by the id of its label in the copy. */
  actions: readonly { id: string; action: OffersAction }[];
}

export const cardOffers: readonly CardOffer[] = [
  {
    id: "physical",
    price: null,
    actions: [
      { id: "contact", action: { kind: "internal", to: "/contact-us" } },
      { id: "activate", action: { kind: "card-sign-in" } },
    ],
  },
  {
    id: "virtual",
    price: consumerProduct("virtual-card").price,
    actions: [{ id: "activate", action: { kind: "card-sign-in" } }],
  },
];

/** Where the hero's and the points section's calls to action lead. */
export const collectCardHeroAction: OffersAction = { kind: "card-sign-in" };
export const pointsAction: OffersAction = { kind: "internal", to: "/rewards-and-benefits" };
