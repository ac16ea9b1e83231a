import type { Page } from "@playwright/test";
import { jsonLd, onlyOfType } from "../fixtures/page.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

/**
 * The brand, category and comparison pages under /fr, /it and /ae: their words, their figures
 * written the language's way, the document's language and direction, and the left-to-right
 * islands (prices, rates) of the Arabic pages.
 */

async function open(page: Page, path: string): Promise<void> {
  // Long pages checked with axe on a shared machine: three times the usual time.
  test.slow();
  await withStoredConsent(page, "false");
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

async function expectDocument(page: Page, lang: string, dir: "ltr" | "rtl", title: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
  await expect(page).toHaveTitle(title);
  // The page's own words carry no language mark of their own: they are in the document's language.
  await expect(page.locator("main [lang]")).toHaveCount(0);
}

test.describe("brand pages in other languages", () => {
  test("/fr/brands/hermes: French words, French figures", async ({ page, watch }) => {
    await open(page, "/fr/brands/hermes");
    await expectDocument(
      page,
      "fr",
      "ltr",
      "Authentification Hermès\u202f: marqueurs, modèles et prix | Collect",
    );
    await expect(page.locator("main h1")).toHaveText("Authentification Hermès");
    const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Accueil/", "Maisons/", "Hermès"]);
    await expect(page.locator('[data-stat="Authentification dès"] dd')).toHaveText("149\u00a0$US");
    await expect(page.locator('[data-stat="Fondateur"] dd')).toHaveText("Thierry Hermès");
    await expect(page.locator('[data-section="market-position"] dd').first()).toHaveText(
      "De 1\u202f000\u00a0$US à 500\u202f000\u00a0$US",
    );
    const table = page.locator("[data-tier-table]");
    await expect(table.locator("thead th")).toHaveText(["Essentielle", "Premium", "Expert"]);
    await expect(table.locator("tbody th")).toHaveText(["Prix", "Délai", "Taux de réussite", "Comprend"]);
    await expect(table.locator("[data-price]")).toHaveText(["149\u00a0$US", "249\u00a0$US", "399\u00a0$US"]);
    await expect(table.locator("[data-turnaround]")).toHaveText(Array(3).fill("24-72\u00a0h"));
    await expect(table.locator("[data-success-rate]")).toHaveText(Array(3).fill("99,8\u00a0%"));
    await expect(page.locator('[data-section="pricing"]')).toContainText(
      "Chaque formule est traitée en 24-72\u00a0h.",
    );
    await expect(page.locator('[data-trend] bdi[dir="ltr"]')).toHaveText(["+8\u00a0%", "+2\u00a0%"]);
    await expect(page.locator('[data-section="iconic-models"] li').last()).toHaveText(
      "Carré en twill de soie",
    );
    await expect(page.locator("[data-faq-item] summary").first()).toHaveText(
      "Pouvez-vous authentifier un Birkin ou un Kelly à partir de photos\u202f?",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /tarifs à partir de 149\u00a0\$US, résultat en 24-72\u00a0h\.$/,
    );
    const ld = await jsonLd(page);
    expect(onlyOfType<{ inLanguage: string }>(ld, "FAQPage").inLanguage).toBe("fr");
    const service = onlyOfType<{ inLanguage: string; name: string; offers: { name: string }[] }>(
      ld,
      "Service",
    );
    expect(service.inLanguage).toBe("fr");
    expect(service.name).toBe("Authentification Hermès");
    expect(service.offers.map((o) => o.name)).toEqual(["Essentielle", "Premium", "Expert"]);
    await expectNoAxeViolations(page, "/fr/brands/hermes");
    expect(watch.errors).toEqual([]);
  });

  test("/ae/brands/rolex: Arabic, right to left, with prices and rates isolated left to right", async ({
    page,
    watch,
  }) => {
    await open(page, "/ae/brands/rolex");
    await expectDocument(page, "ar", "rtl", "توثيق Rolex: علامات الأصالة والطرازات والأسعار | Collect");
    await expect(page.locator("main h1")).toHaveText("توثيق Rolex");
    await expect(page.locator("main h1 bdi")).toHaveText("Rolex");
    const crumbs = page.getByRole("navigation", { name: "مسار التنقل" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["الرئيسية/", "الدور/", "Rolex"]);
    await expect(page.locator('[data-stat="المؤسس"] dd')).toHaveText("Hans Wilsdorf وAlfred Davis");
    await expect(page.locator('[data-stat="التوثيق ابتداءً من"] dd bdi[dir="ltr"]')).toHaveText(
      "\u200f199\u00a0US$\u200e",
    );
    const table = page.locator("[data-tier-table]");
    await expect(table.locator("thead th")).toHaveText(["الأساسية", "المميزة", "الاحترافية"]);
    await expect(table.locator('[data-price] bdi[dir="ltr"]')).toHaveText([
      "\u200f199\u00a0US$\u200e",
      "\u200f299\u00a0US$\u200e",
      "\u200f499\u00a0US$\u200e",
    ]);
    await expect(table.locator("[data-turnaround]")).toHaveText(Array(3).fill("24-48 ساعة"));
    await expect(table.locator('[data-success-rate] bdi[dir="ltr"]')).toHaveText(
      Array(3).fill("99.9\u200e%\u200e"),
    );
    await expect(page.locator('[data-trend] bdi[dir="ltr"]')).toHaveText([
      "+7\u200e%\u200e",
      "-3\u200e%\u200e",
    ]);
    await expect(page.locator('[data-section="faqs"] h2')).toHaveText("أسئلة شائعة عن توثيق Rolex");
    // Lists are joined with the Arabic comma and semicolon.
    await expect(page.locator('[data-section="market-position"] dd').nth(1)).toHaveText("الساعات");
    await expect(page.locator("[data-trend] dd").nth(1)).toHaveText("الولايات المتحدة، أوروبا، الشرق الأوسط");
    await expect(page.locator("[data-trend] dd").first()).toHaveText(
      "أسعار قياسية للذهب؛ مراجعة Rolex لأسعار القائمة كل يناير",
    );
    // The brand name inside the button keeps its space as rendered, not only in the markup.
    expect(await page.locator('[data-section="overview"] a').first().innerText()).toBe("وثّق قطعتك من Rolex");
    const ld = await jsonLd(page);
    expect(onlyOfType<{ inLanguage: string }>(ld, "FAQPage").inLanguage).toBe("ar");
    await expectNoAxeViolations(page, "/ae/brands/rolex");
    expect(watch.errors).toEqual([]);
  });
});

test("the buttons that name a brand or category keep the space before it, as rendered", async ({ page }) => {
  await withStoredConsent(page, "false");
  await page.goto("/brands/rolex");
  expect(await page.locator('[data-section="overview"] a').first().innerText()).toBe(
    "Authenticate your Rolex",
  );
  await page.goto("/fr/categories/luxury-watches");
  expect(await page.locator('[data-section="overview"] a').nth(1).innerText()).toBe(
    "Guide d’authentification\u202f: Montres de luxe",
  );
  await page.goto("/it/comparisons/hermes-vs-chanel");
  // Rendered text needs the band rendered: it is laid out once near the screen (decision 019).
  await page.locator('[data-section="brand-guides"]').scrollIntoViewIfNeeded();
  expect(await page.locator('[data-section="brand-guides"] li a').first().innerText()).toBe(
    "Autenticazione Hermès",
  );
});

test.describe("category pages in other languages", () => {
  test("/it/categories/fine-jewelry: Italian words and figures, the jewelry tier names", async ({
    page,
    watch,
  }) => {
    await open(page, "/it/categories/fine-jewelry");
    await expectDocument(page, "it", "ltr", "Autenticazione Alta gioielleria: prezzi | Collect");
    await expect(page.locator("main h1")).toHaveText("Autenticazione Alta gioielleria");
    await expect(page.locator('[data-stat="Valore medio di un oggetto"] dd')).toHaveText("9200\u00a0USD");
    await expect(page.locator('[data-stat="Oggetti autenticati"] dd')).toHaveText("12.000+");
    await expect(page.locator('[data-stat="Precisione"] dd')).toHaveText("99,8%");
    await expect(page.locator('[data-stat="Tempi abituali"] dd')).toHaveText("48-96 h");
    const table = page.locator("[data-tier-table]");
    await expect(table.locator("thead th")).toHaveText(["Standard", "Premium Il più scelto", "Expert"]);
    await expect(table.locator("[data-price]")).toHaveText(["249\u00a0USD", "399\u00a0USD", "699\u00a0USD"]);
    await expect(page.locator('[data-section="process"] li p').first()).toHaveText("Passaggio 1");
    await expect(page.getByRole("list", { name: "Maison supportate: alta gioielleria" })).toBeVisible();
    const service = onlyOfType<{ inLanguage: string; name: string }>(await jsonLd(page), "Service");
    expect(service).toMatchObject({ inLanguage: "it", name: "Autenticazione Alta gioielleria" });
    await expectNoAxeViolations(page, "/it/categories/fine-jewelry");
    expect(watch.errors).toEqual([]);
  });

  test("/fr/authenticate/luxury-watches: the French guide", async ({ page, watch }) => {
    await open(page, "/fr/authenticate/luxury-watches");
    await expectDocument(page, "fr", "ltr", "Guide d’authentification\u202f: Montres de luxe | Collect");
    await expect(page.locator("main h1")).toHaveText("Authentification Montres de luxe");
    const crumbs = page.getByRole("navigation", { name: "Fil d’Ariane" });
    await expect(crumbs.getByRole("listitem")).toHaveText([
      "Accueil/",
      "Authentification/",
      "Montres de luxe",
    ]);
    await expect(page.locator('[data-section="market-trends"] dd').first()).toHaveText("Élevé");
    await expect(page.locator('[data-trend] bdi[dir="ltr"]')).toHaveText(["-2\u00a0%", "+4\u00a0%"]);
    await expect(page.locator('[data-section="faqs"] h2')).toHaveText(
      "Authentification Montres de luxe\u202f: questions fréquentes",
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Authentification montres de luxe\u202f: points clés, signes de contrefaçon, facteurs de valeur, grandes maisons, tendances du marché et questions fréquentes.",
    );
    expect(onlyOfType<{ inLanguage: string }>(await jsonLd(page), "FAQPage").inLanguage).toBe("fr");
    await expectNoAxeViolations(page, "/fr/authenticate/luxury-watches");
    expect(watch.errors).toEqual([]);
  });

  test("/ae/categories/luxury-handbags: Arabic figures read left to right", async ({ page, watch }) => {
    await open(page, "/ae/categories/luxury-handbags");
    await expectDocument(page, "ar", "rtl", "أسعار توثيق الحقائب الفاخرة | Collect");
    await expect(page.locator("main h1")).toHaveText("توثيق الحقائب الفاخرة");
    await expect(page.locator('[data-stat="متوسط قيمة القطعة"] dd bdi[dir="ltr"]')).toHaveText(
      "\u200f6,800\u00a0US$\u200e",
    );
    await expect(page.locator('[data-stat="الدقة"] dd bdi[dir="ltr"]')).toHaveText("99.8\u200e%\u200e");
    await expect(page.locator('[data-stat="القطع الموثّقة"] dd bdi[dir="ltr"]')).toHaveText("40,000+");
    await expect(page.locator('[data-stat="مدة الإنجاز المعتادة"] dd')).toHaveText("24-48 ساعة");
    await expectNoAxeViolations(page, "/ae/categories/luxury-handbags");
    expect(watch.errors).toEqual([]);
  });
});

test.describe("Hermès vs Chanel in other languages", () => {
  test("/ae/comparisons/hermes-vs-chanel: Arabic rows, prices isolated left to right", async ({
    page,
    watch,
  }) => {
    await open(page, "/ae/comparisons/hermes-vs-chanel");
    await expectDocument(page, "ar", "rtl", "Hermès مقابل Chanel: مقارنة في التوثيق | Collect");
    await expect(page.locator("main h1")).toHaveText("Hermès مقابل Chanel: مقارنة في التوثيق");
    const table = page.locator("table[data-comparison-table]");
    await expect(table.locator("tbody th")).toHaveText([
      "متوسط السعر",
      "سعر التوثيق",
      "مدة الإنجاز",
      "نسبة النجاح",
      "أهم النقاط",
      "المزايا",
      "العيوب",
    ]);
    const row = (key: string) => table.locator(`tr[data-row="${key}"] td`);
    await expect(row("average-price")).toHaveText([
      "نحو \u200f20,000\u00a0US$\u200e (Birkin 30 أو Kelly 28 من جلد العجل، في إعادة البيع)",
      "نحو \u200f8,000\u00a0US$\u200e (Classic Flap Medium، في إعادة البيع)",
    ]);
    await expect(row("average-price").locator('bdi[dir="ltr"]')).toHaveText([
      "\u200f20,000\u00a0US$\u200e",
      "\u200f8,000\u00a0US$\u200e",
    ]);
    await expect(row("authentication-price").locator('bdi[dir="ltr"]')).toHaveText([
      "\u200f249\u00a0US$\u200e",
      "\u200f199\u00a0US$\u200e",
    ]);
    await expect(row("turnaround")).toHaveText(["24-72 ساعة", "24-72 ساعة"]);
    await expect(row("success-rate").locator('bdi[dir="ltr"]')).toHaveText([
      "99.8\u200e%\u200e",
      "99.7\u200e%\u200e",
    ]);
    await expect(page.getByRole("link", { name: "توثيق Hermès" })).toHaveAttribute(
      "href",
      "/ae/brands/hermes",
    );
    const webPage = onlyOfType<{ inLanguage: string; name: string }>(await jsonLd(page), "WebPage");
    expect(webPage).toMatchObject({ inLanguage: "ar", name: "Hermès مقابل Chanel: مقارنة في التوثيق" });
    await expectNoAxeViolations(page, "/ae/comparisons/hermes-vs-chanel");
    expect(watch.errors).toEqual([]);
  });

  test("/it/comparisons/hermes-vs-chanel: Italian figures", async ({ page, watch }) => {
    await open(page, "/it/comparisons/hermes-vs-chanel");
    await expectDocument(page, "it", "ltr", "Hermès e Chanel: l’autenticazione a confronto | Collect");
    const table = page.locator("table[data-comparison-table]");
    const row = (key: string) => table.locator(`tr[data-row="${key}"] td`);
    await expect(row("average-price").first()).toHaveText(
      "circa 20.000\u00a0USD (Birkin 30 o Kelly 28 in vitello, sul mercato della rivendita)",
    );
    await expect(row("authentication-price")).toHaveText(["249\u00a0USD", "199\u00a0USD"]);
    await expect(row("turnaround")).toHaveText(["24-72 h", "24-72 h"]);
    await expect(row("success-rate")).toHaveText(["99,8%", "99,7%"]);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Hermès e Chanel a confronto: prezzi medi, prezzi di autenticazione (249\u00a0USD e 199\u00a0USD), tempi, tassi di successo, segni distintivi, pro e contro, e il nostro consiglio.",
    );
    await expectNoAxeViolations(page, "/it/comparisons/hermes-vs-chanel");
    expect(watch.errors).toEqual([]);
  });
});

test("the pages and the comparison table keep to a phone's width in French, Italian and Arabic", async ({
  page,
}) => {
  await withStoredConsent(page, "false");
  await page.setViewportSize({ width: 375, height: 740 });
  for (const prefix of ["/fr", "/it", "/ae"]) {
    for (const path of ["/comparisons/hermes-vs-chanel", "/brands/hermes", "/categories/fine-jewelry"]) {
      await page.goto(prefix + path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, prefix + path).toBeLessThanOrEqual(375);
    }
    await page.goto(`${prefix}/comparisons/hermes-vs-chanel`);
    const fits = await page
      .locator("table[data-comparison-table]")
      .evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0));
    expect(fits, prefix).toBe(true);
  }
});
