import type { ContactInput, LeadInput, NewsletterInput } from "#app/forms/schemas.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The visitor's address, when it is safe to put in a header. */
  replyTo: string | null;
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** Header text: no control characters (so no CR/LF header injection), one line, bounded. */
export function headerText(s: string, max = 160): string {
  const line = s
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A Reply-To only for an address that cannot carry anything but an address. */
export function safeReplyTo(email: string): string | null {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(
    email,
  ) && email.length <= 254
    ? email
    : null;
}

/** Body text keeps the visitor's line breaks but no other control characters. */
const bodyText = (s: string) => s.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\n\t]/gu, "");

function render(title: string, rows: [string, string][], brand: string): { text: string; html: string } {
  const text = [
    title,
    "",
    ...rows.map(([label, value]) =>
      value.includes("\n") ? `${label}:\n${bodyText(value)}` : `${label}: ${bodyText(value)}`,
    ),
    "",
    `Sent by the ${brand} website.`,
  ].join("\n");
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(bodyText(value))}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(title)}</h1><table>${cells}</table><p style="color:#555">Sent by the ${escapeHtml(brand)} website.</p></body></html>`;
  return { text, html };
}

/** One notification: a one-line subject, the rows under a title, and where a reply goes. */
function compose(
  subject: string,
  title: string,
  rows: [string, string][],
  brand: string,
  replyTo: string | null,
): MailContent {
  return { subject: headerText(subject), ...render(title, rows, brand), replyTo };
}

export function newsletterMail(input: NewsletterInput, brand: string): MailContent {
  return compose(
    `New newsletter subscriber: ${input.email}`,
    "New newsletter subscriber",
    [
      ["Email", input.email],
      ["Source", input.source],
    ],
    brand,
    null,
  );
}

export function contactMail(input: ContactInput, brand: string): MailContent {
  const who = `${input.firstName} ${input.lastName}`;
  return compose(
    `Contact form: ${input.subject || "(no subject)"} from ${who}`,
    "New message from the contact form",
    [
      ["Name", who],
      ["Email", input.email],
      ["Subject", headerText(input.subject, 200) || "(none)"],
      ["Message", input.message],
    ],
    brand,
    safeReplyTo(input.email),
  );
}

export function leadMail(input: LeadInput, brand: string): MailContent {
  return compose(
    `Demo request: ${input.company} (${input.useCase}) from ${input.name}`,
    "New demo request from the business page",
    [
      ["Name", input.name],
      ["Email", input.email],
      ["Company", input.company],
      ["Monthly volume", input.monthlyVolume || "(not given)"],
      ["Use case", input.useCase],
      ["Message", input.message || "(none)"],
      ["Consent to be contacted", input.consent ? "yes" : "no"],
    ],
    brand,
    safeReplyTo(input.email),
  );
}
