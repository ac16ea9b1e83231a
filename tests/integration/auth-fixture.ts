/**
 * What the accounts' integration tests stand on: an embedded database of their own, the accounts
 * API served over real HTTP, its e-mails delivered by the real outbox worker to the harness's
 * SMTP server, and the links read back out of the delivered messages.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { authRouter } from "#server/api/auth.ts";
import { type AuthServiceOptions, createAuthService, type PublicUser } from "#server/auth/service.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { createMailTransport } from "#server/mail/transport.ts";
import { OutboxWorker } from "#server/mail/worker.ts";
import { type ReadMail, readRawMail } from "./auth-mail.ts";
import { type ReceivedMail, TestSmtp, waitFor } from "./harness.ts";

export const siteUrl = "https://collect.test";

/** The password every account of the accounts tests is registered with (re-authentication asks for it). */
export const password = "velvet-harbour-1907";

export interface AccountsSite {
  database: Database;
  smtp: TestSmtp;
  /** Base of each mounted API: `api` with the given settings, `short` with links that expire in `shortTtlMs`. */
  api: string;
  short: string;
  close: () => Promise<void>;
}

export async function startAccounts(
  settings: Omit<AuthServiceOptions, "db" | "mail"> = {},
  shortTtlMs = 1500,
  databaseUrl: string | null = null,
): Promise<AccountsSite> {
  const dir = await mkdtemp(path.join(tmpdir(), "auth-links-"));
  const database = await openDatabase({ databaseUrl, dataDir: dir });
  const smtp = await TestSmtp.start();
  const transport = createMailTransport(smtp.url, dir);
  const worker = new OutboxWorker({
    db: database.db,
    transport,
    from: "Collect <no-reply@collect.test>",
    logger: createLogger("silent"),
    pollMs: 100,
    retryBaseMs: 100,
    maxAttempts: 5,
  });
  const mail = { siteUrl, brand: "Collect", onQueued: () => worker.nudge() };
  const app = express();
  app.set("trust proxy", true);
  app.use("/api/auth", authRouter(createAuthService({ db: database.db, mail, ...settings })));
  app.use(
    "/short/api/auth",
    authRouter(
      createAuthService({
        db: database.db,
        mail,
        ...settings,
        resetLinkTtlMs: shortTtlMs,
        verifyLinkTtlMs: shortTtlMs,
      }),
    ),
  );
  const server: Server = app.listen(0, "127.0.0.1");
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.once("listening", resolve));
  worker.start();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    database,
    smtp,
    api: `${origin}/api/auth`,
    short: `${origin}/short/api/auth`,
    close: async () => {
      server.close();
      await worker.stop();
      transport.close();
      await smtp.down();
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  json: { status: string; message: string; data?: unknown };
}

export async function call(
  url: string,
  method: string,
  body?: unknown,
  init: { token?: string; language?: string; userAgent?: string; forwardedFor?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.language) headers["Accept-Language"] = init.language;
  if (init.userAgent) headers["User-Agent"] = init.userAgent;
  if (init.forwardedFor) headers["X-Forwarded-For"] = init.forwardedFor;
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Answer["json"] };
}

export function readMail(mail: ReceivedMail): ReadMail {
  return readRawMail(mail.raw, mail.to);
}

/** Waits for the next message to an address (after the `seen` first ones) and reads it. */
export async function mailTo(smtp: TestSmtp, address: string, seen = 0): Promise<ReadMail> {
  const found = await waitFor(
    () => smtp.received.filter((m) => m.to.includes(address))[seen],
    30_000,
    `e-mail number ${seen + 1} to ${address}`,
  );
  return readMail(found);
}

export function mailsTo(smtp: TestSmtp, address: string): number {
  return smtp.received.filter((m) => m.to.includes(address)).length;
}

/** The token of the link to `path` in a message's plain text. */
export function linkToken(mail: ReadMail, path: string): string {
  const match = new RegExp(`${siteUrl}${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[1];
}

/** Registers an account on the site's accounts API: its session token and its user as the API shows it. */
export async function register(
  site: AccountsSite,
  email: string,
  { name = "Ada", language = "en" }: { name?: string; language?: string } = {},
): Promise<{ token: string; user: PublicUser }> {
  const r = await call(`${site.api}/register`, "POST", { email, password, name }, { language });
  if (r.status !== 201) throw new Error(`register ${email}: ${r.status} ${r.json.message}`);
  return r.json.data as { token: string; user: PublicUser };
}
