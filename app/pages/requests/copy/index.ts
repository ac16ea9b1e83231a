import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/**
 * The words of the request screens (/app/authenticate/..., /app/upload/..., an item's page, the
 * request e-mails' settings) and of the shot list, one file per language.
 */
export const requestsCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type RequestsCopy = typeof en;
