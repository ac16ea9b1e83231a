import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of /what-we-authenticate, one file per language; the brand lists are in brand-directory.ts. */
export const whatWeAuthenticateCopy = defineCopy<typeof en>(
  import.meta.glob("./*.json", { import: "default" }),
);
export type WhatWeAuthenticateCopy = typeof en;
