import type { Page } from "@playwright/test";
import { localizePath } from "#app/i18n/regions.ts";
import { canonicalPaths } from "#app/lib/public-pages.ts";
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
 * - a visible control (a, button, input, select, textarea, [role=button], summary) smaller than
 *   44 x 44 px, except a link inside running text (a sentence's link is exempt: it is laid out
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

interface Problems {
  overflow: string | null;
  outside: string[];
  wrapped: string[];
  small: string[];
}

/** Runs in the page: everything wrong with the layout on a screen `width` px wide. */
function findProblems(width: number): Problems {
  const describe = (el: Element): string => {
    const id = el.id ? `#${el.id}` : "";
    const cls =
      typeof el.className === "string" && el.className
        ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}`
        : "";
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    const name = el.getAttribute("aria-label") ?? text;
    return `<${el.tagName.toLowerCase()}${id}${cls}> "${name}"`;
  };
  const shown = (el: Element): boolean => {
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.opacity === "0") return false;
    if (el.closest("[inert],[aria-hidden=true]")) return false;
    // Visually hidden (words for screen readers only, a skip link until focused).
    for (let p: Element | null = el; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.clip === "rect(0px, 0px, 0px, 0px)" || s.clipPath === "inset(50%)") return false;
    }
    return true;
  };
  /** Inside a box that clips or scrolls sideways (below the page itself). */
  const clipped = (el: Element): boolean => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const x = getComputedStyle(p).overflowX;
      if (x !== "visible") return true;
    }
    return false;
  };

  let overflow =
    document.documentElement.scrollWidth > width
      ? `the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen (if no element is named below, words run past their box)`
      : null;
  if (window.innerWidth > width) {
    // A phone widened its layout: name the positioned boxes past the edge, clipped or not.
    const past = [...document.body.querySelectorAll("*")]
      .filter(
        (el) => getComputedStyle(el).position === "absolute" && el.getBoundingClientRect().right > width + 1,
      )
      .slice(0, 5)
      .map((el) => `${describe(el)} at ${Math.round(el.getBoundingClientRect().left)}px`);
    overflow = `a phone lays the page out ${window.innerWidth}px wide on a ${width}px screen (shown zoomed out); positioned boxes past the edge: ${past.join(", ") || "none named"}`;
  }

  const outside: string[] = [];
  for (const el of document.body.querySelectorAll("*")) {
    if (!shown(el) || clipped(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.right > width + 1 || box.left < -1) {
      // Name the outermost element that leaves the screen, not each of its children.
      const parent = el.parentElement;
      if (parent && parent !== document.body) {
        const p = parent.getBoundingClientRect();
        if (p.right > width + 1 || p.left < -1) continue;
      }
      outside.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
  }

  const wrapped: string[] = [];
  for (const el of document.querySelectorAll("header:not(main *) a, header:not(main *) button")) {
    if (!shown(el)) continue;
    // The lines of its visible words (words for screen readers only are not a label's lines).
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 8));
    }
    if (tops.size > 1) wrapped.push(`${describe(el)} runs on ${tops.size} lines`);
    else if (el.scrollWidth > el.clientWidth + 1) wrapped.push(`${describe(el)} is cut off`);
  }

  const small: string[] = [];
  const controls = "a[href], button, input:not([type=hidden]), select, textarea, [role=button], summary";
  for (const el of document.querySelectorAll(controls)) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    // Out of sight sideways (a carousel's other slides): not a target now.
    if (box.right <= 0 || box.left >= width) continue;
    if (box.width >= 43.5 && box.height >= 43.5) continue;
    if (el.tagName === "A" && getComputedStyle(el).display === "inline") {
      const block = el.parentElement?.closest("p, li, dd, td, th, span, label, figcaption, small, div");
      const own = (el.textContent ?? "").trim().length;
      const around = (block?.textContent ?? "").trim().length;
      if (around > own) continue;
    }
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      const label = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
      const target = label?.getBoundingClientRect();
      if (target && target.height >= 43.5) continue;
    }
    small.push(`${describe(el)} is ${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  return { overflow, outside: outside.slice(0, 10), wrapped, small: [...new Set(small)].slice(0, 15) };
}

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
