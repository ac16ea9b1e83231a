import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { MailContent } from "./templates.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Queues one e-mail inside the caller's transaction: stored together with its submission, or not at all. */
export async function enqueueMail(
  tx: Tx | Db,
  mail: MailContent & {
    kind: string;
    recordId: string | null;
    to: string;
    /** Extra headers sent with the message (List-Unsubscribe, List-Unsubscribe-Post). */
    headers?: Record<string, string>;
  },
): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      recordId: mail.recordId,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers && Object.keys(mail.headers).length ? JSON.stringify(mail.headers) : null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row.id;
}

export type ClaimedMail = {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string | null;
  attempts: number;
};

/**
 * Claims up to `limit` due messages for this worker: `FOR UPDATE SKIP LOCKED` lets any number of
 * processes on one database claim disjoint rows; the lease (`locked_until`) hands a message back
 * only if its claimer died mid-delivery.
 */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const result = await db.execute<ClaimedMail>(sql`
    update mail_outbox set
      status = 'sending',
      attempts = attempts + 1,
      locked_until = now() + (${leaseMs} * interval '1 millisecond')
    where id in (
      select id from mail_outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by next_attempt_at, created_at
      limit ${limit}
      for update skip locked
    )
    returning id, to_address, reply_to, subject, text_body, html_body, headers, attempts`);
  return result.rows;
}

/** The stored extra headers of a claimed message: only string values, only safe header names. */
export function storedHeaders(value: string | null): Record<string, string> {
  if (!value) return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([name, v]) =>
          /^[A-Za-z][A-Za-z0-9-]{0,60}$/.test(name) && typeof v === "string" && !/[\r\n]/.test(v),
      ),
    ) as Record<string, string>;
  } catch {
    return {};
  }
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.execute(
    sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${id}`,
  );
}

export async function markRetry(db: Db, id: string, delayMs: number, error: string): Promise<void> {
  await db.execute(sql`
    update mail_outbox set status = 'pending', locked_until = null, last_error = ${error},
      next_attempt_at = now() + (${Math.round(delayMs)} * interval '1 millisecond')
    where id = ${id}`);
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db.execute(
    sql`update mail_outbox set status = 'failed', locked_until = null, last_error = ${error} where id = ${id}`,
  );
}

export interface OutboxSummary {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
  oldestPending: string | null;
}

/** Counts by state, for `npm run outbox` and the tests. */
export async function outboxSummary(db: Db): Promise<OutboxSummary> {
  const counts = await db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from mail_outbox group by status`,
  );
  const oldest = await db.execute<{ created_at: string | Date | null }>(
    sql`select min(created_at) as created_at from mail_outbox where status in ('pending', 'sending')`,
  );
  const by = Object.fromEntries(counts.rows.map((r) => [r.status, Number(r.n)]));
  const when = oldest.rows[0]?.created_at;
  return {
    pending: by.pending ?? 0,
    sending: by.sending ?? 0,
    sent: by.sent ?? 0,
    failed: by.failed ?? 0,
    oldestPending: when ? new Date(when).toISOString() : null,
  };
}
