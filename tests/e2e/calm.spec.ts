import { expect, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

/**
 * Calm (issue 33): carousels move only when asked. On every page with carousels, each one is
 * brought near the screen (so its library starts), then left alone for ten seconds: the track of
 * slides stands where it stood.
 */
const pages = ["/", "/rewards-and-benefits", "/business"];

for (const path of pages) {
  test(`${path}: no carousel slide changes by itself in 10 s`, async ({ page }) => {
    test.slow();
    await withStoredConsent(page, "false");
    await page.goto(path);
    await hydrated(page);
    const carousels = page.locator('[aria-roledescription="carousel"]');
    const count = await carousels.count();
    expect(count).toBeGreaterThan(0);
    for (const carousel of await carousels.all()) await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    // Every carousel's library has started (its track is positioned by it).
    const tracks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-roledescription="carousel"]')].map((carousel) => {
          const track = carousel.querySelector("[aria-roledescription=slide]")?.parentElement;
          return track ? getComputedStyle(track).transform : "no track";
        }),
      );
    await expect.poll(async () => (await tracks()).every((t) => t !== "none" && t !== "no track")).toBe(true);
    const before = await tracks();
    await page.waitForTimeout(10_000);
    expect(await tracks()).toEqual(before);
  });
}
