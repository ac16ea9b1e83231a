/**
 * The outbox over real HTTP and a real SMTP server, on the embedded PGlite: delivery retried
 * after the SMTP server was down, a restart that loses nothing accepted, a server killed in the
 * middle of a delivery, a permanent refusal, the attempt limit and the backoff cap. (The burst
 * and the two-process test run on PostgreSQL 15: tests/integration/postgres.test.ts.)
 */
import { sql } from "drizzle-orm";
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { outboxSummary } from "#server/mail/outbox.ts";
import { contact, freePort, post, postMany, startSite, TestSmtp, tempDir, waitFor } from "./harness.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

async function countRows(dataDir: string) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const summary = await outboxSummary(database.db);
    const rows = await database.db.execute<{ n: number }>(
      "select count(*)::int as n from contact_messages" as never,
    );
    return { summary, contacts: Number(rows.rows[0]?.n ?? 0) };
  } finally {
    await database.close();
  }
}

test("a message accepted while SMTP is down is delivered once SMTP is back", async () => {
  const port = await freePort();
  const site = await startSite({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  cleanups.push(() => site.stop());
  const r = await post(`${site.url}/api/functions/send-contact-email`, contact(1, "retry"));
  expect(r.status).toBe(200);
  // Let the worker fail twice against the closed port.
  await waitFor(
    () => site.output().split("retrying later").length - 1 >= 2,
    60_000,
    "two failed attempts against the closed port",
  );
  const smtp = new TestSmtp(port);
  await smtp.up();
  cleanups.push(() => smtp.down());
  await waitFor(() => smtp.received.length === 1, 60_000, "the retried delivery");
  // Stopping drains the worker: after it, no further delivery can happen.
  await site.stop();
  expect(smtp.received).toHaveLength(1);
  const { summary } = await countRows(site.dataDir);
  expect(summary).toMatchObject({ sent: 1, pending: 0, sending: 0, failed: 0 });
});

test("a restart loses nothing accepted: queued mail survives and is sent once", async () => {
  const dataDir = tempDir("restart");
  const port = await freePort();
  const first = await startSite({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}` });
  const statuses = await postMany(first, 40, "restart", 8);
  expect(statuses.every((s) => s === 200)).toBe(true);
  expect(await first.stop()).toBe(0);
  const smtp = new TestSmtp(port);
  await smtp.up();
  cleanups.push(() => smtp.down());
  const second = await startSite({ DATA_DIR: dataDir, SMTP_URL: smtp.url });
  cleanups.push(() => second.stop());
  await waitFor(() => smtp.received.length >= 40, 60_000, "40 deliveries after the restart");
  await second.stop();
  expect(smtp.received).toHaveLength(40);
  expect(new Set(smtp.ids()).size).toBe(40);
  const { summary, contacts } = await countRows(dataDir);
  expect(contacts).toBe(40);
  expect(summary.sent).toBe(40);
});

/** One outbox row, read with the server stopped (PGlite is one process at a time). */
async function outboxRows(dataDir: string) {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const rows = await database.db.execute<{
      id: string;
      status: string;
      attempts: number;
      last_error: string | null;
      delay_s: number | null;
    }>(sql`select id, status, attempts, last_error,
             extract(epoch from next_attempt_at - now())::float8 as delay_s
           from mail_outbox order by created_at`);
    return rows.rows;
  } finally {
    await database.close();
  }
}

test("a server killed mid-delivery: after the lease the restarted server delivers the message exactly once", async () => {
  const dataDir = tempDir("crash");
  // The SMTP server takes the message's content and never answers: the worker is stuck inside
  // the delivery, its row claimed ('sending') when the process dies.
  const smtp = await TestSmtp.start({ hold: true });
  cleanups.push(() => smtp.down());
  // Both processes use a short lease, since the lease is written when a message is claimed.
  const lease = { OUTBOX_LEASE_MS: "4000" };
  const first = await startSite({ DATA_DIR: dataDir, SMTP_URL: smtp.url, ...lease });
  cleanups.push(() => first.kill());
  expect((await post(`${first.url}/api/functions/send-contact-email`, contact(1, "crash"))).status).toBe(200);
  await waitFor(() => smtp.held.length === 1, 60_000, "the message to reach the holding SMTP server");
  await first.kill();
  // Nothing was delivered, and the first process tried once only.
  expect(smtp.held).toHaveLength(1);
  expect(smtp.received).toHaveLength(0);
  const [claimed] = await outboxRows(dataDir);
  expect(claimed).toMatchObject({ status: "sending", attempts: 1 });

  smtp.mode = { accept: true };
  const second = await startSite({ DATA_DIR: dataDir, SMTP_URL: smtp.url, ...lease });
  cleanups.push(() => second.stop());
  await waitFor(() => smtp.received.length >= 1, 90_000, "the reclaimed message to be delivered");
  await second.stop();
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]?.messageId).toBe(smtp.held[0]?.messageId);
  expect(smtp.received[0]?.raw).toContain("Subject: Contact form: crash 1 ");
  const [row] = await outboxRows(dataDir);
  expect(row).toMatchObject({ id: claimed?.id, status: "sent", attempts: 2 });
}, 240_000);

test("a permanent refusal (5xx) fails the message at once, with the server's answer kept", async () => {
  const smtp = await TestSmtp.start({ refuse: 550, text: "5.1.1 mailbox unavailable" });
  cleanups.push(() => smtp.down());
  const site = await startSite({ SMTP_URL: smtp.url });
  cleanups.push(() => site.stop());
  expect((await post(`${site.url}/api/functions/send-contact-email`, contact(1, "refused"))).status).toBe(
    200,
  );
  await waitFor(() => site.output().includes("delivery failed for good"), 60_000, "the message to fail");
  await site.stop();
  expect(smtp.attempts).toBe(1);
  expect(smtp.received).toHaveLength(0);
  expect(site.output()).not.toContain("retrying later");
  const rows = await outboxRows(site.dataDir);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: "failed", attempts: 1 });
  expect(rows[0]?.last_error).toContain("5.1.1 mailbox unavailable");
});

test("a message refused for now (4xx) on every attempt is failed after OUTBOX_MAX_ATTEMPTS attempts", async () => {
  const smtp = await TestSmtp.start({ refuse: 451, text: "4.3.0 try again later" });
  cleanups.push(() => smtp.down());
  const site = await startSite({ SMTP_URL: smtp.url, OUTBOX_MAX_ATTEMPTS: "3", OUTBOX_RETRY_BASE_MS: "50" });
  cleanups.push(() => site.stop());
  expect((await post(`${site.url}/api/functions/send-contact-email`, contact(1, "limit"))).status).toBe(200);
  await waitFor(() => site.output().includes("delivery failed for good"), 60_000, "the message to fail");
  await site.stop();
  expect(smtp.attempts).toBe(3);
  expect(site.output().split("retrying later").length - 1).toBe(2);
  const rows = await outboxRows(site.dataDir);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: "failed", attempts: 3 });
  expect(rows[0]?.last_error).toContain("4.3.0 try again later");
});

test("the retry delay is capped at 6 hours however long the base delay", async () => {
  const smtp = await TestSmtp.start({ refuse: 451, text: "4.3.0 try again later" });
  cleanups.push(() => smtp.down());
  // A base of one day: uncapped, the first retry would wait 24 hours.
  const site = await startSite({ SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: String(24 * 3600_000) });
  cleanups.push(() => site.stop());
  expect((await post(`${site.url}/api/functions/send-contact-email`, contact(1, "cap"))).status).toBe(200);
  await waitFor(() => site.output().includes("retrying later"), 60_000, "the first failed attempt");
  await site.stop();
  expect(smtp.attempts).toBe(1);
  const [row] = await outboxRows(site.dataDir);
  expect(row).toMatchObject({ status: "pending", attempts: 1 });
  // Six hours plus at most 10% jitter, less the seconds this test took since the attempt.
  const hours = Number(row?.delay_s) / 3600;
  expect(hours).toBeGreaterThan(5.9);
  expect(hours).toBeLessThanOrEqual(6.6);
});
