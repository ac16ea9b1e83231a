import type { Locator, Page } from "@playwright/test";
import { jsonLd, openHydrated } from "../fixtures/page.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures/test.ts";

/**
 * /business, /services, /reports and /what-we-authenticate under the French, Italian and Arabic
 * prefixes: the page's own words, its figures written the way each language writes them, the
 * document's language and direction, and the left-to-right islands of the Arabic pages.
 */

// Long pages with axe runs: slow while the machine is shared.
test.describe.configure({ timeout: 90_000 });

/** The exact text of an element, no-break and narrow no-break spaces and bidi marks included. */
async function exactText(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? "").trim();
}

async function expectDocument(page: Page, lang: string, dir: string, title: string, h1: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
  await expect(page).toHaveTitle(title);
  await expect(page.locator("main h1")).toHaveText(h1);
  // No part of the page is left in English behind a lang="en" mark.
  await expect(page.locator("main [lang='en']")).toHaveCount(0);
}

test.describe("/business in French, Italian and Arabic", () => {
  test("French: words, figures with French spacing, ROI results in $US", async ({ page, watch }) => {
    await openHydrated(page, "/fr/business");
    await expectDocument(
      page,
      "fr",
      "ltr",
      "Plateforme d’authentification par IA pour les entreprises du luxe | Collect",
      "L’authentification par IA au service des entreprises du luxe et de la collection",
    );
    await expect(page.locator("main")).toContainText(
      "La contrefaçon vous coûte deux fois : en fraude et en temps",
    );
    const guarantee = page.locator("section[aria-labelledby=biz-guarantee] dd");
    expect(await guarantee.evaluateAll((dds) => dds.map((d) => d.textContent))).toEqual([
      "180 à 365\u00a0jours",
      "10\u00a0$US",
      "plus de 50\u00a0%",
      "99,4\u00a0%",
    ]);
    expect(await exactText(page.locator("[data-stat=return-fraud] dd span").first())).toBe(
      "101\u00a0Md\u00a0$US",
    );

    const calc = page.locator("#roi-calculator");
    const results = calc.locator("[data-roi] dd");
    await expect(calc.locator("[data-roi] dt")).toHaveText([
      "Économies annuelles",
      "Nouveaux revenus",
      "Bénéfice total",
      "ROI",
    ]);
    expect(await results.allTextContents()).toEqual(["0\u00a0$US", "0\u00a0$US", "0\u00a0$US", "0\u00a0%"]);
    await calc.getByLabel("Catégorie de produits").selectOption("luxury-goods");
    await calc.getByRole("button", { name: "Calculer" }).click();
    await expect(results.first()).not.toHaveText("0 $US");
    expect(await results.allTextContents()).toEqual([
      "85\u202f000\u00a0$US",
      "42\u202f000\u00a0$US",
      "127\u202f000\u00a0$US",
      "1\u202f488\u00a0%",
    ]);
    await calc.getByLabel("Nombre de produits par an").fill("3");
    await calc.getByRole("button", { name: "Calculer" }).click();
    await calc.getByLabel("Catégorie de produits").selectOption("collectibles");
    await calc.getByRole("button", { name: "Calculer" }).click();
    await expect(results.first()).toHaveText("142,50 $US");
    expect(await exactText(results.first())).toBe("142,50\u00a0$US");

    const plans = page.locator("[data-prepaid-credits] tbody th");
    expect(await plans.allTextContents()).toEqual(["1\u202f000", "5\u202f000", "20\u202f000"]);
    await expect(page.locator("[data-api-addon]")).toHaveText(
      "Option API : +49 $US par mois sur l’offre Base.",
    );
    const webPage = (await jsonLd(page)).find((d) => d["@type"] === "WebPage");
    expect(webPage?.inLanguage).toBe("fr");
    expect(watch.errors).toEqual([]);
  });

  test("Italian: words and figures in Italian forms", async ({ page }) => {
    await openHydrated(page, "/it/business");
    await expectDocument(
      page,
      "it",
      "ltr",
      "Piattaforma di autenticazione con IA per le aziende del lusso | Collect",
      "Autenticazione con IA per le aziende del lusso e del collezionismo",
    );
    const calc = page.locator("#roi-calculator");
    await calc.getByRole("button", { name: "Calcola" }).click();
    await expect(calc.locator("[data-roi] dd").last()).toHaveText("1488%");
    expect(await calc.locator("[data-roi] dd").allTextContents()).toEqual([
      "85.000\u00a0USD",
      "42.000\u00a0USD",
      "127.000\u00a0USD",
      "1488%",
    ]);
    await expect(page.locator("section[aria-labelledby=biz-how] li h3").first()).toHaveText(
      "Passaggio 1: Collegamento",
    );
    await expect(page.locator("[data-quote] blockquote").first()).toHaveText(
      "«Ridurre l’autenticazione da una settimana di spedizioni a pochi minuti cambia l’economia del lusso di seconda mano. I marketplace possono pubblicare prima e rimborsare meno.»",
    );
  });

  test("Arabic: right to left, Arabic words, Latin names and figures kept apart, axe clean", async ({
    page,
    watch,
  }) => {
    await openHydrated(page, "/ae/business");
    await expectDocument(
      page,
      "ar",
      "rtl",
      "منصة توثيق بالذكاء الاصطناعي لشركات السلع الفاخرة | Collect",
      "التوثيق بالذكاء الاصطناعي لشركات السلع الفاخرة والمقتنيات",
    );
    const calc = page.locator("#roi-calculator");
    await calc.getByRole("button", { name: "احسب" }).click();
    await expect(calc.locator("[data-roi] dd").first()).not.toHaveText(/^\u200f?0/);
    expect(await calc.locator("[data-roi] dd").allTextContents()).toEqual([
      "\u200f85,000\u00a0US$\u200e",
      "\u200f42,000\u00a0US$\u200e",
      "\u200f127,000\u00a0US$\u200e",
      "1,488\u200e%\u200e",
    ]);
    // Proper names read left to right inside the Arabic text.
    await expect(page.locator("[data-quote] bdi").first()).toHaveText("Priya Natarajan");
    await expect(page.locator("[data-quote] bdi cite").first()).toHaveText("Resale Ledger");
    await expect(page.locator("section[aria-labelledby=biz-logos] li[dir=ltr]")).toHaveCount(6);
    await expect(page.locator("[data-quote] figcaption").first()).toContainText(
      "محررة تقنيات التجزئة، Resale Ledger",
    );
    // The carousel moves the Arabic way and names its slides in Arabic.
    const carousel = page.getByRole("region", { name: "الفئات التي نوثّقها" });
    await expect(carousel.getByRole("group").first()).toHaveAttribute("aria-label", "1 من 10");
    await carousel.getByRole("button", { name: "الفئة التالية" }).click();
    await expect(carousel).toHaveAttribute("data-selected", "1");
    await expect(page.locator('main a[href="/ae/contact-us"]').first()).toBeVisible();
    await expectNoAxeViolations(page, "/ae/business");
    expect(watch.errors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });
});

test.describe("/services in French, Italian and Arabic", () => {
  test("French: facts, prices and the watch levels in French", async ({ page }) => {
    await openHydrated(page, "/fr/services");
    await expectDocument(
      page,
      "fr",
      "ltr",
      "Services d’authentification pour sacs, montres, bijoux et objets de collection | Collect",
      "Des services d’authentification pour ce que vous collectionnez",
    );
    const facts = page.locator("[data-facts=handbag] dd");
    expect(await facts.allTextContents()).toEqual(["99,9\u00a0%", "24 à 48\u00a0heures", "149\u00a0$US"]);
    const levels = page.locator("#watch-levels + ul li");
    await expect(levels.first()).toContainText("Standard");
    await expect(levels.first()).toContainText("99 $US (48 h)");
    await expect(
      page.locator("#handbag").getByRole("link", { name: "Lancer l’authentification" }),
    ).toHaveAttribute("href", "/app/authenticate");
    await expect(page.locator("main")).toContainText(
      "Ailleurs, une authentification professionnelle classique coûte 150–500 $US et prend 2 à 5 jours ouvrés ; la nôtre commence à 149 $US pour les sacs.",
    );
    const list = (await jsonLd(page)).find((d) => d["@type"] === "ItemList") as {
      name: string;
      itemListElement: { position: number; item: { name: string } }[];
    };
    expect(list.name).toBe("Services d’authentification");
    expect(list.itemListElement.map((e) => [e.position, e.item.name])).toEqual([
      [1, "Authentification de sacs de luxe"],
      [2, "Authentification de montres de luxe"],
      [3, "Authentification de haute joaillerie"],
      [4, "Certification d’objets de collection"],
    ]);
  });

  test("Italian and Arabic: titles, figures and the showcase's Latin names", async ({ page, watch }) => {
    await openHydrated(page, "/it/services");
    await expectDocument(
      page,
      "it",
      "ltr",
      "Servizi di autenticazione per borse, orologi, gioielli e oggetti da collezione | Collect",
      "Servizi di autenticazione per ciò che collezionate",
    );
    await expect(page.locator("[data-facts=watch] dd")).toHaveText(["99,8%", "48-72 h", "199 USD"]);
    expect(await exactText(page.locator("[data-facts=watch] dd").last())).toBe("199\u00a0USD");

    await openHydrated(page, "/ae/services");
    await expectDocument(
      page,
      "ar",
      "rtl",
      "خدمات توثيق الحقائب والساعات والمجوهرات والمقتنيات | Collect",
      "خدمات توثيق لما تقتنيه",
    );
    expect(await page.locator("[data-facts=handbag] dd").allTextContents()).toEqual([
      "99.9\u200e%\u200e",
      "من 24 إلى 48 ساعة",
      "\u200f149\u00a0US$\u200e",
    ]);
    const showcase = page.locator("[data-showcase]").first();
    await expect(showcase.locator("bdi")).toHaveText(["Hermès", "Birkin"]);
    await expect(page.locator("#faq")).toContainText("ما الخدمة التي تحتاج إليها قطعتي؟");
    await expectNoAxeViolations(page, "/ae/services");
    expect(watch.errors).toEqual([]);
  });
});

test.describe("/reports in French, Italian and Arabic", () => {
  test("French: dates, figures and a French summary to download", async ({ page, request }) => {
    await openHydrated(page, "/fr/reports");
    await expectDocument(
      page,
      "fr",
      "ltr",
      "Études sectorielles sur la revente de luxe et l’authentification | Collect",
      "Études sectorielles",
    );
    const first = page.locator("[data-report=luxury-resale-market-2026]");
    await expect(first.locator("time")).toHaveText("2 novembre 2026");
    await expect(first.locator("time")).toHaveAttribute("datetime", "2026-11-02");
    const fraud = page.locator("[data-report=return-fraud-and-trust]");
    expect(await fraud.locator("h4 + ul li").first().textContent()).toBe(
      "La fraude aux retours dans le commerce de détail est estimée à 101\u00a0Md\u00a0$US.",
    );
    const link = fraud.getByRole("link", {
      name: "Télécharger le résumé (TXT) : Fraude aux retours et déficit de confiance",
      exact: true,
    });
    await expect(link).toHaveAttribute("href", "/reports/return-fraud-and-trust.fr.txt");
    const file = await request.get("/reports/return-fraud-and-trust.fr.txt");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-language"]).toBe("fr");
    const body = await file.text();
    expect(body.startsWith("Fraude aux retours et déficit de confiance\n")).toBe(true);
    for (const insight of await fraud.locator("h4 + ul li").allTextContents())
      expect(body).toContain(`- ${insight.trim()}`);
    // The real download counts, read from the server once the page shows (decision 025).
    await expect(page.locator("[data-downloads]")).toHaveCount(4);
    for (const count of await page.locator("[data-downloads]").allTextContents())
      expect(count).toMatch(/^\d+ téléchargements?$/);
    const list = (await jsonLd(page)).find((d) => d["@type"] === "ItemList") as {
      itemListElement: { item: { inLanguage: string; url: string } }[];
    };
    expect(list.itemListElement.map((e) => e.item.inLanguage)).toEqual(["fr", "fr", "fr", "fr"]);
    expect(list.itemListElement[3]?.item.url).toMatch(/\/reports\/return-fraud-and-trust\.fr\.txt$/);
  });

  test("Italian and Arabic: dates in each language, Arabic right to left and axe clean", async ({
    page,
    watch,
  }) => {
    await openHydrated(page, "/it/reports");
    await expectDocument(
      page,
      "it",
      "ltr",
      "Report di settore sulla rivendita di lusso e l’autenticazione | Collect",
      "Report di settore",
    );
    await expect(page.locator("[data-report=handbag-counterfeit-trends] time")).toHaveText("12 ottobre 2026");
    await expect(page.locator("[data-report=watch-authentication-review] h4 + ul li").last()).toHaveText(
      "I lotti in asta vanno autenticati prima della catalogazione: le verifiche pre-vendita richiedono 48-72 ore.",
    );

    await openHydrated(page, "/ae/reports");
    await expectDocument(
      page,
      "ar",
      "rtl",
      "تقارير قطاعية عن إعادة بيع السلع الفاخرة وتوثيقها | Collect",
      "التقارير القطاعية",
    );
    await expect(page.locator("[data-report=luxury-resale-market-2026] time")).toHaveText("2 نوفمبر 2026");
    await expect(page.locator("[data-report=return-fraud-and-trust] h4 + ul li").nth(1)).toHaveText(
      "يشير المستهلكون إلى فجوة ثقة تبلغ 45\u200e%\u200e عند شراء السلع الفاخرة المستعملة عبر الإنترنت.",
    );
    await expectNoAxeViolations(page, "/ae/reports");
    expect(watch.errors).toEqual([]);
  });
});

test.describe("/what-we-authenticate in French, Italian and Arabic", () => {
  test("the page speaks the prefix's language, with the brand names isolated in Arabic", async ({
    page,
    request,
  }) => {
    await openHydrated(page, "/fr/what-we-authenticate");
    await expectDocument(
      page,
      "fr",
      "ltr",
      "Les marques que nous authentifions | Collect",
      "DÉCOUVREZ LES MARQUES QUE NOUS AUTHENTIFIONS",
    );
    await expect(page.getByRole("heading", { name: "Votre marque n’y figure pas ?" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Catégories" })).toBeVisible();
    const collection = (await jsonLd(page)).find((d) => d["@type"] === "CollectionPage");
    expect(collection?.inLanguage).toBe("fr");

    await openHydrated(page, "/it/what-we-authenticate");
    await expectDocument(
      page,
      "it",
      "ltr",
      "I marchi che autentichiamo | Collect",
      "SCOPRITE I MARCHI CHE AUTENTICHIAMO",
    );

    await openHydrated(page, "/ae/what-we-authenticate");
    await expectDocument(
      page,
      "ar",
      "rtl",
      "العلامات التجارية التي نوثّقها | Collect",
      "اكتشف العلامات التجارية التي نوثّقها",
    );
    await expect(page.locator("main li bdi")).toHaveCount(411);
    await expect(page.locator("main li bdi", { hasText: "Tiffany & Co." })).toHaveCount(1);
    // English pages carry no isolation marks around the names.
    const english = await (await request.get("/what-we-authenticate")).text();
    expect(english).not.toContain("<bdi>");
  });
});

test.describe("at a phone's width", () => {
  test("the longer French and Arabic figures fit: nothing in the page scrolls sideways", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem("collect-cookie-consent", "false"));
    for (const path of ["/fr/business", "/ae/business", "/fr/services", "/ae/reports"]) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      // Measured on the page's own content: the chrome around it is another page group's.
      const overflow = await page.evaluate(() => {
        const main = document.querySelector("main");
        return main ? main.scrollWidth - main.clientWidth : Number.NaN;
      });
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
