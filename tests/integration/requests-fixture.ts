/**
 * What the requests' integration tests stand on: the accounts and requests APIs served over real
 * HTTP by an Express app in this process, on a database of their own (embedded PGlite, or a
 * PostgreSQL server), with the real outbox worker delivering to the harness's SMTP server.
 *
 * Photos: the photo pipeline (server/photos) fills the `photos` table; these tests stand in for
 * it by inserting rows with status 'ready' directly through the test's own database handle
 * (`readyPhotos`), which is why the app runs in this process (PGlite admits one process).
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { shotsOf } from "#app/data/shots.ts";
import { authRouter } from "#server/api/auth.ts";
import { pointsRouter } from "#server/api/points.ts";
import { requestsRouter } from "#server/api/requests.ts";
import { vaultRouter } from "#server/api/vault.ts";
import { createAuthService } from "#server/auth/service.ts";
import { loadIssuer } from "#server/certificates/keys.ts";
import { type CertificateService, createCertificateService } from "#server/certificates/service.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { photos } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { createMailTransport } from "#server/mail/transport.ts";
import { OutboxWorker } from "#server/mail/worker.ts";
import { createPointsService, type PointsService } from "#server/points/service.ts";
import { ChecksWorker } from "#server/requests/checks-worker.ts";
import { createRequestsService, type RequestsService } from "#server/requests/service.ts";
import { TestSmtp } from "./harness.ts";

export const siteUrl = "https://collect.test";

export interface RequestsSite {
  database: Database;
  smtp: TestSmtp;
  /** `http://127.0.0.1:<port>/api` */
  api: string;
  requests: RequestsService;
  points: PointsService;
  /** The certificates and their transfers (/api/vault), a transfer's points awarded on acceptance. */
  certificates: CertificateService;
  checks: ChecksWorker;
  close: () => Promise<void>;
}

export async function startRequests(
  options: {
    databaseUrl?: string | null;
    assessorUrl?: string | null;
    subscribed?: (q: unknown, userId: string) => Promise<boolean>;
  } = {},
): Promise<RequestsSite> {
  const dir = await mkdtemp(path.join(tmpdir(), "requests-"));
  const database = await openDatabase({ databaseUrl: options.databaseUrl ?? null, dataDir: dir });
  const smtp = await TestSmtp.start();
  const transport = createMailTransport(smtp.url, dir);
  const logger = createLogger("silent");
  const outbox = new OutboxWorker({
    db: database.db,
    transport,
    from: "Collect <no-reply@collect.test>",
    logger,
    pollMs: 100,
    retryBaseMs: 100,
    maxAttempts: 5,
  });
  const issuer = await loadIssuer({ origin: siteUrl, dataDir: dir, signingKey: null, retiredKeys: [] });
  const certificates = createCertificateService({
    db: database.db,
    issuer,
    origin: siteUrl,
    onTransferAccepted: (tx, transfer) => points.awardTransfer(tx, transfer),
  });
  const accounts = createAuthService({
    db: database.db,
    maxRegistrationsPerAddress: 10_000,
    mail: { siteUrl, brand: "Collect", onQueued: () => outbox.nudge() },
    hooks: {
      emailVerified: async (user) => {
        await certificates.attachFor(user.id, user.email);
      },
    },
  });
  const points = createPointsService({
    db: database.db,
    brand: "Collect",
    siteUrl,
    onQueued: () => outbox.nudge(),
    ...(options.subscribed ? { subscribed: options.subscribed } : {}),
  });
  const requests = createRequestsService({
    onVerdict: (tx, request) => points.awardAuthentication(tx, request),
    db: database.db,
    brand: "Collect",
    siteUrl,
    onQueued: () => outbox.nudge(),
  });
  // Not started: each test moves the checks itself (runOnce), so every state can be observed.
  const checks = new ChecksWorker({
    db: database.db,
    requests,
    logger,
    assessorUrl: options.assessorUrl ?? null,
    pollMs: 100,
    assessorTimeoutMs: 2000,
  });
  const app = express();
  app.use("/api/auth", authRouter(accounts));
  app.use("/api/vault", vaultRouter({ service: certificates, accounts }));
  app.use("/api", pointsRouter({ points, accounts }));
  app.use("/api", requestsRouter({ requests, accounts }));
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  outbox.start();
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  return {
    database,
    smtp,
    api,
    requests,
    points,
    certificates,
    checks,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await outbox.stop();
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
  // biome-ignore lint/suspicious/noExplicitAny: the tests read answers of every shape
  json: { status: string; message: string; data?: any; errors?: any };
}

export async function call(
  url: string,
  method: string,
  body?: unknown,
  init: { token?: string; language?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.language) headers["Accept-Language"] = init.language;
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Answer["json"] };
}

/** A new account: its id, e-mail and session token. */
/** The password every account of these tests is registered with (re-authentication asks for it). */
export const ownerPassword = "correct horse battery staple 42";

export async function register(api: string, email: string, language = "en") {
  const r = await call(
    `${api}/auth/register`,
    "POST",
    { email, password: ownerPassword, name: "Owner" },
    { language },
  );
  if (r.status !== 201) throw new Error(`register ${email}: ${r.status} ${r.json.message}`);
  return { id: r.json.data.user.id as string, email, token: r.json.data.token as string };
}

/** Stands in for the photo pipeline: one ready photo in each of `slots` (default: the category's required shots). */
export async function readyPhotos(
  database: Database,
  item: { id: string; ownerId: string; category: string },
  slots?: string[],
) {
  const wanted = slots ?? (shotsOf(item.category) ?? []).filter((s) => s.required).map((s) => s.slot);
  if (wanted.length === 0) return;
  await database.db.insert(photos).values(
    wanted.map((slot) => ({
      itemId: item.id,
      ownerId: item.ownerId,
      slot,
      uploadId: randomUUID(),
      storageKey: `test/${randomUUID()}`,
      status: "ready",
      width: 3024,
      height: 4032,
      checks: {
        resolution: { ok: true },
        sharpness: { ok: slot !== "base", ...(slot === "base" ? { flag: "blurred" } : {}) },
        exposure: { ok: true },
        duplicate: { ok: true },
      },
    })),
  );
}

export const handbag = {
  purpose: "authenticate",
  category: "handbags",
  brand: "hermes",
  model: "Birkin 30",
  colour: "Gold",
  pricePaid: { amount: "9500.50", currency: "EUR" },
};
