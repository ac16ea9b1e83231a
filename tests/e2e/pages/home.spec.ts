import type { Page } from "@playwright/test";
import { awardIn, pipelineFiguresIn } from "#app/data/claims.ts";
import claimsEn from "#app/data/copy/claims/en.json" with { type: "json" };
import hotelsEn from "#app/data/copy/hotels/en.json" with { type: "json" };
import { homeHotelOffersIn } from "#app/data/hotel-offers.ts";
import { rewardsOfferLine } from "#app/data/rewards-offers.ts";
import homeAr from "#app/pages/home/copy/ar.json" with { type: "json" };
import homeEn from "#app/pages/home/copy/en.json" with { type: "json" };
import homeFr from "#app/pages/home/copy/fr.json" with { type: "json" };
import homeIt from "#app/pages/home/copy/it.json" with { type: "json" };
import { categoryCards, featuredBrands, pressQuotes, rewardsOffers } from "#app/pages/home/data.ts";
import { openHydrated } from "../fixtures/page.ts";
import { expectPictures } from "../fixtures/pictures.ts";
import { testSignIn } from "../fixtures/site.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

const award = awardIn(claimsEn);
const pipelineFigures = pipelineFiguresIn("en");
const homeHotelOffers = homeHotelOffersIn(hotelsEn);

/** The home page's h2 headings, in the order of the specification's sections. */
const sectionHeadings = (copy: typeof homeEn) => [
  copy.rewards.heading, // inside the hero (section 1)
  copy.collectCard.heading,
  copy.builtFor.heading,
  copy.builtFor.brandsHeading,
  copy.steps.heading,
  copy.rewardsGrid.heading,
  copy.hotels.heading,
  copy.pricing.heading,
  copy.ai.heading,
  copy.press.heading,
  copy.finalCta.heading,
];

/** HTML text with entities decoded enough to compare copy (apostrophes, ampersands, quotes). */
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/**
 * The hotel images are drawn by the rewards page's engineer (public/images/hotels); until they
 * are merged a missing one is answered with a blank image so that its 404 does not count as a
 * page error here. Once they exist, the real files are served.
 */
async function hotelImagesUntilMerged(page: Page) {
  await page.route("**/images/hotels/*.webp", async (route) => {
    try {
      const response = await route.fetch();
      if (response.ok()) return await route.fulfill({ response });
      return await route.fulfill({
        status: 200,
        contentType: "image/svg+xml",
        body: "<svg xmlns='http://www.w3.org/2000/svg'/>",
      });
    } catch {
      // The test ended while the image was on its way.
    }
  });
}

async function open(page: Page, path = "/") {
  await hotelImagesUntilMerged(page);
  await openHydrated(page, path);
}

/*
 * Requests a service worker makes bypass Playwright's routing (used above for the hotel images),
 * so these tests run without it, except the one that checks the video with it.
 */
test.use({ serviceWorkers: "block" });

test.describe("home page", () => {
  // axe on this long page takes a while on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test("sections in the specified order, one h1, quoted texts and figures", async ({ page, watch }) => {
    await open(page);
    await expect(page.locator("main h1")).toHaveCount(1);
    await expect(page.locator("main h1")).toHaveText(homeEn.hero.title);
    await expect(page.locator("main h2")).toHaveText(sectionHeadings(homeEn));
    // Quoted texts of the specification.
    await expect(page.getByRole("heading", { name: "Who we're built for" })).toBeVisible();
    await expect(page.locator("main h3", { hasText: /^Submit Photos$/ })).toHaveCount(1);
    await expect(page.locator("main h3", { hasText: /^AI \+ Human Review$/ })).toHaveCount(1);
    await expect(page.locator("main h3", { hasText: /^Unlock Benefits$/ })).toHaveCount(1);
    await expect(page.locator('[data-home="award"]')).toHaveText(
      "Awarded as 2nd Best European Blockchain Startup 2024/25",
    );
    // First authentication included, free registration; human review before the card ships.
    await expect(page.getByText(homeEn.hero.freeNote)).toBeVisible();
    expect(homeEn.hero.freeNote).toContain("first authentication is included");
    expect(homeEn.hero.freeNote).toContain("Registration is free");
    expect(homeEn.steps.items.review.body).toContain("Before your card ships");
    // Eleven category cards, eleven brands, eleven hotels, four tiles, three steps.
    await expect(page.locator("#home-categories [aria-roledescription=slide]")).toHaveCount(11);
    await expect(page.locator("#home-brand-carousel [aria-roledescription=slide]")).toHaveCount(11);
    await expect(page.locator("#home-hotel-carousel [aria-roledescription=slide]")).toHaveCount(11);
    await expect(page.locator("#home-categories [aria-roledescription=slide]").first()).toHaveAttribute(
      "aria-label",
      "1 of 11",
    );
    await expect(page.locator("section[aria-labelledby=home-rewards-grid] li")).toHaveCount(4);
    await expect(page.locator("section[aria-labelledby=home-steps] ol > li")).toHaveCount(3);
    // The AI panel's figures and the pricing figures.
    const ai = page.locator("section[aria-labelledby=home-ai] [role=tabpanel]:not([hidden])");
    for (const figure of Object.values(pipelineFigures))
      await expect(ai.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.locator('[data-price="ai-authentication"]')).toHaveText("5 credits ($5)");
    await expect(page.locator('[data-price="vault-subscription"]')).toHaveText("$9.99 per month");
    await expect(page.locator('[data-price="virtual-card"]')).toHaveText("Free");
    await expect(page.getByRole("link", { name: "See all pricing" })).toHaveAttribute("href", "/pricing");
    // Press quotes with ratings.
    const section = page.locator("section[aria-labelledby=home-press]");
    await expect(section.locator("blockquote")).toHaveCount(pressQuotes.length);
    for (const rating of new Set(pressQuotes.map((q) => q.rating)))
      await expect(section.getByRole("img", { name: `Rated ${rating} out of 5` })).toHaveCount(
        pressQuotes.filter((q) => q.rating === rating).length,
      );
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("the HTML before scripts carries every section's text, title, canonical and JSON-LD", async ({
    request,
  }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const html = decode(await res.text());
    expect(html).toContain('<html lang="en" dir="ltr"');
    for (const heading of sectionHeadings(homeEn)) expect(html).toContain(heading);
    expect(html).toContain(homeEn.hero.title);
    expect(html).toContain(award.text);
    for (const offer of rewardsOffers) {
      const words = homeEn.rewards.offers[offer.id];
      expect(html).toContain(rewardsOfferLine(offer.id, words.offer));
      expect(html).toContain(words.deal);
      expect(html).toContain(words.experience);
      expect(html).toContain(words.tagline);
    }
    expect(html).toContain("4 nights for the price of 3");
    expect(html).toContain("7 nights for the price of 5");
    expect(html).toContain("15% off selected dates");
    for (const card of categoryCards) {
      expect(html).toContain(homeEn.builtFor.categories[card.categoryId]?.title);
      for (const r of card.recent) expect(html).toContain(r.item);
    }
    for (const brand of featuredBrands) expect(html).toContain(brand.name);
    for (const hotel of homeHotelOffers) {
      expect(html).toContain(hotel.name);
      expect(html).toContain(hotel.offer);
      expect(html).toContain(`src="${hotel.image}"`);
    }
    // Every AI panel is in the HTML, the inactive ones hidden.
    for (const panel of Object.values(homeEn.ai.panels)) {
      expect(html).toContain(panel.title);
      expect(html).toContain(panel.description);
    }
    for (const q of Object.values(homeEn.press.quotes)) expect(html).toContain(q.quote);
    expect(html).toContain(homeEn.finalCta.heading);
    expect(html).toMatch(/<title>[^<]*Authenticate luxury goods and collectibles[^<]*\| Collect<\/title>/);
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain('<meta name="keywords" content="luxury authentication');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"\/?>/);
    expect(html).toContain('"@type":"WebPage"');
    expect(html).toContain('"priceCurrency":"USD"');
    // The poster is the LCP candidate: high priority with its size; the video is not in the HTML.
    expect(html).toMatch(
      /<img src="data:image\/webp;base64,[^"]+"[^>]*width="640" height="360"[^>]*fetchpriority="high"/i,
    );
    expect(html).not.toContain("<video");
  });

  test("hero buttons, legal links and the award strip", async ({ page }) => {
    await open(page);
    const hero = page.locator("section[aria-labelledby=home-hero-title]");
    const primary = hero.getByRole("link", { name: new RegExp(homeEn.hero.primary) });
    await expect(primary).toHaveAttribute("href", testSignIn.card);
    await expect(primary).toHaveAttribute("target", "_blank");
    await expect(primary).toHaveAttribute("rel", "noopener noreferrer");
    const business = hero.getByRole("link", { name: homeEn.hero.secondary });
    await expect(business).toHaveAttribute("href", "/business");
    await expect(business).not.toHaveAttribute("target", /.*/);
    await expect(hero.getByRole("link", { name: homeEn.hero.terms })).toHaveAttribute("href", "/terms");
    const privacy = hero.getByRole("link", { name: homeEn.hero.privacy });
    await expect(privacy).toHaveAttribute("href", "/privacy");
    await expect(privacy).not.toHaveAttribute("target", /.*/);
    // The third legal link, data processing, has no destination: no href, no target.
    const dataProcessing = hero.locator("a[data-home=data-processing]");
    await expect(dataProcessing).toHaveText("data processing");
    await expect(dataProcessing).not.toHaveAttribute("href", /.*/);
    await expect(dataProcessing).not.toHaveAttribute("target", /.*/);
    await expect(hero.locator("p:has(> a[data-home=data-processing])")).toHaveText(
      "By signing up you accept our Terms of Service, Privacy Policy and data processing.",
    );
    await expect(hero.getByRole("link", { name: homeEn.rewards.cta })).toHaveAttribute(
      "href",
      "/rewards-and-benefits",
    );
  });

  test("rewards offers: first selected, pills switch by keyboard, previous/next cycle", async ({ page }) => {
    await open(page);
    const pills = page.getByRole("tablist", { name: homeEn.rewards.pillsLabel });
    const tabs = pills.getByRole("tab");
    await expect(tabs).toHaveText(rewardsOffers.map((o) => homeEn.rewards.offers[o.id].pill));
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    const visible = page.locator("section[aria-labelledby=home-hero-title] [role=tabpanel]:not([hidden])");
    await expect(visible).toHaveCount(1);
    await expect(visible).toContainText("4 nights for the price of 3");
    await expect(visible.getByRole("heading", { level: 3 })).toHaveText("Rosewood");

    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(visible).toContainText("7 nights for the price of 5");
    await page.keyboard.press("End");
    await expect(visible).toContainText("15% off selected dates");
    await page.keyboard.press("ArrowRight");
    await expect(visible).toContainText("4 nights for the price of 3");

    await page.getByRole("button", { name: homeEn.rewards.previous }).click();
    await expect(visible.getByRole("heading", { level: 3 })).toHaveText("Four Seasons");
    await page.getByRole("button", { name: homeEn.rewards.next }).click();
    await expect(visible.getByRole("heading", { level: 3 })).toHaveText("Rosewood");
  });

  test("AI panel: specialized by default, arrow keys move between tabs, all panels in the page", async ({
    page,
  }) => {
    await open(page);
    const list = page.getByRole("tablist", { name: homeEn.ai.tabsLabel });
    const tabs = list.getByRole("tab");
    await expect(tabs).toHaveText(
      ["specialized", "orchestration", "dataset"].map((id) => homeEn.ai.panels[id as "dataset"].name),
    );
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    const section = page.locator("section[aria-labelledby=home-ai]");
    await expect(section.locator("[role=tabpanel]")).toHaveCount(3);
    const shown = section.locator("[role=tabpanel]:not([hidden])");
    await expect(shown.getByRole("heading")).toHaveText(homeEn.ai.panels.specialized.title);

    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(shown.getByRole("heading")).toHaveText(homeEn.ai.panels.orchestration.title);
    await page.keyboard.press("ArrowRight");
    await expect(shown.getByRole("heading")).toHaveText(homeEn.ai.panels.dataset.title);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(0)).toBeFocused();
    await expect(shown.getByRole("heading")).toHaveText(homeEn.ai.panels.specialized.title);
    await page.keyboard.press("Home");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page, "home, AI tab dataset then back");
  });

  for (const [path, copy] of [
    ["/", homeEn],
    ["/ae", homeAr],
  ] as const) {
    test(`${path}: each category card and the Collect Card show their studio image, lazily, in the page's language`, async ({
      page,
      request,
    }) => {
      await open(page, path);
      await expectPictures(
        request,
        page.locator("#home-categories picture"),
        categoryCards.map((card) => ({
          alt: copy.builtFor.categories[card.categoryId]?.alt ?? "",
          loading: "lazy" as const,
        })),
      );
      await expectPictures(request, page.locator("section[aria-labelledby=home-collect-card] picture"), [
        { alt: copy.collectCard.imageAlt, loading: "lazy" },
      ]);
      // The old line drawings are gone.
      expect((await request.get("/images/home/category-watches.svg")).status()).toBe(404);
    });
  }

  test("carousels: previous/next move the slides and loop", async ({ page }) => {
    await open(page);
    const carousel = page.locator("#home-categories");
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    const next = carousel.getByRole("button", { name: homeEn.carousel.next });
    const previous = carousel.getByRole("button", { name: homeEn.carousel.previous });
    await next.focus();
    const before = Number(await carousel.getAttribute("data-selected"));
    await page.keyboard.press("Enter");
    await expect(carousel).toHaveAttribute("data-selected", String(before + 1));
    await previous.click();
    await expect(carousel).toHaveAttribute("data-selected", String(before));
    // Looping: previous from the first slide goes to the last snap.
    await previous.click();
    await expect(carousel).not.toHaveAttribute("data-selected", "0");

    const hotels = page.locator("#home-hotel-carousel");
    await hotels.scrollIntoViewIfNeeded();
    await expect(hotels).toHaveAttribute("data-ready", "true");
    await hotels.getByRole("button", { name: homeEn.carousel.next }).click();
    await expect(hotels).toHaveAttribute("data-selected", "1");
  });

  test("with reduced motion, carousels stay put and the hero video stays off", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await hotelImagesUntilMerged(page);
    await withStoredConsent(page, "false");
    await page.goto("/");
    await hydrated(page);
    const carousel = page.locator("#home-brand-carousel");
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("data-ready", "true");
    await expect(carousel).toHaveAttribute("data-selected", "0");
    await page.waitForTimeout(500);
    await expect(page.locator("section[aria-labelledby=home-hero-title] video")).toHaveCount(0);
    await context.close();
  });

  test("the background video starts after load: muted, looping, autoplaying", async ({ page }) => {
    await open(page);
    const video = page.locator("section[aria-labelledby=home-hero-title] video");
    await expect(video).toHaveCount(1, { timeout: 10_000 });
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay])).toEqual([
      true,
      true,
      true,
    ]);
    await expect(video.locator("source")).toHaveCount(2);
  });

  test("with the service worker in control, the background video still loads after a reload", async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: "allow" });
    const page = await context.newPage();
    // The first visit inserts the video (and fetches its poster) after load, so the reload may
    // abort those requests: an abort is the reload's doing, not a failure of the worker. What the
    // worker broke before (a cached 206) failed the request outright.
    const failed: string[] = [];
    page.on("requestfailed", (r) => {
      if (r.failure()?.errorText !== "net::ERR_ABORTED") failed.push(r.url());
    });
    await withStoredConsent(page, "false");
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await hydrated(page);
    const video = page.locator("section[aria-labelledby=home-hero-title] video");
    await expect(video).toHaveCount(1, { timeout: 10_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    expect(failed.filter((url) => url.includes("/images/home/"))).toEqual([]);
    await context.close();
  });

  test("parallax follows scroll on wide screens and not below the mobile breakpoint", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page);
    const layer = page.locator("section[aria-labelledby=home-hero-title] > div[aria-hidden]").first();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => layer.evaluate((el) => el.style.transform)).toContain("translate3d");
    await page.setViewportSize({ width: 375, height: 740 });
    await page.evaluate(() => window.scrollBy(0, 10));
    await expect.poll(() => layer.evaluate((el) => el.style.transform)).toBe("");
  });

  test("the video modal opens on play, passes axe, and closes with Escape", async ({ page, watch }) => {
    await open(page);
    const play = page.getByRole("button", { name: "Play the Collect film" });
    await play.click();
    const dialog = page.getByRole("dialog", { name: "How Collect authenticates an item" });
    await expect(dialog).toBeVisible();
    // No video host is configured in the test build: the site's own film plays, with captions.
    await expect(dialog.locator("video[controls] track[kind=captions]")).toHaveCount(4);
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expectNoAxeViolations(page, "home, video modal open");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(play).toBeFocused();
    // Opens again.
    await play.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: homeEn.hero.closeVideo }).click();
    await expect(dialog).toHaveCount(0);
    expect(watch.thirdParty).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("axe finds nothing on the home page", async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page, "home");
  });

  for (const [path, copy, lang, dir, awardText, aiAccuracy] of [
    [
      "/fr",
      homeFr,
      "fr",
      "ltr",
      "Distinguée «\u202f2e meilleure start-up blockchain européenne 2024/25\u202f»",
      "99,8\u00a0%",
    ],
    [
      "/it",
      homeIt,
      "it",
      "ltr",
      "Premiata come Seconda migliore startup blockchain europea 2024/25",
      "99,8%",
    ],
    [
      "/ae",
      homeAr,
      "ar",
      "rtl",
      "حائزة على لقب ثاني أفضل شركة ناشئة أوروبية في مجال البلوك تشين 2024/25",
      "99.8\u200e%\u200e",
    ],
  ] as const) {
    test(`${path} is translated in the HTML and in the browser (${lang}, ${dir})`, async ({
      page,
      request,
      watch,
    }) => {
      const html = decode(await (await request.get(path)).text());
      expect(html).toContain(`<html lang="${lang}" dir="${dir}"`);
      expect(html).toContain(copy.hero.title);
      for (const heading of sectionHeadings(copy)) expect(html).toContain(heading);
      expect(html).not.toContain(homeEn.builtFor.heading);
      // The award line and the figures are in the page's language.
      expect(html).toContain(`<span data-home="award">${awardText}</span>`);
      expect(html).toContain(aiAccuracy);

      await open(page, path);
      await expect(page.locator("main h1")).toHaveText(copy.hero.title);
      await expect(page.locator("main h2")).toHaveText(sectionHeadings(copy));
      await expect(page.locator('[data-home="award"]')).toHaveText(awardText);
      // Links stay within the region.
      await expect(page.getByRole("link", { name: copy.hero.secondary })).toHaveAttribute(
        "href",
        `${path}/business`,
      );
      if (dir === "rtl") {
        // Tabs follow the reading direction: the left arrow moves forward.
        const tabs = page.getByRole("tablist", { name: copy.ai.tabsLabel }).getByRole("tab");
        await tabs.nth(0).focus();
        await page.keyboard.press("ArrowLeft");
        await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
        const carousel = page.locator("#home-categories");
        await carousel.scrollIntoViewIfNeeded();
        await expect(carousel).toHaveAttribute("data-ready", "true");
        await carousel.getByRole("button", { name: copy.carousel.next }).click();
        await expect(carousel).toHaveAttribute("data-selected", "1");
        await expectNoAxeViolations(page, `home ${path}`);
      }
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }

  test("switching language in the footer switches the home copy, and back", async ({ page, watch }) => {
    await open(page);
    const select = page.locator("#footer-language");
    await select.selectOption("fr");
    await expect(page.locator("main h1")).toHaveText(homeFr.hero.title);
    await expect(page.locator("main h2")).toHaveText(sectionHeadings(homeFr));
    await select.selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("main h1")).toHaveText(homeAr.hero.title);
    await select.selectOption("it");
    await expect(page.locator("main h1")).toHaveText(homeIt.hero.title);
    await select.selectOption("en");
    await expect(page.locator("main h1")).toHaveText(homeEn.hero.title);
    // A stored choice applies at start.
    await select.selectOption("fr");
    await page.reload();
    await hydrated(page);
    await expect(page.locator("main h1")).toHaveText(homeFr.hero.title);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});
