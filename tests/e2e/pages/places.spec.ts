import { readFileSync } from "node:fs";
import { marketDataRecords } from "#app/data/market-data-records.ts";
import { cities as cityFigures, comingSoonCities } from "#app/pages/places/cities.ts";
import type { CityWords, PlacesCopy } from "#app/pages/places/copy/index.ts";
import { decodedHtml, h2TextsIn, jsonLdIn, textOfHtml } from "../fixtures/page.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

/** Each city's figures with its English words (the page's copy file), as the city page joins them. */
const words = JSON.parse(readFileSync("app/pages/places/copy/en.json", "utf8")) as PlacesCopy;
const cities = cityFigures.map((c) => ({
  ...c,
  ...((words.cities as Record<string, CityWords>)[c.slug] as CityWords),
}));

/** The Arabic words, for the Arabic pages' image descriptions. */
const arWords = JSON.parse(readFileSync("app/pages/places/copy/ar.json", "utf8")) as PlacesCopy;

/** The coming-soon cities' English names. */
const soonNames = words.locations.comingSoon.cities;

// Several axe runs per test on a machine shared by eight builds: allow them the time.
test.describe.configure({ timeout: 90_000 });

const regions = {
  "North America": ["New York", "Los Angeles", "Miami", "San Francisco"],
  Europe: ["London", "Paris", "Milan", "Geneva"],
  "Asia Pacific": ["Hong Kong", "Tokyo", "Singapore", "Dubai"],
};

test.describe("/locations", () => {
  test("lists the twelve linked cities in their regions and the coming-soon cities unlinked", async ({
    page,
    watch,
  }) => {
    await withStoredConsent(page, "false");
    await page.goto("/locations");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const [region, names] of Object.entries(regions)) {
      const section = page.getByRole("region", { name: region, exact: true });
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(names);
      const hrefs = await section
        .getByRole("heading", { level: 3 })
        .getByRole("link")
        .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
      expect(hrefs).toEqual(names.map((n) => `/locations/${cities.find((c) => c.name === n)?.slug}`));
    }
    const soon = page.getByRole("region", { name: "Coming Soon" });
    await expect(soon.getByRole("listitem")).toHaveText(comingSoonCities.map((id) => soonNames[id]));
    await expect(soon.getByRole("link")).toHaveCount(0);
    for (const figure of ["50+", "100K+", "24/7"]) {
      await expect(
        page.getByRole("region", { name: "Our reach" }).getByText(figure, { exact: true }),
      ).toBeVisible();
    }
    const main = page.locator("main");
    await expect(main.locator('a[href="/app/authenticate"]').first()).toBeVisible();
    await expect(main.locator('a[href="/what-we-authenticate"]').first()).toBeVisible();
    await expectNoAxeViolations(page, "/locations");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("the HTML before scripts carries every city, specialty and coming-soon city", async ({ request }) => {
    const html = await decodedHtml(request, "/locations");
    for (const c of cities) {
      expect(html).toContain(`href="/locations/${c.slug}"`);
      expect(html).toContain(c.specialty);
      for (const f of c.features) expect(html).toContain(f);
    }
    for (const id of comingSoonCities) expect(html).toContain(`>${soonNames[id]}</li>`);
    // The city count is the number of city pages: twelve, in the hero and the description.
    expect(html).toContain("In 12 cities we know the local market");
    expect(html).toContain('content="Luxury authentication in 12 cities across North America');
    expect(h2TextsIn(html).slice(0, 5)).toEqual([
      "Our reach",
      "North America",
      "Europe",
      "Asia Pacific",
      "Coming Soon",
    ]);
  });

  test("under a region prefix, city links stay in the region; a click navigates without a reload", async ({
    page,
    watch,
  }) => {
    await withStoredConsent(page, "false");
    await page.goto("/fr/locations");
    await hydrated(page);
    const link = page.getByRole("link", { name: "Genève", exact: true });
    await expect(link).toHaveAttribute("href", "/fr/locations/geneva");
    await page.evaluate(() => {
      (window as unknown as { __stay: boolean }).__stay = true;
    });
    await link.click();
    await expect(page).toHaveURL(/\/fr\/locations\/geneva$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "L’authentification dans la capitale de la haute horlogerie",
    );
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
    expect(watch.errors).toEqual([]);
  });
});

test.describe("/locations imagery", () => {
  test("each city card leads with its dusk render: described, sized, lazy, served in AVIF", async ({
    page,
    request,
  }) => {
    await withStoredConsent(page, "false");
    await page.goto("/locations");
    const images = page.locator("#north-america li img, #europe li img, #asia-pacific li img");
    await expect(images).toHaveCount(12);
    await expect(images.first()).toHaveAttribute("alt", "New York at dusk, drawn in ink and wash");
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("alt", /^[A-Z][A-Za-z ]+ at dusk, drawn in ink and wash$/);
      await expect(img).toHaveAttribute("width", "960");
      await expect(img).toHaveAttribute("height", "720");
      await expect(img).toHaveAttribute("loading", "lazy");
    }
    for (const city of cities) {
      for (const width of [480, 640, 720, 960]) {
        const response = await request.get(`/images/places/${city.slug}-${width}.avif`);
        expect(response.status(), city.slug).toBe(200);
        expect(response.headers()["content-type"]).toBe("image/avif");
      }
    }
  });
});

test.describe("city pages", () => {
  test("every city answers 200 with its name and its sections in order, all in the HTML", async ({
    request,
  }) => {
    for (const c of cities) {
      const path = `/locations/${c.slug}`;
      const html = await decodedHtml(request, path);
      expect(html, path).toContain(c.hero.title);
      expect(html, path).toContain(c.name);
      expect(html, path).toContain(`id="${c.short}-services"`);
      expect(html, path).toContain(`href="#${c.short}-services"`);
      expect(html, path).toContain('href="/app/authenticate"');
      expect(html, path).toContain('href="/what-we-authenticate"');
      expect(html, path).toContain('"@type":"Place"');
      expect(html, path).toContain('"@type":"BreadcrumbList"');
      // Every city's LocalBusiness has the city's address (city and ISO country), not only London's.
      const business = jsonLdIn(html).find((d) => d["@type"] === "LocalBusiness");
      expect(business?.address, path).toEqual({
        "@type": "PostalAddress",
        addressLocality: c.name,
        addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
      });
      const expected = [
        `${c.name} at a glance`,
        `Local services in ${c.name}`,
        ...(c.slug === "los-angeles" ? ["Entertainment specialists"] : []),
        `Top brands in ${c.name}`,
        `Luxury districts of ${c.name}`,
        c.cta.title,
      ];
      expect(h2TextsIn(html).slice(0, expected.length), path).toEqual(expected);
      for (const d of c.districts) expect(html, path).toContain(d.name);
      for (const b of c.topBrands) expect(html, path).toContain(b);
    }
  });

  test("New York: the #nyc-services link scrolls to local services; axe passes", async ({ page, watch }) => {
    await withStoredConsent(page, "false");
    await page.goto("/locations/new-york");
    await hydrated(page);
    const services = page.locator("#nyc-services");
    await expect(services.getByRole("heading", { level: 2 })).toHaveText("Local services in New York");
    await page.getByRole("link", { name: "Local services" }).first().click();
    await expect(page).toHaveURL(/#nyc-services$/);
    await expect(services).toBeInViewport();
    await expectNoAxeViolations(page, "/locations/new-york");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("Los Angeles claims 25,000+ items and has entertainment specialists", async ({ page, watch }) => {
    await withStoredConsent(page, "false");
    await page.goto("/locations/los-angeles");
    await hydrated(page);
    await expect(page.getByText("25,000+", { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /: 25,000\+ items authenticated,/,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Entertainment specialists" })).toBeVisible();
    await page.getByRole("link", { name: "Local services" }).first().click();
    await expect(page).toHaveURL(/#la-services$/);
    await expectNoAxeViolations(page, "/locations/los-angeles");
    expect(watch.errors).toEqual([]);
  });

  test("London claims 15,000+ items and shows its hours exactly", async ({ page, request, watch }) => {
    const html = await decodedHtml(request, "/locations/london");
    expect(html).toContain("15,000+");
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(html).toContain('"opens":"09:00","closes":"18:00"');
    expect(html).toContain(
      '"address":{"@type":"PostalAddress","addressLocality":"London","addressCountry":"GB"}',
    );
    expect(html).toContain("15,000+ London items authenticated");
    await withStoredConsent(page, "false");
    await page.goto("/locations/london");
    await hydrated(page);
    await expect(page.getByText("15,000+", { exact: true })).toBeVisible();
    const hours = page.getByRole("heading", { name: "London hours" }).locator("..").locator("dl > div");
    await expect(hours).toHaveText(["Mon-Fri09:00-18:00", "Sat10:00-16:00"]);
    await expect(page.locator("#london-services")).toContainText("Mon-Fri");
    await expectNoAxeViolations(page, "/locations/london");
    expect(watch.errors).toEqual([]);
  });

  test("a city in Asia Pacific passes axe at mobile width", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/locations/dubai");
    await hydrated(page);
    await expectNoAxeViolations(page, "/locations/dubai at 375px");
  });

  test("the hero's render fills the half beside the words, fetched first, described in the page's language", async ({
    page,
  }) => {
    await withStoredConsent(page, "false");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/locations/new-york");
    const img = page.locator("section[aria-labelledby=page-title] picture img");
    await expect(img).toHaveAttribute("alt", "New York at dusk, drawn in ink and wash");
    await expect(img).toHaveAttribute("loading", "eager");
    await expect(img).toHaveAttribute("fetchpriority", "high");
    await expect(img).toHaveAttribute("width", "960");
    await expect(img).toHaveAttribute("height", "720");
    const box = await img.boundingBox();
    const title = await page.locator("h1").boundingBox();
    // Beside the words (to their right), about half the content width.
    expect(box?.width ?? 0).toBeGreaterThan(480);
    expect(box?.x ?? 0).toBeGreaterThan((title?.x ?? 0) + 400);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
      /\/images\/places\/new-york-\d+\.avif$/,
    );

    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/ae/locations/dubai");
    await expect(page.locator("section[aria-labelledby=page-title] picture img")).toHaveAttribute(
      "alt",
      `${arWords.cities.dubai.name} عند الغسق، رسمٌ بالحبر والألوان المائية`,
    );
  });

  test("an unknown city answers 404 with a way back to /locations", async ({ page, request }) => {
    for (const path of ["/locations/atlantis", "/fr/locations/atlantis"]) {
      const html = await decodedHtml(request, path, 404);
      expect(html).toContain(path.startsWith("/fr") ? "Ville introuvable" : "City Not Found");
      expect(html).toContain(path.startsWith("/fr") ? 'href="/fr/locations"' : 'href="/locations"');
      expect(html).toContain('content="noindex, nofollow"');
    }
    await page.goto("/locations/atlantis");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("City Not Found");
    await expect(page.getByRole("link", { name: "View all locations" })).toHaveAttribute(
      "href",
      "/locations",
    );
  });
});

test.describe("market data", () => {
  test("both pages carry their tables in the HTML; six records from 7,500 to 45,000 USD", async ({
    request,
  }) => {
    let recordRows = 0;
    for (const id of ["luxury-watches", "luxury-handbags"]) {
      const html = await decodedHtml(request, `/market-data/${id}`);
      expect(html).toContain('"@type":"Dataset"');
      expect(h2TextsIn(html).slice(0, 5)).toEqual([
        "Quarter by quarter",
        "Model prices",
        "Notable auction results",
        "Sample market data records",
        "Know what your piece is worth",
      ]);
      for (const r of marketDataRecords) {
        // Each record's id heads its row (kept left to right inside Arabic text).
        if (html.includes(`<bdi dir="ltr">${r.id}</bdi></th>`)) recordRows += 1;
      }
      expect(html).toContain('href="/app/authenticate"');
      expect(html).toContain(`href="/authenticate/${id}"`);
    }
    expect(recordRows).toBe(6);
    const watches = await decodedHtml(request, "/market-data/luxury-watches");
    expect(watches).toContain(">7,500</td>");
    expect(watches).toContain(">45,000</td>");
  });

  test("tables are labelled, with column and row headers; axe passes", async ({ page, watch }) => {
    await withStoredConsent(page, "false");
    await page.goto("/market-data/luxury-handbags");
    await hydrated(page);
    const records = page.getByRole("table", { name: "Luxury handbags: sample records" });
    await expect(records.getByRole("row")).toHaveCount(4);
    await expect(records.getByRole("columnheader")).toHaveCount(10);
    await expect(records.getByRole("rowheader")).toHaveText(["MD-H-001", "MD-H-002", "MD-H-003"]);
    await expect(page.getByRole("table", { name: "Luxury handbags: auction results" })).toContainText(
      "€8,582,500",
    );
    await expectNoAxeViolations(page, "/market-data/luxury-handbags");
    await page.goto("/market-data/luxury-watches");
    await hydrated(page);
    await expectNoAxeViolations(page, "/market-data/luxury-watches");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("an unknown market answers 404", async ({ request }) => {
    const html = await decodedHtml(request, "/market-data/luxury-yachts", 404);
    expect(html).toContain("Market Data Not Found");
    expect(html).toContain('href="/market-data/luxury-watches"');
  });
});

test.describe("/market/watch-trends", () => {
  const top6 = [
    "Richard Mille",
    "F.P. Journe",
    "Patek Philippe",
    "Audemars Piguet",
    "A. Lange & Söhne",
    "Vacheron Constantin",
  ];

  test("the HTML before scripts holds all three panels, brands shown, the others hidden", async ({
    request,
  }) => {
    const html = await decodedHtml(request, "/market/watch-trends");
    expect(html).toContain("Market insights");
    expect(html).toContain("the top 6 watch brands by average secondary-market price");
    expect(html).toContain("Investment guide");
    expect(html).toContain("Most watched references");
    expect(html).toContain("Driven by");
    const panels = [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => m[0]);
    expect(panels).toHaveLength(3);
    expect(panels[0]).not.toContain("hidden");
    expect(panels[1]).toContain("hidden");
    expect(panels[2]).toContain("hidden");
    expect(html).toContain('href="/app/authenticate"');
    expect(html).toContain('href="/authenticate/luxury-watches"');
    expect(html).not.toContain("Rolex</h3>");
  });

  test("top 6 brands by average price, descending", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.goto("/market/watch-trends");
    const cards = page.getByRole("list", { name: "Top 6 brands by average price" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(top6);
    const prices = await cards.evaluateAll((els) =>
      els.map((el) => {
        const text = el.querySelector("dd")?.textContent ?? "";
        return Number(text.replace(/[$,]/g, ""));
      }),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(285000);
  });

  test("tabs work by keyboard, brands by default; axe in every state", async ({ page, watch }) => {
    await withStoredConsent(page, "false");
    await page.goto("/market/watch-trends");
    await hydrated(page);
    const tablist = page.getByRole("tablist", { name: "Watch market views" });
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveText(["Brands", "Models", "Regions"]);
    const brands = tablist.getByRole("tab", { name: "Brands" });
    await expect(brands).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Brands" })).toBeVisible();
    await expectNoAxeViolations(page, "watch trends: brands");

    await brands.focus();
    await page.keyboard.press("ArrowRight");
    const models = tablist.getByRole("tab", { name: "Models" });
    await expect(models).toBeFocused();
    await expect(models).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("table", { name: "Most watched references" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Brands" })).toBeHidden();
    await expectNoAxeViolations(page, "watch trends: models");

    await page.keyboard.press("ArrowRight");
    const regionsTab = tablist.getByRole("tab", { name: "Regions" });
    await expect(regionsTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Regions" })).toContainText("Driven by");
    await expectNoAxeViolations(page, "watch trends: regions");

    await page.keyboard.press("Home");
    await expect(brands).toHaveAttribute("aria-selected", "true");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});

test.describe("/contact-us", () => {
  test("hours, emergency cover and response times exactly, in the HTML and on screen", async ({
    page,
    request,
    watch,
  }) => {
    const html = await decodedHtml(request, "/contact-us");
    expect(html).toContain('"@type":"ContactPage"');
    expect(html).toContain(
      "Contact our London-based authentication team: business hours, 24/7 emergency authentication for premium members",
    );
    const text = textOfHtml(html, "");
    for (const words of [
      "9:00 AM-6:00 PM EST",
      "10:00 AM-4:00 PM EST",
      "24/7 for premium members",
      "London",
    ]) {
      expect(text).toContain(words);
    }
    await withStoredConsent(page, "false");
    await page.goto("/contact-us");
    await hydrated(page);
    const hours = page.getByRole("region", { name: "Business hours" });
    await expect(hours.getByRole("listitem")).toHaveText([
      "Mon-Fri 9:00 AM-6:00 PM EST",
      "Sat 10:00 AM-4:00 PM EST",
      "Sunday closed",
    ]);
    await expect(hours).toContainText("Emergency authentication: 24/7 for premium members");
    const response = page.getByRole("region", { name: "Response times" });
    await expect(response.locator("dd")).toHaveText(["within 24 hours", "within 4 hours", "within 1 hour"]);
    await expect(response.locator("dt")).toHaveText([
      "General inquiries",
      "Technical support",
      "Emergency authentication",
    ]);
    await expectNoAxeViolations(page, "/contact-us");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("quick-help links, localized under a region prefix", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.goto("/uk/contact-us");
    const links = page.getByRole("region", { name: "Quick help" }).getByRole("link");
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual([
      "/uk/faq/authentication",
      "/uk/pricing",
      "/uk/what-we-authenticate",
      "/uk/guides/fraud-prevention",
    ]);
  });
});
