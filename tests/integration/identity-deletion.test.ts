/**
 * Nothing irreversible on an unproven address (issue 27), against the built server with its
 * privacy worker, certificate registry and real SMTP: an account registered with someone else's
 * address, or switched to it, deletes nothing of theirs; the real owner finds every record and
 * certificate when they register and confirm; an account that changes its address loses nothing
 * of the old one until the new one is confirmed, nor after, when someone takes the old address.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type Database, openDatabase } from "#server/db/client.ts";
import { readRawMail } from "./auth-mail.ts";
import { type Site, startSite, TestSmtp, tempDir, waitFor } from "./harness.ts";

const siteUrl = "https://collect.test";
const issuerKey = "issuer-key-for-tests-0123456789";
const password = "correct horse battery staple 42";
let smtp: TestSmtp;
let site: Site;
const dataDir = tempDir("identity");

beforeAll(async () => {
  smtp = await TestSmtp.start();
  site = await startSite({
    SMTP_URL: smtp.url,
    SITE_URL: siteUrl,
    DATA_DIR: dataDir,
    ISSUER_API_KEY: issuerKey,
    PRIVACY_POLL_MS: "100",
    PRIVACY_LEASE_MS: "1000",
  });
}, 300_000);
afterAll(async () => {
  await site?.stop();
  await smtp?.down();
});

// biome-ignore lint/suspicious/noExplicitAny: a JSON answer of any shape
type Json = Record<string, any>;
async function api(
  method: string,
  path: string,
  init: { token?: string; body?: unknown; language?: string; key?: string } = {},
): Promise<{ status: number; json: Json; text: string }> {
  const res = await fetch(`${site.url}/api${path}`, {
    method,
    headers: {
      ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...(init.token || init.key ? { Authorization: `Bearer ${init.token ?? init.key}` } : {}),
      "Accept-Language": init.language ?? "en",
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, text };
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
/** The first unused link to `path` in the e-mails to `address` after the `after` first ones. */
const used = new Set<string>();
async function linkTo(address: string, path: string, after = 0): Promise<string> {
  const token = await waitFor(
    () => {
      for (const mail of mailsTo(address).slice(after)) {
        const found = new RegExp(`${siteUrl}${path.replace(/\//g, "\\/")}\\?token=([\\w-]{43})`).exec(
          readRawMail(mail.raw, mail.to).text,
        )?.[1];
        if (found && !used.has(found)) return found;
      }
      return undefined;
    },
    30_000,
    `a ${path} link to ${address}`,
  );
  used.add(token);
  return token;
}

async function register(email: string): Promise<string> {
  const r = await api("POST", "/auth/register", { body: { email, password, name: "Someone" } });
  expect(r.status, r.text).toBe(201);
  return r.json.data.token;
}
/**
 * Opens the confirmation link of the account just registered with `email`. Earlier links to the
 * address (those of an attacker's deleted account) answer 410 and are passed over.
 */
async function confirm(email: string): Promise<void> {
  await waitFor(
    async () => {
      for (const mail of mailsTo(email)) {
        const token = /\/app\/verify-email\?token=([\w-]{43})/.exec(readRawMail(mail.raw, mail.to).text)?.[1];
        if (!token || used.has(token)) continue;
        const r = await api("POST", "/auth/verify-email", { body: { token } });
        used.add(token);
        if (r.status === 200) return true;
      }
      return undefined;
    },
    30_000,
    `the confirmation of ${email}`,
  );
}

/** What a person leaves on the site without an account: a subscription, a message, a demo request, a certificate. */
async function leaveTraces(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${site.url}/api/functions/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => expect(r.status).toBeLessThan(300));
  await post("newsletter-signup", { email });
  await post("send-contact-email", {
    firstName: "Real",
    lastName: "Owner",
    email,
    subject: "Bag",
    message: "My bag",
  });
  await post("send-contact-email", {
    name: "Real Owner",
    email,
    company: "Owner Ltd",
    monthlyVolume: "500 items",
    useCase: "Marketplace",
    message: "Demo please",
    consent: true,
    formType: "lead",
  });
  const issued = await api("POST", "/certificates", {
    key: issuerKey,
    body: {
      item: { category: "Handbags", brand: "Hermès", model: "Birkin 30", colour: "Gold", reference: "X-1" },
      result: "authentic",
      confidence: 97,
      conditionGrade: 8,
      marketValue: { min: 18000, max: 24000, currency: "USD" },
      reviewedBy: "ai+human",
      date: "2026-11-20",
      ownerEmail: email,
    },
  });
  expect(issued.status, issued.text).toBe(201);
  return issued.json.data.id;
}

async function deleteNow(token: string): Promise<void> {
  const r = await api("POST", "/auth/delete-account", {
    token,
    body: { immediate: true, reason: "attack", currentPassword: password },
  });
  expect(r.status, r.text).toBe(202);
  // Watched through the session, which goes with the account (a sign-in attempt would leave a counter).
  await waitFor(
    async () => (await api("GET", "/auth/profile", { token })).status === 401,
    60_000,
    "the deletion",
  );
}

/** The real owner registers, confirms, and reads what the site holds for them (vault and export). */
async function ownerFinds(email: string) {
  const token = await register(email);
  await confirm(email);
  const vault = await api("GET", "/vault", { token });
  expect((await api("POST", "/auth/export", { token })).status).toBe(202);
  const link = await waitFor(
    () =>
      mailsTo(email)
        .map(
          (m) =>
            /https:\/\/collect\.test\/api\/auth\/export\/[\w-]{43}/.exec(readRawMail(m.raw, m.to).text)?.[0],
        )
        .find(Boolean),
    60_000,
    "the export e-mail",
  );
  const document = (await (await fetch(`${site.url}${link.replace(siteUrl, "")}`)).json()) as Json;
  return {
    certificates: vault.json.data.certificates.map((c: { id: string }) => c.id) as string[],
    newsletter: document.newsletter?.email ?? null,
    messages: document.contactMessages.length as number,
    leads: document.leads.length as number,
  };
}

describe("deletion attacks", () => {
  test("registering someone else's address and deleting at once leaves all of theirs in place", async () => {
    const victim = `victim.${Date.now()}@example.com`;
    const certificate = await leaveTraces(victim);
    await deleteNow(await register(victim));
    expect(await ownerFinds(victim)).toEqual({
      certificates: [certificate],
      newsletter: victim,
      messages: 1,
      leads: 1,
    });
  });

  test("switching one's own profile to someone's address and deleting leaves all of theirs in place", async () => {
    const stamp = Date.now();
    const victim = `victim2.${stamp}@example.com`;
    const attacker = `attacker.${stamp}@example.com`;
    const certificate = await leaveTraces(victim);
    const token = await register(attacker);
    await confirm(attacker);
    const switched = await api("PUT", "/auth/profile", {
      token,
      body: { email: victim, currentPassword: password },
    });
    expect(switched.status, switched.text).toBe(200);
    await deleteNow(token);
    expect(await ownerFinds(victim)).toEqual({
      certificates: [certificate],
      newsletter: victim,
      messages: 1,
      leads: 1,
    });
  });

  test("an address change loses nothing of the old address until confirmed, nor after when someone takes the old one", async () => {
    const stamp = Date.now();
    const old = `mover.${stamp}@example.com`;
    const next = `moved.${stamp}@example.com`;
    const certificate = await leaveTraces(old);
    const token = await register(old);
    await confirm(old);
    expect(
      (await api("GET", "/vault", { token })).json.data.certificates.map((c: { id: string }) => c.id),
    ).toEqual([certificate]);
    const changed = await api("PUT", "/auth/profile", {
      token,
      body: { email: next, currentPassword: password },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.data).toMatchObject({ email: old, pendingEmail: next, emailVerified: true });
    // The old address is told, with a link that keeps it.
    await waitFor(
      () => mailsTo(old).some((m) => m.raw.includes("being changed")),
      30_000,
      "the notice to the former address",
    );
    // Its link opens a page that asks before it does anything (a GET changes nothing).
    const keep = await linkTo(old, "/account/keep-email");
    const page = await fetch(`${site.url}/account/keep-email?token=${keep}`, {
      headers: { "Accept-Language": "it" },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Mantenete il vostro indirizzo e-mail");
    // Until the new address is confirmed, the old one is still the account's: no one else can take it.
    expect(
      (await api("POST", "/auth/register", { body: { email: old, password, name: "Squatter" } })).status,
    ).toBe(409);
    await confirm(next);
    expect((await api("GET", "/auth/profile", { token })).json.data).toMatchObject({
      email: next,
      pendingEmail: null,
    });
    // Now someone registers the old address and deletes that account at once.
    await deleteNow(await register(old));
    const vault = await api("GET", "/vault", { token });
    expect(vault.json.data.certificates.map((c: { id: string }) => c.id)).toEqual([certificate]);
  });

  test("a deletion without the current password is refused; a scheduled one is told to the address with a link that cancels it", async () => {
    const email = `careful.${Date.now()}@example.com`;
    const token = await register(email);
    const bare = await api("POST", "/auth/delete-account", {
      token,
      body: { immediate: true },
      language: "fr",
    });
    expect(bare.status).toBe(403);
    expect(bare.json.message).toBe("Saisissez votre mot de passe actuel.");
    const wrong = await api("POST", "/auth/delete-account", {
      token,
      body: { immediate: false, currentPassword: "not mine" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toBe("Your current password is not correct.");
    expect((await api("GET", "/auth/delete-account", { token })).json.data.deletion).toBeNull();

    const scheduled = await api("POST", "/auth/delete-account", {
      token,
      body: { immediate: false, reason: "Private reason", currentPassword: password },
    });
    expect(scheduled.status, scheduled.text).toBe(202);
    const cancel = await linkTo(email, "/account/cancel-deletion");
    const notice = mailsTo(email).find((m) => m.raw.includes("cancel-deletion"));
    expect(notice && readRawMail(notice.raw, notice.to).subject).toBe(
      "Your Collect account is scheduled for deletion",
    );
    // The link's page asks first (a GET changes nothing), then cancels.
    const asked = await fetch(`${site.url}/account/cancel-deletion?token=${cancel}`);
    expect(asked.status).toBe(200);
    expect((await api("GET", "/auth/delete-account", { token })).json.data.deletion).toMatchObject({
      status: "scheduled",
    });
    const done = await fetch(`${site.url}/account/cancel-deletion?token=${cancel}`, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("The deletion of your Collect account is cancelled.");
    expect((await api("GET", "/auth/delete-account", { token })).json.data.deletion).toBeNull();
  });

  test("cancelled deletions keep no reason; an account's counters go with it", async () => {
    const email = `counted.${Date.now()}@example.com`;
    const token = await register(email);
    await api("POST", "/auth/delete-account", {
      token,
      body: { reason: "Something private", currentPassword: password },
    });
    // A sign-in cancels it; a wrong guess and a reset request leave counters under the address.
    expect((await api("POST", "/auth/login", { body: { email, password } })).status).toBe(200);
    await api("POST", "/auth/login", { body: { email, password: "wrong guess" } });
    await api("POST", "/auth/forgot-password", { body: { email } });
    await deleteNow(token);
    await site.stop();
    const database: Database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const rows = async (query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows;
      expect(
        await rows(sql`select reason from account_deletions where status = 'cancelled' and reason <> ''`),
      ).toEqual([]);
      expect(await rows(sql`select key from login_failures where position(${email} in key) > 0`)).toEqual([]);
    } finally {
      await database.close();
      site = await startSite({
        SMTP_URL: smtp.url,
        SITE_URL: siteUrl,
        DATA_DIR: dataDir,
        ISSUER_API_KEY: issuerKey,
        PRIVACY_POLL_MS: "100",
        PRIVACY_LEASE_MS: "1000",
      });
    }
  });
});
