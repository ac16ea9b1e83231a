import { defaultLanguage, isLanguage, type Language } from "./languages.ts";
import { languageOfPath } from "./regions.ts";

/**
 * A page's copy: one JSON file per language beside the page (`copy/en.json`, `copy/fr.json`...),
 * the English one being the source every other is checked against at build
 * (scripts/build/check-copy.ts). The words live there; the figures stay in the page's typed data
 * and are put into the words with `{placeholders}` (message.ts).
 *
 *   export const pricingCopy = defineCopy<typeof import("./copy/en.json")>(
 *     import.meta.glob("./copy/*.json", { import: "default" }),
 *   );
 *
 * Each language is its own chunk: the route's loader reads the page's language on the server (so
 * the HTML is in that language and hydration matches), and the browser fetches another language
 * only when the visitor switches to it. A language without its file yet falls back to English.
 */
export interface PageCopy<T> {
  /** The languages that have their own file. */
  readonly languages: readonly Language[];
  load(language: Language): Promise<T>;
}

type Files = Record<string, () => Promise<unknown>>;

export function defineCopy<T>(files: Files): PageCopy<T> {
  const byLanguage = new Map<Language, () => Promise<unknown>>();
  for (const [file, load] of Object.entries(files)) {
    const code = /([a-z]{2})\.json$/.exec(file)?.[1];
    if (isLanguage(code)) byLanguage.set(code, load);
  }
  const english = byLanguage.get(defaultLanguage);
  if (!english) throw new Error(`copy without its English source: ${Object.keys(files).join(", ")}`);
  return {
    languages: [...byLanguage.keys()],
    load: async (language) => {
      const load = byLanguage.get(language) ?? english;
      return (await load()) as T;
    },
  };
}

/** What a page's loader sends: the page's language and its copy in that language. */
export interface LoadedCopy<T> {
  language: Language;
  copy: T;
}

/** For a route loader: the copy in the language of the address (`/fr/pricing` is French). */
export async function loadCopy<T>(copy: PageCopy<T>, request: Request): Promise<LoadedCopy<T>> {
  const language = languageOfPath(new URL(request.url).pathname);
  return { language, copy: await copy.load(language) };
}
