import en from "./en.json" with { type: "json" };

/**
 * The English source of the guides, read directly (not through the per-language loader) by
 * data.ts for checks that read a guide's English text. The pages load their words through index.ts.
 */
export const guidesSourceCopy = en;
