/**
 * The review desk's figures that the staff screens quote (decision 021). The server applies the
 * same rules (server/review/service.ts: `leaseMs`, `secondOpinionBelow`, at most five marks per
 * checklist point); the screens only word them and help the reviewer stay within them.
 */
export const reviewDeskFigures = {
  /** How long a claim lasts without activity before the request returns to the queue. */
  claimLeaseMinutes: 30,
  /** A verdict under this confidence (and every "not authentic") waits for a lead. */
  secondOpinionBelow: 95,
  /** Rectangles a reviewer may draw for one checklist point. */
  maxMarksPerPoint: 5,
} as const;
