import type { MetaDescriptor } from "react-router";
import type { LoadedCopy } from "#app/i18n/copy.ts";
import { defaultLanguage, type Language } from "#app/i18n/languages.ts";
import { type MetaArgs, pageMeta } from "#app/lib/seo.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import { type PartnershipsCopy, partnershipsCopy } from "./copy/index.ts";

type PageKey = "guestPosts" | "auctionHouses";

/**
 * The `meta` of a partnership page: its title, description and keywords from its copy, its
 * breadcrumb below Home, and its own JSON-LD built from the same words.
 */
export function partnershipMeta<K extends PageKey>(
  args: MetaArgs & { loaderData?: LoadedCopy<PartnershipsCopy> },
  key: K,
  path: string,
  structuredData: (
    config: SiteConfig,
    page: PartnershipsCopy[K],
    /** The language the words were served in: English where the page has no file for the address's. */
    language: Language,
  ) => Record<string, unknown>[],
): MetaDescriptor[] {
  const { language, copy } = args.loaderData ?? {};
  if (!language || !copy) return [];
  const served = partnershipsCopy.languages.includes(language) ? language : defaultLanguage;
  const page = copy[key];
  return pageMeta(args, {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    canonical: path,
    trail: [
      { name: copy.home, path: "/" },
      { name: page.title, path },
    ],
    structuredData: (config) => structuredData(config, page, served),
  });
}
