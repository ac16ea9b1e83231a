import type { Request } from "express";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import { parseRegion } from "#app/i18n/regions.ts";

/**
 * The visitor's language for a server answer: the region prefix of a page post (/fr/contact-us),
 * else the first supported language of Accept-Language (the site's forms send the page's
 * language there), else English.
 */
export function requestLanguage(req: Request): Language {
  const region = parseRegion(req.path).region;
  if (region && !req.originalUrl.startsWith("/api/")) return region.language;
  const header = req.headers["accept-language"];
  if (typeof header === "string") {
    const tags = header
      .split(",")
      .map((part) => {
        const [tag = "", ...params] = part.trim().split(";");
        const q = params.find((p) => p.trim().startsWith("q="));
        return { code: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .filter((t) => t.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const t of tags) if (isLanguage(t.code)) return t.code;
  }
  return "en";
}
