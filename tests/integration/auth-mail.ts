/**
 * Reads a delivered e-mail as its reader would: the subject (RFC 2047 words decoded) and the
 * plain-text and HTML parts (quoted-printable or base64 decoded). Used by the accounts' tests, over
 * SMTP (integration) and from the .eml files the server writes without SMTP (browser tests).
 */
/** The decoded text of a MIME part's body. */
function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** A delivered message as a reader sees it: subject, plain text and HTML, decoded. */
export interface ReadMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function decodeSubject(raw: string): string {
  const header = /^Subject:((?:.*)(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}

export function readRawMail(raw: string, to: string[] = []): ReadMail {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  let text = "";
  let html = "";
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    const body = part
      .slice(split)
      .replace(/^\r?\n\r?\n/, "")
      .replace(/\r?\n--[^\r\n]*--\s*$/, "");
    if (/content-type:\s*text\/plain/i.test(headers)) text = decodeBody(headers, body).replace(/\r\n/g, "\n");
    if (/content-type:\s*text\/html/i.test(headers)) html = decodeBody(headers, body);
  }
  return { to, subject: decodeSubject(raw), text, html };
}
