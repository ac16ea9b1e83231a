import { createRequire } from "node:module";
import { formatCurrencyIn, formatPercentIn } from "#app/i18n/format.ts";
import { dayIn } from "#app/pages/verify/certificate-words.ts";
import {
  freshEmail,
  issueCertificate,
  registerAccount,
  revokeCertificate,
  withTypo,
} from "../fixtures/certificates.ts";
import { testPort } from "../fixtures/site.ts";
import { expect, expectNoAxeViolations, hydrated, test, withStoredConsent } from "../fixtures/test.ts";

const jsqrPath = createRequire(import.meta.url).resolve("jsqr/dist/jsQR.js");
const origin = `http://localhost:${testPort}`;
const today = () => new Date().toISOString().slice(0, 10);

test.describe("certificates: /verify, /verify/{id} and the vault", () => {
  test.beforeEach(async ({ page }) => {
    await withStoredConsent(page, "false");
  });

  test("the footer and the guarantee's sample certificate link to /verify, in the visitor's language", async ({
    page,
  }) => {
    await page.goto("/financial-guarantee");
    await hydrated(page);
    await expect(page.locator("footer").getByRole("link", { name: "Verify a certificate" })).toHaveAttribute(
      "href",
      "/verify",
    );
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Verify a certificate by its ID" })).toHaveAttribute(
      "href",
      "/verify",
    );
    await page.getByRole("button", { name: "View a sample certificate" }).click();
    const dialog = page.getByRole("dialog", { name: "Certificate of Authenticity" });
    await dialog.getByRole("link", { name: "Verify a certificate by its ID" }).click();
    await expect(page).toHaveURL(`${origin}/verify`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verify a certificate");

    await page.goto("/fr/financial-guarantee");
    await expect(
      page.locator("footer").getByRole("link", { name: "Vérifier un certificat" }),
    ).toHaveAttribute("href", "/fr/verify");
    await expect(
      page.locator("main").getByRole("link", { name: "Vérifier un certificat par son identifiant" }),
    ).toHaveAttribute("href", "/fr/verify");
  });

  test("verify by typing an ID: lower case and without dashes, straight to its page", async ({
    page,
    request,
    watch,
  }) => {
    const id = await issueCertificate(request);
    await page.goto("/verify");
    await hydrated(page);
    await page.getByLabel("Certificate ID").fill(id.toLowerCase().replaceAll("-", " "));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page).toHaveURL(`${origin}/verify/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentic");
    await expect(page.locator("article dd", { hasText: id })).toHaveText(id);
    const field = (name: string) => page.locator(`[data-field="${name}"] dd`);
    await expect(field("item")).toHaveText("Hermès Birkin 30");
    await expect(field("category")).toHaveText("Handbags");
    await expect(field("result")).toHaveText("Authentic");
    await expect(field("confidence")).toHaveText("97%");
    await expect(field("grade")).toHaveText("8 out of 10");
    await expect(field("value")).toHaveText("$18,000 to $24,000");
    await expect(field("date")).toHaveText("20 November 2026");
    await expect(field("reviewedBy")).toHaveText("Multi-agent AI and a human authenticator");
    await expect(field("transfers")).toHaveText("None");
    await expect(page.getByText(/^did:web:/)).toBeVisible();
    await expect(page.locator("[data-signature]")).toHaveText("Signature checked: issued by Collect");
    await expect(page.getByRole("link", { name: "Download the credential (JSON)" })).toHaveAttribute(
      "href",
      `/api/certificates/${id}?download=1`,
    );
    await expectNoAxeViolations(page, `/verify/${id}`);
    expect(watch.errors).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
  });

  test("verify by URL: rendered by the server, never indexed, cacheable for five seconds; other spellings redirect", async ({
    request,
  }) => {
    const id = await issueCertificate(request);
    const answer = await request.get(`/verify/${id}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=5");
    const html = await answer.text();
    expect(html).toContain("Signature checked: issued by Collect");
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expect(html).toContain("What this certificate proves");
    expect(html).toContain("What it does not prove");
    const loose = await request.get(`/verify/${id.toLowerCase().replaceAll("-", "")}`, { maxRedirects: 0 });
    expect(loose.status()).toBe(308);
    expect(loose.headers().location).toBe(`/verify/${id}`);
    // Without script, the form's GET is answered with the same redirect.
    const form = await request.get(`/verify/check?id=${encodeURIComponent(id.toLowerCase())}`, {
      maxRedirects: 0,
    });
    expect(form.status()).toBe(303);
    expect(form.headers().location).toBe(`/verify/${id}`);
  });

  test("a mistyped ID is caught in the browser, by the form without script, and at its own address", async ({
    page,
    request,
  }) => {
    const id = await issueCertificate(request);
    const typo = withTypo(id);
    const checkMessage =
      "One character of this ID is mistyped: compare it with the certificate and try again.";
    await page.goto("/verify");
    await hydrated(page);
    const field = page.getByLabel("Certificate ID");
    await field.fill(typo);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByText(checkMessage)).toBeVisible();
    await expect(page).toHaveURL(`${origin}/verify`);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await field.fill("CC-12");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(
      page.getByText(/^This is not a certificate ID\. An ID is CC followed by 12 letters/),
    ).toBeVisible();

    const refused = await request.get(`/verify/check?id=${encodeURIComponent(typo)}`, { maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(checkMessage);
    const atAddress = await request.get(`/verify/${typo}`);
    expect(atAddress.status()).toBe(404);
    const html = await atAddress.text();
    expect(html).toContain("Mistyped certificate ID");
    expect(html).toContain(checkMessage);
  });

  test("an unknown ID answers 404 'Certificate not found' with the form to try again", async ({ page }) => {
    // A well-formed ID (its check character is right) that was never issued.
    const unknown = "CC-0000-0000-0000";
    const answer = await page.goto(`/verify/${unknown}`);
    expect(answer?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate not found");
    await expect(page.getByLabel("Certificate ID")).toHaveValue(unknown);
    await expectNoAxeViolations(page, "/verify/{unknown}");
  });

  test("the QR code on the page decodes to the page's own address", async ({ browser, request }) => {
    const id = await issueCertificate(request);
    // The decoder is injected as an inline script, which the site's CSP rightly refuses.
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`/verify/${id}`);
    await page.addScriptTag({ path: jsqrPath });
    const decoded = await page.evaluate(async () => {
      const svg = document.querySelector("svg[data-qr]") as SVGSVGElement;
      const source = new XMLSerializer().serializeToString(svg);
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = 400;
      canvas.height = 400;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.imageSmoothingEnabled = false;
      context.drawImage(image, 0, 0, 400, 400);
      const pixels = context.getImageData(0, 0, 400, 400);
      const read = (
        window as unknown as { jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
      ).jsQR(pixels.data, 400, 400);
      return read?.data ?? null;
    });
    expect(decoded).toBe(`${origin}/verify/${id}`);
    await context.close();
    const image = await request.get(`/verify/${id}/qr.svg`);
    expect(image.headers()["content-type"]).toBe("image/svg+xml");
  });

  test("a revoked certificate says so, with the date", async ({ page, request }) => {
    const id = await issueCertificate(request);
    await revokeCertificate(request, id);
    await page.goto(`/verify/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificate revoked");
    await expect(page.locator('[data-status="revoked"]')).toContainText(`Revoked on ${dayIn("en", today())}`);
    await expect(
      page.getByText("Collect has withdrawn this certificate. It no longer vouches for the item."),
    ).toBeVisible();
  });

  test("French and Arabic pages: their words and figures", async ({ page, request }) => {
    const id = await issueCertificate(request);
    await page.goto(`/fr/verify/${id}`);
    await hydrated(page);
    const field = (name: string) => page.locator(`[data-field="${name}"] dd`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Authentique");
    await expect(field("category")).toHaveText("Sacs à main");
    await expect(field("result")).toHaveText("Authentique");
    await expect(field("confidence")).toHaveText(formatPercentIn("fr", 0.97));
    await expect(field("confidence")).toHaveText("97\u00a0%");
    await expect(field("grade")).toHaveText("8 sur 10");
    await expect(field("value")).toHaveText(
      `de ${formatCurrencyIn("fr", 18000, "USD", 0)} à ${formatCurrencyIn("fr", 24000, "USD", 0)}`,
    );
    await expect(field("date")).toHaveText("20 novembre 2026");

    await page.goto(`/ae/verify/${id}`);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("قطعة أصلية");
    await expect(field("result")).toHaveText("أصلية");
    await expect(field("grade")).toHaveText("8 من 10");
    await expect(field("value")).toHaveText(
      `من ${formatCurrencyIn("ar", 18000, "USD", 0)} إلى ${formatCurrencyIn("ar", 24000, "USD", 0)}`,
    );
    await expect(field("date")).toHaveText(dayIn("ar", "2026-11-20"));
    await expectNoAxeViolations(page, `/ae/verify/${id}`);
  });

  test("the vault lists a certificate issued to the user's e-mail; its screen has the QR code and download", async ({
    page,
    request,
  }) => {
    test.slow(); // registration, two screens and axe twice
    const email = freshEmail();
    const id = await issueCertificate(request, { ownerEmail: email });
    await registerAccount(page, email);
    await page.goto("/app/my-vault");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My vault");
    await expect(page.getByText(id, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "/app/my-vault");
    await page.getByRole("link", { name: id }).click();
    await expect(page).toHaveURL(`${origin}/app/item/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hermès Birkin 30");
    const qr = page.getByRole("img", { name: "QR code that opens the certificate's public page" });
    await expect(qr).toHaveAttribute("src", `/verify/${id}/qr.svg`);
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Download the credential (JSON)" })).toBeVisible();
    await expectNoAxeViolations(page, "/app/item/{id}");
  });

  test("a certificate issued to an unconfirmed address waits until the address is confirmed", async ({
    page,
    request,
  }) => {
    const email = freshEmail("unconfirmed");
    const id = await issueCertificate(request, { ownerEmail: email });
    await registerAccount(page, email, "Ada Collector", { confirm: false });
    await page.goto("/app/my-vault");
    await hydrated(page);
    await expect(
      page.getByText(
        `Certificates issued or transferred to \u2068${email}\u2069 reach your vault once you confirm that the address is yours.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your vault is empty" })).toBeVisible();
    await expect(page.getByText(id, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, "/app/my-vault (address not confirmed)");
    await page.getByRole("link", { name: "Confirm my e-mail address" }).click();
    await expect(page).toHaveURL(`${origin}/app/profile`);
  });

  test("an empty vault says so honestly", async ({ page }) => {
    await registerAccount(page, freshEmail("empty"));
    await page.goto("/app/my-vault");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Your vault is empty" })).toBeVisible();
    await expectNoAxeViolations(page, "/app/my-vault (empty)");
  });

  test("a transfer is accepted by the recipient and then shows on the public page", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const sender = freshEmail("sender");
    const recipient = freshEmail("recipient");
    const id = await issueCertificate(request, { ownerEmail: sender });
    await registerAccount(page, sender, "Ada Sender");
    await page.goto(`/app/transfer/${id}`);
    await hydrated(page);
    const field = page.getByLabel("The new owner's e-mail address");
    // Sent empty: the field is focused and marked with its message.
    await page.getByRole("button", { name: "Transfer", exact: true }).click();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription("Type the new owner's e-mail address.");
    await field.fill("not-an-address");
    await page.getByRole("button", { name: "Transfer", exact: true }).click();
    await expect(page.getByText("This e-mail address is not valid: check it and try again.")).toBeVisible();
    await field.fill(sender);
    await page.getByRole("button", { name: "Transfer", exact: true }).click();
    await expect(page.getByText("This is your own address: type the new owner's.")).toBeVisible();
    await field.fill(recipient);
    await page.getByRole("button", { name: "Transfer", exact: true }).click();
    await expect(
      page.getByText(`Transfer sent to \u2068${recipient}\u2069. They will find it in their vault.`),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Transfer pending" })).toBeVisible();
    await expectNoAxeViolations(page, "/app/transfer/{id} (pending)");

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.addInitScript(() => localStorage.setItem("collect-cookie-consent", "false"));
    await registerAccount(second, recipient, "Ben Recipient");
    await second.goto("/app/my-vault");
    await hydrated(second);
    await expect(second.getByRole("heading", { name: "Transfers waiting for you" })).toBeVisible();
    await second.getByRole("button", { name: `Accept ${id}` }).click();
    await expect(second.getByText(`Certificate ${id} is now in your vault.`)).toBeVisible();
    await expect(second.getByRole("link", { name: id })).toBeVisible();
    await other.close();

    // The sender no longer holds it.
    await page.goto("/app/my-vault");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Your vault is empty" })).toBeVisible();

    await page.goto(`/verify/${id}`);
    await expect(page.locator('[data-field="transfers"] dd')).toHaveText(
      `1 transferTransferred on ${dayIn("en", today())}`,
    );
    await expect(page.getByText("Ada Sender")).toHaveCount(0);
    await expect(page.getByText("Ben Recipient")).toHaveCount(0);
  });
});
