import type { Page } from "@playwright/test";
import { decodedHtml, jsonLdIn } from "../fixtures/page.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

/**
 * The places pages (locations, cities, market data, watch trends, contact) in French, Italian
 * and Arabic: headings, titles, document language and direction, figures written the language's
 * way, and the left-to-right islands of the Arabic pages.
 */

// Axe runs on a machine shared by several builds: allow them the time.
test.describe.configure({ timeout: 90_000 });

const nbsp = "\u00a0";
const narrow = "\u202f";
const lrm = "\u200e";
const rlm = "\u200f";

async function open(page: Page, path: string) {
  await withStoredConsent(page, "false");
  await page.goto(path);
  await hydrated(page);
}

async function expectDocument(page: Page, lang: string, dir: "ltr" | "rtl", title: string, h1: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
}

test.describe("places in French", () => {
  test("/fr/locations names the cities in French and links them within the region", async ({
    page,
    watch,
  }) => {
    await open(page, "/fr/locations");
    await expectDocument(
      page,
      "fr",
      "ltr",
      "Nos villes d’authentification de luxe | Collect",
      "L’authentification du luxe, partout où vous achetez et vendez",
    );
    await expect(
      page.getByText("Dans 12 villes, nous connaissons le marché local", { exact: false }),
    ).toBeVisible();
    const europe = page.getByRole("region", { name: "Europe", exact: true });
    await expect(europe.getByRole("heading", { level: 3 })).toHaveText([
      "Londres",
      "Paris",
      "Milan",
      "Genève",
    ]);
    const reach = page.getByRole("region", { name: "Notre présence" });
    await expect(reach.locator("dd")).toHaveText(["50+", `100${nbsp}k+`, "24 h/24, 7 j/7"]);
    await expect(page.getByRole("link", { name: "Genève", exact: true })).toHaveAttribute(
      "href",
      "/fr/locations/geneva",
    );
    await expect(page.getByRole("region", { name: "Bientôt" }).getByRole("listitem")).toHaveText([
      "Madrid",
      "Zurich",
      "Shanghai",
      "Sydney",
      "Bombay",
      "São Paulo",
      "Moscou",
      "Istanbul",
    ]);
    await expectNoAxeViolations(page, "/fr/locations");
    expect(watch.errors).toEqual([]);
  });

  test("/fr/locations/london: French headings, London's count and hours the French way", async ({
    page,
    request,
  }) => {
    const html = await decodedHtml(request, "/fr/locations/london");
    expect(html).toContain(
      `content="Authentifiez montres, sacs et bijoux à Londres avec notre équipe sur place${narrow}: plus de 15${narrow}000 objets authentifiés à Londres, vérifications avant la vente et rapports d’état."`,
    );
    const business = jsonLdIn(html).find((d) => d["@type"] === "LocalBusiness");
    expect(business?.name).toBe("Collect Londres");
    await open(page, "/fr/locations/london");
    await expectDocument(
      page,
      "fr",
      "ltr",
      "Authentification de luxe à Londres | Collect",
      "L’authentification depuis notre ville, Londres",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Londres en un coup d’œil" })).toBeVisible();
    await expect(page.getByText(`plus de 15${narrow}000`, { exact: true })).toBeVisible();
    const glance = page.getByRole("region", { name: "Londres en un coup d’œil" });
    await expect(glance.locator("dd")).toHaveText([
      `plus de 15${narrow}000`,
      `99,9${nbsp}%`,
      "24-48 h",
      "24 h/24, 7 j/7",
    ]);
    await expect(page.locator("#london-services")).toContainText(`Délai${narrow}: 48 à 72 heures`);
    await expect(page.locator("#london-services")).toContainText(`Délai${narrow}: le jour même`);
    const hours = page.getByRole("heading", { name: "Horaires à Londres" }).locator("..").locator("dl > div");
    await expect(hours).toHaveText(["Lun.-ven.09:00–18:00", "Sam.10:00–16:00"]);
  });

  test("/fr/market-data/luxury-watches writes quarters, shares, dollars, francs and dates in French", async ({
    page,
  }) => {
    await open(page, "/fr/market-data/luxury-watches");
    await expectDocument(
      page,
      "fr",
      "ltr",
      "Le marché des montres de luxe en chiffres | Collect",
      "Le marché des montres de luxe en chiffres",
    );
    const quarterly = page.getByRole("table", { name: "Montres de luxe : synthèse trimestrielle" });
    await expect(quarterly.getByRole("rowheader")).toHaveText(["T4 2025", "T1 2026", "T2 2026", "T3 2026"]);
    await expect(quarterly.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      `+1,8${nbsp}%`,
      `8${narrow}400`,
      `16${narrow}900${nbsp}$US`,
      "Rolex",
    ]);
    const auctions = page.getByRole("table", { name: "Montres de luxe : résultats d’enchères" });
    await expect(auctions.getByRole("row").nth(1)).toContainText(`31${narrow}000${narrow}000${nbsp}CHF`);
    await expect(auctions.getByRole("row").nth(1)).toContainText("9 novembre 2019");
    await expect(auctions.getByRole("row").nth(1)).toContainText("Record aux enchères");
    const models = page.getByRole("table", { name: "Montres de luxe : prix par modèle" });
    await expect(models.getByRole("row").nth(3)).toContainText(`-3,4${nbsp}%`);
    await expect(models.getByRole("row").nth(3)).toContainText("Rareté : Très rare");
    await expectNoAxeViolations(page, "/fr/market-data/luxury-watches");
  });

  test("/fr/contact-us: hours, emergency cover and response times in French", async ({ page, request }) => {
    const html = await decodedHtml(request, "/fr/contact-us");
    const contact = jsonLdIn(html).find((d) => d["@type"] === "ContactPage");
    expect(contact?.inLanguage).toBe("fr");
    expect(contact?.description).toBe(
      `Contactez notre équipe d’authentification basée à Londres${narrow}: horaires d’ouverture, authentification en urgence 24 h/24, 7 j/7 pour les membres premium, délais de réponse et aide rapide.`,
    );
    await open(page, "/fr/contact-us");
    await expectDocument(page, "fr", "ltr", "Nous contacter | Collect", "Nous contacter");
    const hours = page.getByRole("region", { name: "Horaires d’ouverture" });
    await expect(hours.getByRole("listitem")).toHaveText([
      "Lun.-ven. 09:00–18:00 (heure de l’Est des États-Unis)",
      "Sam. 10:00–16:00 (heure de l’Est des États-Unis)",
      "Dimanche fermé",
    ]);
    await expect(hours).toContainText(
      `Authentification en urgence${narrow}: 24 h/24, 7 j/7 pour les membres premium`,
    );
    await expect(page.getByRole("region", { name: "Délais de réponse" }).locator("dd")).toHaveText([
      "sous 24 heures",
      "sous 4 heures",
      "sous 1 heure",
    ]);
    await expectNoAxeViolations(page, "/fr/contact-us");
  });

  test("an unknown city and an unknown market answer 404 in French", async ({ request }) => {
    const city = await decodedHtml(request, "/fr/locations/atlantis", 404);
    expect(city).toContain(">Ville introuvable</h1>");
    expect(city).toContain('href="/fr/locations"');
    expect(city).toContain(">Voir toutes nos villes</a>");
    const market = await decodedHtml(request, "/fr/market-data/luxury-yachts", 404);
    expect(market).toContain(">Données de marché introuvables</h1>");
    expect(market).toContain(">Le marché des sacs de luxe en chiffres</a>");
  });
});

test.describe("places in Italian", () => {
  test("/it/market-data/luxury-handbags writes its figures the Italian way", async ({ page }) => {
    await open(page, "/it/market-data/luxury-handbags");
    await expectDocument(
      page,
      "it",
      "ltr",
      "Dati sul mercato delle borse di lusso | Collect",
      "Dati sul mercato delle borse di lusso",
    );
    const quarterly = page.getByRole("table", { name: "Borse di lusso: sintesi trimestrale" });
    await expect(quarterly.getByRole("rowheader").first()).toHaveText("4° trim. 2025");
    await expect(quarterly.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "+2,2%",
      "12.600",
      `6900${nbsp}USD`,
      "Hermès",
    ]);
    const auctions = page.getByRole("table", { name: "Borse di lusso: risultati d’asta" });
    await expect(auctions.getByRole("row").nth(1)).toContainText(`8.582.500${nbsp}€`);
    await expect(auctions.getByRole("row").nth(1)).toContainText("10 luglio 2025");
    await expect(auctions.getByRole("row").nth(2)).toContainText(`2.940.000${nbsp}HKD`);
    const records = page.getByRole("table", { name: "Borse di lusso: esempi di rilevazioni" });
    await expect(records.getByRole("row").nth(1)).toContainText("18 settembre 2026");
    await expect(records.getByRole("row").nth(1)).toContainText("27.000");
  });

  test("/it/market/watch-trends: Italian tabs, prices and shares", async ({ page, request }) => {
    const html = await decodedHtml(request, "/it/market/watch-trends");
    const article = jsonLdIn(html).find((d) => d["@type"] === "Article");
    expect(article?.inLanguage).toBe("it");
    expect(article?.about).toBe("Il mercato secondario degli orologi di lusso");
    await open(page, "/it/market/watch-trends");
    await expectDocument(
      page,
      "it",
      "ltr",
      "Tendenze del mercato degli orologi di lusso | Collect",
      "Tendenze del mercato degli orologi di lusso",
    );
    await expect(
      page.getByRole("tablist", { name: "Viste del mercato degli orologi" }).getByRole("tab"),
    ).toHaveText(["Marchi", "Modelli", "Regioni"]);
    const first = page
      .getByRole("list", { name: "I primi 6 marchi per prezzo medio" })
      .getByRole("listitem")
      .first();
    await expect(first).toContainText("N. 1");
    await expect(first).toContainText(`285.000${nbsp}USD`);
    await expect(first).toContainText("+2,3%");
    await page.getByRole("tab", { name: "Regioni" }).click();
    await expect(page.getByRole("tabpanel", { name: "Regioni" })).toContainText(
      "F.P. Journe (Orologi di lusso): in crescita, 12% previsto in 24 mesi",
    );
    await expectNoAxeViolations(page, "/it/market/watch-trends: regions");
  });
});

test.describe("places in Arabic", () => {
  test("/ae/market-data/luxury-watches mirrors, and keeps figures and codes left to right", async ({
    page,
    watch,
  }) => {
    await open(page, "/ae/market-data/luxury-watches");
    await expectDocument(
      page,
      "ar",
      "rtl",
      "بيانات سوق الساعات الفاخرة | Collect",
      "بيانات سوق الساعات الفاخرة",
    );
    const quarterly = page.getByRole("table", { name: "الساعات الفاخرة: ملخّص ربع سنوي" });
    await expect(quarterly.getByRole("rowheader").first()).toHaveText("الربع 4 من 2025");
    const growth = quarterly.getByRole("row").nth(1).getByRole("cell").first().locator("bdi");
    await expect(growth).toHaveText(`${lrm}+1.8${lrm}%${lrm}`);
    const auctions = page.getByRole("table", { name: "الساعات الفاخرة: نتائج المزادات" });
    await expect(auctions.getByRole("row").nth(1).locator("bdi")).toHaveText(
      `${rlm}31,000,000${nbsp}CHF\u200e`,
    );
    await expect(auctions.getByRole("row").nth(1)).toContainText("9 نوفمبر 2019");
    const records = page.getByRole("table", { name: "الساعات الفاخرة: نماذج من السجلات" });
    const id = records.getByRole("rowheader").first().locator('[dir="ltr"]');
    await expect(id).toHaveText("MD-W-001");
    await expect(records.getByRole("row").nth(1).locator("td bdi").nth(1)).toHaveText(
      "Submariner Date 126610LN",
    );
    await expectNoAxeViolations(page, "/ae/market-data/luxury-watches");
    expect(watch.errors).toEqual([]);
  });

  test("/ae/locations/london: Arabic headings, the count in words, hours left to right", async ({
    page,
    request,
  }) => {
    const html = await decodedHtml(request, "/ae/locations/london");
    expect(html).toContain("أكثر من 15,000 قطعة موثّقة في لندن");
    await open(page, "/ae/locations/london");
    await expectDocument(
      page,
      "ar",
      "rtl",
      "توثيق السلع الفاخرة في لندن | Collect",
      "التوثيق من مدينتنا الأم، لندن",
    );
    await expect(page.getByRole("heading", { level: 2, name: "لندن في لمحة" })).toBeVisible();
    await expect(page.getByText("أكثر من 15,000", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "لندن في لمحة" }).locator("dd").nth(1)).toHaveText(
      `99.9${lrm}%${lrm}`,
    );
    await expect(page.locator("#london-services")).toContainText("المدة: من 48 إلى 72 ساعة");
    const hours = page.getByRole("heading", { name: "ساعات العمل في لندن" }).locator("..").locator("dd");
    await expect(hours).toHaveText(["09:00–18:00", "10:00–16:00"]);
    await expect(hours.first()).toHaveAttribute("dir", "ltr");
    await expectNoAxeViolations(page, "/ae/locations/london");
  });

  test("/ae/contact-us: Arabic plurals for hours, times on the Arabic clock", async ({ page }) => {
    await open(page, "/ae/contact-us");
    await expectDocument(page, "ar", "rtl", "اتصل بنا | Collect", "اتصل بنا");
    await expect(page.getByText("فريقنا مقرّه لندن ويرد على كل رسالة", { exact: false })).toBeVisible();
    const hours = page.getByRole("region", { name: "ساعات العمل" });
    await expect(hours.getByRole("listitem").first()).toHaveText(
      `الاثنين - الجمعة 9:00${nbsp}ص–6:00${nbsp}م بتوقيت شرق الولايات المتحدة`,
    );
    await expect(hours.getByRole("listitem").first().locator("bdi")).toHaveText([
      `9:00${nbsp}ص`,
      `6:00${nbsp}م`,
    ]);
    await expect(page.getByRole("region", { name: "مدد الرد" }).locator("dd")).toHaveText([
      "خلال 24 ساعة",
      "خلال 4 ساعات",
      "خلال ساعة واحدة",
    ]);
    await expectNoAxeViolations(page, "/ae/contact-us");
  });

  test("/ae/market/watch-trends: prices isolated left to right, tabs follow the mirrored arrows", async ({
    page,
  }) => {
    await open(page, "/ae/market/watch-trends");
    await expectDocument(
      page,
      "ar",
      "rtl",
      "اتجاهات سوق الساعات الفاخرة | Collect",
      "اتجاهات سوق الساعات الفاخرة",
    );
    const first = page
      .getByRole("list", { name: "أعلى 6 علامات بحسب متوسط السعر" })
      .getByRole("listitem")
      .first();
    await expect(first).toContainText("المرتبة 1");
    const price = first.locator("dd bdi").first();
    await expect(price).toHaveText(`${rlm}285,000${nbsp}US$\u200e`);
    await expect(price).toHaveAttribute("dir", "ltr");
    const tabs = page.getByRole("tablist", { name: "عروض سوق الساعات" });
    await tabs.getByRole("tab", { name: "العلامات" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { name: "الطرازات" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("table", { name: "المراجع الأكثر متابعة" })).toBeVisible();
    await expectNoAxeViolations(page, "/ae/market/watch-trends: models");
  });

  test("/ae/locations at mobile width: Arabic city names, no sideways scroll", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, "/ae/locations");
    await expectDocument(
      page,
      "ar",
      "rtl",
      "مدن توثيق السلع الفاخرة | Collect",
      "توثيق السلع الفاخرة أينما تشتري وتبيع",
    );
    await expect(
      page.getByRole("region", { name: "آسيا والمحيط الهادئ" }).getByRole("heading", { level: 3 }),
    ).toHaveText(["هونغ كونغ", "طوكيو", "سنغافورة", "دبي"]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, "/ae/locations at 375px");
  });
});

test.describe("/market/watch-trends loading state", () => {
  // The site's service worker would fetch the data module itself, out of the test's reach.
  test.use({ serviceWorkers: "block" });

  for (const { prefix, link, loading, insights } of [
    { prefix: "", link: "Watch market trends", loading: "Loading market data…", insights: "Market insights" },
    {
      prefix: "/fr",
      link: "Tendances du marché horloger",
      loading: "Chargement des données du marché…",
      insights: "Analyses du marché",
    },
  ]) {
    test(`a visit by link${prefix ? ` under ${prefix}` : ""} shows loading, then the loaded data`, async ({
      page,
      watch,
    }) => {
      await open(page, `${prefix}/market-data/luxury-watches`);
      // Hold the page's data module until the loading state has been seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/watch-trends-market-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("link", { name: link }).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/market/watch-trends$`));
      const status = page.getByRole("status").filter({ hasText: loading });
      await expect(status).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: insights })).toHaveCount(0);
      release();
      await expect(page.getByRole("heading", { level: 2, name: insights })).toBeVisible();
      await expect(status).toHaveCount(0);
      await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
      expect(watch.errors).toEqual([]);
    });
  }

  test("the page loaded directly is already loaded: no loading message in its HTML", async ({ request }) => {
    const html = await decodedHtml(request, "/market/watch-trends");
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain(">Market insights</h2>");
    expect(main).toContain(">Richard Mille</h3>");
    expect(main).not.toContain('role="status"');
    expect(main).not.toContain("Loading market data");
  });
});
