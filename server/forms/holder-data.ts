import { type AddressHolder, ownedByAddress } from "../auth/ownership.ts";
import type { Db } from "../db/client.ts";
import { contactMessages, leads } from "../db/schema.ts";

/**
 * The forms' part of a person's data rights (decision 027): the messages and demo requests sent
 * from an address the account has confirmed (server/auth/ownership.ts), as the export shows them,
 * and their deletion. The privacy service composes these; it reads no forms table itself.
 */

type Reader = Pick<Db, "select" | "execute">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function contactMessagesExportOf(db: Reader, subject: AddressHolder) {
  return db
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
    .orderBy(contactMessages.createdAt);
}

export function leadsExportOf(db: Reader, subject: AddressHolder) {
  return db
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
    .orderBy(leads.createdAt);
}

/** Deletes the messages and demo requests sent from the account's confirmed address; answers their ids. */
export async function eraseFormsOf(tx: Tx, holder: AddressHolder): Promise<string[]> {
  const gone = [
    ...(await tx
      .delete(contactMessages)
      .where(ownedByAddress(contactMessages.email, holder))
      .returning({ id: contactMessages.id })),
    ...(await tx.delete(leads).where(ownedByAddress(leads.email, holder)).returning({ id: leads.id })),
  ];
  return gone.map((r) => r.id);
}
