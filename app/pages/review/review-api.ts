/**
 * The review desk screens' calls to the server (decision 021: /api/review, signed in with the
 * session's bearer token) and the shapes of their answers, inside the API's `{status, message,
 * data}` envelope. The server decides every role; these screens only follow its answers (a 404
 * means "not staff" or "no such request", and the screens then show the site's not-found state).
 */
import { ApiRequestError, apiClient } from "#app/lib/auth/api-client.ts";

interface Envelope<T> {
  status: string;
  message: string;
  data: T;
}

export type StaffRole = "reviewer" | "lead" | "admin";
export const staffRoles: readonly StaffRole[] = ["reviewer", "lead", "admin"];
export type QueueState = "in_review" | "second_opinion";
export type Outcome = "authentic" | "not_authentic" | "inconclusive";
export const outcomes: readonly Outcome[] = ["authentic", "not_authentic", "inconclusive"];
export type PointResult = "pass" | "fail" | "unsure";
export const pointResults: readonly PointResult[] = ["pass", "fail", "unsure"];

export interface Me {
  roles: StaffRole[];
  reviewer: string;
}

export interface QueueFlag {
  slot: string;
  flag: string;
}

export interface QueueEntry {
  id: string;
  itemId: string;
  category: string;
  brand: string | null;
  brandName: string;
  model: string;
  service: string | null;
  submittedAt: string | null;
  deadlineAt: string | null;
  state: QueueState;
  claimedBy: "you" | "another" | null;
  flags: QueueFlag[];
}

interface Check {
  ok: boolean;
  flag?: string;
  value?: number;
}

export interface DuplicateMatch {
  photoId: string;
  itemId: string;
  requestId: string | null;
  distance: number;
}

export interface ReviewPhoto {
  id: string;
  slot: string;
  status: string;
  width?: number;
  height?: number;
  urls?: Record<string, { avif?: string; webp?: string }>;
  checks?: {
    resolution?: Check;
    sharpness?: Check;
    exposure?: Check;
    duplicate?: Check & { requests?: DuplicateMatch[] };
  };
}

/** A rectangle drawn on a photo: fractions 0..1 of the photo as shown upright. */
export interface Mark {
  photoId: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ChecklistEntry {
  point: string;
  result: PointResult;
  note: string;
  marks?: Mark[];
}

export interface VerdictView {
  id: string;
  outcome: Outcome;
  confidence: number;
  grade: number;
  valueLow: number | null;
  valueHigh: number | null;
  currency: string | null;
  summary: string;
  checklist: ChecklistEntry[];
  status: "pending" | "final" | "disagreed";
  /** The first reviewer's pseudonym (never an account id). */
  reviewer: string;
  /** The second opinion's lead, by pseudonym. */
  secondReviewer: string | null;
  secondAgree: boolean | null;
  secondNote: string | null;
  createdAt: string;
}

export interface Comparison {
  certificateId: string;
  brandName: string;
  model: string;
  photos: ReviewPhoto[];
}

export interface ReviewDetail {
  request: {
    id: string;
    state: string;
    service: string | null;
    submittedAt: string | null;
    deadlineAt: string | null;
    certificateId: string | null;
    claim: { reviewer: string; leaseUntil: string } | null;
  };
  item: {
    id: string;
    category: string;
    brand: string | null;
    brandName: string;
    model: string;
    colour: string;
    reference: string;
  };
  photos: ReviewPhoto[];
  shots: { slot: string; required: boolean }[];
  events: { state: string; at: string; by: string; detail: unknown }[];
  checklist: { id: string }[];
  verdicts: VerdictView[];
  /** Added by the server's second half (rev-server); absent on an older server. */
  comparison?: Comparison[];
  marketValue?: { low: number; high: number; currency: string } | null;
}

export interface VerdictInput {
  outcome: Outcome;
  confidence: number;
  grade: number;
  valueLow?: number;
  valueHigh?: number;
  currency?: string;
  summary: string;
  checklist: ChecklistEntry[];
}

export interface VerdictAnswer {
  status: "pending" | "final" | "disagreed";
  verdictId: string;
  state: string;
  certificateId: string | null;
}

export interface Metrics {
  queueSize: number;
  secondOpinionSize: number;
  services: {
    service: string;
    verdicts: number;
    medianHours: number | null;
    p90Hours: number | null;
    deadlinesMetShare: number | null;
  }[];
  reviewers: { reviewer: string; verdicts: number }[];
  disagreementRate: number | null;
  morePhotosShare: number | null;
}

export interface StaffMember {
  email: string;
  roles: StaffRole[];
}

const at = (id: string) => encodeURIComponent(id);
const data = <T>(answer: Envelope<T>) => answer.data;

export const reviewKeys = {
  /** Per account: another sign-in in the same tab asks again. */
  me: (userId: string) => ["review", "me", userId] as const,
  queue: (category: string, state: QueueState) => ["review", "queue", category, state] as const,
  request: (id: string) => ["review", "request", id] as const,
  metrics: ["review", "metrics"] as const,
  staff: ["review", "staff"] as const,
};

export const reviewApi = {
  me: () => apiClient.get<Envelope<Me>>("/review/me").then(data),
  queue: (category: string, state: QueueState) => {
    const query = new URLSearchParams({ state });
    if (category) query.set("category", category);
    return apiClient
      .get<Envelope<{ requests: QueueEntry[] }>>(`/review/queue?${query}`)
      .then((answer) => answer.data.requests);
  },
  claim: (id: string) =>
    apiClient.post<Envelope<{ requestId: string; leaseUntil: string }>>(`/review/requests/${at(id)}/claim`),
  release: (id: string) =>
    apiClient.post<Envelope<{ requestId: string }>>(`/review/requests/${at(id)}/release`),
  request: (id: string) => apiClient.get<Envelope<ReviewDetail>>(`/review/requests/${at(id)}`).then(data),
  morePhotos: (id: string, body: { shots: string[]; reason: string }) =>
    apiClient.post<Envelope<unknown>>(`/review/requests/${at(id)}/more-photos`, body),
  verdict: (id: string, body: VerdictInput) =>
    apiClient.post<Envelope<VerdictAnswer>>(`/review/requests/${at(id)}/verdict`, body).then(data),
  secondOpinion: (id: string, body: { agree: boolean; note: string }) =>
    apiClient.post<Envelope<VerdictAnswer>>(`/review/requests/${at(id)}/second-opinion`, body).then(data),
  metrics: () => apiClient.get<Envelope<Metrics>>("/review/metrics").then(data),
  staff: () => apiClient.get<Envelope<{ staff: StaffMember[] }>>("/review/staff").then((a) => a.data.staff),
  setRole: (body: { email: string; role: StaffRole; grant: boolean }) =>
    apiClient.post<Envelope<unknown>>("/review/staff", body),
};

/** The server said "no such thing" (or "not for you", which it words the same way). */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
/** The server said "not your role" (a reviewer on a lead's screen). */
export const isForbidden = (error: unknown) => error instanceof ApiRequestError && error.status === 403;
