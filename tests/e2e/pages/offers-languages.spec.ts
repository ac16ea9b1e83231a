import type { Page } from "@playwright/test";
import { jsonLd } from "../fixtures/page.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

/**
 * The offers pages in French, Italian and Arabic: their words, their figures written as each
 * language writes them, and the left-to-right islands of the Arabic pages. Texts are compared
 * character for character (no-break spaces, bidi marks), so they are read with textContent.
 */

const nbsp = "\u00a0";
const nnbsp = "\u202f";
const rlm = "\u200f";
/** The left-to-right mark that closes an Arabic amount (formatCurrencyIn). */
const lrm = "\u200e";
const lri = "\u2066";
const pdi = "\u2069";

async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().textContent()) ?? "";
}

async function expectDocument(page: Page, lang: string, dir: "ltr" | "rtl", title: string, h1: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
  expect(await page.title()).toBe(title);
  expect(await text(page, "main h1")).toBe(h1);
}

/** The JSON-LD blocks of the page that state a language, by type. */
async function languages(page: Page): Promise<Record<string, unknown>> {
  const blocks = await jsonLd(page);
  return Object.fromEntries(blocks.filter((b) => "inLanguage" in b).map((b) => [b["@type"], b.inLanguage]));
}

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page, "false");
});

test.describe("/pricing in three languages", () => {
  test("French: words, prices in the French USD form, FAQ and JSON-LD", async ({ page, watch }) => {
    await page.goto("/fr/pricing");
    await hydrated(page);
    await expectDocument(
      page,
      "fr",
      "ltr",
      `Tarifs${nnbsp}: Collect Cards, crédits d’authentification et offres professionnelles`,
      "Des tarifs simples, pour les collectionneurs comme pour les professionnels",
    );
    expect(await text(page, '[data-product="ai-authentication"] [data-price]')).toBe(
      `5 crédits (5${nbsp}$US)`,
    );
    expect(await text(page, '[data-product="virtual-card"] [data-price]')).toBe("Gratuite");
    expect(await text(page, '[data-section="subscription"] [data-price]')).toBe(`9,99${nbsp}$US par mois`);
    const plans = page.locator('[data-table="business-plans"] tbody tr');
    expect(await plans.nth(1).locator("th").textContent()).toBe("AuthenticateLa plus choisie");
    expect(await plans.nth(1).locator("td").allTextContents()).toEqual([
      `369${nbsp}$US`,
      "40",
      `9${nbsp}$US`,
      `3${nnbsp}749${nbsp}$US`,
    ]);
    expect(await page.locator('[data-table="prepaid-credits"] tbody tr').allTextContents()).toEqual([
      `1 k7,50${nbsp}$US`,
      `5 k6,25${nbsp}$US`,
      `20 k5,00${nbsp}$US`,
    ]);
    expect(await text(page, '[data-fact="annual-saving"] strong')).toBe(`environ 15${nbsp}%`);
    expect(await text(page, "details[data-faq] summary")).toBe(`Combien coûte une authentification${nnbsp}?`);
    await expect(page.getByRole("link", { name: "Contacter l’équipe commerciale" })).toHaveAttribute(
      "href",
      "/fr/contact-us",
    );
    expect(await languages(page)).toMatchObject({ Product: "fr", FAQPage: "fr" });
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      new RegExp(`^Tarifs à partir de 49${nbsp}\\$US\\. Une Collect Card virtuelle gratuite`),
    );
    expect(watch.errors).toEqual([]);
  });

  test("Italian: words and the Italian USD form", async ({ page }) => {
    await page.goto("/it/pricing");
    await expectDocument(
      page,
      "it",
      "ltr",
      "Prezzi: Collect Card, crediti di autenticazione e piani business",
      "Prezzi semplici per collezionisti e aziende",
    );
    expect(await text(page, '[data-section="subscription"] [data-price]')).toBe(`9,99${nbsp}USD al mese`);
    const plans = page.locator('[data-table="business-plans"] tbody tr');
    expect(await plans.nth(2).locator("td").last().textContent()).toBe(`6789${nbsp}USD`);
    expect(await page.locator('[data-table="prepaid-credits"] tbody th').allTextContents()).toEqual([
      "1K",
      "5K",
      "20K",
    ]);
    expect(await text(page, '[data-fact="annual-saving"] strong')).toBe("circa il 15%");
    await expect(page.locator('[data-section="how-it-works"] ol > li h3')).toHaveText([
      "Passaggio 1: Create la vostra carta gratuita",
      "Passaggio 2: Aggiungete crediti o abbonatevi",
      "Passaggio 3: Autenticate e accumulate punti",
    ]);
  });

  test("Arabic: right to left, no English, prices in left-to-right islands, axe clean", async ({
    page,
    watch,
  }) => {
    await page.goto("/ae/pricing");
    await hydrated(page);
    await expectDocument(
      page,
      "ar",
      "rtl",
      "الأسعار: بطاقات Collect Card ووحدات التوثيق وباقات الأعمال",
      "أسعار واضحة لهواة الجمع وللشركات",
    );
    // The question reads in Arabic, its question mark at its end: no English sentence turned around.
    expect(await page.locator("details[data-faq] summary").allTextContents()).toEqual([
      "كم تكلّف عملية توثيق واحدة؟",
      "هل يمكنني تغيير باقتي أو إلغاؤها؟",
      "كيف أحصل على بطاقة Collect Card المادية؟",
      "هل توفّر باقات الأعمال فوترة سنوية أو وحدات مسبقة الدفع؟",
    ]);
    await expect(page.locator("main")).not.toContainText("What does one authentication cost");
    expect(await text(page, '[data-product="ai-authentication"] [data-price]')).toBe(
      `5 وحدات (${lri}${rlm}5${nbsp}US$${lrm}${pdi})`,
    );
    expect(await text(page, '[data-section="subscription"] [data-price]')).toBe(
      `${lri}${rlm}9.99${nbsp}US$${lrm}${pdi} شهرياً`,
    );
    const cells = page.locator('[data-table="business-plans"] tbody tr').first().locator("td bdi");
    expect(await cells.evaluateAll((els) => els.map((e) => [e.getAttribute("dir"), e.textContent]))).toEqual([
      ["ltr", `${rlm}99${nbsp}US$${lrm}`],
      ["ltr", `${rlm}10${nbsp}US$${lrm}`],
      ["ltr", `${rlm}999${nbsp}US$${lrm}`],
    ]);
    expect(await page.locator('[data-table="prepaid-credits"] td bdi[dir="ltr"]').allTextContents()).toEqual([
      `${rlm}7.50${nbsp}US$${lrm}`,
      `${rlm}6.25${nbsp}US$${lrm}`,
      `${rlm}5.00${nbsp}US$${lrm}`,
    ]);
    expect(await languages(page)).toMatchObject({ Product: "ar", FAQPage: "ar" });
    await page.locator("details[data-faq] summary").first().click();
    await expect(page.locator("main")).toContainText("تكلّف عملية التوثيق بالذكاء الاصطناعي 5 وحدات، أي");
    await expectNoAxeViolations(page, "/ae/pricing");
    expect(watch.errors).toEqual([]);
  });
});

test.describe("/benefits, /collect-card and /rewards-and-benefits in three languages", () => {
  test("French benefits: blocks, steps and the pricing link in the region", async ({ page }) => {
    await page.goto("/fr/benefits");
    await expectDocument(
      page,
      "fr",
      "ltr",
      `Avantages${nnbsp}: assurance VaultCare, revente facilitée, crédit et garantie | Collect`,
      "Ce qu’un objet authentifié vous ouvre",
    );
    await expect(page.locator("main h2")).toHaveText([
      "VaultCare Insurance",
      "Revente facilitée",
      "Crédit et garantie",
      "Trois étapes vers vos avantages",
    ]);
    await expect(
      page.getByRole("list", { name: `Revente facilitée${nnbsp}: ce qui est inclus` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Voir les tarifs" })).toHaveAttribute("href", "/fr/pricing");
    expect(await languages(page)).toMatchObject({ ItemList: "fr" });
  });

  test("Arabic benefits and Italian collect card", async ({ page }) => {
    await page.goto("/ae/benefits");
    await expectDocument(
      page,
      "ar",
      "rtl",
      "المزايا: تأمين VaultCare وإعادة بيع سهلة والائتمان والضمان | Collect",
      "ما تتيحه لك القطعة الموثّقة",
    );
    await expect(page.locator("main h2").nth(1)).toHaveText("إعادة بيع سهلة");
    await expect(page.locator('[data-section="benefits-steps"] ol > li h3').first()).toHaveText(
      "الخطوة 1: وثّق",
    );

    await page.goto("/it/collect-card");
    await expectDocument(
      page,
      "it",
      "ltr",
      "Collect Card: carte fisica e virtuale per gli oggetti autenticati",
      "Una sola carta per tutto ciò che possedete",
    );
    expect(await text(page, '[data-section="virtual-card"] [data-price]')).toBe("Gratuita");
    expect(await text(page, '[data-section="physical-card"] [data-price]')).toBe(
      "Solo presso i rivenditori autorizzati",
    );
    await expect(page.locator('[data-section="points-system"]')).toContainText(
      "Gli abbonati Vault accumulano punti doppi.",
    );
  });

  test("French collect card", async ({ page }) => {
    await page.goto("/fr/collect-card");
    await expectDocument(
      page,
      "fr",
      "ltr",
      `Collect Card${nnbsp}: cartes physique et virtuelle pour vos objets authentifiés`,
      "Une seule carte pour tout ce que vous possédez",
    );
    expect(await text(page, '[data-section="virtual-card"] [data-price]')).toBe("Gratuite");
    await expect(
      page.getByRole("link", { name: "Voir les récompenses et les offres hôtelières" }),
    ).toHaveAttribute("href", "/fr/rewards-and-benefits");
  });

  test("Italian rewards: regions and offers worded with their figures", async ({ page }) => {
    await page.goto("/it/rewards-and-benefits");
    await expectDocument(
      page,
      "it",
      "ltr",
      "Premi e vantaggi: punti e offerte negli hotel di lusso | Collect",
      "La vostra collezione, premiata",
    );
    await expect(page.locator("[data-region] h3")).toHaveText([
      "Stati Uniti, Caraibi e Sud America",
      "Europa",
      "Africa e Medio Oriente",
      "Asia e Oceano Indiano",
    ]);
    await expect(page.locator("#hotels-europe")).toContainText("7 notti al prezzo di 6");
    await expect(page.locator("#hotels-americas")).toContainText("Fino al 25% di sconto");
  });

  test("Arabic rewards: the partner count in the Arabic form; the carousel speaks Arabic", async ({
    page,
    watch,
  }) => {
    await page.goto("/ae/rewards-and-benefits");
    await hydrated(page);
    await expectDocument(
      page,
      "ar",
      "rtl",
      "المكافآت والمزايا: النقاط وعروض الفنادق الفاخرة | Collect",
      "مجموعتك تستحق المكافأة",
    );
    // The claims write "at least 50" as "+50" in Arabic, which reads right to left as "50+".
    expect(await text(page, '[data-section="hero"] [data-partners]')).toBe("+50");
    await expect(page.locator('[data-section="hero"]')).toContainText(
      "3 ليالٍ بسعر 2، أو 4 بسعر 3، أو 7 بسعر 6",
    );
    await expect(page.locator("#region-europe")).toHaveText("أوروبا");
    const carousel = page.locator("#hotels-europe");
    await carousel.getByRole("button", { name: "العرض التالي" }).click();
    await expect(carousel.locator("[aria-live]")).toHaveText(/^العرض 2 من 4: /);
    expect(await languages(page)).toMatchObject({ ItemList: "ar" });
    await expectNoAxeViolations(page, "/ae/rewards-and-benefits");
    expect(watch.errors).toEqual([]);
  });
});
