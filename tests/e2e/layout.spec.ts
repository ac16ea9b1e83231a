import type { Page } from "@playwright/test";
import { localizePath } from "#app/i18n/regions.ts";
import { canonicalPaths } from "#app/lib/public-pages.ts";
import ar from "#app/pages/requests/copy/ar.json" with { type: "json" };
import en from "#app/pages/requests/copy/en.json" with { type: "json" };
import { findProblems } from "./fixtures/layout.ts";
import { createHandbag, registerOwner, signInAs } from "./fixtures/owner.ts";
import { expect, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

/**
 * Phones first, one grid: every public page, the /app screens and a not-found page, in English,
 * French, Italian and Arabic, at 1280, 768, 375 and 320 px (one navigation per page and language,
 * the viewport resized in between; 375 and 320 in a phone's mode, as a phone lays pages out). At
 * each width it fails on
 * - a page wider than the screen, and names every element whose box leaves the screen (elements
 *   inside a box that clips or scrolls sideways, such as a table region or a carousel, are that
 *   box's business and not counted);
 * - a phone widening its layout past the screen (it then shows the whole page zoomed out): a
 *   phone takes in boxes a desktop browser ignores, such as words for screen readers positioned
 *   against the page from inside a clipping box that is not positioned itself;
 * - a label of the site header (not a card's header inside the page) that runs onto a second line
 *   or is cut off;
 * - a visible control (a, button, input, select, textarea, [role=button], [role=tab], summary) smaller than
 *   44 x 44 px, except a link inside running text (a link in a paragraph, definition, table cell,
 *   caption or quote, among other words of it: it is laid out
 *   inline among other words of its block) and a check box or radio whose label is the target.
 *
 * By default each page is checked in one language, the languages taken in turn from page to page
 * (each language covers a quarter of the pages, at all four widths); LAYOUT_FULL=1 checks every
 * page in all four languages.
 */

/** Laid out as a desktop browser does, the viewport resized between widths. */
const desktopWidths = [1280, 768];
/** Laid out as a phone does (a mobile viewport that widens to take in what overflows). */
const phoneWidths = [375, 320];
const languages = [null, "fr", "it", "ae"] as const;
const full = process.env.LAYOUT_FULL === "1";

const appScreens = ["/app/login", "/app/forgot-password", "/app/reset-password", "/app/verify-email"];
const pages = [...canonicalPaths(), ...appScreens, "/settings/privacy", "/no-such-page"];

/** Opens `address` hydrated, with every band laid out. */
async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await hydrated(page);
  // Bands out of view are laid out only near the screen (app.css), and clip what overflows
  // them meanwhile: lay every one out, as a visitor scrolling the page sees it.
  await page.evaluate(() => {
    document.documentElement.dataset.bands = "laid-out";
  });
}

async function checkWidths(page: Page, address: string, widths: readonly number[]): Promise<string[]> {
  const failures: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames for the resize to lay out.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const found = await page.evaluate(findProblems, width);
    const at = `${address} at ${width}px`;
    if (found.overflow) failures.push(`${at}: ${found.overflow}`);
    for (const line of found.outside) failures.push(`${at}: leaves the screen: ${line}`);
    for (const line of found.wrapped) failures.push(`${at}: header label ${line}`);
    for (const line of found.small) failures.push(`${at}: touch target under 44x44: ${line}`);
  }
  return failures;
}

test.describe("layout at 1280, 768, 375 and 320 px", () => {
  for (const [i, path] of pages.entries()) {
    const chosen = full ? languages : [languages[i % languages.length] ?? null];
    test(`${path} (${chosen.map((l) => l ?? "en").join(", ")}): no overflow, no wrapped header label, 44px targets`, async ({
      page,
      browser,
    }) => {
      test.slow();
      await withStoredConsent(page, "false");
      const phone = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: phoneWidths[0] ?? 375, height: 900 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const phonePage = await phone.newPage();
        await withStoredConsent(phonePage, "false");
        const failures: string[] = [];
        for (const prefix of chosen) {
          const address = prefix ? localizePath(path, prefix) : path;
          await page.setViewportSize({ width: desktopWidths[0] ?? 1280, height: 900 });
          await open(page, address);
          failures.push(...(await checkWidths(page, address, desktopWidths)));
          await open(phonePage, address);
          failures.push(...(await checkWidths(phonePage, address, phoneWidths)));
        }
        expect(failures).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }
});

/**
 * The signed-in request screens (decision 020), in English and Arabic on a phone at 375 and 320 px:
 * an owner registered through the API, with one draft request and one item kept in the vault, so
 * every screen shows its signed-in part (lists, shot list, services, timeline) rather than the gate.
 */
test.describe("signed-in request screens at 375 and 320 px", () => {
  for (const language of [null, "ar"] as const) {
    test(`the /app request screens (${language ?? "en"}): no overflow, no wrapped header label, 44px targets`, async ({
      browser,
      request,
    }) => {
      test.slow();
      const owner = await registerOwner(request, "layout");
      const draft = await createHandbag(request, owner, "authenticate");
      const kept = await createHandbag(request, owner, "vault");
      const screens = [
        "/app/authenticate",
        "/app/authenticate/item-type",
        `/app/authenticate/pictures?item=${draft}`,
        `/app/authenticate/complete?item=${draft}`,
        `/app/item/${draft}`,
        "/app/upload",
        "/app/upload/item-type",
        `/app/upload/pictures?item=${kept}`,
        `/app/item/${kept}`,
      ];
      const phone = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width: phoneWidths[0] ?? 375, height: 900 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      try {
        const page = await phone.newPage();
        await withStoredConsent(page, "false");
        await signInAs(page, owner, language);
        const failures: string[] = [];
        for (const address of screens) {
          await page.setViewportSize({ width: phoneWidths[0] ?? 375, height: 900 });
          await open(page, address);
          await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
          // The signed-in part is shown and loaded: no session check, no loading line left.
          const words = language === "ar" ? ar : en;
          await expect(page.getByText(words.gate.checking)).toHaveCount(0);
          await expect(page.getByText(words.common.loading)).toHaveCount(0);
          await page.waitForLoadState("networkidle");
          failures.push(...(await checkWidths(page, `${address} (${language ?? "en"})`, phoneWidths)));
        }
        expect(failures).toEqual([]);
      } finally {
        await phone.close();
      }
    });
  }
});

test.describe("the cookie banner on a 375 x 667 phone", () => {
  for (const prefix of languages) {
    const address = prefix ? `/${prefix}` : "/";
    test(`${address}: at most a third of the screen, every control kept and 44px tall`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto(address);
      await hydrated(page);
      const banner = page.locator("[data-cookie-banner]");
      await expect(banner).toBeVisible();
      const box = await banner.boundingBox();
      expect(box?.height ?? 0).toBeLessThanOrEqual(667 / 3);
      // Accept, reject, details and close, each a full target.
      const buttons = banner.getByRole("button");
      await expect(buttons).toHaveCount(4);
      for (const button of await buttons.all()) {
        const target = await button.boundingBox();
        expect(target?.height ?? 0).toBeGreaterThanOrEqual(44);
        expect(target?.width ?? 0).toBeGreaterThanOrEqual(44);
      }
      // The note on changing later, with its privacy and terms links, waits behind the details.
      await expect(banner.getByRole("link")).toHaveCount(0);
      await banner.getByRole("button", { expanded: false }).click();
      await expect(banner.getByRole("link")).toHaveCount(2);
    });
  }
});
