import { testSignIn } from "./fixtures/site.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

test.describe("top bar", () => {
  test("logo to /, business and collector sign-in as external links in a new tab", async ({
    page,
    watch,
  }) => {
    await withStoredConsent(page, "false");
    await page.goto("/terms");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: "Collect home" })).toHaveAttribute("href", "/");
    const business = header.getByRole("link", { name: /BUSINESS SIGN IN/ });
    await expect(business).toHaveAttribute("href", testSignIn.business);
    await expect(business).toHaveAttribute("target", "_blank");
    await expect(business).toHaveAttribute("rel", "noopener noreferrer");
    const collector = header.getByRole("link", { name: /COLLECTOR SIGN IN/ });
    await expect(collector).toHaveAttribute("href", testSignIn.card);
    await expect(collector).toHaveAttribute("target", "_blank");
    await expect(collector).toHaveAttribute("rel", "noopener noreferrer");
    expect(watch.cspViolations).toEqual([]);
  });

  test("small screens read BUSINESS and Sign Up; the spacer is 64px there and 80px above 768px", async ({
    page,
  }) => {
    await withStoredConsent(page, "false");
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/privacy");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: /^BUSINESS/ })).toBeVisible();
    await expect(header.getByText("BUSINESS", { exact: true })).toBeVisible();
    await expect(header.getByText("Sign Up", { exact: true })).toBeVisible();
    await expect(header.getByText("BUSINESS SIGN IN", { exact: true })).toBeHidden();
    const spacer = page.locator("[data-header-spacer]");
    expect((await spacer.boundingBox())?.height).toBe(64);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(header.getByText("BUSINESS SIGN IN", { exact: true })).toBeVisible();
    await expect(header.getByText("COLLECTOR SIGN IN", { exact: true })).toBeVisible();
    await expect(header.getByText("Sign Up", { exact: true })).toBeHidden();
    expect((await spacer.boundingBox())?.height).toBe(80);
  });

  test("the header is shown on site pages and not on /app paths", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.locator("header")).toHaveCount(1);
    await page.goto("/app/vault-that-does-not-exist");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.locator("[data-header-spacer]")).toHaveCount(0);
  });
});

test.describe("side menu", () => {
  test("lists the eight items in order, traps focus, closes on Escape and returns focus", async ({
    page,
  }) => {
    await withStoredConsent(page, "false");
    await page.goto("/terms");
    await hydrated(page);
    const trigger = page.getByRole("button", { name: "Open menu" });
    await trigger.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const links = menu.getByRole("navigation").getByRole("link");
    await expect(links).toHaveText([
      "BUSINESS",
      "COLLECT CARD",
      "REWARDS",
      "BENEFITS",
      "BRANDS",
      "PRICING",
      "GUARANTEE",
      "CONTACT",
    ]);
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs).toEqual([
      "/business",
      "/collect-card",
      "/rewards-and-benefits",
      "/benefits",
      "/what-we-authenticate",
      "/pricing",
      "/financial-guarantee",
      "/contact-us",
    ]);
    await expectNoAxeViolations(page, "side menu open");

    // Focus stays inside the menu however far one tabs.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("choosing an item closes the menu and shows the new page from the top", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.goto("/terms");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "PRICING" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("navigation", () => {
  test("client-side navigation between prerendered pages: no reload, scrolled to top", async ({
    page,
    watch,
  }) => {
    await withStoredConsent(page, "false");
    await page.goto("/terms");
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __same: boolean }).__same = true;
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page).toHaveTitle(/Privacy Policy/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator("footer").getByRole("link", { name: "Cookie Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("the not-found page's Return to Home goes to /", async ({ page }) => {
    await withStoredConsent(page, "false");
    const res = await page.goto("/definitely/not/here");
    expect(res?.status()).toBe(404);
    await expect(page.locator("main p", { hasText: "404" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  test("/collectcard/explore/{id} sends the browser to the collect-cards host with the query kept", async ({
    page,
  }) => {
    const seen: string[] = [];
    await page.route("https://cards.collect.test/**", (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<title>card</title>card" });
    });
    await page.goto("/collectcard/explore/abc-1?ref=qr");
    await expect(page).toHaveURL("https://cards.collect.test/collect-cards/abc-1?ref=qr");
    expect(seen[0]).toBe("https://cards.collect.test/collect-cards/abc-1?ref=qr");
  });

  test("the redirect screen works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route("https://cards.collect.test/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>card</title>card" }),
    );
    await page.goto("/collectcard/explore/xyz?ref=mail");
    await expect(page).toHaveURL("https://cards.collect.test/collect-cards/xyz?ref=mail");
    await context.close();
  });
});

test.describe("footer", () => {
  test("services, company, newsletter, social, statistics and legal links", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.goto("/cookies");
    const footer = page.locator("footer");
    await expect(footer.getByRole("navigation", { name: "Services" }).getByRole("link")).not.toHaveCount(0);
    await expect(footer.getByRole("navigation", { name: "Company" }).getByRole("link")).not.toHaveCount(0);
    await expect(footer.locator("#newsletter")).toBeVisible();
    const social = footer.getByRole("navigation", { name: "Follow us" }).getByRole("link");
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    for (const figure of ["99.9%", "300+", "$50M+", "4.9"]) {
      await expect(footer.getByText(figure, { exact: true })).toBeVisible();
    }
    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(legal.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");
    await expect(legal.getByRole("button", { name: "Cookie preferences" })).toBeVisible();
  });

  test("the footer's figures are written in the page's language", async ({ page }) => {
    await withStoredConsent(page, "false");
    for (const [path, figures] of [
      ["/fr", ["99,9\u00a0%", "300+", "50\u00a0M\u00a0$US+", "4,9"]],
      ["/it", ["99,9%", "300+", "50\u00a0Mln\u00a0USD+", "4,9"]],
      ["/ae", ["99.9\u200e%\u200e", "+300", "+\u200f50\u00a0مليون\u00a0US$\u200e", "4.9"]],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("footer dl dd")).toHaveText([...figures]);
    }
  });

  test("links keep the visitor's region prefix", async ({ page }) => {
    await withStoredConsent(page, "false");
    await page.goto("/uk/terms");
    await expect(page.locator("footer").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/uk/privacy",
    );
  });
});

test.describe("selection and context menu", () => {
  test("the context menu is disabled except in form fields; unselectable elements stay unselectable", async ({
    page,
  }) => {
    await withStoredConsent(page, "false");
    await page.goto("/terms");
    await hydrated(page);
    const prevented = (selector: string) =>
      page.evaluate((sel) => {
        const target = document.querySelector(sel);
        const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
        target?.dispatchEvent(event);
        return event.defaultPrevented;
      }, selector);
    expect(await prevented("main h1")).toBe(true);
    expect(await prevented("#footer-language")).toBe(false);
    const userSelect = (selector: string) =>
      page.evaluate((sel) => getComputedStyle(document.querySelector(sel) as Element).userSelect, selector);
    expect(await userSelect('header a[href="/"]')).toBe("none");
    expect(await userSelect("main h1")).not.toBe("none");
  });
});
