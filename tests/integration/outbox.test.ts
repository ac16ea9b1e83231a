/**
 * The outbox over real HTTP and a real SMTP server, on the embedded PGlite: delivery retried
 * after the SMTP server was down, and a restart that loses nothing accepted. (The burst and the
 * two-process test run on PostgreSQL 15: tests/integration/postgres.test.ts.)
 */
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
  // Let the worker fail a few times against the closed port.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const smtp = new TestSmtp(port);
  await smtp.up();
  cleanups.push(() => smtp.down());
  await waitFor(() => smtp.received.length === 1, 60_000, "the retried delivery");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(smtp.received).toHaveLength(1);
  expect(site.output()).toContain("retrying later");
  await site.stop();
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
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(smtp.received).toHaveLength(40);
  expect(new Set(smtp.ids()).size).toBe(40);
  await second.stop();
  const { summary, contacts } = await countRows(dataDir);
  expect(contacts).toBe(40);
  expect(summary.sent).toBe(40);
});
