import type { Page } from "@playwright/test";
import { brandRecords } from "#app/pages/brands/brands.ts";
import { categoryRecords } from "#app/pages/brands/category-pages.ts";
import pageWordsAr from "#app/pages/brands/copy/ar.json" with { type: "json" };
import brandWordsAr from "#app/pages/brands/copy/brands/ar.json" with { type: "json" };
import brandWords from "#app/pages/brands/copy/brands/en.json" with { type: "json" };
import categoryWords from "#app/pages/brands/copy/categories/en.json" with { type: "json" };
import comparisonWords from "#app/pages/brands/copy/comparison/en.json" with { type: "json" };
import pageWords from "#app/pages/brands/copy/en.json" with { type: "json" };
import { expectHeadingsInOrder, jsonLd, onlyOfType, sectionOrder, textOfHtml } from "../fixtures/page.ts";
import { expectPictures } from "../fixtures/pictures.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

/** The figures as the specification writes them. */
const brandFigures = {
  rolex: { name: "Rolex", prices: ["$199", "$299", "$499"], turnaround: "24-48h", success: "99.9%" },
  hermes: { name: "Hermès", prices: ["$149", "$249", "$399"], turnaround: "24-72h", success: "99.8%" },
  chanel: { name: "Chanel", prices: ["$149", "$249", "$399"], turnaround: "24-72h", success: "99.7%" },
} as const;

const categoryFigures = {
  "luxury-watches": {
    name: "Luxury Watches",
    volume: "25,000+",
    prices: ["$199", "$299", "$499"],
    tiers: ["Basic", "Premium", "Expert"],
  },
  "luxury-handbags": {
    name: "Luxury Handbags",
    volume: "40,000+",
    prices: ["$149", "$249", "$399"],
    tiers: ["Basic", "Premium", "Expert"],
  },
  "fine-jewelry": {
    name: "Fine Jewelry",
    volume: "12,000+",
    prices: ["$249", "$399", "$699"],
    tiers: ["Standard", "Premium Most Popular", "Expert"],
  },
} as const;

const brandSections = [
  "overview",
  "market-position",
  "authentication-markers",
  "iconic-models",
  "counterfeiter-targets",
  "market-trends",
  "pricing",
  "faqs",
  "related-brands",
];
const categoryPricingSections = [
  "overview",
  "supported-brands",
  "authentication-points",
  "process",
  "pricing",
];
const categoryDetailSections = [
  "overview",
  "sub-categories",
  "authentication-points",
  "warning-signs",
  "value-factors",
  "leading-brands",
  "market-trends",
  "faqs",
  "who-authenticates",
];

async function expectFaqOpensByKeyboard(page: Page, label: string): Promise<void> {
  const items = page.locator("[data-faq-item]");
  expect(await items.count()).toBeGreaterThan(0);
  expect(await items.count()).toBeLessThanOrEqual(8);
  const first = items.first();
  const summary = first.locator("summary");
  const answer = first.locator("p");
  await expect(answer).toBeHidden();
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page, `${label} with an FAQ open`);
  await page.keyboard.press("Space");
  await expect(answer).toBeHidden();
}

test.describe("brand pages", () => {
  for (const brand of brandRecords) {
    const figures = brandFigures[brand.slug];
    const words = brandWords[brand.slug];
    test(`/brands/${brand.slug}: breadcrumb, sections, tiers, FAQs, JSON-LD, axe`, async ({
      page,
      watch,
    }) => {
      test.slow();
      await withStoredConsent(page, "false");
      const response = await page.goto(`/brands/${brand.slug}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);

      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("listitem")).toHaveText(["Home/", "Brands/", figures.name]);
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(crumbs.getByText(figures.name)).toHaveAttribute("aria-current", "page");

      expect(await sectionOrder(page)).toEqual(brandSections);
      await expectHeadingsInOrder(page);
      await expect(page.locator("main h1")).toHaveText(`${figures.name} Authentication`);

      const overview = page.locator('[data-section="overview"]');
      await expect(overview.locator('[data-stat="Founded"] dd')).toHaveText(String(brand.established));
      await expect(overview.locator('[data-stat="Country"] dd')).toHaveText(words.country);
      await expect(overview.locator('[data-stat="Authentication from"] dd')).toHaveText(figures.prices[0]);

      const table = page.locator("[data-tier-table]");
      await expect(table.locator("thead th")).toHaveText(["Basic", "Premium", "Expert"]);
      await expect(table.locator("[data-price]")).toHaveText([...figures.prices]);
      await expect(table.locator("[data-turnaround]")).toHaveText(Array(3).fill(figures.turnaround));
      await expect(table.locator("[data-success-rate]")).toHaveText(Array(3).fill(figures.success));
      await expect(table.locator("tbody th")).toHaveText(["Price", "Turnaround", "Success rate", "Includes"]);

      for (const marker of words.authenticityMarkers)
        await expect(page.locator('[data-section="authentication-markers"]')).toContainText(marker);
      await expect(page.locator('[data-section="iconic-models"] li')).toHaveText([...words.iconicModels]);
      await expect(page.locator('[data-section="counterfeiter-targets"] li')).toHaveText([
        ...words.counterfeiterTargets,
      ]);
      await expect(page.locator("[data-trend]")).toHaveCount(brand.trends.length);

      const related = page.locator('[data-section="related-brands"] li');
      expect(await related.count()).toBeLessThanOrEqual(8);
      await expect(related).toHaveText(brand.relatedBrands.slice(0, 8).map((b) => b.name));

      const faqs = page.locator("[data-faq-item] summary");
      await expect(faqs).toHaveText(words.faqs.slice(0, 8).map((f) => f.question));

      const ld = await jsonLd(page);
      const crumbData = onlyOfType<{ itemListElement: { name: string; item: string }[] }>(
        ld,
        "BreadcrumbList",
      );
      expect(crumbData.itemListElement.map((i) => i.name)).toEqual(["Home", "Brands", figures.name]);
      expect(crumbData.itemListElement[2]?.item).toMatch(new RegExp(`/brands/${brand.slug}$`));
      const faqData = onlyOfType<{ mainEntity: { name: string }[] }>(ld, "FAQPage");
      expect(faqData.mainEntity.map((q) => q.name)).toEqual(words.faqs.slice(0, 8).map((f) => f.question));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`/brands/${brand.slug}$`),
      );

      await expectNoAxeViolations(page, `/brands/${brand.slug}`);
      await expectFaqOpensByKeyboard(page, `/brands/${brand.slug}`);
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });

    test(`/brands/${brand.slug}: all text is in the HTML before scripts`, async ({ request }) => {
      const response = await request.get(`/brands/${brand.slug}`);
      expect(response.status()).toBe(200);
      const text = textOfHtml(await response.text());
      const expected = [
        `${figures.name} Authentication`,
        words.marketPosition,
        words.description,
        ...words.authenticityMarkers,
        ...words.iconicModels,
        ...words.counterfeiterTargets,
        ...words.faqs.flatMap((f) => [f.question, f.answer]),
        ...brand.relatedBrands.map((b) => b.name),
        ...figures.prices,
        figures.turnaround,
        figures.success,
      ];
      for (const snippet of expected) expect(text, snippet).toContain(snippet);
    });
  }

  test("related brands with a page link to it, within the region", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.goto("/fr/brands/hermes");
    const related = page.locator('[data-section="related-brands"]');
    await expect(related.getByRole("link", { name: "Chanel" })).toHaveAttribute("href", "/fr/brands/chanel");
    const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
    await expect(crumbs.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/fr");
    await expect(crumbs.getByRole("link", { name: "Maisons" })).toHaveAttribute(
      "href",
      "/fr/what-we-authenticate",
    );
  });
});

test.describe("brand and category images", () => {
  for (const brand of brandRecords) {
    for (const [prefix, words, page_] of [
      ["", brandWords, pageWords],
      ["/ae", brandWordsAr, pageWordsAr],
    ] as const) {
      test(`${prefix}/brands/${brand.slug}: the hero object first, then one image per iconic model, lazily`, async ({
        page,
        request,
      }) => {
        await withStoredConsent(page, "false");
        expect((await page.goto(`${prefix}/brands/${brand.slug}`))?.status()).toBe(200);
        await expectPictures(request, page.locator('[data-section="overview"] picture'), [
          { alt: page_.images.brand[brand.slug], loading: "eager" },
        ]);
        const models = words[brand.slug].iconicModels;
        expect(models).toHaveLength(8);
        await expectPictures(
          request,
          page.locator('[data-section="iconic-models"] li picture'),
          models.map((model) => ({
            alt: page_.images.model.replace("{model}", model),
            loading: "lazy" as const,
          })),
        );
        // The hero fetches first and is not lazily loaded; the models wait for the scroll.
        await expect(page.locator('[data-section="overview"] img')).toHaveAttribute("fetchpriority", "high");
      });
    }
  }

  test("/ae/authenticate/fine-jewelry: the category's object with its Arabic alt text", async ({
    page,
    request,
  }) => {
    await withStoredConsent(page, "false");
    expect((await page.goto("/ae/authenticate/fine-jewelry"))?.status()).toBe(200);
    await expectPictures(request, page.locator('[data-section="overview"] picture'), [
      { alt: pageWordsAr.images.category["fine-jewelry"], loading: "eager" },
    ]);
  });
});

test("client navigation between brand and category pages loads each page's record", async ({
  page,
  watch,
}) => {
  await withStoredConsent(page, "false");
  await page.goto("/brands/hermes");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { __stay: boolean }).__stay = true;
  });
  await page.locator('[data-section="related-brands"]').getByRole("link", { name: "Chanel" }).click();
  await expect(page).toHaveURL(/\/brands\/chanel$/);
  await expect(page.locator("main h1")).toHaveText("Chanel Authentication");
  await expect(page.locator("[data-price]")).toHaveText(["$149", "$249", "$399"]);
  await expect(page.locator("[data-success-rate]").first()).toHaveText("99.7%");
  expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
  expect(watch.errors).toEqual([]);
});

test.describe("not found", () => {
  const cases = [
    {
      path: "/brands/nope",
      title: "Brand Not Found",
      text: "The requested brand authentication page could not be found.",
    },
    {
      path: "/fr/brands/nope",
      title: "Maison introuvable",
      text: "La page d’authentification de cette maison est introuvable.",
      link: "Découvrir ce que nous authentifions",
    },
    {
      path: "/categories/nope",
      title: "Category Not Found",
      text: "The requested category authentication page could not be found.",
    },
    {
      path: "/fr/categories/nope",
      title: "Catégorie introuvable",
      text: "La page d’authentification de cette catégorie est introuvable.",
      link: "Découvrir ce que nous authentifions",
    },
    {
      path: "/authenticate/nope",
      title: "Category Not Found",
      text: "The requested category authentication page could not be found.",
    },
    {
      path: "/ae/authenticate/nope",
      title: "الفئة غير موجودة",
      text: "تعذّر العثور على صفحة توثيق هذه الفئة.",
      link: "اكتشف ما نوثّقه",
    },
    {
      path: "/it/brands/nope",
      title: "Maison non trovata",
      text: "La pagina di autenticazione di questa maison non è stata trovata.",
      link: "Scoprite cosa autentichiamo",
    },
  ];

  for (const c of cases) {
    test(`${c.path} answers 404 with '${c.title}'`, async ({ page, request, watch }) => {
      const raw = await request.get(c.path);
      expect(raw.status()).toBe(404);
      const html = textOfHtml(await raw.text());
      expect(html).toContain(c.title);
      expect(html).toContain(c.text);

      await withStoredConsent(page, "false");
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator("main h1")).toHaveText(c.title);
      await expect(page.getByText(c.text, { exact: true })).toBeVisible();
      const prefix = c.path.match(/^\/(fr|it|ae)\//)?.[1];
      await expect(page.locator("html")).toHaveAttribute("dir", prefix === "ae" ? "rtl" : "ltr");
      await expect(page.locator("main [lang]")).toHaveCount(0);
      await expect(page.getByRole("link", { name: c.link ?? "See what we authenticate" })).toHaveAttribute(
        "href",
        prefix ? `/${prefix}/what-we-authenticate` : "/what-we-authenticate",
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expectNoAxeViolations(page, c.path);
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }
});

test.describe("category pages, pricing variant", () => {
  for (const category of categoryRecords) {
    const figures = categoryFigures[category.slug];
    const words = categoryWords[category.slug];
    const steps = [pageWords.category.process.start, words.reviewStep, pageWords.category.process.end];
    test(`/categories/${category.slug}: stats, brands, points, tier table, axe`, async ({
      page,
      request,
      watch,
    }) => {
      test.slow();
      await withStoredConsent(page, "false");
      const response = await page.goto(`/categories/${category.slug}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      expect(await sectionOrder(page)).toEqual(categoryPricingSections);
      await expectHeadingsInOrder(page);
      await expect(page.locator("main h1")).toHaveText(`${figures.name} Authentication`);
      await expectPictures(request, page.locator('[data-section="overview"] picture'), [
        { alt: pageWords.images.category[category.slug], loading: "eager" },
      ]);
      await expect(page.locator('[data-stat="Accuracy"] dd')).toHaveText("99.8%");
      await expect(page.locator('[data-stat="Average item value"] dd')).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
      await expect(page.locator('[data-stat="Items authenticated"] dd')).toHaveText(figures.volume);
      await expect(page.locator('[data-section="supported-brands"] li')).toHaveText(
        category.brands.map((b) => b.name),
      );
      await expect(page.locator('[data-section="authentication-points"] li')).toHaveText([
        ...words.authPoints,
      ]);
      await expect(page.locator('[data-section="process"] li')).toHaveCount(steps.length);
      const table = page.locator("[data-tier-table]");
      await expect(table.locator("thead th")).toHaveText([...figures.tiers]);
      await expect(table.locator("[data-price]")).toHaveText([...figures.prices]);
      await expectNoAxeViolations(page, `/categories/${category.slug}`);

      const text = textOfHtml(await (await request.get(`/categories/${category.slug}`)).text());
      for (const snippet of [
        words.pricingDescription,
        ...words.authPoints,
        ...steps.flatMap((s) => [s.title, s.detail]),
        ...figures.prices,
        "99.8%",
      ])
        expect(text, snippet).toContain(snippet);
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }

  test("fine jewelry reads Standard $249, Premium $399 (Most Popular), Expert $699", async ({ page }) => {
    await page.goto("/categories/fine-jewelry");
    const table = page.locator("[data-tier-table]");
    await expect(table.locator('th[data-tier="basic"]')).toHaveText("Standard");
    await expect(table.locator('th[data-tier="premium"]')).toHaveText("Premium Most Popular");
    await expect(table.locator('th[data-tier="expert"]')).toHaveText("Expert");
    await expect(table.locator('[data-price="premium"]')).toHaveText("$399");
    // Once on the screen: the table at this width (the phone's cards are hidden).
    await expect(page.getByText("Most Popular").filter({ visible: true })).toHaveCount(1);
  });
});

test.describe("category pages, detail variant", () => {
  for (const category of categoryRecords) {
    const figures = categoryFigures[category.slug];
    const words = categoryWords[category.slug];
    test(`/authenticate/${category.slug}: breadcrumb, sections, limits, FAQs, JSON-LD, axe`, async ({
      page,
      request,
      watch,
    }) => {
      test.slow();
      await withStoredConsent(page, "false");
      const response = await page.goto(`/authenticate/${category.slug}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("listitem")).toHaveText(["Home/", "Authentication/", figures.name]);
      expect(await sectionOrder(page)).toEqual(categoryDetailSections);
      await expectHeadingsInOrder(page);

      await expect(page.locator('[data-section="sub-categories"] li')).toHaveText([...words.subCategories]);
      const leading = page.locator('[data-section="leading-brands"] li');
      expect(await leading.count()).toBeLessThanOrEqual(12);
      await expect(leading).toHaveText(category.brands.slice(0, 12).map((b) => b.name));
      await expect(page.locator("[data-faq-item] summary")).toHaveText(
        words.faqs.slice(0, 8).map((f) => f.question),
      );
      await expect(page.locator('main a[href="/app/authenticate"]').first()).toBeVisible();

      const ld = await jsonLd(page);
      const crumbData = onlyOfType<{ itemListElement: { name: string }[] }>(ld, "BreadcrumbList");
      expect(crumbData.itemListElement.map((i) => i.name)).toEqual(["Home", "Authentication", figures.name]);
      const faqData = onlyOfType<{ mainEntity: unknown[] }>(ld, "FAQPage");
      expect(faqData.mainEntity.length).toBe(Math.min(8, words.faqs.length));

      await expectNoAxeViolations(page, `/authenticate/${category.slug}`);
      await expectFaqOpensByKeyboard(page, `/authenticate/${category.slug}`);

      const text = textOfHtml(await (await request.get(`/authenticate/${category.slug}`)).text());
      for (const snippet of [
        words.description,
        ...words.authenticationPoints.flatMap((p) => [p.title, p.detail]),
        ...words.commonCounterfeits,
        ...words.valueFactors,
        ...words.faqs.flatMap((f) => [f.question, f.answer]),
        words.specialists.summary,
      ])
        expect(text, snippet).toContain(snippet);
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }

  test("the watch page shows 12 of its 14 leading brands", async ({ page }) => {
    const watches = categoryRecords.find((c) => c.slug === "luxury-watches");
    expect(watches?.brands.length).toBeGreaterThan(12);
    await page.goto("/authenticate/luxury-watches");
    await expect(page.locator('[data-section="leading-brands"] li')).toHaveCount(12);
  });
});

/** The average resale prices as the comparison states them, figure and words together. */
const averagePrices = [
  "about $20,000 (Birkin 30 or Kelly 28 in calfskin, resale)",
  "about $8,000 (Classic Flap Medium, resale)",
];

test.describe("Hermès vs Chanel", () => {
  test("side-by-side figures, rows, recommendation and brand links", async ({ page, request, watch }) => {
    await withStoredConsent(page, "false");
    const response = await page.goto("/comparisons/hermes-vs-chanel");
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expectHeadingsInOrder(page);
    const table = page.locator("table[data-comparison-table]");
    await expect(table.locator("thead th")).toHaveText(["Hermès", "Chanel"]);
    await expect(table.locator("tbody th")).toHaveText([
      "Average price",
      "Authentication price",
      "Turnaround",
      "Success rate",
      "Key points",
      "Pros",
      "Cons",
    ]);
    const row = (key: string) => table.locator(`tr[data-row="${key}"] td`);
    await expect(row("authentication-price")).toHaveText(["$249", "$199"]);
    await expect(row("turnaround")).toHaveText(["24-72h", "24-72h"]);
    await expect(row("success-rate")).toHaveText(["99.8%", "99.7%"]);
    await expect(row("average-price")).toHaveText(averagePrices);
    await expect(page.locator('[data-section="recommendation"] h2')).toHaveText("Our recommendation");
    await expect(page.getByRole("link", { name: "Hermès authentication" })).toHaveAttribute(
      "href",
      "/brands/hermes",
    );
    await expect(page.getByRole("link", { name: "Chanel authentication" })).toHaveAttribute(
      "href",
      "/brands/chanel",
    );
    await expectNoAxeViolations(page, "/comparisons/hermes-vs-chanel");
    const ld = await jsonLd(page);
    onlyOfType(ld, "BreadcrumbList");
    const webPage = onlyOfType<{ name: string; mainEntity: { itemListElement: { url: string }[] } }>(
      ld,
      "WebPage",
    );
    expect(webPage.name).toBe(comparisonWords.title);
    expect(webPage.mainEntity.itemListElement.map((i) => new URL(i.url).pathname)).toEqual([
      "/brands/hermes",
      "/brands/chanel",
    ]);

    const text = textOfHtml(await (await request.get("/comparisons/hermes-vs-chanel")).text());
    for (const snippet of [
      comparisonWords.intro,
      ...averagePrices,
      ...Object.values(comparisonWords.sides).flatMap((s) => [...s.keyPoints, ...s.pros, ...s.cons]),
      ...comparisonWords.recommendation.paragraphs,
      "$249",
      "$199",
      "99.8%",
      "99.7%",
    ])
      expect(text, snippet).toContain(snippet);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("reads on a phone without the page scrolling sideways", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ["/comparisons/hermes-vs-chanel", "/brands/rolex", "/categories/fine-jewelry"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, path).toBeLessThanOrEqual(375);
    }
    await page.goto("/comparisons/hermes-vs-chanel");
    // The comparison table fits the phone's width: no sideways scrolling inside its frame either.
    const fits = await page
      .locator("table[data-comparison-table]")
      .evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0));
    expect(fits).toBe(true);
  });
});

test("on a 375px phone the price tiers are one card per tier, not a table that scrolls sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await withStoredConsent(page, "false");
  await page.goto("/brands/rolex");
  await hydrated(page);
  await expect(page.locator("[data-tier-table]")).toBeHidden();
  const cards = page.locator("[data-tier-card]");
  await expect(cards.locator("h3")).toHaveText(["Basic", "Premium", "Expert"]);
  await expect(cards.locator("dt").first()).toHaveText("Price");
  await expect(cards.locator("dd.font-serif")).toHaveText(["$199", "$299", "$499"]);
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
  }
  // Wider, the table again, and no cards.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator("[data-tier-table]")).toBeVisible();
  await expect(cards.first()).toBeHidden();
});
