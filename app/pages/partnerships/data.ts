/**
 * The two partnership pages' structure: addresses, which offers and services each shows, in
 * order, and the auction turnarounds (shared claims). The words are in copy/, by id.
 */
import { turnaround } from "#app/data/claims.ts";

export const guestPostsPath = "/partnerships/guest-posts";
export const auctionHousesPath = "/partnerships/auction-houses";

/** How long a guest post runs, in words. */
export const guestPostWords = { minWords: 1200, maxWords: 2500 } as const;

/** The guest-posts page's offers, in order (each a section, `#{id}`). */
export const guestPostOffers = ["guest-posts", "expert-profiles", "media"] as const;

/** The auction services, in order, with their turnarounds. */
export const auctionServices = [
  { id: "pre-sale", turnaround: turnaround.preSale },
  { id: "condition-reports", turnaround: turnaround.conditionReport },
  { id: "provenance", turnaround: turnaround.provenance },
  { id: "emergency", turnaround: turnaround.emergency },
] as const;
