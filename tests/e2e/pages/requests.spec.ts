import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { shotLists } from "#app/data/shots.ts";
import ar from "#app/pages/requests/copy/ar.json" with { type: "json" };
import en from "#app/pages/requests/copy/en.json" with { type: "json" };
import { freshEmail, registerAccount } from "../fixtures/certificates.ts";
import { fetchHtml } from "../fixtures/page.ts";
import { expectLaidOut, shoot } from "../fixtures/screens.ts";
import {
  expect as baseExpect,
  expectNoAxeViolations,
  hydrated,
  test,
  withStoredConsent,
} from "../fixtures/test.ts";

/** Generous waits: the photo worker shares two cores with the server and the browser. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Authentication requests from the owner's side (decision 020): the screens of /app/authenticate,
 * /app/upload and an item's page, in English and in Arabic on a phone, with axe on every screen.
 * SHOTS_DIR=/tmp/shots-req also writes a screenshot of each screen there.
 */

async function inArabic(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem("language", "ar"));
}

/** Describes a handbag on the item-type screen (the brand chosen from the list by keyboard). */
async function describeHandbag(page: Page, words: typeof en, category: string): Promise<void> {
  await page.getByLabel(words.itemType.category).selectOption({ label: category });
  const brand = page.getByRole("combobox", { name: words.itemType.brand });
  await brand.fill("herm");
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["Hermès"]);
  await brand.press("ArrowDown");
  await expect(brand).toHaveAttribute("aria-activedescendant", /.+/);
  await brand.press("Enter");
  await expect(brand).toHaveValue("Hermès");
  await expect(page.getByRole("listbox")).toBeHidden();
  await page.getByLabel(words.itemType.model, { exact: true }).fill("Birkin 30");
  await page.getByLabel(words.itemType.colour, { exact: true }).fill("Noir");
}

// One worker runs this file's tests one after another: photo processing is heavy on a shared machine.
test.describe.configure({ mode: "default" });

test.describe("request screens, signed out", () => {
  const screens = [
    { path: "/app/authenticate", title: en.flow.authenticate.title },
    { path: "/app/authenticate/item-type", title: en.itemType.title },
    { path: "/app/authenticate/pictures", title: en.pictures.title },
    { path: "/app/authenticate/complete", title: en.complete.title },
    { path: "/app/upload", title: en.flow.upload.title },
    { path: "/app/upload/item-type", title: en.itemType.title },
    { path: "/app/upload/pictures", title: en.pictures.title },
    { path: "/app/item/0b7c6f1e-3d1a-4c53-9a51-2f3c8d7e9a10", title: en.item.title },
  ];

  test("each screen's HTML has its heading and says the session is being checked", async ({ request }) => {
    for (const screen of screens) {
      const html = await fetchHtml(request, screen.path);
      expect(html, screen.path).toContain(`${screen.title.replace(/'/g, "&#x27;")}</h1>`);
      expect(html, screen.path).toContain(en.gate.checking);
    }
    // The pictures screen says what the automated checks do before anyone signs in.
    expect(await fetchHtml(request, "/app/authenticate/pictures")).toContain(en.pictures.checksTitle);
  });

  test("a visitor without a session is sent to sign in and brought back", async ({ page }) => {
    await page.goto("/app/authenticate/item-type");
    await expect(page).toHaveURL(/\/app\/login\?next=%2Fapp%2Fauthenticate%2Fitem-type$/);
  });
});

test.describe("request screens, signed in", () => {
  test.setTimeout(120_000);
  // No cookie banner over the screens (and their screenshots).
  test.beforeEach(({ page }) => withStoredConsent(page, "false"));

  test("a new owner describes a handbag, finds its shot list and draft, and the services priced", async ({
    page,
    watch,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerAccount(page, freshEmail("requester"), "Ada Collector", { confirm: false });

    await page.goto("/app/authenticate");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.flow.authenticate.title);
    await expect(page.getByText(en.flow.authenticate.empty)).toBeVisible();
    await expect(page.getByText("Your balance: 5 credits")).toBeVisible();
    await expectNoAxeViolations(page, "/app/authenticate");
    await shoot(page, "authenticate-en");

    await page.getByRole("link", { name: en.flow.authenticate.start }).click();
    await expect(page).toHaveURL(/\/app\/authenticate\/item-type$/);
    await page.getByRole("button", { name: en.itemType.continue }).click();
    await expect(page.getByText(en.itemType.errors.category)).toBeVisible();
    await expect(page.getByLabel(en.itemType.category)).toBeFocused();
    await describeHandbag(page, en, "Handbags");
    const brand = page.getByRole("combobox", { name: en.itemType.brand });
    await brand.fill("herm");
    await expectNoAxeViolations(page, "/app/authenticate/item-type (suggestions open)");
    await brand.fill("Hermès");
    await page.getByRole("textbox", { name: en.itemType.price }).fill("12,500");
    await shoot(page, "item-type-en");
    await page.getByRole("button", { name: en.itemType.continue }).click();

    await expect(page).toHaveURL(/\/app\/authenticate\/pictures\?item=[0-9a-f-]{36}$/);
    const itemId = new URL(page.url()).searchParams.get("item") ?? "";
    const required = shotLists.handbags
      .filter((s) => s.required)
      .map((s) => en.shots[s.slot as keyof typeof en.shots].name);
    await expect(page.locator("#required-title + ul > li h3")).toHaveText(required);
    await expect(page.locator("#optional-title + ul > li h3")).toHaveText([
      en.shots["zip-pull"].name,
      en.shots["dust-bag"].name,
    ]);
    await expect(page.getByText(`0 of ${required.length} required photos ready`)).toBeVisible();
    await expect(page.locator('input[type=file][name="front"]')).toHaveAttribute("capture", "environment");
    await expect(page.locator('input[type=file][name="front"]')).toHaveAttribute("accept", "image/*");
    await expect(
      page.getByRole("button", { name: `Take or choose a photo: ${en.shots.front.name}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "/app/authenticate/pictures");
    await shoot(page, "pictures-en");

    await page.getByRole("link", { name: en.pictures.continue }).click();
    await expect(page).toHaveURL(`/app/authenticate/complete?item=${itemId}`);
    await expect(page.getByRole("radio", { name: /AI authentication · 5 credits/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /AI plus expert review · 149 credits/ })).toBeVisible();
    await expect(page.getByText("Turnaround for Handbags: 24–48 hours.")).toBeVisible();
    await expect(page.getByText(`Add the required photos first: ${required.join(", ")}.`)).toBeVisible();
    await expectNoAxeViolations(page, "/app/authenticate/complete");
    await page.getByRole("radio", { name: /AI plus expert review/ }).check();
    await page.getByRole("button", { name: en.complete.submit }).click();
    // Photos are checked before credits: the server names what is missing, in the page's words.
    await expect(page.getByRole("alert")).toHaveText(
      `Add the required photos first: ${required.join(", ")}.`,
    );
    await shoot(page, "complete-en");

    await page.goto(`/app/item/${itemId}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hermès Birkin 30");
    await expect(page.locator('[aria-current="step"]')).toContainText(en.states.draft);
    await expect(page.getByText(en.next.draft)).toBeVisible();
    await expectNoAxeViolations(page, "/app/item/{id}");
    await shoot(page, "item-en");

    await page.goto("/app/authenticate");
    await expect(page.getByRole("link", { name: "Hermès Birkin 30", exact: true })).toHaveAttribute(
      "href",
      `/app/authenticate/pictures?item=${itemId}`,
    );
    await expect(page.getByText(en.states.draft, { exact: true })).toBeVisible();
    expect(watch.cspViolations).toEqual([]);
    // The browser logs the refused submission (409) itself; nothing else went wrong.
    expect(watch.errors.filter((e) => !e.includes("status of 409"))).toEqual([]);
  });

  test("in Arabic on a phone: right to left, laid out at 375 px, axe 0", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await registerAccount(page, freshEmail("requester-ar"), "Ada Collector", { confirm: false });
    await inArabic(page);

    await page.goto("/app/authenticate");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.flow.authenticate.title);
    await expect(page.getByText(ar.flow.authenticate.empty)).toBeVisible();
    await expectLaidOut(page, "/app/authenticate (ar, 375)");
    await expectNoAxeViolations(page, "/app/authenticate (ar)");
    await shoot(page, "authenticate-ar");

    await page.getByRole("link", { name: ar.flow.authenticate.start }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.itemType.title);
    await describeHandbag(page, ar as typeof en, "حقائب اليد");
    await expectLaidOut(page, "/app/authenticate/item-type (ar, 375)");
    await expectNoAxeViolations(page, "/app/authenticate/item-type (ar)");
    await shoot(page, "item-type-ar");
    await page.getByRole("button", { name: ar.itemType.continue }).click();

    await expect(page).toHaveURL(/\/app\/authenticate\/pictures\?item=/);
    await expect(page.locator("#required-title + ul > li h3").first()).toHaveText(ar.shots.front.name);
    await expect(page.getByText(`${ar.pictures.progress.split("{")[0]}0 من 7`)).toBeVisible();
    await expectLaidOut(page, "/app/authenticate/pictures (ar, 375)");
    await expectNoAxeViolations(page, "/app/authenticate/pictures (ar)");
    await shoot(page, "pictures-ar");

    await page.getByRole("link", { name: ar.pictures.continue }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.complete.title);
    await expect(page.getByRole("radio", { name: /التوثيق بالذكاء الاصطناعي · 5 وحدات/ })).toBeChecked();
    await expect(page.getByTestId("balance")).toHaveText("5 وحدات");
    await expectLaidOut(page, "/app/authenticate/complete (ar, 375)");
    await expectNoAxeViolations(page, "/app/authenticate/complete (ar)");
    await shoot(page, "complete-ar");

    const itemId = new URL(page.url()).searchParams.get("item") ?? "";
    await page.goto(`/app/item/${itemId}`);
    await hydrated(page);
    await expect(page.locator('[aria-current="step"]')).toContainText(ar.states.draft);
    await expectLaidOut(page, "/app/item/{id} (ar, 375)");
    await expectNoAxeViolations(page, "/app/item/{id} (ar)");
    await shoot(page, "item-ar");
  });

  test("an item kept in the vault without a request can be sent for authentication later", async ({
    page,
  }) => {
    await registerAccount(page, freshEmail("keeper"), "Ada Collector", { confirm: false });
    await page.goto("/app/upload");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.flow.upload.title);
    await expectNoAxeViolations(page, "/app/upload");
    await shoot(page, "upload-en");
    await page.getByRole("link", { name: en.flow.upload.start }).click();
    await expect(page).toHaveURL(/\/app\/upload\/item-type$/);
    await describeHandbag(page, en, "Handbags");
    await page.getByRole("button", { name: en.itemType.continue }).click();
    await expect(page).toHaveURL(/\/app\/upload\/pictures\?item=/);
    await expectNoAxeViolations(page, "/app/upload/pictures");
    await shoot(page, "upload-pictures-en");
    await page.getByRole("link", { name: en.pictures.saveToVault }).click();
    await expect(page).toHaveURL(/\/app\/item\/[0-9a-f-]{36}$/);
    await expect(page.getByText(en.item.vaultOnly)).toBeVisible();
    await expectNoAxeViolations(page, "/app/item/{id} (in the vault)");
    await shoot(page, "item-vault-en");
    await expect(page.getByRole("link", { name: en.item.sendForAuthentication })).toHaveAttribute(
      "href",
      /\/app\/authenticate\/complete\?item=/,
    );
    await page.goto("/app/upload");
    await expect(page.getByText(en.list.notRequested)).toBeVisible();
    await page.goto("/app/authenticate");
    await expect(page.getByText(en.flow.authenticate.empty)).toBeVisible();
  });

  test("the owner chooses which request e-mails to receive", async ({ page }) => {
    await registerAccount(page, freshEmail("mails"), "Ada Collector", { confirm: false });
    await page.goto("/app/profile/notifications");
    await hydrated(page);
    const verdict = page.getByRole("checkbox", { name: en.notifications.verdictReady });
    await expect(verdict).toBeChecked();
    await page.getByRole("checkbox", { name: en.notifications.morePhotosNeeded }).uncheck();
    await page.getByRole("button", { name: en.notifications.save }).click();
    await expect(page.getByText(en.notifications.saved)).toBeVisible();
    await expectNoAxeViolations(page, "/app/profile/notifications");
    await shoot(page, "notifications-en");
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("checkbox", { name: en.notifications.morePhotosNeeded })).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: en.notifications.requestReceived })).toBeChecked();
  });
});

/** A photo of noise (sharp, distinct per seed), or the same blurred. */
async function photo(dir: string, name: string, seed: number, blurred = false): Promise<string> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state >>> 16;
  };
  // A coarse pattern of its own per seed (what the duplicate check's perceptual hash sees: pure
  // noise averages to the same flat grey for every seed, so every such photo looked like every
  // other), with fine grain on top (what the sharpness check sees).
  const cols = 16;
  const rows = 12;
  const coarse = Array.from({ length: cols * rows }, () => 60 + (next() % 136));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const level = coarse[Math.floor((y * rows) / height) * cols + Math.floor((x * cols) / width)] as number;
      for (let c = 0; c < 3; c++) pixels[(y * width + x) * 3 + c] = level - 20 + (next() % 41);
    }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (blurred) image = image.blur(25);
  const file = path.join(dir, `${name}.jpg`);
  await image.jpeg({ quality: 85 }).toFile(file);
  return file;
}

/** What the journey reads in each language beside the copy files: counts worded by the plural rules. */
const journeys = [
  {
    language: "en",
    words: en,
    category: "Handbags",
    ready: (n: number) => `${n} of ${n} required photos ready`,
    balanceBefore: "5 credits",
    balanceAfter: "Your balance: 0 credits",
  },
  {
    language: "ar",
    words: ar as typeof en,
    category: "حقائب اليد",
    ready: (n: number) => `الصور الإلزامية الجاهزة: ${n} من ${n}`,
    balanceBefore: "5 وحدات",
    balanceAfter: "رصيدك: 0 وحدة",
  },
] as const;

test.describe("the whole journey", () => {
  test.setTimeout(300_000);
  test.beforeEach(({ page }) => withStoredConsent(page, "false"));

  for (const journey of journeys) {
    const { words } = journey;
    test(`a new owner sends a handbag's photos (a blurred one flagged and retaken), submits, and follows it (${journey.language}, 375 px)`, async ({
      page,
      watch,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const dir = mkdtempSync(path.join(tmpdir(), "request-photos-"));
      await registerAccount(page, freshEmail(`journey-${journey.language}`), "Ada Collector", {
        confirm: false,
      });
      if (journey.language === "ar") await inArabic(page);
      await page.goto("/app/authenticate/item-type");
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", journey.language === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.itemType.title);
      await describeHandbag(page, words, journey.category);
      await expectNoAxeViolations(page, `/app/authenticate/item-type (${journey.language})`);
      await page.getByRole("button", { name: words.itemType.continue }).click();
      await expect(page).toHaveURL(/\/app\/authenticate\/pictures\?item=/);
      const itemId = new URL(page.url()).searchParams.get("item") ?? "";
      await expectNoAxeViolations(page, `/app/authenticate/pictures (${journey.language}, no photos)`);

      const required = shotLists.handbags.filter((s) => s.required);
      // Pictures of its own per language, and apart from review.spec's (seeds 77, 100-107, 200-207):
      // the same pictures in a second request are rightly flagged as duplicates.
      const seed = journey.language === "ar" ? 1000 : 0;
      for (const [i, shot] of required.entries()) {
        const file = await photo(dir, shot.slot, seed + i + 1, shot.slot === "base");
        await page.locator(`input[type=file][name="${shot.slot}"]`).setInputFiles(file);
      }
      const base = page.locator('li[data-slot="base"]');
      await expect(base.getByText(words.checks.flags.blurred, { exact: true })).toBeVisible({
        timeout: 60_000,
      });
      // A flagged photo is still a ready photo (the owner decides); every required shot holds one.
      await expect(page.getByText(journey.ready(required.length))).toBeVisible({ timeout: 90_000 });
      await expect(page.getByText(words.checks.flags.blurred)).toHaveCount(1);
      await expectNoAxeViolations(page, `/app/authenticate/pictures (${journey.language}, photos checked)`);
      await expectLaidOut(page, `/app/authenticate/pictures (${journey.language}, photos checked, 375)`);
      await shoot(page, `pictures-checked-${journey.language}`);

      await base
        .locator('input[type=file][name="base"]')
        .setInputFiles(await photo(dir, "base-again", seed + 99));
      await expect(base.getByText(words.pictures.ready)).toBeVisible({ timeout: 90_000 });
      await expect(page.getByText(words.checks.flags.blurred)).toHaveCount(0);

      await page.getByRole("link", { name: words.pictures.continue }).click();
      await expect(page.getByTestId("balance")).toHaveText(journey.balanceBefore);
      await expectNoAxeViolations(page, `/app/authenticate/complete (${journey.language}, photos ready)`);
      const submit = page.getByRole("button", { name: words.complete.submit });
      await submit.dblclick();
      await expect(page).toHaveURL(`/app/item/${itemId}?submitted=1`);
      await expect(page.getByText(words.item.submitted)).toBeVisible();
      await expect(page.locator("#timeline-title + ol > li").first()).toContainText(words.states.draft);
      await expect(page.locator("#timeline-title + ol")).toContainText(words.states.submitted);
      await expectNoAxeViolations(page, `/app/item/{id} (${journey.language}, submitted)`);
      await expectLaidOut(page, `/app/item/{id} (${journey.language}, submitted, 375)`);
      await shoot(page, `item-submitted-${journey.language}`);

      await page.goto("/app/authenticate");
      await hydrated(page);
      // One debit for the double click: the first authentication's 5 credits are spent, once.
      await expect(page.getByText(journey.balanceAfter)).toBeVisible();
      const card = page.getByRole("listitem").filter({ hasText: "Hermès Birkin 30" });
      await expect(card).toContainText(
        new RegExp(`${words.states.submitted}|${words.states.checks}|${words.states.in_review}`),
      );
      await expectNoAxeViolations(page, `/app/authenticate (${journey.language}, one request)`);
      expect(watch.cspViolations).toEqual([]);
    });
  }
});
