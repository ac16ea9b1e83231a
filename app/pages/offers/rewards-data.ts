/**
 * Where the calls to action of /rewards-and-benefits lead; the hotel offers and their regions
 * come from app/data/hotel-offers.ts, the partner count from app/data/claims.ts, the words from
 * copy/rewards/.
 */
import type { OffersAction } from "./common.ts";

export const rewardsCtaActions: readonly { id: "activate" | "compare"; action: OffersAction }[] = [
  { id: "activate", action: { kind: "card-sign-in" } },
  { id: "compare", action: { kind: "internal", to: "/collect-card" } },
];
