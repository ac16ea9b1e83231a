import { expect, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

test.describe("language", () => {
  test("offers en, fr, it, ar with flags; switching stores it and sets lang and dir", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.goto("/terms");
    await hydrated(page);
    const select = page.locator("#footer-language");
    await expect(select.locator("option")).toHaveText([
      "🇬🇧 English",
      "🇫🇷 Français",
      "🇮🇹 Italiano",
      "🇸🇦 العربية",
    ]);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await select.selectOption("fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("fr");
    // The shared chrome is translated.
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);

    await select.selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    // A stored supported language applies at start.
    await page.reload();
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    await page.locator("#footer-language").selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("an unsupported stored value is ignored", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "de"));
    await withStoredConsent(page, "false");
    await page.goto("/privacy");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("region prefixes serve the chrome in their language, Arabic right-to-left", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.goto("/ae/privacy");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    // The menu slides in from the start side, which is the right in Arabic.
    await page.locator("header button").first().click();
    const box = await page.getByRole("dialog").boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(width);
  });

  test("headings and text are drawn with the self-hosted faces of the page's language", async ({ page }) => {
    // What Chromium actually drew each element with (its own record of the fonts used), once the
    // faces have loaded: the house faces, not the resized fallback that paints while they load.
    const drawnWith = async (selector: string) => {
      // The faces are switched on at first paint (server/http/house-faces.ts): each is loaded,
      // then all are added to the document at once.
      await page.waitForFunction(() => {
        const style = document.getElementById("house-faces") as HTMLStyleElement;
        const wanted = style.sheet?.cssRules.length ?? 0;
        const added = [...document.fonts].filter(
          (face) => face.status === "loaded" && !face.family.includes("Fallback"),
        ).length;
        return style.media === "all" || (wanted > 0 && added >= wanted);
      });
      await page.evaluate(() => document.fonts.ready);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root } = await cdp.send("DOM.getDocument");
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      await cdp.detach();
      return (
        fonts
          .filter((f) => f.glyphCount > 0)
          // Full names, with the cut: "Noto Naskh Arabic SemiBold".
          .map((f) => `${f.familyName}${f.isCustomFont ? "" : " (installed)"}`)
          .sort()
      );
    };
    await page.goto("/ae");
    await hydrated(page);
    // Arabic letters in the Arabic faces; Latin words and punctuation in the Latin ones.
    const heading = await drawnWith("h1");
    expect(heading).toEqual(expect.arrayContaining([expect.stringMatching(/^Noto Naskh Arabic/)]));
    expect(heading.filter((f) => f.endsWith("(installed)"))).toEqual([]);
    const text = await drawnWith("main p");
    expect(text).toEqual(expect.arrayContaining([expect.stringMatching(/^IBM Plex Sans Arabic/)]));
    expect(text.filter((f) => f.endsWith("(installed)"))).toEqual([]);
    await page.goto("/fr");
    await hydrated(page);
    expect(await drawnWith("h1")).toEqual([expect.stringMatching(/^Cormorant Garamond/)]);
    expect(await drawnWith("main p")).toEqual([expect.stringMatching(/^Manrope/)]);
    const stacks = await page.evaluate(() => ({
      h1: getComputedStyle(document.querySelector("h1") as Element).fontFamily,
      body: getComputedStyle(document.body).fontFamily,
    }));
    // The French subset first, then one installed face resized to its measure (app/fonts.css).
    expect(stacks).toEqual({
      h1: '"Cormorant fr", "Cormorant Fallback fr", serif',
      body: '"Manrope fr", "Manrope Fallback fr", sans-serif',
    });
  });
});
