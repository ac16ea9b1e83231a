import type { Language } from "#app/i18n/languages.ts";
import { escapeHtml, headerText, type MailContent } from "../mail/templates.ts";
import { privacyText } from "./words.ts";

/**
 * An e-mail to a visitor in their language: a title, one paragraph, one link shown as a button
 * (and written out in full in the plain text), and an optional footer line. Arabic is laid out
 * right to left; the link itself always reads left to right.
 */
export function visitorMessage(options: {
  language: Language;
  subject: string;
  title: string;
  body: string;
  link: { label: string; href: string };
  footer?: string;
}): MailContent {
  const { language, subject, title, body, link, footer } = options;
  const dir = language === "ar" ? "rtl" : "ltr";
  const text = [title, "", body, "", `${link.label}: ${link.href}`, ...(footer ? ["", footer] : [])].join("\n");
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif;color:#15130f;max-width:36rem"><h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#15130f;color:#ffffff;padding:10px 20px;border-radius:999px;text-decoration:none">${escapeHtml(link.label)}</a></p><p dir="ltr" style="font-size:12px;color:#555;word-break:break-all">${escapeHtml(link.href)}</p>${footer ? `<p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>` : ""}</body></html>`;
  return { subject: headerText(subject), text, html, replyTo: null };
}

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
  return visitorMessage({
    language,
    subject: privacyText(language, "confirmSubject", { brand }),
    title: privacyText(language, "confirmTitle"),
    body: privacyText(language, "confirmBody", { brand }),
    link: { label: privacyText(language, "confirmButton"), href: confirmUrl },
    footer: privacyText(language, "listFooter", { brand, link: unsubscribeUrl }),
  });
}
