import type { Language } from "#app/i18n/languages.ts";
import type { MailContent } from "../mail/templates.ts";
import { visitorMail } from "../mail/visitor-mail.ts";
import { privacyText } from "./words.ts";

/** The headers every e-mail to a newsletter address carries: leave in one click (RFC 8058). */
export function listHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function newsletterConfirmationMail(
  language: Language,
  brand: string,
  confirmUrl: string,
  unsubscribeUrl: string,
): MailContent {
  return {
    ...visitorMail({
      language,
      brand,
      subject: privacyText(language, "confirmSubject", { brand }),
      paragraphs: [privacyText(language, "confirmTitle"), privacyText(language, "confirmBody", { brand })],
      action: { label: privacyText(language, "confirmButton"), url: confirmUrl },
      footer: privacyText(language, "listFooter", { brand, link: unsubscribeUrl }),
    }),
    replyTo: null,
  };
}

export function exportReadyMail(
  language: Language,
  brand: string,
  downloadUrl: string,
  expiresOn: string,
): MailContent {
  return {
    ...visitorMail({
      language,
      brand,
      subject: privacyText(language, "exportSubject", { brand }),
      paragraphs: [
        privacyText(language, "exportTitle"),
        privacyText(language, "exportBody", { brand, date: expiresOn }),
      ],
      action: { label: privacyText(language, "exportButton"), url: downloadUrl },
    }),
    replyTo: null,
  };
}
