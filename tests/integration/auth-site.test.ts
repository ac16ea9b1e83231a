/**
 * The accounts' e-mails from the built server as it runs in production (server/main.ts): links
 * on SITE_URL, delivered through SMTP by the outbox worker, the brand in the subject.
 */
import { afterAll, expect, test } from "vitest";
import { mailTo } from "./auth-fixture.ts";
import { post, startSite, TestSmtp } from "./harness.ts";

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

test("registration and a forgotten password e-mail their links on SITE_URL, in the visitor's language", async () => {
  const smtp = await TestSmtp.start();
  cleanups.push(() => smtp.down());
  const site = await startSite({
    SMTP_URL: smtp.url,
    SITE_URL: "https://www.collect.example",
    BRAND_NAME: "Vaulted",
  });
  cleanups.push(() => site.stop());
  const registered = await post(
    `${site.url}/api/auth/register`,
    { email: "site@example.com", password: "velvet-harbour-1907", name: "Ada" },
    { headers: { "Accept-Language": "fr" } },
  );
  expect(registered.status).toBe(201);
  expect(registered.json.message).toBe(
    "Votre compte est prêt. Nous vous avons envoyé un e-mail pour confirmer votre adresse.",
  );
  const confirmation = await mailTo(smtp, "site@example.com");
  expect(confirmation.subject).toBe("Confirmez votre adresse e-mail pour Vaulted");
  expect(confirmation.text).toMatch(/^https:\/\/www\.collect\.example\/app\/verify-email\?token=[\w-]{43}$/m);

  const forgot = await post(`${site.url}/api/auth/forgot-password`, { email: "site@example.com" });
  expect(forgot.status).toBe(200);
  const reset = await mailTo(smtp, "site@example.com", 1);
  expect(reset.subject).toBe("Choose a new password for Vaulted");
  expect(reset.text).toMatch(/^https:\/\/www\.collect\.example\/app\/reset-password\?token=[\w-]{43}$/m);
  expect(reset.text).toContain("The Vaulted team");
});
