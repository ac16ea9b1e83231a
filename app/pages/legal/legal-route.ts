import type { MetaDescriptor } from "react-router";
import { breadcrumbData, configFromMatches, defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import type { LegalContext, LegalDocument } from "./types.ts";

export function legalContext(config: SiteConfig): LegalContext {
  return { brand: config.brand, legalEmail: config.legalEmail, siteUrl: config.siteUrl };
}

/** The page SEO record of a legal page, built from the document it shows. */
export function legalMeta(
  build: (ctx: LegalContext) => LegalDocument,
  canonical: string,
  keywords: string[],
  args: { matches: readonly ({ loaderData?: unknown } | undefined)[]; location: { pathname: string } },
): MetaDescriptor[] {
  const config = configFromMatches(args.matches);
  if (!config) return [];
  const doc = build(legalContext(config));
  return seoMeta(
    {
      title: doc.title,
      description: doc.summary,
      keywords,
      canonical,
      ogImage: defaultOgImage,
      noIndex: false,
      structuredData: [
        breadcrumbData(config, [
          { name: "Home", path: "/" },
          { name: doc.title, path: canonical },
        ]),
      ],
    },
    config,
    args.location.pathname,
  );
}
