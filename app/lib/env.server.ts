import { z } from "zod";
import type { SiteConfig } from "./site-config.ts";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? null : v))
  .nullable()
  .default(null);
const origin = z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, ""));
const path = z.string().startsWith("/");

/** Every environment variable the site reads, with its default. README lists the same. */
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BRAND_NAME: z.string().trim().min(1).default("Collect"),
  SITE_URL: origin.optional(),
  // Unset: the site itself (its own /app/login); an operator may point sign-in at another site.
  SIGN_IN_ORIGIN: origin.optional(),
  SIGN_IN_PATH: path.default("/app/login"),
  CARD_SIGN_IN_PATH: path.default("/app/login?next=/app/my-vault"),
  COLLECT_CARDS_ORIGIN: origin.default("https://collect.example.com"),
  LEGAL_EMAIL: z.email().default("privacy@collect.example.com"),
  GA_MEASUREMENT_ID: optional,
  META_PIXEL_ID: optional,
  HERO_VIDEO_ID: optional,
  VIDEO_EMBED_ORIGIN: origin.default("https://www.youtube-nocookie.com"),
  SOCIAL_INSTAGRAM_URL: origin.default("https://www.instagram.com/collect"),
  SOCIAL_LINKEDIN_URL: origin.default("https://www.linkedin.com/company/collect"),
  SOCIAL_X_URL: origin.default("https://x.com/collect"),
  SOCIAL_YOUTUBE_URL: origin.default("https://www.youtube.com/@collect"),
  // Forms, database and e-mail (server only).
  DATABASE_URL: optional,
  SMTP_URL: optional,
  CONTACT_INBOX: z.email().default("hello@collect.example.com"),
  MAIL_FROM: z.string().trim().min(3).default("Collect website <no-reply@collect.example.com>"),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  // Work per address: pages rendered per request (not from a file or the shared cache) and API
  // calls take one token each from a bucket of PAGE_BUDGET_BURST tokens that refills at
  // PAGE_BUDGET_PER_SECOND; an empty bucket answers 429 (server/http/work-budget.ts).
  PAGE_BUDGET_BURST: z.coerce.number().int().min(1).default(300),
  PAGE_BUDGET_PER_SECOND: z.coerce.number().min(0.1).default(10),
  // Bytes the shared cache of pages rendered per request may hold (server/http/shared-pages.ts).
  PAGE_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  // How long a whole request (body included) may take to arrive; then 408 (server/http/connection-limits.ts).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  OUTBOX_WORKER: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((v) => v !== "false" && v !== "0"),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  // How long a claimed message stays with its worker; after that another worker (or this one,
  // restarted) takes it back, as its claimer is presumed dead. Keep it above the longest
  // delivery (the SMTP timeouts, 30 s), or a slow delivery may be sent twice.
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  // Certificates (server only): the issuing API's key (unset: issuing is off), the signing key
  // (unset: one is made in DATA_DIR), retired public keys still trusted, and the public lookups'
  // allowance per address.
  ISSUER_API_KEY: optional,
  ISSUER_SIGNING_KEY: optional,
  ISSUER_RETIRED_KEYS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^z6Mk[1-9A-HJ-NP-Za-km-z]+$/, "a publicKeyMultibase (z6Mk...)"))),
  CERTIFICATE_LOOKUP_MAX: z.coerce.number().int().min(1).default(120),
  CERTIFICATE_LOOKUP_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  // Data exports and account deletions (server/privacy): the worker in this process, how often
  // it looks for due work, and how long it holds a claimed export or deletion.
  PRIVACY_WORKER: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((v) => v !== "false" && v !== "0"),
  PRIVACY_POLL_MS: z.coerce.number().int().min(50).default(60_000),
  PRIVACY_LEASE_MS: z.coerce.number().int().min(1000).default(300_000),
  // For tests and drills only: the privacy clock runs this far ahead of the real one (a deletion
  // due in 30 days is due now with 2592000000), and the first deletion fails half-way once.
  PRIVACY_CLOCK_OFFSET_MS: z.coerce.number().int().min(0).default(0),
  PRIVACY_TEST_FAULT: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  // Accounts: how long e-mailed links work, and how many of them one account (or address asked
  // about) and one network address may ask for in a window.
  RESET_LINK_TTL_MS: z.coerce.number().int().min(1000).default(3_600_000),
  VERIFY_LINK_TTL_MS: z.coerce.number().int().min(1000).default(172_800_000),
  ACCOUNT_MAIL_MAX: z.coerce.number().int().min(1).default(5),
  ACCOUNT_MAIL_ADDRESS_MAX: z.coerce.number().int().min(1).default(20),
  ACCOUNT_MAIL_WINDOW_MS: z.coerce.number().int().min(1000).default(3_600_000),
  // Authentication requests (server/requests): the worker that moves submitted requests through
  // the checks to the experts, how often it looks, and the optional external assessor
  // (docs/decisions/020-authentication-requests.md, "ASSESSOR_URL"); unset: no automated score.
  REQUESTS_WORKER: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((v) => v !== "false" && v !== "0"),
  REQUESTS_POLL_MS: z.coerce.number().int().min(50).default(5000),
  // The review desk (docs/decisions/021-review-desk.md): how long the issuer of a certificate
  // holds the request before a recovery pass may take it over after a crash; and, for tests and
  // drills only (honoured when NODE_ENV is "test"), a pause between a final verdict's commit and
  // its certificate, so that a test can kill the process in between.
  REVIEW_ISSUE_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  REVIEW_TEST_ISSUE_DELAY_MS: z.coerce.number().int().min(0).default(0),
  ASSESSOR_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .transform((v) => v ?? null),
  // Payments through Stripe (server/payments, docs/decisions/024-credits-and-payments.md): all of
  // the secret key, the webhook secret and the price ids, or purchases are off ("not available
  // here"). STRIPE_PACK_PRICES lists "credits:price_id" pairs; STRIPE_API_BASE points the SDK at
  // another host (the tests' local stand-in).
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PACK_PRICES: optional,
  STRIPE_SUBSCRIPTION_PRICE: optional,
  STRIPE_API_BASE: optional.pipe(z.url({ protocol: /^https?$/ }).nullable()),
  // Photos of authentication requests (server/photos): files under DATA_DIR/photos, or an
  // S3-compatible bucket when S3_ENDPOINT, S3_BUCKET and both keys are set (all or none); the
  // processing worker in this process, how often it looks, how long it holds a claimed photo;
  // the key signing the photos' short-lived URLs (unset: one is made in DATA_DIR).
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).nullable()),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((v) => v !== "false" && v !== "0"),
  PHOTO_WORKER: z
    .enum(["true", "false", "1", "0", ""])
    .default("true")
    .transform((v) => v !== "false" && v !== "0"),
  PHOTO_POLL_MS: z.coerce.number().int().min(50).default(2000),
  PHOTO_LEASE_MS: z.coerce.number().int().min(1000).default(120_000),
  PHOTO_URL_KEY: optional,
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

/** Parses the environment once; a wrong value stops the process with a message naming it. */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const result = schema
    .superRefine((env, ctx) => {
      const s3 = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
      const set = s3.filter((name) => env[name] !== null);
      if (set.length > 0 && set.length < s3.length)
        for (const name of s3.filter((n) => env[n] === null))
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `required with ${set.join(", ")} (S3 photo storage needs all four)`,
          });
    })
    .safeParse(process.env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  cached = result.data;
  return cached;
}

let publicConfig: SiteConfig | undefined;

export function siteConfig(): SiteConfig {
  if (publicConfig) return publicConfig;
  const env = serverEnv();
  const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT}`;
  publicConfig = {
    brand: env.BRAND_NAME,
    siteUrl,
    signIn: {
      origin: env.SIGN_IN_ORIGIN ?? siteUrl,
      signInPath: env.SIGN_IN_PATH,
      cardSignInPath: env.CARD_SIGN_IN_PATH,
    },
    collectCardsOrigin: env.COLLECT_CARDS_ORIGIN,
    legalEmail: env.LEGAL_EMAIL,
    analytics: { gaMeasurementId: env.GA_MEASUREMENT_ID, metaPixelId: env.META_PIXEL_ID },
    video: { heroVideoId: env.HERO_VIDEO_ID, embedOrigin: env.VIDEO_EMBED_ORIGIN },
    social: [
      { label: "Instagram", href: env.SOCIAL_INSTAGRAM_URL },
      { label: "LinkedIn", href: env.SOCIAL_LINKEDIN_URL },
      { label: "X", href: env.SOCIAL_X_URL },
      { label: "YouTube", href: env.SOCIAL_YOUTUBE_URL },
    ],
  };
  return publicConfig;
}
