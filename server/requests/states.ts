/**
 * The states of an authentication request and who may move it where
 * (docs/decisions/020-authentication-requests.md). Every move is stored as an event row.
 */
export const requestStates = [
  "draft",
  "submitted",
  "checks",
  "in_review",
  "more_photos",
  "verdict",
  "certificate_issued",
  "cancelled",
] as const;
export type RequestState = (typeof requestStates)[number];

/** Who makes a move: the owner (screens), the system (the checks worker), staff (review desk). */
export type Mover = "owner" | "system" | "staff";

const moves: Record<RequestState, Partial<Record<RequestState, readonly Mover[]>>> = {
  draft: { submitted: ["owner"], cancelled: ["owner"] },
  submitted: { checks: ["system"], cancelled: ["owner"] },
  checks: { in_review: ["system"], cancelled: ["owner"] },
  in_review: { more_photos: ["staff"], verdict: ["staff"] },
  // The owner's new photos send the request back to the experts.
  more_photos: { in_review: ["owner", "staff"] },
  verdict: { certificate_issued: ["staff", "system"] },
  certificate_issued: {},
  cancelled: {},
};

export function isRequestState(value: unknown): value is RequestState {
  return typeof value === "string" && (requestStates as readonly string[]).includes(value);
}

/** Whether `mover` may move a request from `from` to `to`. */
export function mayMove(from: RequestState, to: RequestState, mover: Mover): boolean {
  return moves[from][to]?.includes(mover) ?? false;
}

/** States in which a request is still open (the schema's partial unique index says the same). */
export function isOpen(state: RequestState): boolean {
  return state !== "cancelled" && state !== "verdict" && state !== "certificate_issued";
}

/** Credits were debited for a request in this state and come back if the owner cancels it now. */
export function refundsOnCancel(state: RequestState): boolean {
  return state === "submitted" || state === "checks";
}

/** The item's details may still change (no request past its draft). */
export function itemEditable(states: readonly RequestState[]): boolean {
  return states.every((s) => s === "draft" || s === "cancelled");
}
