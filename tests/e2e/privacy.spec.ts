import type { Page } from "@playwright/test";
import { accountPassword, freshEmail, registerAccount } from "./fixtures/certificates.ts";
import { linkIn, waitForMail } from "./fixtures/mail.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

/**
 * The server's side of the data rights and the newsletter, seen in the browser: export and
 * deletion asked from /privacy and followed on /settings/privacy; the newsletter confirmed and
 * left from the e-mail's links (the e-mails are the files the test server writes).
 */
const password = accountPassword;

/** A new account, signed in on its profile, its address not yet confirmed. */
const register = (page: Page, email: string) =>
  registerAccount(page, email, "Rita Rights", { confirm: false });

test.describe("data rights on the server", () => {
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page, "false");
  });

  test("export and delete from /privacy; /settings/privacy shows the export ready, then used, and the deletion date", async ({
    page,
    request,
    watch,
  }) => {
    // Many steps, the worker's and a download's among them, then the same screen in Arabic.
    test.setTimeout(90_000);
    const email = freshEmail("rights");
    await register(page, email);
    await page.goto("/privacy");
    await hydrated(page);
    await page.getByRole("button", { name: "Export My Data" }).click();
    await expect(page.getByText("Data Export Requested")).toBeVisible();
    // The current password first: asked in the page, checked by the server.
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter your current password to delete your account.");
    await page.getByLabel("Current password (needed to delete your account)").fill(password);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page.getByText("Deletion Requested")).toBeVisible();

    await page.getByRole("link", { name: "Privacy settings" }).click();
    await expect(page).toHaveURL(/\/settings\/privacy$/);
    const server = page.getByTestId("server-requests");
    await expect(server.getByRole("heading", { name: "Requests on our servers" })).toBeVisible();
    // The worker builds the export; the page looks again while it is being prepared.
    await expect(server.getByText(/: ready: the download link is in your inbox$/)).toBeVisible({
      timeout: 30_000,
    });
    const inThirtyDays = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const months = [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ];
    await expect(page.getByTestId("server-deletion")).toHaveText(
      `Scheduled for ${inThirtyDays.getDate()} ${months[inThirtyDays.getMonth()]} ${inThirtyDays.getFullYear()}. Signing in before then cancels it.`,
    );
    await expectNoAxeViolations(page, "/settings/privacy with the server's requests");

    const mail = await waitForMail(email, /api\/auth\/export\//);
    const link = linkIn(mail, /https?:\/\/\S+\/api\/auth\/export\/[\w-]{43}/);
    const file = await request.get(link);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="personal-data-/);
    expect((await file.json()).profile.email).toBe(email);
    expect((await request.get(link)).status()).toBe(410);
    await page.reload();
    await expect(server.getByText(/: downloaded \(the link has been used\)$/)).toBeVisible();

    // In Arabic, right to left, with the same states.
    await page.evaluate(() => localStorage.setItem("language", "ar"));
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "الطلبات على خوادمنا" })).toBeVisible();
    await expect(server.getByText(/تم التنزيل \(استُخدم الرابط\)/)).toBeVisible();
    await expectNoAxeViolations(page, "/settings/privacy in Arabic");
    expect(watch.cspViolations).toEqual([]);
  });
});

test.describe("newsletter links", () => {
  test("confirm from the e-mail's link, then leave from its List-Unsubscribe address", async ({
    page,
    watch,
  }) => {
    const email = freshEmail("letters");
    await page.goto("/privacy");
    await hydrated(page);
    const form = page.locator('form[data-form="newsletter"]');
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByText(
        "Almost there: we have sent you an e-mail. Please confirm your subscription from your inbox.",
      ),
    ).toBeVisible();

    const mail = await waitForMail(email, /newsletter\/confirm\?token=/);
    expect(mail.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    await page.goto(linkIn(mail, /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/));
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    await expectNoAxeViolations(page, "newsletter confirm page");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    await expectNoAxeViolations(page, "newsletter confirmed page");

    const leave = /^<(https?:\/\/\S+)>$/.exec(mail.header("List-Unsubscribe") ?? "")?.[1] ?? "";
    expect(leave).toMatch(/\/newsletter\/unsubscribe\?token=/);
    await page.goto(new URL(leave).pathname + new URL(leave).search);
    await expect(page.getByRole("heading", { name: "Leave the newsletter" })).toBeVisible();
    await expectNoAxeViolations(page, "newsletter leave page");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { name: "You have left the newsletter" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(email);
    await expectNoAxeViolations(page, "newsletter left page");
    expect(watch.cspViolations).toEqual([]);
  });

  test("in Arabic: the confirmation and its pages right to left", async ({ page }) => {
    const email = freshEmail("arabic");
    await page.goto("/ae/privacy");
    await hydrated(page);
    const form = page.locator('form[data-form="newsletter"]');
    await form.locator('input[type="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    await expect(
      page.getByText("بقيت خطوة واحدة: أرسلنا إليك رسالة بريد إلكتروني. يُرجى تأكيد اشتراكك من صندوق الوارد."),
    ).toBeVisible();
    const mail = await waitForMail(email, /newsletter\/confirm\?token=/);
    await page.goto(linkIn(mail, /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "أكّد اشتراكك" })).toBeVisible();
    await expectNoAxeViolations(page, "newsletter confirm page in Arabic");
    await page.getByRole("button", { name: "تأكيد اشتراكي" }).click();
    await expect(page.getByRole("heading", { name: "تم تأكيد الاشتراك" })).toBeVisible();
    await expectNoAxeViolations(page, "newsletter confirmed page in Arabic");
  });
});
