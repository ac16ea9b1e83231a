import type { MetaDescriptor } from "react-router";
import { loadClaims } from "#app/data/load-claims.ts";
import { type LoadedCopy, loadCopy } from "#app/i18n/copy.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { copyMeta, defaultOgImage, type MetaArgs } from "#app/lib/seo.ts";
import { absoluteUrl, type SiteConfig } from "#app/lib/site-config.ts";
import { brandOrganization } from "#app/lib/structured-data.ts";
import { type GuideCopy, guideCopies } from "./copy/index.ts";
import { type GuideId, guideFiguresIn, guides } from "./records.ts";

/** Article JSON-LD for a guide written and published by the site itself, in the language of its words. */
export function articleData(
  config: SiteConfig,
  article: {
    headline: string;
    description: string;
    /** The article's absolute address, under the visitor's region prefix. */
    url: string;
    published: string;
    modified: string;
    language: Language;
    /** The author's name, in the language of the words: "Collect authentication team". */
    author: string;
  },
): Record<string, unknown> {
  const publisher = {
    ...brandOrganization(config),
    logo: { "@type": "ImageObject", url: absoluteUrl(config, "/icons/icon-512.png") },
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    inLanguage: article.language,
    datePublished: article.published,
    dateModified: article.modified,
    image: absoluteUrl(config, defaultOgImage),
    mainEntityOfPage: { "@type": "WebPage", "@id": article.url },
    author: { "@type": "Organization", name: article.author, url: config.siteUrl },
    publisher,
  };
}

/** What a guide route's loader sends: the guide's words and the figures they quote, finished. */
export type GuideLoaded = LoadedCopy<GuideCopy> & { figures: ReturnType<typeof guideFiguresIn> };

/** A guide route's loader: the guide's copy and its figures in the language of the address. */
export function guideLoader(id: GuideId) {
  return async ({ request }: { request: Request }): Promise<GuideLoaded> => {
    const [loaded, claims] = await Promise.all([loadCopy(guideCopies[id], request), loadClaims(request)]);
    return { ...loaded, figures: guideFiguresIn(loaded.language, claims) };
  };
}

/** A guide route's `meta`: its record, its Article JSON-LD and its breadcrumb. */
export function guideMeta(id: GuideId, args: MetaArgs & { loaderData?: GuideLoaded }): MetaDescriptor[] {
  const guide = guides[id];
  return copyMeta(args, ({ language, copy, figures }) => ({
    words: { ...copy.guide, home: copy.common.home },
    values: figures,
    canonical: guide.path,
    structuredData: (config, { title, description, url }) => [
      articleData(config, {
        headline: title,
        description,
        url: url(guide.path),
        published: guide.published,
        modified: guide.modified,
        language,
        author: formatMessage(language, copy.common.author, { brand: config.brand }),
      }),
    ],
  }));
}
