import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { shotLists } from "#app/data/shots.ts";
import { tokenStorageKey } from "#app/lib/auth/token-key.ts";
import brandWordsAr from "#app/pages/brands/copy/brands/ar.json" with { type: "json" };
import brandWordsEn from "#app/pages/brands/copy/brands/en.json" with { type: "json" };
import categoryWordsAr from "#app/pages/brands/copy/categories/ar.json" with { type: "json" };
import categoryWords from "#app/pages/brands/copy/categories/en.json" with { type: "json" };
import requestsEn from "#app/pages/requests/copy/en.json" with { type: "json" };
import ar from "#app/pages/review/copy/ar.json" with { type: "json" };
import en from "#app/pages/review/copy/en.json" with { type: "json" };
import verifyAr from "#app/pages/verify/copy/ar.json" with { type: "json" };
import verifyEn from "#app/pages/verify/copy/en.json" with { type: "json" };
import deskWordsEn from "#server/review/copy/en.json" with { type: "json" };
import { freshEmail, registerAccount } from "../fixtures/certificates.ts";
import { linkIn, waitForMail } from "../fixtures/mail.ts";
import { expectLaidOut, shoot } from "../fixtures/screens.ts";
import { type StaffAccount, staffAccounts, staffPassword } from "../fixtures/staff.ts";
import {
  expect as baseExpect,
  expectNoAxeViolations,
  hydrated,
  sessionSettled,
  test,
  withStoredConsent,
} from "../fixtures/test.ts";

const verifyLink = /https?:\/\/[^\s"<>]+\/app\/verify-email\?token=[\w-]+/;

/** Generous waits: the photo worker shares two cores with the server and the browsers. */
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * The review desk (issue 30, decision 021) from the staff's side: an owner sends a handbag, a
 * reviewer claims it, marks checkpoints with rectangles on a photo (drawn with the mouse and with
 * the keyboard), asks for more photos; the owner sends them; the reviewer gives "authentic" at
 * 97 % and the certificate reaches the owner's vault. A 90 % verdict, given in Arabic on a phone,
 * waits for a lead, who confirms it. axe on every staff screen. The staff accounts are made before
 * the server starts (fixtures/seed-staff.ts). SHOTS_DIR=/tmp/shots-rev-screens writes screenshots.
 */

/** A photo of noise, distinct per seed (sharp enough for the checks); requests.spec uses seeds 1-8, 99 and 1001-1099. */
async function photo(dir: string, name: string, seed: number): Promise<string> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = 40 + ((state >>> 16) % 176);
  }
  const file = path.join(dir, `${name}.jpg`);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

const required = shotLists.handbags.filter((s) => s.required);
const handbagPoints = [
  ...categoryWords["luxury-handbags"].authenticationPoints.map((p) => p.title),
  // Hermès's authenticity markers follow the category's points (app/data/review-checklists.ts).
];

/** A new owner describes a Hermès handbag, sends its required photos and submits it; the item's id. */
async function ownerSendsHandbag(
  page: Page,
  model: string,
  seed: number,
): Promise<{ itemId: string; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "review-photos-"));
  await registerAccount(page, freshEmail("review-owner"), "Ada Collector", { confirm: false });
  await page.goto("/app/authenticate/item-type");
  await hydrated(page);
  await page.getByLabel(requestsEn.itemType.category).selectOption({ label: "Handbags" });
  const brand = page.getByRole("combobox", { name: requestsEn.itemType.brand });
  await brand.fill("herm");
  await brand.press("ArrowDown");
  await brand.press("Enter");
  await expect(brand).toHaveValue("Hermès");
  await page.getByLabel(requestsEn.itemType.model, { exact: true }).fill(model);
  await page.getByLabel(requestsEn.itemType.colour, { exact: true }).fill("Noir");
  await page.getByRole("button", { name: requestsEn.itemType.continue }).click();
  await expect(page).toHaveURL(/\/app\/authenticate\/pictures\?item=/);
  const itemId = new URL(page.url()).searchParams.get("item") ?? "";
  for (const [i, shot] of required.entries())
    await page
      .locator(`input[type=file][name="${shot.slot}"]`)
      .setInputFiles(await photo(dir, shot.slot, seed * 100 + i));
  await expect(page.getByText(`${required.length} of ${required.length} required photos ready`)).toBeVisible({
    timeout: 120_000,
  });
  await page.getByRole("link", { name: requestsEn.pictures.continue }).click();
  await page.getByRole("button", { name: requestsEn.complete.submit }).click();
  await expect(page).toHaveURL(`/app/item/${itemId}?submitted=1`);
  return { itemId, dir };
}

/** A page of its own (own storage) signed in as a member of the staff. */
async function staffPage(
  browser: Browser,
  account: StaffAccount,
  language: "en" | "ar" = "en",
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await withStoredConsent(page, "false");
  await page.goto("/app/login");
  await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await sessionSettled(page);
  if (language === "ar") await page.evaluate(() => localStorage.setItem("language", "ar"));
  return page;
}

/** The queue's card of the request for `model`, waiting until the checks worker has put it there. */
async function cardOf(page: Page, model: string, query = "") {
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Hermès ${model}` }) });
  await expect(async () => {
    await page.goto(`/app/review${query}`);
    await hydrated(page);
    await expect(card).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  return card;
}

/** The answer's data of a GET on the site's API, as the signed-in user of `page`. */
async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ([at, key]) => {
      const res = await fetch(at, { headers: { authorization: `Bearer ${localStorage.getItem(key)}` } });
      if (!res.ok) throw new Error(`${at}: ${res.status}`);
      return (await res.json()).data;
    },
    [path, tokenStorageKey] as const,
  ) as Promise<T>;
}

/** The pseudonym the desk gives the signed-in member of staff (GET /api/review/me). */
const pseudonymOf = async (page: Page) =>
  (await apiData<{ reviewer: string }>(page, "/api/review/me")).reviewer;

/** The handbag checklist's eleven points in a language: the category's five, then Hermès's six markers. */
const handbagPointsIn = (language: "en" | "ar") =>
  language === "en"
    ? [
        ...categoryWords["luxury-handbags"].authenticationPoints.map((p) => p.title),
        ...brandWordsEn.hermes.authenticityMarkers,
      ]
    : [
        ...categoryWordsAr["luxury-handbags"].authenticationPoints.map((p) => p.title),
        ...brandWordsAr.hermes.authenticityMarkers,
      ];

/**
 * The findings of /verify/{id} as the page shows them: the method, the reviewers by role and
 * pseudonym, and each of the eleven checkpoints with its name and result, in order.
 */
async function expectFindings(
  page: Page,
  language: "en" | "ar",
  reviewers: { role: "reviewer" | "lead"; id: string }[],
  results: ("pass" | "fail" | "unsure")[],
): Promise<void> {
  const words = (language === "en" ? verifyEn : verifyAr).findings;
  const findings = page.getByRole("region", { name: words.heading });
  await expect(findings).toBeVisible();
  await expect(findings.locator('[data-field="method"]')).toHaveText(words.methods["ai+human"]);
  await expect(findings.locator('[data-field="reviewers"] li')).toHaveText(
    reviewers.map((r) => `${words.roles[r.role]} ${r.id}`),
  );
  const names = handbagPointsIn(language);
  // Each point's first line: its name, then its result (a note, when there is one, follows).
  await expect(findings.locator("li[data-point] > div > p:first-child")).toHaveText(
    names.map((name, i) => `${name} · ${words.results[results[i] ?? "pass"]}`),
  );
}

/** Marks every point of the checklist with `result`. */
async function markAll(page: Page, result: string): Promise<void> {
  const points = page.locator("#checklist-title ~ ol > li");
  await expect(points).toHaveCount(11); // the handbags' five points and Hermès's six markers
  for (let i = 0; i < 11; i++) await points.nth(i).getByRole("radio", { name: result, exact: true }).check();
}

test.describe.configure({ mode: "default" });

test.describe("the review desk", () => {
  test.setTimeout(420_000);
  test.beforeEach(({ page }) => withStoredConsent(page, "false"));

  test("someone without a staff role gets the site's not-found state, and no Review in the menu", async ({
    page,
  }) => {
    await registerAccount(page, freshEmail("not-staff"), "Ada Collector", { confirm: false });
    await page.goto("/app/review");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Oops! Page not found");
    await expect(page.getByRole("navigation", { name: "App sections" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "App sections" }).getByRole("link", { name: "Review" }),
    ).toHaveCount(0);
  });

  test("a reviewer claims, marks, asks for more photos, then gives authentic at 97 %: the certificate reaches the owner's vault", async ({
    page,
    browser,
    watch,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const model = `Birkin 30 R${Date.now() % 100000}`;
    const { itemId, dir } = await ownerSendsHandbag(page, model, 1);

    const reviewer = await staffPage(browser, staffAccounts.reviewer);
    const card = await cardOf(reviewer, model);
    await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(en.queue.title);
    await expect(card).toContainText(requestsEn.complete.ai.name);
    await expect(card).toContainText(/\d+ hours? left|\d+ days left|Under an hour left/);
    await expectNoAxeViolations(reviewer, "/app/review");
    await shoot(reviewer, "queue-en");

    await card.getByRole("button", { name: en.queue.claim }).click();
    await expect(reviewer).toHaveURL(/\/app\/review\/[0-9a-f-]{36}$/);
    await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(`Hermès ${model}`);
    const stage = reviewer.getByRole("application", { name: `Photo viewer: ${requestsEn.shots.front.name}` });
    await expect(stage).toBeVisible();

    // Zoom and pan by keyboard, then reset; the buttons do the same.
    await stage.focus();
    await reviewer.keyboard.press("+");
    await expect(reviewer.getByText("Zoom 125%")).toBeVisible();
    await reviewer.keyboard.press("ArrowRight");
    await reviewer.keyboard.press("0");
    await expect(reviewer.getByText("Zoom 100%")).toBeVisible();
    await reviewer.getByRole("button", { name: en.viewer.zoomIn }).click();
    await expect(reviewer.getByText("Zoom 125%")).toBeVisible();
    await reviewer.getByRole("button", { name: en.viewer.reset }).click();

    // Two photos side by side.
    await reviewer.getByLabel(en.request.sideBySide).check();
    await reviewer.getByLabel(en.request.right).selectOption({ label: requestsEn.shots.back.name });
    await expect(
      reviewer.getByRole("application", { name: `Photo viewer: ${requestsEn.shots.back.name}` }),
    ).toBeVisible();
    await expectNoAxeViolations(reviewer, "/app/review/{id}");
    await shoot(reviewer, "request-en");

    // A rectangle drawn with the mouse on the first point, one with the keyboard on the second.
    const points = reviewer.locator("#checklist-title ~ ol > li");
    await expect(points.first().getByRole("group")).toHaveAccessibleName(handbagPoints[0] ?? "");
    await points.nth(0).getByRole("button", { name: en.checklist.mark }).click();
    await expect(reviewer.getByText(`Drawing a mark for: ${handbagPoints[0]}`)).toBeVisible();
    const box = await stage.boundingBox();
    if (!box) throw new Error("no photo stage");
    await reviewer.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
    await reviewer.mouse.down();
    await reviewer.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.6, { steps: 8 });
    await reviewer.mouse.up();
    await reviewer.getByRole("button", { name: en.viewer.saveMark }).click();
    await expect(points.nth(0).getByText("1 mark")).toBeVisible();
    await expect(reviewer.getByTestId("mark-outline")).toHaveCount(1);

    await points.nth(1).getByRole("button", { name: en.checklist.mark }).click();
    await expect(stage).toBeFocused();
    await reviewer.keyboard.press("ArrowRight");
    await reviewer.keyboard.press("Shift+ArrowDown");
    await expectNoAxeViolations(reviewer, "/app/review/{id} (drawing a mark)");
    await reviewer.keyboard.press("Enter");
    await expect(points.nth(1).getByText("1 mark")).toBeVisible();
    await expect(reviewer.getByTestId("mark-outline")).toHaveCount(2);
    await points.nth(0).getByRole("radio", { name: en.checklist.results.pass }).check();
    await points.nth(1).getByRole("radio", { name: en.checklist.results.unsure }).check();
    await points.nth(1).getByLabel(en.checklist.note).fill("Stamp too faint on this photo.");

    // More photos: the interior again, with the reason.
    const more = reviewer.getByRole("form", { name: en.morePhotos.title });
    await more.getByRole("button", { name: en.morePhotos.submit }).click();
    await expect(more.getByRole("alert")).toHaveText(en.morePhotos.chooseShot);
    await more.getByRole("checkbox", { name: requestsEn.shots.interior.name }).check();
    await more.getByLabel(en.morePhotos.reason).fill("The heat stamp inside is out of focus.");
    await more.getByRole("button", { name: en.morePhotos.submit }).click();
    await expect(reviewer.getByText(en.morePhotos.done)).toBeVisible();

    // The owner sends the photo asked for, and the request goes back to the experts.
    await page.goto(`/app/item/${itemId}`);
    await hydrated(page);
    await expect(page.locator('[aria-current="step"]')).toContainText(requestsEn.states.more_photos);
    await page.goto(`/app/authenticate/pictures?item=${itemId}`);
    await hydrated(page);
    const interior = page.locator('li[data-slot="interior"]');
    await interior
      .locator('input[type=file][name="interior"]')
      .setInputFiles(await photo(dir, "interior-again", 77));
    await expect(interior.getByText(requestsEn.pictures.ready)).toBeVisible({ timeout: 90_000 });
    await page.goto(`/app/item/${itemId}`);
    await hydrated(page);
    await page.getByRole("button", { name: requestsEn.item.resume }).click();
    await expect(page.locator('[aria-current="step"]')).toContainText(requestsEn.states.in_review);

    // The reviewer claims it again and gives "authentic" at 97 %: final at once.
    const again = await cardOf(reviewer, model);
    await again.getByRole("button", { name: en.queue.claim }).click();
    await expect(reviewer).toHaveURL(/\/app\/review\/[0-9a-f-]{36}$/);
    await markAll(reviewer, en.checklist.results.pass);
    await reviewer
      .locator("#checklist-title ~ ol > li")
      .nth(0)
      .getByRole("button", { name: en.checklist.mark })
      .click();
    await reviewer.keyboard.press("Enter");
    await expect(reviewer.getByTestId("mark-outline")).toHaveCount(1);
    const verdict = reviewer.getByRole("form", { name: en.verdict.title });
    await expect(
      verdict.getByRole("radio", { name: en.verdict.outcomes.authentic, exact: true }),
    ).toBeChecked();
    await verdict.getByLabel(en.verdict.confidence).fill("97");
    await verdict.getByLabel(en.verdict.grade).fill("8");
    await verdict
      .getByLabel(en.verdict.summary)
      .fill("Stitching, stamps and hardware match the house's work.");
    await verdict.getByRole("button", { name: en.verdict.submit }).click();
    await expect(reviewer.getByText(en.verdict.final)).toBeVisible();
    const reviewerId = await pseudonymOf(reviewer);
    const issued = await reviewer.getByText(/^Certificate .+ issued to the owner\.$/).textContent();
    const certificateId = /CC-[0-9A-Z-]+/.exec(issued ?? "")?.[0] ?? "";
    expect(certificateId).toMatch(/^CC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // In the owner's vault, and valid on its public page.
    await page.goto("/app/my-vault");
    await hydrated(page);
    await expect(page.getByText(certificateId, { exact: true })).toBeVisible();
    await page.goto(`/verify/${certificateId}`);
    // The certificate page leads with the verdict (issue 33): its h1 is the verdict itself.
    await expect(page.getByRole("heading", { level: 1, name: "Authentic", exact: true })).toBeVisible();
    // Its findings: every checkpoint by name with its result, the reviewer by role and pseudonym.
    await expectFindings(page, "en", [{ role: "reviewer", id: reviewerId }], Array(11).fill("pass"));
    expect(watch.cspViolations).toEqual([]);
    await reviewer.context().close();
  });

  test("in Arabic on a phone, a 90 % verdict waits for a lead, who confirms it", async ({
    page,
    browser,
  }) => {
    const model = `Kelly 28 R${Date.now() % 100000}`;
    const { itemId } = await ownerSendsHandbag(page, model, 2);

    const reviewer = await staffPage(browser, staffAccounts.reviewer, "ar");
    const reviewerId = await pseudonymOf(reviewer);
    await reviewer.setViewportSize({ width: 375, height: 800 });
    const card = await cardOf(reviewer, model);
    await expect(reviewer.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(ar.queue.title);
    await expectLaidOut(reviewer, "/app/review (ar, 375)");
    await expectNoAxeViolations(reviewer, "/app/review (ar)");
    await shoot(reviewer, "queue-ar");
    await card.getByRole("button", { name: ar.queue.claim }).click();
    await expect(reviewer).toHaveURL(/\/app\/review\/[0-9a-f-]{36}$/);
    const requestPath = new URL(reviewer.url()).pathname;
    // Released, the request is back in the queue for anyone; claimed again.
    await reviewer.getByRole("button", { name: ar.request.release }).click();
    await expect(reviewer.getByText(ar.request.released)).toBeVisible();
    await reviewer.getByRole("link", { name: ar.request.back }).first().click();
    await cardOf(reviewer, model);
    await expect(card.getByText(ar.queue.claimedByYou)).toHaveCount(0);
    await card.getByRole("button", { name: ar.queue.claim }).click();
    await expect(reviewer).toHaveURL(requestPath);
    await expect(reviewer.getByRole("heading", { name: ar.checklist.title })).toBeVisible();
    await expectLaidOut(reviewer, "/app/review/{id} (ar, 375)");
    await expectNoAxeViolations(reviewer, "/app/review/{id} (ar)");
    await shoot(reviewer, "request-ar");

    await markAll(reviewer, ar.checklist.results.pass);
    const verdict = reviewer.getByRole("form", { name: ar.verdict.title });
    await verdict.getByLabel(ar.verdict.confidence).fill("90");
    await verdict.getByLabel(ar.verdict.grade).fill("7");
    await verdict.getByLabel(ar.verdict.summary).fill("الغرز والأختام والمعادن مطابقة لعمل الدار.");
    await verdict.getByRole("button", { name: ar.verdict.submit }).click();
    await expect(reviewer.getByText(ar.verdict.pending)).toBeVisible();
    await reviewer.context().close();

    // The lead finds it among those waiting for a second opinion and confirms it.
    const lead = await staffPage(browser, staffAccounts.lead);
    const waiting = await cardOf(lead, model, "?state=second_opinion");
    await expect(lead.getByLabel(en.queue.state, { exact: true })).toHaveValue("second_opinion");
    await expectNoAxeViolations(lead, "/app/review?state=second_opinion");
    await waiting.getByRole("link", { name: en.queue.open }).click();
    await expect(lead).toHaveURL(requestPath);
    const second = lead.getByRole("form", { name: en.second.title });
    await expect(second).toContainText("Authentic at 90% confidence, condition grade 7 of 10");
    // The reviewer's findings, to read: every point as they marked it.
    const firstPoint = lead.locator("#checklist-title ~ ol > li").first();
    await expect(
      firstPoint.getByRole("radio", { name: en.checklist.results.pass, exact: true }),
    ).toBeChecked();
    await expect(
      firstPoint.getByRole("radio", { name: en.checklist.results.fail, exact: true }),
    ).toBeDisabled();
    await second.getByRole("radio", { name: en.second.disagree }).check();
    await second.getByRole("button", { name: en.second.submit }).click();
    await expect(second.getByRole("alert")).toHaveText(en.second.needNote);
    await second.getByRole("radio", { name: en.second.agree }).check();
    await expectNoAxeViolations(lead, "/app/review/{id} (second opinion)");
    await shoot(lead, "second-opinion-en");
    await second.getByRole("button", { name: en.second.submit }).click();
    await expect(lead.getByText(en.second.agreed)).toBeVisible();
    const leadId = await pseudonymOf(lead);
    await lead.context().close();

    // The certificate's public page in Arabic: both reviewers, and every finding, in Arabic.
    const item = await apiData<{ requests: { certificateId: string | null }[] }>(
      page,
      `/api/items/${itemId}`,
    );
    const certificateId = item.requests[0]?.certificateId ?? "";
    expect(certificateId).toMatch(/^CC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await page.goto(`/ae/verify/${certificateId}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectFindings(
      page,
      "ar",
      [
        { role: "reviewer", id: reviewerId },
        { role: "lead", id: leadId },
      ],
      Array(11).fill("pass"),
    );
    await shoot(page, "verify-findings-ar");
  });

  test("staff see Review in the menu; the measures and the staff screens, in English and in Arabic", async ({
    page,
    browser,
  }) => {
    const newcomer = freshEmail("new-lead");
    await registerAccount(page, newcomer, "Nora Newcomer", { confirm: false });

    const admin = await staffPage(browser, staffAccounts.admin);
    const menu = admin.getByRole("navigation", { name: "App sections" });
    await expect(menu.getByRole("link", { name: "Review" })).toHaveAttribute("href", "/app/review");
    await menu.getByRole("link", { name: "Review" }).click();
    const desk = admin.getByRole("navigation", { name: en.desk.nav });
    await expect(desk.getByRole("link")).toHaveText([en.desk.queue, en.desk.metrics, en.desk.staff]);

    await desk.getByRole("link", { name: en.desk.metrics }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(en.metrics.title);
    await expect(admin.getByText(en.metrics.queueSize)).toBeVisible();
    await expect(admin.getByRole("heading", { name: en.metrics.servicesTitle })).toBeVisible();
    await expectNoAxeViolations(admin, "/app/review/metrics");
    await shoot(admin, "metrics-en");

    await admin
      .getByRole("navigation", { name: en.desk.nav })
      .getByRole("link", { name: en.desk.staff })
      .click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(en.staff.title);
    await expect(admin.getByRole("row", { name: /reviewer@desk\.example\.com/ })).toContainText(
      en.staff.roleNames.reviewer,
    );
    await admin.getByLabel(en.staff.email).fill(newcomer);
    await admin.getByLabel(en.staff.role, { exact: true }).selectOption({ label: en.staff.roleNames.lead });
    // The newcomer has not confirmed their address yet: no role for it.
    await admin.getByRole("button", { name: en.staff.grant }).click();
    await expect(admin.getByRole("alert")).toHaveText(
      en.staff.failed.replace("{error}", deskWordsEn.accountUnconfirmed),
    );
    await expect(admin.getByRole("row", { name: new RegExp(newcomer.replace(/[.+]/g, "\\$&")) })).toHaveCount(
      0,
    );
    // Confirmed from the link the server mailed them, the same grant goes through.
    await page.goto(linkIn(await waitForMail(newcomer, /\/app\/verify-email\?token=/), verifyLink));
    await expect(page.getByRole("heading", { name: "Address confirmed" })).toBeVisible();
    await admin.getByRole("button", { name: en.staff.grant }).click();
    await expect(admin.getByText(en.staff.granted)).toBeVisible();
    await expect(
      admin.getByRole("row", { name: new RegExp(newcomer.replace(/[.+]/g, "\\$&")) }),
    ).toContainText(en.staff.roleNames.lead);
    await expectNoAxeViolations(admin, "/app/review/staff");
    await shoot(admin, "staff-en");

    await admin.evaluate(() => localStorage.setItem("language", "ar"));
    for (const [screen, title] of [
      ["/app/review/metrics", ar.metrics.title],
      ["/app/review/staff", ar.staff.title],
    ] as const) {
      await admin.goto(screen);
      await hydrated(admin);
      await expect(admin.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(admin.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(admin.getByRole("table").first()).toBeVisible();
      await expectNoAxeViolations(admin, `${screen} (ar)`);
      await shoot(admin, `${screen.split("/").pop()}-ar`);
    }
    await admin.context().close();
  });
});
