import { useLocation } from "react-router";
import { localizePath, parseRegion } from "#app/i18n/regions.ts";

/** Internal links keep the visitor's region prefix: on `/fr/terms`, `/privacy` means `/fr/privacy`. */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const { region } = parseRegion(pathname);
  return (path) => localizePath(path, region?.prefix ?? null);
}
