import type { ReactNode } from "react";
import { data, type MetaDescriptor } from "react-router";
import { loadCopy, type PageCopy } from "#app/i18n/copy.ts";
import type { Language } from "#app/i18n/languages.ts";
import { parseRegion } from "#app/i18n/regions.ts";
import { type MetaArgs, notFoundMeta, type PageMeta, pageMeta } from "#app/lib/seo.ts";
import { type BrandPagesCopy, brandPagesCopy } from "./copy/index.ts";
import { BrandNotFound } from "./not-found.tsx";

/**
 * The three routes that show one record (a brand, a category's pricing or its guide): the record
 * comes from its slug, its words from its set keyed by slug, and an unknown slug gives the
 * not-found state with HTTP 404.
 */
type NotFoundKind = keyof BrandPagesCopy["notFound"] & ("brand" | "category");

/**
 * A record route's data: the page's shared words, the record asked for and only that record's
 * words (the other records' words stay on the server).
 */
export async function loadRecordPage<R extends { slug: string }, S extends Record<R["slug"], unknown>>(
  request: Request,
  record: R | null,
  set: PageCopy<S>,
) {
  const page = await loadCopy(brandPagesCopy, request);
  if (!record) return data({ ...page, record: null, words: null }, { status: 404 });
  const slug: R["slug"] = record.slug;
  const words: S[R["slug"]] = (await set.load(page.language))[slug];
  return { ...page, record, words };
}

interface RecordData<R, W> {
  language: Language;
  copy: BrandPagesCopy;
  record: R | null;
  words: W | null;
}

/**
 * A record route's meta: the page's own when the record exists, else the not-found title, not
 * indexed, with the address asked for as its canonical link.
 */
export function recordMeta<R, W>(
  args: MetaArgs & { loaderData?: RecordData<R, W> },
  notFound: NotFoundKind,
  build: (page: { language: Language; copy: BrandPagesCopy; record: R; words: W }) => PageMeta,
): MetaDescriptor[] {
  const { language, copy, record, words } = args.loaderData ?? {};
  if (!language || !copy) return [];
  if (!record || !words) {
    const { title, text } = copy.notFound[notFound];
    // The address as asked for: the helper puts the region prefix back in front of it.
    return notFoundMeta(args, { title, description: text }, parseRegion(args.location.pathname).path);
  }
  return pageMeta(args, build({ language, copy, record, words }));
}

/** What a record's view receives: the record's figures, its words and the pages' shared words. */
export interface RecordViewProps<R, W> {
  record: R;
  words: W;
  copy: BrandPagesCopy;
}

/**
 * A record route's page: the not-found state, or the view drawn with the record's words, both in
 * the address's language as the loader sent them.
 */
export function RecordPage<R extends { slug: string }, W>({
  loaderData,
  notFound,
  view,
}: {
  loaderData: RecordData<R, W>;
  notFound: NotFoundKind;
  view: (props: RecordViewProps<R, W>) => ReactNode;
}) {
  const copy = loaderData.copy;
  const { record, words } = loaderData;
  if (!record || !words) return <BrandNotFound {...copy.notFound[notFound]} link={copy.notFound.link} />;
  return view({ record, words, copy });
}
