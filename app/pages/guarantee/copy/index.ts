import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of /financial-guarantee, one file per language; the figures come from data.ts. */
export const guaranteeCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type GuaranteeCopy = typeof en;
