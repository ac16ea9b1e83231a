import { asc, desc, eq, sql } from "drizzle-orm";
import { type AddressHolder, ownedByAddress, provenAddress } from "../auth/ownership.ts";
import { certificatesExportOf } from "../certificates/holder-data.ts";
import type { Db } from "../db/client.ts";
import {
  authRequestEvents,
  authRequests,
  contactMessages,
  creditLedger,
  items,
  leads,
  newsletterSubscriptions,
  notificationPreferences,
  photos,
  sessions,
  users,
} from "../db/schema.ts";

type Reader = Pick<Db, "select" | "execute">;

/** The account an export is about: what it holds by id, and by address only once confirmed (server/auth/ownership.ts). */
export type ExportSubject = AddressHolder;

/**
 * One part of the export document: its name in the document and how to read it. Adding what the
 * site keeps about a person elsewhere (certificates, transfers) is adding one entry here.
 */
export type ExportSection = (db: Reader, subject: ExportSubject) => Promise<unknown>;

/** Whether a table exists in this database (sections for tables another part of the site adds). */
export async function tableExists(db: Reader, name: string): Promise<boolean> {
  const result = await db.execute<{ found: string | null }>(sql`select to_regclass(${name})::text as found`);
  return Boolean(result.rows[0]?.found);
}

export const exportSections: Record<string, ExportSection> = {
  profile: async (db, subject) => {
    const [row] = await db.select().from(users).where(eq(users.id, subject.id));
    return row
      ? { id: row.id, email: row.email, name: row.name, createdAt: row.createdAt, updatedAt: row.updatedAt }
      : null;
  },
  // Sessions without their token hashes: when, until when, whether ended.
  sessions: (db, subject) =>
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, subject.id))
      .orderBy(desc(sessions.createdAt)),
  newsletter: async (db, subject) => {
    const [row] = await db
      .select({
        email: newsletterSubscriptions.email,
        status: newsletterSubscriptions.status,
        source: newsletterSubscriptions.source,
        language: newsletterSubscriptions.language,
        requestedAt: newsletterSubscriptions.requestedAt,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      })
      .from(newsletterSubscriptions)
      .where(ownedByAddress(newsletterSubscriptions.email, subject));
    return row ?? null;
  },
  contactMessages: (db, subject) =>
    db
      .select({
        firstName: contactMessages.firstName,
        lastName: contactMessages.lastName,
        email: contactMessages.email,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(ownedByAddress(contactMessages.email, subject))
      .orderBy(contactMessages.createdAt),
  leads: (db, subject) =>
    db
      .select({
        name: leads.name,
        email: leads.email,
        company: leads.company,
        monthlyVolume: leads.monthlyVolume,
        useCase: leads.useCase,
        message: leads.message,
        consent: leads.consent,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(ownedByAddress(leads.email, subject))
      .orderBy(leads.createdAt),
  // What the person agreed to, as the server recorded it: the newsletter's double opt-in and the
  // consent box of each demo request. (Cookie choices live only in the visitor's browser.)
  consents: async (db, subject) => {
    const newsletter = (await exportSections.newsletter?.(db, subject)) as {
      status: string;
      requestedAt: Date;
      confirmedAt: Date | null;
      unsubscribedAt: Date | null;
    } | null;
    const [version] = await db
      .select({ consentVersion: newsletterSubscriptions.consentVersion })
      .from(newsletterSubscriptions)
      .where(ownedByAddress(newsletterSubscriptions.email, subject));
    const demo = await db
      .select({ consent: leads.consent, createdAt: leads.createdAt })
      .from(leads)
      .where(ownedByAddress(leads.email, subject));
    return [
      ...(newsletter
        ? [
            {
              consentType: "newsletter",
              wording: version?.consentVersion ?? "",
              requestedAt: newsletter.requestedAt,
              confirmedAt: newsletter.confirmedAt,
              withdrawnAt: newsletter.unsubscribedAt,
            },
          ]
        : []),
      ...demo.map((d) => ({ consentType: "demo_contact", granted: d.consent, recordedAt: d.createdAt })),
    ];
  },
  certificates: (db, subject) => certificatesExportOf(db, subject),
  authentication: (db, subject) => authenticationOf(db, subject),
};

/**
 * The owner's items (with their photos' records, not the image files), their authentication
 * requests with every change of state, the credit ledger and the request e-mail choices.
 */
export async function authenticationOf(db: Reader, subject: ExportSubject): Promise<unknown> {
  const itemRows = await db
    .select()
    .from(items)
    .where(eq(items.ownerId, subject.id))
    .orderBy(asc(items.createdAt));
  const photoRows = await db
    .select({
      id: photos.id,
      itemId: photos.itemId,
      slot: photos.slot,
      fileName: photos.fileName,
      status: photos.status,
      width: photos.width,
      height: photos.height,
      createdAt: photos.createdAt,
      replacedAt: photos.replacedAt,
    })
    .from(photos)
    .where(eq(photos.ownerId, subject.id))
    .orderBy(asc(photos.createdAt));
  const requestRows = await db
    .select()
    .from(authRequests)
    .where(eq(authRequests.ownerId, subject.id))
    .orderBy(asc(authRequests.createdAt));
  const eventRows = await db
    .select({
      requestId: authRequestEvents.requestId,
      state: authRequestEvents.state,
      byYou: sql<boolean>`coalesce(${authRequestEvents.actorId} = ${subject.id}, false)`,
      at: authRequestEvents.at,
    })
    .from(authRequestEvents)
    .innerJoin(authRequests, eq(authRequests.id, authRequestEvents.requestId))
    .where(eq(authRequests.ownerId, subject.id))
    .orderBy(asc(authRequestEvents.at));
  const ledger = await db
    .select({
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      requestId: creditLedger.requestId,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, subject.id))
    .orderBy(asc(creditLedger.createdAt));
  const [preferences] = await db
    .select({
      requestReceived: notificationPreferences.requestReceived,
      morePhotosNeeded: notificationPreferences.morePhotosNeeded,
      verdictReady: notificationPreferences.verdictReady,
      updatedAt: notificationPreferences.updatedAt,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, subject.id));
  return {
    items: itemRows.map((item) => ({
      id: item.id,
      purpose: item.purpose,
      category: item.category,
      brand: item.brand,
      brandName: item.brandName,
      model: item.model,
      colour: item.colour,
      reference: item.reference,
      pricePaidMinor: item.pricePaidMinor,
      currency: item.currency,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      photos: photoRows.filter((p) => p.itemId === item.id).map(({ itemId: _itemId, ...p }) => p),
    })),
    requests: requestRows.map((r) => ({
      id: r.id,
      itemId: r.itemId,
      state: r.state,
      service: r.service,
      costCredits: r.costCredits,
      submittedAt: r.submittedAt,
      deadlineAt: r.deadlineAt,
      verdict: r.verdict,
      certificateId: r.certificateId,
      createdAt: r.createdAt,
      events: eventRows.filter((e) => e.requestId === r.id).map(({ requestId: _requestId, ...e }) => e),
    })),
    credits: ledger,
    requestEmails: preferences ?? null,
  };
}

/** The whole document: when it was made, about whom, and each section. */
export async function buildExportDocument(
  db: Reader,
  subject: ExportSubject,
  now: Date,
  brand: string,
): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = {
    kind: `${brand} personal data export`,
    generatedAt: now.toISOString(),
    account: { id: subject.id, email: subject.email, emailConfirmed: provenAddress(subject) !== null },
  };
  for (const [name, read] of Object.entries(exportSections)) document[name] = await read(db, subject);
  return document;
}
