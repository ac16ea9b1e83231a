import { expect, test } from "./fixtures/test.ts";

/**
 * What a native reader of the translated home page hears and reads (issue 32): counts that agree
 * with their number, common nouns in the language, ratings in the language's decimal form, and
 * no English role descriptions on the carousels.
 */
const pages = [
  {
    path: "/ae",
    ago: ["قبل دقيقتين", "قبل 9 دقائق", "قبل 17 دقيقة", "قبل ساعة", "قبل ساعتين"],
    noun: "نظارة شمسية Santos",
    carousel: "عرض متتابع",
    slide: "شريحة",
    rating: null,
  },
  {
    path: "/fr",
    ago: ["il y a 2 min", "il y a 1 h"],
    noun: "Lunettes de soleil Santos",
    carousel: "carrousel",
    slide: "diapositive",
    rating: "4,8",
  },
  {
    path: "/it",
    ago: ["2 min fa"],
    noun: "Occhiali da sole Santos",
    carousel: "carosello",
    slide: "diapositiva",
    rating: "4,8",
  },
];

for (const p of pages) {
  test(`${p.path}: counts agree, nouns and carousel names are in the page's language`, async ({ page }) => {
    await page.goto(p.path);
    const recent = page.locator("#home-categories");
    for (const ago of p.ago) await expect(recent.getByText(ago).first()).toBeAttached();
    await expect(recent.getByText(p.noun, { exact: true })).toBeAttached();
    const roles = await page
      .locator("[aria-roledescription]")
      .evaluateAll((nodes) => [...new Set(nodes.map((n) => n.getAttribute("aria-roledescription")))].sort());
    expect(roles).toEqual([p.carousel, p.slide].sort());
    if (p.rating) {
      const press = page.locator('section[aria-labelledby="home-press"]');
      await expect(press.getByRole("img", { name: new RegExp(p.rating) })).toHaveCount(1);
    }
  });
}
