/**
 * The review desk's integration tests stand on this: the accounts, requests, photos, certificates,
 * vault and review APIs served over real HTTP by an Express app in this process, on a PGlite
 * database of their own, with the real outbox delivering to the harness's SMTP server. The review
 * service's clock is the test's (`advance`), so a lease can run out without waiting.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { authRouter } from "#server/api/auth.ts";
import { certificatesRouter } from "#server/api/certificates.ts";
import { requestsRouter } from "#server/api/requests.ts";
import { reviewRouter } from "#server/api/review.ts";
import { vaultRouter } from "#server/api/vault.ts";
import { createAuthService } from "#server/auth/service.ts";
import { loadIssuer } from "#server/certificates/keys.ts";
import { lookupLimiter } from "#server/certificates/lookup-limit.ts";
import { type CertificateService, createCertificateService } from "#server/certificates/service.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/logger.ts";
import { createMailTransport } from "#server/mail/transport.ts";
import { OutboxWorker } from "#server/mail/worker.ts";
import { createPhotoService } from "#server/photos/service.ts";
import { fileStorage, type PhotoStorage } from "#server/photos/storage.ts";
import { ChecksWorker } from "#server/requests/checks-worker.ts";
import { createRequestsService } from "#server/requests/service.ts";
import { createReviewService, type ReviewService } from "#server/review/service.ts";
import { linkToken, mailTo } from "./auth-fixture.ts";
import { TestSmtp } from "./harness.ts";
import { call, siteUrl } from "./requests-fixture.ts";

export interface ReviewSite {
  database: Database;
  smtp: TestSmtp;
  /** `http://127.0.0.1:<port>/api` */
  api: string;
  checks: ChecksWorker;
  certificates: CertificateService;
  /** The review desk itself (its recovery pass). */
  review: ReviewService;
  /** The photo store the review desk reads originals from (evidence digests). */
  photoStorage: PhotoStorage;
  /** Another process's review desk on the same database and clock (its own issuance leases). */
  reviewProcess: () => ReviewService;
  /** How long an issuer holds a request's certificate before a recovery pass may take it over. */
  issueLeaseMs: number;
  /** Moves the review desk's clock forward. */
  advance: (ms: number) => void;
  leaseMs: number;
  close: () => Promise<void>;
}

export async function startReview(): Promise<ReviewSite> {
  const dir = await mkdtemp(path.join(tmpdir(), "review-"));
  const database = await openDatabase({ databaseUrl: null, dataDir: dir });
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
  const accounts = createAuthService({
    db: database.db,
    maxRegistrationsPerAddress: 10_000,
    mail: { siteUrl, brand: "Collect", onQueued: () => outbox.nudge() },
  });
  const requests = createRequestsService({
    db: database.db,
    brand: "Collect",
    siteUrl,
    onQueued: () => outbox.nudge(),
  });
  const checks = new ChecksWorker({ db: database.db, requests, logger, assessorUrl: null, pollMs: 100 });
  const issuer = await loadIssuer({ origin: siteUrl, dataDir: dir, signingKey: null, retiredKeys: [] });
  const certificates = createCertificateService({ db: database.db, issuer, origin: siteUrl });
  const photoStorage = fileStorage(path.join(dir, "photos"));
  const photos = createPhotoService({
    db: database.db,
    storage: photoStorage,
    logger,
    urlKey: Buffer.alloc(32, 7),
    leaseMs: 60_000,
  });
  let offset = 0;
  const leaseMs = 30 * 60_000;
  const issueLeaseMs = 120_000;
  const reviewProcess = () =>
    createReviewService({
      db: database.db,
      requests,
      certificates,
      photos,
      leaseMs,
      issueLeaseMs,
      now: () => new Date(Date.now() + offset),
    });
  const review = reviewProcess();
  certificates.showPhotosWith(async (certificateId) => {
    const itemId = await requests.itemOfCertificate(certificateId);
    return itemId ? photos.publicDerivatives(itemId) : [];
  });
  const app = express();
  app.use("/api/auth", authRouter(accounts));
  app.use(
    "/api/certificates",
    certificatesRouter({
      service: certificates,
      apiKey: null,
      lookups: lookupLimiter(10_000, 60_000),
      siteUrl,
    }),
  );
  app.use("/api/vault", vaultRouter({ service: certificates, accounts }));
  app.use("/api/review", reviewRouter({ review, accounts }));
  app.use("/api", requestsRouter({ requests, accounts }));
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  outbox.start();
  return {
    database,
    smtp,
    api: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    checks,
    certificates,
    review,
    photoStorage,
    reviewProcess,
    issueLeaseMs,
    advance: (ms) => {
      offset += ms;
    },
    leaseMs,
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

/**
 * Proves an account's address as its owner would: opens the link of the first mail it received
 * (the confirmation sent on registration). Staff roles go only to proven addresses.
 */
export async function confirmAddress(site: ReviewSite, email: string): Promise<void> {
  const token = linkToken(await mailTo(site.smtp, email), "/app/verify-email");
  const opened = await call(`${site.api}/auth/verify-email`, "POST", { token });
  if (opened.status !== 200) throw new Error(`confirming ${email}: ${opened.status} ${opened.json.message}`);
}
