import type { Language } from "./languages.ts";
import type { Messages } from "./messages/en.ts";

/** One chunk per language: a visitor downloads only the bundles of languages they use. */
const bundles: Record<Language, () => Promise<Messages>> = {
  en: () => import("./messages/en.ts").then((m) => m.en),
  fr: () => import("./messages/fr.ts").then((m) => m.fr),
  it: () => import("./messages/it.ts").then((m) => m.it),
  ar: () => import("./messages/ar.ts").then((m) => m.ar),
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
