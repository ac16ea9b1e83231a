import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { openHydrated } from "./fixtures/page.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures/test.ts";

/**
 * Forms that point at the field: a failed submission keeps its specified toast, and also marks
 * every invalid field (aria-invalid, a visible message tied to it by aria-describedby, in the
 * page's language) and moves the focus to the first one; fixing a field clears its mark.
 */

test.describe.configure({ timeout: 90_000 });

type Words = {
  forms: {
    issues: Record<string, string>;
    contact: Record<string, string>;
    lead: Record<string, string>;
    newsletter: Record<string, string>;
  };
};
const words = (language: string): Words =>
  JSON.parse(readFileSync(new URL(`../../app/i18n/messages/${language}.json`, import.meta.url), "utf8"));

/** The field's mark: invalid, described by a visible message with exactly this text. */
async function expectMarked(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const ids = ((await field.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  expect(texts, `the message under ${await field.getAttribute("id")}`).toContain(message);
  for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toBeVisible();
}

async function expectUnmarked(field: Locator) {
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

for (const [language, path] of [
  ["en", "/contact-us"],
  ["ar", "/ae/contact-us"],
] as const) {
  test(`contact form submitted empty (${language}): the first name is focused, every required field marked`, async ({
    page,
  }) => {
    const w = words(language).forms;
    await openHydrated(page, path);
    const form = page.locator('form[data-form="contact"]');
    await form.getByRole("button", { name: w.contact.submit }).click();

    // The specified toast still shows, with the first failure.
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast.locator("[data-title]")).toHaveText(w.contact.validationTitle ?? "");
    await expect(toast.locator("[data-description]")).toHaveText(w.issues.firstNameRequired ?? "");

    const first = form.locator("#contact-firstName");
    await expect(first).toBeFocused();
    await expectMarked(page, first, w.issues.firstNameRequired ?? "");
    await expectMarked(page, form.locator("#contact-lastName"), w.issues.lastNameRequired ?? "");
    await expectMarked(page, form.locator("#contact-email"), w.issues.emailRequired ?? "");
    await expectMarked(page, form.locator("#contact-message"), w.issues.messageRequired ?? "");
    // The optional subject is not marked.
    await expectUnmarked(form.locator("#contact-subject"));

    // The toast's close button sits inside the toast.
    const box = await toast.boundingBox();
    const close = await toast.locator("[data-close-button]").boundingBox();
    expect(box && close).toBeTruthy();
    if (box && close) {
      expect(close.x).toBeGreaterThanOrEqual(box.x);
      expect(close.y).toBeGreaterThanOrEqual(box.y);
      expect(close.x + close.width).toBeLessThanOrEqual(box.x + box.width);
      expect(close.y + close.height).toBeLessThanOrEqual(box.y + box.height);
    }

    await expectNoAxeViolations(page, `${path} with its fields marked`);

    // Fixing a field clears its mark and leaves the others.
    await first.fill("Ada");
    await expectUnmarked(first);
    await expectMarked(page, form.locator("#contact-lastName"), w.issues.lastNameRequired ?? "");
  });
}

test("contact form with a bad e-mail: the e-mail field is focused with its message", async ({ page }) => {
  const w = words("en").forms;
  await openHydrated(page, "/contact-us");
  const form = page.locator('form[data-form="contact"]');
  await form.locator("#contact-firstName").fill("Ada");
  await form.locator("#contact-lastName").fill("Lovelace");
  await form.locator("#contact-email").fill("ada@");
  await form.locator("#contact-message").fill("About my bag");
  await form.getByRole("button", { name: w.contact.submit }).click();
  const email = form.locator("#contact-email");
  await expect(email).toBeFocused();
  await expectMarked(page, email, w.issues.invalidEmail ?? "");
  await expectUnmarked(form.locator("#contact-firstName"));
});

test("lead form submitted empty (fr): the name is focused and the required fields marked in French", async ({
  page,
}) => {
  const w = words("fr").forms;
  await openHydrated(page, "/fr/business");
  const form = page.locator('form[data-form="lead"]');
  await form.locator("#lead-consent").check();
  await form.getByRole("button", { name: w.lead.submit }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast.locator("[data-title]")).toHaveText(w.lead.validationTitle ?? "");
  const name = form.locator("#lead-name");
  await expect(name).toBeFocused();
  await expectMarked(page, name, w.issues.nameRequired ?? "");
  await expectMarked(page, form.locator("#lead-email"), w.issues.emailRequired ?? "");
  await expectMarked(page, form.locator("#lead-company"), w.issues.companyRequired ?? "");
  await expectMarked(page, form.locator("#lead-useCase"), w.issues.useCaseRequired ?? "");
  await expectUnmarked(form.locator("#lead-message"));
});

test.describe("checks fetched on first use", () => {
  // The service worker would answer the script requests itself, past the test's routes.
  test.use({ serviceWorkers: "block" });

  test("lead form: its checks load on first use; when they cannot, nothing is sent and nothing typed is lost", async ({
    page,
  }) => {
    const w = words("en").forms;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    // The first attempt to fetch the checks fails, as on a dropped connection.
    let refusals = 1;
    await page.route(/\/assets\/schemas-[\w-]+\.js$/, (route) =>
      refusals-- > 0 ? route.abort("internetdisconnected") : route.continue(),
    );
    let sent = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") sent++;
    });
    await openHydrated(page, "/business");
    const form = page.locator('form[data-form="lead"]');
    // The page's first scripts hold no validation library.
    expect(
      scripts.filter((s) => /\/schemas-/.test(s)),
      "scripts before the form is used",
    ).toEqual([]);

    await form.locator("#lead-name").fill("Ada Lovelace");
    await expect
      .poll(() => scripts.some((s) => /\/schemas-/.test(s)), { message: "checks asked for on focus" })
      .toBe(true);
    await form.locator("#lead-consent").check();
    await form.getByRole("button", { name: w.lead.submit }).click();
    // The focus fetch failed: the submission tries again and the checks now run.
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast.locator("[data-title]")).toHaveText(w.lead.validationTitle ?? "");
    await expect(form.locator("#lead-email")).toBeFocused();
    await expectMarked(page, form.locator("#lead-email"), w.issues.emailRequired ?? "");
    await expect(form.locator("#lead-name")).toHaveValue("Ada Lovelace");
    expect(sent, "requests sent with a failed check").toBe(0);
  });

  test("contact form: when its checks cannot be fetched, the visitor is told and the message stays", async ({
    page,
  }) => {
    const w = words("it").forms;
    await page.route(/\/assets\/schemas-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));
    await openHydrated(page, "/it/contact-us");
    const form = page.locator('form[data-form="contact"]');
    await form.locator("#contact-firstName").fill("Ada");
    await form.locator("#contact-message").fill("La mia borsa");
    await form.getByRole("button", { name: w.contact.submit }).click();
    const toast = page.locator("[data-sonner-toast]").first();
    await expect(toast.locator("[data-title]")).toHaveText(w.contact.errorTitle ?? "");
    await expect(toast.locator("[data-description]")).toHaveText(w.contact.errorMessage ?? "");
    await expect(form.locator("#contact-firstName")).toHaveValue("Ada");
    await expect(form.locator("#contact-message")).toHaveValue("La mia borsa");
  });
});

test("footer newsletter submitted empty (fr): the e-mail field is focused and marked; a refused address too", async ({
  page,
}) => {
  const w = words("fr").forms;
  await openHydrated(page, "/fr/pricing");
  const form = page.locator('form[data-form="newsletter"]');
  const email = form.locator("#newsletter-email");
  await form.getByRole("button", { name: w.newsletter.submit }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast.locator("[data-title]")).toHaveText(w.newsletter.invalidTitle ?? "");
  await expect(email).toBeFocused();
  await expectMarked(page, email, w.newsletter.invalidMessage ?? "");
  await expectNoAxeViolations(page, "/fr/pricing with the newsletter field marked");

  // Typing an address clears the mark; one the server refuses marks the field again.
  await email.fill("ada@");
  await expectUnmarked(email);
  await form.getByRole("button", { name: w.newsletter.submit }).click();
  await expect(email).toBeFocused();
  await expectMarked(page, email, w.newsletter.invalidMessage ?? "");
});

test("certificate check submitted empty (ar): the ID field is focused and marked in Arabic", async ({
  page,
}) => {
  const copy = JSON.parse(
    readFileSync(new URL("../../app/pages/verify/copy/ar.json", import.meta.url), "utf8"),
  ) as { form: { submit: string; errors: Record<string, string> } };
  await openHydrated(page, "/ae/verify");
  const form = page.locator('form[action$="/verify/check"]');
  const field = form.getByRole("textbox");
  await form.getByRole("button", { name: copy.form.submit }).click();
  await expect(field).toBeFocused();
  await expectMarked(page, field, copy.form.errors.empty ?? "");
  // A typed ID that is not one is marked with its own message; typing clears it.
  await field.fill("CC-12");
  await field.press("Enter");
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("CC-123");
  await expectUnmarked(field);
});
