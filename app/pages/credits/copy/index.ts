import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of /app/buy-credits and its return page, one file per language. */
export const creditsCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type CreditsCopy = typeof en;
