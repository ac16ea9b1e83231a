/**
 * The review desk (docs/decisions/021-review-desk.md): staff roles, the queue, claims with a lease,
 * the request under review, "more photos", verdicts with the four-eyes rule, the certificate, and
 * an audit entry for every staff action written in the action's own transaction.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { checklistFor } from "#app/data/review-checklists.ts";
import { shotsOf } from "#app/data/shots.ts";
import { hasForbiddenCharacter } from "#app/forms/text-rules.ts";
import type { EvidenceMark, VerdictEvidence } from "../certificates/credential.ts";
import type { CertificateRegistryService } from "../certificates/registry.ts";
import type { Db } from "../db/client.ts";
import {
  authRequestEvents,
  authRequests,
  certificates,
  items,
  reviewAudit,
  reviewClaims,
  reviewIssuance,
  reviewVerdicts,
  staffRoles,
  users,
} from "../db/schema.ts";
import type { PhotoService } from "../photos/service.ts";
import { directoryBrands } from "../requests/brands.ts";
import type { Queryable, Tx } from "../requests/ledger.ts";
import type { RequestsService } from "../requests/service.ts";
import { marketValueOf } from "./market-value.ts";
import { reviewerPseudonym } from "./pseudonym.ts";

export const staffRoleNames = ["reviewer", "lead", "admin"] as const;
export type StaffRole = (typeof staffRoleNames)[number];
export const isStaffRole = (v: unknown): v is StaffRole =>
  typeof v === "string" && (staffRoleNames as readonly string[]).includes(v);

/** A refusal of the desk: 401 signed out, 404 not staff or not found, 403 not this role, 409, 400. */
export class ReviewError extends Error {
  readonly status: number;
  readonly word: string;
  readonly details: Record<string, unknown> | null;
  constructor(status: number, word: string, details: Record<string, unknown> | null = null) {
    super(word);
    this.name = "ReviewError";
    this.status = status;
    this.word = word;
    this.details = details;
  }
}

export interface Staff {
  id: string;
  roles: StaffRole[];
}

export const isLead = (s: Staff) => s.roles.includes("lead") || s.roles.includes("admin");

/** Confidence below which, and every not_authentic, a verdict waits for a lead's second opinion. */
export const secondOpinionBelow = 95;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const outcomes = ["authentic", "not_authentic", "inconclusive"] as const;
const results = ["pass", "fail", "unsure"] as const;

export async function rolesOf(q: Queryable, userId: string): Promise<StaffRole[]> {
  const rows = await q
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.userId, userId));
  return rows.map((r) => r.role).filter(isStaffRole);
}

export async function writeAudit(
  q: Queryable,
  entry: {
    actor: Staff | null;
    action: string;
    requestId?: string | null;
    before?: unknown;
    after?: unknown;
  },
) {
  await q.insert(reviewAudit).values({
    actorId: entry.actor?.id ?? null,
    actorRoles: entry.actor ? entry.actor.roles.join(",") : "operator",
    action: entry.action,
    requestId: entry.requestId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Grants or revokes a role (operators' CLI, an admin's staff screen): one audit entry each. The
 * address is matched against the accounts' current addresses only (never one waiting apart to
 * replace it), and a role is granted only to an account whose address is proven (its owner opened
 * a link sent to it): whoever registers a future employee's address, or a typo of it, and waits
 * gets "unconfirmed", nothing written. Revoking works whatever the address's state.
 */
export async function setRole(
  db: Db,
  email: string,
  role: StaffRole,
  grant: boolean,
  by: Staff | null,
): Promise<"changed" | "unchanged" | "noAccount" | "unconfirmed"> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .for("update");
    if (!user) return "noAccount";
    const before = await rolesOf(tx, user.id);
    if (grant === before.includes(role)) return "unchanged";
    if (grant && user.verifiedAt === null) return "unconfirmed";
    if (grant)
      await tx.insert(staffRoles).values({ userId: user.id, role, grantedBy: by ? by.id : "operator" });
    else await tx.delete(staffRoles).where(and(eq(staffRoles.userId, user.id), eq(staffRoles.role, role)));
    await writeAudit(tx, {
      actor: by,
      action: grant ? "role.grant" : "role.revoke",
      before: { userId: user.id, roles: before },
      after: { userId: user.id, roles: await rolesOf(tx, user.id) },
    });
    return "changed";
  });
}

interface VerdictInput {
  outcome: (typeof outcomes)[number];
  confidence: number;
  grade: number;
  valueLow: number | null;
  valueHigh: number | null;
  currency: string | null;
  summary: string;
  checklist: { point: string; result: (typeof results)[number]; note: string; marks?: Mark[] }[];
}

/** A rectangle drawn on a photo: fractions 0..1 of the photo as shown upright. */
export interface Mark {
  photoId: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** At most this many rectangles per checklist point. */
export const marksPerPoint = 5;

const fraction = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1;

function parseMarks(value: unknown, field: string, photoIds: ReadonlySet<string>): Mark[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > marksPerPoint) bad(field);
  return value.map((raw, j) => {
    const m = (raw ?? {}) as Record<string, unknown>;
    const at = `${field}.${j}`;
    if (typeof m.photoId !== "string" || !photoIds.has(m.photoId)) bad(`${at}.photoId`);
    for (const k of ["x", "y", "w", "h"] as const) if (!fraction(m[k])) bad(`${at}.${k}`);
    const { x, y, w, h } = m as { x: number; y: number; w: number; h: number };
    if (w <= 0 || h <= 0 || x + w > 1 + 1e-9 || y + h > 1 + 1e-9) bad(at);
    return { photoId: m.photoId as string, x, y, w, h };
  });
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
/** Text of at most `max` characters that the shared rule accepts (app/forms/text-rules.ts; line breaks allowed). */
const plainText = (v: unknown, max: number) =>
  typeof v === "string" && v.length <= max && !hasForbiddenCharacter(v, true);

function bad(field: string): never {
  throw new ReviewError(400, "invalid", { field });
}

export function parseVerdict(
  body: unknown,
  points: readonly string[],
  photoIds: ReadonlySet<string> = new Set(),
): VerdictInput {
  if (!body || typeof body !== "object" || Array.isArray(body)) bad("body");
  const b = body as Record<string, unknown>;
  if (!(outcomes as readonly unknown[]).includes(b.outcome)) bad("outcome");
  if (!isInt(b.confidence, 0, 100)) bad("confidence");
  if (!isInt(b.grade, 0, 10)) bad("grade");
  const value = b.valueLow !== undefined && b.valueLow !== null;
  if (value) {
    if (!isInt(b.valueLow, 0, 1e9)) bad("valueLow");
    if (!isInt(b.valueHigh, 0, 1e9) || (b.valueHigh as number) < (b.valueLow as number)) bad("valueHigh");
    if (typeof b.currency !== "string" || !/^[A-Z]{3}$/.test(b.currency)) bad("currency");
  }
  if (!plainText(b.summary, 2000) || !(b.summary as string).trim()) bad("summary");
  if (!Array.isArray(b.checklist) || b.checklist.length > points.length) bad("checklist");
  const seen = new Set<string>();
  const checklist = (b.checklist as unknown[]).map((entry, i) => {
    const e = (entry ?? {}) as Record<string, unknown>;
    if (typeof e.point !== "string" || !points.includes(e.point) || seen.has(e.point))
      bad(`checklist.${i}.point`);
    seen.add(e.point as string);
    if (!(results as readonly unknown[]).includes(e.result)) bad(`checklist.${i}.result`);
    const note = e.note ?? "";
    if (!plainText(note, 500)) bad(`checklist.${i}.note`);
    const marks = parseMarks(e.marks, `checklist.${i}.marks`, photoIds);
    return {
      point: e.point as string,
      result: e.result as VerdictInput["checklist"][number]["result"],
      note: note as string,
      ...(marks.length ? { marks } : {}),
    };
  });
  return {
    outcome: b.outcome as VerdictInput["outcome"],
    confidence: b.confidence as number,
    grade: b.grade as number,
    valueLow: value ? (b.valueLow as number) : null,
    valueHigh: value ? (b.valueHigh as number) : null,
    currency: value ? (b.currency as string) : null,
    summary: (b.summary as string).trim(),
    checklist,
  };
}

export interface ReviewServiceOptions {
  db: Db;
  requests: RequestsService;
  certificates: CertificateRegistryService;
  photos: PhotoService;
  /** The lease of a claim (default 30 minutes), renewed by the claimant's activity. */
  leaseMs?: number;
  /** The clock (tests move it to let a lease run out). */
  now?: () => Date;
  /** The key of reviewers' pseudonyms (./pseudonym.ts); the photo service's when absent, as the evidence uses. */
  pseudonymKey?: Buffer;
  /**
   * How long the issuer of a certificate (the desk after a verdict, or a recovery pass) holds the
   * request before a recovery pass may take it over (default 2 minutes).
   */
  issueLeaseMs?: number;
  /** Tests only: a pause between a final verdict's commit and its certificate (a kill -9 lands there). */
  issueDelayMs?: number;
}

export function createReviewService(options: ReviewServiceOptions) {
  const { db, requests } = options;
  const leaseMs = options.leaseMs ?? 30 * 60_000;
  const now = options.now ?? (() => new Date());
  const pseudonymKey = options.pseudonymKey ?? options.photos.pseudonymKey;
  const pseudonym = (userId: string) => reviewerPseudonym(userId, pseudonymKey);
  const issueLeaseMs = options.issueLeaseMs ?? 120_000;
  /** This process's name on the issuance leases it takes right after a verdict. */
  const deskHolder = `desk:${randomUUID()}`;

  /**
   * The caller's roles, counted only while the account's current address is proven: a role held
   * by an account that never proved its address (granted before grants required it) gives nothing.
   */
  async function staffOf(userId: string): Promise<Staff | null> {
    const [user] = await db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (!user || user.verifiedAt === null) return null;
    const roles = await rolesOf(db, userId);
    return roles.length ? { id: userId, roles } : null;
  }

  async function requestRow(q: Queryable, id: string, lock = false) {
    if (!uuidPattern.test(id)) throw new ReviewError(404, "notFound", { field: "id" });
    const query = q.select().from(authRequests).where(eq(authRequests.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new ReviewError(404, "notFound", { field: "id" });
    return row;
  }

  async function liveClaim(q: Queryable, requestId: string) {
    const [claim] = await q.select().from(reviewClaims).where(eq(reviewClaims.requestId, requestId));
    return claim && claim.leaseUntil > now() ? claim : null;
  }

  async function pendingVerdict(q: Queryable, requestId: string) {
    const [row] = await q
      .select()
      .from(reviewVerdicts)
      .where(and(eq(reviewVerdicts.requestId, requestId), eq(reviewVerdicts.status, "pending")));
    return row ?? null;
  }

  /** The claimant (lease renewed) or a lead/admin may act on a request; anyone else 403/409. */
  async function mayWork(tx: Tx, staff: Staff, requestId: string) {
    const claim = await liveClaim(tx, requestId);
    if (claim && claim.reviewerId === staff.id) {
      await tx
        .update(reviewClaims)
        .set({ leaseUntil: new Date(now().getTime() + leaseMs) })
        .where(eq(reviewClaims.requestId, requestId));
      return;
    }
    if (isLead(staff)) return;
    throw new ReviewError(claim ? 409 : 403, claim ? "claimedByAnother" : "claimFirst", { field: "id" });
  }

  async function queue(staff: Staff, filters: { category?: string; state?: string }) {
    void staff;
    const state = filters.state ?? "in_review";
    if (!["in_review", "second_opinion"].includes(state))
      throw new ReviewError(400, "invalid", { field: "state" });
    if (filters.category !== undefined && !shotsOf(filters.category))
      throw new ReviewError(400, "invalid", { field: "category" });
    const rows = await db
      .select({ request: authRequests, item: items })
      .from(authRequests)
      .innerJoin(items, eq(items.id, authRequests.itemId))
      .where(
        and(
          eq(authRequests.state, "in_review"),
          filters.category ? eq(items.category, filters.category) : undefined,
        ),
      )
      .orderBy(asc(authRequests.deadlineAt), asc(authRequests.id));
    const ids = rows.map((r) => r.request.id);
    const claims = ids.length
      ? await db.select().from(reviewClaims).where(inArray(reviewClaims.requestId, ids))
      : [];
    const pending = ids.length
      ? await db
          .select({ requestId: reviewVerdicts.requestId })
          .from(reviewVerdicts)
          .where(and(inArray(reviewVerdicts.requestId, ids), eq(reviewVerdicts.status, "pending")))
      : [];
    const pendingIds = new Set(pending.map((p) => p.requestId));
    const at = now();
    const out = [];
    for (const { request, item } of rows) {
      const waits = pendingIds.has(request.id);
      if ((state === "second_opinion") !== waits) continue;
      const claim = claims.find((c) => c.requestId === request.id && c.leaseUntil > at);
      const photos = await options.photos.photosOf(item.id, { reviewer: true });
      out.push({
        id: request.id,
        itemId: item.id,
        category: item.category,
        brand: item.brand,
        brandName: item.brandName || (item.brand ? (directoryBrands.get(item.brand) ?? item.brand) : ""),
        model: item.model,
        service: request.service,
        submittedAt: request.submittedAt?.toISOString() ?? null,
        deadlineAt: request.deadlineAt?.toISOString() ?? null,
        state: waits ? "second_opinion" : "in_review",
        claimedBy: claim ? (claim.reviewerId === staff.id ? "you" : "another") : null,
        flags: photos.flatMap((p) =>
          Object.values(p.checks ?? {})
            .filter((c) => c && !c.ok && c.flag)
            .map((c) => ({ slot: p.slot, flag: c.flag as string })),
        ),
      });
    }
    return { requests: out };
  }

  async function claim(staff: Staff, requestId: string) {
    return db.transaction(async (tx) => {
      const row = await requestRow(tx, requestId, true);
      if (row.state !== "in_review" || (await pendingVerdict(tx, row.id)))
        throw new ReviewError(409, "notInQueue", { field: "id", state: row.state });
      const [held] = await tx.select().from(reviewClaims).where(eq(reviewClaims.requestId, row.id));
      const live = held && held.leaseUntil > now();
      if (live && held.reviewerId !== staff.id)
        throw new ReviewError(409, "claimedByAnother", { field: "id" });
      const leaseUntil = new Date(now().getTime() + leaseMs);
      await tx
        .insert(reviewClaims)
        .values({ requestId: row.id, reviewerId: staff.id, claimedAt: now(), leaseUntil })
        .onConflictDoUpdate({
          target: reviewClaims.requestId,
          set: { reviewerId: staff.id, claimedAt: now(), leaseUntil },
        });
      await writeAudit(tx, {
        actor: staff,
        action: "claim",
        requestId: row.id,
        before: held ? { reviewerId: held.reviewerId, expired: !live } : null,
        after: { reviewerId: staff.id },
      });
      return { requestId: row.id, leaseUntil: leaseUntil.toISOString() };
    });
  }

  async function release(staff: Staff, requestId: string) {
    return db.transaction(async (tx) => {
      const row = await requestRow(tx, requestId, true);
      const held = await liveClaim(tx, row.id);
      if (!held) throw new ReviewError(409, "notClaimed", { field: "id" });
      if (held.reviewerId !== staff.id && !isLead(staff))
        throw new ReviewError(403, "leadOnly", { field: "id" });
      await tx.delete(reviewClaims).where(eq(reviewClaims.requestId, row.id));
      await writeAudit(tx, {
        actor: staff,
        action: "release",
        requestId: row.id,
        before: { reviewerId: held.reviewerId },
        after: null,
      });
      return { requestId: row.id };
    });
  }

  async function detail(staff: Staff, requestId: string) {
    const row = await requestRow(db, requestId);
    await db.transaction((tx) => mayWork(tx, staff, row.id));
    const [item] = await db.select().from(items).where(eq(items.id, row.itemId));
    if (!item) throw new ReviewError(404, "notFound", { field: "id" });
    const events = await db
      .select()
      .from(authRequestEvents)
      .where(eq(authRequestEvents.requestId, row.id))
      .orderBy(asc(authRequestEvents.at), asc(authRequestEvents.id));
    const verdicts = await db
      .select()
      .from(reviewVerdicts)
      .where(eq(reviewVerdicts.requestId, row.id))
      .orderBy(desc(reviewVerdicts.createdAt));
    const claimNow = await liveClaim(db, row.id);
    return {
      request: {
        id: row.id,
        state: row.state,
        service: row.service,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        deadlineAt: row.deadlineAt?.toISOString() ?? null,
        certificateId: row.certificateId,
        claim: claimNow
          ? { reviewer: pseudonym(claimNow.reviewerId), leaseUntil: claimNow.leaseUntil.toISOString() }
          : null,
      },
      item: {
        id: item.id,
        category: item.category,
        brand: item.brand,
        brandName: item.brandName || (item.brand ? (directoryBrands.get(item.brand) ?? item.brand) : ""),
        model: item.model,
        colour: item.colour,
        reference: item.reference,
      },
      photos: await options.photos.photosOf(item.id, { reviewer: true }),
      shots: (shotsOf(item.category) ?? []).map((s) => ({ slot: s.slot, required: s.required })),
      events: events.map((e) => ({
        state: e.state,
        at: e.at.toISOString(),
        by: e.actorId === null ? "system" : e.actorId === row.ownerId ? "owner" : "staff",
        detail: e.detail,
      })),
      checklist: checklistFor(item.category, item.brand),
      verdicts: verdicts.map(verdictView),
      comparison: await comparisonFor(row.id, item),
      marketValue: marketValueOf(brandNameOf(item), item.model),
    };
  }

  const brandNameOf = (item: typeof items.$inferSelect) =>
    item.brandName || (item.brand ? (directoryBrands.get(item.brand) ?? item.brand) : "");

  /** Up to three earlier final authentic verdicts on the same brand and model, with their photos. */
  async function comparisonFor(requestId: string, item: typeof items.$inferSelect) {
    const model = item.model.trim().toLowerCase();
    if (!model) return [];
    const rows = await db
      .select({ request: authRequests, item: items })
      .from(reviewVerdicts)
      .innerJoin(authRequests, eq(authRequests.id, reviewVerdicts.requestId))
      .innerJoin(items, eq(items.id, authRequests.itemId))
      .where(
        and(
          eq(reviewVerdicts.status, "final"),
          eq(reviewVerdicts.outcome, "authentic"),
          ne(authRequests.id, requestId),
          isNotNull(authRequests.certificateId),
          item.brand ? eq(items.brand, item.brand) : eq(items.brandName, item.brandName),
          sql`lower(trim(${items.model})) = ${model}`,
        ),
      )
      .orderBy(desc(reviewVerdicts.decidedAt))
      .limit(3);
    const out = [];
    for (const r of rows)
      out.push({
        certificateId: r.request.certificateId as string,
        brandName: brandNameOf(r.item),
        model: r.item.model,
        photos: await options.photos.photosOf(r.item.id, { reviewer: true }),
      });
    return out;
  }

  /** What the desk's screens need to know of the caller: roles and their pseudonym. */
  function me(staff: Staff) {
    return { roles: staff.roles, reviewer: pseudonym(staff.id) };
  }

  const hours = (ms: number) => Math.round(ms / 360_000) / 10;
  const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);
  function quantile(sorted: number[], q: number): number | null {
    if (sorted.length === 0) return null;
    const at = Math.ceil(q * sorted.length) - 1;
    return sorted[Math.min(sorted.length - 1, Math.max(0, at))] as number;
  }

  /** The leads' measures (decision 021): queue, time to verdict per service, deadlines, opinions. */
  async function metrics() {
    const open = await db
      .select({ id: authRequests.id })
      .from(authRequests)
      .where(eq(authRequests.state, "in_review"));
    const pending = await db
      .select({ requestId: reviewVerdicts.requestId })
      .from(reviewVerdicts)
      .where(eq(reviewVerdicts.status, "pending"));
    const waiting = new Set(pending.map((p) => p.requestId));
    const verdictRows = await db
      .select({ verdict: reviewVerdicts, request: authRequests })
      .from(reviewVerdicts)
      .innerJoin(authRequests, eq(authRequests.id, reviewVerdicts.requestId));
    const perService = new Map<string, { times: number[]; met: number }>();
    const perReviewer = new Map<string, number>();
    let seconded = 0;
    let disagreed = 0;
    for (const { verdict: v, request: r } of verdictRows) {
      perReviewer.set(v.reviewerId, (perReviewer.get(v.reviewerId) ?? 0) + 1);
      if (v.secondAgree !== null) {
        seconded++;
        if (v.secondAgree === false) disagreed++;
      }
      if (v.status !== "final" || !v.decidedAt || !r.submittedAt) continue;
      const key = r.service ?? "none";
      const entry = perService.get(key) ?? { times: [], met: 0 };
      entry.times.push(v.decidedAt.getTime() - r.submittedAt.getTime());
      if (r.deadlineAt && v.decidedAt <= r.deadlineAt) entry.met++;
      perService.set(key, entry);
    }
    const submitted = await db
      .select({ id: authRequests.id })
      .from(authRequests)
      .where(isNotNull(authRequests.submittedAt));
    const sentBack = await db
      .selectDistinct({ requestId: authRequestEvents.requestId })
      .from(authRequestEvents)
      .where(eq(authRequestEvents.state, "more_photos"));
    return {
      queueSize: open.filter((o) => !waiting.has(o.id)).length,
      secondOpinionSize: open.filter((o) => waiting.has(o.id)).length,
      services: [...perService.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([service, { times, met }]) => {
          const sorted = [...times].sort((a, b) => a - b);
          const median = quantile(sorted, 0.5);
          const p90 = quantile(sorted, 0.9);
          return {
            service,
            verdicts: times.length,
            medianHours: median === null ? null : hours(median),
            p90Hours: p90 === null ? null : hours(p90),
            deadlinesMetShare: share(met, times.length),
          };
        }),
      reviewers: [...perReviewer.entries()]
        .map(([id, verdicts]) => ({ reviewer: pseudonym(id), verdicts }))
        .sort((a, b) => b.verdicts - a.verdicts || a.reviewer.localeCompare(b.reviewer)),
      disagreementRate: share(disagreed, seconded),
      morePhotosShare: share(sentBack.length, submitted.length),
    };
  }

  /** Every account holding a role, for the admin's staff screen. */
  async function staffList() {
    const rows = await db
      .select({ email: users.email, role: staffRoles.role })
      .from(staffRoles)
      .innerJoin(users, eq(users.id, staffRoles.userId))
      .orderBy(asc(users.email));
    const byEmail = new Map<string, StaffRole[]>();
    for (const r of rows) {
      if (!isStaffRole(r.role)) continue;
      byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r.role]);
    }
    return {
      staff: [...byEmail.entries()].map(([email, roles]) => ({
        email,
        roles: staffRoleNames.filter((n) => roles.includes(n)),
      })),
    };
  }

  /** An admin grants or revokes a role: the CLI's path, audited with the admin as actor. */
  async function changeRole(staff: Staff, body: unknown) {
    const b = (body ?? {}) as { email?: unknown; role?: unknown; grant?: unknown };
    if (
      typeof b.email !== "string" ||
      !b.email.trim() ||
      b.email.length > 254 ||
      hasForbiddenCharacter(b.email, false)
    )
      bad("email");
    if (!isStaffRole(b.role)) bad("role");
    if (typeof b.grant !== "boolean") bad("grant");
    const result = await setRole(db, b.email.trim(), b.role as StaffRole, b.grant as boolean, staff);
    if (result === "noAccount") throw new ReviewError(404, "noSuchAccount", { field: "email" });
    if (result === "unconfirmed") throw new ReviewError(409, "accountUnconfirmed", { field: "email" });
    return { email: b.email.trim(), role: b.role, grant: b.grant, changed: result === "changed" };
  }

  async function morePhotos(staff: Staff, requestId: string, body: unknown) {
    const row = await requestRow(db, requestId);
    const b = (body ?? {}) as { shots?: unknown; reason?: unknown };
    const [item] = await db.select({ category: items.category }).from(items).where(eq(items.id, row.itemId));
    const slots = new Set([...(shotsOf(item?.category ?? "") ?? []).map((s) => s.slot), "document"]);
    if (
      !Array.isArray(b.shots) ||
      b.shots.length === 0 ||
      b.shots.length > 20 ||
      !b.shots.every((s) => typeof s === "string" && slots.has(s))
    )
      bad("shots");
    if (!plainText(b.reason, 500) || !(b.reason as string).trim()) bad("reason");
    const shots = [...new Set(b.shots as string[])];
    const moved = await requests.askForMorePhotos(row.id, staff.id, shots, async (tx, m) => {
      await mayWork(tx, staff, row.id);
      if (await pendingVerdict(tx, row.id))
        throw new ReviewError(409, "awaitingSecondOpinion", { field: "id" });
      await tx.delete(reviewClaims).where(eq(reviewClaims.requestId, row.id));
      await writeAudit(tx, {
        actor: staff,
        action: "more_photos",
        requestId: row.id,
        before: { state: m.from },
        after: { state: m.to, shots, reason: (b.reason as string).trim() },
      });
    });
    if (!moved) throw new ReviewError(409, "notInQueue", { field: "id", state: row.state });
    return { request: { id: moved.id, state: moved.state } };
  }

  function verdictView(v: typeof reviewVerdicts.$inferSelect) {
    return {
      id: v.id,
      outcome: v.outcome,
      confidence: v.confidence,
      grade: v.grade,
      valueLow: v.valueLow,
      valueHigh: v.valueHigh,
      currency: v.currency,
      summary: v.summary,
      checklist: v.checklist,
      status: v.status,
      // Staff see one another by pseudonym, as the evidence names them: never an account id.
      reviewer: pseudonym(v.reviewerId),
      secondReviewer: v.secondReviewerId ? pseudonym(v.secondReviewerId) : null,
      secondAgree: v.secondAgree,
      secondNote: v.secondNote,
      createdAt: v.createdAt.toISOString(),
    };
  }

  function verdictRecord(v: typeof reviewVerdicts.$inferSelect) {
    return {
      outcome: v.outcome,
      confidence: v.confidence,
      grade: v.grade,
      value: v.valueLow === null ? null : { low: v.valueLow, high: v.valueHigh, currency: v.currency },
      summary: v.summary,
      checklist: v.checklist,
      reviewers: v.secondReviewerId ? 2 : 1,
    };
  }

  /** Records the final verdict on the request, then issues the certificate of an authentic one. */
  async function finalize(
    staff: Staff,
    verdictId: string,
    action: string,
    extraAudit: Record<string, unknown>,
    second: { note: string | null } | null = null,
  ) {
    const [v] = await db.select().from(reviewVerdicts).where(eq(reviewVerdicts.id, verdictId));
    if (!v) throw new Error("verdict vanished");
    const decidedAt = now();
    const [request] = await db
      .select({ itemId: authRequests.itemId })
      .from(authRequests)
      .where(eq(authRequests.id, v.requestId));
    if (!request) throw new Error("request vanished");
    // The evidence is fixed with the verdict and kept on the request: the certificate (now, or
    // after a crash by the recovery pass) signs exactly this object.
    const evidence = await evidenceOf(
      { ...v, decidedAt, ...(second ? { secondReviewerId: staff.id } : {}) },
      request.itemId,
    );
    const record = { ...verdictRecord(v), evidence };
    const moved = await requests.recordVerdict(v.requestId, staff.id, record, async (tx, m) => {
      await tx
        .update(reviewVerdicts)
        .set({
          status: "final",
          decidedAt,
          ...(second ? { secondReviewerId: staff.id, secondAgree: true, secondNote: second.note } : {}),
        })
        .where(eq(reviewVerdicts.id, v.id));
      await tx.delete(reviewClaims).where(eq(reviewClaims.requestId, v.requestId));
      // The certificate is this process's to issue, now: a recovery pass leaves it alone until
      // the lease runs out (after a crash between this commit and the certificate).
      if (v.outcome === "authentic")
        await tx
          .insert(reviewIssuance)
          .values({
            requestId: v.requestId,
            holder: deskHolder,
            leaseUntil: new Date(now().getTime() + issueLeaseMs),
          })
          .onConflictDoUpdate({
            target: reviewIssuance.requestId,
            set: { holder: deskHolder, leaseUntil: new Date(now().getTime() + issueLeaseMs) },
          });
      await writeAudit(tx, {
        actor: staff,
        action,
        requestId: v.requestId,
        before: { state: m.from },
        after: { state: m.to, verdictId: v.id, status: "final", ...extraAudit },
      });
    });
    if (!moved) throw new ReviewError(409, "notInQueue", { field: "id" });
    if (v.outcome !== "authentic") return { state: moved.state, certificateId: null };
    if (options.issueDelayMs) await new Promise((resolve) => setTimeout(resolve, options.issueDelayMs));
    return {
      state: "certificate_issued",
      certificateId: await issueCertificate(staff, { ...v, decidedAt }, evidence),
    };
  }

  /** The role a reviewer signs evidence with: lead when they hold lead or admin. */
  async function evidenceRole(userId: string): Promise<string> {
    const roles = await rolesOf(db, userId);
    return roles.includes("lead") || roles.includes("admin") ? "lead" : "reviewer";
  }

  /**
   * The verdict's evidence (issue 30): what the credential signs in `evidence`. Reviewers appear
   * by role and pseudonym only; photos by the SHA-256 of their originals.
   */
  async function evidenceOf(v: typeof reviewVerdicts.$inferSelect, itemId: string): Promise<VerdictEvidence> {
    const key = pseudonymKey;
    const reviewers = [{ role: await evidenceRole(v.reviewerId), id: reviewerPseudonym(v.reviewerId, key) }];
    if (v.secondReviewerId)
      reviewers.push({
        role: await evidenceRole(v.secondReviewerId),
        id: reviewerPseudonym(v.secondReviewerId, key),
      });
    const checklist =
      (v.checklist as {
        point: string;
        result: "pass" | "fail" | "unsure";
        note?: string;
        marks?: EvidenceMark[];
      }[]) ?? [];
    return {
      method: "ai+human",
      outcome: v.outcome,
      confidence: v.confidence,
      grade: v.grade,
      reviewers,
      checkpoints: checklist.map((c) => ({
        point: c.point,
        result: c.result,
        note: c.note ?? "",
        marks: (c.marks ?? []).map((m) => ({ slot: m.slot, x: m.x, y: m.y, w: m.w, h: m.h })),
      })),
      photos: await options.photos.digestsOf(itemId),
      reviewedAt: `${(v.decidedAt ?? v.createdAt).toISOString().slice(0, 19)}Z`,
    };
  }

  async function issueCertificate(
    staff: Staff,
    v: typeof reviewVerdicts.$inferSelect,
    evidence: VerdictEvidence,
  ): Promise<string> {
    const [row] = await db
      .select({ item: items, email: users.email, ownerId: users.id })
      .from(authRequests)
      .innerJoin(items, eq(items.id, authRequests.itemId))
      .innerJoin(users, eq(users.id, authRequests.ownerId))
      .where(eq(authRequests.id, v.requestId));
    if (!row) throw new Error("request vanished");
    const { item } = row;
    // The same code path as POST /api/certificates; the key makes a retry give the same certificate.
    const issued = await options.certificates.issue(
      {
        item: {
          category: item.category,
          brand: item.brandName || (item.brand ? (directoryBrands.get(item.brand) ?? item.brand) : ""),
          model: item.model,
          colour: item.colour || null,
          reference: item.reference || null,
        },
        result: "authentic",
        confidence: v.confidence,
        conditionGrade: v.grade,
        marketValue:
          v.valueLow === null
            ? null
            : { min: v.valueLow, max: v.valueHigh ?? v.valueLow, currency: v.currency },
        reviewedBy: "ai+human",
        // The verdict's day, not today's: a retry after a crash must sign the same body.
        date: (v.decidedAt ?? now()).toISOString().slice(0, 10),
        ownerEmail: row.email,
      },
      { idempotencyKey: `review:${v.requestId}`, evidence },
    );
    const moved = await requests.move(
      v.requestId,
      "certificate_issued",
      { mover: "staff", actorId: staff.id },
      {
        detail: { certificateId: issued.id },
        also: async (tx, m) => {
          await tx
            .update(authRequests)
            .set({ certificateId: issued.id })
            .where(eq(authRequests.id, v.requestId));
          // Issued: nobody holds this request's issuance any more.
          await tx.delete(reviewIssuance).where(eq(reviewIssuance.requestId, v.requestId));
          // Owned by the requester at once: it is in their vault.
          await tx
            .update(certificates)
            .set({ ownerUserId: row.ownerId })
            .where(eq(certificates.id, issued.id));
          await writeAudit(tx, {
            actor: staff,
            action: "certificate",
            requestId: v.requestId,
            before: { state: m.from },
            after: { state: m.to, certificateId: issued.id },
          });
        },
      },
    );
    if (!moved) throw new ReviewError(409, "notInQueue", { field: "id" });
    return issued.id;
  }

  async function verdict(staff: Staff, requestId: string, body: unknown) {
    const row = await requestRow(db, requestId);
    const [item] = await db.select().from(items).where(eq(items.id, row.itemId));
    if (!item) throw new ReviewError(404, "notFound", { field: "id" });
    const current = await options.photos.photosOf(item.id, { reviewer: true });
    const input = parseVerdict(
      body,
      checklistFor(item.category, item.brand).map((p) => p.id),
      new Set(current.map((p) => p.id)),
    );
    const needsSecond = input.outcome === "not_authentic" || input.confidence < secondOpinionBelow;
    const verdictId = await db.transaction(async (tx) => {
      const locked = await requestRow(tx, row.id, true);
      if (locked.state !== "in_review")
        throw new ReviewError(409, "notInQueue", { field: "id", state: locked.state });
      await mayWork(tx, staff, row.id);
      if (await pendingVerdict(tx, row.id))
        throw new ReviewError(409, "awaitingSecondOpinion", { field: "id" });
      const [inserted] = await tx
        .insert(reviewVerdicts)
        .values({ requestId: row.id, reviewerId: staff.id, ...input, status: "pending" })
        .returning({ id: reviewVerdicts.id });
      if (!inserted) throw new Error("verdict insert returned nothing");
      if (needsSecond) {
        await tx.delete(reviewClaims).where(eq(reviewClaims.requestId, row.id));
        await writeAudit(tx, {
          actor: staff,
          action: "verdict.pending",
          requestId: row.id,
          before: { state: locked.state },
          after: {
            verdictId: inserted.id,
            status: "pending",
            outcome: input.outcome,
            confidence: input.confidence,
          },
        });
      }
      return inserted.id;
    });
    if (needsSecond)
      return { status: "pending" as const, verdictId, state: "in_review", certificateId: null };
    const done = await finalize(staff, verdictId, "verdict.final", {
      outcome: input.outcome,
      confidence: input.confidence,
    });
    return { status: "final" as const, verdictId, ...done };
  }

  async function secondOpinion(staff: Staff, requestId: string, body: unknown) {
    if (!isLead(staff)) throw new ReviewError(403, "leadOnly", { field: "id" });
    const row = await requestRow(db, requestId);
    const b = (body ?? {}) as { agree?: unknown; note?: unknown };
    if (typeof b.agree !== "boolean") bad("agree");
    const note = b.note ?? "";
    if (!plainText(note, 1000)) bad("note");
    if (b.agree === false && !(note as string).trim()) bad("note");
    const v = await pendingVerdict(db, row.id);
    if (!v) throw new ReviewError(409, "noPendingVerdict", { field: "id" });
    if (v.reviewerId === staff.id) throw new ReviewError(403, "notYourOwnVerdict", { field: "id" });
    const trimmed = (note as string).trim() || null;
    if (b.agree) {
      const done = await finalize(
        staff,
        v.id,
        "second_opinion.agree",
        { firstReviewerId: v.reviewerId, note: trimmed },
        { note: trimmed },
      );
      return { status: "final" as const, verdictId: v.id, ...done };
    }
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(reviewVerdicts)
        .set({
          secondReviewerId: staff.id,
          secondAgree: false,
          secondNote: trimmed,
          status: "disagreed",
          decidedAt: now(),
        })
        .where(and(eq(reviewVerdicts.id, v.id), eq(reviewVerdicts.status, "pending")))
        .returning({ id: reviewVerdicts.id });
      if (changed.length === 0) throw new ReviewError(409, "noPendingVerdict", { field: "id" });
      await writeAudit(tx, {
        actor: staff,
        action: "second_opinion.disagree",
        requestId: row.id,
        before: { verdictId: v.id, status: "pending", firstReviewerId: v.reviewerId },
        after: { verdictId: v.id, status: "disagreed", note: trimmed },
      });
    });
    return { status: "disagreed" as const, verdictId: v.id, state: "in_review", certificateId: null };
  }

  async function audit(limit = 1000) {
    const rows = await db.select().from(reviewAudit).orderBy(desc(reviewAudit.id)).limit(limit);
    return rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actorId: r.actorId,
      actorRoles: r.actorRoles,
      action: r.action,
      requestId: r.requestId,
      before: r.before,
      after: r.after,
    }));
  }

  /**
   * Finishes requests a crash left between a final authentic verdict and its certificate (state
   * `verdict`, no certificate): issues the certificate of the evidence kept with the verdict. A
   * pass first takes a lease on each request it will finish (`review_issuance`), in one statement:
   * a request whose lease is held, by the desk that just recorded the verdict or by another pass,
   * is left alone until the lease runs out, so two processes never issue the same certificate at
   * once, and a pass that dies mid-way leaves its requests to the next pass after the lease. The
   * certificate's idempotency key stays the last guard. Answers how many it finished.
   */
  async function finishPending(limit = 20): Promise<number> {
    const holder = `pass:${randomUUID()}`;
    const at = now();
    const until = new Date(at.getTime() + issueLeaseMs);
    const taken = await db.execute<{ request_id: string }>(sql`
      insert into review_issuance (request_id, holder, lease_until)
      select r.id, ${holder}, ${until.toISOString()}::timestamptz
      from auth_requests r
      where r.state = 'verdict' and r.certificate_id is null and r.verdict ->> 'outcome' = 'authentic'
        and not exists (
          select 1 from review_issuance l
          where l.request_id = r.id and l.lease_until >= ${at.toISOString()}::timestamptz
        )
      order by r.updated_at, r.id
      limit ${limit}
      on conflict (request_id) do update
        set holder = excluded.holder, lease_until = excluded.lease_until,
            attempts = review_issuance.attempts + 1
        where review_issuance.lease_until < ${at.toISOString()}::timestamptz
      returning request_id`);
    let finished = 0;
    for (const { request_id: requestId } of taken.rows) {
      const [row] = await db
        .select({ verdict: authRequests.verdict })
        .from(authRequests)
        .where(eq(authRequests.id, requestId));
      const kept = row?.verdict as { outcome?: string; evidence?: VerdictEvidence } | null;
      const [v] = await db
        .select()
        .from(reviewVerdicts)
        .where(and(eq(reviewVerdicts.requestId, requestId), eq(reviewVerdicts.status, "final")))
        .orderBy(desc(reviewVerdicts.decidedAt))
        .limit(1);
      if (kept?.outcome !== "authentic" || !kept.evidence || !v || v.outcome !== "authentic") continue;
      const actor: Staff = { id: v.secondReviewerId ?? v.reviewerId, roles: [] };
      actor.roles = await rolesOf(db, actor.id);
      try {
        await issueCertificate(actor, v, kept.evidence);
        finished++;
      } catch (error) {
        // Moved on meanwhile (issued by a holder whose lease had run out): nothing left to do.
        if (!(error instanceof ReviewError)) throw error;
        await db
          .delete(reviewIssuance)
          .where(and(eq(reviewIssuance.requestId, requestId), eq(reviewIssuance.holder, holder)));
      }
    }
    return finished;
  }

  return {
    staffOf,
    queue,
    claim,
    release,
    detail,
    morePhotos,
    verdict,
    secondOpinion,
    audit,
    me,
    metrics,
    staffList,
    changeRole,
    pseudonym,
    finishPending,
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
