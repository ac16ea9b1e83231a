import type { APIRequestContext } from "@playwright/test";
import { hotelOfferRecords } from "#app/data/hotel-offers.ts";
import { rewardOf } from "#app/data/points.ts";
import { formatMessage } from "#app/i18n/message.ts";
import messagesAr from "#app/i18n/messages/ar.json" with { type: "json" };
import messagesEn from "#app/i18n/messages/en.json" with { type: "json" };
import ar from "#app/pages/loyalty/copy/ar.json" with { type: "json" };
import en from "#app/pages/loyalty/copy/en.json" with { type: "json" };
import serverAr from "#server/points/copy/ar.json" with { type: "json" };
import serverEn from "#server/points/copy/en.json" with { type: "json" };
import { loyaltyOwners, loyaltyPassword, seededAuthentications } from "../fixtures/loyalty-owners.ts";
import { mailsTo } from "../fixtures/mail.ts";
import { signInAs } from "../fixtures/owner.ts";
import { expectLaidOut, shoot } from "../fixtures/screens.ts";
import {
  expect as baseExpect,
  expectNoAxeViolations,
  hydrated,
  test,
  withStoredConsent,
} from "../fixtures/test.ts";

const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The loyalty screens (issue 31, decision 023) from the owner's side, in English and in Arabic on a
 * phone: an owner with the points of 25 authentications (seeded before the server starts,
 * fixtures/seed-loyalty.ts) sees the balance and the next reward, opens a reward, double-clicks
 * "Redeem" (one redemption), sees the voucher and where it was mailed, is refused a reward the
 * balance no longer reaches with the server's sentence, and finds the redemption in the journey.
 * axe and the layout (no overflow, every control 44 x 44 px) on every screen.
 * SHOTS_DIR=/tmp/shots-loyalty also writes screenshots at 375 and 1280 px.
 */

async function signIn(request: APIRequestContext, email: string) {
  const res = await request.post("/api/auth/login", { data: { email, password: loyaltyPassword } });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  return { token, email };
}

const hotel = (id: string) => hotelOfferRecords.find((h) => h.id === id)?.name ?? id;

const journeys = [
  { language: "en", words: en, server: serverEn, messages: messagesEn },
  { language: "ar", words: ar, server: serverAr, messages: messagesAr },
] as const;

test.describe("the loyalty screens", () => {
  test.beforeEach(({ page }) => withStoredConsent(page, "false"));

  for (const journey of journeys) {
    const { language, words } = journey;
    const say = (message: string, values: Record<string, string | number> = {}) =>
      formatMessage(language, message, values);

    test(`an owner with points redeems a reward once, sees the voucher, the balance falls and the journey lists it (${language}, 375 px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await signIn(request, loyaltyOwners[language].email);
      await signInAs(page, owner, language === "en" ? null : language);
      await page.setViewportSize({ width: 375, height: 800 });
      const reward = rewardOf("lake-como");
      const dearer = rewardOf("patagonia-lodge");
      if (!reward || !dearer) throw new Error("the rewards of the test are gone");
      const start = seededAuthentications * 100;

      // The overview: balance, the next reward (none: the balance reaches every reward), recent entries.
      await page.goto("/app/loyalty");
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.overview.title);
      await expect(page.getByTestId("points-balance")).toHaveText(
        say(words.common.points, { points: start }),
      );
      await expect(page.getByText(words.overview.allReached)).toBeVisible();
      await expect(page.getByRole("list", { name: words.overview.recent }).getByRole("listitem")).toHaveCount(
        5,
      );
      await expect(page.getByRole("link", { name: hotel("lake-como"), exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `/app/loyalty (${language})`);
      await expectLaidOut(page, `/app/loyalty (${language}, 375)`);
      await shoot(page, `loyalty-${language}`);

      // The reward: its cost and limit; a double click redeems once.
      await page.getByRole("link", { name: hotel("lake-como"), exact: true }).click();
      await expect(page).toHaveURL("/app/loyalty/reward/lake-como");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hotel("lake-como"));
      await expect(page.getByTestId("reward-cost")).toHaveText(
        say(words.common.points, { points: reward.points }),
      );
      await expect(page.getByText(say(words.reward.limit, { limit: reward.limitPerMember }))).toBeVisible();
      await expect(page.getByTestId("reward-balance")).toHaveText(
        say(words.reward.balance, { points: start }),
      );
      await expectNoAxeViolations(page, `/app/loyalty/reward/lake-como (${language})`);
      await expectLaidOut(page, `/app/loyalty/reward/lake-como (${language}, 375)`);
      await shoot(page, `reward-${language}`);
      await page
        .getByRole("button", { name: say(words.reward.redeem, { points: reward.points }) })
        .dblclick();
      const code = page.getByTestId("voucher-code");
      await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{5}(-[A-HJ-NP-Z2-9]{5}){3}$/);
      const voucher = (await code.textContent()) ?? "";
      await expect(page.getByText(say(words.reward.mailed, { email: owner.email }))).toBeVisible();
      const after = start - reward.points;
      await expect(page.getByTestId("reward-balance")).toHaveText(
        say(words.reward.balance, { points: after }),
      );
      await expect(page.getByText(say(words.reward.used, { count: 1 }))).toBeVisible();
      await expect(page.getByRole("list").filter({ hasText: voucher })).toHaveCount(1);
      await expectNoAxeViolations(page, `/app/loyalty/reward/lake-como (${language}, redeemed)`);
      await shoot(page, `reward-redeemed-${language}`);
      // One e-mail with the code (the other one to the address is the registration's confirmation).
      await expect.poll(() => mailsTo(owner.email).filter((m) => m.body.includes(voucher)).length).toBe(1);

      // A reward the balance no longer reaches: the server's sentence, in the page's language.
      await page.goto(`/app/loyalty/reward/${dearer.id}`);
      await hydrated(page);
      await page.getByRole("button", { name: say(words.reward.redeem, { points: dearer.points }) }).click();
      await expect(page.getByRole("alert")).toHaveText(
        say(journey.server.notEnoughPoints, { cost: dearer.points, balance: after }),
      );
      await expectNoAxeViolations(page, `/app/loyalty/reward/${dearer.id} (${language}, refused)`);

      // The overview shows the balance fallen by the reward's cost, once.
      await page.getByRole("link", { name: words.reward.back }).click();
      await expect(page.getByTestId("points-balance")).toHaveText(
        say(words.common.points, { points: after }),
      );
      await expect(
        page.getByText(say(words.overview.needs, { needs: dearer.points - after, hotel: hotel(dearer.id) })),
      ).toBeVisible();

      // The journey: the redemption first, with its cause in words; every entry over two pages.
      await page.getByRole("link", { name: words.overview.journey }).click();
      await expect(page).toHaveURL("/app/loyalty/journey");
      const entries = page.getByRole("list", { name: say(words.journey.page, { page: 1, pages: 2 }) });
      await expect(entries.getByRole("listitem")).toHaveCount(20);
      await expect(entries.getByRole("listitem").first()).toContainText(
        say(words.reasons.redeem, { hotel: hotel("lake-como") }),
      );
      await expect(entries.getByRole("listitem").first()).toContainText(
        say(words.entry.loss, { points: reward.points }),
      );
      await expect(entries.getByRole("listitem").nth(1)).toContainText(words.reasons.authentication);
      await expectNoAxeViolations(page, `/app/loyalty/journey (${language})`);
      await expectLaidOut(page, `/app/loyalty/journey (${language}, 375)`);
      await shoot(page, `journey-${language}`);
      await page.getByRole("link", { name: words.journey.older }).click();
      await expect(page).toHaveURL("/app/loyalty/journey?page=2");
      await expect(
        page
          .getByRole("list", { name: say(words.journey.page, { page: 2, pages: 2 }) })
          .getByRole("listitem"),
      ).toHaveCount(seededAuthentications + 1 - 20);

      // The ways to earn, from the server's rules.
      await page.goto("/app/loyalty/earn-points");
      await hydrated(page);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        words.earn.rules.authentication.title,
        words.earn.rules["vault-share"].title,
        words.earn.rules.transfer.title,
      ]);
      await expect(page.getByText(say(words.earn.subscribed, { points: 200 }))).toBeVisible();
      await expectNoAxeViolations(page, `/app/loyalty/earn-points (${language})`);
      await expectLaidOut(page, `/app/loyalty/earn-points (${language}, 375)`);
      await shoot(page, `earn-points-${language}`);

      // An unknown reward is the site's not-found, in the page's language.
      const missing = await page.goto("/app/loyalty/reward/nowhere");
      expect(missing?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `${journey.messages.errors.notFoundCode} ${journey.messages.errors.notFoundTitle}`,
      );
    });
  }
});
