import { allPageAddresses } from "#app/lib/public-pages.ts";
import { expect, test } from "./fixtures/test.ts";

/**
 * The link crawl: every internal link of every built page, as served (before any script), leads
 * somewhere. Starts from every address of the route table, follows every internal `href` found,
 * and fetches each distinct target once.
 */
test("no internal link of any page is broken", async ({ request }) => {
  test.setTimeout(300_000);
  const queue = [...allPageAddresses()];
  const seen = new Set(queue);
  const broken: string[] = [];
  const foundOn = new Map<string, string>();
  while (queue.length > 0) {
    const batch = queue.splice(0, 16);
    await Promise.all(
      batch.map(async (path) => {
        const res = await request.get(path);
        if (res.status() !== 200) {
          broken.push(`${path} -> ${res.status()} (linked from ${foundOn.get(path) ?? "the route table"})`);
          return;
        }
        if (!(res.headers()["content-type"] ?? "").includes("text/html")) return;
        const html = await res.text();
        for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)) {
          const href = (match[1] ?? "").replaceAll("&amp;", "&");
          if (!href.startsWith("/") || href.startsWith("//")) continue;
          const target = href.split("#")[0] ?? "";
          if (!target || seen.has(target)) continue;
          seen.add(target);
          foundOn.set(target, path);
          queue.push(target);
        }
      }),
    );
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(allPageAddresses().length);
});
