import { describe, expect, it } from "vitest";
import type { SiteConfig } from "#app/lib/site-config.ts";
import * as comparison from "#app/pages/brands/comparison.tsx";
import * as guestPosts from "#app/pages/partnerships/guest-posts.tsx";
import { cities } from "#app/pages/places/cities.ts";
import * as city from "#app/pages/places/city.tsx";
import * as contactUs from "#app/pages/places/contact-us.tsx";
import * as locations from "#app/pages/places/locations.tsx";
import * as watchTrends from "#app/pages/places/watch-trends.tsx";

const config = {
  brand: "Collect",
  siteUrl: "https://collect.example",
  social: [],
} as unknown as SiteConfig;

type Descriptor = Record<string, unknown>;

/** A route's meta descriptors, as React Router asks for them on `pathname`. */
function metaOf(meta: (args: never) => unknown, pathname: string, loaderData?: unknown): Descriptor[] {
  return meta({
    matches: [{ loaderData: { config } }],
    location: { pathname },
    loaderData,
  } as never) as Descriptor[];
}

/** What a route's loader answers for `pathname` (and its parameters). */
const loaded = <T>(loader: (args: never) => Promise<T> | T, pathname: string, params = {}) =>
  loader({ request: new Request(`https://collect.example${pathname}`), params, context: {} } as never);

const descriptionOf = (meta: Descriptor[]) =>
  meta.find((m) => m.name === "description")?.content as string | undefined;

const jsonLdOf = (meta: Descriptor[]) =>
  meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"] as Descriptor] : []));

describe("content page descriptions", () => {
  it("/locations counts its cities from the city records", async () => {
    const data = await loaded(locations.loader, "/locations");
    const meta = metaOf(locations.meta, "/locations", data);
    expect(data.regions.flatMap((r) => r.cities)).toHaveLength(12);
    expect(descriptionOf(meta)).toBe(
      "Luxury authentication in 12 cities across North America, Europe and Asia Pacific, from New York and London to Geneva and Tokyo, with more cities coming soon.",
    );
  });

  it("/market/watch-trends names the top 6 brands", async () => {
    const data = await loaded(watchTrends.loader, "/market/watch-trends");
    expect(descriptionOf(metaOf(watchTrends.meta, "/market/watch-trends", data))).toContain(
      "the top 6 watch brands by average secondary-market price",
    );
  });

  it("/contact-us: London-based team, 24/7 emergency cover, company address in London, GB", async () => {
    const meta = metaOf(contactUs.meta, "/contact-us", await loaded(contactUs.loader, "/contact-us"));
    expect(descriptionOf(meta)).toBe(
      "Contact our London-based authentication team: business hours, 24/7 emergency authentication for premium members, response times and quick help.",
    );
    const page = jsonLdOf(meta).find((d) => d["@type"] === "ContactPage") as { about: Descriptor };
    expect(page.about.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "London",
      addressCountry: "GB",
    });
  });
});

describe("content page JSON-LD", () => {
  it("/comparisons/hermes-vs-chanel is a WebPage listing the two brand pages", async () => {
    const request = new Request("https://collect.example/comparisons/hermes-vs-chanel");
    const loaded = await comparison.loader({ request } as never);
    const data = jsonLdOf(metaOf(comparison.meta, "/comparisons/hermes-vs-chanel", loaded));
    expect(data.map((d) => d["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
    const page = data[0] as { url: string; mainEntity: { itemListElement: Descriptor[] } };
    expect(page.url).toBe("https://collect.example/comparisons/hermes-vs-chanel");
    expect(page.mainEntity.itemListElement.map((i) => i.url)).toEqual([
      "https://collect.example/brands/hermes",
      "https://collect.example/brands/chanel",
    ]);
  });

  it("/partnerships/guest-posts is a WebPage listing its three offers", async () => {
    const request = new Request("https://collect.example/partnerships/guest-posts");
    const loaded = await guestPosts.loader({ request } as never);
    const data = jsonLdOf(metaOf(guestPosts.meta, "/partnerships/guest-posts", loaded));
    expect(data.map((d) => d["@type"])).toEqual(["WebPage", "BreadcrumbList"]);
    const page = data[0] as { mainEntity: { itemListElement: Descriptor[] } };
    expect(page.mainEntity.itemListElement.map((i) => i.url)).toEqual([
      "https://collect.example/partnerships/guest-posts#guest-posts",
      "https://collect.example/partnerships/guest-posts#expert-profiles",
      "https://collect.example/partnerships/guest-posts#media",
    ]);
  });

  it("every city page's LocalBusiness and Place carry the city's postal address", async () => {
    for (const c of cities) {
      const path = `/locations/${c.slug}`;
      const data = jsonLdOf(metaOf(city.meta, path, await loaded(city.loader, path, { citySlug: c.slug })));
      const expected = {
        "@type": "PostalAddress",
        addressLocality: c.name,
        addressCountry: expect.stringMatching(/^[A-Z]{2}$/),
      };
      for (const type of ["LocalBusiness", "Place"]) {
        expect(data.find((d) => d["@type"] === type)?.address, `${path} ${type}`).toEqual(expected);
      }
    }
    const london = jsonLdOf(
      metaOf(
        city.meta,
        "/locations/london",
        await loaded(city.loader, "/locations/london", { citySlug: "london" }),
      ),
    );
    expect(london.find((d) => d["@type"] === "LocalBusiness")?.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "London",
      addressCountry: "GB",
    });
  });
});
