import type { Language } from "#app/i18n/languages.ts";
import ar from "./ar.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import fr from "./fr.json" with { type: "json" };
import it from "./it.json" with { type: "json" };

/**
 * The reports' words in every language, read directly for the plain-text summaries that the server
 * writes (app/data/report-summaries.ts): the server runs without the bundler's per-language
 * loader. The page itself loads its words through index.ts.
 */
export const reportsSourceCopies: Record<Language, typeof en> = { en, fr, it, ar };

/** The English words, as the English summaries and older tests read them. */
export const reportsSourceCopy = en;
