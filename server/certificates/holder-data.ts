import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import { type AddressHolder, ownedByAddress, ownedByIdOrAddress } from "../auth/ownership.ts";
import { certificates, certificateTransfers } from "../db/certificates-schema.ts";
import type { Db } from "../db/client.ts";

/**
 * The certificates' part of a person's data rights (decision 027): what the export shows of the
 * certificates and transfers of an account, and what its deletion does to them. The privacy
 * service composes these; it reads and writes no certificates table itself.
 */

type Reader = Pick<Db, "select" | "execute">;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The certificates held by the account or issued to its address, and the transfers it sent or
 * that were sent to its address (the signed credentials themselves are public: their IDs say where).
 */
export async function certificatesExportOf(db: Reader, subject: AddressHolder): Promise<unknown> {
  const held = await db
    .select({
      id: certificates.id,
      category: certificates.category,
      brand: certificates.brand,
      model: certificates.model,
      result: certificates.result,
      authenticatedOn: certificates.authenticatedOn,
      issuedAt: certificates.createdAt,
      ownerEmail: certificates.ownerEmail,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .where(ownedByIdOrAddress(certificates.ownerUserId, certificates.ownerEmail, subject))
    .orderBy(asc(certificates.createdAt));
  const transfers = await db
    .select({
      certificateId: certificateTransfers.certificateId,
      sentByYou: sql<boolean>`coalesce(${certificateTransfers.fromUserId} = ${subject.id}, false)`,
      toEmail: certificateTransfers.toEmail,
      createdAt: certificateTransfers.createdAt,
      acceptedAt: certificateTransfers.acceptedAt,
      cancelledAt: certificateTransfers.cancelledAt,
    })
    .from(certificateTransfers)
    .where(
      or(
        eq(certificateTransfers.fromUserId, subject.id),
        ownedByAddress(certificateTransfers.toEmail, subject),
      ),
    )
    .orderBy(asc(certificateTransfers.createdAt));
  return { held, transfers };
}

/**
 * Account data that is not the account's to delete: certificates must stay verifiable by whoever
 * holds them, so they are detached from the person (owner and address cleared) instead of
 * deleted; a later account with the same address does not get them back. Transfers keep their
 * dates (the public page counts them) but not the address; those still waiting are called off.
 * Only what the account owns is touched (server/auth/ownership.ts): what it holds by id, and what
 * waits under an address it has confirmed; a certificate another account holds is never touched,
 * whatever address it was issued to. Runs inside the deletion's transaction.
 */
export async function detachCertificatesOf(tx: Tx, account: AddressHolder): Promise<void> {
  await tx
    .update(certificates)
    .set({ ownerUserId: null, ownerEmail: null })
    .where(ownedByIdOrAddress(certificates.ownerUserId, certificates.ownerEmail, account));
  await tx
    .update(certificateTransfers)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        or(
          eq(certificateTransfers.fromUserId, account.id),
          ownedByAddress(certificateTransfers.toEmail, account),
        ),
        isNull(certificateTransfers.acceptedAt),
        isNull(certificateTransfers.cancelledAt),
      ),
    );
  await tx
    .update(certificateTransfers)
    .set({ toEmail: "" })
    .where(ownedByAddress(certificateTransfers.toEmail, account));
}
