import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

/**
 * Items and authentication requests (docs/decisions/020-authentication-requests.md).
 *
 * An item is what an owner keeps in the vault: what it is, and its photos. A request asks for
 * one item to be authenticated; an item may have several requests over time (one cancelled,
 * then another), at most one of them open. `purpose` says which path made the item: 'authenticate'
 * (the request flow) or 'vault' (/app/upload: kept without asking yet).
 */
export const items = pgTable(
  "items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    /** A category id of app/data/categories.ts (never a display word). */
    category: text("category").notNull(),
    /** A brand slug of the brand directory, or null with brandName when the brand is not listed. */
    brand: text("brand"),
    brandName: text("brand_name").notNull().default(""),
    model: text("model").notNull().default(""),
    colour: text("colour").notNull().default(""),
    reference: text("reference").notNull().default(""),
    /** Price paid in minor units of `currency` (ISO 4217), both null when not given. */
    pricePaidMinor: bigint("price_paid_minor", { mode: "number" }),
    currency: text("currency"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("items_owner_idx").on(t.ownerId, t.createdAt)],
);

/**
 * Authentication requests. state: draft -> submitted -> checks -> in_review -> (more_photos ->
 * in_review)* -> verdict -> certificate_issued, or cancelled (by the owner before review).
 * `service` is 'ai' or 'expert'; `turnaround` the key of the chosen turnaround; `costCredits` what
 * submitting debited; `deadlineAt` submission time plus the turnaround.
 */
export const authRequests = pgTable(
  "auth_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    state: text("state").notNull().default("draft"),
    service: text("service"),
    turnaround: text("turnaround"),
    costCredits: integer("cost_credits"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    /** The verdict, once given (the review desk fills it): outcome, confidence, grade, value, summary. */
    verdict: jsonb("verdict"),
    certificateId: text("certificate_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("auth_requests_owner_idx").on(t.ownerId, t.createdAt),
    index("auth_requests_state_idx").on(t.state, t.deadlineAt),
    /** At most one open request per item. */
    uniqueIndex("auth_requests_open_item_key")
      .on(t.itemId)
      .where(sql`${t.state} not in ('cancelled', 'verdict', 'certificate_issued')`),
  ],
);

/** Every change of a request's state, with who made it and when: the owner's timeline and the audit trail. */
export const authRequestEvents = pgTable(
  "auth_request_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => authRequests.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    /** The account that made the change; null for the system (workers). */
    actorId: uuid("actor_id"),
    /** Details that belong to the change (the shots asked for, a reason); never personal data beyond the item. */
    detail: jsonb("detail"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_request_events_request_idx").on(t.requestId, t.at)],
);

/**
 * The credit ledger: append-only; an account's balance is the sum of its `delta`s. Every entry
 * carries a unique idempotency key derived from its cause ('registration:<userId>',
 * 'submit:<requestId>', 'refund:<requestId>', 'grant:<operator key>'), so a retry, a double click
 * or two processes never count twice.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    /** registration | submit | refund | grant | purchase | subscription | reversal. */
    reason: text("reason").notNull(),
    requestId: uuid("request_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("credit_ledger_idempotency_key").on(t.idempotencyKey),
    index("credit_ledger_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Photos and documents of an item. `slot` is a shot key of the category's shot list
 * ('front', 'date-code', ...) or 'document'. status: uploading -> uploaded -> processing (claimed,
 * lease until locked_until) -> ready | rejected; a retake marks the older photo of the slot
 * `replacedAt` and keeps it for the history. `storageKey` names the original in the store;
 * `derivatives` lists the processed files ({ width, format, key }); `checks` the automated checks'
 * results; `phash` the perceptual hash (hex) compared across requests.
 */
export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slot: text("slot").notNull(),
    /** The tus upload id while uploading; the store key of the original once complete. */
    uploadId: text("upload_id").notNull(),
    storageKey: text("storage_key"),
    fileName: text("file_name").notNull().default(""),
    declaredType: text("declared_type").notNull().default(""),
    bytes: bigint("bytes", { mode: "number" }),
    status: text("status").notNull().default("uploading"),
    /** Why a photo was refused, as a key the screens word ('notAnImage', 'tooLarge', ...). */
    rejection: text("rejection"),
    width: integer("width"),
    height: integer("height"),
    derivatives: jsonb("derivatives"),
    placeholder: text("placeholder"),
    checks: jsonb("checks"),
    phash: text("phash"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("photos_item_idx").on(t.itemId, t.slot),
    index("photos_due_idx").on(t.status, t.lockedUntil),
    uniqueIndex("photos_upload_key").on(t.uploadId),
    index("photos_phash_idx").on(t.phash),
  ],
);

/** Which request mails an owner wants (/app/profile/notifications); no row means all of them. */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  requestReceived: boolean("request_received").notNull().default(true),
  morePhotosNeeded: boolean("more_photos_needed").notNull().default(true),
  verdictReady: boolean("verdict_ready").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
