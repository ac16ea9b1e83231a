import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The words of /multi-agent-authentication, one file per language. */
export const multiAgentCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type MultiAgentCopy = typeof en;
