import type { MetaDescriptor } from "react-router";
import { defineCopy, loadCopy } from "#app/i18n/copy.ts";
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage, type MessageValues } from "#app/i18n/message.ts";
import { configFromMatches, homeTrail, type MetaArgs, pageMeta } from "#app/lib/seo.ts";
import type { SiteConfig } from "#app/lib/site-config.ts";
import { legalFigures, legalUpdated } from "./policy.ts";
import type { LegalDocument } from "./types.ts";

/** The three legal texts, one copy directory each, so that a page loads only its own text. */
export const legalCopy = {
  privacy: defineCopy<LegalDocument>(import.meta.glob("./copy/privacy/*.json", { import: "default" })),
  terms: defineCopy<LegalDocument>(import.meta.glob("./copy/terms/*.json", { import: "default" })),
  cookies: defineCopy<LegalDocument>(import.meta.glob("./copy/cookies/*.json", { import: "default" })),
};

export type LegalKind = keyof typeof legalCopy;

/** What the texts' placeholders stand for: the company's configuration and the legal figures. */
export function legalValues(config: SiteConfig): MessageValues {
  return { brand: config.brand, legalEmail: config.legalEmail, siteUrl: config.siteUrl, ...legalFigures };
}

/** The document with every placeholder filled in, in its language. */
export function fillDocument(
  document: LegalDocument,
  language: Language,
  values: MessageValues,
): LegalDocument {
  const say = (text: string) => formatMessage(language, text, values);
  return {
    ...document,
    title: say(document.title),
    summary: say(document.summary),
    prevailing: say(document.prevailing),
    sections: document.sections.map((section) => ({
      ...section,
      heading: say(section.heading),
      blocks: section.blocks.map((block) => {
        if (block.kind === "paragraph") return { ...block, text: say(block.text) };
        if (block.kind === "list") return { ...block, items: block.items.map(say) };
        return {
          ...block,
          caption: say(block.caption),
          head: block.head.map(say),
          rows: block.rows.map((r) => r.map(say)),
        };
      }),
    })),
  };
}

export function legalLoader(kind: LegalKind) {
  return ({ request }: { request: Request }) => loadCopy(legalCopy[kind], request);
}

/** The `meta` of a legal page: its title and summary, its keywords and its breadcrumb. */
export function legalMeta(
  kind: LegalKind,
  args: MetaArgs & { loaderData?: { language: Language; copy: LegalDocument } },
): MetaDescriptor[] {
  const config = configFromMatches(args.matches);
  const loaded = args.loaderData;
  if (!config || !loaded) return [];
  const document = fillDocument(loaded.copy, loaded.language, legalValues(config));
  const canonical = `/${kind}`;
  return pageMeta(args, {
    title: document.title,
    description: document.summary,
    keywords: document.meta.keywords,
    canonical,
    trail: homeTrail(document.meta.home, document.title, canonical),
  });
}

export { legalUpdated };
