/**
 * The figures of a hotel or rewards offer. Each offer record holds its figures once, as numbers;
 * every language words them with its own template, in which `{stay}`, `{pay}`, `{percent}` and `{nights}` stand
 * for the figures (plural forms allowed: `{stay, plural, one {# night} other {# nights}}`).
 */
import type { Language } from "#app/i18n/languages.ts";
import { formatMessage } from "#app/i18n/message.ts";

export type OfferDeal =
  /** Stay `stay` nights, pay for `pay`. */
  | { kind: "nights"; stay: number; pay: number }
  /** `percent`% off. */
  | { kind: "percent"; percent: number }
  /** Up to `percent`% off. */
  | { kind: "up-to"; percent: number }
  /** An experience with the stay, with every stay of `nights` nights when given. */
  | { kind: "experience"; nights?: number }
  /** A members' welcome: no figure. */
  | { kind: "welcome" };

export type OfferDealKind = OfferDeal["kind"];

/**
 * A template with the deal's figures filled in, written and pluralised as `language` does;
 * placeholders the deal lacks stay as written.
 */
export function dealText(template: string, deal: OfferDeal, language: Language = "en"): string {
  const values: Record<string, number> = {};
  for (const [name, value] of Object.entries(deal)) if (typeof value === "number") values[name] = value;
  return formatMessage(language, template, values);
}
