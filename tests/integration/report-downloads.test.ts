/**
 * /reports' download counts over real HTTP, on the built server with its embedded database: each
 * download of a report's summary by a person adds one to that report's counter, in any language;
 * a robot's does not (server/http/bots.ts); the counts are what /api/reports/downloads answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Site, startSite } from "./harness.ts";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let site: Site;

beforeAll(async () => {
  site = await startSite({});
});

afterAll(async () => {
  await site?.stop();
});

async function counts(): Promise<Record<string, number>> {
  const answer = await fetch(`${site.url}/api/reports/downloads`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  return ((await answer.json()) as { data: Record<string, number> }).data;
}

async function download(path: string, userAgent: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${site.url}${path}`, { headers: { "User-Agent": userAgent, ...headers } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-cache");
  await answer.text();
}

describe("report downloads", () => {
  it("starts at zero for each of the four reports", async () => {
    expect(await counts()).toEqual({
      "luxury-resale-market-2026": 0,
      "handbag-counterfeit-trends": 0,
      "watch-authentication-review": 0,
      "return-fraud-and-trust": 0,
    });
  });

  it("counts two downloads as 2, in any language, and no robot's", async () => {
    await download("/reports/handbag-counterfeit-trends.txt", browser);
    await download("/reports/handbag-counterfeit-trends.ar.txt", browser);
    // Robots get the file, uncounted: a crawler, a client with no User-Agent, a browser's prefetch.
    await download("/reports/handbag-counterfeit-trends.txt", crawler);
    await download("/reports/handbag-counterfeit-trends.txt", "");
    await download("/reports/handbag-counterfeit-trends.fr.txt", browser, { "Sec-Purpose": "prefetch" });
    // A file that does not exist counts for nothing.
    const missing = await fetch(`${site.url}/reports/no-such-report.txt`, {
      headers: { "User-Agent": browser },
    });
    expect(missing.status).toBe(404);
    const after = await counts();
    expect(after["handbag-counterfeit-trends"]).toBe(2);
    expect(after["luxury-resale-market-2026"]).toBe(0);
    expect(after["return-fraud-and-trust"]).toBe(0);
  });
});
