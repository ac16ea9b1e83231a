/**
 * Password reset over real HTTP, with its e-mail delivered by the outbox to a real SMTP server:
 * the same answer for any address, a link that works once and for a limited time, every session
 * signed out, the limits.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
const newPassword = "copper-lantern-2231";

beforeAll(async () => {
  site = await startAccounts({
    maxLinksPerAccount: 3,
    maxLinksPerAddress: 1000,
    maxFailuresPerAddress: 1000,
  });
}, 120_000);
afterAll(() => site?.close());

describe("password reset", () => {
  it("answers an unknown and a known address alike, and mails only the known one", async () => {
    await register(site, "reset-known@example.com");
    const known = await call(`${site.api}/forgot-password`, "POST", { email: "Reset-Known@Example.com" });
    const unknown = await call(`${site.api}/forgot-password`, "POST", { email: "nobody-here@example.com" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    expect(known.json).toEqual({
      status: "success",
      message:
        "If an account uses this address, we have sent it a link to choose a new password. Check your inbox.",
    });
    const mail = await mailTo(site.smtp, "reset-known@example.com", 1); // the first is the confirmation
    expect(mail.subject).toBe("Choose a new password for Collect");
    expect(mail.text).toContain("The button below works once, within one hour.");
    expect(mail.text).toMatch(new RegExp(`^${siteUrl}/app/reset-password\\?token=[\\w-]{43}$`, "m"));
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    // The worker had time to deliver anything queued for the unknown address: nothing was.
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(site.smtp, "nobody-here@example.com")).toBe(0);
  });

  it("sets a new password from the link, signs out every session and signs in with a new one", async () => {
    const account = await register(site, "reset-flow@example.com");
    const second = await call(`${site.api}/login`, "POST", { email: "reset-flow@example.com", password });
    const secondToken = (second.json.data as { token: string }).token;
    await call(`${site.api}/forgot-password`, "POST", { email: "reset-flow@example.com" });
    const token = linkToken(await mailTo(site.smtp, "reset-flow@example.com", 1), "/app/reset-password");

    const weak = await call(`${site.api}/reset-password`, "POST", { token, password: "password123" });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe(
      "This password is one of the most common ones. Choose a less guessable password.",
    );
    const short = await call(
      `${site.api}/reset-password`,
      "POST",
      { token, password: "short" },
      { language: "fr" },
    );
    expect(short.json.message).toBe("Choisissez un mot de passe d’au moins 10 caractères.");

    const reset = await call(`${site.api}/reset-password`, "POST", { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe(
      "Your password is changed and every other session is signed out. You are signed in.",
    );
    const data = reset.json.data as { token: string; user: { email: string; emailVerified: boolean } };
    expect(data.user.email).toBe("reset-flow@example.com");
    // The link reached the account's address: that proves it too.
    expect(data.user.emailVerified).toBe(true);
    for (const old of [account.token, secondToken])
      expect((await call(`${site.api}/profile`, "GET", undefined, { token: old })).status).toBe(401);
    expect((await call(`${site.api}/profile`, "GET", undefined, { token: data.token })).status).toBe(200);
    expect(
      (await call(`${site.api}/login`, "POST", { email: "reset-flow@example.com", password })).status,
    ).toBe(401);
    expect(
      (await call(`${site.api}/login`, "POST", { email: "reset-flow@example.com", password: newPassword }))
        .status,
    ).toBe(200);

    // Used once: never again.
    const again = await call(`${site.api}/reset-password`, "POST", {
      token,
      password: "another-fine-phrase-9",
    });
    expect(again.status).toBe(410);
    expect(again.json).toEqual({
      status: "error",
      message: "This link has expired or has already been used. Ask for a new one.",
    });
  });

  it("a newer link spends the older ones once either is used", async () => {
    await register(site, "reset-two@example.com");
    await call(`${site.api}/forgot-password`, "POST", { email: "reset-two@example.com" });
    await call(`${site.api}/forgot-password`, "POST", { email: "reset-two@example.com" });
    const first = linkToken(await mailTo(site.smtp, "reset-two@example.com", 1), "/app/reset-password");
    const second = linkToken(await mailTo(site.smtp, "reset-two@example.com", 2), "/app/reset-password");
    expect(first).not.toBe(second);
    expect(
      (await call(`${site.api}/reset-password`, "POST", { token: second, password: newPassword })).status,
    ).toBe(200);
    expect(
      (await call(`${site.api}/reset-password`, "POST", { token: first, password: newPassword })).status,
    ).toBe(410);
  });

  it("a link stops working when its time is up", async () => {
    await register(site, "reset-late@example.com");
    await call(`${site.short}/forgot-password`, "POST", { email: "reset-late@example.com" });
    const mail = await mailTo(site.smtp, "reset-late@example.com", 1);
    expect(mail.text).toContain("within 1 minute");
    const token = linkToken(mail, "/app/reset-password");
    const [row] = (
      await site.database.db.execute<{ expires_at: string }>(
        sql`select expires_at from account_tokens where purpose = 'reset' and email = 'reset-late@example.com'`,
      )
    ).rows;
    await waitFor(
      () => Date.now() > new Date(String(row?.expires_at)).getTime() + 50,
      10_000,
      "the link's end",
    );
    const late = await call(`${site.short}/reset-password`, "POST", { token, password: newPassword });
    expect(late.status).toBe(410);
    expect(late.json.message).toBe("This link has expired or has already been used. Ask for a new one.");
    expect(
      (await call(`${site.api}/login`, "POST", { email: "reset-late@example.com", password })).status,
    ).toBe(200);
  });

  it("a made-up or malformed token is refused the same way, in the asked language", async () => {
    for (const token of ["A".repeat(43), "short", 42, null, ["x"]]) {
      const r = await call(
        `${site.api}/reset-password`,
        "POST",
        { token, password: newPassword },
        { language: "it" },
      );
      expect(r.status).toBe(410);
      expect(r.json.message).toBe("Questo link è scaduto o è già stato usato. Richiedetene uno nuovo.");
    }
    const without = await call(
      `${site.api}/reset-password`,
      "POST",
      { password: newPassword },
      { language: "it" },
    );
    expect(without.status).toBe(400);
    expect(without.json.message).toBe("Richiesta non valida.");
  });

  it("mails the reset in the language of the request, Arabic right to left", async () => {
    await register(site, "reset-ar@example.com", { name: "Layla", language: "ar" });
    await call(`${site.api}/forgot-password`, "POST", { email: "reset-ar@example.com" }, { language: "ar" });
    const mail = await mailTo(site.smtp, "reset-ar@example.com", 1);
    expect(mail.subject).toBe("اختر كلمة مرور جديدة لحسابك في Collect");
    expect(mail.text).toContain("يعمل الزر أدناه مرة واحدة فقط خلال ساعة واحدة.");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("limits reset e-mails per address asked about, whether or not it has an account", async () => {
    for (const email of ["reset-limit@example.com", "reset-limit-nobody@example.com"]) {
      if (email === "reset-limit@example.com") await register(site, email);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await call(`${site.api}/forgot-password`, "POST", { email })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await call(`${site.api}/forgot-password`, "POST", { email }, { language: "fr" });
      expect(refused.headers.get("retry-after")).toBe("3600");
      expect(refused.json).toEqual({
        status: "error",
        message: "Trop d’e-mails demandés. Veuillez patienter un moment avant de réessayer.",
      });
    }
    await waitFor(
      () => mailsTo(site.smtp, "reset-limit@example.com") === 4,
      30_000,
      "three resets and a welcome",
    );
  });
});

describe("limits on reset attempts", () => {
  it("limits the attempts with links per network address", async () => {
    const limited = await startAccounts({ maxFailuresPerAddress: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (
            await call(`${limited.api}/reset-password`, "POST", {
              token: "B".repeat(43),
              password: newPassword,
            })
          ).status,
        );
      expect(statuses).toEqual([410, 410, 410, 429, 429]);
      const r = await call(`${limited.api}/reset-password`, "POST", {
        token: "B".repeat(43),
        password: newPassword,
      });
      expect(r.json.message).toBe("Too many attempts. Please wait a few minutes and try again.");
      // Another network is counted apart.
      expect(
        (
          await call(
            `${limited.api}/reset-password`,
            "POST",
            { token: "B".repeat(43), password: newPassword },
            { forwardedFor: "203.0.113.9" },
          )
        ).status,
      ).toBe(410);
    } finally {
      await limited.close();
    }
  });
});
