import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import multikey from "@digitalbazaar/multikey-context";
import collectContext from "./contexts/collect-credentials-v1.json" with { type: "json" };

/**
 * Every JSON-LD context a certificate, the status list or the issuer's keys name, held in the
 * process: nothing is fetched while signing or verifying. The W3C credentials context and the
 * Multikey context come from their packages; the site's own (the terms of the certificate and
 * its subject) is a file of this folder, served by the site at `/credentials/v1`.
 */
export const credentialsContextUrl = "https://www.w3.org/ns/credentials/v2";
export const multikeyContextUrl = "https://w3id.org/security/multikey/v1";
export const didContextUrl = "https://www.w3.org/ns/did/v1";
/** Where the site serves its own context, below its origin. */
export const collectContextPath = "/credentials/v1";

export const collectContextDocument: Record<string, unknown> = collectContext;

/** The site's context URL for an origin (`https://collect.example.com/credentials/v1`). */
export function collectContextUrl(origin: string): string {
  return `${origin.replace(/\/+$/, "")}${collectContextPath}`;
}

const standard = new Map<string, unknown>([
  [credentialsContextUrl, credentialContexts.get(credentialsContextUrl)],
  [multikeyContextUrl, multikey.contexts.get(multikeyContextUrl)],
]);

/** A loaded document as JSON-LD processors expect it. */
export interface RemoteDocument {
  contextUrl: null;
  documentUrl: string;
  document: unknown;
}

export type DocumentLoader = (url: string) => Promise<RemoteDocument>;

/**
 * A document loader that answers only from memory: the standard contexts, the site's context
 * under the given origins, and any extra documents (a DID document and its keys). Anything else
 * is refused, so a credential cannot make its checker reach out to the network.
 */
export function offlineLoader(options: {
  origins: string[];
  documents?: Map<string, unknown>;
}): DocumentLoader {
  const known = new Map(standard);
  for (const origin of options.origins) known.set(collectContextUrl(origin), collectContextDocument);
  for (const [url, document] of options.documents ?? []) known.set(url, document);
  return async (url: string) => {
    const document = known.get(url);
    if (document === undefined) throw new Error(`The document ${url} is not available offline.`);
    return { contextUrl: null, documentUrl: url, document: structuredClone(document) };
  };
}
