/**
 * Identity before anything an attacker wants (issue 27), over real HTTP and real SMTP: the
 * current password asked before an address change, a password change and signing out
 * everywhere; the former address told of a change, with a link that keeps it; the confirmation
 * e-mail repeating nothing the requester typed; a stranger's wrong guesses from another network
 * address not locking the owner out; forgot-password answering before any of its work; NFKC
 * passwords (and hashes made before, rehashed); addresses outside ASCII refused clearly.
 */

import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "#server/auth/service.ts";
import { users } from "#server/db/auth-schema.ts";
import {
  type AccountsSite,
  call,
  linkToken,
  mailsTo,
  mailTo,
  password,
  register,
  startAccounts,
} from "./auth-fixture.ts";
import { waitFor } from "./harness.ts";

let site: AccountsSite;

/** Forgot-password's background work waits for this gate in the test's hands. */
let release: () => void = () => {};
let gate = Promise.resolve();
const started: string[] = [];

beforeAll(async () => {
  site = await startAccounts({
    maxFailuresPerAddress: 1_000_000,
    maxLinksPerAddress: 1_000_000,
    maxRegistrationsPerAddress: 1_000_000,
    background: (work) => {
      started.push("queued");
      void gate.then(work);
    },
  });
}, 120_000);
afterAll(() => site?.close());

async function confirm(email: string, seen = 0) {
  const token = linkToken(await mailTo(site.smtp, email, seen), "/app/verify-email");
  const r = await call(`${site.api}/verify-email`, "POST", { token });
  expect(r.status, r.json.message).toBe(200);
}
const me = async (token: string) =>
  (await call(`${site.api}/profile`, "GET", undefined, { token })).json.data as PublicUser;

describe("re-authentication", () => {
  it("refuses an address change, a password change and signing out everywhere without the current password", async () => {
    const { token } = await register(site, "reauth@example.com");
    const noPassword = await call(
      `${site.api}/profile`,
      "PUT",
      { email: "elsewhere@example.com" },
      { token },
    );
    expect(noPassword.status).toBe(403);
    expect(noPassword.json.message).toBe("Enter your current password.");
    const wrong = await call(
      `${site.api}/profile`,
      "PUT",
      { email: "elsewhere@example.com", currentPassword: "not-the-password" },
      { token, language: "fr" },
    );
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toBe("Votre mot de passe actuel est incorrect.");
    expect(await me(token)).toMatchObject({ email: "reauth@example.com", pendingEmail: null });
    // A name alone needs no password.
    expect((await call(`${site.api}/profile`, "PUT", { name: "Ada B" }, { token })).status).toBe(200);

    const everywhere = await call(`${site.api}/logout-all`, "POST", {}, { token, language: "it" });
    expect(everywhere.status).toBe(403);
    expect(everywhere.json.message).toBe("Inserite la vostra password attuale.");
    expect((await me(token)).email).toBe("reauth@example.com");

    const change = await call(
      `${site.api}/change-password`,
      "POST",
      { password: "a brand new passphrase 7" },
      { token },
    );
    expect(change.status).toBe(403);
    expect(change.json.message).toBe("Enter your current password.");
    const other = (
      (await call(`${site.api}/login`, "POST", { email: "reauth@example.com", password })).json.data as {
        token: string;
      }
    ).token;
    const changed = await call(
      `${site.api}/change-password`,
      "POST",
      { currentPassword: password, password: "a brand new passphrase 7" },
      { token, language: "ar" },
    );
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe("تم تغيير كلمة المرور وتسجيل الخروج من جميع الجلسات الأخرى.");
    expect((await call(`${site.api}/profile`, "GET", undefined, { token: other })).status).toBe(401);
    expect((await call(`${site.api}/profile`, "GET", undefined, { token })).status).toBe(200);
    const signedOut = await call(
      `${site.api}/logout-all`,
      "POST",
      { currentPassword: "a brand new passphrase 7" },
      { token },
    );
    expect(signedOut.status).toBe(200);
    expect((await call(`${site.api}/profile`, "GET", undefined, { token })).status).toBe(401);
  });

  it("keeps a confirmed address until the new one is confirmed, and tells the old one with a link that keeps it", async () => {
    const { token } = await register(site, "keep-old@example.com");
    await confirm("keep-old@example.com");
    const changed = await call(
      `${site.api}/profile`,
      "PUT",
      { email: "keep-new@example.com", currentPassword: password },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe(
      "Your profile is saved. Your address changes to keep-new@example.com once you open the link we have sent there; until then your account keeps its current address.",
    );
    expect(await me(token)).toMatchObject({
      email: "keep-old@example.com",
      emailVerified: true,
      pendingEmail: "keep-new@example.com",
    });
    // The old address is still the account's: nobody else can take it meanwhile.
    const squat = await call(`${site.api}/register`, "POST", {
      email: "keep-old@example.com",
      password,
      name: "X",
    });
    expect(squat.status).toBe(409);

    const notice = await mailTo(site.smtp, "keep-old@example.com", 1);
    expect(notice.subject).toBe("The e-mail address of your Collect account is being changed");
    expect(notice.text).toContain(
      "asked to change it to the address typed as: \u201ckeep-new @ example . com\u201d. The change happens once that address is confirmed.",
    );
    expect(notice.text).toContain("It works once, within 7 days.");
    const keep = linkToken(notice, "/account/keep-email");

    // The page behind the link asks first, then keeps the address and signs out every session.
    const page = await fetch(`${site.api}/keep-email`, { method: "GET" });
    expect(page.status).toBe(405);
    const kept = await call(`${site.api}/keep-email`, "POST", { token: keep });
    expect(kept.status).toBe(200);
    expect(kept.json.message).toBe(
      "This address is the account's again, every session is signed out. Choose a new password with \u201cForgot password\u201d.",
    );
    expect((await call(`${site.api}/profile`, "GET", undefined, { token })).status).toBe(401);
    const back = await call(`${site.api}/login`, "POST", { email: "keep-old@example.com", password });
    expect(back.json.data).toMatchObject({
      user: { email: "keep-old@example.com", emailVerified: true, pendingEmail: null },
    });
    // The link to the new address no longer moves the account; the keep link works once.
    const stale = linkToken(await mailTo(site.smtp, "keep-new@example.com"), "/app/verify-email");
    expect((await call(`${site.api}/verify-email`, "POST", { token: stale })).status).toBe(410);
    expect((await call(`${site.api}/keep-email`, "POST", { token: keep })).status).toBe(410);
  });

  it("moves a confirmed account to its new address once the link sent there is opened", async () => {
    const { token } = await register(site, "move-old@example.com");
    await confirm("move-old@example.com");
    await call(
      `${site.api}/profile`,
      "PUT",
      { email: "move-new@example.com", currentPassword: password },
      { token },
    );
    // A new link goes to the address that waits, not to the confirmed one.
    const resent = await call(`${site.api}/resend-verification`, "POST", undefined, { token });
    expect(resent.json.message).toBe("We have sent a new confirmation link to move-new@example.com.");
    await confirm("move-new@example.com");
    expect(await me(token)).toMatchObject({
      email: "move-new@example.com",
      emailVerified: true,
      pendingEmail: null,
    });
  });
});

describe("mails anyone can trigger", () => {
  it("the confirmation e-mail does not repeat the name the requester typed, in text or HTML", async () => {
    const name = "Visit https://evil.example/keep to keep your account";
    await register(site, "named@example.com", { name });
    const mail = await mailTo(site.smtp, "named@example.com");
    expect(mail.subject).toBe("Confirm your e-mail address for Collect");
    expect(mail.text).toContain("Please confirm that this address belongs to your Collect account.");
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain("Visit");
    }
  });
});

describe("lock-out", () => {
  it("a stranger's wrong guesses from another network address do not lock the owner out; a reset lifts a lock", async () => {
    await register(site, "locked@example.com");
    for (let i = 0; i < 6; i++)
      await call(
        `${site.api}/login`,
        "POST",
        { email: "locked@example.com", password: `wrong guess ${i}` },
        { forwardedFor: "203.0.113.7" },
      );
    const stranger = await call(
      `${site.api}/login`,
      "POST",
      { email: "locked@example.com", password },
      { forwardedFor: "203.0.113.7" },
    );
    expect(stranger.status).toBe(429);
    const owner = await call(
      `${site.api}/login`,
      "POST",
      { email: "locked@example.com", password },
      { forwardedFor: "198.51.100.20" },
    );
    expect(owner.status).toBe(200);

    // A reset lifts the lock from everywhere.
    const asked = await call(`${site.api}/forgot-password`, "POST", { email: "locked@example.com" });
    expect(asked.status).toBe(200);
    const reset = linkToken(await mailTo(site.smtp, "locked@example.com", 1), "/app/reset-password");
    const done = await call(`${site.api}/reset-password`, "POST", {
      token: reset,
      password: "another long passphrase 9",
    });
    expect(done.status).toBe(200);
    const after = await call(
      `${site.api}/login`,
      "POST",
      { email: "locked@example.com", password: "another long passphrase 9" },
      { forwardedFor: "203.0.113.7" },
    );
    expect(after.status).toBe(200);
  });
});

describe("forgot-password", () => {
  it("answers known and unknown addresses before looking either up, then e-mails only the known one", async () => {
    await register(site, "known@example.com");
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    started.length = 0;
    const before = mailsTo(site.smtp, "known@example.com");
    const rows = async () =>
      Number(
        (
          await site.database.db.execute<{ n: number }>(
            sql`select count(*)::int as n from account_tokens where purpose = 'reset'`,
          )
        ).rows[0]?.n,
      );
    const linksBefore = await rows();
    const known = await call(`${site.api}/forgot-password`, "POST", { email: "known@example.com" });
    const unknown = await call(`${site.api}/forgot-password`, "POST", { email: "nobody-here@example.com" });
    // Both answered while their work still waits behind the gate: nothing looked up or stored yet.
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.json.message).toBe(unknown.json.message);
    expect(started).toEqual(["queued", "queued"]);
    expect(await rows()).toBe(linksBefore);
    release();
    await waitFor(() => mailsTo(site.smtp, "known@example.com") === before + 1, 30_000, "the reset e-mail");
    expect(await rows()).toBe(linksBefore + 1);
    gate = Promise.resolve();
  });
});

describe("passwords and addresses", () => {
  it("normalises passwords with NFKC; a hash of the raw form still signs in and is replaced", async () => {
    const composed = "Caf\u00e9 cr\u00e8me br\u00fbl\u00e9e 2026";
    const decomposed = composed.normalize("NFD");
    const r = await call(`${site.api}/register`, "POST", {
      email: "nfkc@example.com",
      password: composed,
      name: "N",
    });
    expect(r.status).toBe(201);
    expect(
      (await call(`${site.api}/login`, "POST", { email: "nfkc@example.com", password: decomposed })).status,
    ).toBe(200);

    // An account whose hash was made from the decomposed form, before normalising.
    const old = await hash(decomposed, { algorithm: 2 });
    await site.database.db
      .update(users)
      .set({ passwordHash: old })
      .where(eq(users.email, "nfkc@example.com"));
    expect(
      (await call(`${site.api}/login`, "POST", { email: "nfkc@example.com", password: decomposed })).status,
    ).toBe(200);
    const [row] = await site.database.db.select().from(users).where(eq(users.email, "nfkc@example.com"));
    expect(row?.passwordHash).not.toBe(old);
    expect(
      (await call(`${site.api}/login`, "POST", { email: "nfkc@example.com", password: composed })).status,
    ).toBe(200);
  });

  it("refuses an address outside ASCII with a clear sentence in the caller's language", async () => {
    const r = await call(
      `${site.api}/register`,
      "POST",
      { email: "jörg@exämple.com", password, name: "J" },
      { language: "fr" },
    );
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(
      "Saisissez une adresse écrite uniquement en lettres latines, chiffres et signes . _ - +\u202f: les adresses contenant d’autres caractères ne sont pas acceptées.",
    );
    const local = await call(`${site.api}/register`, "POST", {
      email: "jörg@example.com",
      password,
      name: "J",
    });
    expect(local.json.message).toBe(
      "Enter an address written with Latin letters, digits and the signs . _ - + only: addresses with other characters are not accepted.",
    );
  });
});
