/**
 * The request screens' calls to the server (decision 020: /api/items, /api/requests,
 * /api/notifications, signed in with the session's bearer token) and the shapes of their answers,
 * each inside the API's `{status, message, data}` envelope. The photos' own calls (tus uploads)
 * are in upload.ts, loaded by the pictures screen only.
 */

import { brandDirectory } from "#app/data/brand-directory.ts";
import { brandSlug } from "#app/data/brand-slug.ts";
import { apiClient } from "#app/lib/auth/api-client.ts";
import type { PhotoLike, PriceCurrency } from "./flow.ts";

interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

export interface RequestEvent {
  state: string;
  at: string;
  detail?: unknown;
}

export interface AuthRequest {
  id: string;
  itemId?: string;
  state: string;
  service?: string | null;
  turnaround?: string | null;
  costCredits?: number | null;
  submittedAt?: string | null;
  deadlineAt?: string | null;
  certificateId?: string | null;
  verdict?: OwnerVerdict | { outcome?: string; summary?: string } | null;
  createdAt?: string;
  events?: RequestEvent[];
}

/** Who may see a certificate's findings on its public page: the owner's choice (issue 30). */
export type Publicity = "findings" | "findings_and_photos";

/** A rectangle a reviewer drew on a photo: fractions 0..1 of the photo shown upright. */
export interface VerdictMark {
  photoId?: string;
  slot?: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The final verdict with its evidence, as `GET /api/requests/:id` gives it to the owner. */
export interface OwnerVerdict {
  outcome: "authentic" | "not_authentic" | "inconclusive";
  confidence: number;
  grade: number;
  valueLow: number | null;
  valueHigh: number | null;
  currency: string | null;
  summary: string;
  checkpoints: {
    point: string;
    result: "pass" | "fail" | "unsure";
    note?: string | null;
    marks?: VerdictMark[];
  }[];
  reviewers: { role: string; id: string }[];
  certificateId: string | null;
  publicity: Publicity | null;
  method?: string;
}

export interface Item {
  id: string;
  purpose: "authenticate" | "vault";
  category: string;
  brand?: string | null;
  brandName: string;
  model: string;
  colour: string;
  reference?: string;
  pricePaid?: { amount: string; currency: string } | null;
  createdAt?: string;
}

/** An item in the owner's list, with its latest request (if any) and its photo count. */
export interface ItemSummary extends Item {
  request?: Pick<AuthRequest, "id" | "state" | "service" | "submittedAt" | "deadlineAt"> | null;
}

export interface Photo extends PhotoLike {
  width?: number;
  height?: number;
  placeholder?: string | null;
  urls?: Record<string, { avif?: string; webp?: string }> | null;
  fileName?: string;
}

/** A service the owner may choose, as the server prices it for the item's category. */
export interface Service {
  service: "ai" | "expert";
  credits: number;
  /** A key of the claims' turnarounds (claimFigures.turnaround), which the screens word. */
  turnaround: string;
  turnaroundHours: number;
}

export interface ItemDetail {
  item: Item;
  photos: Photo[];
  shots: { slot: string; required: boolean }[];
  requests: AuthRequest[];
  balance: number;
  services?: Service[];
}

export interface ItemInput {
  purpose?: "authenticate" | "vault";
  category: string;
  brand?: string | null;
  brandName: string;
  model: string;
  colour: string;
  reference?: string;
  pricePaid?: { amount: string; currency: PriceCurrency } | null;
}

export interface NotificationPreferences {
  requestReceived: boolean;
  morePhotosNeeded: boolean;
  verdictReady: boolean;
}

const at = (id: string) => encodeURIComponent(id);

export const itemsKey = ["items"] as const;
export const itemKey = (id: string) => ["items", id] as const;
export const photosKey = (id: string) => ["items", id, "photos"] as const;

export const requestsApi = {
  list: () =>
    apiClient
      .get<Envelope<{ items: ItemSummary[]; balance: number }>>("/items")
      .then((answer) => answer.data),
  one: (id: string) => apiClient.get<Envelope<ItemDetail>>(`/items/${at(id)}`).then((answer) => answer.data),
  photos: (id: string) =>
    apiClient
      .get<Envelope<{ photos: Photo[] }>>(`/items/${at(id)}/photos`)
      .then((answer) => answer.data.photos),
  create: (input: ItemInput) =>
    apiClient.post<Envelope<{ item: Item }>>("/items", input).then((answer) => answer.data.item),
  update: (id: string, input: Partial<ItemInput>) =>
    apiClient.patch<Envelope<{ item: Item }>>(`/items/${at(id)}`, input).then((answer) => answer.data.item),
  removePhoto: (id: string) => apiClient.delete<Envelope<unknown>>(`/photos/${at(id)}`),
  submit: (itemId: string, body: { service: Service["service"]; idempotencyKey: string }) =>
    apiClient
      .post<Envelope<{ request: AuthRequest; balance: number }>>(`/items/${at(itemId)}/requests`, body)
      .then((answer) => answer.data),
  cancel: (requestId: string) =>
    apiClient
      .post<Envelope<{ request: AuthRequest; balance: number }>>(`/requests/${at(requestId)}/cancel`)
      .then((answer) => answer.data),
  /** Back to the experts once the photos they asked for are added (decision 020). */
  resume: (requestId: string) =>
    apiClient
      .post<Envelope<{ request: AuthRequest }>>(`/requests/${at(requestId)}/resume`)
      .then((answer) => answer.data),
  /** One request with its final verdict and evidence (the owner's own). */
  request: (requestId: string) =>
    apiClient
      .get<Envelope<{ request: AuthRequest } | AuthRequest>>(`/requests/${at(requestId)}`)
      .then((answer) => ("request" in answer.data ? answer.data.request : answer.data)),
  setPublicity: (requestId: string, publicity: Publicity) =>
    apiClient
      .put<Envelope<unknown>>(`/requests/${at(requestId)}/publicity`, { publicity })
      .then((answer) => answer.data),
  notifications: () =>
    apiClient.get<Envelope<NotificationPreferences>>("/notifications").then((answer) => answer.data),
  saveNotifications: (preferences: NotificationPreferences) =>
    apiClient
      .put<Envelope<NotificationPreferences>>("/notifications", preferences)
      .then((answer) => answer.data),
};

/** Every directory brand's name by its slug (an item stores a listed brand as its slug). */
let brandNames: Map<string, string> | null = null;

/** The brand's name: as typed, or the directory's name of its slug. */
export function brandNameOf(item: Pick<Item, "brand" | "brandName">): string {
  if (item.brandName) return item.brandName;
  if (!item.brand) return "";
  brandNames ??= new Map(
    Object.values(brandDirectory).flatMap((names) => names.map((n) => [brandSlug(n), n] as const)),
  );
  return brandNames.get(item.brand) ?? item.brand;
}

/** An item in a few words: "Hermès Birkin 30". */
export function itemTitle(item: Pick<Item, "brand" | "brandName" | "model">): string {
  return [brandNameOf(item), item.model].filter(Boolean).join(" ");
}

/** The request an item's page follows: the latest (the server lists them newest first). */
export function currentRequest(requests: readonly AuthRequest[]): AuthRequest | null {
  return requests[0] ?? null;
}
