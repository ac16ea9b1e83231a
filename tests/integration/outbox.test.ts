/**
 * The outbox over real HTTP and a real SMTP server: delivery retried after the SMTP server was
 * down, a restart that loses nothing accepted, and the burst: 2,000 contact messages with SMTP
 * down for part of it, every one stored and, once SMTP is back, delivered exactly once.
 */
import { afterAll, expect, test } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { outboxSummary } from "#server/mail/outbox.ts";
import { freePort, post, type Site, startSite, TestSmtp, tempDir, waitFor } from "./harness.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

const contact = (i: number, tag: string) => ({
  firstName: "Burst",
  lastName: `N${i}`,
  email: `burst${i}@example.com`,
  subject: `${tag} ${i}`,
  message: `Message ${i} of the ${tag} run.`,
});

/** Posts `count` messages, `concurrency` at a time; returns the statuses. */
async function postMany(site: Site, count: number, tag: string, concurrency = 32): Promise<number[]> {
  const statuses: number[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      statuses[i] = (await post(`${site.url}/api/functions/send-contact-email`, contact(i, tag))).status;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return statuses;
}

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

test("burst: 2,000 contact messages, SMTP down for part of it, each stored and delivered exactly once", async () => {
  const smtp = await TestSmtp.start();
  cleanups.push(() => smtp.down());
  const site = await startSite({
    SMTP_URL: smtp.url,
    OUTBOX_RETRY_BASE_MS: "100",
    OUTBOX_MAX_ATTEMPTS: "50",
  });
  cleanups.push(() => site.stop());
  const total = 2000;
  const started = Date.now();
  // SMTP goes down shortly after the burst starts and comes back after about 3 seconds.
  const outage = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await smtp.down();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await smtp.up();
  })();
  const statuses = await postMany(site, total, "burst", 32);
  const postedMs = Date.now() - started;
  await outage;
  const accepted = statuses.filter((s) => s === 200).length;
  expect(accepted).toBe(total);
  await waitFor(() => smtp.received.length >= total, 150_000, "every delivery");
  const deliveredMs = Date.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const ids = smtp.ids();
  expect(ids).toHaveLength(total);
  expect(new Set(ids).size).toBe(total);
  await site.stop();
  const { summary, contacts } = await countRows(site.dataDir);
  expect(contacts).toBe(total);
  expect(summary).toMatchObject({ sent: total, pending: 0, sending: 0, failed: 0 });
  const retried = site.output().split("retrying later").length - 1;
  console.log(
    `burst: ${total} posted in ${postedMs} ms (${accepted} accepted, 0 5xx), ${ids.length} delivered, ` +
      `${new Set(ids).size} distinct, ${retried} failed attempts retried, all delivered after ${deliveredMs} ms`,
  );
});
