/** Copy of /rewards-and-benefits (spec 001 section 2, "Rewards and Benefits"). */
import type { OffersAction, OffersStep } from "./common.ts";

/**
 * The partner-hotel deals of the page (spec 001 section 2, "Rewards and Benefits"): the hero and
 * the page description both quote them from here.
 */
export const hotelDeals = {
  stays: "stay 3 for 2, 4 for 3 or 7 for 6",
  savings: "save up to 25-30%",
} as const;

export const rewardsHero = {
  eyebrow: "Rewards and Benefits",
  title: "Your collection, rewarded",
  /** Followed by the hotel partner count from claims.ts. */
  text: `Every authentication earns points on your Collect Card. Spend them on stays with our partner hotels: ${hotelDeals.stays}, and ${hotelDeals.savings} on selected dates.`,
  partnersLabel: "hotel partners",
} as const;

export const rewardsStepsIntro = {
  title: "How points work",
  text: "Three steps from an authenticated item to a room with a view.",
} as const;

export const rewardsSteps: readonly OffersStep[] = [
  {
    title: "Earn",
    text: "Authenticate items, share your public vault and transfer ownership with your Collect Card. Each of them adds points.",
  },
  {
    title: "Collect",
    text: "Points build up on your card. Vault subscribers earn them at double the rate.",
  },
  {
    title: "Redeem",
    text: "Choose an offer below and book it from your account with your card's member rates.",
  },
];

export const hotelOffersIntro = {
  title: "Hotel offers by region",
  text: "Member offers from our partner hotels, grouped by region. Each carousel turns on its own; hover over it or move into it with the keyboard to stop it.",
} as const;

export const rewardsCta = {
  title: "Start earning today",
  text: "Your Virtual Collect Card is free and your first authentication is included.",
  actions: [
    { kind: "card-sign-in", label: "Activate your Collect Card" },
    { kind: "internal", label: "Compare cards", to: "/collect-card" },
  ] satisfies OffersAction[],
} as const;
