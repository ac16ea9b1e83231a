/** One product idea and the one word a language uses for it. */
export interface Term {
  /** The idea, in English ("accuracy", "vault", "plan"). */
  idea: string;
  /** The word used for it, in its usual forms. */
  term: string;
  /** Variants the copy check refuses: another word for the same idea, or a form to avoid. */
  refuse: RegExp[];
  /**
   * Only where the message or its key speaks of this idea (a placeholder or key named like it):
   * Italian keeps "affidabilità" for confidence and refuses it for accuracy.
   */
  onlyFor?: RegExp;
  /** Why, for the reader of a refusal. */
  note?: string;
}

/** A language's glossary: its terms, the way it addresses the reader, its typographic rules. */
export interface Glossary {
  register: string;
  terms: Term[];
  typography: string[];
}
