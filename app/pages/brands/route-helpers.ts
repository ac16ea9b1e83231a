import type { MetaDescriptor } from "react-router";
import { defaultOgImage, seoMeta } from "#app/lib/seo.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";

/** The not-found texts of the brand and category pages (spec 001 section 8, index of readings). */
export const brandNotFoundTitle = "Brand Not Found";
export const brandNotFoundText = "The requested brand authentication page could not be found.";
export const categoryNotFoundTitle = "Category Not Found";
export const categoryNotFoundText = "The requested category authentication page could not be found.";

/** Meta of an unknown brand or category: its title, not indexed. */
export function notFoundMeta(
  config: SiteConfig,
  pathname: string,
  title: string,
  text: string,
): MetaDescriptor[] {
  return seoMeta(
    {
      title,
      description: text,
      keywords: [],
      canonical: pathname,
      ogImage: defaultOgImage,
      noIndex: true,
      structuredData: [],
    },
    config,
    "/",
  );
}
