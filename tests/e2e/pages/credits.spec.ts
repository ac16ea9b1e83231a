import type { Page } from "@playwright/test";
import ar from "#app/pages/credits/copy/ar.json" with { type: "json" };
import en from "#app/pages/credits/copy/en.json" with { type: "json" };
import { newOwnerOn } from "../fixtures/owner.ts";
import { expectLaidOut, shoot } from "../fixtures/screens.ts";
import { stripeStandInOrigin } from "../fixtures/stripe.ts";
import {
  expect as baseExpect,
  expectNoAxeViolations,
  hydrated,
  test,
  withStoredConsent,
} from "../fixtures/test.ts";

/** Generous waits: the webhook goes stand-in -> server while two browsers share two cores. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Buying credits (issue 31): /app/buy-credits, the local Stripe stand-in's hosted page
 * (tests/support/stripe-stand-in.ts, started by playwright.config.ts), the return page that waits
 * for the server's record of the webhook, and the cancel return; in English and in Arabic on a
 * phone, axe on every screen, no control under 44 px. SHOTS_DIR=/tmp/shots-buy writes screenshots.
 */

/** The stand-in's hosted page is another origin: let it through (the fixture answers others itself). */
async function allowStandIn(page: Page): Promise<void> {
  await page.route(
    (url) => url.origin === stripeStandInOrigin,
    (route) => route.continue(),
  );
}

const conversions = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[1] === "conversion"),
  );
const pixelPurchases = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue ?? []).filter(
      (call) => call[0] === "track" && call[1] === "Purchase",
    ),
  );

test.describe("buying credits through the Stripe stand-in", () => {
  // Each test crosses two servers and a webhook, with axe on several screens, on two shared cores.
  test.describe.configure({ timeout: 60_000 });

  test("in English: a pack bought on the hosted page raises the balance; the conversion is sent once", async ({
    page,
    request,
  }) => {
    await newOwnerOn(page, request, "buyer", { width: 1280 });
    await withStoredConsent(page, "true");
    await allowStandIn(page);

    await page.goto("/app/buy-credits");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByTestId("balance")).toHaveText("5 credits");
    await expect(page.getByText("$25", { exact: true })).toBeVisible();
    await expect(page.getByText("$9.99 a month")).toBeVisible();
    await expectLaidOut(page, "/app/buy-credits (en, 1280)");
    await expectNoAxeViolations(page, "/app/buy-credits");
    await shoot(page, "buy-credits-en");

    await page.getByRole("button", { name: "Buy 25 credits" }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripeStandInOrigin}/pay/cs_test_`));
    await page.getByRole("button", { name: "Pay" }).click();

    await expect(page).toHaveURL(/\/app\/buy-credits\/success\?session=cs_test_/);
    await expect(page.getByText("Payment confirmed: 25 credits were added to your balance.")).toBeVisible();
    await expect(page.getByTestId("new-balance")).toHaveText("Your balance is now 30 credits.");
    await expect
      .poll(() => conversions(page))
      .toEqual([["event", "conversion", { label: "credit_pack_25", value: 25, currency: "USD" }]]);
    expect(await pixelPurchases(page)).toEqual([["track", "Purchase", { value: 25, currency: "USD" }]]);
    await expectLaidOut(page, "/app/buy-credits/success (en, 1280)");
    await expectNoAxeViolations(page, "/app/buy-credits/success");
    await shoot(page, "success-en");

    // A reload of the return page shows the same, and sends no second conversion.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("new-balance")).toHaveText("Your balance is now 30 credits.");
    expect(await conversions(page)).toEqual([]);

    await page.getByRole("link", { name: en.backToCredits }).click();
    await expect(page.getByTestId("balance")).toHaveText("30 credits");
  });

  test("in Arabic on a phone: right to left, laid out at 375 px, the balance rises, axe 0", async ({
    page,
    request,
  }) => {
    await newOwnerOn(page, request, "buyer-ar", { language: "ar", width: 375 });
    await allowStandIn(page);

    await page.goto("/app/buy-credits");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.title);
    await expect(page.getByTestId("balance")).toHaveText("5 وحدات");
    await expectLaidOut(page, "/app/buy-credits (ar, 375)");
    await expectNoAxeViolations(page, "/app/buy-credits (ar)");
    await shoot(page, "buy-credits-ar");

    await page.getByRole("button", { name: "اشترِ 5 وحدات" }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripeStandInOrigin}/pay/cs_test_`));
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/app\/buy-credits\/success\?session=cs_test_/);
    await expect(page.getByText("تأكّد الدفع: أُضيفت إلى رصيدك 5 وحدات.")).toBeVisible();
    await expect(page.getByTestId("new-balance")).toHaveText("رصيدك الآن 10 وحدات.");
    // Without consent, no conversion reaches the analytics.
    expect(await conversions(page)).toEqual([]);
    await expectLaidOut(page, "/app/buy-credits/success (ar, 375)");
    await expectNoAxeViolations(page, "/app/buy-credits/success (ar)");
    await shoot(page, "success-ar");
  });

  test("the cancel return says nothing was charged, and the balance is unchanged", async ({
    page,
    request,
  }) => {
    await newOwnerOn(page, request, "canceller", { width: 375 });
    await allowStandIn(page);
    await page.goto("/app/buy-credits");
    await hydrated(page);
    await page.getByRole("button", { name: "Buy 50 credits" }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripeStandInOrigin}/pay/cs_test_`));
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/app\/buy-credits\?cancelled=1$/);
    await hydrated(page);
    await expect(page.getByRole("status").filter({ hasText: en.cancelled })).toBeVisible();
    await expect(page.getByTestId("balance")).toHaveText("5 credits");
    await expectLaidOut(page, "/app/buy-credits?cancelled=1 (en, 375)");
    await expectNoAxeViolations(page, "/app/buy-credits?cancelled=1");
    await shoot(page, "cancelled-en");
  });

  test("the profile shows the subscription bought here and opens its portal", async ({ page, request }) => {
    await newOwnerOn(page, request, "subscriber", { width: 1280 });
    await allowStandIn(page);
    await page.goto("/app/buy-credits");
    await hydrated(page);
    await page
      .getByRole("region", { name: en.subscriptionTitle })
      .getByRole("button", { name: en.subscribe })
      .click();
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page.getByText(/^Payment confirmed: your Vault Subscription is active/)).toBeVisible();
    await expect(page.getByTestId("new-balance")).toHaveText("Your balance is now 25 credits.");

    await page.goto("/app/profile");
    await hydrated(page);
    const block = page.getByTestId("subscription");
    await expect(block.getByText(/^Active\. It renews on \d{1,2} [A-Z][a-z]+ \d{4}\.$/)).toBeVisible();
    await expectNoAxeViolations(page, "/app/profile (subscribed)");
    await shoot(page, "profile-en");
    await block.getByRole("button", { name: "Manage subscription" }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripeStandInOrigin}/portal/bps_`));
    await page.getByRole("link", { name: "Return" }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
  });
});
