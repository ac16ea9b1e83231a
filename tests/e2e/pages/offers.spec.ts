import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import hotelsEn from "#app/data/copy/hotels/en.json" with { type: "json" };
import type { HotelsCopy } from "#app/data/hotel-offers.ts";
import { hotelOffersIn } from "#app/data/hotel-offers.ts";
import collectCardAr from "#app/pages/offers/copy/collect-card/ar.json" with { type: "json" };
import collectCardEn from "#app/pages/offers/copy/collect-card/en.json" with { type: "json" };
import { jsonLd } from "../fixtures/page.ts";
import { expectPictures } from "../fixtures/pictures.ts";
import { testSignIn } from "../fixtures/site.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

const hotelOffers = hotelOffersIn(hotelsEn);

/** The hotels' words in Arabic, as the Arabic rewards page shows them. */
const hotelsAr = JSON.parse(readFileSync("app/data/copy/hotels/ar.json", "utf8")) as HotelsCopy;

const signIn = testSignIn.business;
const cardSignIn = testSignIn.card;

/**
 * The page's h2 headings, in document order. Their text content, with white space collapsed: bands
 * far below the screen are not rendered yet (content-visibility, decision 019), so their rendered
 * text (innerText) is empty until the visitor scrolls near them.
 */
async function h2s(page: Page): Promise<string[]> {
  return page
    .locator("main h2")
    .evaluateAll((els) => els.map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim()));
}

async function expectExternal(page: Page, name: string | RegExp, href: string) {
  const links = page.getByRole("link", { name });
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText("(opens in a new tab)");
  }
}

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page, "false");
});

test.describe("/pricing", () => {
  test("sections in order, product cards, subscription banner and steps", async ({ page, watch }) => {
    await page.goto("/pricing");
    await expect(page.locator("main h1")).toHaveCount(1);
    await expect(page.locator("main h1")).toHaveText("Simple pricing for collectors and businesses");
    expect(await h2s(page)).toEqual([
      "For collectors",
      "Vault Subscription",
      "How it works",
      "Business plans",
      "Frequently asked questions",
      "Need a larger volume or a custom integration?",
    ]);

    const card = (id: string) => page.locator(`[data-product="${id}"]`);
    await expect(page.locator("[data-product]")).toHaveCount(3);
    await expect(card("virtual-card").locator("h3")).toHaveText("Virtual Collect Card");
    await expect(card("virtual-card").locator("[data-price]")).toHaveText("Free");
    await expect(card("virtual-card")).toContainText("Free forever");
    await expect(card("ai-authentication").locator("h3")).toHaveText("AI Authentication");
    await expect(card("ai-authentication").locator("[data-price]")).toHaveText("5 credits ($5)");
    await expect(card("physical-card").locator("h3")).toHaveText("Physical Collect Card");
    await expect(card("physical-card").locator("[data-price]")).toHaveText("Contact an authorised reseller");
    await expect(card("physical-card")).toContainText("Insurance benefits");
    await expect(card("physical-card")).toContainText("Credit benefits");
    await expect(card("physical-card").getByRole("link", { name: "Find a reseller" })).toHaveAttribute(
      "href",
      "/contact-us",
    );

    const banner = page.locator('[data-section="subscription"]');
    await expect(banner.locator("[data-price]")).toHaveText("$9.99 per month");
    await expect(banner.getByRole("listitem")).toHaveText([
      "Custom Virtual Collect Card",
      "20 credits monthly",
      "2x points",
    ]);

    await expect(page.locator('[data-section="how-it-works"] ol > li h3')).toHaveText([
      "Step 1: Create your free card",
      "Step 2: Add credits or subscribe",
      "Step 3: Authenticate and earn",
    ]);

    await expectExternal(page, /Get your free card/, cardSignIn);
    await expectExternal(page, /Start an authentication/, signIn);
    await expectExternal(page, /Subscribe to the Vault/, cardSignIn);
    await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact-us");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("business plans table cell by cell, API add-on, annual saving and prepaid credits", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const plans = page.locator('[data-table="business-plans"]');
    await expect(plans.locator("thead th")).toHaveText([
      "Plan",
      "Per month",
      "Included auths",
      "Overage",
      "Annual price",
    ]);
    const rows = plans.locator("tbody tr");
    await expect(rows).toHaveCount(3);
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c.textContent ?? "").trim())),
    );
    expect(cells).toEqual([
      ["Base", "$99", "10", "$10", "$999"],
      ["AuthenticateMost popular", "$369", "40", "$9", "$3,749"],
      ["Pro", "$669", "80", "$8", "$6,789"],
    ]);
    await expect(rows.nth(1).locator("th")).toContainText("Most popular");
    await expect(page.locator('[data-fact="api-add-on"]')).toContainText("+$49 per month on Base");
    await expect(page.locator('[data-fact="annual-saving"]')).toContainText("Annual prices save about 15%");

    const credits = await page
      .locator('[data-table="prepaid-credits"] tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c.textContent ?? "").trim())),
      );
    expect(credits).toEqual([
      ["1k", "$7.50"],
      ["5k", "$6.25"],
      ["20k", "$5.00"],
    ]);
    await expect(page.getByRole("heading", { name: "Prepaid 12-month credits" })).toBeVisible();
  });

  test("meta description says from $49; JSON-LD parses, prices in USD, FAQPage", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /from \$49/);
    const data = await jsonLd(page);
    const product = data.find((d) => d["@type"] === "Product") as { offers: Record<string, unknown>[] };
    expect(product).toBeTruthy();
    expect(product.offers.length).toBeGreaterThan(0);
    for (const offer of product.offers) expect(offer.priceCurrency).toBe("USD");
    const prices = product.offers.map((o) => [o.name, o.price]);
    expect(prices).toContainEqual(["Vault Subscription", "9.99"]);
    expect(prices).toContainEqual(["AI Authentication", "5.00"]);
    expect(prices).toContainEqual(["Authenticate plan, annual", "3749.00"]);
    const faq = data.find((d) => d["@type"] === "FAQPage") as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(4);
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("the four FAQs open and close by keyboard; axe with one open", async ({ page, watch }) => {
    test.slow();
    await page.goto("/pricing");
    await hydrated(page);
    const faqs = page.locator("details[data-faq]");
    await expect(faqs).toHaveCount(4);
    await expect(faqs.locator("summary")).toHaveText([
      "What does one authentication cost?",
      "Can I change or cancel my plan?",
      "How do I get a Physical Collect Card?",
      "Do business plans offer annual billing or prepaid credits?",
    ]);
    const second = faqs.nth(1);
    const answer = second.locator("p");
    await expect(answer).toBeHidden();
    await second.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(
      "Downgrades take effect next billing cycle and upgrades are immediate",
    );
    await expectNoAxeViolations(page, "/pricing with a FAQ open");
    await page.keyboard.press("Space");
    await expect(second).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();
    // Tab reaches the next question, Space opens it.
    await page.keyboard.press("Tab");
    await expect(faqs.nth(2).locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(faqs.nth(2).locator("p")).toBeVisible();
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});

test.describe("/benefits", () => {
  test("three blocks then the explainer; sign-in in a new tab, pricing in the site", async ({
    page,
    watch,
  }) => {
    await page.goto("/benefits");
    await expect(page.locator("main h1")).toHaveCount(1);
    expect(await h2s(page)).toEqual([
      "VaultCare Insurance",
      "Easy Resale",
      "Credit & Collateral",
      "Three steps to your benefits",
    ]);
    const blocks = [
      {
        id: "vaultcare-insurance",
        subtitle: "Cover that knows exactly what you own",
        features: 4,
        action: "Sign in to get covered",
      },
      {
        id: "easy-resale",
        subtitle: "Sell with proof, not promises",
        features: 4,
        action: "Sign in to start selling",
      },
      {
        id: "credit-collateral",
        subtitle: "Let your collection work for you",
        features: 4,
        action: "See pricing",
      },
    ];
    for (const block of blocks) {
      const section = page.locator(`[data-section="${block.id}"]`);
      await expect(section).toContainText(block.subtitle);
      await expect(section.locator("ul > li")).toHaveCount(block.features);
      await expect(section.getByRole("link", { name: new RegExp(block.action) })).toBeVisible();
    }
    await expect(page.locator('[data-section="vaultcare-insurance"]')).toContainText(
      "Protection against theft, loss and damage",
    );
    await expectExternal(page, /Sign in to get covered/, signIn);
    await expectExternal(page, /Sign in to start selling/, signIn);
    await expect(page.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
    await expect(page.locator('[data-section="benefits-steps"] ol > li h3')).toHaveText([
      "Step 1: Authenticate",
      "Step 2: Link to your Collect Card",
      "Step 3: Unlock benefits",
    ]);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("under a region prefix the pricing action stays in the region", async ({ page }) => {
    await page.goto("/fr/benefits");
    await expect(page.getByRole("link", { name: "Voir les tarifs" })).toHaveAttribute("href", "/fr/pricing");
  });
});

test.describe("/collect-card", () => {
  for (const [path, copy] of [
    ["/collect-card", collectCardEn],
    ["/ae/collect-card", collectCardAr],
  ] as const) {
    test(`${path}: the physical card is shown as its studio image, the virtual card keeps its icon`, async ({
      page,
      request,
    }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      await expectPictures(request, page.locator('[data-section="physical-card"] picture'), [
        { alt: copy.cardImageAlt, loading: "lazy" },
      ]);
      await expect(page.locator('[data-section="virtual-card"] picture')).toHaveCount(0);
    });
  }

  test("physical card, virtual card, points system, how it works; Contact Sales and activation links", async ({
    page,
    watch,
  }) => {
    await page.goto("/collect-card");
    await expect(page.locator("main h1")).toHaveCount(1);
    expect(await h2s(page)).toEqual([
      "The Physical Collect Card",
      "The Virtual Collect Card",
      "Points System",
      "How it works",
    ]);
    const physical = page.locator('[data-section="physical-card"]');
    await expect(physical.locator("[data-price]")).toHaveText("Only through authorised resellers");
    for (const benefit of [
      "Insurance against theft, loss and damage",
      "Luxury hotel offers",
      "Resale",
      "Credit against authenticated items",
      "Loyalty points",
    ])
      await expect(physical).toContainText(benefit);
    await expect(physical.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    const virtual = page.locator('[data-section="virtual-card"]');
    await expect(virtual.locator("[data-price]")).toHaveText("Free");
    await expect(virtual).toContainText("Tap phones to share your vault or transfer ownership");
    await expect(page.locator('[data-section="points-system"]')).toContainText("Transfer ownership");
    await expectExternal(page, /Activate your card/, cardSignIn);
    await expectExternal(page, /Activate a physical card/, cardSignIn);
    await expectExternal(page, /Activate your free virtual card/, cardSignIn);
    await expect(page.getByRole("link", { name: "See rewards and hotel offers" })).toHaveAttribute(
      "href",
      "/rewards-and-benefits",
    );
    await expect(page.locator('[data-section="how-it-works"] ol > li')).toHaveCount(3);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});

test.describe("/rewards-and-benefits", () => {
  test("hero, points steps, four regional carousels in order, call to action", async ({ page, watch }) => {
    await page.goto("/rewards-and-benefits");
    await expect(page.locator("main h1")).toHaveText("Your collection, rewarded");
    const hero = page.locator('[data-section="hero"]');
    await expect(hero).toContainText("stay 3 for 2, 4 for 3 or 7 for 6");
    await expect(hero).toContainText("save up to 25-30%");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /50\+ hotel partners: stay 3 for 2, 4 for 3 or 7 for 6 and save up to 25-30% across/,
    );
    await expect(hero).toContainText("50+hotel partners");
    expect(await h2s(page)).toEqual(["How points work", "Hotel offers by region", "Start earning today"]);
    await expect(page.locator('[data-section="points"] ol > li h3')).toHaveText([
      "Step 1: Earn",
      "Step 2: Collect",
      "Step 3: Redeem",
    ]);
    await expect(page.locator("[data-region] > h3")).toHaveText([
      "USA, Caribbean & South America",
      "Europe",
      "Africa & Middle East",
      "Asia & Indian Ocean",
    ]);
    const carousels = page.locator('[aria-roledescription="carousel"]');
    await expect(carousels).toHaveCount(4);
    for (const carousel of await carousels.all()) {
      await expect(carousel).toHaveAttribute("aria-label", /hotel offers$/);
      const slides = carousel.locator('[aria-roledescription="slide"]');
      const n = await slides.count();
      expect(n).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < n; i++) {
        await expect(slides.nth(i)).toHaveAttribute("role", "group");
        await expect(slides.nth(i)).toHaveAttribute("aria-label", `${i + 1} of ${n}`);
      }
    }
    // An offer card: name, image, offer, details, label, action text.
    const como = page.locator('[data-slide="lake-como"]');
    await expect(como.locator("h4")).toHaveText("Passalacqua");
    await expect(como).toContainText("Save 15% on selected dates");
    await expect(como).toContainText("Valid for stays April to October 2027");
    await expect(como).toContainText("15% off");
    await expect(como.locator("img")).toHaveAttribute("src", "/images/places/lake-como-640.webp");
    await expect(como.locator("img")).toHaveAttribute("alt", "Illustration of Lake Como, Italy");
    await expectExternal(page, /^View offer at Passalacqua/, cardSignIn);
    for (const label of ["Stay 3 for 2", "Stay 4 for 3", "Stay 7 for 6", "Up to 25% off", "Up to 30% off"])
      await expect(page.locator("[data-slide]", { hasText: label }).first()).toBeAttached();
    await expectExternal(page, /Activate your Collect Card/, cardSignIn);
    await expect(page.getByRole("link", { name: "Compare cards" })).toHaveAttribute("href", "/collect-card");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("carousel buttons by keyboard; rotation only when asked, paused on focus and hover", async ({
    page,
    watch,
  }) => {
    test.slow();
    await page.goto("/rewards-and-benefits");
    await hydrated(page);
    const carousel = page.locator("#hotels-europe");
    // It starts once it comes near the screen, and does not turn until asked.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator("[data-slide]").first()).toBeVisible();
    await expect(carousel).toHaveAttribute("data-autoplay", "stopped");
    const next = carousel.getByRole("button", { name: "Next offer" });
    const previous = carousel.getByRole("button", { name: "Previous offer" });
    const status = carousel.locator("[aria-live]");
    await previous.focus();
    await expect(carousel).toHaveAttribute("data-autoplay", "stopped");
    const first = (await status.textContent()) ?? "";
    expect(first).toMatch(/^Offer \d of 4: /);
    await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status).not.toHaveText(first);
    const index = Number(/Offer (\d)/.exec((await status.textContent()) ?? "")?.[1]);
    expect(index).toBe((Number(/Offer (\d)/.exec(first)?.[1]) % 4) + 1);
    await page.keyboard.press("Shift+Tab");
    await expect(previous).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText(first);
    // Looping: four steps forward come back round to the same offer.
    await page.keyboard.press("Tab");
    for (let i = 0; i < 4; i++) await page.keyboard.press("Enter");
    await expect(status).toHaveText(first);
    await expect(carousel).toHaveAttribute("data-autoplay", "stopped");

    // The rotation button: start, then leaving keeps it turning; stop again.
    await carousel.getByRole("button", { name: "Start automatic rotation" }).press("Enter");
    await expect(carousel.getByRole("button", { name: "Stop automatic rotation" })).toBeFocused();
    await page.locator("main h1").click();
    await expect(carousel).toHaveAttribute("data-autoplay", "playing");

    // Hovering stops it too.
    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-autoplay", "stopped");
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-autoplay", "playing");
    await carousel.getByRole("button", { name: "Stop automatic rotation" }).click();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-autoplay", "stopped");
    await expectNoAxeViolations(page, "/rewards-and-benefits after using a carousel");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("the carousel library comes when the carousels come near; a step pressed at once is taken", async ({
    page,
    watch,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/rewards-and-benefits");
    await hydrated(page);
    const embla = () => scripts.filter((s) => /\/embla-carousel/.test(s));
    expect(embla(), "carousel scripts with the first screen").toEqual([]);
    // A press on "Next offer" as the carousel scrolls into view moves it once it has started.
    const carousel = page.locator("#hotels-europe");
    const status = carousel.locator("[aria-live]");
    const first = (await status.textContent()) ?? "";
    await carousel.getByRole("button", { name: "Next offer" }).click();
    await expect(status).toHaveText(/^Offer 2 of 4: /);
    expect(first).toMatch(/^Offer 1 of 4: /);
    expect(embla().length, "carousel scripts once near").toBeGreaterThan(0);
    expect(watch.errors).toEqual([]);
  });

  test("reduced motion: no autoplay and no parallax", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/rewards-and-benefits");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(page.locator("[data-parallax-layer]")).toHaveAttribute("data-parallax", "off");
    const carousels = page.locator('[aria-roledescription="carousel"]');
    for (const carousel of await carousels.all()) {
      await expect(carousel.getByRole("button", { name: "Start automatic rotation" })).toBeVisible();
      await expect(carousel).toHaveAttribute("data-autoplay", "stopped");
    }
    await page.waitForTimeout(300);
    await expect(carousels.first()).toHaveAttribute("data-autoplay", "stopped");
  });

  test("parallax follows the scroll from 768px and is off below", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/rewards-and-benefits");
    await hydrated(page);
    const layer = page.locator("[data-parallax-layer]");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(layer).toHaveAttribute("data-parallax", "on");
    await expect.poll(() => layer.evaluate((el) => (el as SVGElement).style.transform)).toContain("60px");
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(layer).toHaveAttribute("data-parallax", "off");
    await expect.poll(() => layer.evaluate((el) => (el as SVGElement).style.transform)).toBe("");
  });

  test("every hotel render is served in AVIF and WebP at each width; sized, lazy, described in Arabic", async ({
    page,
    request,
  }) => {
    for (const hotel of hotelOffers) {
      expect(hotel.art.widths, hotel.id).toEqual([480, 640, 720, 960]);
      for (const width of hotel.art.widths) {
        for (const format of ["avif", "webp"]) {
          const file = `${hotel.art.src}-${width}.${format}`;
          const response = await request.get(file);
          expect(response.status(), file).toBe(200);
          expect(response.headers()["content-type"], file).toContain(`image/${format}`);
          // A card's render at phone width stays light.
          if (width === 480) expect((await response.body()).byteLength, file).toBeLessThan(40_000);
        }
      }
    }
    // The flat illustrations they replace are gone.
    expect((await request.get("/images/hotels/lake-como.webp")).status()).toBe(404);

    await page.goto("/ae/rewards-and-benefits");
    const images = page.locator("[data-slide] picture img");
    await expect(images).toHaveCount(hotelOffers.length);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("width", "960");
      await expect(img).toHaveAttribute("height", "720");
      await expect(img).toHaveAttribute("loading", "lazy");
    }
    await expect(page.locator('[data-slide="lake-como"] img')).toHaveAttribute(
      "alt",
      `رسم توضيحي لـ ${hotelsAr.offers["lake-como"].location}`,
    );
    await expect(page.locator('[data-slide="lake-como"] source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      "/images/places/lake-como-480.avif 480w, /images/places/lake-como-640.avif 640w, /images/places/lake-como-720.avif 720w, /images/places/lake-como-960.avif 960w",
    );
    const decoded = await images.evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map(async (img) => {
          img.loading = "eager";
          await img.decode();
          return { width: img.naturalWidth, avif: img.currentSrc.endsWith(".avif") };
        }),
      ),
    );
    for (const d of decoded) {
      expect(d.width).toBeGreaterThanOrEqual(480);
      expect(d.avif).toBe(true);
    }
  });
});

test.describe("all four pages", () => {
  const pages: { path: string; texts: string[] }[] = [
    {
      path: "/pricing",
      texts: [
        "5 credits ($5)",
        "$9.99 per month",
        "20 credits monthly",
        "2x points",
        "$3,749",
        "$6,789",
        "+$49 per month",
        "about 15%",
        "$7.50",
        "$6.25",
        "$5.00",
        "Downgrades take effect next billing cycle and upgrades are immediate",
        "Contact an authorised reseller",
      ],
    },
    {
      path: "/benefits",
      texts: [
        "VaultCare Insurance",
        "Easy Resale",
        "Credit &amp; Collateral",
        "Three steps to your benefits",
      ],
    },
    {
      path: "/collect-card",
      texts: ["Points System", "Only through authorised resellers", "Contact Sales", "How it works"],
    },
    {
      path: "/rewards-and-benefits",
      texts: [
        "stay 3 for 2, 4 for 3 or 7 for 6",
        "save up to 25-30%",
        "50+",
        "USA, Caribbean &amp; South America",
        "Asia &amp; Indian Ocean",
        ...hotelOffers.map((h) => h.details),
        "Start earning today",
      ],
    },
  ];

  for (const { path, texts } of pages) {
    test(`${path}: complete HTML before scripts, JSON-LD in USD where priced, axe clean`, async ({
      page,
      request,
      watch,
    }) => {
      test.slow();
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      for (const text of texts) expect(html, `${path} carries "${text}"`).toContain(text);
      expect(html).not.toContain("being built");

      await page.goto(path);
      await hydrated(page);
      const data = await jsonLd(page);
      expect(data.length).toBeGreaterThan(0);
      if (path === "/pricing" || path === "/collect-card")
        expect(JSON.stringify(data)).toContain('"priceCurrency":"USD"');
      await expectNoAxeViolations(page, path);
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }

  test("the Arabic region renders right to left without errors", async ({ page, watch }) => {
    await page.goto("/ae/rewards-and-benefits");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const carousel = page.locator("#hotels-europe");
    await carousel.getByRole("button", { name: "العرض التالي" }).click();
    await expect(carousel.locator("[aria-live]")).toHaveText(/^العرض 2 من 4: /);
    expect(watch.errors).toEqual([]);
  });
});
