import { breadcrumbData, type MetaArgs, type PageMeta, pageMeta } from "#app/lib/seo.ts";

type Trail = readonly { name: string; path: string }[];

/**
 * `pageMeta` for the places pages, whose JSON-LD has always listed the breadcrumb trail first and
 * the page's own data (Place, Dataset, Article, ContactPage...) after it. A page right below the
 * home page gives the home page's name (`home`) instead of a trail: home, then the page's title.
 */
export function placeMeta(
  args: MetaArgs,
  {
    trail,
    home,
    structuredData,
    ...page
  }: PageMeta & ({ trail: Trail; home?: never } | { home: string; trail?: never }),
) {
  const steps = trail ?? [
    { name: home, path: "/" },
    { name: page.title, path: page.canonical },
  ];
  return pageMeta(args, {
    ...page,
    structuredData: (config) => [breadcrumbData(config, [...steps]), ...(structuredData?.(config) ?? [])],
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
