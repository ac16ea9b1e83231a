import type { Page } from "@playwright/test";
import { expect, hydrated, test, withStoredConsent } from "./fixtures/test.ts";

/** Opens a page and waits until the service worker controls it. */
async function controlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  // The first load is not yet controlled; the next one passes through the worker.
  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** The addresses (path and query) kept in one of the worker's caches, oldest first. */
const cached = (page: Page, name: string) =>
  page.evaluate(async (cacheName) => {
    const cache = await caches.open(cacheName);
    return (await cache.keys()).map((r) => {
      const url = new URL(r.url);
      return url.pathname + url.search;
    });
  }, name);

test.describe("service worker", () => {
  test("registers /sw.js; visited pages open offline, others show the offline page", async ({
    page,
    context,
  }) => {
    await withStoredConsent(page, "false");
    await page.goto("/terms");
    await hydrated(page);
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scope).toMatch(/\/sw\.js$/);
    // Load again so that the page passes through the now-controlling worker and is kept.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await hydrated(page);

    await page.goto("/cookies").catch(() => undefined);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.setOffline(false);
  });

  test("requests under /api/ and requests other than GET are left to the network", async ({
    page,
    context,
  }) => {
    await withStoredConsent(page, "false");
    await controlled(page, "/terms");
    // Only the three probes below are recorded (the page makes requests of its own meanwhile).
    const answeredByWorker = new Map<string, boolean>();
    page.on("response", (res) => {
      const url = new URL(res.url());
      if (url.searchParams.has("probe"))
        answeredByWorker.set(`${res.request().method()} ${url.pathname}`, res.fromServiceWorker());
    });
    await page.evaluate(async () => {
      await fetch("/favicon.svg?probe");
      await fetch("/api/functions/newsletter-signup?probe");
      await fetch("/favicon.svg?probe", { method: "POST" });
    });
    await expect.poll(() => answeredByWorker.size).toBe(3);
    // A file of the site goes through the worker (the check can see it) ...
    expect(answeredByWorker.get("GET /favicon.svg")).toBe(true);
    // ... the API and a POST do not.
    expect(answeredByWorker.get("GET /api/functions/newsletter-signup")).toBe(false);
    expect(answeredByWorker.get("POST /favicon.svg")).toBe(false);

    // Offline, the file opens from the cache, while the API answer was never kept.
    await context.setOffline(true);
    const offline = await page.evaluate(async () => {
      const outcome = (p: Promise<Response>) =>
        p.then(
          (r) => `answered ${r.status}`,
          () => "network error",
        );
      return {
        file: await outcome(fetch("/favicon.svg?probe")),
        api: await outcome(fetch("/api/functions/newsletter-signup?probe")),
      };
    });
    await context.setOffline(false);
    expect(offline).toEqual({ file: "answered 200", api: "network error" });
  });

  test("keeps the 60 most recent pages and route data, and always the offline page", async ({ page }) => {
    await withStoredConsent(page, "false");
    await controlled(page, "/terms");
    await page.evaluate(async () => {
      for (let n = 0; n < 70; n++) await fetch(`/terms.data?n=${n}`);
    });
    const kept = Array.from({ length: 60 }, (_, i) => `/terms.data?n=${i + 10}`);
    await expect
      .poll(async () => (await cached(page, "pages-v1")).filter((u) => u !== "/offline.html"))
      .toEqual(kept);
    expect(await cached(page, "pages-v1")).toContain("/offline.html");
  });

  test("removes the caches of earlier versions when it takes over", async ({ page }) => {
    await withStoredConsent(page, "false");
    // A page of this site that starts no worker, to leave caches as an earlier version would.
    await page.goto("/robots.txt");
    await page.evaluate(async () => {
      for (const name of ["pages-v0", "assets-v0", "files-v0"])
        await (await caches.open(name)).put(`/left-by-${name}`, new Response("old"));
    });
    expect((await page.evaluate(() => caches.keys())).sort()).toEqual(["assets-v0", "files-v0", "pages-v0"]);
    await controlled(page, "/terms");
    await expect
      .poll(async () => (await page.evaluate(() => caches.keys())).filter((k) => k.endsWith("-v0")))
      .toEqual([]);
    expect(await page.evaluate(() => caches.keys())).toContain("pages-v1");
  });
});
