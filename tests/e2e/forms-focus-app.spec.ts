import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

/**
 * The in-app forms point at the field too: sent empty, each marks its required fields
 * (aria-invalid, a visible message tied by aria-describedby, in the language the area speaks)
 * and moves the focus to the first; typing a valid value clears its mark. The in-app area has
 * no region prefix: it speaks the stored language.
 */

type Words = { forms: { issues: Record<string, string> } };
type AppWords = { login: Record<string, string>; recover: Record<string, string> };
const site = (language: string): Words =>
  JSON.parse(readFileSync(new URL(`../../app/i18n/messages/${language}.json`, import.meta.url), "utf8"));
const app = (language: string): AppWords =>
  JSON.parse(readFileSync(new URL(`../../app/pages/app/copy/${language}.json`, import.meta.url), "utf8"));

async function open(page: Page, path: string, language: string) {
  await withStoredConsent(page, "false");
  await page.addInitScript((value) => localStorage.setItem("language", value), language);
  await page.goto(path);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

async function expectMarked(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  // The message is (part of) what the field's description says: a hint may come first.
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  const id = await field.getAttribute("id");
  await expect(field.page().locator(`[id="${id}-issue"]`)).toHaveText(message);
  await expect(field.page().locator(`[id="${id}-issue"]`)).toBeVisible();
}

test("sign-in sent empty (en): the e-mail is focused, both fields marked; typing clears", async ({
  page,
}) => {
  const issues = site("en").forms.issues;
  const words = app("en").login;
  await open(page, "/app/login", "en");
  await page.getByRole("button", { name: words.signIn, exact: true }).click();
  const email = page.getByLabel(words.email ?? "", { exact: true });
  const password = page.getByLabel(words.password ?? "", { exact: true });
  await expect(email).toBeFocused();
  await expectMarked(email, issues.emailRequired ?? "");
  await expectMarked(password, words.passwordRequired ?? "");
  await expectNoAxeViolations(page, "/app/login with its fields marked");
  // A half-typed address stays marked, with the message for its shape; a whole one clears it.
  await email.fill("ada@");
  await expectMarked(email, issues.invalidEmail ?? "");
  await email.fill("ada@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  await expectMarked(password, words.passwordRequired ?? "");
});

test("registration sent empty (fr): the name is focused and every field marked in French", async ({
  page,
}) => {
  const issues = site("fr").forms.issues;
  const words = app("fr").login;
  await open(page, "/app/login?mode=register", "fr");
  await page.getByRole("button", { name: words.create, exact: true }).click();
  const name = page.getByLabel(words.name ?? "", { exact: true });
  await expect(name).toBeFocused();
  await expectMarked(name, issues.nameRequired ?? "");
  await expectMarked(page.getByLabel(words.email ?? "", { exact: true }), issues.emailRequired ?? "");
  await expectMarked(page.getByLabel(words.password ?? "", { exact: true }), words.passwordRequired ?? "");
});

test("forgotten password sent empty (it): the e-mail is focused and marked in Italian", async ({ page }) => {
  const issues = site("it").forms.issues;
  const words = app("it").recover;
  await open(page, "/app/forgot-password", "it");
  await page.getByRole("button", { name: words.send, exact: true }).click();
  const email = page.getByLabel(words.email ?? "", { exact: true });
  await expect(email).toBeFocused();
  await expectMarked(email, issues.emailRequired ?? "");
});

test("new password sent empty (ar): the password is focused, both fields marked in Arabic", async ({
  page,
}) => {
  const words = app("ar");
  // A link of the right shape: the form shows (the server judges the token only on sending).
  await open(page, `/app/reset-password?token=${"A".repeat(43)}`, "ar");
  await page.getByRole("button", { name: words.recover.save, exact: true }).click();
  const password = page.getByLabel(words.recover.newPassword ?? "", { exact: true });
  const confirm = page.getByLabel(words.recover.confirmPassword ?? "", { exact: true });
  await expect(password).toBeFocused();
  await expectMarked(password, words.login.passwordRequired ?? "");
  await expectMarked(confirm, words.login.passwordRequired ?? "");
  await expectNoAxeViolations(page, "/app/reset-password with its fields marked (ar)");
  // Two passwords that differ: the confirmation is the field to fix.
  await password.fill("velvet-harbour-1907");
  await confirm.fill("velvet-harbour-1908");
  await page.getByRole("button", { name: words.recover.save, exact: true }).click();
  await expect(confirm).toBeFocused();
  await expectMarked(confirm, words.recover.mismatch ?? "");
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
});
