import { describe, expect, it } from "vitest";
import { claimsIn } from "#app/data/claims.ts";
import claimsEn from "#app/data/copy/claims/en.json";
import { marketDataRecords, marketPages } from "#app/data/market-data-records.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { publicPages } from "#app/lib/public-pages.ts";
import { cities, citiesByRegion, comingSoonCities, regionIds } from "./cities.ts";
import { cityClaimsOf, cityFiguresIn, cityStatsIn } from "./city-figures.ts";
import { businessHours, quickHelp, responseTimes } from "./contact-data.ts";
import en from "./copy/en.json";
import type { CityWords, MarketWords } from "./copy/index.ts";
import { clockIn } from "./figures.ts";
import { brandAverages, insights, modelRows, regionTrends } from "./watch-trends-data.ts";

/** A city's figures and its English words, as the page joins them. */
const cityWords = en.cities as Record<string, CityWords>;
const withWords = (c: (typeof cities)[number]) => {
  const words = cityWords[c.slug];
  if (!words) throw new Error(`no words for ${c.slug}`);
  return {
    ...c,
    ...words,
    entertainment: words.entertainment,
    stats: cityStatsIn("en", c, cityClaimsOf(claimsIn("en", claimsEn)), en.city.itemCount),
    seo: {
      ...words.seo,
      description: formatMessage(
        "en",
        words.seo.description,
        cityFiguresIn("en", c, { name: words.name, itemCount: en.city.itemCount }),
      ),
    },
    services: {
      intro: words.services.intro,
      items: c.services.map((id) => ({ title: en.city.services[id], description: words.services[id] })),
      hours: c.hours?.map((h) => ({
        days: en.city.days[h.days],
        time: formatMessage("en", en.city.timeRange, { opens: h.opens, closes: h.closes }),
      })),
    },
  };
};
const regionNames = regionIds.map((id) => en.locations.regions[id]);

const filled = (value: unknown) =>
  typeof value === "number"
    ? Number.isFinite(value)
    : Array.isArray(value)
      ? value.length > 0
      : Boolean(value);

describe("city records", () => {
  it("has one record per prerendered city slug, in the route table's order", () => {
    const params = publicPages.find((p) => p.id === "city")?.params;
    expect(cities.map((c) => c.slug)).toEqual(params);
  });

  it("puts four cities in each of the three regions", () => {
    const groups = citiesByRegion();
    expect(groups.map((g) => en.locations.regions[g.region])).toEqual([...regionNames]);
    expect(regionNames).toEqual(["North America", "Europe", "Asia Pacific"]);
    for (const g of groups) expect(g.cities).toHaveLength(4);
    expect(groups[2]?.cities.map((c) => c.slug)).toEqual(["hong-kong", "tokyo", "singapore", "dubai"]);
  });

  it("fills every section of every city, with a unique services anchor", () => {
    expect(Object.keys(cityWords)).toEqual(cities.map((c) => c.slug));
    for (const c of cities.map(withWords)) {
      for (const key of [
        "name",
        "slug",
        "specialty",
        "features",
        "short",
        "stats",
        "topBrands",
        "districts",
      ] as const) {
        expect(filled(c[key]), `${c.slug}.${key}`).toBe(true);
      }
      expect(c.hero.title && c.hero.lead && c.cta.title && c.cta.text, c.slug).toBeTruthy();
      expect(c.services.items.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.districts.length, c.slug).toBeGreaterThanOrEqual(3);
      expect(c.seo.title && c.seo.description && c.seo.keywords.length, c.slug).toBeTruthy();
    }
    expect(new Set(cities.map((c) => c.short)).size).toBe(cities.length);
    expect(cities.find((c) => c.slug === "new-york")?.short).toBe("nyc");
  });

  it("carries the figures the specification gives New York, Los Angeles and London", () => {
    const la = cities.map(withWords).find((c) => c.slug === "los-angeles");
    const london = cities.map(withWords).find((c) => c.slug === "london");
    expect(la?.stats[0]?.value).toBe("25,000+");
    expect(la?.seo.description).toContain(": 25,000+ items authenticated,");
    expect(la?.entertainment?.items.length).toBeGreaterThan(0);
    expect(london?.stats[0]?.value).toBe("15,000+");
    expect(london?.seo.description).toContain(": 15,000+ London items authenticated,");
    expect(london?.services.hours).toEqual([
      { days: "Mon-Fri", time: "09:00-18:00" },
      { days: "Sat", time: "10:00-16:00" },
    ]);
    expect(cities.filter((c) => c.entertainment).map((c) => c.slug)).toEqual(["los-angeles"]);
    expect(
      cities
        .map(withWords)
        .filter((c) => c.entertainment)
        .map((c) => c.slug),
    ).toEqual(["los-angeles"]);
  });

  it("gives every city a city-level postal address with its ISO country", () => {
    const addresses = cities.map((c) => [c.slug, { addressLocality: c.name, addressCountry: c.countryCode }]);
    expect(Object.fromEntries(addresses)).toEqual({
      "new-york": { addressLocality: "New York", addressCountry: "US" },
      "los-angeles": { addressLocality: "Los Angeles", addressCountry: "US" },
      miami: { addressLocality: "Miami", addressCountry: "US" },
      "san-francisco": { addressLocality: "San Francisco", addressCountry: "US" },
      london: { addressLocality: "London", addressCountry: "GB" },
      paris: { addressLocality: "Paris", addressCountry: "FR" },
      milan: { addressLocality: "Milan", addressCountry: "IT" },
      geneva: { addressLocality: "Geneva", addressCountry: "CH" },
      "hong-kong": { addressLocality: "Hong Kong", addressCountry: "HK" },
      tokyo: { addressLocality: "Tokyo", addressCountry: "JP" },
      singapore: { addressLocality: "Singapore", addressCountry: "SG" },
      dubai: { addressLocality: "Dubai", addressCountry: "AE" },
    });
  });

  it("lists the eight coming-soon cities", () => {
    expect(comingSoonCities.map((id) => en.locations.comingSoon.cities[id])).toEqual([
      "Madrid",
      "Zurich",
      "Shanghai",
      "Sydney",
      "Mumbai",
      "Sao Paulo",
      "Moscow",
      "Istanbul",
    ]);
  });
});

describe("market data", () => {
  it("has six complete records, prices from exactly 7,500 to exactly 45,000 USD", () => {
    expect(marketDataRecords).toHaveLength(6);
    for (const r of marketDataRecords) {
      for (const [key, value] of Object.entries(r)) expect(filled(value), `${r.id}.${key}`).toBe(true);
      const words = (en.records as Record<string, Record<string, string>>)[r.id] ?? {};
      expect(Object.keys(words)).toEqual(["condition", "region", "segment"]);
      for (const [key, value] of Object.entries(words)) expect(filled(value), `${r.id}.${key}`).toBe(true);
      expect(r.currency).toBe("USD");
      expect(r.collection_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const prices = marketDataRecords.map((r) => r.price_point);
    expect(Math.min(...prices)).toBe(7500);
    expect(Math.max(...prices)).toBe(45000);
    expect(new Set(marketDataRecords.map((r) => r.id)).size).toBe(6);
  });

  it("has a page for each prerendered market id, each with its rows", () => {
    const params = publicPages.find((p) => p.id === "market-data")?.params;
    expect(marketPages.map((p) => p.id)).toEqual(params);
    for (const p of marketPages) {
      expect(p.quarterly.length).toBeGreaterThan(0);
      for (const q of p.quarterly) expect(Object.values(q).every(filled)).toBe(true);
      for (const row of p.rows) {
        expect(row.brand && row.model && row.change && row.currentPrice).toBeTruthy();
        expect(Boolean(row.volume) !== Boolean(row.rarity), row.model).toBe(true);
      }
      const words = (en.markets as Record<string, MarketWords>)[p.id];
      expect(words?.auctions).toHaveLength(p.auctions.length);
      p.auctions.forEach((a, i) => {
        expect(words?.auctions[i]?.item && words?.auctions[i]?.sale && a.price && a.date).toBeTruthy();
      });
      expect(marketDataRecords.some((r) => r.category === p.category)).toBe(true);
    }
  });
});

describe("watch trends", () => {
  it("fills insights, model rows and trends", () => {
    expect(insights.length).toBeGreaterThan(0);
    const insightWords = en.watchTrends.insights.items as Record<string, Record<string, string>>;
    for (const i of insights) {
      expect(Object.values(i).every(filled)).toBe(true);
      expect(Object.values(insightWords[i.id] ?? {}).every(filled) && i.id in insightWords).toBe(true);
    }
    for (const row of modelRows) expect(Boolean(row.volume) !== Boolean(row.rarity)).toBe(true);
    const trendWords = en.watchTrends.trends as Record<string, Record<string, unknown>>;
    for (const t of regionTrends) {
      expect(Object.values(t).every(filled)).toBe(true);
      expect(Object.values(trendWords[t.id] ?? {}).every(filled) && t.id in trendWords).toBe(true);
    }
    for (const b of brandAverages)
      expect(filled((en.watchTrends.brands as Record<string, string>)[b.id])).toBe(true);
    expect(new Set(brandAverages.map((b) => b.brand)).size).toBe(brandAverages.length);
  });
});

describe("contact", () => {
  it("gives the hours, response times and quick-help links of the specification", () => {
    const words = en.contact;
    const hours = (h: (typeof businessHours)[number]) =>
      h.hours
        ? formatMessage("en", words.hours.range, {
            opens: clockIn("en", h.hours.opens),
            closes: clockIn("en", h.hours.closes),
          })
        : words.hours.closed;
    expect(businessHours.map((h) => `${words.hours.days[h.id]} ${hours(h)}`)).toEqual([
      "Mon-Fri 9:00 AM-6:00 PM EST",
      "Sat 10:00 AM-4:00 PM EST",
      "Sunday closed",
    ]);
    expect(formatMessage("en", words.emergency.availability, { emergencyHours: words.emergency.hours })).toBe(
      "24/7 for premium members",
    );
    expect(responseTimes.map((r) => formatMessage("en", words.response.within, { hours: r.hours }))).toEqual([
      "within 24 hours",
      "within 4 hours",
      "within 1 hour",
    ]);
    expect(quickHelp.map((q) => q.to)).toEqual([
      "/faq/authentication",
      "/pricing",
      "/what-we-authenticate",
      "/guides/fraud-prevention",
    ]);
  });
});
