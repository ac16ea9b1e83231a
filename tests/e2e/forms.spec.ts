import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { linkIn, waitForMail } from "./fixtures/mail.ts";
import { openHydrated } from "./fixtures/page.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures/test.ts";

/**
 * The three forms in the browser: every state and message with
 * its exact text, with JavaScript (toasts) and without (route actions answering with the page).
 */

// Each test submits several times and runs axe with a toast on screen: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

function toast(page: Page, title: string) {
  return page
    .locator("[data-sonner-toast]")
    .filter({ has: page.locator("[data-title]", { hasText: title }) })
    .first();
}

/**
 * axe on the form and the toasts. The contact and business pages are composed on other branches
 * (their titles and sections are tested there, and every page by accessibility.spec.ts); here the
 * form and its toast states are what is checked.
 */
async function expectFormAccessible(page: Page, form: string, label: string) {
  const results = await new AxeBuilder({ page })
    .include(`form[data-form="${form}"]`)
    .include("[data-sonner-toaster]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

async function expectToast(
  page: Page,
  kind: "success" | "error" | "info",
  title: string,
  description: string,
) {
  const t = toast(page, title);
  await expect(t).toBeVisible();
  await expect(t).toHaveAttribute("data-type", kind);
  await expect(t.locator("[data-title]")).toHaveText(title);
  await expect(t.locator("[data-description]")).toHaveText(description);
}

/** Holds a function's answer until `release()`, to observe the submitting state. */
async function holdFunction(page: Page, name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/functions/${name}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.describe("footer newsletter", () => {
  test("invalid addresses: 'Invalid Email' toast, nothing sent", async ({ page, watch }) => {
    await openHydrated(page, "/privacy");
    const form = page.locator('form[data-form="newsletter"]');
    for (const value of ["   ", "no-at-sign"]) {
      await form.getByLabel("Email address").fill(value);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expectToast(page, "error", "Invalid Email", "Please enter a valid email address");
    }
    await expect(form.getByLabel("Email address")).toBeVisible();
    expect(watch.errors).toEqual([]);
  });

  test("subscribing: 'Subscribing...' with inputs disabled, then 'Success!' and the email cleared; axe with the toast", async ({
    page,
    watch,
  }) => {
    await openHydrated(page, "/privacy");
    const form = page.locator('form[data-form="newsletter"]');
    const input = form.getByLabel("Email address");
    await input.fill(unique("news"));
    const release = await holdFunction(page, "newsletter-signup");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(input).toBeDisabled();
    release();
    await expectToast(
      page,
      "success",
      "Success!",
      "Almost there: we have sent you an e-mail. Please confirm your subscription from your inbox.",
    );
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    await expect(input).toBeEnabled();
    await expect(input).toHaveValue("");
    await expectNoAxeViolations(page, "newsletter success toast");
    expect(watch.errors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });

  test("an address already subscribed, in another letter case: 'Already Subscribed' info toast", async ({
    page,
    request,
  }) => {
    const email = unique("dup");
    await openHydrated(page, "/privacy");
    const form = page.locator('form[data-form="newsletter"]');
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(
      page,
      "success",
      "Success!",
      "Almost there: we have sent you an e-mail. Please confirm your subscription from your inbox.",
    );
    // Subscribed once its owner confirms from the e-mail.
    const mail = await waitForMail(email, /newsletter\/confirm\?token=/);
    const confirmed = await request.post(linkIn(mail, /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/));
    expect(confirmed.status()).toBe(200);
    await form.getByLabel("Email address").fill(email.toUpperCase());
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(
      page,
      "info",
      "Already Subscribed",
      "This email is already subscribed to our newsletter.",
    );
    await expect(form.getByLabel("Email address")).toHaveValue(email.toUpperCase());
    await expectNoAxeViolations(page, "newsletter info toast");
  });

  test("other errors: 'Error' with the server message, or the fallback sentence", async ({ page }) => {
    await openHydrated(page, "/privacy");
    const form = page.locator('form[data-form="newsletter"]');
    await page.route("**/api/functions/newsletter-signup", (route) =>
      route.fulfill({ status: 503, json: { error: "The list is closed for maintenance." } }),
    );
    await form.getByLabel("Email address").fill(unique("err"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "error", "Error", "The list is closed for maintenance.");
    await page.unroute("**/api/functions/newsletter-signup");
    await page.route("**/api/functions/newsletter-signup", (route) => route.abort("failed"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(page, "error", "Error", "Failed to subscribe. Please try again.");
    await expectNoAxeViolations(page, "newsletter error toast");
  });

  test("the sending code is not loaded with the page; if it cannot load: the fallback error, the address kept, and it sends once back online", async ({
    page,
    context,
  }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(submit|outcome)-/.test(request.url())) chunks.push(request.url());
    });
    await openHydrated(page, "/privacy");
    const form = page.locator('form[data-form="newsletter"]');
    const input = form.getByLabel("Email address");
    expect(chunks).toEqual([]); // not with the page
    await context.setOffline(true);
    const email = unique("offline");
    await input.fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    // Nor could the toast library load: the same toast, shown plainly, and the page still there.
    await expectToast(page, "error", "Error", "Failed to subscribe. Please try again.");
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
    await expect(input).toHaveValue(email);
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    await context.setOffline(false);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expectToast(
      page,
      "success",
      "Success!",
      "Almost there: we have sent you an e-mail. Please confirm your subscription from your inbox.",
    );
    await expect(input).toHaveValue("");
    expect(chunks.some((url) => url.includes("/submit-"))).toBe(true);
  });
});

test.describe("contact form", () => {
  test("the four checks, in order, as 'Validation Error' toasts", async ({ page, watch }) => {
    await openHydrated(page, "/contact-us");
    const form = page.locator('form[data-form="contact"]');
    const send = form.getByRole("button", { name: "Send Message" });
    await send.click();
    await expectToast(page, "error", "Validation Error", "Please enter your first name");
    await form.getByLabel("First Name").fill("Ada");
    await send.click();
    await expectToast(page, "error", "Validation Error", "Please enter your last name");
    await form.getByLabel("Last Name").fill("Lovelace");
    await send.click();
    await expectToast(page, "error", "Validation Error", "Please enter your email address");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Message").fill("   ");
    await send.click();
    await expectToast(page, "error", "Validation Error", "Please enter a message");
    await expectFormAccessible(page, "contact", "contact validation toast");
    expect(watch.errors).toEqual([]);
  });

  test("sending: 'Sending...' disabled, then 'Message Sent!' and the form reset", async ({ page, watch }) => {
    await openHydrated(page, "/contact-us");
    const form = page.locator('form[data-form="contact"]');
    await form.getByLabel("First Name").fill("Ada");
    await form.getByLabel("Last Name").fill("Lovelace");
    await form.getByLabel("Email").fill(unique("contact"));
    await form.getByLabel("Subject").fill("Authentication of a watch");
    await form.getByLabel("Message").fill("Can you authenticate a 1968 Rolex Daytona?");
    const release = await holdFunction(page, "send-contact-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expectToast(
      page,
      "success",
      "Message Sent!",
      "Your message has been sent successfully! We'll get back to you soon.",
    );
    for (const label of ["First Name", "Last Name", "Email", "Subject", "Message"])
      await expect(form.getByLabel(label)).toHaveValue("");
    await expectFormAccessible(page, "contact", "contact success toast");
    expect(watch.errors).toEqual([]);
  });

  test("failure: 'Error' with the message or the fallback, values kept", async ({ page }) => {
    await openHydrated(page, "/contact-us");
    const form = page.locator('form[data-form="contact"]');
    await form.getByLabel("First Name").fill("Ada");
    await form.getByLabel("Last Name").fill("Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Message").fill("Hello");
    await page.route("**/api/functions/send-contact-email", (route) =>
      route.fulfill({ status: 503, json: { data: null, error: "Our inbox is full." } }),
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "error", "Error", "Our inbox is full.");
    await page.unroute("**/api/functions/send-contact-email");
    await page.route("**/api/functions/send-contact-email", (route) => route.abort("failed"));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "error", "Error", "Failed to send message. Please try again.");
    await expect(form.getByLabel("First Name")).toHaveValue("Ada");
    await expect(form.getByLabel("Message")).toHaveValue("Hello");
    await expectFormAccessible(page, "contact", "contact error toast");
  });

  test("in French, the toasts are French", async ({ page }) => {
    await openHydrated(page, "/fr/contact-us");
    const form = page.locator('form[data-form="contact"]');
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expectToast(page, "error", "Erreur de saisie", "Veuillez saisir votre prénom");
  });
});

test.describe("business lead form", () => {
  test("submit is disabled until consent; the checks in order as 'Validation Error' notices", async ({
    page,
    watch,
  }) => {
    await openHydrated(page, "/business");
    const form = page.locator('form[data-form="lead"]');
    const submit = form.getByRole("button", { name: "Request a Demo" });
    await expect(submit).toBeDisabled();
    await form.getByLabel(/I agree to be contacted/).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectToast(page, "error", "Validation Error", "Please enter your name");
    await form.locator("#lead-name").fill("Grace Hopper");
    await submit.click();
    await expectToast(page, "error", "Validation Error", "Please enter your email address");
    await form.getByLabel("Work Email").fill("grace@example.com");
    await submit.click();
    await expectToast(page, "error", "Validation Error", "Please enter your company name");
    await form.getByLabel("Company").fill("Hopper Resale");
    await submit.click();
    await expectToast(page, "error", "Validation Error", "Please select your use case");
    await form.getByLabel(/I agree to be contacted/).uncheck();
    await expect(submit).toBeDisabled();
    await expectFormAccessible(page, "lead", "lead validation toast");
    expect(watch.errors).toEqual([]);
  });

  test("sending disables submit; success resets every field with consent unchecked", async ({
    page,
    watch,
  }) => {
    await openHydrated(page, "/business");
    const form = page.locator('form[data-form="lead"]');
    await form.locator("#lead-name").fill("Grace Hopper");
    await form.getByLabel("Work Email").fill(unique("lead"));
    await form.getByLabel("Company").fill("Hopper Resale");
    await form.getByLabel("Monthly Volume").fill("800 items");
    await form.getByLabel("Use Case").selectOption("Reseller");
    await form.locator("#lead-message").fill("We resell watches and bags.");
    await form.getByLabel(/I agree to be contacted/).check();
    const release = await holdFunction(page, "send-contact-email");
    await form.getByRole("button", { name: "Request a Demo" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expectToast(
      page,
      "success",
      "Demo Request Sent!",
      "Thank you for your interest! We'll be in touch soon to schedule your demo.",
    );
    for (const label of ["Work Email", "Company", "Monthly Volume", "Use Case"])
      await expect(form.getByLabel(label)).toHaveValue("");
    await expect(form.locator("#lead-name")).toHaveValue("");
    await expect(form.locator("#lead-message")).toHaveValue("");
    await expect(form.getByLabel(/I agree to be contacted/)).not.toBeChecked();
    await expect(form.getByRole("button", { name: "Request a Demo" })).toBeDisabled();
    await expectFormAccessible(page, "lead", "lead success toast");
    expect(watch.errors).toEqual([]);
  });

  test("failure: 'Error' with the message or the fallback, logged, data kept", async ({ page, watch }) => {
    await openHydrated(page, "/business");
    const form = page.locator('form[data-form="lead"]');
    await form.locator("#lead-name").fill("Grace Hopper");
    await form.getByLabel("Work Email").fill("grace@example.com");
    await form.getByLabel("Company").fill("Hopper Resale");
    await form.getByLabel("Use Case").selectOption("Brand");
    await form.getByLabel(/I agree to be contacted/).check();
    await page.route("**/api/functions/send-contact-email", (route) =>
      route.fulfill({ status: 503, json: { data: null, error: "Demo calendar unavailable." } }),
    );
    await form.getByRole("button", { name: "Request a Demo" }).click();
    await expectToast(page, "error", "Error", "Demo calendar unavailable.");
    await page.unroute("**/api/functions/send-contact-email");
    await page.route("**/api/functions/send-contact-email", (route) => route.abort("failed"));
    await form.getByRole("button", { name: "Request a Demo" }).click();
    await expectToast(page, "error", "Error", "Failed to send your request. Please try again.");
    expect(watch.errors.some((e) => e.includes("Demo request failed"))).toBe(true);
    await expect(form.getByLabel("Company")).toHaveValue("Hopper Resale");
    await expect(form.getByLabel("Use Case")).toHaveValue("Brand");
    await expect(form.getByLabel(/I agree to be contacted/)).toBeChecked();
    await expectFormAccessible(page, "lead", "lead error toast");
  });
});

test.describe("without JavaScript", () => {
  // axe-core runs as a script in the page, so these states are checked for content, not by axe.
  test.use({ javaScriptEnabled: false });

  test("the newsletter posts to /newsletter and answers with the same messages", async ({ page }) => {
    const email = unique("nojs");
    await page.goto("/privacy");
    const form = page.locator('form[data-form="newsletter"]');
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("status")).toContainText("Success!");
    await expect(page.getByRole("status")).toContainText(
      "Almost there: we have sent you an e-mail. Please confirm your subscription from your inbox.",
    );
    await page.getByRole("link", { name: "Back to the page you were reading" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    // Subscribed once its owner confirms from the e-mail (the confirm page's button posts).
    const mail = await waitForMail(email, /newsletter\/confirm\?token=/);
    await page.goto(linkIn(mail, /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/));
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "Subscription confirmed" })).toBeVisible();
    await page.goto("/privacy");
    await page.locator('form[data-form="newsletter"]').getByLabel("Email address").fill(email.toUpperCase());
    await page.locator('form[data-form="newsletter"]').getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert")).toContainText("Already Subscribed");
    await expect(page.getByRole("alert")).toContainText(
      "This email is already subscribed to our newsletter.",
    );
  });

  test("the contact form posts to its page: success, and a refusal that keeps the values", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    let form = page.locator('form[data-form="contact"]');
    await form.getByLabel("First Name").fill("Ada");
    await form.getByLabel("Last Name").fill("Lovelace");
    await form.getByLabel("Email").fill(unique("nojs-contact"));
    await form.getByLabel("Message").fill("Hello without scripts");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message Sent!");
    await expect(page.getByRole("status")).toContainText(
      "Your message has been sent successfully! We'll get back to you soon.",
    );
    form = page.locator('form[data-form="contact"]');
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await form.getByLabel("First Name").fill("Ada");
    await form.getByLabel("Last Name").fill("Lovelace");
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Message").fill("x".repeat(5200));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toContainText("Error");
    await expect(page.getByRole("alert")).toContainText(
      "Message is too long: please keep it under 5000 characters.",
    );
    await expect(page.locator('form[data-form="contact"]').getByLabel("First Name")).toHaveValue("Ada");
  });

  test("the lead form posts to its page and answers 'Demo Request Sent!'", async ({ page }) => {
    await page.goto("/business");
    const form = page.locator('form[data-form="lead"]');
    await expect(form.getByRole("button", { name: "Request a Demo" })).toBeEnabled();
    await form.locator("#lead-name").fill("Grace Hopper");
    await form.getByLabel("Work Email").fill(unique("nojs-lead"));
    await form.getByLabel("Company").fill("Hopper Resale");
    await form.getByLabel("Use Case").selectOption("Marketplace");
    await form.getByLabel(/I agree to be contacted/).check();
    await form.getByRole("button", { name: "Request a Demo" }).click();
    await expect(page.getByRole("status")).toContainText("Demo Request Sent!");
    await expect(page.getByRole("status")).toContainText(
      "Thank you for your interest! We'll be in touch soon to schedule your demo.",
    );
  });
});
