import { parseRegion } from "#app/i18n/regions.ts";

/** The paths whose route actions take a form post: /business, /contact-us (also /fr/business ...) and /newsletter. */
export function formPageOf(pathname: string): "newsletter" | "contact" | null {
  if (pathname === "/newsletter") return "newsletter";
  const path = parseRegion(pathname).path;
  return path === "/business" || path === "/contact-us" ? "contact" : null;
}
