import { useLocation } from "react-router";
import { localizePath, parseRegion } from "#app/i18n/regions.ts";

/** Paths that exist once, not under region prefixes: the in-app area, settings, files. */
const unprefixed = /^\/(app|settings|newsletter)(\/|$)|^\/(reports|images)\//;

/**
 * Internal links keep the visitor's region prefix: on `/fr/terms`, `/privacy` means `/fr/privacy`.
 * The in-app area and other region-less paths are linked as they are.
 */
export function useLocalizedPath(): (path: string) => string {
  return localizeFor(useLocation().pathname);
}

/** The link rule for a page at `pathname`. */
export function localizeFor(pathname: string): (path: string) => string {
  const { region } = parseRegion(pathname);
  return (path) => (unprefixed.test(path) ? path : localizePath(path, region?.prefix ?? null));
}
