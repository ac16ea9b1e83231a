import type { Page } from "@playwright/test";
import { jsonLd } from "../fixtures/page.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

// The content pages (guides, FAQ, guarantee, multi-agent, about, partnerships) in French, Italian
// and Arabic: the document's language and direction, the title and h1 in the language, figures
// written the language's way, and no English frame left inside the page. Expected texts are
// literal, with their no-break spaces (\u00a0, \u202f) and Arabic direction marks (\u200e, \u200f).

test.beforeEach(async ({ page }) => {
  await withStoredConsent(page, "false");
});

test.afterEach(async ({ watch }) => {
  expect(watch.cspViolations).toEqual([]);
  expect(watch.errors).toEqual([]);
});

type Prefix = "/fr" | "/it" | "/ae";
const documentLanguage: Record<Prefix, [lang: string, dir: string]> = {
  "/fr": ["fr", "ltr"],
  "/it": ["it", "ltr"],
  "/ae": ["ar", "rtl"],
};

/** Each page's h1 per language; the title is the page's name followed by " | Collect". */
const pages: { path: string; title: Record<Prefix, string>; h1: Record<Prefix, string> }[] = [
  {
    path: "/faq/authentication",
    title: {
      "/fr": "FAQ sur l’authentification",
      "/it": "Domande frequenti sull’autenticazione",
      "/ae": "الأسئلة الشائعة حول التوثيق",
    },
    h1: {
      "/fr": "FAQ sur l’authentification",
      "/it": "Domande frequenti sull’autenticazione",
      "/ae": "الأسئلة الشائعة حول التوثيق",
    },
  },
  {
    path: "/financial-guarantee",
    title: { "/fr": "Garantie financière", "/it": "Garanzia finanziaria", "/ae": "الضمان المالي" },
    h1: { "/fr": "Garantie financière", "/it": "Garanzia finanziaria", "/ae": "الضمان المالي" },
  },
  {
    path: "/multi-agent-authentication",
    title: {
      "/fr": "Authentification multi-agents",
      "/it": "Autenticazione multi-agente",
      "/ae": "التوثيق متعدد الوكلاء",
    },
    h1: {
      "/fr": "Authentification multi-agents",
      "/it": "Autenticazione multi-agente",
      "/ae": "التوثيق متعدد الوكلاء",
    },
  },
  {
    path: "/about",
    title: { "/fr": "À propos", "/it": "Chi siamo", "/ae": "من نحن" },
    h1: {
      "/fr": "Nous aidons le monde à se fier à ce qu’il collectionne",
      "/it": "Aiutiamo il mondo a fidarsi di ciò che colleziona",
      "/ae": "نساعد العالم على الثقة بما يقتنيه",
    },
  },
  {
    path: "/partnerships/guest-posts",
    title: {
      "/fr": "Articles invités, profils d’experts et médias",
      "/it": "Articoli ospiti, profili di esperti e media",
      "/ae": "مقالات الضيوف وملفات الخبراء ووسائل الإعلام",
    },
    h1: {
      "/fr": "Articles invités, profils d’experts et médias",
      "/it": "Articoli ospiti, profili di esperti e media",
      "/ae": "مقالات الضيوف وملفات الخبراء ووسائل الإعلام",
    },
  },
  {
    path: "/partnerships/auction-houses",
    title: {
      "/fr": "L’authentification pour les maisons de ventes",
      "/it": "Autenticazione per le case d’asta",
      "/ae": "التوثيق لدور المزادات",
    },
    h1: {
      "/fr": "L’authentification pour les maisons de ventes",
      "/it": "Autenticazione per le case d’asta",
      "/ae": "التوثيق لدور المزادات",
    },
  },
  {
    path: "/guides/rolex-authentication",
    title: {
      "/fr": "Comment authentifier une Rolex",
      "/it": "Come autenticare un Rolex",
      "/ae": "كيف توثّق ساعة Rolex",
    },
    h1: {
      "/fr": "Comment authentifier une Rolex",
      "/it": "Come autenticare un Rolex",
      "/ae": "كيف توثّق ساعة Rolex",
    },
  },
  {
    path: "/guides/handbag-authentication",
    title: {
      "/fr": "Comment authentifier un sac de créateur",
      "/it": "Come autenticare una borsa firmata",
      "/ae": "كيف توثّق حقيبة يد من دار أزياء",
    },
    h1: {
      "/fr": "Comment authentifier un sac de créateur",
      "/it": "Come autenticare una borsa firmata",
      "/ae": "كيف توثّق حقيبة يد من دار أزياء",
    },
  },
  {
    path: "/guides/fraud-prevention",
    title: {
      "/fr": "Guide de prévention de la fraude dans le luxe",
      "/it": "Guida alla prevenzione delle frodi nel lusso",
      "/ae": "دليل الوقاية من الاحتيال في السلع الفاخرة",
    },
    h1: {
      "/fr": "Guide de prévention de la fraude dans le luxe",
      "/it": "Guida alla prevenzione delle frodi nel lusso",
      "/ae": "دليل الوقاية من الاحتيال في السلع الفاخرة",
    },
  },
];

/** The `inLanguage` of the page's own JSON-LD (the first block that states one). */
async function structuredDataLanguage(page: Page): Promise<unknown> {
  return (await jsonLd(page)).find((d) => typeof d.inLanguage === "string")?.inLanguage;
}

test.describe("every content page in French, Italian and Arabic", () => {
  for (const { path, title, h1 } of pages) {
    for (const prefix of ["/fr", "/it", "/ae"] as const) {
      test(`${prefix}${path}: language, direction, title, h1, no English frame`, async ({ page }) => {
        await page.goto(`${prefix}${path}`);
        const [lang, dir] = documentLanguage[prefix];
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page).toHaveTitle(`${title[prefix]} | Collect`);
        await expect(page.locator("h1")).toHaveText(h1[prefix]);
        // The words are the page's own: nothing inside the page says it is English.
        await expect(page.locator('main [lang="en"]')).toHaveCount(0);
        if (path !== "/partnerships/auction-houses") expect(await structuredDataLanguage(page)).toBe(lang);
      });
    }
  }

  for (const { path } of pages) {
    test(`/ae${path}: axe clean right to left`, async ({ page }) => {
      test.slow();
      await page.goto(`/ae${path}`);
      await hydrated(page);
      await expectNoAxeViolations(page, `/ae${path}`);
    });
  }
});

test.describe("/faq/authentication", () => {
  test("French: stat cards, answers with French figures, FAQPage JSON-LD in French", async ({ page }) => {
    await page.goto("/fr/faq/authentication");
    await expect(page.locator("[data-stat] dd")).toHaveText([
      "99,9\u00a0%",
      "24-48 h",
      "149\u00a0$US+",
      "200+",
    ]);
    await expect(page.locator("[data-stat] dt")).toHaveText([
      "Précision",
      "Délai habituel",
      "Prix de départ",
      "Marques",
    ]);
    const pricing = page.locator("#faq-pricing");
    await expect(pricing).toContainText(
      "Oui\u202f: 15\u00a0% de remise lorsque vous faites authentifier 3 objets ensemble, et 25\u00a0% pour 5 objets ou plus.",
    );
    await expect(pricing).toContainText(
      "Pour les objets de plus de 1\u202f000\u00a0$US, vous pouvez répartir le coût sur 2-3 mensualités.",
    );
    const faq = (await jsonLd(page)).find((d) => d["@type"] === "FAQPage") as {
      inLanguage: string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.inLanguage).toBe("fr");
    expect(faq.mainEntity[0]?.name).toBe("Qu’est-ce que l’authentification d’un objet de luxe\u202f?");
    expect(faq.mainEntity[1]?.acceptedAnswer.text).toContain("atteint une précision de 99,9\u00a0%.");
  });

  test("Italian and Arabic: the stat cards in each language's numbers", async ({ page }) => {
    await page.goto("/it/faq/authentication");
    await expect(page.locator("[data-stat] dd")).toHaveText(["99,9%", "24-48 h", "149\u00a0USD+", "200+"]);
    await page.goto("/ae/faq/authentication");
    await expect(page.locator("[data-stat] dd")).toHaveText([
      "99.9\u200e%\u200e",
      "24-48 ساعة",
      "+\u200f149\u00a0US$\u200e",
      "+200",
    ]);
    await expect(page.getByRole("heading", { level: 2, name: "هل لديك أسئلة أخرى؟" })).toBeVisible();
  });
});

test.describe("/financial-guarantee", () => {
  test("French: amounts, fee bands and business cover in French", async ({ page }) => {
    await page.goto("/fr/financial-guarantee");
    await expect(page.locator("#fg-replica ~ dl dd, #fg-authentic ~ dl dd")).toHaveText([
      "2\u202f000\u00a0$US",
      "5\u202f000\u00a0$US",
      "200\u00a0$US",
      "500\u00a0$US",
    ]);
    await expect(page.locator("main table tbody th")).toHaveText([
      "moins de 500\u00a0$US",
      "de 500\u00a0$US à 999",
      "1\u202f000\u00a0$US et plus",
    ]);
    await expect(page.locator("main table tbody td")).toHaveText([
      "100\u00a0$US",
      "150\u00a0$US",
      "200\u00a0$US",
    ]);
    await expect(page.locator("main")).toContainText("180 à 365 jours");
    await expect(page.locator("main")).toContainText(
      "Pour être couverts, les objets dont la confiance est inférieure à 95\u00a0% doivent passer par une revue humaine.",
    );
  });

  test("the calculator reads and answers in the page's language", async ({ page }) => {
    test.slow();
    await page.goto("/fr/financial-guarantee");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Calculez vos frais de contestation" });
    const input = form.getByLabel("Indemnisation annoncée (USD)");
    const status = form.getByRole("status");
    await expect(form).toContainText("par exemple 750 ou 1\u202f250.");
    await expect(status).toHaveText(
      "Saisissez l’indemnisation annoncée pour connaître les frais de contestation.",
    );
    await input.fill("1 250");
    await expect(status.getByTestId("dispute-fee")).toHaveText("200\u00a0$US");
    await expect(status).toContainText(
      "Une indemnisation annoncée de 1\u202f250\u00a0$US relève de la tranche 1\u202f000\u00a0$US et plus.",
    );
    await input.fill("499,99");
    await expect(status.getByTestId("dispute-fee")).toHaveText("100\u00a0$US");
    await input.fill("0");
    await expect(status).toHaveText("L’indemnisation annoncée doit être supérieure à 0\u00a0$US.");
    await expect(input).toHaveAttribute("aria-invalid", "true");

    await page.goto("/it/financial-guarantee");
    await hydrated(page);
    const it = page.getByRole("form", { name: "Calcola il costo della contestazione" });
    await it.getByLabel("Indennizzo indicato (USD)").fill("1.250");
    await expect(it.getByTestId("dispute-fee")).toHaveText("200\u00a0USD");
    await expect(it.getByRole("status")).toContainText(
      "Un indennizzo indicato di 1250\u00a0USD rientra nella fascia",
    );

    await page.goto("/ae/financial-guarantee");
    await hydrated(page);
    const ar = page.getByRole("form", { name: "احسب رسوم الاعتراض" });
    await ar.getByLabel("التعويض المعروض (بالدولار الأمريكي)").fill("٧٥٠");
    await expect(ar.getByTestId("dispute-fee")).toHaveText("\u200f150\u00a0US$\u200e");
    await expect(ar.getByRole("status")).toContainText("تُرد كاملة إذا قُبل الاعتراض.");
  });

  test("Arabic: the sample certificate in Arabic, its ID left to right", async ({ page }) => {
    test.slow();
    await page.goto("/ae/financial-guarantee");
    await hydrated(page);
    await page.getByRole("button", { name: "عرض نموذج للشهادة" }).click();
    const dialog = page.getByRole("dialog", { name: "شهادة الأصالة" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("[data-field=result]")).toHaveText("أصلية");
    await expect(dialog.locator("[data-field=confidence]")).toHaveText("98.6\u200e%\u200e");
    await expect(dialog.locator("[data-field=value]")).toHaveText(
      "\u200f14,500\u00a0US$\u200e – \u200f17,800\u00a0US$\u200e",
    );
    await expect(dialog.locator("[data-field=id] [dir=ltr]")).toHaveText("CC-2025-HB-48217");
    await expectNoAxeViolations(page, "Arabic sample certificate");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });
});

test.describe("/multi-agent-authentication", () => {
  test("the pipeline's figures in French and Arabic", async ({ page }) => {
    await page.goto("/fr/multi-agent-authentication");
    await expect(page.locator("main dl dd")).toHaveText(["99,8\u00a0%", "15+", "50\u00a0M+", "3"]);
    await expect(page.locator("main")).toContainText("Moteur de vision");
    await page.goto("/ae/multi-agent-authentication");
    await expect(page.locator("main dl dd")).toHaveText(["99.8\u200e%\u200e", "+15", "+50\u00a0مليون", "3"]);
    await expect(page.locator("main")).toContainText("محرك الرؤية");
  });
});

test.describe("/about and partnerships", () => {
  test("about: the city, the award and the counts in French and Italian", async ({ page }) => {
    await page.goto("/fr/about");
    const story = page.locator("#story");
    await expect(story).toContainText(
      "Lauréats du titre «\u202f2e meilleure start-up blockchain européenne 2024/25\u202f», pour avoir enregistré",
    );
    await expect(story).toContainText("Nous authentifions plus de 300 marques dans 11 catégories");
    await expect(page.locator("main")).toContainText(
      "Une équipe de spécialistes de l’authentification et d’ingénieurs basée à Londres",
    );
    await page.goto("/it/about");
    await expect(page.locator("main")).toContainText("con sede a Londra");
  });

  test("partnerships: turnarounds and word counts in the page's language", async ({ page }) => {
    await page.goto("/fr/partnerships/auction-houses");
    await expect(page.locator("[data-auction-service] p.text-gold")).toHaveText([
      "48 à 72 heures",
      "24 à 48 heures",
      "5 à 10 jours ouvrés",
      "le jour même",
    ]);
    await page.goto("/fr/partnerships/guest-posts");
    await expect(page.locator("main")).toContainText("Articles de 1\u202f200 à 2\u202f500 mots");
    await page.goto("/it/partnerships/guest-posts");
    await expect(page.locator("main")).toContainText("Articoli da 1200 a 2500 parole");
  });
});

test.describe("guides", () => {
  test("Rolex in French: date, reading time, 2,5 fois, the table in French", async ({ page }) => {
    await page.goto("/fr/guides/rolex-authentication");
    await expect(page.locator("main header")).toContainText(
      "Mis à jour le 22 novembre 2026 · 9 min de lecture",
    );
    await expect(page.locator("#checks")).toContainText("la grossit 2,5 fois");
    await expect(page.locator("#models table thead th")).toHaveText([
      "Modèle",
      "Difficulté",
      "Défauts fréquents",
    ]);
    await expect(page.locator("#models table tbody tr").first()).toContainText("Très élevée");
  });

  test("Rolex in Arabic: model names and figures kept left to right", async ({ page }) => {
    await page.goto("/ae/guides/rolex-authentication");
    await expect(page.locator("main header")).toContainText("آخر تحديث 22 نوفمبر 2026 · 9 دقائق للقراءة");
    await expect(page.locator("#models table tbody th [dir=ltr]")).toHaveText([
      "Submariner",
      "Daytona",
      "GMT-Master II",
      "Day-Date",
      "Datejust",
      "Oyster Perpetual",
    ]);
    await expect(page.locator("#models table thead th")).toHaveText([
      "الطراز",
      "الصعوبة",
      "المشكلات الشائعة",
    ]);
  });

  test("handbag and fraud guides quote the shared figures in the page's language", async ({ page }) => {
    await page.goto("/fr/guides/handbag-authentication");
    await expect(page.locator("#professional")).toContainText(
      "Une authentification professionnelle coûte en général 150–500\u00a0$US et prend 2 à 5 jours ouvrés. La nôtre commence à 149\u00a0$US et prend 24 à 48 heures",
    );
    await page.goto("/fr/guides/fraud-prevention");
    await expect(page.locator("#scams")).toContainText("est estimée à 101\u00a0Md\u00a0$US");
    const article = (await jsonLd(page)).find((d) => d["@type"] === "Article") as {
      inLanguage: string;
      author: { name: string };
    };
    expect(article).toMatchObject({
      inLanguage: "fr",
      author: { name: "L’équipe d’authentification Collect" },
    });
    await page.goto("/it/guides/fraud-prevention");
    await expect(page.locator("#professional")).toContainText("Con noi le borse partono da 149\u00a0USD");
  });
});
