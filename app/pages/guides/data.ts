/**
 * The guides' records (records.ts), and each guide's English text with its figures filled in, for
 * checks that read what a guide says (the shared claims' wording tests in app/data read the
 * handbag and fraud guides). Test-only: the pages load their words per language through
 * copy/index.ts and their figures through the claims builder, not from here.
 */
import { claimsIn } from "#app/data/claims.ts";
import claimsEn from "#app/data/copy/claims/en.json" with { type: "json" };
import { formatMessage } from "#app/i18n/message.ts";
import { guidesSourceCopy } from "./copy/source.ts";
import { type GuideId, guideFiguresIn, guides } from "./records.ts";

const guideFigures = guideFiguresIn("en", claimsIn("en", claimsEn));

export * from "./records.ts";

/** Every string of a copy tree with the guides' figures put in. */
function filled(value: unknown): unknown {
  if (typeof value === "string") return formatMessage("en", value, guideFigures);
  if (Array.isArray(value)) return value.map(filled);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, filled(entry)]));
  }
  return value;
}

/** A guide in English: its record and its words, figures filled in. */
function englishGuide(id: GuideId) {
  return { ...guides[id], ...(filled(guidesSourceCopy[id]) as (typeof guidesSourceCopy)[typeof id]) };
}

export const rolexGuide = englishGuide("rolex");
export const handbagGuide = englishGuide("handbag");
export const fraudGuide = englishGuide("fraud");
