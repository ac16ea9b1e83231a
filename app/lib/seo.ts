import type { MetaDescriptor } from "react-router";
import type { Language } from "#app/i18n/languages.ts";
import { localizeFor } from "#app/i18n/localized-path.ts";
import { formatMessage, type MessageValues } from "#app/i18n/message.ts";
import type { Messages } from "#app/i18n/messages.ts";
import { alternatesOf, parseRegion } from "#app/i18n/regions.ts";
import { absoluteUrl, type SiteConfig } from "./site-config.ts";

/** Page SEO record: one per route. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string[];
  /** Unprefixed path of the page; region copies point their canonical at themselves. */
  canonical: string;
  ogImage: string;
  noIndex: boolean;
  structuredData: Record<string, unknown>[];
  /**
   * The US-dollar price the page's description says it starts from ("Pricing from $49"), stated
   * as `product:price:*` so that its social image quotes the same figure.
   */
  priceFromUsd?: number;
}

export const defaultOgImage = "/og-image.png";

/** The title template: every page title ends with the brand. */
export function pageTitle(title: string, brand: string): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/**
 * Meta descriptors for a route's `meta` export: title, description, keywords, canonical link,
 * hreflang alternates (reciprocal, plus x-default), social cards, robots and JSON-LD.
 */
export function seoMeta(seo: PageSeo, config: SiteConfig, pathname: string): MetaDescriptor[] {
  const { region } = parseRegion(pathname);
  const here = region
    ? seo.canonical === "/"
      ? `/${region.prefix}`
      : `/${region.prefix}${seo.canonical}`
    : seo.canonical;
  const title = pageTitle(seo.title, config.brand);
  const image = absoluteUrl(config, seo.ogImage);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { name: "keywords", content: seo.keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: absoluteUrl(config, here) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: config.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: absoluteUrl(config, here) },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { name: "robots", content: seo.noIndex ? "noindex, nofollow" : "index, follow" },
  ];
  if (seo.priceFromUsd !== undefined) {
    meta.push(
      { property: "product:price:amount", content: String(seo.priceFromUsd) },
      { property: "product:price:currency", content: "USD" },
    );
  }
  if (!seo.noIndex) {
    for (const alt of alternatesOf(seo.canonical)) {
      meta.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: alt.hreflang,
        href: absoluteUrl(config, alt.path),
      });
    }
  }
  for (const data of seo.structuredData) meta.push({ "script:ld+json": data });
  return meta;
}

/** A BreadcrumbList for pages below the home page. */
export function breadcrumbData(
  config: SiteConfig,
  trail: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: absoluteUrl(config, step.path),
    })),
  };
}

/** The site configuration from the root match of a route's `meta` arguments. */
export function configFromMatches(
  matches: readonly ({ loaderData?: unknown } | undefined)[],
): SiteConfig | null {
  const root = matches[0]?.loaderData as { config?: SiteConfig } | undefined;
  return root?.config ?? null;
}

/** What a route's `meta` receives, as far as the page record needs it. */
export interface MetaArgs {
  matches: readonly ({ loaderData?: unknown } | undefined)[];
  location: { pathname: string };
}

/** A breadcrumb trail: from the home page down to the page itself. */
export type Trail = readonly { name: string; path: string }[];

/** The trail of a page right below the home page: Home, then the page. */
export function homeTrail(home: string, name: string, path: string): Trail {
  return [
    { name: home, path: "/" },
    { name, path },
  ];
}

/** What a page states about itself in its `meta`; the rest of the SEO record has defaults. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Unprefixed path of the page. */
  canonical: string;
  /** The breadcrumb trail from the home page to this one; none for pages without a trail. */
  trail?: Trail;
  /**
   * Where the BreadcrumbList stands among the page's JSON-LD: after the page's own data (the
   * default), or before it, as some page groups have always given it.
   */
  breadcrumb?: "first" | "last";
  ogImage?: string;
  noIndex?: boolean;
  /** The US-dollar price the description quotes as the page's lowest (its social image says it too). */
  priceFromUsd?: number;
  /**
   * The page's own JSON-LD, built with the site configuration and the page's finished record;
   * `url(path)` is the absolute address of a page under the visitor's region prefix.
   */
  structuredData?: (
    config: SiteConfig,
    page: { title: string; description: string; url: (path: string) => string },
  ) => Record<string, unknown>[];
}

/**
 * The one `meta` helper of every route: the page's record completed with the defaults (social
 * image, indexing), its own JSON-LD and its BreadcrumbList (after it unless `breadcrumb: "first"`).
 *   export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData && {...});
 * A null page (a loader that failed) gives no descriptors.
 */
export function pageMeta(args: MetaArgs, page: PageMeta | null | undefined): MetaDescriptor[] {
  const config = configFromMatches(args.matches);
  if (!config || !page) return [];
  // A page under /fr names the French pages in its JSON-LD and its breadcrumb.
  const localize = localizeFor(args.location.pathname);
  const url = (path: string) => absoluteUrl(config, localize(path));
  const own = page.structuredData?.(config, { title: page.title, description: page.description, url }) ?? [];
  const trail = page.trail
    ? [
        breadcrumbData(
          config,
          page.trail.map((step) => ({ ...step, path: localize(step.path) })),
        ),
      ]
    : [];
  return seoMeta(
    {
      title: page.title,
      description: page.description,
      keywords: [...page.keywords],
      canonical: page.canonical,
      ogImage: page.ogImage ?? defaultOgImage,
      noIndex: page.noIndex ?? false,
      ...(page.priceFromUsd === undefined ? {} : { priceFromUsd: page.priceFromUsd }),
      structuredData: page.breadcrumb === "first" ? [...trail, ...own] : [...own, ...trail],
    },
    config,
    args.location.pathname,
  );
}

/** The words a page's copy gives its `meta` (most pages keep them under `meta` in copy/en.json). */
export interface MetaWords {
  title: string;
  description: string;
  keywords: readonly string[];
  /** The home page's name, first step of the trail; a page without it has no breadcrumb. */
  home?: string;
  /** The page's name in the trail; the title where the copy has none. */
  breadcrumb?: string;
}

/** What a route states in its `meta` about a page whose copy holds the meta words. */
export interface CopyMeta extends Omit<PageMeta, "title" | "description" | "keywords"> {
  /** The copy's meta words (most pages keep them under `meta` in copy/en.json). */
  words: MetaWords;
  /** The figures filled into the description and the keywords, by placeholder name. */
  values?: MessageValues;
  /** Words that replace the copy's (already formatted). */
  title?: string;
  description?: string;
  keywords?: readonly string[];
}

/**
 * `pageMeta` for a page whose loader sends its copy: nothing until the copy is loaded; then the
 * description and keywords with the figures filled in, and the trail Home > page from `home` and
 * `breadcrumb` (or the title) unless the route gives its own.
 *   export const meta: Route.MetaFunction = (args) =>
 *     copyMeta(args, ({ copy }) => ({ words: copy.meta, values: figures, canonical: "/about" }));
 */
export function copyMeta<L extends { language: Language }>(
  args: MetaArgs & { loaderData?: L | null },
  build: (loaded: L) => CopyMeta,
): MetaDescriptor[] {
  const loaded = args.loaderData;
  if (!loaded) return [];
  const { words, values, ...page } = build(loaded);
  const say = (text: string) => formatMessage(loaded.language, text, values);
  const title = page.title ?? words.title;
  return pageMeta(args, {
    trail:
      words.home === undefined ? undefined : homeTrail(words.home, words.breadcrumb ?? title, page.canonical),
    ...page,
    title,
    description: page.description ?? say(words.description),
    keywords: page.keywords ?? words.keywords.map(say),
  });
}

/** The chrome's words for a route's `meta`: the root loader's bundle, absent only if that loader failed. */
export function messagesFromMatches(
  matches: readonly ({ loaderData?: unknown } | undefined)[],
): Messages | undefined {
  const root = matches[0]?.loaderData as { messages?: Messages } | undefined;
  return root?.messages;
}

/**
 * The meta of a page answered with HTTP 404 (an unknown address, city or market): its words, the
 * address it stands for, and no indexing.
 */
export function notFoundMeta(
  args: MetaArgs,
  words: { title: string; description: string },
  canonical: string,
): MetaDescriptor[] {
  return pageMeta(args, { ...words, keywords: [], canonical, noIndex: true });
}
