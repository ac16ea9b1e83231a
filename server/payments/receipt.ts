/**
 * The receipt of a purchase (a credit pack, or one paid month of the Vault Subscription), in the
 * language of the owner who opened the checkout, queued through the outbox in the transaction of
 * the webhook event that paid it: the receipt exists exactly when the credits do.
 */

import { formatUsdIn } from "#app/i18n/format.ts";
import { isLanguage, type Language } from "#app/i18n/languages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { visitorMail } from "../mail/visitor-mail.ts";
import type { Tx } from "../requests/ledger.ts";
import { requestText } from "../requests/words.ts";
import { utcDayIn } from "../words.ts";

export interface ReceiptMailOptions {
  brand: string;
  siteUrl: string;
  /** Called after a receipt is queued (wakes the outbox worker). */
  onQueued?: () => void;
}

export type Receipt =
  | { kind: "pack"; credits: number; amount: number; paidAt: Date; reference: string }
  | {
      kind: "subscription";
      credits: number;
      amount: number;
      paidAt: Date;
      periodEnd: Date | null;
      reference: string;
    };

export function languageOrEnglish(value: string | null | undefined): Language {
  return value && isLanguage(value) ? value : "en";
}

export function receiptMail(language: Language, receipt: Receipt, options: ReceiptMailOptions) {
  const amount = formatUsdIn(language, receipt.amount);
  const date = utcDayIn(language, receipt.paidAt);
  const body =
    receipt.kind === "pack"
      ? requestText(language, "receiptPackBody", { credits: receipt.credits, amount, date })
      : requestText(language, "receiptSubscriptionBody", {
          credits: receipt.credits,
          amount,
          date,
          until: utcDayIn(language, receipt.periodEnd ?? receipt.paidAt),
        });
  return {
    ...visitorMail({
      language,
      brand: options.brand,
      subject: requestText(language, "receiptSubject", { brand: options.brand }),
      paragraphs: [body, requestText(language, "receiptReference", { reference: receipt.reference })],
      action: { label: requestText(language, "receiptButton"), url: `${options.siteUrl}/app/buy-credits` },
      footer: requestText(language, "receiptFooter", { brand: options.brand }),
    }),
    replyTo: null,
  };
}

export async function queueReceipt(
  tx: Tx,
  to: string,
  language: Language,
  receipt: Receipt,
  options: ReceiptMailOptions,
) {
  await enqueueMail(tx, { ...receiptMail(language, receipt, options), kind: "receipt", recordId: null, to });
}
