import { asc, eq, sql } from "drizzle-orm";
import type { AddressHolder } from "../auth/ownership.ts";
import type { Db } from "../db/client.ts";
import {
  authRequestEvents,
  authRequests,
  creditLedger,
  items,
  notificationPreferences,
  photos,
} from "../db/requests-schema.ts";

/**
 * The requests' part of a person's data rights (decision 027): what the export shows of the
 * owner's items, photos, requests, credits and e-mail choices. Their deletion follows the
 * account's (the rows reference it, on delete cascade). The privacy service composes this.
 */

type Reader = Pick<Db, "select" | "execute">;

/**
 * The owner's items (with their photos' records, not the image files), their authentication
 * requests with every change of state, the credit ledger and the request e-mail choices.
 */
export async function authenticationExportOf(db: Reader, subject: AddressHolder): Promise<unknown> {
  const itemRows = await db
    .select()
    .from(items)
    .where(eq(items.ownerId, subject.id))
    .orderBy(asc(items.createdAt));
  const photoRows = await db
    .select({
      id: photos.id,
      itemId: photos.itemId,
      slot: photos.slot,
      fileName: photos.fileName,
      status: photos.status,
      width: photos.width,
      height: photos.height,
      createdAt: photos.createdAt,
      replacedAt: photos.replacedAt,
    })
    .from(photos)
    .where(eq(photos.ownerId, subject.id))
    .orderBy(asc(photos.createdAt));
  const requestRows = await db
    .select()
    .from(authRequests)
    .where(eq(authRequests.ownerId, subject.id))
    .orderBy(asc(authRequests.createdAt));
  const eventRows = await db
    .select({
      requestId: authRequestEvents.requestId,
      state: authRequestEvents.state,
      byYou: sql<boolean>`coalesce(${authRequestEvents.actorId} = ${subject.id}, false)`,
      at: authRequestEvents.at,
    })
    .from(authRequestEvents)
    .innerJoin(authRequests, eq(authRequests.id, authRequestEvents.requestId))
    .where(eq(authRequests.ownerId, subject.id))
    .orderBy(asc(authRequestEvents.at));
  const ledger = await db
    .select({
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      requestId: creditLedger.requestId,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, subject.id))
    .orderBy(asc(creditLedger.createdAt));
  const [preferences] = await db
    .select({
      requestReceived: notificationPreferences.requestReceived,
      morePhotosNeeded: notificationPreferences.morePhotosNeeded,
      verdictReady: notificationPreferences.verdictReady,
      updatedAt: notificationPreferences.updatedAt,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, subject.id));
  return {
    items: itemRows.map((item) => ({
      id: item.id,
      purpose: item.purpose,
      category: item.category,
      brand: item.brand,
      brandName: item.brandName,
      model: item.model,
      colour: item.colour,
      reference: item.reference,
      pricePaidMinor: item.pricePaidMinor,
      currency: item.currency,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      photos: photoRows.filter((p) => p.itemId === item.id).map(({ itemId: _itemId, ...p }) => p),
    })),
    requests: requestRows.map((r) => ({
      id: r.id,
      itemId: r.itemId,
      state: r.state,
      service: r.service,
      costCredits: r.costCredits,
      submittedAt: r.submittedAt,
      deadlineAt: r.deadlineAt,
      verdict: r.verdict,
      certificateId: r.certificateId,
      createdAt: r.createdAt,
      events: eventRows.filter((e) => e.requestId === r.id).map(({ requestId: _requestId, ...e }) => e),
    })),
    credits: ledger,
    requestEmails: preferences ?? null,
  };
}
