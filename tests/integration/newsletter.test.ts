/**
 * The newsletter's double opt-in over real HTTP and real SMTP, against the built server: the
 * confirmation e-mail (read back from the SMTP server, with its List-Unsubscribe headers), the
 * confirm and leave pages (a GET changes nothing, a POST acts), the RFC 8058 one-click POST
 * without a session, the resend limit (the clock moved by restarting with an offset), and the
 * operators' subscribers export.
 */
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  post,
  type ReceivedMail,
  root,
  type Site,
  startSite,
  TestSmtp,
  tempDir,
  waitFor,
} from "./harness.ts";

const siteUrl = "https://collect.test";
const confirmText =
  "Almost there: we have sent you an e-mail. Please confirm your subscription from your inbox.";
let smtp: TestSmtp;
let site: Site;
const dataDir = tempDir("newsletter");

const signup = (email: string, language = "en") =>
  post(
    `${site.url}/api/functions/newsletter-signup`,
    { email, source: "website_footer" },
    {
      headers: { "Accept-Language": language },
    },
  );

/** A message's headers, unfolded, and its decoded text (quoted-printable soft breaks undone). */
function parse(mail: ReceivedMail) {
  const [head = "", ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim() ?? null;
  const body = rest
    .join("\n\n")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  return { header, body };
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

async function confirmation(address: string, index = 0) {
  const mail = await waitFor(
    () => mailsTo(address)[index],
    60_000,
    `confirmation #${index + 1} for ${address}`,
  );
  const { header, body } = parse(mail);
  const link = /https:\/\/collect\.test\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(body)?.[0];
  const unsubscribe = /^<(https:\/\/collect\.test\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+)>$/.exec(
    header("List-Unsubscribe") ?? "",
  )?.[1];
  if (!link || !unsubscribe) throw new Error(`links missing in ${mail.raw}`);
  return { mail, header, body, local: (url: string) => url.replace(siteUrl, site.url), link, unsubscribe };
}

/** Waits until a later message has been delivered: the outbox sends in order, so nothing before it is still waiting. */
async function settle() {
  const marker = `marker-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await signup(marker)).status).toBe(200);
  await confirmation(marker);
}

beforeAll(async () => {
  smtp = await TestSmtp.start();
  site = await startSite({ SMTP_URL: smtp.url, SITE_URL: siteUrl, DATA_DIR: dataDir });
}, 300_000);

afterAll(async () => {
  await site?.stop();
  await smtp?.down();
});

describe("newsletter double opt-in", () => {
  test("a signup is pending: the address gets a confirmation with List-Unsubscribe headers, the inbox nothing yet", async () => {
    const r = await signup("ada@example.com");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ message: confirmText });
    const c = await confirmation("ada@example.com");
    expect(c.header("Subject")).toBe("Confirm your subscription to the Collect newsletter");
    expect(c.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(c.header("List-Unsubscribe")).toMatch(
      /^<https:\/\/collect\.test\/newsletter\/unsubscribe\?token=/,
    );
    expect(c.body).toContain("Confirm my subscription");
    await settle();
    expect(smtp.received.filter((m) => m.to.includes("inbox@collect.test"))).toHaveLength(0);
  });

  test("a second signup while pending answers the same and sends nothing more within ten minutes", async () => {
    expect((await signup("bob@example.com")).status).toBe(200);
    await confirmation("bob@example.com");
    const again = await signup("BOB@example.com");
    expect(again.status).toBe(200);
    expect(again.json.message).toBe(confirmText);
    await settle();
    expect(mailsTo("bob@example.com")).toHaveLength(1);
  });

  test("the confirm link shows a button (a GET changes nothing); pressing it subscribes and tells the inbox", async () => {
    expect((await signup("cleo@example.com")).status).toBe(200);
    const c = await confirmation("cleo@example.com");
    const page = await fetch(c.local(c.link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Confirm your subscription</h1>");
    expect(html).toContain('<button type="submit">Confirm my subscription</button>');
    // Still pending after the GET: signing up again is not refused.
    expect((await signup("cleo@example.com")).status).toBe(200);
    const done = await fetch(c.local(c.link), { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("<h1>Subscription confirmed</h1>");
    const inbox = await waitFor(
      () =>
        smtp.received.find((m) => m.to.includes("inbox@collect.test") && m.raw.includes("cleo@example.com")),
      60_000,
      "the inbox's e-mail",
    );
    expect(parse(inbox).header("Subject")).toBe("New newsletter subscriber: cleo@example.com");
    // Confirmed: the specified 'already exists' answer, whatever the letter case.
    const dup = await signup("Cleo@Example.com");
    expect(dup.status).toBe(409);
    expect(String(dup.json.error)).toContain("already exists");
    // Pressing again changes nothing and still says so.
    expect(await (await fetch(c.local(c.link), { method: "POST" })).text()).toContain(
      "Subscription confirmed",
    );
  });

  test("one-click unsubscribe: the RFC 8058 POST without a session; a GET only shows the button", async () => {
    expect((await signup("dan@example.com")).status).toBe(200);
    const c = await confirmation("dan@example.com");
    expect((await fetch(c.local(c.link), { method: "POST" })).status).toBe(200);
    const look = await fetch(c.local(c.unsubscribe));
    expect(look.status).toBe(200);
    expect(await look.text()).toContain("<h1>Leave the newsletter</h1>");
    expect((await signup("dan@example.com")).status).toBe(409);
    const leave = await fetch(c.local(c.unsubscribe), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(leave.status).toBe(200);
    expect(await leave.text()).toContain("<h1>You have left the newsletter</h1>");
    expect(await (await fetch(c.local(c.unsubscribe))).text()).toContain("You have left the newsletter");
    // The old confirmation link no longer brings the address back.
    expect((await fetch(c.local(c.link), { method: "POST" })).status).toBe(404);
    // Signing up again starts over: a new confirmation.
    const back = await signup("dan@example.com");
    expect(back.status).toBe(200);
    await confirmation("dan@example.com", 1);
  });

  test("in French: the answer, the e-mail and the pages", async () => {
    const r = await signup("elise@example.com", "fr-FR,fr;q=0.9");
    expect(r.json.message).toBe(
      "Presque terminé\u202f: nous venons de vous envoyer un e-mail. Confirmez votre inscription depuis votre boîte de réception.",
    );
    const c = await confirmation("elise@example.com");
    expect(c.header("Subject")).toContain("=?UTF-8?");
    expect(c.body).toMatch(/Confirmer mon inscription/);
    const html = await (await fetch(c.local(c.link))).text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain("<h1>Confirmez votre inscription</h1>");
  });

  test("bad links answer a clear 404 page; a GET never changes anything", async () => {
    for (const path of [
      "/newsletter/confirm",
      "/newsletter/confirm?token=nope",
      `/newsletter/confirm?token=${"A".repeat(43)}`,
      "/newsletter/unsubscribe?token=%00%01",
      `/newsletter/unsubscribe?token=${"f".repeat(64)}`,
    ]) {
      for (const method of ["GET", "POST"]) {
        const res = await fetch(`${site.url}${path}`, { method });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.text()).toContain("This link does not work");
      }
    }
  });
});

describe("the resend limit and the subscribers export", () => {
  test("after ten minutes a pending address gets a new confirmation; the export shows states and dates", async () => {
    await site.stop();
    // The same database, the privacy clock eleven minutes on.
    site = await startSite({
      SMTP_URL: smtp.url,
      SITE_URL: siteUrl,
      DATA_DIR: dataDir,
      PRIVACY_CLOCK_OFFSET_MS: String(11 * 60 * 1000),
    });
    const before = await confirmation("bob@example.com");
    expect((await signup("bob@example.com")).status).toBe(200);
    const after = await confirmation("bob@example.com", 1);
    expect(after.link).not.toBe(before.link);
    // The earlier link was replaced by the new one.
    expect((await fetch(after.local(before.link), { method: "POST" })).status).toBe(404);
    expect((await fetch(after.local(after.link), { method: "POST" })).status).toBe(200);
    await site.stop();
    const out = spawnSync(process.execPath, ["scripts/ops/forms-data.ts", "export", "subscribers"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      encoding: "utf8",
    });
    expect(out.status, out.stderr).toBe(0);
    const lines = out.stdout.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      "email,status,source,language,consent_version,requested_at,confirmed_at,unsubscribed_at,created_at",
    );
    const row = (email: string) => lines.find((l) => l.startsWith(`${email},`))?.split(",") ?? [];
    expect(row("bob@example.com").slice(1, 5)).toEqual([
      "subscribed",
      "website_footer",
      "en",
      "newsletter-footer-v1",
    ]);
    expect(row("bob@example.com")[6]).toMatch(/^\d{4}-\d\d-\d\d[ T]\d\d:/);
    expect(row("dan@example.com")[1]).toBe("pending");
    expect(row("dan@example.com")[7]).toMatch(/^\d{4}-\d\d-\d\d[ T]\d\d:/);
    expect(row("elise@example.com").slice(1, 4)).toEqual(["pending", "website_footer", "fr"]);
    site = await startSite({ SMTP_URL: smtp.url, SITE_URL: siteUrl, DATA_DIR: dataDir });
  });
});
