import { expect, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

test.describe("service worker", () => {
  test("registers /sw.js; visited pages open offline, others show the offline page", async ({
    page,
    context,
  }) => {
    await withStoredConsent(page, "false");
    await page.goto("/terms");
    await hydrated(page);
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scope).toMatch(/\/sw\.js$/);
    // Load again so that the page passes through the now-controlling worker and is kept.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await hydrated(page);

    await page.goto("/cookies").catch(() => undefined);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
  });
});
