/**
 * After a submission, off the request path: `submitted` -> `checks` -> `in_review`.
 *
 * The photo checks themselves ran on each photo as it was processed (server/photos); this stage
 * gathers their summary on the request's timeline and, when ASSESSOR_URL is set, asks the external
 * assessor for a score (the contract below). Without ASSESSOR_URL no automated verdict is claimed:
 * every request goes to the experts. With it, the score is stored in the `in_review` event's
 * detail for the reviewers; it decides nothing on its own.
 *
 * Claims: a transaction takes due requests with `FOR UPDATE SKIP LOCKED` (any number of processes
 * share the work) and moves `submitted` ones to `checks`, stamping `updated_at`; a request left in
 * `checks` by a process that died is taken again once `updated_at` is older than the lease. The
 * move to `in_review` happens under the row's lock only if the request is still in `checks` (the
 * owner may have cancelled meanwhile), so each move is written once, however many workers run.
 * A retaken request may be sent to the assessor twice: the assessor must treat a second call for
 * the same requestId as the same question.
 *
 * ASSESSOR_URL contract: `POST <ASSESSOR_URL>` with `Content-Type: application/json`
 *   { "requestId": uuid, "category": "handbags", "brand": "hermes" | null, "service": "ai" | "expert",
 *     "photos": [{ "slot": "front", "width": 4032, "height": 3024, "checks": { ... } | null }] }
 * (no owner data, nothing the owner typed); the answer, within 10 s: 200 with `{ "score": 0..1 }`
 * (the assessor's confidence that the item is authentic). Anything else counts as "unavailable"
 * and the request goes to the experts all the same.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authRequestEvents, authRequests } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { PollingLoop } from "../polling.ts";
import { checkSummary } from "./photo-slots.ts";
import type { RequestsService } from "./service.ts";

export interface ChecksWorkerOptions {
  db: Db;
  requests: RequestsService;
  logger: Logger;
  /** ASSESSOR_URL, or null: no automated assessment. */
  assessorUrl: string | null;
  pollMs: number;
  /** How long a request stays with the process that moved it to `checks`. */
  leaseMs?: number;
  /** The assessor's time to answer. */
  assessorTimeoutMs?: number;
}

type Claimed = {
  id: string;
  item_id: string;
  category: string;
  brand: string | null;
  service: string | null;
};

type Assessment = { score: number } | { unavailable: true } | null;

/** Asks the assessor for a score; null when none is configured. Never throws. */
export async function assess(
  url: string | null,
  body: unknown,
  timeoutMs: number,
  logger?: Logger,
): Promise<Assessment> {
  if (!url) return null;
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
    const answer = (await res.json().catch(() => null)) as { score?: unknown } | null;
    const score = answer?.score;
    if (res.ok && typeof score === "number" && Number.isFinite(score) && score >= 0 && score <= 1)
      return { score };
    logger?.warn({ status: res.status }, "assessor: an answer outside its contract");
  } catch (error) {
    logger?.warn({ err: (error as Error).name }, "assessor: no answer");
  }
  return { unavailable: true };
}

export class ChecksWorker {
  private readonly options: Required<ChecksWorkerOptions>;
  private readonly polling: PollingLoop;

  constructor(options: ChecksWorkerOptions) {
    this.options = { leaseMs: 60_000, assessorTimeoutMs: 10_000, ...options };
    this.polling = new PollingLoop({
      round: async () => {
        await this.runOnce();
        return false;
      },
      pollMs: this.options.pollMs,
      logger: this.options.logger,
      unreachable: "requests checks worker: cannot reach the database; will retry",
    });
  }

  /** Takes due requests and moves each of them to `checks`; answers what it took. */
  private async claim(limit = 10): Promise<Claimed[]> {
    const { db, leaseMs } = this.options;
    return db.transaction(async (tx) => {
      const due = await tx.execute<Claimed & { state: string }>(sql`
        select r.id, r.item_id, r.state, r.service, i.category, i.brand
        from auth_requests r join items i on i.id = r.item_id
        where r.state = 'submitted'
           or (r.state = 'checks' and r.updated_at < now() - (${leaseMs} * interval '1 millisecond'))
        order by r.submitted_at
        limit ${limit}
        for update of r skip locked`);
      for (const row of due.rows) {
        await tx
          .update(authRequests)
          .set({ state: "checks", updatedAt: sql`now()` })
          .where(eq(authRequests.id, row.id));
        if (row.state === "submitted") {
          const photos = await checkSummary(tx, row.item_id);
          const flagged = photos
            .filter((p) => {
              const checks = p.checks as Record<string, { ok?: boolean }> | null;
              return checks && Object.values(checks).some((c) => c && c.ok === false);
            })
            .map((p) => p.slot);
          await tx.insert(authRequestEvents).values({
            requestId: row.id,
            state: "checks",
            actorId: null,
            detail: { photos: photos.length, flagged },
            at: sql`clock_timestamp()`,
          });
        }
      }
      return due.rows;
    });
  }

  /** One pass: every due request moved as far as it goes. Answers how many reached review. */
  async runOnce(): Promise<number> {
    const { db, requests, assessorUrl, assessorTimeoutMs, logger } = this.options;
    let reviewed = 0;
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return reviewed;
      for (const row of claimed) {
        const assessment = await assess(
          assessorUrl,
          {
            requestId: row.id,
            category: row.category,
            brand: row.brand,
            service: row.service,
            photos: await checkSummary(db, row.item_id),
          },
          assessorTimeoutMs,
          logger,
        );
        const detail =
          assessment === null
            ? { assessor: "none" }
            : "score" in assessment
              ? { assessor: "scored", score: assessment.score }
              : { assessor: "unavailable" };
        const moved = await requests.move(
          row.id,
          "in_review",
          { mover: "system", actorId: null },
          { detail, from: "checks" },
        );
        if (moved) reviewed++;
      }
    }
  }

  start(): void {
    this.polling.start();
  }

  /** A request was submitted: look now rather than at the next poll. */
  nudge(): void {
    this.polling.nudge();
  }

  /** Finishes the requests in hand, then stops. */
  stop(): Promise<void> {
    return this.polling.stop();
  }
}
