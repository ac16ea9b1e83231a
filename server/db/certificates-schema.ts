import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth-schema.ts";

/** Raw bytes (PostgreSQL `bytea`), read and written as Node buffers. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The certificate registry (server/certificates/). One row per issued certificate: the fields as
 * issued, the signed credential exactly as it is served, its place in the revocation list, and
 * who holds it (an e-mail until an account with that address claims it).
 */
export const certificates = pgTable(
  "certificates",
  {
    /** Grouped ID, `CC-7KQ2-M9XD-41PT` (app/lib/certificate-id.ts). */
    id: text("id").primaryKey(),
    category: text("category").notNull(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    colour: text("colour"),
    reference: text("reference"),
    result: text("result").notNull(),
    /** Percent with one decimal (98.6); whole numbers issued before stay exact (97 reads 97). */
    confidence: numeric("confidence", { precision: 4, scale: 1, mode: "number" }).notNull(),
    conditionGrade: integer("condition_grade").notNull(),
    marketValue: jsonb("market_value").$type<{ min: number; max: number; currency: string } | null>(),
    reviewedBy: text("reviewed_by").notNull(),
    /** Day of the authentication, `YYYY-MM-DD`. */
    authenticatedOn: text("authenticated_on").notNull(),
    /** The signed Verifiable Credential, kept as written (json, not jsonb): never changed after issuing. */
    credential: json("credential").$type<Record<string, unknown>>().notNull(),
    /** This certificate's bit in the revocation status list. */
    statusIndex: integer("status_index").notNull(),
    sample: boolean("sample").notNull().default(false),
    /** Lower-cased e-mail the certificate was issued or transferred to. */
    ownerEmail: text("owner_email"),
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    /**
     * What the public page shows of the verdict's evidence, the owner's choice (issue 30):
     * "findings" (default) or "findings_and_photos" (adds the photos' derivatives).
     */
    publicity: text("publicity").notNull().default("findings"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("certificates_status_index_key").on(t.statusIndex),
    index("certificates_owner_user_idx").on(t.ownerUserId),
    index("certificates_owner_email_idx").on(t.ownerEmail),
  ],
);

/** Issuing retries: a key names one certificate, and the body it was first sent with (SHA-256). */
export const certificateIdempotencyKeys = pgTable("certificate_idempotency_keys", {
  key: text("key").primaryKey(),
  bodyHash: text("body_hash").notNull(),
  certificateId: text("certificate_id")
    .notNull()
    .references(() => certificates.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Ownership transfers: pending until the recipient accepts (or the sender cancels). At most one
 * pending transfer per certificate.
 */
export const certificateTransfers = pgTable(
  "certificate_transfers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    certificateId: text("certificate_id")
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    fromUserId: uuid("from_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Lower-cased e-mail of the recipient. */
    toEmail: text("to_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("certificate_transfers_certificate_idx").on(t.certificateId),
    index("certificate_transfers_to_idx").on(t.toEmail),
    uniqueIndex("certificate_transfers_one_pending_key")
      .on(t.certificateId)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * Revocation status lists (one today, id 1): the bits, and the next index to hand out. Indexes
 * are handed out in order; the list is large enough that an index never says much about how
 * many certificates exist.
 */
export const certificateStatusLists = pgTable("certificate_status_lists", {
  id: integer("id").primaryKey(),
  bits: bytes("bits").notNull(),
  nextIndex: integer("next_index").notNull(),
  /** The signed BitstringStatusListCredential for the current bits (re-signed on each change). */
  credential: json("credential").$type<Record<string, unknown>>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
