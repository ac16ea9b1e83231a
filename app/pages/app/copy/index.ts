import { createContext, use } from "react";
import { defineCopy } from "#app/i18n/copy.ts";
import type en from "./en.json";

/** The in-app area's words (shell, sign-in, profile, sections, privacy settings), one file per language. */
export const appCopy = defineCopy<typeof en>(import.meta.glob("./*.json", { import: "default" }));
export type AppCopy = typeof en;

/** The app shell's words, provided once by its layout to every screen inside it. */
export const AppCopyContext = createContext<AppCopy | null>(null);

export function useAppCopy(): AppCopy {
  const copy = use(AppCopyContext);
  if (!copy) throw new Error("useAppCopy must be used inside the app layout");
  return copy;
}
