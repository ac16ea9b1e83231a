import type { MetaDescriptor } from "react-router";
import { usePageCopy } from "#app/components/i18n-provider.tsx";
import { type LoadedCopy, loadCopy, type PageCopy } from "#app/i18n/copy.ts";
import type { Language } from "#app/i18n/languages.ts";
import { breadcrumbData, type MetaArgs, pageMeta } from "#app/lib/seo.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import { type OffersCopy, offersCopy } from "./copy/index.ts";

/**
 * Shapes and loading shared by the pricing, benefits, collect card and rewards pages. Each page's
 * words are in copy/<page>/; the words of the sections every one of them shows are in copy/shared/.
 */

/** Where a call to action leads: the external sign-in, the card sign-in, or a page of this site. */
export type OffersAction = { kind: "sign-in" } | { kind: "card-sign-in" } | { kind: "internal"; to: string };

export interface OffersStep {
  title: string;
  text: string;
}

export interface OffersFaq {
  question: string;
  answer: string;
}

/** What an offers page's loader sends: its own copy and the group's shared copy, in one language. */
export interface LoadedOffersCopy<T> extends LoadedCopy<T> {
  shared: OffersCopy;
}

/** For an offers route's loader: the page's copy and the shared copy in the address's language. */
export async function loadOffersCopy<T>(copy: PageCopy<T>, request: Request): Promise<LoadedOffersCopy<T>> {
  const [page, shared] = await Promise.all([loadCopy(copy, request), loadCopy(offersCopy, request)]);
  return { ...page, shared: shared.copy };
}

/** The page's copy and the shared copy in the visitor's language (see usePageCopy). */
export function useOffersCopy<T>(
  copy: PageCopy<T>,
  loaded: LoadedOffersCopy<T>,
): { copy: T; shared: OffersCopy } {
  return {
    copy: usePageCopy(copy, loaded),
    shared: usePageCopy(offersCopy, { language: loaded.language, copy: loaded.shared }),
  };
}

/** The words every offers page gives its `meta`. */
interface OffersMetaWords {
  title: string;
  description: string;
  keywords: string[];
  home: string;
  breadcrumb: string;
}

/**
 * The `meta` of an offers page: title, keywords and canonical from its copy; its description (the
 * copy's, or `description` with figures filled in); then its JSON-LD with the BreadcrumbList first,
 * as these pages have always given it, then the page's own.
 */
export function offersMeta<T extends { meta: OffersMetaWords }>(
  args: MetaArgs & { loaderData?: LoadedOffersCopy<T> },
  path: string,
  page: (
    copy: T,
    language: Language,
  ) => { description?: string; structuredData: (config: SiteConfig) => Record<string, unknown>[] },
): MetaDescriptor[] {
  const loaded = args.loaderData;
  if (!loaded) return [];
  const { copy, language } = loaded;
  const own = page(copy, language);
  return pageMeta(args, {
    title: copy.meta.title,
    description: own.description ?? copy.meta.description,
    keywords: copy.meta.keywords,
    canonical: path,
    structuredData: (config) => [
      breadcrumbData(config, [
        { name: copy.meta.home, path: "/" },
        { name: copy.meta.breadcrumb, path },
      ]),
      ...own.structuredData(config),
    ],
  });
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
