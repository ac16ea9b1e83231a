// The JSON-LD and credential packages ship without type declarations; the little this
// project uses of them is declared here.
declare module "jsonld" {
  const jsonld: {
    toRDF: (input: unknown, options: Record<string, unknown>) => Promise<unknown>;
    getValues: (subject: unknown, property: string) => unknown[];
  };
  export default jsonld;
}
declare module "rdf-canonize" {
  export function canonize(dataset: unknown, options: Record<string, unknown>): Promise<string>;
}
declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/multikey-context" {
  const multikey: { contexts: Map<string, unknown>; CONTEXT_URL: string };
  export default multikey;
}
declare module "@digitalbazaar/vc" {
  export function issue(options: Record<string, unknown>): Promise<Record<string, unknown>>;
  export function verifyCredential(options: Record<string, unknown>): Promise<{
    verified: boolean;
    error?: unknown;
    results?: unknown[];
    statusResult?: unknown;
  }>;
}
declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: Record<string, unknown>);
  }
}
declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: Record<string, unknown>;
}
declare module "base58-universal" {
  /** Bytes as base58 (Bitcoin alphabet); `maxline` wraps the text. */
  export function encode(input: Uint8Array, maxline?: number): string;
  /** The bytes of a base58 text (whitespace skipped); undefined when a character is not of the alphabet. */
  export function decode(input: string): Uint8Array | undefined;
}
declare module "@digitalbazaar/ed25519-multikey" {
  /** A key pair (from a 32-byte seed when given); only scripts/bench/signing.ts uses it. */
  export function generate(options: { id?: string; controller?: string; seed?: Uint8Array }): Promise<{
    publicKeyMultibase: string;
    signer: () => unknown;
  }>;
}
