import { describe, expect, it } from "vitest";
import { copyMeta, notFoundMeta, type pageMeta, pageTitle, seoMeta } from "./seo.ts";
import { testSiteConfig as config } from "./site-config.fixture.ts";
import { itemListData, siteStructuredData } from "./structured-data.ts";

const record = {
  title: "Privacy Policy",
  description: "How we handle personal data.",
  keywords: ["privacy", "GDPR"],
  canonical: "/privacy",
  ogImage: "/og-image.png",
  noIndex: false,
  structuredData: [{ "@type": "WebPage" }],
};

describe("page SEO record", () => {
  it("appends the brand to titles once", () => {
    expect(pageTitle("Privacy Policy", "Collect")).toBe("Privacy Policy | Collect");
    expect(pageTitle("Collect Card", "Collect")).toBe("Collect Card");
  });

  it("renders title, description, keywords, canonical, social image, robots and JSON-LD", () => {
    const meta = seoMeta(record, config, "/privacy");
    expect(meta).toContainEqual({ title: "Privacy Policy | Collect" });
    expect(meta).toContainEqual({ name: "description", content: "How we handle personal data." });
    expect(meta).toContainEqual({ name: "keywords", content: "privacy, GDPR" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://collect.example/privacy",
    });
    expect(meta).toContainEqual({ property: "og:image", content: "https://collect.example/og-image.png" });
    expect(meta).toContainEqual({ name: "robots", content: "index, follow" });
    expect(meta).toContainEqual({ "script:ld+json": { "@type": "WebPage" } });
  });

  it("points a region copy's canonical at itself and lists every alternate", () => {
    const meta = seoMeta(record, config, "/fr/privacy");
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://collect.example/fr/privacy",
    });
    const alternates = meta.filter((m) => "rel" in m && m.rel === "alternate");
    expect(alternates).toHaveLength(13);
    expect(alternates).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://collect.example/privacy",
    });
  });

  it("marks noIndex pages and gives them no alternates", () => {
    const meta = seoMeta({ ...record, noIndex: true }, config, "/privacy");
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(meta.some((m) => "rel" in m && m.rel === "alternate")).toBe(false);
  });
});

describe("site JSON-LD", () => {
  it("places the Organization in London, GB", () => {
    const organization = siteStructuredData(config).find((d) => d["@type"] === "Organization");
    expect(organization?.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "London",
      addressCountry: "GB",
    });
  });
});

describe("route meta helpers", () => {
  /** A route's meta arguments once its loader has sent English copy (the copy is not read here). */
  const args = (pathname: string, loaded: { language: "en" } | null = { language: "en" }) => ({
    matches: [{ loaderData: { config } }],
    location: { pathname },
    loaderData: loaded,
  });
  const jsonLd = (meta: ReturnType<typeof pageMeta>) =>
    meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : []));
  const words = {
    title: "Services",
    description: "From {price} in {days} days",
    keywords: ["authentication in {days} days", "services"],
    home: "Home",
    breadcrumb: "Our services",
  };

  it("fills the copy's figures into description and keywords and builds Home > page", () => {
    const meta = copyMeta(args("/services"), () => ({
      words,
      values: { price: "$25", days: 2 },
      canonical: "/services",
    }));
    expect(meta).toContainEqual({ title: "Services | Collect" });
    expect(meta).toContainEqual({ name: "description", content: "From $25 in 2 days" });
    expect(meta).toContainEqual({ name: "keywords", content: "authentication in 2 days, services" });
    expect(jsonLd(meta)).toEqual([
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: "https://collect.example/" },
          {
            "@type": "ListItem",
            position: 2,
            name: "Our services",
            item: "https://collect.example/services",
          },
        ],
      },
    ]);
  });

  it("names the page by its title in the trail where the copy has no breadcrumb name", () => {
    const { breadcrumb: _, ...titled } = words;
    const trails = jsonLd(copyMeta(args("/services"), () => ({ words: titled, canonical: "/services" })));
    expect(trails.flatMap((t) => (t.itemListElement as { name: string }[]).map((step) => step.name))).toEqual(
      ["Home", "Services"],
    );
  });

  it("lists the BreadcrumbList after the page's own JSON-LD, or before it when asked", () => {
    const page = {
      words,
      canonical: "/services",
      structuredData: (_: unknown, own: { title: string; description: string }) => [
        { "@type": "WebPage", name: own.title, description: own.description },
      ],
    };
    const types = (meta: ReturnType<typeof pageMeta>) => jsonLd(meta).map((data) => data["@type"]);
    const last = copyMeta(args("/services"), () => page);
    expect(types(last)).toEqual(["WebPage", "BreadcrumbList"]);
    expect(jsonLd(last)[0]).toEqual({
      "@type": "WebPage",
      name: "Services",
      description: "From {price} in {days} days",
    });
    expect(types(copyMeta(args("/services"), () => ({ ...page, breadcrumb: "first" as const })))).toEqual([
      "BreadcrumbList",
      "WebPage",
    ]);
  });

  it("names the pages of the visitor's region in the breadcrumb and the page's own JSON-LD", () => {
    const meta = copyMeta(args("/fr/services"), () => ({
      words,
      canonical: "/services",
      structuredData: (_: unknown, own: { url: (path: string) => string }) => [
        { "@type": "WebPage", url: own.url("/services"), isPartOf: own.url("/") },
      ],
    }));
    const [page, trail] = jsonLd(meta);
    expect(page).toEqual({
      "@type": "WebPage",
      url: "https://collect.example/fr/services",
      isPartOf: "https://collect.example/fr",
    });
    expect(((trail?.itemListElement ?? []) as { item: string }[]).map((step) => step.item)).toEqual([
      "https://collect.example/fr",
      "https://collect.example/fr/services",
    ]);
  });

  it("gives nothing before the site configuration or the copy is known", () => {
    const page = () => ({ words, canonical: "/services" });
    expect(copyMeta({ ...args("/services"), matches: [] }, page)).toEqual([]);
    expect(copyMeta(args("/services", null), page)).toEqual([]);
  });

  it("keeps not-found pages out of the index, with the address asked for as canonical", () => {
    const meta = notFoundMeta(
      args("/fr/brands/nope"),
      { title: "Not found", description: "No such brand." },
      "/brands/nope",
    );
    expect(meta).toContainEqual({ title: "Not found | Collect" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://collect.example/fr/brands/nope",
    });
    expect(jsonLd(meta)).toEqual([]);
  });

  it("numbers an ItemList's entries from one", () => {
    expect(itemListData("Offers", [{ name: "A" }, { name: "B" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Offers",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "A" },
        { "@type": "ListItem", position: 2, name: "B" },
      ],
    });
  });
});
