/** A legal document as typed content: the page component renders it, never writes it. */
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
  title: string;
  /** One or two sentences shown under the title and used as the meta description. */
  summary: string;
  /** ISO date, e.g. "2026-11-21". */
  lastUpdated: string;
  sections: LegalSection[];
}

/** What a legal text needs to know about the company; read from the site configuration. */
export interface LegalContext {
  brand: string;
  /** Company's legal contact address (privacy and legal requests). */
  legalEmail: string;
  /** Absolute origin of the site, e.g. "https://example.com". */
  siteUrl: string;
}
