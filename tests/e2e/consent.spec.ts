import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

const isAnalytics = (url: string) =>
  url.includes("googletagmanager.com") || url.includes("google-analytics.com") || url.includes("facebook");

test.describe("cookie banner and consent", () => {
  test("shows with no stored choice; details toggle; no third-party request before consent", async ({
    page,
    watch,
  }) => {
    await page.goto("/privacy");
    await hydrated(page);
    const banner = page.getByRole("region", { name: "Cookie Preferences" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("heading", { name: "Cookie Preferences" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(banner.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(banner).toContainText("footer");

    const toggle = banner.getByRole("button", { name: "Cookie Details" });
    await toggle.click();
    await expect(banner.getByRole("heading", { name: "Essential Cookies" })).toBeVisible();
    await expect(banner.getByRole("heading", { name: "Analytics Cookies" })).toBeVisible();
    await expect(banner).toContainText("cannot be disabled");
    await expectNoAxeViolations(page, "cookie banner with details");
    await banner.getByRole("button", { name: "Hide Details" }).click();
    await expect(banner.getByRole("heading", { name: "Essential Cookies" })).toBeHidden();

    // Scroll, navigate, wait: still nothing leaves the site.
    await page.mouse.wheel(0, 2000);
    await banner.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.waitForTimeout(500);
    expect(watch.thirdParty).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("collect-cookie-consent"))).toBeNull();
  });

  test("Accept All Cookies stores true, hides the banner and starts analytics", async ({ page, watch }) => {
    await page.goto("/terms");
    await hydrated(page);
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await expect(page.getByRole("region", { name: "Cookie Preferences" })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("collect-cookie-consent"))).toBe("true");
    await expect.poll(() => watch.thirdParty.filter(isAnalytics).length).toBeGreaterThanOrEqual(2);
    expect(
      watch.thirdParty.some((u) => u.startsWith("https://www.googletagmanager.com/gtag/js?id=G-TEST0000")),
    ).toBe(true);
    expect(watch.thirdParty.some((u) => u.startsWith("https://connect.facebook.net/"))).toBe(true);
    expect(watch.cspViolations).toEqual([]);
  });

  test("Reject Non-Essential stores false; analytics never load", async ({ page, watch }) => {
    await page.goto("/terms");
    await hydrated(page);
    await page.getByRole("button", { name: "Reject Non-Essential" }).click();
    await expect(page.getByRole("region", { name: "Cookie Preferences" })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("collect-cookie-consent"))).toBe("false");
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Cookie Preferences" })).toBeHidden();
    expect(watch.thirdParty).toEqual([]);
  });

  test("the close icon stores false", async ({ page }) => {
    await page.goto("/cookies");
    await hydrated(page);
    await page.getByRole("button", { name: "Close cookie banner" }).click();
    await expect(page.getByRole("region", { name: "Cookie Preferences" })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("collect-cookie-consent"))).toBe("false");
  });

  test("a stored true starts analytics at page load; the banner never shows", async ({ page, watch }) => {
    await withStoredConsent(page, "true");
    await page.goto("/privacy");
    await expect(page.getByRole("region", { name: "Cookie Preferences" })).toBeHidden();
    await expect.poll(() => watch.thirdParty.filter(isAnalytics).length).toBeGreaterThanOrEqual(2);
  });

  test("the footer control reopens the preferences, and a new choice replaces the old", async ({ page }) => {
    await withStoredConsent(page, "true");
    await page.goto("/terms");
    await hydrated(page);
    await page.getByRole("button", { name: "Cookie preferences" }).click();
    const banner = page.getByRole("region", { name: "Cookie Preferences" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("heading", { name: "Cookie Preferences" })).toBeFocused();
    await banner.getByRole("button", { name: "Reject Non-Essential" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("collect-cookie-consent"))).toBe("false");
  });
});
