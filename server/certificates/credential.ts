import { gunzipSync, gzipSync } from "node:zlib";
import { collectContextUrl, credentialsContextUrl } from "./contexts.ts";
import type { CertificateInput } from "./input.ts";

/**
 * The shapes of what the registry signs: a certificate (a W3C Verifiable Credential 2.0 of type
 * CollectCertificate) and the revocation list (a BitstringStatusListCredential). Pure functions:
 * the fields in, the unsigned document out.
 */

export const certificateType = "CollectCertificate";
/** Where the revocation list is served, below the site's origin. */
export const statusListPath = "/credentials/status/1";
/** Entries in the list: 16 KB of bits, the smallest size that hides how many are in use. */
export const statusListLength = 131_072;

/** One marked rectangle on a photo: fractions 0..1 of the photo shown upright. */
export interface EvidenceMark {
  slot: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The verdict's evidence as the credential signs it (VC 2.0 `evidence`, issue 30): how the item
 * was examined, by whom (roles and pseudonyms), each checkpoint, and the SHA-256 digests of the
 * original photos. `reviewers`, `checkpoints` and `photos` are JSON literals (`@json` in the site's
 * context): RDFC-1.0 canonicalises them with JCS, so the proof covers every field of them.
 */
export interface VerdictEvidence {
  method: string;
  outcome: string;
  confidence: number;
  grade: number;
  reviewers: { role: string; id: string }[];
  checkpoints: { point: string; result: "pass" | "fail" | "unsure"; note: string; marks: EvidenceMark[] }[];
  photos: { slot: string; digest: string }[];
  reviewedAt: string;
}

export const evidenceType = ["Evidence", "VerdictEvidence"] as const;

export function statusListUrl(origin: string): string {
  return `${origin}${statusListPath}`;
}

/** The unsigned credential of one certificate. */
export function certificateCredential(options: {
  origin: string;
  issuer: string;
  id: string;
  input: CertificateInput;
  statusIndex: number;
  sample: boolean;
  validFrom: Date;
  evidence?: VerdictEvidence | null;
}): Record<string, unknown> {
  const { input, origin } = options;
  const item: Record<string, unknown> = {
    type: "Item",
    category: input.item.category,
    brand: input.item.brand,
    model: input.item.model,
  };
  if (input.item.colour !== null) item.colour = input.item.colour;
  if (input.item.reference !== null) item.reference = input.item.reference;
  const subject: Record<string, unknown> = {
    type: "AuthenticatedItem",
    certificateId: options.id,
    item,
    result: input.result,
    confidence: input.confidence,
    conditionGrade: input.conditionGrade,
  };
  if (input.marketValue)
    subject.marketValue = {
      type: "MarketValue",
      minValue: input.marketValue.min,
      maxValue: input.marketValue.max,
      currency: input.marketValue.currency,
    };
  subject.reviewedBy = input.reviewedBy;
  subject.authenticationDate = input.date;
  if (options.sample) subject.sample = true;
  const credential: Record<string, unknown> = {
    "@context": [credentialsContextUrl, collectContextUrl(origin)],
    id: `${origin}/verify/${options.id}`,
    type: ["VerifiableCredential", certificateType],
    issuer: options.issuer,
    validFrom: `${options.validFrom.toISOString().slice(0, 19)}Z`,
    credentialSubject: subject,
  };
  if (options.evidence) credential.evidence = { type: [...evidenceType], ...options.evidence };
  credential.credentialStatus = {
    id: `${statusListUrl(origin)}#${options.statusIndex}`,
    type: "BitstringStatusListEntry",
    statusPurpose: "revocation",
    statusListIndex: String(options.statusIndex),
    statusListCredential: statusListUrl(origin),
  };
  return credential;
}

/** The unsigned revocation list for these bits. */
export function statusListCredential(options: {
  origin: string;
  issuer: string;
  bits: Uint8Array;
  validFrom: Date;
}): Record<string, unknown> {
  const url = statusListUrl(options.origin);
  return {
    "@context": [credentialsContextUrl],
    id: url,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: options.issuer,
    validFrom: `${options.validFrom.toISOString().slice(0, 19)}Z`,
    credentialSubject: {
      id: `${url}#list`,
      type: "BitstringStatusList",
      statusPurpose: "revocation",
      encodedList: encodeStatusList(options.bits),
    },
  };
}

/** Multibase base64url (`u`) of the gzipped bits, as the status list format wants them. */
export function encodeStatusList(bits: Uint8Array): string {
  return `u${gzipSync(bits).toString("base64url")}`;
}

export function decodeStatusList(encoded: string): Uint8Array {
  if (!encoded.startsWith("u")) throw new Error("encodedList is not multibase base64url");
  return gunzipSync(Buffer.from(encoded.slice(1), "base64url"));
}

/** Entry `index` of a bit list: index 0 is the most significant bit of the first byte. */
export function statusBit(bits: Uint8Array, index: number): boolean {
  return (((bits[index >> 3] ?? 0) >> (7 - (index & 7))) & 1) === 1;
}

export function withStatusBit(bits: Uint8Array, index: number): Uint8Array {
  const copy = Uint8Array.from(bits);
  copy[index >> 3] = (copy[index >> 3] ?? 0) | (1 << (7 - (index & 7)));
  return copy;
}
