import type { ReactNode } from "react";
import { usePageCopy } from "#app/components/i18n-provider.tsx";
import type { LoadedCopy, PageCopy } from "#app/i18n/copy.ts";
import { recordCopy } from "./copy/index.ts";

/**
 * A brand's or category's own words, taken from its set by slug, which follow the visitor's
 * language like the page's shared words; `children` draws the page with them.
 */
export function WithRecordWords<S extends object, K extends keyof S & string>({
  set,
  slug,
  loaded,
  children,
}: {
  set: PageCopy<S>;
  slug: K;
  loaded: LoadedCopy<S[K]>;
  children: (words: S[K]) => ReactNode;
}) {
  return children(usePageCopy(recordCopy(set, slug), loaded));
}
