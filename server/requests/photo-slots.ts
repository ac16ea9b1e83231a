/**
 * What the requests read of an item's photos. The photo pipeline (server/photos/) owns the
 * photos; until its functions are merged, these read the `photos` table directly. Swap these two
 * functions for the pipeline's exports and nothing else changes.
 */
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { photos } from "../db/schema.ts";
import type { Queryable } from "./ledger.ts";

/** The slots of an item that hold a ready photo (not replaced by a retake), uploaded after `since` if given. */
export async function readySlots(q: Queryable, itemId: string, since?: Date): Promise<Set<string>> {
  const rows = await q
    .select({ slot: photos.slot })
    .from(photos)
    .where(
      and(
        eq(photos.itemId, itemId),
        eq(photos.status, "ready"),
        isNull(photos.replacedAt),
        since ? gt(photos.createdAt, since) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.slot));
}

/** The item's current photos in the contract's `Photo` shape (the pipeline adds `urls`). */
export async function photosOf(q: Queryable, itemId: string) {
  const rows = await q
    .select({
      id: photos.id,
      slot: photos.slot,
      status: photos.status,
      rejection: photos.rejection,
      width: photos.width,
      height: photos.height,
      placeholder: photos.placeholder,
      checks: photos.checks,
    })
    .from(photos)
    .where(and(eq(photos.itemId, itemId), isNull(photos.replacedAt)))
    .orderBy(asc(photos.createdAt));
  return rows.map((r) => ({
    id: r.id,
    slot: r.slot,
    status: r.status,
    ...(r.rejection ? { rejection: r.rejection } : {}),
    ...(r.width ? { width: r.width } : {}),
    ...(r.height ? { height: r.height } : {}),
    ...(r.placeholder ? { placeholder: r.placeholder } : {}),
    ...(r.checks ? { checks: withoutReviewerFields(r.checks) } : {}),
  }));
}

/** The owner's view of the checks: `duplicate.requests` (other owners' requests) is for reviewers only. */
function withoutReviewerFields(checks: unknown): unknown {
  if (!checks || typeof checks !== "object") return checks;
  const { duplicate, ...rest } = checks as Record<string, unknown>;
  if (!duplicate || typeof duplicate !== "object") return checks;
  const { requests: _requests, ...own } = duplicate as Record<string, unknown>;
  return { ...rest, duplicate: own };
}

/** The photos' check results as the assessor receives them (server/requests/assessor.ts). */
export async function checkSummary(q: Queryable, itemId: string) {
  const rows = await q
    .select({ slot: photos.slot, width: photos.width, height: photos.height, checks: photos.checks })
    .from(photos)
    .where(and(eq(photos.itemId, itemId), eq(photos.status, "ready"), isNull(photos.replacedAt)))
    .orderBy(asc(photos.createdAt));
  return rows.map((r) => ({ slot: r.slot, width: r.width, height: r.height, checks: r.checks ?? null }));
}
