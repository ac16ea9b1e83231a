import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The vault screens' words (/app/my-vault, /app/item/{id}, /app/transfer/{id}), one file per language. */
export const vaultCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type VaultCopy = typeof en;
