import type { Request } from "express";
import { languageOfAcceptLanguage } from "#app/i18n/accept-language.ts";
import type { Language } from "#app/i18n/languages.ts";
import { parseRegion } from "#app/i18n/regions.ts";

/**
 * The visitor's language for a server answer: the region prefix of a page's address
 * (/fr/contact-us), else the request's Accept-Language (the site's forms and API clients send the
 * page's language there), read by the one negotiator (app/i18n/accept-language.ts), else English.
 */
export function answerLanguage(req: Request): Language {
  const region = parseRegion(req.path).region;
  if (region && !req.originalUrl.startsWith("/api/")) return region.language;
  return languageOfAcceptLanguage(req.get("accept-language"));
}
