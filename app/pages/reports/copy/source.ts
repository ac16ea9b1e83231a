import en from "./en.json" with { type: "json" };

/**
 * The English source of the reports' words, read directly for the plain-text summaries that the
 * server writes (data.ts): the server runs without the bundler's per-language loader, and the
 * summaries are English. The page itself loads its words through index.ts.
 */
export const reportsSourceCopy = en;
