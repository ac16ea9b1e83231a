import { h2Texts, htmlText, jsonLd, mainTextWithoutScripts, openHydrated } from "../fixtures/page.ts";
import { testSignIn } from "../fixtures/site.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures/test.ts";

/**
 * The content pages of the "guides" engineer: /services, the three guides, /faq/authentication,
 * /about, the two partnership pages and /reports.
 */

const pages = [
  "/services",
  "/guides/rolex-authentication",
  "/guides/fraud-prevention",
  "/guides/handbag-authentication",
  "/faq/authentication",
  "/about",
  "/partnerships/guest-posts",
  "/partnerships/auction-houses",
  "/reports",
] as const;

test.describe("every page", () => {
  for (const path of pages) {
    test(`${path}: one h1, the same text before and after scripts, JSON-LD parses, axe clean`, async ({
      page,
      browser,
      watch,
    }) => {
      // Two page loads and a full axe run on a long page: slow on a shared machine.
      test.setTimeout(90_000);
      const before = await mainTextWithoutScripts(browser, path);
      await openHydrated(page, path);
      await expect(page.locator("main h1")).toHaveCount(1);
      // Live figures filled in after load (/reports' download counts, decision 025) are not part
      // of the page's text before scripts; everything else must be.
      const after = (
        await page.locator("main").evaluate((main) => {
          const copy = main.cloneNode(true) as Element;
          for (const live of copy.querySelectorAll("[data-downloads]")) live.remove();
          return copy.textContent ?? "";
        })
      )
        .replace(/\s+/g, " ")
        .trim();
      expect(before.length).toBeGreaterThan(500);
      expect(after).toBe(before);
      const data = await jsonLd(page);
      const types = data.map((d) => d["@type"]);
      expect(types).toContain("BreadcrumbList");
      await expectNoAxeViolations(page, path);
      expect(watch.cspViolations).toEqual([]);
      expect(watch.errors).toEqual([]);
    });
  }

  test("an unknown guide or report address answers 404", async ({ request }) => {
    for (const path of ["/guides/omega-authentication", "/reports/no-such-report.txt", "/faq/pricing"])
      expect((await request.get(path)).status(), path).toBe(404);
  });

  test("links keep the region prefix", async ({ page }) => {
    await openHydrated(page, "/fr/services");
    await expect(
      page.locator("#handbag").getByRole("link", { name: "Lire le guide d’authentification des sacs" }),
    ).toHaveAttribute("href", "/fr/guides/handbag-authentication");
    // The in-app area has no region copies: its links stay unprefixed.
    await expect(
      page.locator("#handbag").getByRole("link", { name: "Lancer l’authentification" }),
    ).toHaveAttribute("href", "/app/authenticate");
    await openHydrated(page, "/uk/about");
    await expect(page.locator("#contact").getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/uk/contact-us",
    );
  });
});

test.describe("/services", () => {
  test("sections in order, each service's accuracy, turnaround and starting price", async ({ page }) => {
    await openHydrated(page, "/services");
    expect(await h2Texts(page)).toEqual([
      "Our four services",
      "Luxury Handbag Authentication",
      "Luxury Watch Authentication",
      "Fine Jewelry Authentication",
      "Collectibles Certification",
      "Frequently asked questions",
      "Not sure which service fits?",
    ]);
    const facts = {
      handbag: ["99.9%", "24-48 hours", "$149"],
      watch: ["99.8%", "48-72h", "$199"],
      jewelry: ["99.7%", "48-96h", "$249"],
      collectibles: ["99.5%", "3-7 business days", "$299"],
    };
    for (const [id, values] of Object.entries(facts)) {
      await expect(page.locator(`[data-facts="${id}"] dd`)).toHaveText(values);
      await expect(page.locator(`[data-facts="${id}"] dt`)).toHaveText([
        "Accuracy",
        "Turnaround",
        "Starting price",
      ]);
    }
  });

  test("watch levels, handbag showcase and the service links", async ({ page }) => {
    await openHydrated(page, "/services");
    await expect(page.locator("[data-level]")).toHaveText([
      /^Standard\s*\$99 \(48h\)/,
      /^Premium\s*\$199 \(24h\)/,
      /^Vintage\/Rare\s*\$299 \(12h\)/,
    ]);
    await expect(page.locator("[data-showcase]")).toHaveCount(4);
    const prices = await page.locator("[data-showcase] [data-price]").allTextContents();
    expect(prices).toEqual(["$9,000", "$8,000", "$1,500", "$2,500"]);
    await expect(page.locator("#handbag")).toContainText("24-48 hours");

    const handbag = page.locator("#handbag");
    await expect(handbag.getByRole("link", { name: "Start Authentication" })).toHaveAttribute(
      "href",
      "/app/authenticate",
    );
    await expect(
      handbag.getByRole("link", { name: "Read the handbag authentication guide" }),
    ).toHaveAttribute("href", "/guides/handbag-authentication");
    const watchSection = page.locator("#watch");
    await expect(watchSection.getByRole("link", { name: "Start Authentication" })).toHaveAttribute(
      "href",
      "/app/authenticate",
    );
    await expect(watchSection.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", "/pricing");
  });

  test("HTML before scripts carries every figure", async ({ request }) => {
    const text = await htmlText(request, "/services", "");
    for (const figure of [
      "$99 (48h)",
      "$199 (24h)",
      "$299 (12h)",
      "From $9,000",
      "From $8,000",
      "From $1,500",
      "From $2,500",
      "24-48 hours",
      "99.9%",
      "99.8%",
      "99.7%",
      "99.5%",
    ])
      expect(text, figure).toContain(figure);
  });

  test("Service JSON-LD offers in USD and the FAQ", async ({ page }) => {
    await openHydrated(page, "/services");
    const data = await jsonLd(page);
    const list = data.find((d) => d["@type"] === "ItemList") as {
      itemListElement: { item: { offers: { price: string; priceCurrency: string } } }[];
    };
    expect(list.itemListElement.map((e) => e.item.offers.price)).toEqual(["149", "199", "249", "299"]);
    expect(list.itemListElement.every((e) => e.item.offers.priceCurrency === "USD")).toBe(true);
    expect(data.some((d) => d["@type"] === "FAQPage")).toBe(true);
  });
});

test.describe("guides", () => {
  test("Rolex: sections, model difficulties, 120 clicks, 2.5x, links, Article JSON-LD", async ({
    page,
    request,
  }) => {
    await openHydrated(page, "/guides/rolex-authentication");
    expect(await h2Texts(page)).toEqual([
      "On this page",
      "Models counterfeiters target",
      "Seven checks, in order",
      "Red flags",
      "When to get a professional authentication",
      "Have a Rolex to check?",
    ]);
    const rows = page.locator("#models tbody tr");
    await expect(rows.locator("th")).toHaveText([
      "Submariner",
      "Daytona",
      "GMT-Master II",
      "Day-Date",
      "Datejust",
      "Oyster Perpetual",
    ]);
    await expect(rows.locator("td:nth-of-type(1)")).toHaveText([
      "Very High",
      "Very High",
      "High",
      "High",
      "Medium",
      "Medium",
    ]);
    await expect(page.locator("#checks")).toContainText("in 120 firm, even clicks");
    await expect(page.locator("#checks")).toContainText("magnifies it 2.5x");
    await expect(page.getByRole("link", { name: "Start Authentication" })).toHaveAttribute(
      "href",
      "/app/authenticate",
    );
    await expect(page.getByRole("link", { name: "Luxury watch authentication" })).toHaveAttribute(
      "href",
      "/authenticate/luxury-watches",
    );
    const data = await jsonLd(page);
    const article = data.find((d) => d["@type"] === "Article");
    expect(article?.headline).toBe("How to Authenticate a Rolex");
    const text = await htmlText(request, "/guides/rolex-authentication", "");
    for (const figure of [
      "120 firm, even clicks",
      "2.5x",
      "Very High",
      "Medium",
      "$150-500",
      "2-5 business days",
    ])
      expect(text, figure).toContain(figure);

    // The model table scrolls on narrow screens and can be reached by keyboard.
    await page.locator("#models [tabindex='0']").focus();
    await expect(page.locator("#models [tabindex='0']")).toBeFocused();
  });

  for (const [path, first] of [
    ["/guides/handbag-authentication", "Before you look at the bag"],
    ["/guides/fraud-prevention", "How luxury fraud works"],
  ] as const) {
    test(`${path}: steps, red flags, when to go professional ($150-500, 2-5 business days)`, async ({
      page,
      request,
    }) => {
      await openHydrated(page, path);
      const h2 = await h2Texts(page);
      expect(h2[0]).toBe("On this page");
      expect(h2[1]).toBe(first);
      expect(h2).toContain("Red flags");
      expect(h2.at(-2)).toBe("When to get a professional authentication");
      await expect(page.locator("[data-red-flags] li").first()).toBeVisible();
      await expect(page.locator("#professional")).toContainText(
        "A typical professional authentication costs $150-500 and takes 2-5 business days.",
      );
      await expect(
        page.locator("#next-steps").getByRole("link", { name: "Start Authentication" }),
      ).toHaveAttribute("href", "/app/authenticate");
      const contents = await page
        .locator("nav[aria-labelledby='guide-contents'] a")
        .evaluateAll((els) => els.map((e) => e.getAttribute("href")));
      for (const href of contents) await expect(page.locator(href ?? "#missing")).toHaveCount(1);
      expect((await jsonLd(page)).some((d) => d["@type"] === "Article")).toBe(true);
      expect(await htmlText(request, path, "")).toContain("$150-500");
    });
  }

  test("handbag guide: 24-48 hours and from $149", async ({ page }) => {
    await openHydrated(page, "/guides/handbag-authentication");
    await expect(page.locator("#professional")).toContainText("Ours starts at $149 and takes 24-48 hours");
  });
});

test.describe("/faq/authentication", () => {
  test("sections, stat cards, contact and start links, FAQPage JSON-LD", async ({ page, request }) => {
    await openHydrated(page, "/faq/authentication");
    expect(await h2Texts(page)).toEqual([
      "At a glance",
      "Browse by topic",
      "General",
      "Process",
      "Pricing",
      "Still have questions?",
    ]);
    await expect(page.locator("[data-stat] dd")).toHaveText(["99.9%", "24-48h", "$149+", "200+"]);
    await expect(page.locator("[data-stat] dt")).toHaveText([
      "Accuracy",
      "Typical turnaround",
      "Starting price",
      "Brands",
    ]);
    await expect(page.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    const start = page.getByRole("link", { name: /^Start Authentication/ });
    await expect(start).toHaveAttribute("href", testSignIn.business);
    await expect(start).toHaveAttribute("target", "_blank");
    await expect(start).toHaveAttribute("rel", "noopener noreferrer");
    await expect(start).toContainText("(opens in a new tab)");

    const faq = (await jsonLd(page)).find((d) => d["@type"] === "FAQPage") as {
      mainEntity: { name: string }[];
    };
    expect(faq.mainEntity).toHaveLength(await page.locator("[data-faq-item]").count());

    const text = await htmlText(request, "/faq/authentication", "");
    for (const answer of [
      "refund within 30 days after the service is completed",
      "100% satisfaction guarantee",
      "15% off when you authenticate 3 items together and 25% off for 5 or more items",
      "For items over $1,000, you can spread the cost over 2-3 installments.",
      "Express authentication returns a result in 2-4h",
      "can take up to 72h",
      "99.9%",
      "24-48h",
      "$149+",
      "200+",
    ])
      expect(text, answer).toContain(answer);
  });

  test("chips jump to their groups", async ({ page }) => {
    await openHydrated(page, "/faq/authentication");
    const chips = page.locator("[data-chip]");
    await expect(chips).toHaveText(["General", "Process", "Pricing"]);
    await chips.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#faq-pricing$/);
    await expect(page.locator("#faq-pricing h2")).toBeInViewport();
    await chips.nth(1).click();
    await expect(page).toHaveURL(/#faq-process$/);
    await expect(page.locator("#faq-process h2")).toBeInViewport();
  });

  test("items expand and collapse by keyboard; axe with every item open", async ({ page, watch }) => {
    await openHydrated(page, "/faq/authentication");
    const item = page.locator("#faq-process [data-faq-item]").first();
    const summary = item.locator("summary");
    const answer = item.locator("p");
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(item).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(item).not.toHaveAttribute("open", "");
    await expect(answer).toBeHidden();

    // Tab reaches the next question, which opens with Space.
    await page.keyboard.press("Tab");
    await expect(page.locator("#faq-process [data-faq-item] summary").nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.locator("#faq-process [data-faq-item]").nth(1)).toHaveAttribute("open", "");

    await page.locator("[data-faq-item]").evaluateAll((els) => {
      for (const el of els) (el as HTMLDetailsElement).open = true;
    });
    await expectNoAxeViolations(page, "FAQ with every item open");
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});

test.describe("/about and partnerships", () => {
  test("/about: sections in order, London, contact link", async ({ page }) => {
    await openHydrated(page, "/about");
    expect(await h2Texts(page)).toEqual([
      "Our mission",
      "Our story",
      "What we do",
      "Who we serve",
      "Leadership",
      "Partnerships",
      "Talk to us",
    ]);
    await expect(page.locator("main h1")).toHaveText("We help the world trust what it collects");
    await expect(page.locator("#mission")).toContainText("We are based in London");
    await expect(page.locator("#contact").getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(page.locator("#partnerships").getByRole("link")).toHaveCount(3);
  });

  test("/partnerships/guest-posts: guest posts, expert profiles, media, a way to get in touch", async ({
    page,
  }) => {
    await openHydrated(page, "/partnerships/guest-posts");
    expect(await h2Texts(page)).toEqual([
      "Guest posts",
      "Expert profiles",
      "Media and press",
      "How to pitch",
      "Get in touch",
    ]);
    await expect(page.locator("#get-in-touch").getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    const types = (await jsonLd(page)).map((d) => d["@type"]);
    expect(types).toEqual(expect.arrayContaining(["WebPage", "BreadcrumbList"]));
  });

  test("/partnerships/auction-houses: auction services with turnarounds, a way to get in touch", async ({
    page,
  }) => {
    await openHydrated(page, "/partnerships/auction-houses");
    expect(await h2Texts(page)).toEqual([
      "What we do for auction houses",
      "Why auction houses work with us",
      "How a partnership works",
      "Become an auction partner",
    ]);
    await expect(page.locator("[data-auction-service] p.text-gold")).toHaveText([
      "48-72 hours",
      "24-48 hours",
      "5-10 business days",
      "same day",
    ]);
    await expect(page.locator("#get-in-touch").getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
  });
});

test.describe("/reports", () => {
  test("four reports, downloads answer 200 with plain text, subscribe and custom research", async ({
    page,
    request,
  }) => {
    await openHydrated(page, "/reports");
    expect(await h2Texts(page)).toEqual(["Latest reports", "Stay informed"]);
    const reports = page.locator("[data-report]");
    await expect(reports).toHaveCount(4);
    for (let i = 0; i < 4; i++) {
      const report = reports.nth(i);
      const title = ((await report.locator("h3").textContent()) ?? "").trim();
      await expect(report.locator("time")).toHaveCount(1);
      await expect(report.locator("h4 + ul li").first()).toBeVisible();
      const link = report.getByRole("link", { name: `Download summary (TXT): ${title}`, exact: true });
      await expect(link).toHaveAttribute("download", "");
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^\/reports\/[a-z0-9-]+\.txt$/);
      const res = await request.get(href ?? "");
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
      expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.txt"$/);
      // The file is the report the card shows: its title, and every insight listed on the page.
      const body = await res.text();
      expect(body.startsWith(`${title}\n`)).toBe(true);
      const insights = await report.locator("h4 + ul li").allTextContents();
      expect(insights.length).toBeGreaterThan(0);
      for (const insight of insights) expect(body).toContain(`- ${insight.trim()}`);
    }
    const subscribe = page.getByRole("link", { name: "Subscribe" });
    await expect(subscribe).toHaveAttribute("href", "#newsletter");
    await expect(page.locator("#newsletter")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Request Custom Research" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await subscribe.click();
    await expect(page.locator("#newsletter")).toBeInViewport();
  });

  test("a download saves the file", async ({ page }) => {
    await openHydrated(page, "/reports");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .locator("[data-report]")
        .first()
        .getByRole("link", { name: /^Download summary/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
  });
});
