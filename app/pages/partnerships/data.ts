/**
 * The two partnership pages' structure: addresses, which offers and services each shows, in
 * order, and which shared turnaround each auction service quotes. The words are in copy/, by id.
 */
export const guestPostsPath = "/partnerships/guest-posts";
export const auctionHousesPath = "/partnerships/auction-houses";

/** How long a guest post runs, in words. */
export const guestPostWords = { minWords: 1200, maxWords: 2500 } as const;

/** The guest-posts page's offers, in order (each a section, `#{id}`). */
export const guestPostOffers = ["guest-posts", "expert-profiles", "media"] as const;

/** The auction services, in order, each with the shared turnaround it quotes (`claims.turnaround`). */
export const auctionServices = [
  { id: "pre-sale", turnaround: "preSale" },
  { id: "condition-reports", turnaround: "conditionReport" },
  { id: "provenance", turnaround: "provenance" },
  { id: "emergency", turnaround: "emergency" },
] as const;
