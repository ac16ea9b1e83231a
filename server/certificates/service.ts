import type { Db } from "../db/client.ts";
import type { Issuer } from "./keys.ts";
import { type CertificateRegistryService, createCertificateRegistry } from "./registry.ts";
import { type CertificateTx, createVaultService, type VaultService } from "./vault.ts";

/**
 * The registry (server/certificates/registry.ts) and the owners' vault
 * (server/certificates/vault.ts) made together, the vault on the registry's interface: the
 * composition root and the test fixtures call this; each HTTP router takes only the half it
 * serves (decision 027).
 */

export {
  CertificateError,
  type CertificateRefusal,
  type CertificateRow,
  type CertificateSummary,
  certificateIdOrRefusal,
  type IssueResult,
  viewCacheMs,
} from "./registry.ts";
export type { CertificateTx, VaultUser } from "./vault.ts";
export type { CertificateRegistryService, VaultService };

export type CertificateService = CertificateRegistryService & VaultService;

export function createCertificateService(options: {
  db: Db;
  issuer: Issuer;
  origin: string;
  /**
   * Called inside the transaction that hands a certificate to its new owner (the points for a
   * transfer, decision 023): what it writes commits or rolls back with the transfer itself.
   */
  onTransferAccepted?: (
    tx: CertificateTx,
    transfer: { id: string; fromUserId: string; toUserId: string },
  ) => Promise<unknown>;
}): CertificateService {
  const registry = createCertificateRegistry({
    db: options.db,
    issuer: options.issuer,
    origin: options.origin,
  });
  const vault = createVaultService({
    db: options.db,
    registry,
    onTransferAccepted: options.onTransferAccepted,
  });
  return { ...registry, ...vault };
}
