import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { type ReadMail, readRawMail } from "../../integration/auth-mail.ts";
import { accountPassword, freshEmail, registerAccount } from "../fixtures/certificates.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

/**
 * The accounts' e-mailed links in a real browser: forgot password to e-mail to new password to
 * signed in; confirming the address from its link; signing out another browser's session. The
 * server runs without SMTP, so it writes each e-mail to DATA_DIR/mail/<id>.eml: read from there.
 */
const password = accountPassword;
const newPassword = "copper-lantern-2231";
const mailDir = () => path.join(process.env.E2E_DATA_DIR ?? "", "mail");

/** The e-mails written for an address so far, oldest first. */
function mailsFor(address: string): ReadMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(mailDir()).filter((n) => n.endsWith(".eml"));
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(mailDir(), name), "utf8"))
    .filter((raw) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "im").test(raw))
    .map((raw) => ({ raw, date: Date.parse(/^Date: (.+)$/im.exec(raw)?.[1] ?? "") }))
    .sort((a, b) => a.date - b.date)
    .map(({ raw }) => readRawMail(raw, [address]));
}

/** Waits for an e-mail to an address whose subject matches, and answers the link to `route` in it. */
async function linkFrom(address: string, subject: RegExp, route: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mail = mailsFor(address).find((m) => subject.test(m.subject));
        link = new RegExp(`https?://[^\\s/]+(${route}\\?token=[\\w-]{43})`).exec(mail?.text ?? "")?.[1] ?? "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return link;
}

/** A new account, signed in on its profile, its address not yet confirmed. */
const register = (page: Page, email: string) =>
  registerAccount(page, email, "Ada Collector", { confirm: false });

async function signIn(page: Page, email: string, secret = password) {
  await page.goto("/app/login");
  await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
}

test.describe("accounts: e-mailed links and sessions", () => {
  // Each test walks several screens and runs axe on each: more than the default 30 seconds on a
  // crowded machine.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page, "false");
  });

  test("forgot password, the e-mail, a new password, signed in; the used link then offers a new one", async ({
    page,
    watch,
  }) => {
    const email = freshEmail("links");
    await register(page, email);
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();

    await page.goto("/app/login");
    await hydrated(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/app\/forgot-password$/);
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await expectNoAxeViolations(page, "/app/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "If an account uses this address, we have sent it a link to choose a new password. Check your inbox.",
    );
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

    const link = await linkFrom(email, /^Choose a new password for /, "/app/reset-password");
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expectNoAxeViolations(page, "/app/reset-password");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm the new password").fill("something-else-entirely");
    await page.getByRole("button", { name: "Save and sign in" }).click();
    // The confirmation is the field to fix: marked, described and focused.
    const confirm = page.getByLabel("Confirm the new password");
    await expect(confirm).toBeFocused();
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(confirm).toHaveAccessibleDescription("The two passwords do not match.");
    await page.getByLabel("New password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm the new password").fill("password123");
    await page.getByRole("button", { name: "Save and sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This password is one of the most common ones. Choose a less guessable password.",
    );
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm the new password").fill(newPassword);
    await page.getByRole("button", { name: "Save and sign in" }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
    // The reset link reached the address, which proves it.
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();

    await page.goto(link);
    await hydrated(page);
    await page.getByLabel("New password", { exact: true }).fill("another-fine-phrase-9");
    await page.getByLabel("Confirm the new password").fill("another-fine-phrase-9");
    await page.getByRole("button", { name: "Save and sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This link has expired or has already been used. Ask for a new one.",
    );
    await page.getByRole("link", { name: "Ask for a new link" }).click();
    await expect(page).toHaveURL(/\/app\/forgot-password$/);

    await page.getByRole("button", { name: "Sign out" }).first().click();
    await signIn(page, email, newPassword);
    expect(watch.cspViolations).toEqual([]);
    // The refused password and the spent link are answers the screen shows, logged by the browser.
    expect(watch.errors.filter((e) => !/status of (400|410)\b/.test(e))).toEqual([]);
  });

  test("confirms the address from the e-mailed link", async ({ page, watch }) => {
    const email = freshEmail("links");
    await register(page, email);
    await expect(page.getByText("Not confirmed yet")).toBeVisible();
    await page.getByRole("button", { name: "Send a new link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "We have sent" })).toHaveText(
      `We have sent a new confirmation link to ${email}.`,
    );
    const link = await linkFrom(email, /^Confirm your e-mail address for /, "/app/verify-email");
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Address confirmed" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Your e-mail address is confirmed. Thank you.");
    await expectNoAxeViolations(page, "/app/verify-email");
    await page.getByRole("link", { name: "Go to your profile" }).click();
    await expect(page.getByText("Confirmed", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send a new link" })).toHaveCount(0);

    await page.goto("/app/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(
      "This verification link has expired or has already been used. Sign in and ask for a new one from your profile.",
    );
    await expectNoAxeViolations(page, "/app/verify-email (refused)");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors.filter((e) => !/status of 410\b/.test(e))).toEqual([]);
  });

  test("signs out another browser's session from the security screen", async ({ page, browser }) => {
    const email = freshEmail("links");
    await register(page, email);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.addInitScript(() => localStorage.setItem("collect-cookie-consent", "false"));
    await signIn(otherPage, email);

    await page.goto("/app/profile/security");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
    const items = page.getByRole("listitem").filter({ hasText: "Last active" });
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "This browser" })).toHaveCount(1);
    await expect(items.first()).toContainText(/Chrome on Linux|Chrome on/);
    await expectNoAxeViolations(page, "/app/profile/security");
    await items
      .filter({ hasNotText: "This browser" })
      .getByRole("button", { name: /^Sign out of / })
      .click();
    await expect(items).toHaveCount(1);

    // The other browser is signed out at its next request.
    await otherPage.goto("/app/profile/security");
    await expect(otherPage).toHaveURL(/\/app\/login\?next=/);
    await expect.poll(() => otherPage.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
    await other.close();

    // This one is still signed in; "Sign out everywhere" ends it too.
    // It asks for the current password first (a stolen session alone cannot do it).
    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter your current password.");
    const everywhere = page.getByTestId("everywhere-password").getByLabel("Current password");
    await everywhere.fill("not my password");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your current password is not correct.");
    await everywhere.fill(password);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
    await expect(page).toHaveURL(/\/app\/login/);
  });

  test("changing the e-mail address asks for the current password", async ({ page }) => {
    const email = freshEmail("links");
    await register(page, email);
    await page.goto("/app/profile/personal-data");
    await hydrated(page);
    const next = freshEmail("links");
    await page.getByLabel("Email", { exact: true }).fill(next);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: /password/ })).toHaveText(
      "Enter your current password.",
    );
    await page.getByLabel("Current password").fill(password);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: /saved/ })).toHaveText("Your details are saved.");
    await expectNoAxeViolations(page, "/app/profile/personal-data");

    // The password, on the security screen, with the current one.
    await page.goto("/app/profile/security");
    await hydrated(page);
    const form = page.locator("form").filter({ hasText: "Change your password" });
    await form.getByLabel("Current password").fill("not my password");
    await form.getByLabel("New password").fill("a brand new passphrase 7");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toHaveText("Your current password is not correct.");
    await form.getByLabel("Current password").fill(password);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Your password is changed and every other session is signed out.",
    );
    await expectNoAxeViolations(page, "/app/profile/security with the password form");
    const login = await page.request.post("/api/auth/login", {
      data: { email: next, password: "a brand new passphrase 7" },
    });
    expect(login.status()).toBe(200);
  });

  test("the new screens in Arabic, right to left, with no axe violations", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "ar"));
    for (const [route, heading] of [
      ["/app/forgot-password", "هل نسيت كلمة المرور؟"],
      [`/app/reset-password?token=${"A".repeat(43)}`, "اختر كلمة مرور جديدة"],
      ["/app/verify-email?token=x", "لا يمكن استخدام هذا الرابط"],
    ] as const) {
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expectNoAxeViolations(page, `${route} (ar)`);
    }
    // The server's refusal came in the screen's language, though the HTML arrived in English.
    await expect(page.getByRole("alert")).toHaveText(
      "انتهت صلاحية رابط التأكيد هذا أو سبق استخدامه. سجّل الدخول واطلب رابطًا جديدًا من ملفك الشخصي.",
    );
    // Signed in (through the API), with an unconfirmed address: the profile and the sessions.
    const answer = await page.request.post("/api/auth/register", {
      data: { email: freshEmail("links"), password, name: "ليلى" },
      headers: {
        "User-Agent":
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      },
    });
    const token = ((await answer.json()) as { data: { token: string } }).data.token;
    await page.addInitScript((t) => localStorage.setItem("auth_token", t), token);
    await page.goto("/app/profile");
    await hydrated(page);
    await expect(page.getByText("لم يُؤكَّد بعد")).toBeVisible();
    await expectNoAxeViolations(page, "/app/profile (ar)");
    await page.goto("/app/profile/security");
    await hydrated(page);
    await expect(page.getByText("Safari على iPhone")).toBeVisible();
    await expectNoAxeViolations(page, "/app/profile/security (ar)");
  });
});
