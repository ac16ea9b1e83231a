/**
 * The structure of /collect-card: its two card offers in order, where their calls to action lead
 * and the figures its words quote. The words are in copy/collect-card/; the virtual card's price
 * line is the consumer product's, worded by the page's loader (records.ts).
 */

import { type ConsumerProduct, vaultSubscriptionFigures } from "#app/data/products.ts";
import type { OffersAction } from "./common.ts";

/** The figures the page's words quote, by placeholder name. */
export const collectCardFigures = { multiplier: vaultSubscriptionFigures.pointsMultiplier };

export interface CardOffer {
  id: "physical" | "virtual";
  /** The consumer product whose price line the card shows, or null when the page's copy words it. */
  product: Extract<ConsumerProduct["id"], "virtual-card"> | null;
  /** Each action by the id of its label in the copy. */
  actions: readonly { id: string; action: OffersAction }[];
}

export const cardOffers: readonly CardOffer[] = [
  {
    id: "physical",
    product: null,
    actions: [
      { id: "contact", action: { kind: "internal", to: "/contact-us" } },
      { id: "activate", action: { kind: "card-sign-in" } },
    ],
  },
  {
    id: "virtual",
    product: "virtual-card",
    actions: [{ id: "activate", action: { kind: "card-sign-in" } }],
  },
];

/** Where the hero's and the points section's calls to action lead. */
export const collectCardHeroAction: OffersAction = { kind: "card-sign-in" };
export const pointsAction: OffersAction = { kind: "internal", to: "/rewards-and-benefits" };
