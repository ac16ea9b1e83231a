import type { Page } from "@playwright/test";
import { accountPassword, freshEmail, registerAccount } from "../fixtures/certificates.ts";
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  sessionSettled,
  test,
  withStoredConsent,
} from "../fixtures/test.ts";

/**
 * The in-app area, the data-rights panel and the generic not-found page in French, Italian and
 * Arabic. The in-app area has no region prefix: it follows the stored language choice, else the
 * browser's preference, and stores nothing of its own.
 */

const password = accountPassword;

/** Console errors other than the browser's note of an API refusal (a 400 or 401 the test asked for). */
const unexpected = (errors: string[]) => errors.filter((e) => !e.startsWith("Failed to load resource"));

async function storeLanguage(page: Page, language: string) {
  await page.addInitScript((value) => localStorage.setItem("language", value), language);
}

/** Registers through the English screen (no stored choice). */
const registerInEnglish = (page: Page, email: string) =>
  registerAccount(page, email, "Ada Collector", { confirm: false });

/** Registers through the French screen (stored choice "fr"). */
async function registerInFrench(page: Page, email: string) {
  await page.goto("/app/login?mode=register");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créez votre compte");
  await page.getByLabel("Nom complet").fill("Ada Collector");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await sessionSettled(page);
}

test.describe("the in-app area follows the stored language", () => {
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page, "false");
  });

  test("French sign-in screen, its refusal in French, no hydration error", async ({ page, watch }) => {
    await storeLanguage(page, "fr");
    await page.goto("/app/login");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
    await expect(page).toHaveTitle("Votre compte | Collect");
    await expect(
      page.getByText(
        "Bon retour parmi nous. Connectez-vous pour retrouver votre coffre, vos authentifications et vos avantages.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Site Collect" })).toBeVisible();

    await page.getByLabel("E-mail", { exact: true }).fill("personne@example.com");
    await page.getByLabel("Mot de passe").fill("pas-le-bon-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
    await expectNoAxeViolations(page, "/app/login in French");
    expect(unexpected(watch.errors)).toEqual([]);
  });

  test("French registration refuses a common password in French, then the profile in French", async ({
    page,
    watch,
  }) => {
    test.setTimeout(90_000);
    await storeLanguage(page, "fr");
    await page.goto("/app/login?mode=register");
    await hydrated(page);
    await expect(
      page.getByText("Au moins 10 caractères, et pas l’un des mots de passe les plus courants."),
    ).toBeVisible();
    await page.getByLabel("Nom complet").fill("Ada");
    await page.getByLabel("E-mail", { exact: true }).fill(freshEmail("collectionneur"));
    await page.getByLabel("Mot de passe").fill("Password123");
    await page.getByRole("button", { name: "Créer un compte" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Ce mot de passe fait partie des plus courants. Choisissez-en un plus difficile à deviner.",
    );

    const email = freshEmail("collectionneur");
    await registerInFrench(page, email);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre profil");
    await expect(page.getByText("Membre depuis")).toBeVisible();
    const months = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août"]
      .concat(["septembre", "octobre", "novembre", "décembre"])
      .join("|");
    await expect(page.locator("dd").nth(2)).toHaveText(new RegExp(`^\\d{1,2} (${months}) \\d{4}$`));
    await expect(page.locator("dd bdi[dir=ltr]")).toHaveText(email);
    await expect(page.getByRole("link", { name: "Données personnelles" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();

    await page.getByRole("link", { name: "Sécurité" }).first().click();
    await expect(
      page.getByText(
        "Une session dure 30 jours. La renouveler remplace votre clé de session par une nouvelle et retire l’ancienne.",
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, "/app/profile/security in French");
    expect(unexpected(watch.errors)).toEqual([]);
  });

  test("a section in Italian: its label, title, figures and balance in its words", async ({ page }) => {
    await storeLanguage(page, "it");
    await page.goto("/app/login?mode=register");
    await hydrated(page);
    await page.getByLabel("Nome e cognome").fill("Ada");
    await page.getByLabel("E-mail", { exact: true }).fill(freshEmail("collectionneur"));
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Create un account" }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await page.getByRole("link", { name: "Crediti" }).click();
    // The credits section is a screen of its own now (/app/buy-credits), in the stored language.
    await expect(page).toHaveURL(/\/app\/buy-credits$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acquistate crediti");
    await expect(
      page.getByText("I crediti pagano le autenticazioni: un’autenticazione con IA costa 5 crediti."),
    ).toBeVisible();
    // Registration grants the first authentication: 5 credits, worded by the Italian plural rules.
    await expect(page.getByText("Il vostro saldo")).toBeVisible();
    await expect(page.getByTestId("balance")).toHaveText("5 crediti");
  });
});

test.describe("a first visit follows the browser's language (Arabic)", () => {
  test.use({ locale: "ar-AE" });

  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page, "false");
  });

  test("the sign-in screen in Arabic, right to left, its refusal in Arabic, nothing stored", async ({
    page,
    watch,
  }) => {
    await page.goto("/app/login");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تسجيل الدخول");
    await expect(page).toHaveTitle("حسابك | Collect");
    await expect(page.getByLabel("البريد الإلكتروني", { exact: true }).first()).toHaveAttribute("dir", "ltr");

    await page.getByLabel("البريد الإلكتروني", { exact: true }).first().fill("nobody@example.com");
    await page.getByLabel("كلمة المرور").fill("not-the-password-1");
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
    await expect(page.getByRole("alert")).toHaveText("البريد الإلكتروني أو كلمة المرور غير صحيحة.");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
    await expectNoAxeViolations(page, "/app/login in Arabic");
    expect(unexpected(watch.errors)).toEqual([]);

    await page.goto("/app/login?mode=register");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أنشئ حسابك");
    await expect(page.getByText("10 أحرف على الأقل، وألا تكون من كلمات المرور الأكثر شيوعًا.")).toBeVisible();
  });

  test("the vault asks an Arabic visitor to sign in, in Arabic", async ({ page }) => {
    await page.goto("/app/my-vault");
    await expect(page).toHaveURL(/\/app\/login\?next=%2Fapp%2Fmy-vault$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تسجيل الدخول");
    await expect(page.getByText("جديد هنا؟")).toBeVisible();
  });
});

test.describe("a browser language the site does not speak", () => {
  test.use({ locale: "de-DE" });

  test("keeps the in-app area in English", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.goto("/app/login");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  });
});

test.describe("the data-rights panel and its toasts", () => {
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page, "false");
  });

  test("in French: export and deletion with French toasts and question, then the records", async ({
    page,
    watch,
  }) => {
    test.setTimeout(90_000);
    await storeLanguage(page, "fr");
    await registerInFrench(page, freshEmail("collectionneur"));
    await page.goto("/fr/privacy");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Vos droits sur vos données" })).toBeVisible();
    await expect(page.getByText(/Nous répondons aux demandes sous 30 jours\.$/)).toBeVisible();
    await page.getByRole("button", { name: "Exporter mes données" }).click();
    await expect(page.getByText("Export des données demandé")).toBeVisible();
    await expect(page.getByText("Vous recevrez l’export de vos données sous 30 jours.")).toBeVisible();

    // The current password first, asked in French.
    await page.getByRole("button", { name: "Supprimer mon compte" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Saisissez votre mot de passe actuel pour supprimer votre compte.",
    );
    await page.getByLabel("Mot de passe actuel (nécessaire pour supprimer votre compte)").fill(password);
    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Supprimer mon compte" }).click();
    await expect(page.getByText("Suppression demandée", { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Votre compte sera supprimé sous 30 jours, sauf si vous vous reconnectez pour annuler la demande.",
      ),
    ).toBeVisible();
    expect(questions).toEqual([
      "Voulez-vous vraiment demander la suppression de votre compte\u202f? Cette action est irréversible.",
    ]);
    await expectNoAxeViolations(page, "privacy panel in French with its toasts");

    await page.getByRole("link", { name: "Paramètres de confidentialité" }).click();
    await expect(page).toHaveURL(/\/settings\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paramètres de confidentialité");
    await expect(page).toHaveTitle("Paramètres de confidentialité | Collect");
    await expect(page.getByRole("heading", { name: "Demandes d’export" })).toBeVisible();
    await expect(
      page.getByText(/\d{4}, \d\d:\d\d\u202f: en attente, prévue le \d{1,2} \S+ \d{4}, /),
    ).toBeVisible();
    await expect(page.getByText("Aucun consentement enregistré.")).toBeVisible();
    await expectNoAxeViolations(page, "/settings/privacy in French");
    expect(unexpected(watch.errors)).toEqual([]);
  });

  test("in Arabic under /ae: the panel right to left, the address isolated, Arabic toasts", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = freshEmail("collectionneur");
    await registerInEnglish(page, email);
    await page.goto("/ae/privacy");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const panel = page.getByTestId("data-rights");
    await expect(panel.getByRole("heading", { name: "حقوقك في بياناتك" })).toBeVisible();
    await expect(panel.locator("bdi[dir=ltr]")).toHaveText(email);
    await expect(panel.locator("p").first()).toHaveText(
      `مسجّل الدخول باسم ${email}. نردّ على الطلبات خلال 30 يومًا.`,
    );
    await page.getByRole("button", { name: "تصدير بياناتي" }).click();
    await expect(page.getByText("تم طلب تصدير البيانات")).toBeVisible();
    await expect(page.getByText("ستتلقى نسخة بياناتك خلال 30 يومًا.")).toBeVisible();

    await page.getByLabel("كلمة المرور الحالية (مطلوبة لحذف حسابك)").fill(password);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "حذف حسابي" }).click();
    await expect(page.getByText("تم طلب الحذف")).toBeVisible();
    await expect(page.getByText("سيُحذف حسابك خلال 30 يومًا ما لم تسجّل الدخول لإلغاء الطلب.")).toBeVisible();
    await expectNoAxeViolations(page, "privacy panel in Arabic with its toasts");
  });
});

test.describe("a session survives a page left while it loads", () => {
  // The test's route must apply to the page's own requests, not the service worker's.
  test.use({ serviceWorkers: "block" });

  test("leaving /app/profile before its profile arrives keeps the visitor signed in", async ({ page }) => {
    const email = freshEmail("collectionneur");
    await registerInEnglish(page, email);
    // The next page's start-up profile check is slow; the visitor leaves before it answers, and
    // the browser aborts it. That is no answer about the token: it must stay.
    let asked: () => void = () => {};
    const profileAsked = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route("**/api/auth/profile", async (route) => {
      asked();
      await new Promise((done) => setTimeout(done, 3000));
      await route.continue().catch(() => {});
    });
    await page.goto("/app/profile");
    await profileAsked;
    await page.goto("/privacy");
    await page.unroute("**/api/auth/profile");
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeTruthy();
    await expect(
      page.getByTestId("data-rights").getByRole("heading", { name: "Your data rights" }),
    ).toBeVisible();
  });
});

test.describe("the generic not-found page", () => {
  const cases = [
    {
      prefix: "/fr",
      lang: "fr",
      dir: "ltr",
      title: "Oups\u202f! Page introuvable",
      text: "La page que vous recherchez n’existe pas ou a été déplacée.",
      home: "Retour à l’accueil",
      pageTitle: "Page introuvable | Collect",
    },
    {
      prefix: "/it",
      lang: "it",
      dir: "ltr",
      title: "Ops! Pagina non trovata",
      text: "La pagina che state cercando non esiste o è stata spostata.",
      home: "Tornate alla home",
      pageTitle: "Pagina non trovata | Collect",
    },
    {
      prefix: "/ae",
      lang: "ar",
      dir: "rtl",
      title: "عذرًا! الصفحة غير موجودة",
      text: "الصفحة التي تبحث عنها غير موجودة أو تم نقلها.",
      home: "العودة إلى الصفحة الرئيسية",
      pageTitle: "الصفحة غير موجودة | Collect",
    },
  ];
  for (const c of cases) {
    test(`${c.prefix}: 404 in its language`, async ({ page, request, watch }) => {
      const answer = await request.get(`${c.prefix}/no-such-page`);
      expect(answer.status()).toBe(404);
      await withStoredConsent(page, "false");
      await page.goto(`${c.prefix}/no-such-page`);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
      await expect(page.locator("html")).toHaveAttribute("dir", c.dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`404 ${c.title}`);
      await expect(page.getByText(c.text)).toBeVisible();
      await expect(page.getByRole("link", { name: c.home })).toHaveAttribute("href", c.prefix);
      await expect(page).toHaveTitle(c.pageTitle);
      expect(unexpected(watch.errors)).toEqual([]);
    });
  }
});

test.describe("the collect-card redirect screen", () => {
  test("speaks the browser's language from the first byte (its refresh leaves before scripts run)", async ({
    request,
  }) => {
    const answer = await request.get("/collectcard/explore/abc123", {
      headers: { "Accept-Language": "fr-CH, fr;q=0.9, en;q=0.8" },
    });
    expect(answer.headers().vary).toContain("Accept-Language");
    const html = await answer.text();
    expect(html).toContain("<title>Redirection vers la nouvelle adresse…</title>");
    expect(html).toContain('<div lang="fr" dir="ltr"');
    expect(html).toContain(">Continuer vers la nouvelle adresse</a>");
  });

  test("in Arabic, right to left inside the English document", async ({ request }) => {
    const html = await (
      await request.get("/collectcard/explore/abc123", { headers: { "Accept-Language": "ar-AE" } })
    ).text();
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain('<div lang="ar" dir="rtl"');
    expect(html).toContain("جارٍ إعادة التوجيه إلى العنوان الجديد…</h1>");
  });
});
