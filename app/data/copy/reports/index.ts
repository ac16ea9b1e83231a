import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of /reports, one file per language; the figures come from app/data/report-records.ts. */
export const reportsCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type ReportsCopy = typeof en;
