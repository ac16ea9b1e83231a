import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of /verify and /verify/{id}, one file per language; the figures come from the registry. */
export const verifyCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type VerifyCopy = typeof en;
