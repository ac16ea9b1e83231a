import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** "smtp" or "files" (DATA_DIR/mail/*.eml). */
  kind: "smtp" | "files";
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/** A permanent refusal (5xx from the server): retrying would not help. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? {},
    // The outbox row's id: a receiving system can spot a duplicate after a crash mid-delivery.
    messageId: `<${mail.id}@outbox.collect>`,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * `SMTP_URL` chooses the server (`smtp://user:pass@host:587`, `smtps://...`); without it each
 * message is written to `DATA_DIR/mail/<id>.eml`, so a laptop needs no mail server.
 */
export function createMailTransport(smtpUrl: string | null, dataDir: string): MailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 4,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: "smtp",
      send: async (mail) => void (await transporter.sendMail(message(mail))),
      close: () => transporter.close(),
    };
  }
  const dir = path.resolve(dataDir, "mail");
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    send: async (mail) => {
      const info = await transporter.sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${mail.id}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
