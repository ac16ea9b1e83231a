import type { Page } from "@playwright/test";
import { sampleCertificateIds } from "#app/lib/sample-certificates.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

/**
 * Issue 33: the certificate page leads with its verdict. The four seeded samples (authentic, not
 * authentic, inconclusive, and an authentic one since revoked) in four languages: the h1 states the
 * verdict (revoked overrides it), and nothing above it says "valid" or shows a green check.
 */
const languages = [
  {
    prefix: "",
    validWording: /valid|✓|✔/i,
    headings: {
      authentic: "Authentic",
      not_authentic: "Not authentic",
      inconclusive: "Inconclusive",
      revoked: "Certificate revoked",
    },
    signature: "Signature checked: issued by Collect",
  },
  {
    prefix: "/fr",
    validWording: /valide|✓|✔/i,
    headings: {
      authentic: "Authentique",
      not_authentic: "Non authentique",
      inconclusive: "Non concluant",
      revoked: "Certificat révoqué",
    },
    signature: "Signature contrôlée\u00a0: émis par Collect",
  },
  {
    prefix: "/it",
    validWording: /valid|✓|✔/i,
    headings: {
      authentic: "Autentico",
      not_authentic: "Non autentico",
      inconclusive: "Non determinabile",
      revoked: "Certificato revocato",
    },
    signature: "Firma controllata: emesso da Collect",
  },
  {
    prefix: "/ae",
    validWording: /سارية|صالحة|صحيحة|✓|✔/,
    headings: {
      authentic: "قطعة أصلية",
      not_authentic: "قطعة غير أصلية",
      inconclusive: "نتيجة غير حاسمة",
      revoked: "شهادة ملغاة",
    },
    signature: "تم التحقق من التوقيع: صادرة عن Collect",
  },
] as const;

const samples = ["authentic", "not_authentic", "inconclusive", "revoked"] as const;

/** The text of the page's main column before its h1, and the classes of what precedes it there. */
async function beforeHeading(page: Page): Promise<{ text: string; looks: string[] }> {
  return page.evaluate(() => {
    const main = document.querySelector("main") as HTMLElement;
    const h1 = main.querySelector("h1") as HTMLElement;
    const range = document.createRange();
    range.setStart(main, 0);
    range.setEndBefore(h1);
    const looks = [...main.querySelectorAll("*")]
      .filter((el) => !el.contains(h1) && el.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING)
      .map((el) => el.getAttribute("class") ?? "");
    return { text: range.toString(), looks };
  });
}

test.describe("the certificate page, verdict first", () => {
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page, "false");
  });

  for (const language of languages)
    test(`the four samples state their verdict in the h1 (${language.prefix || "/"})`, async ({ page }) => {
      for (const sample of samples) {
        const answer = await page.goto(`${language.prefix}/verify/${sampleCertificateIds[sample]}`);
        expect(answer?.status()).toBe(200);
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toHaveText(language.headings[sample]);
        await expect(page.locator("[data-print=certificate]")).toHaveAttribute("data-verdict", sample);
        const before = await beforeHeading(page);
        expect(before.text, `${sample}: words before the h1`).not.toMatch(language.validWording);
        expect(
          before.looks.filter((look) => /green|check/.test(look)),
          `${sample}: green or a check before the h1`,
        ).toEqual([]);
        // The seal stands beside an authentic verdict only, never beside a revoked one.
        await expect(page.locator("[data-seal]")).toHaveCount(sample === "authentic" ? 1 : 0);
        // The signature's state is its own neutral line, after the verdict.
        await expect(page.locator("[data-signature]")).toHaveText(language.signature);
      }
    });

  test("authentic: the seal, the item's picture, the ID in the house face and the issuer's identifier as a detail", async ({
    page,
    watch,
  }) => {
    const id = sampleCertificateIds.authentic;
    await page.goto(`/verify/${id}`);
    await hydrated(page);
    await expect(page.getByRole("img", { name: "Seal of authenticity" })).toBeVisible();
    await expect(page.getByText("Collect examined this item and found it authentic.")).toBeVisible();
    const picture = page.getByRole("img", {
      name: "Illustration of the category Handbags, not a photograph of this item",
    });
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const shownId = page.locator("article dd", { hasText: id });
    await expect(shownId).toHaveText(id);
    const face = await shownId.evaluate((el) => {
      const style = getComputedStyle(el);
      return { family: style.fontFamily, numeric: style.fontVariantNumeric };
    });
    expect(face.family).toMatch(/^"?Cormorant/);
    expect(face.numeric).toContain("tabular-nums");
    // The did:web identifier is a detail under the signature line, not the signer's name.
    const issuer = page.locator("[data-issuer]");
    await expect(issuer).toHaveText(/^did:web:localhost%3A\d+$/);
    const order = await page.evaluate(() => {
      const signature = document.querySelector("[data-signature]") as Element;
      const issuer = document.querySelector("[data-issuer]") as Element;
      return Boolean(signature.compareDocumentPosition(issuer) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    await expectNoAxeViolations(page, `/verify/${id} (authentic)`);
    expect(watch.errors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });

  test("revoked overrides the verdict: its date and why, no seal; Arabic reads right to left", async ({
    page,
  }) => {
    await page.goto(`/verify/${sampleCertificateIds.revoked}`);
    await expect(page.locator('[data-status="revoked"]')).toContainText(/Revoked on \d{1,2} \w+ \d{4}/);
    await expect(
      page.getByText("Collect has withdrawn this certificate. It no longer vouches for the item."),
    ).toBeVisible();
    await expect(page.getByText("Collect examined this item and found it authentic.")).toHaveCount(0);
    await page.goto(`/ae/verify/${sampleCertificateIds.not_authentic}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByText("فحصت Collect هذه القطعة ووجدت أنها غير أصلية.")).toBeVisible();
    await expectNoAxeViolations(page, `/ae/verify/${sampleCertificateIds.not_authentic}`);
  });

  test("printed, the page is one A5 certificate with its verdict, ID and QR code and no site chrome", async ({
    page,
  }) => {
    const id = sampleCertificateIds.authentic;
    await page.goto(`/verify/${id}`);
    await hydrated(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("svg[data-qr]")).toBeVisible();
    await expect(page.locator("article dd", { hasText: id })).toBeVisible();
    await expect(page.locator("body header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(page.getByRole("heading", { name: "The authentication" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print the certificate (A5)" })).toBeHidden();
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
    const pages = pdf.match(/\/Type\s*\/Page\b/g) ?? [];
    expect(pages).toHaveLength(1);
    // A5 is 148 x 210 mm: 419.53 x 595.28 points.
    const box = pdf.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
    expect(box).not.toBeNull();
    expect(Math.round(Number(box?.[1]))).toBe(420);
    expect(Math.round(Number(box?.[2]))).toBe(595);
  });
});

/**
 * Issue 32: the specification's sample, CC-2025-HB-48217, shown on /financial-guarantee, verifies:
 * its older ID shape is accepted and its confidence keeps its decimal, written each language's way.
 * Issue 33: "Verify another certificate" is a 44 px target that opens the form with focus in the field.
 */
test.describe("the specification's sample and the way back to the form", () => {
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page, "false");
  });

  const specification = [
    { prefix: "", heading: "Authentic", confidence: "98.6%" },
    { prefix: "/ae", heading: "قطعة أصلية", confidence: "98.6\u200e%\u200e" },
  ] as const;

  for (const language of specification)
    test(`CC-2025-HB-48217 typed in the form verifies, confidence ${language.prefix || "/"}`, async ({
      page,
      watch,
    }) => {
      await page.goto(`${language.prefix}/verify`);
      await hydrated(page);
      const field = page.locator("main input[name=id]");
      await field.fill("cc 2025 hb 48217");
      await field.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/verify/CC-2025-HB-48217$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.heading);
      await expect(page.locator("article dd", { hasText: "CC-2025-HB-48217" })).toHaveText(
        "CC-2025-HB-48217",
      );
      await expect(page.locator("[data-picture=illustration] figcaption")).toBeVisible();
      const details = page.locator("dl").filter({ hasText: language.confidence });
      await expect(details.first()).toBeVisible();
      await expectNoAxeViolations(page, `${language.prefix}/verify/CC-2025-HB-48217`);
      expect(watch.errors).toEqual([]);
    });

  test("the guarantee page's sample ID leads to a certificate that verifies", async ({ page }) => {
    const answer = await page.goto("/verify/CC-2025-HB-48217");
    expect(answer?.status()).toBe(200);
    await expect(page.locator("[data-signature]")).toHaveText("Signature checked: issued by Collect");
  });

  test("'Verify another certificate' is at least 44 px and opens the form with focus in the field", async ({
    page,
  }) => {
    await page.goto(`/verify/${sampleCertificateIds.authentic}`);
    await hydrated(page);
    const again = page.getByRole("link", { name: "Verify another certificate", exact: true });
    const box = await again.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await again.click();
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByRole("textbox", { name: "Certificate ID" })).toBeFocused();
  });
});
