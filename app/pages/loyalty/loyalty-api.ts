/**
 * The loyalty screens' calls to the points server (decision 023: /api/points, /api/rewards, signed in
 * with the session's bearer token) and the shapes of their answers, inside the API's
 * `{status, message, data}` envelope.
 */
import type { EarningRule, Reward } from "#app/data/points.ts";
import { apiClient } from "#app/lib/auth/api-client.ts";

interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

export interface PointsEntry {
  id: string;
  delta: number;
  reason: string;
  requestId: string | null;
  rewardId: string | null;
  multiplier: number | null;
  at: string;
}

export interface PointsSummary {
  balance: number;
  next: { rewardId: string; points: number; needs: number } | null;
  subscribed: boolean;
  recent: PointsEntry[];
}

export interface EntriesPage {
  entries: PointsEntry[];
  page: number;
  pageSize: number;
  total: number;
}

export interface Voucher {
  rewardId: string;
  code: string;
  points: number;
  at: string;
}

export interface RewardDetail {
  reward: Reward;
  balance: number;
  vouchers: Voucher[];
}

export interface Redemption {
  voucher: Voucher;
  balance: number;
}

export const pointsKey = ["points"] as const;
export const entriesKey = (page: number) => ["points", "entries", page] as const;
export const rulesKey = ["points", "rules"] as const;
export const rewardsKey = ["points", "rewards"] as const;
export const rewardKey = (id: string) => ["points", "rewards", id] as const;

const at = encodeURIComponent;

export const loyaltyApi = {
  summary: () => apiClient.get<Envelope<PointsSummary>>("/points").then((answer) => answer.data),
  entries: (page: number) =>
    apiClient.get<Envelope<EntriesPage>>(`/points/entries?page=${page}`).then((answer) => answer.data),
  rules: () =>
    apiClient
      .get<Envelope<{ rules: EarningRule[]; multiplier: number }>>("/points/rules")
      .then((answer) => answer.data),
  rewards: () =>
    apiClient
      .get<Envelope<{ rewards: (Reward & { redeemed: number })[] }>>("/rewards")
      .then((answer) => answer.data.rewards),
  reward: (id: string) =>
    apiClient.get<Envelope<RewardDetail>>(`/rewards/${at(id)}`).then((answer) => answer.data),
  /** One attempt's key: a retry of the same attempt sends the same key, so it redeems once. */
  redeem: (id: string, idempotencyKey: string) =>
    apiClient
      .post<Envelope<Redemption>>(`/rewards/${at(id)}/redeem`, undefined, { idempotencyKey })
      .then((answer) => answer.data),
};

/** A fresh Idempotency-Key for one redemption attempt (the server takes 8 to 200 of [A-Za-z0-9_:.-]). */
export function attemptKey(): string {
  return `redeem-${crypto.randomUUID()}`;
}

/** The journey's page asked for in `?page=`: 1 when it is missing or not a whole number of 1 or more. */
export function pageOf(raw: string | null): number {
  return raw && /^[1-9][0-9]{0,6}$/.test(raw) ? Number(raw) : 1;
}
