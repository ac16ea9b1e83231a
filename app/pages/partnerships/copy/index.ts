import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of the two partnership pages, one file per language; the figures come from data.ts. */
export const partnershipsCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type PartnershipsCopy = typeof en;
