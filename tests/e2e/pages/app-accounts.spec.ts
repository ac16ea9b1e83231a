import type { Page } from "@playwright/test";
import { accountPassword, freshEmail, registerAccount } from "../fixtures/certificates.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

const password = accountPassword;

/** A new account, signed in on its profile, its address not yet confirmed. */
const register = (page: Page, email: string) =>
  registerAccount(page, email, "Ada Collector", { confirm: false });

test.describe("accounts", () => {
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page, "false");
  });

  test("the sign-in screen is in the HTML, private, without the site header", async ({ request, page }) => {
    const html = await (await request.get("/app/login")).text();
    expect(html).toContain("Sign in");
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    await page.goto("/app/login");
    await hydrated(page);
    await expect(page.locator("header.fixed")).toHaveCount(0);
    await expectNoAxeViolations(page, "/app/login");
  });

  test("register, see the profile, sign out, and come back to the screen asked for", async ({
    page,
    watch,
  }) => {
    const email = freshEmail("collector");
    await register(page, email);
    await expect(page.getByRole("heading", { name: "Your profile" })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toMatch(/^[\w-]{43}$/);
    await expectNoAxeViolations(page, "/app/profile");

    await page.getByRole("button", { name: "Sign out" }).first().click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();

    await page.goto("/app/my-vault");
    await expect(page).toHaveURL(/\/app\/login\?next=%2Fapp%2Fmy-vault$/);
    await page.getByLabel("Email", { exact: true }).fill(email.toUpperCase());
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/app\/my-vault$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My vault");
    await expect(page.getByRole("heading", { name: "Your vault is empty" })).toBeVisible();
    // Items are authenticated here now: the empty vault leads to the request screens.
    await expect(page.getByRole("link", { name: "Start an authentication" })).toHaveAttribute(
      "href",
      "/app/authenticate",
    );
    await expectNoAxeViolations(page, "/app/my-vault");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("a wrong password and an unknown address get the same message", async ({ page }) => {
    const email = freshEmail("collector");
    await register(page, email);
    await page.getByRole("button", { name: "Sign out" }).first().click();
    await page.goto("/app/login");
    await hydrated(page);
    for (const address of [email, freshEmail("collector")]) {
      await page.getByLabel("Email", { exact: true }).fill(address);
      await page.getByLabel("Password").fill("not-the-password-1");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    }
  });

  test("a common password is refused with a clear message", async ({ page }) => {
    await page.goto("/app/login?mode=register");
    await hydrated(page);
    await page.getByLabel("Full name").fill("Ada");
    await page.getByLabel("Email", { exact: true }).fill(freshEmail("collector"));
    await page.getByLabel("Password").fill("Password123");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert")).toContainText("one of the most common");
  });

  test("personal data can be changed", async ({ page }) => {
    await register(page, freshEmail("collector"));
    await page.getByRole("link", { name: "Personal data" }).first().click();
    // Emptied and saved, the name is marked and focused, and nothing is sent.
    const name = page.getByLabel("Full name");
    await name.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name");
    await name.fill("Ada Lovelace");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your details are saved." })).toBeVisible();
    await page.getByRole("link", { name: "Overview" }).click();
    await expect(page.getByText("Ada Lovelace")).toBeVisible();
  });

  test("the privacy page's data-rights panel: signed-in only, export and deletion with their toasts", async ({
    page,
    watch,
  }) => {
    // A registration, three pages and two axe scans: past 30 s on a loaded two-core machine.
    test.slow();
    await page.goto("/privacy");
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Export My Data" })).toHaveCount(0);

    const email = freshEmail("collector");
    await register(page, email);
    await page.goto("/privacy");
    await hydrated(page);
    await page.getByRole("button", { name: "Export My Data" }).click();
    await expect(page.getByText("Data Export Requested")).toBeVisible();
    await expect(page.getByText("You will receive your data export within 30 days.")).toBeVisible();
    await expectNoAxeViolations(page, "privacy panel with a toast");

    // The server asks for the current password before it schedules a deletion.
    await page.getByLabel("Current password (needed to delete your account)").fill(password);
    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page.getByText("Deletion Requested")).toBeVisible();
    await expect(
      page.getByText("Your account will be deleted within 30 days unless you log in to cancel."),
    ).toBeVisible();
    expect(questions).toEqual([
      "Are you sure you want to request account deletion? This action cannot be undone.",
    ]);

    const stored = await page.evaluate(() => ({
      exports: JSON.parse(localStorage.getItem("privacy_export_requests") ?? "[]"),
      deletions: JSON.parse(localStorage.getItem("privacy_deletion_requests") ?? "[]"),
    }));
    expect(stored.exports).toHaveLength(1);
    expect(stored.exports[0]).toMatchObject({
      email,
      status: "pending",
      dataTypes: ["profile", "authentication", "analytics", "preferences", "communications"],
    });
    const deletion = stored.deletions[0];
    expect(deletion).toMatchObject({ email, status: "pending" });
    expect(Date.parse(deletion.scheduledFor) - Date.parse(deletion.requestedAt)).toBe(2_592_000_000);

    await page.getByRole("link", { name: "Privacy settings" }).click();
    await expect(page).toHaveURL(/\/settings\/privacy$/);
    await expect(page.getByRole("heading", { name: "Export requests" })).toBeVisible();
    await expect(page.getByText(/: pending, scheduled for/)).toBeVisible();
    await expectNoAxeViolations(page, "/settings/privacy");
    expect(watch.cspViolations).toEqual([]);
  });

  test("a declined confirmation stores nothing", async ({ page }) => {
    await register(page, freshEmail("collector"));
    await page.goto("/privacy");
    await hydrated(page);
    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("privacy_deletion_requests")))
      .toBeNull();
  });

  test("unknown in-app paths are 404; /app goes home", async ({ request }) => {
    expect((await request.get("/app/nowhere")).status()).toBe(404);
    expect((await request.get("/app/profile/nowhere")).status()).toBe(404);
    const app = await request.get("/app", { maxRedirects: 0 });
    expect(app.status()).toBe(308);
    expect(app.headers().location).toBe("/");
  });

  test("marketing pages never download the accounts code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    for (const path of ["/", "/pricing", "/privacy"]) {
      await page.goto(path);
      await hydrated(page);
    }
    expect(scripts.filter((url) => /auth|query|privacy-rights-section|app-frame/i.test(url))).toEqual([]);
  });
});
