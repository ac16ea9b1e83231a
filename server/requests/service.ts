/**
 * Items and authentication requests (docs/decisions/020-authentication-requests.md): what an owner
 * keeps, what they send for authentication, every change of state as an event, and the credits
 * each submission spends. Ownership is checked in every query: another account's item or request
 * is "not found", never "forbidden".
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { type CategoryId, shotsOf } from "#app/data/shots.ts";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import type { Db } from "../db/client.ts";
import {
  authRequestEvents,
  authRequests,
  certificates,
  items,
  notificationPreferences,
  users,
} from "../db/schema.ts";
import { deadlineOf, type ServiceId, serviceFor, servicesFor } from "./costs.ts";
import { parseItemChanges, parseNewItem, parseNotifications, parseSubmit, pricePaidOf } from "./input.ts";
import {
  appendEntry,
  balanceOf,
  currentBalance,
  entriesOf,
  lockAccount,
  type Queryable,
  type Tx,
} from "./ledger.ts";
import { queueRequestMail, type RequestMailKind } from "./mail.ts";
import { photosOf, readySlots } from "./photo-slots.ts";
import { itemEditable, type Mover, mayMove, type RequestState, refundsOnCancel } from "./states.ts";
import { RequestError } from "./words.ts";

export interface Owner {
  id: string;
  email: string;
}

export interface RequestsServiceOptions {
  db: Db;
  brand: string;
  siteUrl: string;
  /** After a transaction that queued an e-mail has committed (the runtime nudges the outbox). */
  onQueued?: () => void;
  /** After a submission has committed (the runtime nudges the checks worker). */
  onSubmitted?: () => void;
  /**
   * Inside the transaction of a request's move to "verdict": the points service awards the
   * authentication's points there (idempotent per request; docs/decisions/023-points-and-rewards.md).
   */
  onVerdict?: (tx: Tx, request: { id: string; ownerId: string }) => Promise<unknown>;
}

type ItemRow = typeof items.$inferSelect;
type RequestRow = typeof authRequests.$inferSelect;
type EventRow = typeof authRequestEvents.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const closedStates = ["cancelled", "verdict", "certificate_issued"];

/** Event details the owner sees; the rest (idempotency key, language, assessor score) stays with staff. */
const ownerDetailKeys = ["service", "credits", "photos", "flagged", "slots", "refunded"];

function ownerDetail(detail: unknown): Record<string, unknown> | null {
  if (!detail || typeof detail !== "object") return null;
  const kept = Object.entries(detail).filter(([k]) => ownerDetailKeys.includes(k));
  return kept.length ? Object.fromEntries(kept) : null;
}

function itemView(row: ItemRow) {
  return {
    id: row.id,
    purpose: row.purpose,
    category: row.category,
    brand: row.brand,
    brandName: row.brandName,
    model: row.model,
    colour: row.colour,
    reference: row.reference,
    pricePaid: pricePaidOf(row.pricePaidMinor, row.currency),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the public page of a certificate shows of its evidence (issue 30). */
export const publicityChoices = ["findings", "findings_and_photos"] as const;
export type Publicity = (typeof publicityChoices)[number];

interface StoredVerdict {
  outcome: "authentic" | "not_authentic" | "inconclusive";
  confidence: number;
  grade: number;
  value: { low: number; high: number | null; currency: string | null } | null;
  summary: string;
  checklist?: { point: string; result: "pass" | "fail" | "unsure"; note?: string; marks?: unknown[] }[];
  evidence?: {
    method: string;
    reviewers: { role: string; id: string }[];
    checkpoints: { point: string; result: "pass" | "fail" | "unsure"; note: string; marks: unknown[] }[];
  };
}

/** The final verdict as its owner sees it (OwnerVerdict of the pages), or null before it is final. */
function ownerVerdict(row: RequestRow, publicity: Publicity | null) {
  if (row.state !== "verdict" && row.state !== "certificate_issued") return null;
  const v = row.verdict as StoredVerdict | null;
  if (!v) return null;
  return {
    outcome: v.outcome,
    confidence: v.confidence,
    grade: v.grade,
    valueLow: v.value?.low ?? null,
    valueHigh: v.value?.high ?? null,
    currency: v.value?.currency ?? null,
    summary: v.summary,
    checkpoints:
      v.evidence?.checkpoints ??
      (v.checklist ?? []).map((c) => ({ point: c.point, result: c.result, note: c.note ?? "", marks: [] })),
    reviewers: v.evidence?.reviewers ?? [],
    certificateId: row.certificateId,
    publicity: row.certificateId ? (publicity ?? "findings") : null,
    method: v.evidence?.method ?? "ai+human",
  };
}

function requestView(row: RequestRow, events?: EventRow[], publicity: Publicity | null = null) {
  return {
    id: row.id,
    itemId: row.itemId,
    state: row.state,
    service: row.service,
    turnaround: row.turnaround,
    costCredits: row.costCredits,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    deadlineAt: row.deadlineAt?.toISOString() ?? null,
    verdict: ownerVerdict(row, publicity),
    certificateId: row.certificateId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(events
      ? {
          events: events.map((e) => ({
            state: e.state,
            at: e.at.toISOString(),
            by: e.actorId === null ? "system" : e.actorId === row.ownerId ? "owner" : "staff",
            detail: ownerDetail(e.detail),
          })),
        }
      : {}),
  };
}

export type ItemView = ReturnType<typeof itemView>;
export type RequestView = ReturnType<typeof requestView>;

async function eventsOf(q: Queryable, requestIds: string[]): Promise<Map<string, EventRow[]>> {
  const byRequest = new Map<string, EventRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await q
    .select()
    .from(authRequestEvents)
    .where(inArray(authRequestEvents.requestId, requestIds))
    .orderBy(asc(authRequestEvents.at), asc(authRequestEvents.id));
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}

async function addEvent(
  tx: Tx,
  requestId: string,
  state: RequestState,
  actorId: string | null,
  detail: Record<string, unknown> | null = null,
) {
  // clock_timestamp(), not the transaction's now(): two changes in one transaction keep their order.
  await tx
    .insert(authRequestEvents)
    .values({ requestId, state, actorId, detail, at: sql`clock_timestamp()` });
}

/** The language the owner submitted in (their e-mails' language), English before that. */
async function ownerLanguage(q: Queryable, requestId: string): Promise<Language> {
  const [row] = await q
    .select({ language: sql<string | null>`${authRequestEvents.detail}->>'language'` })
    .from(authRequestEvents)
    .where(and(eq(authRequestEvents.requestId, requestId), eq(authRequestEvents.state, "submitted")))
    .orderBy(desc(authRequestEvents.at))
    .limit(1);
  return isLanguage(row?.language) ? row.language : "en";
}

const preferenceColumn = {
  requestReceived: notificationPreferences.requestReceived,
  morePhotosNeeded: notificationPreferences.morePhotosNeeded,
  verdictReady: notificationPreferences.verdictReady,
} as const;

export async function wantsMail(q: Queryable, userId: string, kind: RequestMailKind): Promise<boolean> {
  const [row] = await q
    .select({ wanted: preferenceColumn[kind] })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.wanted ?? true;
}

export function createRequestsService(options: RequestsServiceOptions) {
  const { db } = options;

  async function ownItem(q: Queryable, owner: Owner, id: string, lock = false): Promise<ItemRow> {
    if (!uuidPattern.test(id)) throw new RequestError(404, "itemNotFound", { field: "id" });
    const query = q
      .select()
      .from(items)
      .where(and(eq(items.id, id), eq(items.ownerId, owner.id)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new RequestError(404, "itemNotFound", { field: "id" });
    return row;
  }

  async function requestsOfItem(q: Queryable, itemId: string): Promise<RequestRow[]> {
    return q
      .select()
      .from(authRequests)
      .where(eq(authRequests.itemId, itemId))
      .orderBy(desc(authRequests.createdAt), desc(authRequests.id));
  }

  /** The publicity of each certificate named, by certificate id. */
  async function publicityOf(q: Queryable, rows: RequestRow[]): Promise<Map<string, Publicity>> {
    const ids = rows.flatMap((r) => (r.certificateId ? [r.certificateId] : []));
    if (ids.length === 0) return new Map();
    const found = await q
      .select({ id: certificates.id, publicity: certificates.publicity })
      .from(certificates)
      .where(inArray(certificates.id, ids));
    return new Map(found.map((c) => [c.id, c.publicity as Publicity]));
  }

  async function withEvents(q: Queryable, row: RequestRow) {
    const publicity = (await publicityOf(q, [row])).get(row.certificateId ?? "") ?? null;
    return requestView(row, (await eventsOf(q, [row.id])).get(row.id) ?? [], publicity);
  }

  async function ownRequestRow(owner: Owner, requestId: string): Promise<RequestRow> {
    if (!uuidPattern.test(requestId)) throw new RequestError(404, "requestNotFound", { field: "id" });
    const [row] = await db
      .select()
      .from(authRequests)
      .where(and(eq(authRequests.id, requestId), eq(authRequests.ownerId, owner.id)));
    if (!row) throw new RequestError(404, "requestNotFound", { field: "id" });
    return row;
  }

  /** One of the owner's requests with its timeline and, once final, its verdict (404 for anyone else). */
  async function getRequest(owner: Owner, requestId: string) {
    return { request: await withEvents(db, await ownRequestRow(owner, requestId)) };
  }

  /**
   * The owner chooses what the public page of the request's certificate shows: "findings" or
   * "findings_and_photos". 404 for a request that is not theirs, 409 before a certificate exists.
   */
  async function setPublicity(owner: Owner, requestId: string, body: unknown) {
    const row = await ownRequestRow(owner, requestId);
    const value = (body as { publicity?: unknown } | null)?.publicity;
    const field = { field: "publicity" };
    if (value === undefined) throw new RequestError(400, "fieldMissing", field, field);
    if (!(publicityChoices as readonly unknown[]).includes(value))
      throw new RequestError(400, "fieldChoice", field, { ...field, choices: publicityChoices.join(", ") });
    if (!row.certificateId) throw new RequestError(409, "noCertificateYet", { field: "id" });
    await db
      .update(certificates)
      .set({ publicity: value as Publicity })
      .where(eq(certificates.id, row.certificateId));
    return { request: await withEvents(db, row) };
  }

  /**
   * Sends one of the owner's request e-mails if they want it, in the transaction of the change.
   * Answers whether one was queued (the caller nudges the outbox after committing).
   */
  async function mailOwner(
    tx: Tx,
    request: RequestRow,
    kind: RequestMailKind,
    extra: { deadline?: Date; shots?: number; language?: Language } = {},
  ): Promise<boolean> {
    if (!(await wantsMail(tx, request.ownerId, kind))) return false;
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.ownerId));
    const [item] = await tx
      .select({ category: items.category })
      .from(items)
      .where(eq(items.id, request.itemId));
    if (!owner || !item) return false;
    await queueRequestMail(tx, kind, {
      language: extra.language ?? (await ownerLanguage(tx, request.id)),
      brand: options.brand,
      siteUrl: options.siteUrl,
      to: owner.email,
      itemId: request.itemId,
      requestId: request.id,
      category: item.category,
      ...(extra.deadline ? { deadline: extra.deadline } : {}),
      ...(extra.shots !== undefined ? { shots: extra.shots } : {}),
    });
    return true;
  }

  async function listItems(owner: Owner) {
    const rows = await db
      .select()
      .from(items)
      .where(eq(items.ownerId, owner.id))
      .orderBy(desc(items.createdAt), desc(items.id));
    const requests = await db
      .select()
      .from(authRequests)
      .where(eq(authRequests.ownerId, owner.id))
      .orderBy(desc(authRequests.createdAt), desc(authRequests.id));
    const latest = new Map<string, RequestRow>();
    for (const r of requests) if (!latest.has(r.itemId)) latest.set(r.itemId, r);
    return {
      items: rows.map((row) => {
        const request = latest.get(row.id);
        return {
          ...itemView(row),
          request: request
            ? {
                id: request.id,
                state: request.state,
                service: request.service,
                submittedAt: request.submittedAt?.toISOString() ?? null,
                deadlineAt: request.deadlineAt?.toISOString() ?? null,
              }
            : null,
        };
      }),
      balance: await currentBalance(db, owner.id),
    };
  }

  async function createItem(owner: Owner, body: unknown) {
    const fields = parseNewItem(body);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(items)
        .values({ ownerId: owner.id, ...fields })
        .returning();
      if (!row) throw new Error("item insert returned nothing");
      if (fields.purpose === "authenticate") {
        const [request] = await tx
          .insert(authRequests)
          .values({ itemId: row.id, ownerId: owner.id, state: "draft" })
          .returning({ id: authRequests.id });
        if (request) await addEvent(tx, request.id, "draft", owner.id);
      }
      return { item: itemView(row) };
    });
  }

  async function getItem(owner: Owner, id: string) {
    const row = await ownItem(db, owner, id);
    const requests = await requestsOfItem(db, row.id);
    const events = await eventsOf(
      db,
      requests.map((r) => r.id),
    );
    const publicity = await publicityOf(db, requests);
    return {
      item: itemView(row),
      photos: await photosOf(db, row.id),
      shots: (shotsOf(row.category) ?? []).map((s) => ({ slot: s.slot, required: s.required })),
      services: servicesFor(row.category as CategoryId),
      requests: requests.map((r) =>
        requestView(r, events.get(r.id) ?? [], publicity.get(r.certificateId ?? "") ?? null),
      ),
      balance: await currentBalance(db, owner.id),
    };
  }

  async function assertEditable(tx: Tx, itemId: string) {
    const states = (await requestsOfItem(tx, itemId)).map((r) => r.state as RequestState);
    if (!itemEditable(states)) throw new RequestError(409, "itemLocked", { field: "id" });
  }

  async function updateItem(owner: Owner, id: string, body: unknown) {
    return db.transaction(async (tx) => {
      const row = await ownItem(tx, owner, id, true);
      const changes = parseItemChanges(body, row);
      await assertEditable(tx, row.id);
      const [updated] = await tx
        .update(items)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(items.id, row.id))
        .returning();
      if (!updated) throw new Error("item update returned nothing");
      return { item: itemView(updated) };
    });
  }

  async function deleteItem(owner: Owner, id: string) {
    return db.transaction(async (tx) => {
      const row = await ownItem(tx, owner, id, true);
      await assertEditable(tx, row.id);
      await tx.delete(items).where(eq(items.id, row.id));
      return { id: row.id };
    });
  }

  /**
   * Opens a request on the item (or takes its draft) and submits it: the required shots must each
   * hold a ready photo and the balance must cover the cost. One transaction holds the account's
   * row, then the item's: submissions of one account run one after another, so the balance check
   * and the debit see the same ledger. The same idempotencyKey answers the first result again.
   */
  async function submit(owner: Owner, itemId: string, body: unknown, language: Language) {
    const input = parseSubmit(body);
    let queued = false;
    const result = await db.transaction(async (tx) => {
      await lockAccount(tx, owner.id);
      const item = await ownItem(tx, owner, itemId, true);

      const [earlier] = await tx
        .select({ request: authRequests })
        .from(authRequestEvents)
        .innerJoin(authRequests, eq(authRequests.id, authRequestEvents.requestId))
        .where(
          and(
            eq(authRequests.ownerId, owner.id),
            eq(authRequestEvents.state, "submitted"),
            sql`${authRequestEvents.detail}->>'idempotencyKey' = ${input.idempotencyKey}`,
          ),
        )
        .limit(1);
      if (earlier) {
        if (earlier.request.itemId !== item.id)
          throw new RequestError(422, "idempotencyKeyReused", { field: "idempotencyKey" });
        const [current] = await tx.select().from(authRequests).where(eq(authRequests.id, earlier.request.id));
        if (!current) throw new Error("request vanished");
        return {
          request: await withEvents(tx, current),
          balance: await balanceOf(tx, owner.id),
          replayed: true,
        };
      }

      const [open] = await tx
        .select()
        .from(authRequests)
        .where(and(eq(authRequests.itemId, item.id), notInArray(authRequests.state, closedStates)))
        .for("update");
      if (open && open.state !== "draft")
        throw new RequestError(409, "alreadySubmitted", { field: "id", requestId: open.id });

      const option = serviceFor(item.category as CategoryId, input.service as ServiceId);
      if (!option) throw new RequestError(400, "serviceNotOffered", { field: "service" });

      const ready = await readySlots(tx, item.id);
      const missing = (shotsOf(item.category) ?? [])
        .filter((s) => s.required && !ready.has(s.slot))
        .map((s) => s.slot);
      if (missing.length > 0)
        throw new RequestError(
          409,
          "missingShots",
          { field: "photos", missingShots: missing },
          {
            count: missing.length,
          },
        );

      const balance = await currentBalance(tx, owner.id);
      if (balance < option.credits)
        throw new RequestError(
          402,
          "notEnoughCredits",
          { field: "service", balance, cost: option.credits },
          { balance, cost: option.credits },
        );

      let draft = open;
      if (!draft) {
        [draft] = await tx.insert(authRequests).values({ itemId: item.id, ownerId: owner.id }).returning();
        if (!draft) throw new Error("request insert returned nothing");
        await addEvent(tx, draft.id, "draft", owner.id);
      }
      const submittedAt = new Date();
      const [request] = await tx
        .update(authRequests)
        .set({
          state: "submitted",
          service: option.service,
          turnaround: option.turnaround,
          costCredits: option.credits,
          submittedAt,
          deadlineAt: deadlineOf(submittedAt, option),
          updatedAt: submittedAt,
        })
        .where(and(eq(authRequests.id, draft.id), eq(authRequests.state, "draft")))
        .returning();
      if (!request) throw new Error("the draft changed under its lock");
      await appendEntry(tx, {
        userId: owner.id,
        delta: -option.credits,
        reason: "submit",
        requestId: request.id,
        idempotencyKey: `submit:${request.id}`,
      });
      await addEvent(tx, request.id, "submitted", owner.id, {
        service: option.service,
        credits: option.credits,
        idempotencyKey: input.idempotencyKey,
        language,
      });
      queued = await mailOwner(tx, request, "requestReceived", {
        language,
        ...(request.deadlineAt ? { deadline: request.deadlineAt } : {}),
      });
      return {
        request: await withEvents(tx, request),
        balance: await balanceOf(tx, owner.id),
        replayed: false,
      };
    });
    if (queued) options.onQueued?.();
    if (!result.replayed) options.onSubmitted?.();
    return result;
  }

  /** The owner cancels a draft, or a submitted request before review (its credits come back, once). */
  async function cancel(owner: Owner, requestId: string) {
    if (!uuidPattern.test(requestId)) throw new RequestError(404, "requestNotFound", { field: "id" });
    return db.transaction(async (tx) => {
      await lockAccount(tx, owner.id);
      const [row] = await tx
        .select()
        .from(authRequests)
        .where(and(eq(authRequests.id, requestId), eq(authRequests.ownerId, owner.id)))
        .for("update");
      if (!row) throw new RequestError(404, "requestNotFound", { field: "id" });
      const state = row.state as RequestState;
      if (state === "cancelled")
        return {
          request: await withEvents(tx, row),
          balance: await balanceOf(tx, owner.id),
          refunded: 0,
          already: true,
        };
      if (!mayMove(state, "cancelled", "owner"))
        throw new RequestError(409, "notCancellable", { field: "id", state });
      let refunded = 0;
      if (refundsOnCancel(state) && row.costCredits) {
        const wrote = await appendEntry(tx, {
          userId: owner.id,
          delta: row.costCredits,
          reason: "refund",
          requestId: row.id,
          idempotencyKey: `refund:${row.id}`,
        });
        if (wrote) refunded = row.costCredits;
      }
      const [updated] = await tx
        .update(authRequests)
        .set({ state: "cancelled", updatedAt: new Date() })
        .where(eq(authRequests.id, row.id))
        .returning();
      if (!updated) throw new Error("request update returned nothing");
      await addEvent(tx, row.id, "cancelled", owner.id, refunded ? { refunded } : null);
      return {
        request: await withEvents(tx, updated),
        balance: await balanceOf(tx, owner.id),
        refunded,
        already: false,
      };
    });
  }

  /**
   * The owner sends a request back to the experts after adding the photos they asked for: each
   * slot named by the last "more photos" event must hold a ready photo taken after it.
   */
  async function resume(owner: Owner, requestId: string) {
    if (!uuidPattern.test(requestId)) throw new RequestError(404, "requestNotFound", { field: "id" });
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(authRequests)
        .where(and(eq(authRequests.id, requestId), eq(authRequests.ownerId, owner.id)))
        .for("update");
      if (!row) throw new RequestError(404, "requestNotFound", { field: "id" });
      if (!mayMove(row.state as RequestState, "in_review", "owner"))
        throw new RequestError(409, "notWaitingForPhotos", { field: "id", state: row.state });
      const [asked] = await tx
        .select({ detail: authRequestEvents.detail, at: authRequestEvents.at })
        .from(authRequestEvents)
        .where(and(eq(authRequestEvents.requestId, row.id), eq(authRequestEvents.state, "more_photos")))
        .orderBy(desc(authRequestEvents.at))
        .limit(1);
      const slots = (asked?.detail as { slots?: unknown } | null)?.slots;
      const wanted = Array.isArray(slots) ? slots.filter((s): s is string => typeof s === "string") : [];
      const fresh = await readySlots(tx, row.itemId, asked?.at);
      const missing = wanted.filter((slot) => !fresh.has(slot));
      if (missing.length > 0)
        throw new RequestError(
          409,
          "missingShots",
          { field: "photos", missingShots: missing },
          {
            count: missing.length,
          },
        );
      const [updated] = await tx
        .update(authRequests)
        .set({ state: "in_review", updatedAt: new Date() })
        .where(eq(authRequests.id, row.id))
        .returning();
      if (!updated) throw new Error("request update returned nothing");
      await addEvent(tx, row.id, "in_review", owner.id, { slots: wanted });
      return { request: await withEvents(tx, updated) };
    });
  }

  async function credits(owner: Owner) {
    const balance = await currentBalance(db, owner.id);
    const entries = await entriesOf(db, owner.id);
    return {
      balance,
      entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })),
    };
  }

  async function notifications(owner: Owner) {
    const [row] = await db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, owner.id));
    return {
      requestReceived: row?.requestReceived ?? true,
      morePhotosNeeded: row?.morePhotosNeeded ?? true,
      verdictReady: row?.verdictReady ?? true,
    };
  }

  async function setNotifications(owner: Owner, body: unknown) {
    const choices = parseNotifications(body);
    await db
      .insert(notificationPreferences)
      .values({ userId: owner.id, ...choices })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { ...choices, updatedAt: new Date() },
      });
    return choices;
  }

  /**
   * A move made by the system or staff (the checks worker, the review desk): checked against the
   * state machine under the request's row lock, stored with its event, and, for "more photos" and
   * "verdict", the owner's e-mail queued in the same transaction. Answers null when the request
   * is no longer where the move starts (someone else moved it first): nothing is written.
   */
  async function move(
    requestId: string,
    to: RequestState,
    by: { mover: Exclude<Mover, "owner">; actorId: string | null },
    extra: {
      detail?: Record<string, unknown>;
      verdict?: unknown;
      from?: RequestState;
      /** Runs in the move's transaction after the move (the review desk writes its audit entry here). */
      also?: (tx: Tx, moved: { from: RequestState; to: RequestState }) => Promise<void>;
    } = {},
  ): Promise<RequestView | null> {
    let queued = false;
    const view = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(authRequests).where(eq(authRequests.id, requestId)).for("update");
      if (!row) return null;
      const from = row.state as RequestState;
      if (extra.from && extra.from !== from) return null;
      if (!mayMove(from, to, by.mover)) return null;
      const [updated] = await tx
        .update(authRequests)
        .set({
          state: to,
          updatedAt: new Date(),
          ...(to === "verdict" && extra.verdict !== undefined ? { verdict: extra.verdict } : {}),
        })
        .where(eq(authRequests.id, row.id))
        .returning();
      if (!updated) return null;
      await addEvent(tx, row.id, to, by.actorId, extra.detail ?? null);
      if (extra.also) await extra.also(tx, { from, to });
      if (to === "more_photos") {
        const slots = extra.detail?.slots;
        queued = await mailOwner(tx, updated, "morePhotosNeeded", {
          shots: Array.isArray(slots) ? Math.max(1, slots.length) : 1,
        });
      }
      if (to === "verdict") {
        await options.onVerdict?.(tx, { id: updated.id, ownerId: updated.ownerId });
        queued = await mailOwner(tx, updated, "verdictReady");
      }
      return withEvents(tx, updated);
    });
    if (queued) options.onQueued?.();
    return view;
  }

  /** For the review desk: ask the owner for more photos of these slots. */
  function askForMorePhotos(
    requestId: string,
    reviewerId: string,
    slots: string[],
    also?: (tx: Tx, moved: { from: RequestState; to: RequestState }) => Promise<void>,
  ) {
    return move(
      requestId,
      "more_photos",
      { mover: "staff", actorId: reviewerId },
      { detail: { slots }, ...(also ? { also } : {}) },
    );
  }

  /** For the review desk: record the verdict (outcome, confidence, grade, value, summary). */
  function recordVerdict(
    requestId: string,
    reviewerId: string,
    verdict: Record<string, unknown>,
    also?: (tx: Tx, moved: { from: RequestState; to: RequestState }) => Promise<void>,
  ) {
    return move(
      requestId,
      "verdict",
      { mover: "staff", actorId: reviewerId },
      { verdict, ...(also ? { also } : {}) },
    );
  }

  /** The item whose request issued this certificate, or null. */
  async function itemOfCertificate(certificateId: string): Promise<string | null> {
    const [row] = await db
      .select({ itemId: authRequests.itemId })
      .from(authRequests)
      .where(eq(authRequests.certificateId, certificateId))
      .limit(1);
    return row?.itemId ?? null;
  }

  return {
    itemOfCertificate,
    getRequest,
    setPublicity,
    listItems,
    createItem,
    getItem,
    updateItem,
    deleteItem,
    submit,
    cancel,
    resume,
    credits,
    notifications,
    setNotifications,
    move,
    askForMorePhotos,
    recordVerdict,
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
