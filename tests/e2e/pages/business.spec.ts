import { decodeEntities, openHydrated } from "../fixtures/page.ts";
import { testSignIn } from "../fixtures/site.ts";
import { expect, expectNoAxeViolations, hydrated, test } from "../fixtures/test.ts";

const path = "/business";

// A long page: axe and the ROI walk-through take longer than the default while the machine is shared.
test.describe.configure({ timeout: 90_000 });

/** The page's sections in the specification's order, by their headings. */
const sectionHeadings = [
  "Enterprise AI authentication for luxury goods and collectibles",
  "Working with partners across the luxury resale chain",
  "Counterfeits cost you twice: in fraud and in time",
  "One platform to authenticate, certify and earn",
  "Every authenticated item gets a Collect Card",
  "How it works",
  "What we authenticate",
  "Benefits for your business",
  "The Liability+ guarantee",
  "Business pricing",
  "Revenue streams",
  "Value-added services",
  "API and security",
  "Trusted by the trade",
  "Book a demo",
];

const categories = [
  ["Handbags", "40 brands authenticated"],
  ["Sneakers", "32 brands authenticated"],
  ["Clothing", "56 brands authenticated"],
  ["Shoes", "70 brands authenticated"],
  ["Accessories", "38 brands authenticated"],
  ["Watches", "44 brands authenticated"],
  ["Streetwear", "62 brands authenticated"],
  ["Toys & Figures", "5 brands authenticated"],
  ["Trading Cards", "2 brands authenticated"],
  ["Cosmetic Products", "about 62 brands authenticated"],
] as const;

const quotes = [
  {
    quote:
      "Cutting authentication from a week-long mail-in process to minutes changes the economics of pre-owned luxury. Marketplaces can list faster and refund less.",
    source: "Resale Ledger",
    author: "Priya Natarajan",
    title: "Retail Technology Editor",
  },
  {
    quote:
      "The Collect Card is the clever part: every certificate becomes a channel for insurance and credit, turning a compliance cost into a revenue line.",
    source: "Atelier Commerce Weekly",
    author: "Tomas Lindqvist",
    title: "Senior Correspondent",
  },
  {
    quote:
      "Routing every low-confidence item to a human expert is exactly the safeguard insurers have been asking authentication providers for.",
    source: "The Provenance Review",
    author: "Hélène Marchetti",
    title: "Insurance and Risk Columnist",
  },
];

const securityPoints = [
  "Single sign-on (SSO) with role-based access",
  "Audit logs of every action",
  "GDPR compliance",
  "SOC 2 readiness",
  "Blockchain-backed certificates",
];

/** Texts that must be in the HTML before any script runs. */
const staticTexts = [
  ...sectionHeadings,
  "Book a Demo",
  "$101B",
  "7-14 days",
  "45%",
  "$28B",
  "2020",
  "$41B",
  "2022",
  "$58B",
  "2024",
  "$77B",
  "2026E",
  "180-365 days",
  "Items under 95% confidence need human review to be covered.",
  "$10",
  "over 50%",
  "99.4%",
  "$3,749",
  "$6,789",
  "+$49 per month on",
  "about 15%",
  "$7.50",
  "$6.25",
  "$5.00",
  "$1,200",
  "$252",
  "$300",
  "$175",
  "about $1,927",
  "Talk to partnerships",
  "REST API",
  "Webhooks",
  "Zapier",
  "Connect to more than 5,000 apps without writing code.",
  ...securityPoints,
  "2nd Best European Blockchain Startup 2024/25",
  ...quotes.flatMap((q) => [q.quote, q.source, q.author, q.title]),
  ...categories.flat(),
  "Number of products annually",
  "Product category",
  "Calculate",
  "The ROI calculator needs JavaScript to compute your figures.",
  "$50M+",
  "100K+",
  "4.9",
  "24/7",
];

test.describe("business page", () => {
  test("sections in order, each a section with its heading; one h1; the anchors", async ({ page, watch }) => {
    await openHydrated(page, path);
    await expect(page.locator("main h1")).toHaveCount(1);
    const headings = await page
      .locator('main section[aria-labelledby^="biz-"]')
      .evaluateAll((sections) =>
        sections.map(
          (s) => document.getElementById(s.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() ?? "",
        ),
      );
    expect(headings).toEqual(sectionHeadings);
    for (const [id, heading] of [
      ["value-added-services", "Value-added services"],
      ["api-security", "API and security"],
      ["social-proof", "Trusted by the trade"],
      ["lead-capture", "Book a demo"],
    ] as const) {
      await expect(page.locator(`section#${id}`).getByRole("heading", { level: 2 })).toHaveText(heading);
    }
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
  });

  test("title, description, canonical and JSON-LD with USD offers", async ({ page }) => {
    await openHydrated(page, path);
    await expect(page).toHaveTitle("Enterprise AI Authentication Platform for Luxury Businesses | Collect");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Authenticate luxury goods and collectibles at scale with multi-agent AI/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/business$/);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    const service = data.find((d) => d["@type"] === "Service");
    expect(
      service.offers.map((o: { name: string; price: number; priceCurrency: string }) => [
        o.name,
        o.price,
        o.priceCurrency,
      ]),
    ).toEqual([
      ["Base plan", 99, "USD"],
      ["Authenticate plan", 369, "USD"],
      ["Pro plan", 669, "USD"],
      ["API add-on", 49, "USD"],
    ]);
    expect(data.some((d) => d["@type"] === "WebPage")).toBe(true);
    expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("Book a Demo scrolls the lead-capture section into view and focuses it", async ({ page, watch }) => {
    await openHydrated(page, path);
    const lead = page.locator("#lead-capture");
    await expect(lead).not.toBeInViewport();
    const demo = page.getByRole("link", { name: "Book a Demo" });
    await expect(demo).toHaveAttribute("href", "#lead-capture");
    await demo.click();
    await expect(lead).toBeInViewport();
    await expect(lead).toBeFocused();
    // The smooth scroll ends with the section's top under the sticky header, not past it.
    await expect
      .poll(() => lead.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5_000 })
      .toBe(96);
    expect(new URL(page.url()).hash).toBe("#lead-capture");
    expect(watch.errors).toEqual([]);
  });

  test("talk to partnerships scrolls to the lead form, instantly under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page, path);
    const link = page.locator("#value-added-services").getByRole("link", { name: "Talk to partnerships" });
    await expect(link).toHaveAttribute("href", "#lead-capture");
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page.locator("#lead-capture")).toBeInViewport();
    const top = await page.locator("#lead-capture").evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - 96)).toBeLessThanOrEqual(2);
  });

  test("problem stats and resale market, guarantee claims", async ({ page }) => {
    await openHydrated(page, path);
    const problem = page.locator('section[aria-labelledby="biz-problem"]');
    await expect(problem.locator("[data-stat] dd > span:first-child")).toHaveText([
      "$101B",
      "7-14 days",
      "45%",
    ]);
    await expect(problem.locator("[data-stat] dt")).toHaveText([
      "Return fraud",
      "Traditional authentication",
      "Trust gap",
    ]);
    await expect(problem.locator("[data-resale-market] li")).toHaveText([
      "2020$28B",
      "2022$41B",
      "2024$58B",
      "2026E$77B",
    ]);
    const guarantee = page.locator('section[aria-labelledby="biz-guarantee"]');
    await expect(guarantee.locator("dt")).toHaveText([
      "Liability+ coverage window",
      "Cost of authentication, including the Collect Card",
      "Cost and time reduction",
      "Accuracy",
    ]);
    await expect(guarantee.locator("dd")).toHaveText(["180-365 days", "$10", "over 50%", "99.4%"]);
    await expect(guarantee).toContainText("Items under 95% confidence need human review to be covered.");
  });

  test("the business plans table, API add-on, annual saving and prepaid credits", async ({ page }) => {
    await openHydrated(page, path);
    await expect(page.locator("[data-business-plans] thead th")).toHaveText([
      "Plan",
      "Per month",
      "Included auths",
      "Overage",
      "Annual price",
    ]);
    const rows = page.locator("[data-business-plans] tbody tr");
    await expect(rows.locator("th")).toHaveText(["Base", "Authenticate Most popular", "Pro"]);
    await expect(rows.nth(0).locator("td")).toHaveText(["$99", "10", "$10", "$999"]);
    await expect(rows.nth(1).locator("td")).toHaveText(["$369", "40", "$9", "$3,749"]);
    await expect(rows.nth(2).locator("td")).toHaveText(["$669", "80", "$8", "$6,789"]);
    await expect(rows.nth(1).locator("th")).toContainText("Authenticate");
    await expect(rows.nth(1).locator("th")).toContainText("Most popular");
    await expect(rows.nth(0).locator("th")).not.toContainText("Most popular");
    await expect(page.locator("[data-api-addon]")).toHaveText("API add-on: +$49 per month on Base.");
    await expect(page.locator("[data-annual-saving]")).toContainText("about 15%");
    await expect(page.locator("[data-prepaid-credits] tbody tr")).toHaveText([
      "1k$7.50",
      "5k$6.25",
      "20k$5.00",
    ]);
  });

  test("every figure of the revenue example per 100 items", async ({ page }) => {
    await openHydrated(page, path);
    const section = page.locator("#value-added-services");
    const services = section.locator("[data-service]");
    await expect(services.locator("dt > span:first-child")).toHaveText([
      "Collect Card",
      "Insurance",
      "Resale",
      "Credit",
    ]);
    await expect(services.locator("dd")).toHaveText([
      "$1,200 per 100 items",
      "$252 per 100 items",
      "$300 per 100 items",
      "$175 per 100 items",
    ]);
    await expect(section.locator("[data-service-total]")).toHaveText("Total per 100 items: about $1,927");
  });

  test("integrations and the five security points", async ({ page }) => {
    await openHydrated(page, path);
    const section = page.locator("#api-security");
    await expect(section.locator("[data-integrations] li > span:first-child")).toHaveText([
      "REST API",
      "Webhooks",
      "Zapier",
    ]);
    await expect(section.locator("[data-integrations]")).toContainText("more than 5,000 apps");
    await expect(section.locator("[data-security] li")).toHaveText(securityPoints);
  });

  test("social proof: award, three press quotes, headline stats, trusted-by", async ({ page }) => {
    await openHydrated(page, path);
    const section = page.locator("#social-proof");
    await expect(section.locator("[data-award]")).toContainText(
      "2nd Best European Blockchain Startup 2024/25",
    );
    const figures = section.locator("[data-quote] figure");
    await expect(figures).toHaveCount(3);
    for (const [i, q] of quotes.entries()) {
      await expect(figures.nth(i).locator("blockquote")).toHaveText(`“${q.quote}”`);
      await expect(figures.nth(i).locator("figcaption")).toHaveText(`${q.author}${q.title}, ${q.source}`);
    }
    await expect(section.locator("dl dd")).toHaveText(["$50M+", "100K+", "4.9", "24/7"]);
    await expect(section.locator("[data-trusted-by]")).toContainText("Trusted by boutiques");
  });

  test("navigation targets, localized under a region prefix; external links in a new tab", async ({
    page,
  }) => {
    await openHydrated(page, path);
    const main = page.locator("main");
    for (const target of [
      "/contact-us",
      "/what-we-authenticate",
      "/rewards-and-benefits",
      "/multi-agent-authentication",
      "/collect-card",
    ]) {
      await expect(main.locator(`a[href="${target}"]`).first()).toBeVisible();
    }
    const explore = main.getByRole("link", { name: /See a Collect Card/ });
    await expect(explore).toHaveAttribute("href", "https://cards.collect.test/collect-cards/example");
    await expect(explore).toHaveAttribute("target", "_blank");
    await expect(explore).toHaveAttribute("rel", "noopener noreferrer");
    const signIn = main.getByRole("link", { name: /Card sign-in/ });
    await expect(signIn).toHaveAttribute("href", testSignIn.card);
    await expect(signIn).toHaveAttribute("target", "_blank");

    await page.goto("/fr/business");
    await expect(page.locator('main a[href="/fr/what-we-authenticate"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/what-we-authenticate"]')).toHaveCount(0);
  });
});

test.describe("ROI calculator", () => {
  const expected = {
    "luxury-goods": ["$85,000", "$42,000", "$127,000", "1488%"],
    electronics: ["$22,000", "$42,000", "$64,000", "700%"],
    collectibles: ["$47,500", "$42,000", "$89,500", "1019%"],
    jewelry: ["$62,500", "$42,000", "$104,500", "1206%"],
    art: ["$160,000", "$42,000", "$202,000", "2425%"],
  } as const;

  test("results stay zero until Calculate, then show the exact figures for each category", async ({
    page,
    watch,
  }) => {
    await openHydrated(page, path);
    const calc = page.locator("#roi-calculator");
    const products = calc.getByLabel("Number of products annually");
    const category = calc.getByLabel("Product category");
    const results = calc.locator("[data-roi] dd");
    await expect(calc.locator("[aria-live=polite]")).toHaveCount(1);
    await expect(products).toHaveValue("1000");
    await expect(category).toHaveValue("luxury-goods");
    await expect(calc.locator("[data-roi] dt")).toHaveText([
      "Annual savings",
      "New revenue",
      "Total benefit",
      "ROI",
    ]);
    await expect(results).toHaveText(["$0", "$0", "$0", "0%"]);
    // Before the first Calculate the zeros read as "not calculated yet", not as a result.
    const status = calc.locator("[data-roi-status]");
    await expect(status).toHaveText("Not calculated yet. Enter your figures and press Calculate.");
    const muted = await results.first().evaluate((el) => getComputedStyle(el).color);

    await category.selectOption("art");
    await products.fill("2000");
    await expect(results).toHaveText(["$0", "$0", "$0", "0%"]);
    await expect(status).toBeVisible();

    await products.fill("1000");
    for (const [id, figures] of Object.entries(expected)) {
      await category.selectOption(id);
      await calc.getByRole("button", { name: "Calculate" }).click();
      await expect(results).toHaveText([...figures]);
    }
    await expect(status).toHaveCount(0);
    expect(await results.first().evaluate((el) => getComputedStyle(el).color)).not.toBe(muted);
    // Inputs change, results do not until Calculate is pressed again.
    await products.fill("3");
    await category.selectOption("collectibles");
    await expect(results).toHaveText([...expected.art]);
    await products.press("Enter");
    await expect(results).toHaveText(["$142.50", "$126", "$268.50", "1019%"]);
    await expectNoAxeViolations(page, "/business with ROI results");
    expect(watch.errors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });

  test("a count that is not a number, or none, gives zeros, never NaN or Infinity", async ({ page }) => {
    await openHydrated(page, path);
    const calc = page.locator("#roi-calculator");
    const products = calc.getByLabel("Number of products annually");
    const results = calc.locator("[data-roi] dd");
    for (const value of ["abc", "", "-40", "9".repeat(400).replace(/^/, "x")]) {
      await products.fill(value);
      await calc.getByRole("button", { name: "Calculate" }).click();
      await expect(results).toHaveText(["$0", "$0", "$0", "0%"]);
    }
    await products.fill(" 1,000 ");
    await calc.getByRole("button", { name: "Calculate" }).click();
    await expect(results).toHaveText([...expected["luxury-goods"]]);
    await products.fill("9".repeat(400));
    await calc.getByRole("button", { name: "Calculate" }).click();
    await expect(results).toHaveText(["$85,000,000,000", "$42,000,000,000", "$127,000,000,000", "1488%"]);
    const text = await calc.innerText();
    expect(text).not.toMatch(/NaN|Infinity/);
    await expect(calc.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("categories carousel", () => {
  test("ten categories as labelled slides, moved by keyboard and looping", async ({ page, watch }) => {
    await openHydrated(page, path);
    const carousel = page.getByRole("region", { name: "Categories we authenticate" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(10);
    for (const [i, [name, brands]] of categories.entries()) {
      await expect(slides.nth(i)).toHaveAttribute("aria-label", `${i + 1} of 10`);
      await expect(slides.nth(i)).toHaveAttribute("aria-roledescription", "slide");
      await expect(slides.nth(i).getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(slides.nth(i)).toContainText(brands);
    }
    await expect(carousel).toHaveAttribute("data-selected", "0");
    const next = carousel.getByRole("button", { name: "Next category" });
    const previous = carousel.getByRole("button", { name: "Previous category" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(carousel).toHaveAttribute("data-selected", "1");
    await page.keyboard.press("ArrowRight");
    await expect(carousel).toHaveAttribute("data-selected", "2");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(carousel).toHaveAttribute("data-selected", "0");
    await previous.focus();
    await page.keyboard.press("Space");
    // Looping: before the first slide comes the last one.
    await expect(carousel).not.toHaveAttribute("data-selected", "0");
    await expect(carousel).not.toHaveAttribute("data-selected", "1");
    await expectNoAxeViolations(page, "/business carousel moved");
    expect(watch.errors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });
});

test.describe("under the Arabic region prefix", () => {
  test("the page is in Arabic, right to left, and its carousel still moves", async ({ page, watch }) => {
    await openHydrated(page, "/ae/business");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("main [lang='en']")).toHaveCount(0);
    await expect(page.locator("main h1")).toHaveText(
      "التوثيق بالذكاء الاصطناعي لشركات السلع الفاخرة والمقتنيات",
    );
    const carousel = page.getByRole("region", { name: "الفئات التي نوثّقها" });
    await carousel.getByRole("button", { name: "الفئة التالية" }).click();
    await expect(carousel).toHaveAttribute("data-selected", "1");
    await expect(page.locator('main a[href="/ae/contact-us"]').first()).toBeVisible();
    // The ROI calculator says in Arabic that nothing is calculated yet, then calculates.
    const calc = page.locator("#roi-calculator");
    await expect(calc.locator("[data-roi-status]")).toHaveText(
      "لم تُحسب النتائج بعد. أدخل أرقامك ثم اضغط زر احسب.",
    );
    await calc.getByRole("button", { name: "احسب" }).click();
    await expect(calc.locator("[data-roi-status]")).toHaveCount(0);
    await expectNoAxeViolations(page, "/ae/business");
    expect(watch.errors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });
});

test.describe("before and without scripts", () => {
  test("the HTML carries every text of the page", async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = decodeEntities(await response.text());
    const missing = staticTexts.filter((t) => !html.includes(t));
    expect(missing).toEqual([]);
    expect(html).toContain('id="lead-capture"');
    expect(html).toContain('id="value-added-services"');
    expect(html).toContain('id="api-security"');
    expect(html).toContain('id="social-proof"');
    expect(html).toContain('aria-live="polite"');
  });

  test("without JavaScript: the note, zero results and Book a Demo still reaches the form", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    // Playwright's text engine skips <noscript>; the note is read through its element.
    const note = page.locator("#roi-calculator noscript p");
    await expect(note).toBeVisible();
    await expect(note).toContainText("The ROI calculator needs JavaScript to compute your figures.");
    await expect(page.locator("#roi-calculator [data-roi] dd")).toHaveText(["$0", "$0", "$0", "0%"]);
    await expect(page.locator("#roi-calculator [data-roi-status]")).toHaveText(
      "Not calculated yet. Enter your figures and press Calculate.",
    );
    await page.getByRole("link", { name: "Book a Demo" }).click();
    await expect(page.locator("#lead-capture")).toBeInViewport();
    await context.close();
  });

  test("axe at a phone's width, with nothing scrolling sideways", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem("collect-cookie-consent", "false"));
    await page.goto(path);
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const table of ["[data-business-plans]", "[data-prepaid-credits]"]) {
      const clipped = await page
        .locator(table)
        .evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0));
      expect(clipped, `${table} fits its frame`).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page, "/business at 360px");
    await context.close();
  });

  test("axe on the page as loaded", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem("collect-cookie-consent", "false"));
    await page.goto(path);
    await hydrated(page);
    await expectNoAxeViolations(page, "/business");
    await context.close();
  });
});
