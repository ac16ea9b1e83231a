import type { MetaDescriptor } from "react-router";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import { absoluteUrl, type SiteConfig } from "#app/lib/site-config.ts";

/** What a content page states about itself; the SEO record is completed from it. */
export interface ContentPageSeo {
  title: string;
  description: string;
  keywords: string[];
  canonical: string;
  /** The breadcrumb trail below Home, ending with this page. */
  trail: { name: string; path: string }[];
  /** Page-specific JSON-LD (Article, FAQPage, Service, ...), built with the site configuration. */
  structuredData?: (config: SiteConfig) => Record<string, unknown>[];
}

type MetaArgs = {
  matches: readonly ({ loaderData?: unknown } | undefined)[];
  location: { pathname: string };
};

/** The `meta` of a content page: its PageSeo record with a BreadcrumbList and its own JSON-LD. */
export function contentMeta(page: ContentPageSeo, args: MetaArgs): MetaDescriptor[] {
  const config = configFromMatches(args.matches);
  if (!config) return [];
  return seoMeta(
    {
      title: page.title,
      description: page.description,
      keywords: page.keywords,
      canonical: page.canonical,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        ...(page.structuredData?.(config) ?? []),
        breadcrumbData(config, [{ name: "Home", path: "/" }, ...page.trail]),
      ],
    },
    config,
    args.location.pathname,
  );
}

/** Article JSON-LD for a guide written and published by the site itself. */
export function articleData(
  config: SiteConfig,
  article: { headline: string; description: string; path: string; published: string; modified: string },
): Record<string, unknown> {
  const publisher = {
    "@type": "Organization",
    name: config.brand,
    url: config.siteUrl,
    logo: { "@type": "ImageObject", url: absoluteUrl(config, "/icons/icon-512.png") },
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    inLanguage: "en",
    datePublished: article.published,
    dateModified: article.modified,
    image: absoluteUrl(config, defaultOgImage),
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(config, article.path) },
    author: { "@type": "Organization", name: `${config.brand} authentication team`, url: config.siteUrl },
    publisher,
  };
}
