/**
 * Points and rewards (docs/decisions/023-points-and-rewards.md): the ways to earn points and what
 * each hotel offer costs in points, in one typed place. The server's points ledger awards and
 * debits from these figures; /app/loyalty and its pages show them; the words are in the copy.
 */
import { hotelOfferRecords } from "./hotel-offers.ts";
import type { OfferDealKind } from "./offer-deals.ts";
import { vaultSubscriptionFigures } from "./products.ts";

export type EarningRuleId = "authentication" | "vault-share" | "transfer";

export interface EarningRule {
  id: EarningRuleId;
  /** Points for one occurrence, before the subscription's multiplier. */
  points: number;
  /** Whether Vault subscribers earn this at the subscription's multiplier. */
  multiplied: boolean;
}

/** The ways the rewards pages name: authenticate an item, share the public vault, transfer ownership. */
export const earningRules: readonly EarningRule[] = [
  { id: "authentication", points: 100, multiplied: true },
  { id: "vault-share", points: 10, multiplied: true },
  { id: "transfer", points: 50, multiplied: true },
];

/** The Vault Subscription's multiplier (2x points), from the product's figures. */
export const subscriberMultiplier: number = vaultSubscriptionFigures.pointsMultiplier;

export function earningRule(id: EarningRuleId): EarningRule {
  const rule = earningRules.find((r) => r.id === id);
  if (!rule) throw new Error(`Unknown earning rule: ${id}`);
  return rule;
}

/** Points one occurrence of `id` earns, with or without the subscription. */
export function pointsFor(id: EarningRuleId, subscribed: boolean): number {
  const rule = earningRule(id);
  return rule.multiplied && subscribed ? rule.points * subscriberMultiplier : rule.points;
}

export interface Reward {
  /** The hotel offer's id (app/data/hotel-offers.ts). */
  id: string;
  /** What redeeming it costs. */
  points: number;
  /** How many times one member may redeem it. */
  limitPerMember: number;
}

/** A hotel offer's cost in points, by the kind of its deal. */
const costByKind: Record<OfferDealKind, number> = {
  nights: 1500,
  "up-to": 1000,
  percent: 800,
  experience: 2000,
  welcome: 500,
};

/** One reward for each hotel offer the site shows, in the rewards page's order. */
export const rewards: readonly Reward[] = hotelOfferRecords.map((offer) => ({
  id: offer.id,
  points: costByKind[offer.deal.kind],
  limitPerMember: offer.deal.kind === "welcome" ? 1 : 2,
}));

export function rewardOf(id: string): Reward | undefined {
  return rewards.find((r) => r.id === id);
}

/** The cheapest reward the balance does not reach yet, and how many points it still needs. */
export function nextReward(balance: number): { reward: Reward; needs: number } | null {
  const ahead = rewards.filter((r) => r.points > balance).sort((a, b) => a.points - b.points);
  const reward = ahead[0];
  return reward ? { reward, needs: reward.points - balance } : null;
}
