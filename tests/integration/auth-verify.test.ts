/**
 * Address confirmation over real HTTP and a real SMTP server: registration mails a link, the link
 * confirms the address once, a new address is unconfirmed until its own link is opened, and the
 * signed-in user can ask for another link (within limits).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicUser } from "#server/auth/service.ts";
import {
  type AccountsSite,
  call,
  linkToken,
  mailsTo,
  mailTo,
  password,
  register,
  siteUrl,
  startAccounts,
} from "./auth-fixture.ts";
import { waitFor } from "./harness.ts";

let site: AccountsSite;
const verified: PublicUser[] = [];

beforeAll(async () => {
  site = await startAccounts({
    maxLinksPerAccount: 2,
    hooks: {
      emailVerified: async (user) => {
        verified.push(user);
      },
    },
  });
}, 120_000);
afterAll(() => site?.close());

const me = async (token: string) =>
  (await call(`${site.api}/me`, "GET", undefined, { token })).json.data as PublicUser;

describe("e-mail verification", () => {
  it("registration mails a confirmation link; opening it confirms the address once", async () => {
    const account = await register(site, "verify-me@example.com");
    expect(account.user.emailVerified).toBe(false);
    expect(await me(account.token)).toMatchObject({ email: "verify-me@example.com", emailVerified: false });
    const mail = await mailTo(site.smtp, "verify-me@example.com");
    expect(mail.subject).toBe("Confirm your e-mail address for Collect");
    expect(mail.text).toContain("Please confirm that this address belongs to your Collect account.");
    expect(mail.text).toContain("The button below works once, within 2 days.");
    expect(mail.text).toMatch(new RegExp(`^${siteUrl}/app/verify-email\\?token=[\\w-]{43}$`, "m"));
    const token = linkToken(mail, "/app/verify-email");

    // Opened without being signed in (another browser, another device): that is enough.
    const opened = await call(`${site.api}/verify-email`, "POST", { token });
    expect(opened.status).toBe(200);
    expect(opened.json.message).toBe("Your e-mail address is confirmed. Thank you.");
    expect((opened.json.data as { user: PublicUser }).user.emailVerified).toBe(true);
    expect(await me(account.token)).toMatchObject({ emailVerified: true });
    expect(verified.map((u) => u.email)).toEqual(["verify-me@example.com"]);

    // A second click says so, and tells no one twice.
    const again = await call(`${site.api}/verify-email`, "POST", { token }, { language: "fr" });
    expect(again.status).toBe(200);
    expect(again.json.message).toBe("Votre adresse e-mail est déjà confirmée.");
    expect(verified).toHaveLength(1);

    // A confirmed address needs no new link.
    const resend = await call(`${site.api}/resend-verification`, "POST", undefined, { token: account.token });
    expect(resend.status).toBe(409);
    expect(resend.json.message).toBe("Your e-mail address is already verified.");
  });

  it("a changed address is unconfirmed, gets its own link, and the old link no longer counts", async () => {
    const account = await register(site, "verify-old@example.com");
    const oldLink = linkToken(await mailTo(site.smtp, "verify-old@example.com"), "/app/verify-email");
    const changed = await call(
      `${site.api}/profile`,
      "PUT",
      { email: "verify-new@example.com", currentPassword: password },
      { token: account.token, language: "it" },
    );
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe(
      "Il vostro profilo è stato salvato. Abbiamo inviato un link al nuovo indirizzo per confermarlo.",
    );
    expect((changed.json.data as PublicUser).emailVerified).toBe(false);
    const mail = await mailTo(site.smtp, "verify-new@example.com");
    expect(mail.subject).toBe("Confermate il vostro indirizzo e-mail per Collect");
    expect(mail.html).toContain('<html lang="it" dir="ltr">');

    const stale = await call(`${site.api}/verify-email`, "POST", { token: oldLink });
    expect(stale.status).toBe(410);
    expect(stale.json.message).toBe(
      "This verification link has expired or has already been used. Sign in and ask for a new one from your profile.",
    );
    expect(await me(account.token)).toMatchObject({ email: "verify-new@example.com", emailVerified: false });

    const fresh = await call(`${site.api}/verify-email`, "POST", {
      token: linkToken(mail, "/app/verify-email"),
    });
    expect(fresh.status).toBe(200);
    expect(await me(account.token)).toMatchObject({ emailVerified: true });

    // Saving the same address again (another letter case) keeps it confirmed and sends nothing.
    const same = await call(
      `${site.api}/profile`,
      "PUT",
      { email: "Verify-New@Example.com", name: "Ada B" },
      {
        token: account.token,
      },
    );
    expect(same.json.message).toBe("Your profile is saved.");
    expect((same.json.data as PublicUser).emailVerified).toBe(true);
  });

  it("the signed-in user can ask for a new link, within the limit; expired links say so", async () => {
    const account = await register(site, "verify-resend@example.com", { language: "ar", name: "ليلى" });
    const first = await mailTo(site.smtp, "verify-resend@example.com");
    expect(first.subject).toBe("أكّد بريدك الإلكتروني لدى Collect");
    // The name the requester typed is not repeated: anyone can have this e-mail sent to any address.
    expect(first.text).toContain("يرجى تأكيد أن هذا العنوان يخص حسابك في Collect.");
    expect(first.text).not.toContain("ليلى");

    expect((await call(`${site.api}/resend-verification`, "POST")).status).toBe(401);
    const resent = await call(`${site.api}/resend-verification`, "POST", undefined, {
      token: account.token,
      language: "en",
    });
    expect(resent.status).toBe(200);
    expect(resent.json.message).toBe("We have sent a new confirmation link to verify-resend@example.com.");
    const second = await mailTo(site.smtp, "verify-resend@example.com", 1);
    expect(second.subject).toBe("Confirm your e-mail address for Collect");
    expect(
      (await call(`${site.api}/resend-verification`, "POST", undefined, { token: account.token })).status,
    ).toBe(200);
    const over = await call(`${site.api}/resend-verification`, "POST", undefined, { token: account.token });
    expect(over.status).toBe(429);
    expect(over.json.message).toBe("Too many e-mails asked for. Please wait a while and try again.");
    await waitFor(() => mailsTo(site.smtp, "verify-resend@example.com") === 3, 30_000, "three links");

    // Every link sent stays good until used or expired: the first one still works.
    expect(
      (await call(`${site.api}/verify-email`, "POST", { token: linkToken(first, "/app/verify-email") }))
        .status,
    ).toBe(200);
  });

  it("a link opened after its time is refused", async () => {
    await call(`${site.short}/register`, "POST", { email: "verify-late@example.com", password, name: "Ada" });
    const mail = await mailTo(site.smtp, "verify-late@example.com");
    const token = linkToken(mail, "/app/verify-email");
    await new Promise((r) => setTimeout(r, 1700));
    const late = await call(`${site.api}/verify-email`, "POST", { token });
    expect(late.status).toBe(410);
    expect(late.json.message).toContain("has expired or has already been used");
  });
});
