/**
 * Data export and account deletion over real HTTP and real SMTP, against the built server: the
 * export built by the worker, e-mailed, downloadable once (then 410) and expiring after seven
 * days; the deletion scheduled, cancelled by a sign-in (with its notice), carried out by the
 * worker at the date, and resumed after it failed half-way. The clock is moved by restarting the
 * server on the same data with an offset, never by sleeping.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { type ReceivedMail, type Site, startSite, TestSmtp, tempDir, waitFor } from "./harness.ts";

const siteUrl = "https://collect.test";
const day = 24 * 60 * 60 * 1000;
let smtp: TestSmtp;
let site: Site;
const dataDir = tempDir("privacy");

async function start(env: Record<string, string> = {}) {
  site = await startSite({
    SMTP_URL: smtp.url,
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    PRIVACY_POLL_MS: "100",
    PRIVACY_LEASE_MS: "1000",
    ...env,
  });
}

// The answers' data are read field by field in each test.
// biome-ignore lint/suspicious/noExplicitAny: a JSON answer of any shape
type Json = Record<string, any>;

async function api(
  method: string,
  path: string,
  init: { token?: string; body?: unknown; language?: string } = {},
): Promise<{ status: number; json: Json; text: string; headers: Headers }> {
  const res = await fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      "Accept-Language": init.language ?? "en",
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, text, headers: res.headers };
}

const password = "correct horse battery staple 42";
async function register(email: string): Promise<string> {
  const r = await api("POST", "/auth/register", { body: { email, password, name: "Test Person" } });
  expect(r.status, r.text).toBe(201);
  return r.json.data.token as string;
}
/** Opens the confirmation link e-mailed to the address: records found by address are the account's only then. */
async function confirm(email: string): Promise<void> {
  const mail = await waitFor(
    () => mailsTo(email).find((m) => m.raw.includes("/app/verify-email?token=")),
    60_000,
    "the confirmation e-mail",
  );
  const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const token = /\/app\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  const r = await api("POST", "/auth/verify-email", { body: { token } });
  expect(r.status, r.text).toBe(200);
}
const login = (email: string, language = "en") =>
  api("POST", "/auth/login", { body: { email, password }, language });

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
function downloadLink(mail: ReceivedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = /https:\/\/collect\.test\/api\/auth\/export\/[A-Za-z0-9_-]{43}/.exec(body)?.[0];
  if (!link) throw new Error(`no download link in ${mail.raw}`);
  return link.replace(siteUrl, "");
}

beforeAll(async () => {
  smtp = await TestSmtp.start();
  await start();
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await smtp?.down();
});

describe("data export", () => {
  test("requested, built by the worker, e-mailed, downloadable once, then 410", async () => {
    const token = await register("export@example.com");
    await confirm("export@example.com");
    // Things held about the address elsewhere: a contact message and a newsletter signup.
    await fetch(`${site.url}/api/functions/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Ex",
        lastName: "Port",
        email: "Export@example.com",
        subject: "Hi",
        message: "About my bag",
      }),
    });
    await fetch(`${site.url}/api/functions/newsletter-signup`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "export@example.com" }),
    });
    expect((await api("POST", "/auth/export")).status).toBe(401);
    const r = await api("POST", "/auth/export", { token });
    expect(r.status).toBe(202);
    expect(r.json.message).toBe(
      "Your data export is requested. We will e-mail you a download link as soon as it is ready.",
    );
    expect(r.json.data.status).toBe("pending");
    const mail = await waitFor(
      () => mailsTo("export@example.com").find((m) => m.raw.includes("data export is ready")),
      60_000,
      "the export e-mail",
    );
    const list = await api("GET", "/auth/export", { token });
    expect(list.json.data.exports.map((e: { status: string }) => e.status)).toEqual(["ready"]);
    const link = downloadLink(mail);
    // A HEAD (a link checker) leaves the link unused.
    expect((await fetch(`${site.url}${link}`, { method: "HEAD" })).status).toBe(200);
    const first = await fetch(`${site.url}${link}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const text = await first.text();
    const document = JSON.parse(text);
    expect(document.profile).toMatchObject({ email: "export@example.com", name: "Test Person" });
    expect(document.sessions.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/token_?hash|password/i);
    expect(document.newsletter).toMatchObject({ email: "export@example.com", status: "pending" });
    expect(document.contactMessages).toEqual([expect.objectContaining({ message: "About my bag" })]);
    expect(document.consents).toEqual([expect.objectContaining({ consentType: "newsletter" })]);
    const second = await fetch(`${site.url}${link}`);
    expect(second.status).toBe(410);
    expect((await fetch(`${site.url}${link}`, { method: "HEAD" })).status).toBe(410);
    expect((await second.json()).message).toBe(
      "This download link has already been used. Request a new export from your privacy settings.",
    );
    const after = await api("GET", "/auth/export", { token });
    expect(after.json.data.exports[0].status).toBe("downloaded");
    expect((await fetch(`${site.url}/api/auth/export/${"x".repeat(43)}`)).status).toBe(404);
  });
});

describe("export limits", () => {
  test("five export requests a day, then 429 in the caller's language", async () => {
    const token = await register("eager@example.com");
    expect((await api("POST", "/auth/export", { token })).status).toBe(202);
    for (let made = 1; ; made++) {
      await waitFor(
        async () =>
          (await api("GET", "/auth/export", { token })).json.data.exports.every(
            (e: { status: string }) => e.status === "ready",
          ),
        60_000,
        `export ${made} ready`,
      );
      if (made === 5) break;
      expect((await api("POST", "/auth/export", { token })).status).toBe(202);
    }
    const refused = await api("POST", "/auth/export", { token, language: "it" });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe("Avete già chiesto 5 esportazioni oggi. Riprovate domani.");
  });
});

describe("account deletion", () => {
  test("scheduled 30 days out, shown, and cancelled by a sign-in with a notice in the visitor's language", async () => {
    const token = await register("changed-mind@example.com");
    const r = await api("POST", "/auth/delete-account", {
      token,
      body: { reason: "Too many e-mails", immediate: false, currentPassword: password },
    });
    expect(r.status).toBe(202);
    expect(r.json.message).toMatch(
      /^Your account will be deleted on \d{1,2} [A-Z][a-z]+ \d{4} \(UTC\) unless you sign in before then\.$/,
    );
    const scheduled =
      new Date(r.json.data.scheduledFor).getTime() - new Date(r.json.data.requestedAt).getTime();
    expect(scheduled).toBe(30 * day);
    const shown = await api("GET", "/auth/delete-account", { token });
    expect(shown.json.data.deletion).toMatchObject({
      status: "scheduled",
      scheduledFor: r.json.data.scheduledFor,
    });
    const back = await login("changed-mind@example.com", "fr");
    expect(back.status).toBe(200);
    expect(back.json.data.notice).toBe(
      "Bon retour parmi nous\u202f: votre connexion a annulé la suppression de votre compte.",
    );
    expect((await api("GET", "/auth/delete-account", { token })).json.data.deletion).toBeNull();
    // A second sign-in has nothing to cancel.
    expect((await login("changed-mind@example.com")).json.data.notice).toBeUndefined();
  });

  test("immediate: the worker deletes the account within moments; its sessions end with it", async () => {
    const token = await register("now@example.com");
    const r = await api("POST", "/auth/delete-account", {
      token,
      body: { immediate: true, currentPassword: password },
    });
    expect(r.status).toBe(202);
    expect(r.json.message).toBe("Your account will be deleted within minutes.");
    await waitFor(async () => (await login("now@example.com")).status === 401, 60_000, "the deletion");
    expect((await api("GET", "/auth/profile", { token })).status).toBe(401);
  });

  test("at the date the worker deletes; a deletion that fails half-way is resumed and done once", async () => {
    const token = await register("leaving@example.com");
    await confirm("leaving@example.com");
    await fetch(`${site.url}/api/functions/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Lea",
        lastName: "Ving",
        email: "leaving@example.com",
        subject: "",
        message: "Bye",
      }),
    });
    expect(
      (
        await api("POST", "/auth/delete-account", {
          token,
          body: { reason: "Moving on", currentPassword: password },
        })
      ).status,
    ).toBe(202);
    // An export waiting as well: it goes with the account.
    expect((await api("POST", "/auth/export", { token })).status).toBe(202);
    await waitFor(
      () => mailsTo("leaving@example.com").some((m) => m.raw.includes("data export is ready")),
      60_000,
      "the export e-mail",
    );
    await site.stop();
    // 31 days on, with a fault that stops the first deletion half-way.
    await start({ PRIVACY_CLOCK_OFFSET_MS: String(31 * day), PRIVACY_TEST_FAULT: "true" });
    await waitFor(
      async () => (await login("leaving@example.com")).status === 401,
      60_000,
      "the resumed deletion",
    );
    expect(site.output()).toContain("test fault: the deletion stopped half-way");
    await site.stop();
    const database: Database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const count = async (query: ReturnType<typeof sql>) =>
        Number((await database.db.execute<{ n: number }>(query)).rows[0]?.n ?? -1);
      expect(await count(sql`select count(*)::int as n from users where email = 'leaving@example.com'`)).toBe(
        0,
      );
      expect(
        await count(sql`select count(*)::int as n from contact_messages where email = 'leaving@example.com'`),
      ).toBe(0);
      // The inbox's copy of the contact message and the export e-mail went with them.
      expect(
        await count(
          sql`select count(*)::int as n from mail_outbox where to_address = 'leaving@example.com' or text_body like '%leaving@example.com%'`,
        ),
      ).toBe(0);
      const rows = await database.db.execute<{ status: string; reason: string; attempts: number }>(
        sql`select status, reason, attempts from account_deletions where completed_at is not null and attempts = 2`,
      );
      expect(rows.rows).toEqual([{ status: "done", reason: "", attempts: 2 }]);
    } finally {
      await database.close();
    }
    await start();
  });
});

describe("export links expire", () => {
  test("after seven days the link answers 410 and the request shows as expired", async () => {
    const token = await register("late@example.com");
    expect((await api("POST", "/auth/export", { token })).status).toBe(202);
    const mail = await waitFor(
      () => mailsTo("late@example.com").find((m) => m.raw.includes("data export is ready")),
      60_000,
      "the export e-mail",
    );
    await site.stop();
    await start({ PRIVACY_CLOCK_OFFSET_MS: String(8 * day) });
    const res = await fetch(`${site.url}${downloadLink(mail)}`);
    expect(res.status).toBe(410);
    expect((await res.json()).message).toBe(
      "This download link has expired. Request a new export from your privacy settings.",
    );
    const token2 = (await login("late@example.com")).json.data.token;
    const list = await api("GET", "/auth/export", { token: token2 });
    expect(list.json.data.exports[0].status).toBe("expired");
  });
});
