/** A legal document's words, as its copy file holds them: the page renders it, never writes it. */
export type LegalBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "table"; caption: string; head: string[]; rows: string[][] };

export interface LegalSection {
  /** Anchor id, kebab-case, unique in the document. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  meta: { keywords: string[]; home: string };
  title: string;
  /** One or two sentences shown under the title and used as the meta description. */
  summary: string;
  /**
   * The sentence saying that the English text prevails over a translation where they differ:
   * empty in English, shown under the summary in every other language.
   */
  prevailing: string;
  sections: LegalSection[];
}
