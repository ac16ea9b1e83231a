import type { ServerEnv } from "#app/lib/env.server.ts";
import { type FormLimiters, formLimiters } from "./api/rate-limit.ts";
import { type AuthService, createAuthService } from "./auth/service.ts";
import { createLoginThrottle } from "./auth/throttle.ts";
import { loadIssuer } from "./certificates/keys.ts";
import { type LookupLimiter, lookupLimiter } from "./certificates/lookup-limit.ts";
import { sampleCertificates } from "./certificates/samples.ts";
import { type CertificateService, createCertificateService } from "./certificates/service.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { createFormsService } from "./forms/service.ts";
import type { Logger } from "./logger.ts";
import { createMailTransport, type MailTransport } from "./mail/transport.ts";
import { OutboxWorker } from "./mail/worker.ts";
import { createPaymentsService, type PaymentsService } from "./payments/service.ts";
import { paymentSettings, stripeClient } from "./payments/settings.ts";
import { isSubscribed } from "./payments/subscriptions.ts";
import { type PhotoEnv, type Photos, startPhotos } from "./photos/index.ts";
import { createPointsService, type PointsService } from "./points/service.ts";
import type { NewsletterLinks } from "./privacy/newsletter.ts";
import { recordSignup } from "./privacy/newsletter.ts";
import { createPrivacyService, type PrivacyService, PrivacyWorker } from "./privacy/service.ts";
import { privacyText } from "./privacy/words.ts";
import { ChecksWorker } from "./requests/checks-worker.ts";
import { createRequestsService, type RequestsService } from "./requests/service.ts";
import { createReviewService, type ReviewService } from "./review/service.ts";

/**
 * Everything the server process opens once and closes once: the database (migrated), the mail
 * transport and the outbox worker, the rate limiters counting in the database, and the services
 * built on them. Created at start (server/main.ts) and handed to the routers and, through React
 * Router's context, to route actions (server/app.ts); nothing reaches it through a global.
 */
export interface Runtime {
  database: Database;
  mail: MailTransport;
  outbox: OutboxWorker;
  /** Newsletter, contact and lead submissions: the API and the route actions share it. */
  forms: ReturnType<typeof createFormsService>;
  /** Registration, sign-in, sessions and profile. */
  accounts: AuthService;
  /** Data exports, account deletions and the newsletter's links (server/privacy). */
  privacy: PrivacyService;
  privacyWorker: PrivacyWorker;
  /** The privacy clock (moved only in tests and drills) and the public origin links start with. */
  now: () => Date;
  /** Where the newsletter's e-mails point, and the company inbox told of each confirmed subscriber. */
  newsletterLinks: NewsletterLinks;
  /** One per form, shared by the API and the page posts: the same visitor, the same count. */
  limiters: FormLimiters;
  /** The certificate registry: issuing, signing, revocation, lookups and the vault. */
  certificates: CertificateService;
  /** ISSUER_API_KEY: null means issuing is off. */
  issuerApiKey: string | null;
  /** Public certificate lookups per address (API and verify pages), counted in this process. */
  certificateLookups: LookupLimiter;
  /** Items, authentication requests and the credit ledger (server/requests). */
  requests: RequestsService;
  /** The points ledger and rewards (server/points). */
  points: PointsService;
  /** Moves submitted requests through the checks to the experts (ASSESSOR_URL, if set, scores them). */
  checksWorker: ChecksWorker;
  /** Photos of authentication requests: store, service, processing worker (server/photos). */
  photos: Photos;
  /** The review desk: staff roles, queue, claims, verdicts, audit log (server/review). */
  review: ReviewService;
  /** Purchases through Stripe; null when its settings are not given (purchases off). */
  payments: PaymentsService | null;
  /** The public origin (SITE_URL or localhost:PORT): where Stripe sends the buyer back. */
  siteUrl: string;
  /** Stops the worker (finishing deliveries in hand), then closes mail and the database. */
  close: () => Promise<void>;
}

export type RuntimeEnv = Pick<
  ServerEnv,
  | "DATABASE_URL"
  | "DATA_DIR"
  | "SMTP_URL"
  | "CONTACT_INBOX"
  | "MAIL_FROM"
  | "BRAND_NAME"
  | "RATE_LIMIT_WINDOW_MS"
  | "RATE_LIMIT_MAX"
  | "OUTBOX_WORKER"
  | "OUTBOX_POLL_MS"
  | "OUTBOX_RETRY_BASE_MS"
  | "OUTBOX_MAX_ATTEMPTS"
  | "OUTBOX_LEASE_MS"
  | "PORT"
  | "SITE_URL"
  | "ISSUER_API_KEY"
  | "ISSUER_SIGNING_KEY"
  | "ISSUER_RETIRED_KEYS"
  | "CERTIFICATE_LOOKUP_MAX"
  | "CERTIFICATE_LOOKUP_WINDOW_MS"
  | "PRIVACY_WORKER"
  | "PRIVACY_POLL_MS"
  | "PRIVACY_LEASE_MS"
  | "PRIVACY_CLOCK_OFFSET_MS"
  | "PRIVACY_TEST_FAULT"
  | "RESET_LINK_TTL_MS"
  | "VERIFY_LINK_TTL_MS"
  | "ACCOUNT_MAIL_MAX"
  | "ACCOUNT_MAIL_ADDRESS_MAX"
  | "ACCOUNT_MAIL_WINDOW_MS"
  | "REQUESTS_WORKER"
  | "REQUESTS_POLL_MS"
  | "REVIEW_ISSUE_LEASE_MS"
  | "REVIEW_TEST_ISSUE_DELAY_MS"
  | "ASSESSOR_URL"
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "STRIPE_PACK_PRICES"
  | "STRIPE_SUBSCRIPTION_PRICE"
  | "STRIPE_API_BASE"
> &
  PhotoEnv;

export async function startRuntime(env: RuntimeEnv, logger: Logger): Promise<Runtime> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const mail = createMailTransport(env.SMTP_URL, env.DATA_DIR);
  const outbox = new OutboxWorker({
    db: database.db,
    transport: mail,
    from: env.MAIL_FROM,
    logger,
    pollMs: env.OUTBOX_POLL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    leaseMs: env.OUTBOX_LEASE_MS,
  });
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  const now = () => new Date(Date.now() + env.PRIVACY_CLOCK_OFFSET_MS);
  const forms = createFormsService({
    db: database.db,
    logger,
    inbox: env.CONTACT_INBOX,
    brand: env.BRAND_NAME,
    siteUrl,
    now,
    onQueued: () => outbox.nudge(),
    newsletter: { record: recordSignup, confirmSent: (language) => privacyText(language, "confirmSent") },
  });
  let photos: Photos | undefined;
  const privacy = createPrivacyService({
    db: database.db,
    logger,
    brand: env.BRAND_NAME,
    siteUrl,
    now,
    leaseMs: env.PRIVACY_LEASE_MS,
    faultOnce: env.PRIVACY_TEST_FAULT,
    onQueued: () => outbox.nudge(),
    // The photo files of the account (its rows go with the account; the files would not).
    beforeDelete: async (userId) => photos?.service.deleteOwnerPhotos(userId),
  });
  const privacyWorker = new PrivacyWorker(privacy, env.PRIVACY_POLL_MS, logger);
  const issuer = await loadIssuer({
    origin: siteUrl,
    dataDir: env.DATA_DIR,
    signingKey: env.ISSUER_SIGNING_KEY,
    retiredKeys: env.ISSUER_RETIRED_KEYS,
  });
  const certificates = createCertificateService({
    db: database.db,
    issuer,
    origin: siteUrl,
    // The transfer's points, in the transaction that accepts it (the points service is made below).
    onTransferAccepted: (tx, transfer) => points.awardTransfer(tx, transfer),
  });
  // Processes sharing a database must share the key too: each one lists only the keys it knows.
  if (env.DATABASE_URL && !env.ISSUER_SIGNING_KEY)
    logger.warn(
      { key: issuer.current.publicKeyMultibase },
      "certificates: signing with the key file of this DATA_DIR; give every process on this database the same ISSUER_SIGNING_KEY (or DATA_DIR)",
    );
  // A newcomer on the embedded defaults can try /verify at once: the four samples, every start.
  if (!env.DATABASE_URL) {
    const added = await certificates.seedSamples(
      sampleCertificates.map((s) => ({
        id: s.id,
        input: s.input,
        revoked: "revoked" in s ? s.revoked : undefined,
      })),
    );
    if (added > 0) logger.info({ added }, "certificates: sample certificates seeded");
  }
  const accounts = createAuthService({
    db: database.db,
    // A sign-in calls off a scheduled deletion of the account, and says so.
    hooks: {
      signedIn: (user, { language }) => privacy.cancelOnSignIn(user.id, language),
      // Certificates issued or handed to an address join the account once the address is confirmed
      // as its owner's, never before: anyone can register with someone else's address.
      emailVerified: async (user) => {
        await certificates.attachFor(user.id, user.email);
      },
    },
    // Work done after answering (forgot-password's look-up and e-mail): a failure is logged, never shown.
    onBackgroundError: (error) => logger.error({ err: error }, "accounts: background work failed"),
    // The throttle of sign-ins, resets, registrations and e-mailed links: its own part, on the
    // same database. Registrations share the forms' per-address allowance (each costs an argon2 hash).
    throttle: createLoginThrottle(database.db, {
      maxRegistrationsPerAddress: env.RATE_LIMIT_MAX,
      registrationWindowMs: env.RATE_LIMIT_WINDOW_MS,
      maxLinksPerAccount: env.ACCOUNT_MAIL_MAX,
      maxLinksPerAddress: env.ACCOUNT_MAIL_ADDRESS_MAX,
      linkWindowMs: env.ACCOUNT_MAIL_WINDOW_MS,
    }),
    resetLinkTtlMs: env.RESET_LINK_TTL_MS,
    verifyLinkTtlMs: env.VERIFY_LINK_TTL_MS,
    // Links in the accounts' e-mails point at the public site; queued mail wakes the worker.
    mail: {
      siteUrl,
      brand: env.BRAND_NAME,
      onQueued: () => outbox.nudge(),
    },
  });
  let checksWorker: ChecksWorker | null = null;
  const points = createPointsService({
    db: database.db,
    // The subscription's 2x points, read in the verdict's own transaction.
    subscribed: (q, userId) => isSubscribed(q, userId),
    brand: env.BRAND_NAME,
    siteUrl,
    onQueued: () => outbox.nudge(),
  });
  const requests = createRequestsService({
    onVerdict: (tx, request) => points.awardAuthentication(tx, request),
    db: database.db,
    brand: env.BRAND_NAME,
    siteUrl,
    onQueued: () => outbox.nudge(),
    onSubmitted: () => checksWorker?.nudge(),
  });
  checksWorker = new ChecksWorker({
    db: database.db,
    requests,
    logger,
    assessorUrl: env.ASSESSOR_URL,
    pollMs: env.REQUESTS_POLL_MS,
  });
  const limiters = formLimiters(database.db, {
    windowMs: env.RATE_LIMIT_WINDOW_MS,
    limit: env.RATE_LIMIT_MAX,
  });
  photos = await startPhotos(env, database.db, logger);
  const review = createReviewService({
    db: database.db,
    requests,
    certificates,
    photos: photos.service,
    issueLeaseMs: env.REVIEW_ISSUE_LEASE_MS,
    issueDelayMs: process.env.NODE_ENV === "test" ? env.REVIEW_TEST_ISSUE_DELAY_MS : 0,
  });
  const photoService = photos.service;
  // The public page of a certificate shows its photos only when the owner chose so (issue 30).
  certificates.showPhotosWith(async (certificateId) => {
    const itemId = await requests.itemOfCertificate(certificateId);
    return itemId ? photoService.publicDerivatives(itemId) : [];
  });
  const stripeSettings = paymentSettings(env);
  const payments = stripeSettings
    ? createPaymentsService({
        db: database.db,
        stripe: stripeClient(stripeSettings),
        settings: stripeSettings,
        mail: { brand: env.BRAND_NAME, siteUrl, onQueued: () => outbox.nudge() },
      })
    : null;
  if (env.OUTBOX_WORKER) outbox.start();
  if (env.PRIVACY_WORKER) privacyWorker.start();
  if (env.REQUESTS_WORKER) {
    checksWorker.start();
    // Issue 30: finish certificates a crash left behind a final authentic verdict. Passes may
    // overlap across processes: each takes a lease on a request before issuing its certificate.
    const finish = () =>
      review.finishPending().catch((error: unknown) => {
        logger.error(
          { err: { name: error instanceof Error ? error.name : typeof error } },
          "review: recovery pass failed",
        );
      });
    void finish();
    setInterval(finish, Math.max(env.REQUESTS_POLL_MS, 1_000) * 10).unref();
  }
  logger.info(
    { database: database.kind, mail: mail.kind, worker: env.OUTBOX_WORKER },
    "runtime: database and mail ready",
  );
  return {
    database,
    mail,
    outbox,
    forms,
    accounts,
    privacy,
    privacyWorker,
    now,
    newsletterLinks: { siteUrl, brand: env.BRAND_NAME, inbox: env.CONTACT_INBOX },
    limiters,
    certificates,
    issuerApiKey: env.ISSUER_API_KEY,
    certificateLookups: lookupLimiter(env.CERTIFICATE_LOOKUP_MAX, env.CERTIFICATE_LOOKUP_WINDOW_MS),
    requests,
    points,
    checksWorker,
    photos,
    review,
    payments,
    siteUrl,
    close: async () => {
      await photos.close();
      await checksWorker.stop();
      await privacyWorker.stop();
      await outbox.stop();
      mail.close();
      await database.close();
    },
  };
}
