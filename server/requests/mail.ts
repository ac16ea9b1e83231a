/**
 * The owner's e-mails about a request, in the language they used when they submitted it, through
 * the outbox (queued in the transaction that made the change). They name the category in the
 * site's own words and link to the item; they never repeat what the owner typed (brand name,
 * model, reference), so nothing a stranger wrote reads as the site's words.
 */

import ar from "#app/data/copy/categories/ar.json" with { type: "json" };
import en from "#app/data/copy/categories/en.json" with { type: "json" };
import fr from "#app/data/copy/categories/fr.json" with { type: "json" };
import it from "#app/data/copy/categories/it.json" with { type: "json" };
import type { Language } from "#app/i18n/languages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { visitorMail } from "../mail/visitor-mail.ts";
import { utcDayIn } from "../words.ts";
import type { Tx } from "./ledger.ts";
import { requestText } from "./words.ts";

const categoryNames: Record<Language, Record<string, string>> = {
  en: en.names,
  fr: fr.names,
  it: it.names,
  ar: ar.names,
};

export type RequestMailKind = "requestReceived" | "morePhotosNeeded" | "verdictReady";

export interface RequestMailContext {
  language: Language;
  brand: string;
  siteUrl: string;
  to: string;
  itemId: string;
  requestId: string;
  category: string;
  /** requestReceived: the deadline; morePhotosNeeded: how many shots are asked for. */
  deadline?: Date;
  shots?: number;
}

export function requestMail(kind: RequestMailKind, c: RequestMailContext) {
  const { language, brand } = c;
  const category = categoryNames[language][c.category] ?? c.category;
  const [subject, body] =
    kind === "requestReceived"
      ? [
          requestText(language, "mailReceivedSubject"),
          requestText(language, "mailReceivedBody", {
            category,
            deadline: utcDayIn(language, c.deadline ?? new Date()),
          }),
        ]
      : kind === "morePhotosNeeded"
        ? [
            requestText(language, "mailMorePhotosSubject"),
            requestText(language, "mailMorePhotosBody", { category, count: c.shots ?? 1 }),
          ]
        : [
            requestText(language, "mailVerdictSubject"),
            requestText(language, "mailVerdictBody", { category }),
          ];
  return {
    ...visitorMail({
      language,
      brand,
      subject,
      paragraphs: [body],
      action: { label: requestText(language, "mailButton"), url: `${c.siteUrl}/app/item/${c.itemId}` },
      footer: requestText(language, "mailFooter", {
        brand,
        link: `${c.siteUrl}/app/profile/notifications`,
      }),
    }),
    replyTo: null,
  };
}

export async function queueRequestMail(tx: Tx, kind: RequestMailKind, c: RequestMailContext) {
  await enqueueMail(tx, {
    ...requestMail(kind, c),
    kind: `request:${kind}`,
    recordId: c.requestId,
    to: c.to,
  });
}
