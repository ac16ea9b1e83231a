import { breadcrumbData, type MetaArgs, type PageMeta, pageMeta } from "#app/lib/seo.ts";

/**
 * `pageMeta` for the places pages, whose JSON-LD has always listed the breadcrumb trail first and
 * the page's own data (Place, Dataset, Article, ContactPage...) after it.
 */
export function placeMeta(
  args: MetaArgs,
  { trail, structuredData, ...page }: PageMeta & { trail: readonly { name: string; path: string }[] },
) {
  return pageMeta(args, {
    ...page,
    structuredData: (config) => [breadcrumbData(config, [...trail]), ...(structuredData?.(config) ?? [])],
  });
}

/** The meta of an unknown city or market (answered with HTTP 404): not indexed. */
export function notFoundMeta(
  args: MetaArgs,
  words: { metaTitle: string; metaDescription: string },
  canonical: string,
) {
  return pageMeta(args, {
    title: words.metaTitle,
    description: words.metaDescription,
    keywords: [],
    canonical,
    noIndex: true,
  });
}
