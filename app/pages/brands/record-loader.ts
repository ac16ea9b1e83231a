import { data } from "react-router";
import { loadCopy, type PageCopy } from "#app/i18n/copy.ts";
import { brandPagesCopy } from "./copy/index.ts";

/**
 * A brand's or category's route data: the page's shared words, the record asked for and only that
 * record's words (the other records' words stay on the server). No record gives the not-found
 * state with HTTP 404.
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
