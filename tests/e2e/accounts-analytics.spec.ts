import { expect, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

/**
 * With consent: the ad pixel's stand-in hands every call to the pixel's script, those made before
 * it loaded and those after (checked with a stand-in script served here that records what it is
 * given, in the way the real script takes over), and sign-in events reach the web analytics.
 */
const pixelScript = "https://connect.facebook.net/en_US/fbevents.js";

/** What the pixel's script does when it loads: take over `callMethod`, then replay the queue. */
const standIn = `
  (function () {
    var fbq = window.fbq;
    window.__pixelCalls = [];
    window.__pixelSeenBase = { loaded: fbq.loaded, version: fbq.version, push: fbq.push === fbq };
    fbq.callMethod = function () { window.__pixelCalls.push(Array.prototype.slice.call(arguments)); };
    var waiting = fbq.queue.splice(0);
    for (var i = 0; i < waiting.length; i++) fbq.callMethod.apply(fbq, waiting[i]);
  })();
`;

test("calls made before and after the pixel's script loads all reach it", async ({ page }) => {
  await withStoredConsent(page, "true");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pixelScript, async (route) => {
    await held;
    await route.fulfill({ status: 200, contentType: "text/javascript", body: standIn });
  });
  await page.goto("/pricing");
  await hydrated(page);
  // The first page view waits in the queue while the script is held back.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { fbq?: { queue: unknown[] } }).fbq?.queue.length ?? 0),
    )
    .toBe(2);
  release();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[] }).__pixelCalls?.length ?? 0),
    )
    .toBe(2);
  // A later page view, after the script took over, reaches it directly.
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pixelCalls: unknown[] }).__pixelCalls))
    .toEqual([
      ["init", "1234567890"],
      ["track", "PageView"],
      ["track", "PageView"],
    ]);
  expect(
    await page.evaluate(() => (window as unknown as { __pixelSeenBase: unknown }).__pixelSeenBase),
  ).toEqual({
    loaded: true,
    version: "2.0",
    push: true,
  });
});

test("registration and sign-out send auth_event with consent, and nothing without", async ({ page }) => {
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[1] === "auth_event"),
    );
  await withStoredConsent(page, "true");
  await page.goto("/app/login?mode=register");
  await hydrated(page);
  await page.getByLabel("Full name").fill("Ada Collector");
  await page.getByLabel("Email", { exact: true }).fill(`events.${Date.now()}.${process.pid}@example.com`);
  await page.getByLabel("Password").fill("velvet-harbour-1907");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect.poll(events).toEqual([["event", "auth_event", { action: "register", method: "email" }]]);
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect.poll(events).toEqual([
    ["event", "auth_event", { action: "register", method: "email" }],
    ["event", "auth_event", { action: "logout" }],
  ]);
});
