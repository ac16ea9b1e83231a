import { createHash, type KeyObject, sign, verify } from "node:crypto";
import jsonld from "jsonld";
import * as rdfCanonize from "rdf-canonize";
import type { DocumentLoader } from "./contexts.ts";
import { multibaseDecode, multibaseEncode } from "./multibase.ts";

/**
 * Data Integrity proofs with the `eddsa-rdfc-2022` cryptosuite, written for this project:
 * the document (without its proof) and the proof's options (with the document's contexts) are
 * each turned into RDF, put in canonical form (RDFC-1.0) and hashed with SHA-256; the two hashes,
 * options first, are what the Ed25519 key signs. The signature is written as multibase base58btc.
 * Any standard verifier repeats the same steps; the tests check ours against an independent one.
 */

export const proofType = "DataIntegrityProof";
export const cryptosuiteName = "eddsa-rdfc-2022";

export interface DataIntegrityProof {
  type: typeof proofType;
  cryptosuite: typeof cryptosuiteName;
  created: string;
  verificationMethod: string;
  proofPurpose: "assertionMethod";
  proofValue: string;
}

/** Canonical N-Quads of a JSON-LD document; safe mode refuses any term the contexts do not define. */
export async function canonicalNQuads(document: unknown, documentLoader: DocumentLoader): Promise<string> {
  const dataset = await jsonld.toRDF(document, {
    documentLoader,
    safe: true,
    base: null,
    rdfDirection: "i18n-datatype",
    produceGeneralizedRdf: false,
  });
  return rdfCanonize.canonize(dataset, { algorithm: "RDFC-1.0", format: "application/n-quads" });
}

function sha256(text: string): Buffer {
  return createHash("sha256").update(text, "utf8").digest();
}

/** The bytes an Ed25519 key signs for this document and these proof options. */
async function signedBytes(
  document: Record<string, unknown>,
  options: Omit<DataIntegrityProof, "proofValue">,
  documentLoader: DocumentLoader,
): Promise<Buffer> {
  const { proof: _ignored, ...unsigned } = document;
  const config = { "@context": document["@context"], ...options };
  const [optionsHash, documentHash] = await Promise.all([
    canonicalNQuads(config, documentLoader).then(sha256),
    canonicalNQuads(unsigned, documentLoader).then(sha256),
  ]);
  return Buffer.concat([optionsHash, documentHash]);
}

/** The document with its proof added, signed by `privateKey` (Ed25519) as `verificationMethod`. */
export async function addProof<T extends Record<string, unknown>>(
  document: T,
  key: { privateKey: KeyObject; verificationMethod: string },
  documentLoader: DocumentLoader,
  created = new Date(),
): Promise<T & { proof: DataIntegrityProof }> {
  const options = {
    type: proofType,
    cryptosuite: cryptosuiteName,
    // Whole seconds: what every verifier reads as an XML Schema date-time stamp.
    created: `${created.toISOString().slice(0, 19)}Z`,
    verificationMethod: key.verificationMethod,
    proofPurpose: "assertionMethod",
  } as const;
  const bytes = await signedBytes(document, options, documentLoader);
  const proofValue = multibaseEncode(sign(null, bytes, key.privateKey));
  return { ...document, proof: { ...options, proofValue } };
}

export type ProofCheck =
  | { verified: true; verificationMethod: string; created: string }
  | { verified: false; verificationMethod: string; created: string; reason: string };

/**
 * Checks a document's one proof against the public key its verification method names
 * (`publicKeyOf` answers null for a method it does not know). Never throws: a broken document is
 * a failed check with its reason.
 */
export async function checkProof(
  document: Record<string, unknown>,
  publicKeyOf: (verificationMethod: string) => KeyObject | null,
  documentLoader: DocumentLoader,
): Promise<ProofCheck> {
  const proof = document.proof as Partial<DataIntegrityProof> | undefined;
  const verificationMethod = typeof proof?.verificationMethod === "string" ? proof.verificationMethod : "";
  const created = typeof proof?.created === "string" ? proof.created : "";
  const fail = (reason: string): ProofCheck => ({ verified: false, verificationMethod, created, reason });
  if (!proof || typeof proof !== "object") return fail("no proof");
  if (proof.type !== proofType || proof.cryptosuite !== cryptosuiteName)
    return fail("not an eddsa-rdfc-2022 proof");
  if (proof.proofPurpose !== "assertionMethod") return fail("not an assertion proof");
  const key = publicKeyOf(verificationMethod);
  if (!key) return fail("unknown verification method");
  const signature = typeof proof.proofValue === "string" ? multibaseDecode(proof.proofValue) : null;
  if (signature?.length !== 64) return fail("malformed proofValue");
  try {
    const { proofValue: _value, ...options } = proof as DataIntegrityProof;
    const bytes = await signedBytes(document, options, documentLoader);
    return verify(null, bytes, key, signature)
      ? { verified: true, verificationMethod, created }
      : fail("signature does not match");
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}
