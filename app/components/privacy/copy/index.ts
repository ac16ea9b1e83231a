import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The data-rights panel's words, one file per language. */
export const privacyPanelCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type PrivacyPanelCopy = typeof en;
