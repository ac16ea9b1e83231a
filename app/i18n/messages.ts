import type { Language } from "./languages.ts";
import type en from "./messages/en.json";

/**
 * The shared chrome's copy (header, side menu, footer, cookie banner, forms, toasts, error and
 * not-found screens): `messages/<language>.json`, checked against `en.json` at build like every
 * page's copy. `{brand}` is replaced by the configured brand name.
 */
export type Messages = typeof en;

/** One chunk per language: a visitor downloads only the bundles of languages they use. */
const bundles: Record<Language, () => Promise<Messages>> = {
  en: () => import("./messages/en.json", { with: { type: "json" } }).then((m) => m.default),
  fr: () => import("./messages/fr.json", { with: { type: "json" } }).then((m) => m.default),
  it: () => import("./messages/it.json", { with: { type: "json" } }).then((m) => m.default),
  ar: () => import("./messages/ar.json", { with: { type: "json" } }).then((m) => m.default),
};

export function loadMessages(language: Language): Promise<Messages> {
  return bundles[language]();
}

/** Replaces `{name}` placeholders; unknown names are left as they are. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
