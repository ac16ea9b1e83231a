import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { CertificateView, IncomingTransfer, VaultCertificate } from "#app/lib/certificates.server.ts";
import { ownedByAddress } from "../auth/ownership.ts";
import { users } from "../db/auth-schema.ts";
import { certificates, certificateTransfers } from "../db/certificates-schema.ts";
import type { Db } from "../db/client.ts";
import { problemOf, transferInput } from "./input.ts";
import {
  CertificateError,
  type CertificateRegistryService,
  type CertificateRow,
  certificateIdOrRefusal,
  itemOf,
} from "./registry.ts";

/**
 * The owners' vault: which account holds which certificate (attaching those issued to a
 * confirmed address), the vault's listing, and transfers from one owner to another. It writes only
 * the ownership columns and the transfers; it reads certificates through the registry's interface
 * (rows and public views by ID) and tells the registry when a page changed (decision 027).
 */

/** A user of the vault, as the accounts service knows them. */
export interface VaultUser {
  id: string;
  email: string;
  /** Whether the account's address is confirmed: only then do certificates and transfers sent to it reach the vault. */
  emailVerified: boolean;
}

/** A transaction of the certificates' database, as `db.transaction` hands it to its callback. */
export type CertificateTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface VaultService {
  /**
   * Gives the account `user` the certificates issued to its e-mail that no account holds yet.
   * Incoming transfers are found by e-mail when the vault is listed, so they need nothing here.
   */
  attachFor: (userId: string, email: string, emailVerified?: boolean) => Promise<number>;
  vault: (user: VaultUser) => Promise<{ certificates: VaultCertificate[]; incoming: IncomingTransfer[] }>;
  ownCertificate: (user: VaultUser, id: string) => Promise<CertificateView>;
  startTransfer: (
    user: VaultUser,
    id: string,
    input: unknown,
  ) => Promise<{ id: string; toEmail: string; createdAt: string }>;
  cancelTransfer: (user: VaultUser, transferId: string) => Promise<void>;
  acceptTransfer: (
    user: VaultUser,
    transferId: string,
  ) => Promise<{ certificateId: string; acceptedAt: string }>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function createVaultService(options: {
  db: Db;
  registry: Pick<CertificateRegistryService, "row" | "view" | "forget">;
  /**
   * Called inside the transaction that hands a certificate to its new owner (the points for a
   * transfer, decision 023): what it writes commits or rolls back with the transfer itself.
   */
  onTransferAccepted?: (
    tx: CertificateTx,
    transfer: { id: string; fromUserId: string; toUserId: string },
  ) => Promise<unknown>;
}): VaultService {
  const { db, registry } = options;

  /**
   * Attaches to the account the certificates waiting under its address, once it is confirmed
   * (server/auth/ownership.ts): the caller says whether it is; an unconfirmed address attaches nothing.
   */
  async function attachFor(userId: string, email: string, emailVerified = true): Promise<number> {
    const account = { id: userId, email, emailVerified };
    const rows = await db
      .update(certificates)
      .set({ ownerUserId: userId })
      .where(and(isNull(certificates.ownerUserId), ownedByAddress(certificates.ownerEmail, account)))
      .returning({ id: certificates.id });
    return rows.length;
  }

  async function ownedRow(user: VaultUser, rawId: string): Promise<CertificateRow> {
    const id = certificateIdOrRefusal(rawId);
    const row = await registry.row(id);
    // Someone else's certificate reads as absent: the vault never tells who holds what.
    if (!row || row.ownerUserId !== user.id) throw new CertificateError("not-found", "notInVault", {}, "id");
    return row;
  }

  const pending = and(isNull(certificateTransfers.acceptedAt), isNull(certificateTransfers.cancelledAt));

  async function vault(user: VaultUser) {
    // Certificates issued to the address after it was confirmed join here; before, nothing does.
    await attachFor(user.id, user.email, user.emailVerified);
    const owned = await db
      .select({
        row: certificates,
        transferId: certificateTransfers.id,
        toEmail: certificateTransfers.toEmail,
        transferCreatedAt: certificateTransfers.createdAt,
      })
      .from(certificates)
      .leftJoin(certificateTransfers, and(eq(certificateTransfers.certificateId, certificates.id), pending))
      .where(eq(certificates.ownerUserId, user.id))
      .orderBy(desc(certificates.createdAt));
    const incoming = await db
      .select({
        transferId: certificateTransfers.id,
        certificateId: certificates.id,
        category: certificates.category,
        brand: certificates.brand,
        model: certificates.model,
        colour: certificates.colour,
        reference: certificates.reference,
        fromName: users.name,
        createdAt: certificateTransfers.createdAt,
      })
      .from(certificateTransfers)
      .innerJoin(certificates, eq(certificates.id, certificateTransfers.certificateId))
      .leftJoin(users, eq(users.id, certificateTransfers.fromUserId))
      // A revoked certificate is not offered: accepting it would be refused.
      .where(
        and(
          // Transfers to an address wait for it to be confirmed as the account's own.
          ownedByAddress(certificateTransfers.toEmail, user),
          pending,
          isNull(certificates.revokedAt),
        ),
      )
      .orderBy(desc(certificateTransfers.createdAt));
    return {
      certificates: owned.map(({ row, transferId, toEmail, transferCreatedAt }) => ({
        id: row.id,
        item: itemOf(row),
        result: row.result as CertificateView["result"],
        date: row.authenticatedOn,
        status: row.revokedAt ? ("revoked" as const) : ("valid" as const),
        sample: row.sample,
        pendingTransfer:
          transferId && toEmail ? { id: transferId, toEmail, createdAt: iso(transferCreatedAt) ?? "" } : null,
      })),
      incoming: incoming.map((t) => ({
        transferId: t.transferId,
        certificateId: t.certificateId,
        item: {
          category: t.category,
          brand: t.brand,
          model: t.model,
          colour: t.colour,
          reference: t.reference,
        },
        fromName: t.fromName ?? "",
        createdAt: iso(t.createdAt) ?? "",
      })),
    };
  }

  async function startTransfer(user: VaultUser, rawId: string, raw: unknown) {
    const parsed = transferInput.safeParse(raw);
    if (!parsed.success) {
      const problem = problemOf(parsed.error, raw);
      throw new CertificateError("invalid", problem.word, problem.values, problem.field);
    }
    const row = await ownedRow(user, rawId);
    const toEmail = parsed.data.email;
    if (toEmail === user.email.toLowerCase())
      throw new CertificateError("invalid", "transferToSelf", {}, "email");
    if (row.revokedAt) throw new CertificateError("conflict", "transferRevoked", {}, "id");
    const rows = await db
      .insert(certificateTransfers)
      .values({ certificateId: row.id, fromUserId: user.id, toEmail })
      .onConflictDoNothing()
      .returning({ id: certificateTransfers.id, createdAt: certificateTransfers.createdAt });
    const created = rows[0];
    if (!created) throw new CertificateError("conflict", "transferPending", {}, "id");
    return { id: created.id, toEmail, createdAt: iso(created.createdAt) ?? "" };
  }

  async function transferRow(transferId: string) {
    if (!uuidPattern.test(transferId)) return null;
    const rows = await db.select().from(certificateTransfers).where(eq(certificateTransfers.id, transferId));
    return rows[0] ?? null;
  }

  async function cancelTransfer(user: VaultUser, transferId: string) {
    const transfer = await transferRow(transferId);
    if (!transfer || transfer.fromUserId !== user.id)
      throw new CertificateError("not-found", "transferNotFound", {}, "transferId");
    const rows = await db
      .update(certificateTransfers)
      .set({ cancelledAt: new Date() })
      .where(and(eq(certificateTransfers.id, transfer.id), pending))
      .returning({ id: certificateTransfers.id });
    if (rows.length === 0) throw new CertificateError("conflict", "transferClosed", {}, "transferId");
  }

  async function acceptTransfer(user: VaultUser, transferId: string) {
    const transfer = await transferRow(transferId);
    if (!transfer || transfer.toEmail !== user.email.toLowerCase())
      throw new CertificateError("not-found", "transferNotFound", {}, "transferId");
    if (!user.emailVerified) throw new CertificateError("forbidden", "confirmAddressFirst", {}, "transferId");
    return db
      .transaction(async (tx) => {
        const acceptedAt = new Date();
        const rows = await tx
          .update(certificateTransfers)
          .set({ acceptedAt })
          .where(and(eq(certificateTransfers.id, transfer.id), pending))
          .returning({
            certificateId: certificateTransfers.certificateId,
            fromUserId: certificateTransfers.fromUserId,
          });
        const accepted = rows[0];
        if (!accepted) throw new CertificateError("conflict", "transferClosed", {}, "transferId");
        const moved = await tx
          .update(certificates)
          .set({ ownerUserId: user.id, ownerEmail: user.email.toLowerCase() })
          .where(
            and(
              eq(certificates.id, accepted.certificateId),
              isNull(certificates.revokedAt),
              accepted.fromUserId ? eq(certificates.ownerUserId, accepted.fromUserId) : sql`false`,
            ),
          )
          .returning({ id: certificates.id });
        if (moved.length === 0) {
          // Revoked, or no longer the sender's, since the transfer was started.
          const now = await tx
            .select({ revokedAt: certificates.revokedAt })
            .from(certificates)
            .where(eq(certificates.id, accepted.certificateId));
          const word = now[0]?.revokedAt ? "transferRevoked" : "transferClosed";
          throw new CertificateError("conflict", word, {}, "transferId");
        }
        if (accepted.fromUserId)
          await options.onTransferAccepted?.(tx, {
            id: transfer.id,
            fromUserId: accepted.fromUserId,
            toUserId: user.id,
          });
        return { certificateId: accepted.certificateId, acceptedAt: acceptedAt.toISOString() };
      })
      .finally(() => registry.forget(transfer.certificateId));
  }

  return {
    attachFor,
    vault,
    ownCertificate: async (user, id) => registry.view(await ownedRow(user, id)),
    startTransfer,
    cancelTransfer,
    acceptTransfer,
  };
}
