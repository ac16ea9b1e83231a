import { accountPassword, freshEmail } from "./fixtures/certificates.ts";
import { expect, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

/** Issue 32's last gaps in the in-app area: the current section, and where a refusal is shown. */

const password = accountPassword;

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page, "false");
});

test("a failed sign-in's refusal stays on the sign-in view, not on the registration view", async ({
  page,
  watch,
}) => {
  await page.goto("/app/login");
  await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(freshEmail("words"));
  await page.getByLabel("Password").fill("not-the-password-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/mode=register/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("link", { name: "Sign in", exact: true }).last().click();
  await expect(page).not.toHaveURL(/mode=register/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The refused sign-in's 401, logged by the browser, is expected.
  expect(watch.errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
});

test("the in-app menu marks My vault as current on an item, its VaultCare and its transfer", async ({
  page,
}) => {
  await page.goto("/app/login?mode=register");
  await hydrated(page);
  await page.getByLabel("Full name").fill("Ada Collector");
  await page.getByLabel("Email", { exact: true }).fill(freshEmail("words"));
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  const menu = page.getByRole("navigation", { name: "App sections" });
  for (const path of [
    "/app/my-vault",
    "/app/item/abc-123",
    "/app/vaultcare/abc-123",
    "/app/transfer/abc-123",
  ]) {
    await page.goto(path);
    await hydrated(page);
    await expect(menu.locator("[aria-current]"), path).toHaveText("My vault");
    await expect(menu.getByRole("link", { name: "My vault" }), path).toHaveAttribute(
      "aria-current",
      path === "/app/my-vault" ? "page" : "true",
    );
  }
  await page.goto("/app/loyalty");
  await hydrated(page);
  await expect(menu.locator("[aria-current]")).toHaveText("Loyalty");
});

test("a sample certificate's reference reads Sample in the page's language", async ({ page }) => {
  const reference = page.locator('[data-field="reference"] dd');
  for (const [prefix, word] of [
    ["", "Sample"],
    ["/fr", "Exemple"],
    ["/it", "Esempio"],
    ["/ae", "نموذج"],
  ] as const) {
    await page.goto(`${prefix}/verify/CC-TP05-MW1M-RT16`);
    await hydrated(page);
    await expect(reference, prefix).toHaveText(word);
  }
});
