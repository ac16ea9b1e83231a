import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of /faq/authentication, one file per language; the figures come from data.ts. */
export const faqCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type FaqCopy = typeof en;
