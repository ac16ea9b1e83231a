import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of the review desk's staff screens (/app/review...), one file per language. */
export const reviewCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type ReviewCopy = typeof en;
