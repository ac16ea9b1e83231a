import type { Language } from "../languages.ts";
import { ar } from "./ar.ts";
import { fr } from "./fr.ts";
import { it } from "./it.ts";
import type { Glossary, Term } from "./types.ts";

/** The glossaries of the translated languages (English is the source and names the ideas). */
export const glossaries: Partial<Record<Language, Glossary>> = { fr, it, ar };

/** The glossary's refusals in one message: "variant" where the glossary says "term". */
export function glossaryProblems(language: Language, message: string, key: string): string[] {
  const glossary = glossaries[language];
  if (!glossary) return [];
  const found: string[] = [];
  for (const t of glossary.terms as Term[]) {
    if (t.onlyFor && !t.onlyFor.test(key) && !message.includes(`{${t.onlyFor.source}}`)) continue;
    for (const variant of t.refuse) {
      const hit = variant.exec(message);
      if (hit) found.push(`"${hit[0]}" where the glossary says "${t.term}" for ${t.idea}`);
    }
  }
  return found;
}
