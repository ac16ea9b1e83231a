import { sql } from "drizzle-orm";
import { profileExportOf, sessionsExportOf } from "../auth/holder-data.ts";
import { type AddressHolder, ownedByAddress, provenAddress } from "../auth/ownership.ts";
import { certificatesExportOf } from "../certificates/holder-data.ts";
import type { Db } from "../db/client.ts";
import { newsletterSubscriptions } from "../db/privacy-schema.ts";
import { contactMessagesExportOf, leadsExportOf } from "../forms/holder-data.ts";
import { paymentsExportOf } from "../payments/holder-data.ts";
import { pointsExportOf } from "../points/holder-data.ts";
import { authenticationExportOf } from "../requests/holder-data.ts";

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
  profile: profileExportOf,
  sessions: sessionsExportOf,
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
  contactMessages: contactMessagesExportOf,
  leads: leadsExportOf,
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
    const demo = await leadsExportOf(db, subject);
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
  certificates: certificatesExportOf,
  authentication: authenticationExportOf,
  points: pointsExportOf,
  payments: paymentsExportOf,
};

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
