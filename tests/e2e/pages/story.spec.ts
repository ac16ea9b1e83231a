import { headings, htmlText, jsonLd } from "../fixtures/page.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

// The machine is shared: axe on a page of 400+ cards and long keyboard walks get three times the
// default time (test.slow) rather than failing on a busy CPU.
test.beforeEach(async ({ page }) => {
  await withStoredConsent(page, "false");
});

test.afterEach(async ({ watch }) => {
  expect(watch.cspViolations).toEqual([]);
  expect(watch.errors).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// /multi-agent-authentication
// ---------------------------------------------------------------------------------------------

const pipeline = {
  input: ["Photos", "Certificates", "Receipts"],
  engines: [
    {
      name: "Vision engine",
      stages: [
        "Brand and model identification",
        "Basic authentication",
        "Condition assessment",
        "Feature extraction",
      ],
    },
    {
      name: "Deep authentication engine",
      stages: ["Brand-specific markers", "Super-clone detection", "Risk assessment"],
    },
    {
      name: "Enhanced pricing engine",
      stages: ["Market research", "Dual AI validation", "Condition pricing", "Trend analysis"],
    },
  ],
  orchestrator: ["Verdict", "Condition-based market price", "Executive summary"],
  output: ["Authenticity score", "Optional human review", "Blockchain-verified digital certificate"],
  figures: [
    ["99.8%", "Accuracy"],
    ["15+", "Specialised AI agents"],
    ["50M+", "Training data points"],
    ["3", "Orchestration layers"],
  ] as [string, string][],
};

test.describe("/multi-agent-authentication", () => {
  test("input, three engines, orchestrator, final output and figures, in order", async ({ page }) => {
    test.slow();
    await page.goto("/multi-agent-authentication");
    await expect(headings(page, 1)).toHaveText(["Multi-Agent Authentication"]);
    await expect(headings(page, 2)).toHaveText([
      "From your photos to a certificate",
      "The pipeline in figures",
      "Put the pipeline to work",
    ]);

    // The diagram is an ordered list a screen reader can follow: four stages, in order.
    const diagram = page.getByRole("list", { name: "The authentication pipeline, in order" });
    await expect(diagram.locator(":scope > li")).toHaveCount(4);
    await expect(diagram.getByRole("heading", { level: 3 })).toHaveText([
      "Input",
      "Specialised agents",
      "Master orchestrator",
      "Final output",
    ]);
    const stages = diagram.locator(":scope > li");
    await expect(stages.nth(0).getByRole("heading", { level: 4 })).toHaveText(pipeline.input);

    const engines = page.getByRole("list", { name: "The three engines" }).locator(":scope > li");
    await expect(engines).toHaveCount(3);
    for (const [i, engine] of pipeline.engines.entries()) {
      await expect(engines.nth(i).getByRole("heading", { level: 4 })).toHaveText(engine.name);
      await expect(engines.nth(i).locator("ol > li > p:first-child")).toHaveText(engine.stages);
    }
    await expect(stages.nth(2).getByRole("heading", { level: 4 })).toHaveText(pipeline.orchestrator);
    await expect(stages.nth(3).getByRole("heading", { level: 4 })).toHaveText(pipeline.output);

    const figures = page.locator("main dl").last();
    await expect(figures.locator("dd")).toHaveText(pipeline.figures.map(([value]) => value));
    await expect(figures.locator("dt")).toHaveText(pipeline.figures.map(([, label]) => label));

    expect((await jsonLd(page)).map((block) => block["@type"])).toEqual(
      expect.arrayContaining(["TechArticle", "BreadcrumbList"]),
    );
    await expectNoAxeViolations(page, "/multi-agent-authentication");
  });

  test("the HTML carries every text before any script runs", async ({ request }) => {
    const text = await htmlText(request, "/multi-agent-authentication");
    for (const t of [
      "Multi-Agent Authentication",
      ...pipeline.input,
      ...pipeline.engines.flatMap((e) => [e.name, ...e.stages]),
      "Master orchestrator",
      ...pipeline.orchestrator,
      "Final output",
      ...pipeline.output,
      ...pipeline.figures.flat(),
    ])
      expect(text, t).toContain(t);
  });

  test("links keep the region prefix", async ({ page }) => {
    await page.goto("/fr/multi-agent-authentication");
    await expect(page.getByRole("link", { name: "Voir les tarifs" })).toHaveAttribute("href", "/fr/pricing");
    await expect(page.getByRole("link", { name: "Notre garantie financière" })).toHaveAttribute(
      "href",
      "/fr/financial-guarantee",
    );
  });
});

// ---------------------------------------------------------------------------------------------
// /financial-guarantee
// ---------------------------------------------------------------------------------------------

const disputeSteps = [
  "Submit the dispute form with your certificate ID",
  "Provide evidence",
  "Pay the dispute fee",
  "Ship the item",
  "Review",
];

test.describe("/financial-guarantee", () => {
  test("sections in order with every guarantee figure", async ({ page }) => {
    test.slow();
    await page.goto("/financial-guarantee");
    await expect(headings(page, 1)).toHaveText(["Financial Guarantee"]);
    await expect(headings(page, 2)).toHaveText([
      "Time limits",
      "What we pay",
      "The dispute fee",
      "How a dispute works",
      "Business guarantee (Liability+)",
      "The certificate the guarantee stands behind",
      "Questions about the guarantee",
    ]);
    const main = page.locator("main");

    const limits = main.getByRole("region", { name: "Time limits" }).getByRole("listitem");
    await expect(limits).toHaveCount(3);
    await expect(limits.nth(0)).toContainText("90 days");
    await expect(limits.nth(0)).toContainText("from the completion of your authentication");
    await expect(limits.nth(1)).toContainText("90 days");
    await expect(limits.nth(1)).toContainText("disputes must be filed within this window");
    await expect(limits.nth(2)).toContainText("20 business days");
    await expect(limits.nth(2)).toContainText("after we receive the item and its documents");

    const replica = main.getByRole("article", { name: "A replica we certified as authentic" });
    await expect(replica).toContainText("fair market value");
    await expect(replica.locator("dt")).toHaveText(["Individuals", "Verified business accounts"]);
    await expect(replica.locator("dd")).toHaveText(["USD 2,000", "USD 5,000"]);
    const authentic = main.getByRole("article", { name: "An authentic item we certified as a replica" });
    await expect(authentic).toContainText("service credit");
    await expect(authentic.locator("dt")).toHaveText(["Individuals", "Business accounts"]);
    await expect(authentic.locator("dd")).toHaveText(["USD 200", "USD 500"]);
    await expect(main.getByText("Paid by bank transfer in USD.", { exact: true })).toBeVisible();

    const fees = main.getByRole("table", { name: "Dispute fee by quoted payout" });
    await expect(fees.locator("tbody tr")).toHaveText([
      /^under USD\s500\s*USD\s100$/,
      /^USD\s500 to 999\s*USD\s150$/,
      /^USD\s1,000 and above\s*USD\s200$/,
    ]);
    const feeSection = main.getByRole("region", { name: "The dispute fee" });
    await expect(
      feeSection.getByText(
        "Refunded in full if the dispute is upheld. Not refunded if the original result is re-confirmed.",
      ),
    ).toBeVisible();
    await expect(feeSection.getByText("Return shipping is covered by us.")).toBeVisible();

    const flow = main.getByRole("region", { name: "How a dispute works" });
    await expect(flow.locator("ol > li h3")).toHaveText(disputeSteps.map((s, i) => `Step ${i + 1}: ${s}`));
    await expect(flow.getByRole("heading", { level: 3, name: "The outcome" })).toBeVisible();
    await expect(flow.locator("ul > li > p:first-child")).toHaveText([
      "Original result re-confirmed",
      "Original result not confirmed",
    ]);

    const business = main.getByRole("region", { name: "Business guarantee (Liability+)" });
    await expect(business.locator("dd").first()).toHaveText("180-365 days");
    await expect(business.locator("dd").last()).toHaveText(
      "Items under 95% confidence need human review to be covered.",
    );

    expect((await jsonLd(page)).map((block) => block["@type"])).toEqual(
      expect.arrayContaining(["FAQPage", "BreadcrumbList"]),
    );
    await expectNoAxeViolations(page, "/financial-guarantee");
  });

  test("the HTML carries every text before any script runs", async ({ request }) => {
    const text = await htmlText(request, "/financial-guarantee");
    for (const t of [
      "Financial Guarantee",
      "90 days",
      "20 business days",
      "USD 2,000",
      "USD 5,000",
      "USD 200",
      "USD 500",
      "under USD 500",
      "USD 500 to 999",
      "USD 1,000 and above",
      "USD 100",
      "USD 150",
      "Paid by bank transfer in USD.",
      "Refunded in full if the dispute is upheld.",
      "Not refunded if the original result is re-confirmed.",
      "Return shipping is covered by us.",
      "180-365 days",
      "Items under 95% confidence need human review to be covered.",
      ...disputeSteps,
      "Original result re-confirmed",
      "Original result not confirmed",
      "View a sample certificate",
      "Quoted payout (USD)",
      "Enter the payout you were quoted to see the dispute fee.",
      // FAQ answers are in the HTML although their <details> are closed.
      "Our target is 20 business days after we receive the item and its documents.",
    ])
      expect(text, t).toContain(t);
  });

  test("the dispute-fee calculator, by keyboard, at the band boundaries and with invalid input", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/financial-guarantee");
    await hydrated(page);
    const input = page.getByLabel("Quoted payout (USD)");
    const form = page.getByRole("form", { name: "Work out your dispute fee" });
    const status = form.getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toHaveText("Enter the payout you were quoted to see the dispute fee.");

    await input.focus();
    const enter = async (value: string) => {
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Backspace");
      if (value) await page.keyboard.type(value);
    };
    const cases: [string, string, string][] = [
      ["499.99", "USD 100", "USD 499.99"],
      ["500", "USD 150", "USD 500"],
      ["999", "USD 150", "USD 999"],
      ["999.99", "USD 150", "USD 999.99"],
      ["1000", "USD 200", "USD 1,000"],
      ["1,500", "USD 200", "USD 1,500"],
      ["1", "USD 100", "USD 1"],
    ];
    for (const [value, fee, payout] of cases) {
      await enter(value);
      await expect(status.getByTestId("dispute-fee"), value).toHaveText(fee);
      await expect(status).toContainText(`A quoted payout of ${payout} falls in the band`);
      await expect(status).toContainText("Refunded in full if the dispute is upheld.");
      await expect(input).not.toHaveAttribute("aria-invalid");
    }

    const invalid: [string, string][] = [
      ["-5", "The quoted payout cannot be negative."],
      ["abc", "Enter the quoted payout as a number in US dollars, for example 750."],
      ["NaN", "Enter the quoted payout as a number in US dollars, for example 750."],
      ["0", "The quoted payout must be more than USD 0."],
    ];
    for (const [value, message] of invalid) {
      await enter(value);
      await expect(status, value).toHaveText(message);
      await expect(input).toHaveAttribute("aria-invalid", "true");
    }
    await expectNoAxeViolations(page, "dispute-fee calculator with an invalid value");

    await enter("");
    await expect(status).toHaveText("Enter the payout you were quoted to see the dispute fee.");
    await expect(input).not.toHaveAttribute("aria-invalid");
  });

  test("the sample certificate opens by keyboard, shows every field, passes axe, closes with Escape", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/financial-guarantee");
    await hydrated(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // While the modal is open the rest of the page is hidden from the accessibility tree.
    const trigger = page.locator("main button[aria-haspopup=dialog]", {
      hasText: "View a sample certificate",
    });
    await expect(page.getByRole("button", { name: "View a sample certificate" })).toBeVisible();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Certificate of Authenticity" });
    await expect(dialog).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.locator("dt")).toHaveText([
      "Item",
      "Colour",
      "Authentication result",
      "Confidence",
      "Condition grade",
      "Market value range",
      "Certificate ID",
    ]);
    await expect(dialog.locator("dd")).toHaveText([
      "Hermès Birkin 30, Togo leather, gold hardware",
      "Gold",
      "Authentic",
      "98.6%",
      "9/10",
      "USD 14,500 – USD 17,800",
      "CC-2025-HB-48217",
    ]);
    await expectNoAxeViolations(page, "sample certificate open");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    // A second opening works the same way, and the close button closes it too.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close sample certificate" }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

// ---------------------------------------------------------------------------------------------
// /what-we-authenticate
// ---------------------------------------------------------------------------------------------

/** Name, number of brand cards, and the count as the specification words it. */
const directory: [string, number, string][] = [
  ["Handbags", 40, "40"],
  ["Sneakers", 32, "32"],
  ["Clothing", 56, "56"],
  ["Shoes", 70, "70"],
  ["Accessories", 38, "38"],
  ["Watches", 44, "44"],
  ["Streetwear", 62, "62"],
  ["Toys & Figures", 5, "5"],
  ["Trading Cards", 2, "2"],
  ["Cosmetic Products", 62, "about 62"],
];

test.describe("/what-we-authenticate", () => {
  test("title, then every category with its icon, count and exactly that many brand cards", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/what-we-authenticate");
    await expect(headings(page, 1)).toHaveText(["DISCOVER THE BRANDS WE AUTHENTICATE"]);
    await expect(headings(page, 2)).toHaveText([...directory.map(([name]) => name), "Brand not listed?"]);

    for (const [name, count, worded] of directory) {
      const section = page.getByRole("region", { name, exact: true });
      await expect(section.locator("[data-count]"), name).toHaveText(`${worded} brands authenticated`);
      await expect(section.locator("svg").first()).toBeAttached();
      await expect(section.getByRole("listitem"), name).toHaveCount(count);
    }

    const toys = page.getByRole("region", { name: "Toys & Figures" }).getByRole("listitem");
    await expect(toys).toHaveText(["Bearbrick", "JellyCat", "KAWS", "POP MART", "Takashi Murakami"]);
    // One treatment for every brand (issue 33): each name is a wordmark, long ones too.
    const cards = page.getByRole("region", { name: "Trading Cards" }).getByRole("listitem");
    await expect(cards).toHaveText(["Pokemon", "Sport Cards"]);
    const card = (region: string, brand: string) =>
      page.getByRole("region", { name: region }).getByRole("listitem").filter({ hasText: brand });
    for (const [region, brand] of [
      ["Watches", "Rolex"],
      ["Watches", "A. Lange & Söhne"],
      ["Toys & Figures", "Takashi Murakami"],
    ] as const) {
      const mark = await card(region, brand).evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          initials: el.getAttribute("data-initials"),
          before: getComputedStyle(el, "::before").content,
          family: style.fontFamily,
          transform: style.textTransform,
          tracking: Number.parseFloat(style.letterSpacing),
        };
      });
      expect(mark.initials, brand).toBeNull();
      expect(mark.before, brand).toBe("none");
      expect(mark.family, brand).toMatch(/^"Cormorant en"/);
      expect(mark.transform, brand).toBe("uppercase");
      expect(mark.tracking, brand).toBeGreaterThan(1);
    }
    const marks = page.locator("main section[data-category] li");
    expect(await marks.count()).toBe(411);
    await expect(page.locator("main section[data-category] li[data-wordmark]")).toHaveCount(411);
    await expect(page.locator("main section[data-category] li[data-initials]")).toHaveCount(0);

    // Category links jump to their section.
    await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link")).toHaveText(
      directory.map(([name]) => name),
    );
    expect((await jsonLd(page)).map((block) => block["@type"])).toEqual(
      expect.arrayContaining(["CollectionPage", "BreadcrumbList"]),
    );
    await expectNoAxeViolations(page, "/what-we-authenticate");
  });

  test("the HTML carries the title, every count and every card before any script runs", async ({
    request,
  }) => {
    const response = await request.get("/what-we-authenticate");
    const html = await response.text();
    const text = await htmlText(request, "/what-we-authenticate");
    expect(text).toContain("DISCOVER THE BRANDS WE AUTHENTICATE");
    for (const [name, count, worded] of directory) {
      expect(text).toContain(`${name} ${worded} brands authenticated`);
      const section = html.match(
        new RegExp(
          `<section[^>]*data-category="[^"]+"[^>]*>(?:(?!</section>).)*?${name.replace("&", "&amp;")}</h2>(?:(?!</section>).)*</section>`,
          "s",
        ),
      );
      expect(section, name).not.toBeNull();
      expect(section?.[0].match(/<li[\s>]/g) ?? [], name).toHaveLength(count);
    }
    for (const t of [
      'data-wordmark="">Rolex<',
      'data-wordmark="">A. Lange &amp; Söhne<',
      'data-wordmark="">1017 ALYX 9SM<',
      'data-wordmark="">Bearbrick<',
      'data-wordmark="">Pokemon<',
      'data-wordmark="">Sport Cards<',
    ])
      expect(html).toContain(t);
  });

  test("keyboard: a category link moves to its section", async ({ page }) => {
    await page.goto("/what-we-authenticate");
    await hydrated(page);
    await page.getByRole("link", { name: "Trading Cards" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#trading-cards$/);
    await expect(page.getByRole("heading", { level: 2, name: "Trading Cards" })).toBeInViewport();
  });
});
