import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import {
  accountOf,
  accountOfLink,
  eraseAccount,
  issueAccountLink,
  lockAccount,
  useAccountLink,
} from "../auth/holder-data.ts";
import { ownedByAddress } from "../auth/ownership.ts";
import { newToken, tokenHash } from "../auth/tokens.ts";
import { detachCertificatesOf } from "../certificates/holder-data.ts";
import type { Db } from "../db/client.ts";
import { accountDeletions, dataExportRequests, newsletterSubscriptions } from "../db/privacy-schema.ts";
import { eraseFormsOf } from "../forms/holder-data.ts";
import { describeError, type Logger } from "../logger.ts";
import { eraseMailOf } from "../mail/holder-data.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { queueVisitorMail } from "../mail/visitor-mail.ts";
import { PollingLoop } from "../polling.ts";
import { utcDayIn } from "../words.ts";
import { buildExportDocument } from "./export-document.ts";
import { exportReadyMail } from "./mail.ts";
import { privacyText } from "./words.ts";

/**
 * The server's side of the data rights: export requests (built by the worker, downloaded once
 * from an e-mailed link valid seven days) and account deletions (scheduled 30 days out, or now;
 * cancelled by a sign-in before the date; carried out by the worker, all of an account's
 * personal data in one transaction, so that a crash leaves either all of it or none of it and
 * the next worker to claim the deletion simply does it again).
 */

const day = 24 * 60 * 60 * 1000;
/** How long a deletion waits for the owner to change their mind, as the site promises. */
export const deletionGraceMs = 30 * day;
/** How long an export's download link works. */
export const exportLinkMs = 7 * day;
/** Export requests an account may make in a day. */
export const exportsPerDay = 5;
/** The longest deletion reason kept. */
export const reasonMaxLength = 1000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface PrivacyOptions {
  db: Db;
  logger: Logger;
  brand: string;
  siteUrl: string;
  /** The clock: the real time, or a moved one for tests and drills. */
  now: () => Date;
  /** Called after a commit that queued mail. */
  onQueued?: () => void;
  /** How long a worker keeps a claimed export or deletion before another may take it back. */
  leaseMs?: number;
  /** Tests only: the first deletion fails half-way once, as a crash would leave it. */
  faultOnce?: boolean;
  /**
   * Removes what the account keeps outside the database (its photo files) before its rows go;
   * must be safe to repeat, as a deletion taken back after a crash runs again.
   */
  beforeDelete?: (userId: string) => Promise<unknown>;
}

export interface ExportView {
  id: string;
  status: "pending" | "building" | "ready" | "downloaded" | "expired" | "failed";
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  downloadedAt: string | null;
}

export interface DeletionView {
  id: string;
  status: "scheduled" | "deleting" | "done" | "cancelled";
  requestedAt: string;
  scheduledFor: string;
  cancelledAt: string | null;
}

export type Download =
  | { ok: true; document: string; requestedAt: Date }
  | { ok: false; why: "used" | "expired" | "unknown" };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function createPrivacyService(options: PrivacyOptions) {
  const { db, logger, brand, siteUrl, now } = options;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  let faultPending = options.faultOnce ?? false;

  const exportView = (row: typeof dataExportRequests.$inferSelect, at: Date): ExportView => ({
    id: row.id,
    status:
      row.status === "ready" && row.expiresAt && row.expiresAt <= at
        ? "expired"
        : (row.status as ExportView["status"]),
    requestedAt: row.requestedAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    downloadedAt: iso(row.downloadedAt),
  });

  const deletionView = (row: typeof accountDeletions.$inferSelect): DeletionView => ({
    id: row.id,
    status: row.status as DeletionView["status"],
    requestedAt: row.requestedAt.toISOString(),
    scheduledFor: row.scheduledFor.toISOString(),
    cancelledAt: iso(row.cancelledAt),
  });

  async function listExports(userId: string): Promise<ExportView[]> {
    const at = now();
    const rows = await db
      .select()
      .from(dataExportRequests)
      .where(eq(dataExportRequests.userId, userId))
      .orderBy(desc(dataExportRequests.requestedAt))
      .limit(20);
    return rows.map((r) => exportView(r, at));
  }

  /**
   * Records an export request. One request waiting is enough: asking again while one is pending
   * answers that one rather than queueing more work; past a few a day, null (the caller says to
   * wait): each one costs a build and an e-mail.
   */
  async function requestExport(userId: string, language: Language): Promise<ExportView | null> {
    const at = now();
    const [waiting] = await db
      .select()
      .from(dataExportRequests)
      .where(
        and(
          eq(dataExportRequests.userId, userId),
          inArray(dataExportRequests.status, ["pending", "building"]),
        ),
      )
      .limit(1);
    if (waiting) return exportView(waiting, at);
    const since = new Date(at.getTime() - day);
    const [recent] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(dataExportRequests)
      .where(
        and(
          eq(dataExportRequests.userId, userId),
          sql`${dataExportRequests.requestedAt} > ${since.toISOString()}::timestamptz`,
        ),
      );
    if (Number(recent?.n ?? 0) >= exportsPerDay) return null;
    const [row] = await db
      .insert(dataExportRequests)
      .values({ userId, language, requestedAt: at })
      .returning();
    if (!row) throw new Error("export request insert returned nothing");
    wake();
    return exportView(row, at);
  }

  /** The document behind a download link, once: the link stops working as it is answered. */
  async function download(token: string): Promise<Download> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, why: "unknown" };
    const hash = tokenHash(token);
    const at = now();
    const taken = await db.execute<{ document: string | null; requested_at: string | Date }>(sql`
      with target as (
        select id, document from data_export_requests
        where token_hash = ${hash} and status = 'ready' and expires_at > ${at.toISOString()}::timestamptz
        for update
      )
      update data_export_requests d
        set status = 'downloaded', downloaded_at = ${at.toISOString()}::timestamptz, document = null
      from target where d.id = target.id
      returning target.document as document, d.requested_at as requested_at`);
    const row = taken.rows[0];
    if (row?.document) return { ok: true, document: row.document, requestedAt: new Date(row.requested_at) };
    const [known] = await db
      .select({ status: dataExportRequests.status })
      .from(dataExportRequests)
      .where(eq(dataExportRequests.tokenHash, hash));
    if (!known) return { ok: false, why: "unknown" };
    return { ok: false, why: known.status === "downloaded" ? "used" : "expired" };
  }

  /** What a download link would answer, without using it (for HEAD requests). */
  async function peek(token: string): Promise<"ready" | "used" | "expired" | "unknown"> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return "unknown";
    const [row] = await db
      .select({ status: dataExportRequests.status, expiresAt: dataExportRequests.expiresAt })
      .from(dataExportRequests)
      .where(eq(dataExportRequests.tokenHash, tokenHash(token)));
    if (!row) return "unknown";
    if (row.status === "downloaded") return "used";
    return row.status === "ready" && row.expiresAt && row.expiresAt > now() ? "ready" : "expired";
  }

  async function currentDeletion(userId: string): Promise<DeletionView | null> {
    const [row] = await db
      .select()
      .from(accountDeletions)
      .where(
        and(eq(accountDeletions.userId, userId), inArray(accountDeletions.status, ["scheduled", "deleting"])),
      )
      .orderBy(desc(accountDeletions.requestedAt))
      .limit(1);
    return row ? deletionView(row) : null;
  }

  /**
   * Schedules the account's deletion 30 days out, or now. Asking again while one is scheduled
   * keeps the earlier date, unless now is asked for. A deletion 30 days out is told to the
   * account's address with a link that cancels it (the caller has checked the current password).
   */
  async function scheduleDeletion(
    userId: string,
    input: { reason: string; immediate: boolean },
    language: Language,
  ): Promise<DeletionView> {
    const at = now();
    const scheduledFor = input.immediate ? at : new Date(at.getTime() + deletionGraceMs);
    let queued = false;
    const view = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, "scheduled")))
        .for("update");
      if (existing) {
        const [updated] = await tx
          .update(accountDeletions)
          .set({
            scheduledFor: scheduledFor < existing.scheduledFor ? scheduledFor : existing.scheduledFor,
            reason: input.reason || existing.reason,
            language,
          })
          .where(eq(accountDeletions.id, existing.id))
          .returning();
        return updated ? deletionView(updated) : deletionView(existing);
      }
      const [row] = await tx
        .insert(accountDeletions)
        .values({ userId, reason: input.reason, language, requestedAt: at, scheduledFor })
        .returning();
      if (!row) throw new Error("deletion insert returned nothing");
      if (!input.immediate) queued = await queueDeletionNotice(tx, userId, scheduledFor, language);
      return deletionView(row);
    });
    if (queued) options.onQueued?.();
    if (input.immediate) wake();
    return view;
  }

  /** The e-mail that tells the account's address of a scheduled deletion, with a link that cancels it. */
  async function queueDeletionNotice(
    tx: Tx,
    userId: string,
    date: Date,
    language: Language,
  ): Promise<boolean> {
    const user = await accountOf(tx, userId);
    if (!user) return false;
    const token = await issueAccountLink(tx, user, "cancel-deletion", date);
    await queueVisitorMail(tx, {
      language,
      brand,
      subject: privacyText(language, "deletionMailSubject", { brand }),
      paragraphs: [
        privacyText(language, "deletionMailBody", { brand, date: utcDayIn(language, date) }),
        privacyText(language, "deletionMailCancel"),
      ],
      action: {
        label: privacyText(language, "deletionMailAction"),
        url: `${siteUrl}/account/cancel-deletion?token=${token}`,
      },
      kind: "account-deletion-notice",
      recordId: userId,
      to: user.email,
    });
    return true;
  }

  /** The live cancel link's account, or null (for the page that asks, without using it). */
  async function cancelLinkOwner(token: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const userId = await accountOfLink(db, token, "cancel-deletion", now());
    if (!userId) return null;
    return (await currentDeletion(userId))?.status === "scheduled" ? userId : null;
  }

  /** Cancels a scheduled deletion from the e-mailed link; false when the link or the deletion is gone. */
  async function cancelByLink(token: string): Promise<boolean> {
    const userId = await cancelLinkOwner(token);
    if (!userId) return false;
    return db.transaction(async (tx) => {
      await useAccountLink(tx, token, now());
      const cancelled = await tx
        .update(accountDeletions)
        .set({ status: "cancelled", cancelledAt: now(), lockedUntil: null, reason: "" })
        .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, "scheduled")))
        .returning({ id: accountDeletions.id });
      return cancelled.length > 0;
    });
  }

  /** The sign-in hook: a scheduled deletion is called off, and the visitor is told. */
  async function cancelOnSignIn(userId: string, language: Language): Promise<string | undefined> {
    const cancelled = await db
      .update(accountDeletions)
      .set({ status: "cancelled", cancelledAt: now(), lockedUntil: null, reason: "" })
      .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, "scheduled")))
      .returning({ id: accountDeletions.id });
    if (!cancelled.length) return undefined;
    logger.info({ userId }, "privacy: a sign-in cancelled the account's deletion");
    return privacyText(language, "deletionCancelled");
  }

  // ------------------------------------------------------------------ the worker's passes

  const lease = (at: Date) => new Date(at.getTime() + leaseMs).toISOString();

  /** Builds the claimed exports: each stored with its link's hash, and its e-mail queued, at once. */
  async function buildExports(limit: number): Promise<number> {
    const at = now();
    const claimed = await db.execute<{ id: string; user_id: string; language: string }>(sql`
      update data_export_requests set status = 'building', attempts = attempts + 1,
        locked_until = ${lease(at)}::timestamptz
      where id in (
        select id from data_export_requests
        where status = 'pending' or (status = 'building' and locked_until < ${at.toISOString()}::timestamptz)
        order by requested_at limit ${limit}
        for update skip locked)
      returning id, user_id, language`);
    for (const request of claimed.rows) {
      try {
        await db.transaction(async (tx) => {
          const user = await accountOf(tx, request.user_id);
          if (!user) {
            await tx
              .update(dataExportRequests)
              .set({ status: "failed", lastError: "the account no longer exists", lockedUntil: null })
              .where(eq(dataExportRequests.id, request.id));
            return;
          }
          const language: Language = isLanguage(request.language) ? request.language : "en";
          const document = await buildExportDocument(tx, user, at, brand);
          const token = newToken();
          const expiresAt = new Date(at.getTime() + exportLinkMs);
          const done = await tx
            .update(dataExportRequests)
            .set({
              status: "ready",
              document: JSON.stringify(document, null, 2),
              tokenHash: tokenHash(token),
              readyAt: at,
              expiresAt,
              lockedUntil: null,
              lastError: null,
            })
            .where(and(eq(dataExportRequests.id, request.id), eq(dataExportRequests.status, "building")))
            .returning({ id: dataExportRequests.id });
          if (!done.length) return;
          await enqueueMail(tx, {
            ...exportReadyMail(
              language,
              brand,
              `${siteUrl}/api/auth/export/${token}`,
              utcDayIn(language, expiresAt),
            ),
            kind: "data-export",
            recordId: request.id,
            to: user.email,
          });
        });
        options.onQueued?.();
      } catch (error) {
        logger.error({ err: error, id: request.id }, "privacy: an export could not be built; will retry");
        await db
          .update(dataExportRequests)
          .set({ lastError: describeError(error) })
          .where(eq(dataExportRequests.id, request.id))
          .catch(() => {});
      }
    }
    // Links past their week: the document goes, the request shows as expired.
    await db.execute(sql`
      update data_export_requests set status = 'expired', document = null
      where status = 'ready' and expires_at <= ${at.toISOString()}::timestamptz`);
    return claimed.rows.length;
  }

  /**
   * Deletes one account and everything personal held about it, in one transaction: the
   * newsletter subscription, contact messages and demo requests sent from its address, export
   * files, the e-mails about them or to the address, sessions, sign-in counters, then the account;
   * what must be kept is detached from it. Each domain deletes its own part in this transaction
   * (the holder-data.ts of auth, forms, mail and certificates; decision 027). The deletion's
   * record keeps only the former id and the dates.
   */
  async function deleteAccount(deletionId: string, userId: string, at: Date): Promise<void> {
    await options.beforeDelete?.(userId);
    await db.transaction(async (tx) => {
      const user = await lockAccount(tx, userId);
      if (user) {
        // Records found by address go only when the account has confirmed that address
        // (server/auth/ownership.ts): an account registered with someone else's address, or
        // switched to it, deletes nothing of theirs.
        const gone = [
          ...(
            await tx
              .delete(newsletterSubscriptions)
              .where(ownedByAddress(newsletterSubscriptions.email, user))
              .returning({ id: newsletterSubscriptions.id })
          ).map((r) => r.id),
          ...(await eraseFormsOf(tx, user)),
          ...(
            await tx
              .delete(dataExportRequests)
              .where(eq(dataExportRequests.userId, userId))
              .returning({ id: dataExportRequests.id })
          ).map((r) => r.id),
        ];
        // The e-mails about them and to the account's addresses (server/mail/holder-data.ts).
        await eraseMailOf(tx, { id: user.id, ownedAddress: (column) => ownedByAddress(column, user) }, gone);
        if (faultPending) {
          faultPending = false;
          throw new Error("test fault: the deletion stopped half-way");
        }
        await detachCertificatesOf(tx, user);
        // Sessions, sign-in counters, then the account; its items, requests, photos' records,
        // credits, points and payments records go with it (they reference it, on delete cascade).
        await eraseAccount(tx, user);
      }
      await tx
        .update(accountDeletions)
        .set({ status: "done", completedAt: at, reason: "", lockedUntil: null, lastError: null })
        .where(and(eq(accountDeletions.id, deletionId), eq(accountDeletions.status, "deleting")));
    });
  }

  /** Carries out the claimed deletions whose date has come. */
  async function runDeletions(limit: number): Promise<number> {
    const at = now();
    const claimed = await db.execute<{ id: string; user_id: string }>(sql`
      update account_deletions set status = 'deleting', attempts = attempts + 1,
        locked_until = ${lease(at)}::timestamptz
      where id in (
        select id from account_deletions
        where (status = 'scheduled' and scheduled_for <= ${at.toISOString()}::timestamptz)
           or (status = 'deleting' and locked_until < ${at.toISOString()}::timestamptz)
        order by scheduled_for limit ${limit}
        for update skip locked)
      returning id, user_id`);
    for (const deletion of claimed.rows) {
      try {
        await deleteAccount(deletion.id, deletion.user_id, at);
        logger.info({ deletion: deletion.id }, "privacy: account deleted");
      } catch (error) {
        // Left claimed: when its lease runs out, a worker (this one or another) does it again.
        logger.error({ err: error, deletion: deletion.id }, "privacy: a deletion failed; it will be retried");
        await db
          .update(accountDeletions)
          .set({ lastError: describeError(error) })
          .where(eq(accountDeletions.id, deletion.id))
          .catch(() => {});
      }
    }
    return claimed.rows.length;
  }

  let wakeWorker: (() => void) | null = null;
  function wake() {
    wakeWorker?.();
  }

  return {
    listExports,
    requestExport,
    download,
    peek,
    currentDeletion,
    scheduleDeletion,
    cancelOnSignIn,
    cancelLinkOwner,
    cancelByLink,
    /** One pass of the worker: exports, then deletions. Answers how much it handled. */
    async runOnce(batch = 10): Promise<number> {
      return (await buildExports(batch)) + (await runDeletions(batch));
    },
    /** The worker's way to be woken when there is work now. */
    onWork(fn: (() => void) | null) {
      wakeWorker = fn;
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/**
 * The privacy worker in the server process, like the outbox worker: it polls, and is woken when
 * a request is made. Several processes may run it on one database: claims skip rows another
 * holds, and a lease hands back the work of a process that died.
 */
export class PrivacyWorker {
  private readonly service: PrivacyService;
  private readonly polling: PollingLoop;

  constructor(service: PrivacyService, pollMs: number, logger: Logger) {
    this.service = service;
    this.polling = new PollingLoop({
      round: async () => {
        await service.runOnce();
        return false;
      },
      pollMs,
      logger,
      unreachable: "privacy worker: cannot reach the database; will retry",
    });
  }

  start(): void {
    this.service.onWork(() => this.polling.nudge());
    this.polling.start();
  }

  stop(): Promise<void> {
    this.service.onWork(null);
    return this.polling.stop();
  }
}
