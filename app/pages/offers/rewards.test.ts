import { describe, expect, it } from "vitest";
import { formatMessage } from "#app/i18n/message.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import rewards from "./copy/rewards/en.json";
import shared from "./copy/shared/en.json";
import { rewardsRecordsIn } from "./records.ts";
import { meta } from "./rewards.tsx";

const config = { brand: "Collect", siteUrl: "https://collect.example", social: [] } as unknown as SiteConfig;

describe("/rewards-and-benefits meta", () => {
  it("quotes the hotel deals and the partner count exactly in its description", async () => {
    const descriptors = meta({
      matches: [{ loaderData: { config } }],
      loaderData: { language: "en", copy: rewards, shared, records: await rewardsRecordsIn("en") },
      location: { pathname: "/rewards-and-benefits" },
    } as never) as Record<string, unknown>[];
    const description = descriptors.find((m) => m.name === "description")?.content;
    expect(description).toContain(
      "redeem them with 50+ hotel partners: stay 3 for 2, 4 for 3 or 7 for 6 and save up to 25-30% across",
    );
  });
});

describe("/rewards-and-benefits hero", () => {
  it("quotes the hotel deals exactly", () => {
    expect(rewards.deals).toEqual({
      stays: "stay 3 for 2, 4 for 3 or 7 for 6",
      savings: "save up to 25-30%",
    });
    expect(formatMessage("en", rewards.hero.text, rewards.deals)).toContain(
      "stay 3 for 2, 4 for 3 or 7 for 6, and save up to 25-30% on selected dates.",
    );
  });
});
