import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of the loyalty screens (/app/loyalty, its journey, its ways to earn, each reward), one file per language. */
export const loyaltyCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type LoyaltyCopy = typeof en;
