import { wordsIn } from "../words.ts";
import ar from "./copy/ar.json" with { type: "json" };
import en from "./copy/en.json" with { type: "json" };
import fr from "./copy/fr.json" with { type: "json" };
import it from "./copy/it.json" with { type: "json" };

/** What the points API and the voucher e-mail say, in the four languages (`copy/<language>.json`). */
export type PointsWord = keyof typeof en;

export const pointsText = wordsIn<PointsWord>({ en, fr, it, ar });

/** A refusal: its HTTP status, its sentence's key and values. */
export class PointsError extends Error {
  readonly status: number;
  readonly word: PointsWord;
  readonly values: Record<string, string | number>;
  constructor(status: number, word: PointsWord, values: Record<string, string | number> = {}) {
    super(word);
    this.name = "PointsError";
    this.status = status;
    this.word = word;
    this.values = values;
  }
}
