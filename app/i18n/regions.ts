import { defaultLanguage, type Language } from "./languages.ts";

/**
 * Alternate-language URL prefixes.
 * `/{prefix}/{path}` serves the same page: French under fr, Italian under it, Arabic under ae,
 * English elsewhere. `hreflang` names the audience each address is written for.
 */
export const regions = [
  { prefix: "uk", language: "en", hreflang: "en-GB" },
  { prefix: "ca", language: "en", hreflang: "en-CA" },
  { prefix: "au", language: "en", hreflang: "en-AU" },
  { prefix: "fr", language: "fr", hreflang: "fr-FR" },
  { prefix: "de", language: "en", hreflang: "en-DE" },
  { prefix: "es", language: "en", hreflang: "en-ES" },
  { prefix: "it", language: "it", hreflang: "it-IT" },
  { prefix: "jp", language: "en", hreflang: "en-JP" },
  { prefix: "cn", language: "en", hreflang: "en-CN" },
  { prefix: "ae", language: "ar", hreflang: "ar-AE" },
  { prefix: "hk", language: "en", hreflang: "en-HK" },
] as const satisfies readonly { prefix: string; language: Language; hreflang: string }[];

export type RegionPrefix = (typeof regions)[number]["prefix"];

/** Whether a path segment is one of the region prefixes, exactly as written in addresses. */
export function isRegionPrefix(segment: string): segment is RegionPrefix {
  return regions.some((region) => region.prefix === segment);
}

/** Splits `/fr/privacy` into its region and the unprefixed path `/privacy`. */
export function parseRegion(pathname: string): { region: (typeof regions)[number] | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname);
  const region = match ? regions.find((r) => r.prefix === match[1]) : undefined;
  if (!match || !region) return { region: null, path: pathname };
  return { region, path: match[2] || "/" };
}

/**
 * The page address a loader is asked about: React Router hands loaders the data request as it
 * came (`/fr.data` for the French home page, `/_.data` for the English one), which names no region.
 */
export function pageAddress(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length) || "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
}

export function languageOfPath(pathname: string): Language {
  return parseRegion(pageAddress(pathname)).region?.language ?? defaultLanguage;
}

/** `/privacy` under `fr` is `/fr/privacy`; the home page under `fr` is `/fr`. */
export function localizePath(path: string, prefix: RegionPrefix | null): string {
  if (!prefix) return path;
  return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}

/**
 * The same page in another language: `/pricing` in French is `/fr/pricing`, `/fr/pricing` in
 * Arabic `/ae/pricing`, in English `/pricing`. An address already in that language is kept
 * (`/uk/pricing` is English).
 */
export function addressIn(pathname: string, language: Language): string {
  const { region, path } = parseRegion(pathname);
  if ((region?.language ?? defaultLanguage) === language) return pathname;
  // Each of the three other languages has one prefix; English is the unprefixed address.
  const prefix = language === defaultLanguage ? null : regions.find((r) => r.language === language);
  return localizePath(path, prefix?.prefix ?? null);
}

/** Every address of one page: the unprefixed English one (also x-default) and one per region. */
export function alternatesOf(path: string): { hreflang: string; path: string }[] {
  return [
    { hreflang: "en", path },
    ...regions.map((r) => ({ hreflang: r.hreflang, path: localizePath(path, r.prefix) })),
    { hreflang: "x-default", path },
  ];
}
