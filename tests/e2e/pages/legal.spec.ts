import { htmlText, jsonLd, openHydrated } from "../fixtures/page.ts";
import { testPort } from "../fixtures/site.ts";
import { expect, expectNoAxeViolations, test, withStoredConsent } from "../fixtures/test.ts";

/**
 * The legal texts (/terms, /privacy, /cookies) in French, Italian and Arabic: each translated in
 * full, saying under its summary that the English version prevails, dated in its language, and in
 * Arabic with its addresses and cookie names kept left to right. Also the home hero's legal links.
 */

const prevailing = {
  fr: "Le présent document est une traduction de la version originale en anglais. En cas de divergence entre les deux versions, la version anglaise prévaut.",
  it: "Il presente documento è una traduzione dell’originale in lingua inglese. In caso di discrepanza tra le due versioni, prevale la versione inglese.",
  ar: "هذه الوثيقة ترجمة للنص الأصلي باللغة الإنجليزية، وفي حال وجود أي اختلاف بين النصّين يُعتدّ بالنص الإنجليزي.",
} as const;

const languages = [
  { prefix: "/fr", lang: "fr", dir: "ltr", updated: "Dernière mise à jour\u202f: 21 novembre 2026" },
  { prefix: "/it", lang: "it", dir: "ltr", updated: "Ultimo aggiornamento: 21 novembre 2026" },
  { prefix: "/ae", lang: "ar", dir: "rtl", updated: "آخر تحديث: 21 نوفمبر 2026" },
] as const;

/** Each page's title, one section heading and one sentence with a figure, per language. */
const expected = {
  terms: {
    fr: {
      h1: "Conditions générales d’utilisation",
      heading: "Droit applicable, litiges et contact",
      text: "Nous répondons aux messages envoyés à privacy@collect.example.com sous 5\u00a0jours ouvrés.",
    },
    it: {
      h1: "Condizioni generali di servizio",
      heading: "Legge applicabile, controversie e contatti",
      text: "Rispondiamo ai messaggi inviati a privacy@collect.example.com entro 5 giorni lavorativi.",
    },
    ar: {
      h1: "شروط الخدمة",
      heading: "القانون الواجب التطبيق والنزاعات والتواصل",
      text: "ونردّ على الرسائل المرسلة إلى privacy@collect.example.com خلال 5 أيام عمل.",
    },
  },
  privacy: {
    fr: {
      h1: "Politique de confidentialité",
      heading: "Exercer vos droits",
      text: "et la met à votre disposition sous 30\u00a0jours.",
    },
    it: {
      h1: "Informativa sulla privacy",
      heading: "Esercizio dei suoi diritti",
      text: "e la mette a sua disposizione entro 30 giorni.",
    },
    ar: {
      h1: "سياسة الخصوصية",
      heading: "ممارسة حقوقك",
      text: "ويتيحها لك خلال 30 يومًا.",
    },
  },
  cookies: {
    fr: {
      h1: "Politique relative aux cookies",
      heading: "Les cookies que nous utilisons",
      text: "jusqu’à 2\u00a0ans",
    },
    it: {
      h1: "Informativa sui cookie",
      heading: "I cookie che utilizziamo",
      text: "fino a 2 anni",
    },
    ar: {
      h1: "سياسة ملفات تعريف الارتباط",
      heading: "ملفات تعريف الارتباط التي نستخدمها",
      text: "حتى سنتين",
    },
  },
} as const;

test.describe("legal texts in French, Italian and Arabic", () => {
  for (const { prefix, lang, dir, updated } of languages) {
    for (const kind of ["terms", "privacy", "cookies"] as const) {
      const path = `${prefix}/${kind}`;
      const words = expected[kind][lang];
      test(`${path}: h1, title, lang and dir, the prevailing English, the date and a figure`, async ({
        page,
        watch,
      }) => {
        await openHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("html")).toHaveAttribute("dir", dir);
        await expect(page.locator("main h1")).toHaveText(words.h1);
        await expect(page).toHaveTitle(`${words.h1} | Collect`);
        // The text is no longer marked as English inside the translated page.
        await expect(page.locator("main article")).not.toHaveAttribute("lang", /.*/);
        await expect(page.locator("main [data-legal=prevailing]")).toHaveText(prevailing[lang]);
        await expect(page.locator("main time")).toHaveText(updated);
        await expect(page.locator("main h2", { hasText: words.heading })).toHaveCount(1);
        await expect(page.locator("main")).toContainText(words.text);
        await expect(page.locator("main")).not.toContainText("This document is available in English.");
        expect(watch.errors).toEqual([]);
      });
    }
  }

  test("the English texts carry no prevailing sentence and keep their British date", async ({ page }) => {
    for (const kind of ["terms", "privacy", "cookies"] as const) {
      await openHydrated(page, `/${kind}`);
      await expect(page.locator("main [data-legal=prevailing]")).toHaveCount(0);
      await expect(page.locator("main time")).toHaveText("Last updated: 21 November 2026");
    }
  });

  test("meta description, keywords and breadcrumb in French", async ({ page, request }) => {
    const html = await htmlText(request, "/fr/privacy");
    expect(html).toContain(
      "Comment Collect collecte, utilise, partage et protège les données personnelles sur ce site web et sur notre site de connexion",
    );
    await openHydrated(page, "/fr/privacy");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Comment Collect collecte, utilise, partage et protège les données personnelles/,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      "content",
      "politique de confidentialité, RGPD, protection des données, données personnelles, droits sur les données",
    );
    const trail = (await jsonLd(page)).find((d) => d["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(trail.itemListElement.map((step) => step.name)).toEqual([
      "Accueil",
      "Politique de confidentialité",
    ]);
  });

  test("Arabic: addresses and cookie names are left-to-right islands", async ({ page }) => {
    await openHydrated(page, "/ae/privacy");
    const contact = page.locator("#contact");
    await expect(contact.locator("bdi[dir=ltr]")).toHaveText([
      "privacy@collect.example.com",
      `http://localhost:${testPort}/contact-us`,
    ]);
    // The full stop stays outside the island, at the end of the Arabic sentence.
    await expect(contact.locator("p")).toContainText(`http://localhost:${testPort}/contact-us. ونردّ`);

    await openHydrated(page, "/ae/cookies");
    const table = page.locator("#cookies-we-use table");
    await expect(table.locator("th")).toHaveText(["الاسم", "النوع", "الغرض", "الفئة", "مدة الاحتفاظ"]);
    await expect(table.locator("tbody tr td:first-child bdi[dir=ltr]")).toHaveText([
      "collect-cookie-consent",
      "language",
      "auth_token",
      "_ga",
      "_ga_<ID>",
      "_fbp",
    ]);
    await expect(table.locator("tbody tr").nth(0).locator("td").nth(4)).toHaveText("سنة واحدة");
    await expect(table.locator("tbody tr").nth(2).locator("td").nth(4)).toHaveText("30 يومًا");
  });

  test("switching language on /terms turns the text into French", async ({ page }) => {
    await openHydrated(page, "/terms");
    await expect(page.locator("main h1")).toHaveText("Terms of Service");
    await page.locator("#footer-language").selectOption("fr");
    await expect(page.locator("main h1")).toHaveText("Conditions générales d’utilisation");
    await expect(page.locator("main [data-legal=prevailing]")).toHaveText(prevailing.fr);
    await expect(page.locator("main time")).toHaveText("Dernière mise à jour\u202f: 21 novembre 2026");
  });

  for (const path of ["/fr/terms", "/ae/privacy"]) {
    test(`${path}: axe clean`, async ({ page }) => {
      test.setTimeout(90_000);
      await openHydrated(page, path);
      await expectNoAxeViolations(page, path);
    });
  }
});

test.describe("the home hero's legal links", () => {
  test("terms, privacy and the data-processing link without a destination, in French and Arabic", async ({
    page,
  }) => {
    await withStoredConsent(page, "false");
    for (const [path, sentence, terms, privacy] of [
      [
        "/fr",
        "En vous inscrivant, vous acceptez nos Conditions d’utilisation, notre Politique de confidentialité et le traitement des données.",
        "Conditions d’utilisation",
        "Politique de confidentialité",
      ],
      [
        "/ae",
        "بالتسجيل فإنك توافق على شروط الخدمة، وسياسة الخصوصية ومعالجة البيانات.",
        "شروط الخدمة",
        "سياسة الخصوصية",
      ],
    ] as const) {
      await page.goto(path);
      const hero = page.locator("section[aria-labelledby=home-hero-title]");
      const dataProcessing = hero.locator("a[data-home=data-processing]");
      await expect(hero.locator("p:has(> a[data-home=data-processing])")).toHaveText(sentence);
      await expect(dataProcessing).not.toHaveAttribute("href", /.*/);
      await expect(hero.getByRole("link", { name: terms })).toHaveAttribute("href", `${path}/terms`);
      await expect(hero.getByRole("link", { name: privacy })).toHaveAttribute("href", `${path}/privacy`);
    }
  });
});
