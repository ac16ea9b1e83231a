import { localizePath, regions } from "#app/i18n/regions.ts";
import { canonicalPaths } from "#app/lib/public-pages.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

const translated = ["/fr/privacy", "/it/terms", "/ae/cookies", "/fr", "/it", "/ae"];
/** Every page once under a region prefix, the prefixes taken in turn. */
const regionCopies = canonicalPaths().map((path, i) =>
  localizePath(path, regions[i % regions.length]?.prefix ?? null),
);
const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
const screens = ["/no-such-page", "/collectcard/explore/a?x=1"];

test.describe("every route: axe, CSP, hydration", () => {
  for (const path of [...new Set([...canonicalPaths(), ...translated, "/uk/terms", "/no-such-page"])]) {
    test(`${path}: no axe violation, no CSP violation, no console error`, async ({ page, watch }) => {
      test.slow(); // axe runs twice over long pages
      await page.goto(path);
      await hydrated(page);
      await expectNoAxeViolations(page, `${path} with the cookie banner`);
      await page
        .getByRole("button", { name: /Reject|Refuser|Rifiuta|رفض/ })
        .first()
        .click();
      await expectNoAxeViolations(page, path);
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }

  // Every page in French, Italian and Arabic too: longer words, right-to-left layout and mixed
  // directions are where translations break accessibility.
  for (const path of canonicalPaths()) {
    test(`${path} in French, Italian and Arabic: no axe violation`, async ({ page, watch }) => {
      test.slow();
      await withStoredConsent(page, "false");
      for (const prefix of ["fr", "it", "ae"] as const) {
        const translatedPath = localizePath(path, prefix);
        await page.goto(translatedPath);
        await hydrated(page);
        await expectNoAxeViolations(page, translatedPath);
      }
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }

  for (const [i, group] of chunks(regionCopies, 10).entries()) {
    test(`region copies hydrate without a CSP violation (${i + 1})`, async ({ page, watch }) => {
      test.slow();
      await withStoredConsent(page, "false");
      for (const path of group) {
        await page.goto(path);
        await hydrated(page);
      }
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }

  test("the redirect screen before it leaves", async ({ page, watch }) => {
    // The watch fixture answers the outside host with 204, so the browser stays on the screen.
    await withStoredConsent(page, "false");
    await page.goto(screens[1] as string, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { name: "Redirecting to new location..." })).toBeVisible();
    await expectNoAxeViolations(page, "redirect screen");
    expect(watch.cspViolations).toEqual([]);
  });

  test("the side menu and the language select in Arabic", async ({ page, watch }) => {
    await withStoredConsent(page, "false");
    await page.goto("/ae/terms");
    await hydrated(page);
    await page.locator("header button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, "Arabic side menu");
    expect(watch.cspViolations).toEqual([]);
  });

  test("mobile width", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/privacy");
    await hydrated(page);
    await expectNoAxeViolations(page, "/privacy at 375px");
  });
});
