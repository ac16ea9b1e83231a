import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of /business, one file per language; the figures come from data.ts and app/data. */
export const businessCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type BusinessCopy = typeof en;
