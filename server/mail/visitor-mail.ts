import { directionOf, type Language } from "#app/i18n/languages.ts";
import type { Db } from "../db/client.ts";
import { wordsIn } from "../words.ts";
import { enqueueMail } from "./outbox.ts";
import { escapeHtml, headerText } from "./templates.ts";
import ar from "./visitor-copy/ar.json" with { type: "json" };
import en from "./visitor-copy/en.json" with { type: "json" };
import fr from "./visitor-copy/fr.json" with { type: "json" };
import it from "./visitor-copy/it.json" with { type: "json" };

/**
 * The one layout of every e-mail the site sends to a visitor (password reset, address
 * verification, data export, deletion notice, newsletter confirmation...): the brand, a subject,
 * a few paragraphs, at most one action (a button, with its address written out as well for mail
 * readers that show no buttons) and an optional footer line, in the visitor's language. Plain
 * text and HTML say the same; the HTML escapes everything it is given, uses inline styles only
 * and loads nothing (no images, fonts or remote stylesheets), so it reads the same in every
 * mail reader and tells no one when it is opened.
 */
export interface VisitorMailInput {
  language: Language;
  brand: string;
  subject: string;
  /** Body paragraphs, in order; each one plain text (line breaks kept). */
  paragraphs: string[];
  /** The one thing the reader is asked to do: a label and an absolute http(s) URL. */
  action?: { label: string; url: string };
  /** A last, smaller line: why the reader got this e-mail, or what to do if it was not them. */
  footer?: string;
}

export interface VisitorMailContent {
  subject: string;
  text: string;
  html: string;
}

type LayoutWord = keyof typeof en;
const layoutText = wordsIn<LayoutWord>({ en, fr, it, ar });

/** Paragraph text: the caller's line breaks kept, no other control characters. */
const plain = (s: string) => s.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\n]/gu, "");

/** An action's address must be an absolute http(s) URL: anything else is a programming error. */
function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error(`visitor mail: the action's URL must be http(s), not ${parsed.protocol}`);
  return parsed.href;
}

const colours = {
  text: "#1a1a1a",
  muted: "#5c5c5c",
  rule: "#e2e2e2",
  button: "#111111",
  onButton: "#ffffff",
};

/** The e-mail in both forms: subject (one header-safe line), plain text and HTML. */
export function visitorMail(input: VisitorMailInput): VisitorMailContent {
  const { language, brand } = input;
  const dir = directionOf(language);
  const start = dir === "rtl" ? "right" : "left";
  const subject = headerText(input.subject, 200);
  const paragraphs = input.paragraphs.map(plain).filter((p) => p.trim() !== "");
  const action = input.action
    ? { label: plain(input.action.label), url: checkedUrl(input.action.url) }
    : null;
  const footer = input.footer ? plain(input.footer) : null;
  const signature = layoutText(language, "signature", { brand });
  const automatic = layoutText(language, "automatic");

  const text = [
    ...paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}:`, action.url, ""] : []),
    signature,
    "",
    "--",
    ...(footer ? [footer] : []),
    automatic,
    "",
  ].join("\n");

  const para = (p: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(p)}</p>`;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${colours.button};color:${colours.onButton};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${colours.muted}">${escapeHtml(layoutText(language, "linkFallback"))}<br><a href="${escapeHtml(action.url)}" style="color:${colours.muted};word-break:break-all" dir="ltr">${escapeHtml(action.url)}</a></p>`
    : "";
  const small = (s: string) =>
    `<p style="margin:0 0 8px;font-size:12px;line-height:1.5;color:${colours.muted}">${escapeHtml(s)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#ffffff;color:${colours.text};font-family:Helvetica,Arial,sans-serif">`,
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;text-align:${start}">`,
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;letter-spacing:0.02em">${escapeHtml(brand)}</p>`,
    ...paragraphs.map(para),
    button,
    para(signature),
    `<hr style="border:0;border-top:1px solid ${colours.rule};margin:24px 0 16px">`,
    ...(footer ? [small(footer)] : []),
    small(automatic),
    "</div></body></html>",
  ].join("");
  return { subject, text, html };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the outbox needs besides the content: the recipient, the kind, the record that caused it (and whatever else the outbox accepts). */
export type VisitorMailDelivery = Omit<
  Parameters<typeof enqueueMail>[1],
  "subject" | "text" | "html" | "replyTo"
>;

/**
 * Lays out a visitor e-mail and queues it in the outbox, inside the caller's transaction: write
 * the record that causes the e-mail (a reset token, a pending subscription...) in the same
 * transaction, so that both are stored or neither. The worker delivers it; call the runtime's
 * `outbox.nudge()` after the commit to send it at once. Answers the outbox row's id.
 */
export function queueVisitorMail(tx: Tx | Db, mail: VisitorMailInput & VisitorMailDelivery): Promise<string> {
  const { language, brand, subject, paragraphs, action, footer, ...delivery } = mail;
  const content = visitorMail({ language, brand, subject, paragraphs, action, footer });
  return enqueueMail(tx, { ...delivery, ...content, replyTo: null });
}
