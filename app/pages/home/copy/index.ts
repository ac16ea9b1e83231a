import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/**
 * The home page's words, one file per language. Figures are not in them: the offers' nights and
 * percentages, the category count, the products' prices and credits come from app/data and enter
 * the words through placeholders when the page renders.
 */
export const homeCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type HomeCopy = typeof en;
