/**
 * JSON-LD builders for the pages' structured data. Kept apart from seo.ts, whose meta helpers
 * every page's script loads: these run in loaders and in the meta of the pages that name the
 * company, so the home page's JavaScript carries none of them (ARCHITECTURE.md, budgets).
 */
import { companyAddress } from "#app/data/company.ts";
import { absoluteUrl, type SiteConfig } from "./site-config.ts";

/** The company's address as schema.org PostalAddress (Organization JSON-LD wherever it appears). */
export const companyPostalAddress = { "@type": "PostalAddress", ...companyAddress } as const;

/** Organization and WebSite JSON-LD, on every page. */
export function siteStructuredData(config: SiteConfig): Record<string, unknown>[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: config.brand,
      url: config.siteUrl,
      logo: absoluteUrl(config, "/icons/icon-512.png"),
      address: companyPostalAddress,
      sameAs: config.social.map((s) => s.href),
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: config.brand,
      url: config.siteUrl,
      inLanguage: ["en", "fr", "it", "ar"],
    },
  ];
}

/** An ItemList JSON-LD: each entry a ListItem at its position, with the entry's own fields. */
export function itemListData(
  name: string,
  entries: readonly Record<string, unknown>[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: entries.map((entry, i) => ({ "@type": "ListItem", position: i + 1, ...entry })),
  };
}

/** The site's company as the provider, publisher or subject of a page's JSON-LD. */
export function brandOrganization(config: SiteConfig): Record<string, unknown> {
  return { "@type": "Organization", name: config.brand, url: config.siteUrl };
}
