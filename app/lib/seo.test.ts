import { describe, expect, it } from "vitest";
import { pageTitle, seoMeta, siteStructuredData } from "./seo.ts";
import { testSiteConfig as config } from "./site-config.fixture.ts";

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
