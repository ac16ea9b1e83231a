import { createContext } from "react-router";

/**
 * What the pages need from the certificate registry of the server process (server/certificates/):
 * the public verify page reads a certificate by its ID; nothing here signs or changes anything.
 * The server hands the registry over per request through React Router's context
 * (app/load-context.server.ts), as it does the forms service; pages never import server code.
 */

/** What the authentication found. */
export type CertificateResult = "authentic" | "not_authentic" | "inconclusive";

/** Who reviewed the item: the agents alone, or the agents and a human authenticator. */
export type ReviewedBy = "ai" | "ai+human";

/** One certificate as the public may see it: the item and the result, never who owns it. */
export interface CertificateView {
  /** Grouped, upper case: `CC-7KQ2-M9XD-41PT`. */
  id: string;
  status: "valid" | "revoked";
  /** ISO date-time of the revocation, when revoked. */
  revokedAt: string | null;
  /** A seeded sample (embedded defaults), to be marked as such on its page. */
  sample: boolean;
  item: {
    /** One of the eleven categories, in its English name as issued ("Handbags", "Toys & Figures"). */
    category: string;
    brand: string;
    model: string;
    colour: string | null;
    reference: string | null;
  };
  result: CertificateResult;
  /** 0-100. */
  confidence: number;
  /** 0-10. */
  conditionGrade: number;
  marketValue: { min: number; max: number; currency: string } | null;
  reviewedBy: ReviewedBy;
  /** The day of the authentication, `YYYY-MM-DD`. */
  date: string;
  /** ISO date-time the credential was signed (its `validFrom`). */
  issuedAt: string;
  /** Accepted ownership transfers, oldest first: their dates only, never the parties. */
  transfers: { date: string }[];
  /** The issuer's DID (`did:web:...`), as in the credential. */
  issuer: string;
  /** The signature checked on the server when the page was asked for. */
  signature: { verified: boolean; verificationMethod: string; created: string };
  /** The Verifiable Credential itself, as `GET /api/certificates/{id}` answers it. */
  credential: Record<string, unknown>;
  /** The verdict's evidence as the credential signs it (issue 30), or null for older certificates. */
  evidence?: Record<string, unknown> | null;
  /** What the owner lets the public page show: "findings" (default) or "findings_and_photos". */
  publicity?: "findings" | "findings_and_photos" | null;
  /**
   * Only for findings_and_photos: short-lived signed URLs of the photos' derivatives (never the
   * originals). A page showing them must not be kept by a shared cache.
   */
  photos?: { slot: string; url: string; width: number; height: number }[] | null;
}

/** One certificate in its owner's vault (`GET /api/vault`). */
export interface VaultCertificate {
  id: string;
  item: CertificateView["item"];
  result: CertificateResult;
  date: string;
  status: CertificateView["status"];
  sample: boolean;
  pendingTransfer: { id: string; toEmail: string; createdAt: string } | null;
}

/** A transfer waiting for the signed-in user to accept it (`GET /api/vault`). */
export interface IncomingTransfer {
  transferId: string;
  certificateId: string;
  item: CertificateView["item"];
  /** The sender's account name; empty when that account has been deleted since. */
  fromName: string;
  createdAt: string;
}

/** What `GET /api/vault` answers in its `data`. */
export interface Vault {
  certificates: VaultCertificate[];
  incoming: IncomingTransfer[];
}

export interface CertificateRegistry {
  /** The certificate with this ID (checked first with app/lib/certificate-id.ts), or null. */
  lookup: (id: string) => Promise<CertificateView | null>;
}

/** The context key the verify pages read the registry by; null when the server runs without one. */
export const certificatesContext = createContext<CertificateRegistry | null>(null);
