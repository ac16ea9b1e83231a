import type { Language } from "#app/i18n/languages.ts";
import type { HomeCopy } from "./en.ts";

export type { HomeCopy } from "./en.ts";

/**
 * The home page's bundles, one chunk per language. The route loader reads the page's own
 * language on the server (so the prerendered HTML is translated); the page imports another one
 * only when the visitor switches language.
 */
const bundles: Record<Language, () => Promise<HomeCopy>> = {
  en: () => import("./en.ts").then((m) => m.homeEn),
  fr: () => import("./fr.ts").then((m) => m.homeFr),
  it: () => import("./it.ts").then((m) => m.homeIt),
  ar: () => import("./ar.ts").then((m) => m.homeAr),
};

export function loadHomeCopy(language: Language): Promise<HomeCopy> {
  return bundles[language]();
}
