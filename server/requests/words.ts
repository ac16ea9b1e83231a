import { wordsIn } from "../words.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };

/**
 * What the requests API and its e-mails say, in the four languages (`copy/<language>.json`,
 * checked against the English at build like every page's copy). The service names a sentence by
 * its key; the HTTP side writes it in the caller's language.
 */
export type RequestWord = keyof typeof en;

export const requestText = wordsIn<RequestWord>({ en, fr, it, ar });

/** A refusal: its HTTP status, its sentence, and what the answer's `errors` carries (the field, the details). */
export class RequestError extends Error {
  readonly status: number;
  readonly word: RequestWord;
  readonly values: Record<string, string | number>;
  readonly errors: Record<string, unknown> | null;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    word: RequestWord,
    errors: Record<string, unknown> | null = null,
    values: Record<string, string | number> = {},
    headers: Record<string, string> = {},
  ) {
    super(word);
    this.name = "RequestError";
    this.status = status;
    this.word = word;
    this.errors = errors;
    this.values = values;
    this.headers = headers;
  }
}
