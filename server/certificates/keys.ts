import { createPrivateKey, createPublicKey, type KeyObject, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { didContextUrl, multikeyContextUrl } from "./contexts.ts";
import { ed25519PublicKeyFromMultibase, ed25519PublicKeyMultibase } from "./multibase.ts";

/**
 * The issuer's identity and keys. The issuer is `did:web:<host of SITE_URL>` (a port written
 * `%3A`); its DID document, served at `/.well-known/did.json`, lists every key that has signed
 * certificates. One key signs (the current one); retired keys stay listed so that what they
 * signed keeps verifying. Key IDs are the DID and the key's own `publicKeyMultibase` as fragment,
 * so an ID never changes meaning when keys are added.
 *
 * The current key is `ISSUER_SIGNING_KEY` (the 32-byte Ed25519 seed, base64url or hex) when set,
 * otherwise the file `DATA_DIR/issuer-keys.json` (mode 0600), made on first start. Rotating
 * (`npm run certificates -- rotate-key`) moves the current key's public half to `retired` and
 * makes a new one.
 */

export interface IssuerKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicKeyMultibase: string;
  /** `did:web:...#z6Mk...` */
  verificationMethod: string;
}

export interface Issuer {
  did: string;
  current: IssuerKey;
  /** Public keys of retired signing keys, still trusted for what they signed. */
  retired: string[];
  /** The public key a verification method of this issuer names, or null. */
  publicKeyOf: (verificationMethod: string) => KeyObject | null;
  didDocument: () => Record<string, unknown>;
  /** The Multikey document of one verification method, as a document loader answers it. */
  methodDocument: (verificationMethod: string) => Record<string, unknown> | null;
}

/** `did:web:` of an origin: the host, with the port's colon percent-encoded. */
export function didWebOf(origin: string): string {
  const url = new URL(origin);
  return `did:web:${url.host.replace(":", "%3A")}`;
}

/** The origin whose `/.well-known/did.json` answers for a did:web identifier (https, or http for localhost). */
export function originOfDidWeb(did: string): string | null {
  const match = /^did:web:([^:#/?]+)$/.exec(did);
  if (!match?.[1]) return null;
  const host = decodeURIComponent(match[1]);
  const local = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
  return `${local ? "http" : "https"}://${host}`;
}

const pkcs8Ed25519Prefix = Buffer.from("302e020100300506032b657004220420", "hex");

export function privateKeyFromSeed(seed: Buffer): KeyObject {
  if (seed.length !== 32) throw new Error("An Ed25519 seed is 32 bytes.");
  return createPrivateKey({ key: Buffer.concat([pkcs8Ed25519Prefix, seed]), format: "der", type: "pkcs8" });
}

export function seedOf(privateKey: KeyObject): Buffer {
  const jwk = privateKey.export({ format: "jwk" });
  return Buffer.from(jwk.d ?? "", "base64url");
}

/** Reads `ISSUER_SIGNING_KEY`: 64 hex digits or 43 base64url characters, the seed of an Ed25519 key. */
export function parseSigningKey(text: string): Buffer {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (/^[A-Za-z0-9_-]{43}=?$/.test(value)) return Buffer.from(value.replace(/=$/, ""), "base64url");
  throw new Error(
    "ISSUER_SIGNING_KEY must be a 32-byte Ed25519 seed: 64 hex digits or 43 base64url characters.",
  );
}

export function publicKeyMultibaseOf(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: "jwk" });
  return ed25519PublicKeyMultibase(Buffer.from(jwk.x ?? "", "base64url"));
}

function publicKeyFromMultibase(text: string): KeyObject | null {
  const raw = ed25519PublicKeyFromMultibase(text);
  if (!raw) return null;
  return createPublicKey({
    key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(raw).toString("base64url") },
    format: "jwk",
  });
}

export function makeIssuer(origin: string, seed: Buffer, retired: string[]): Issuer {
  const did = didWebOf(origin);
  const privateKey = privateKeyFromSeed(seed);
  const publicKey = createPublicKey(privateKey);
  const publicKeyMultibase = publicKeyMultibaseOf(publicKey);
  const current: IssuerKey = {
    privateKey,
    publicKey,
    publicKeyMultibase,
    verificationMethod: `${did}#${publicKeyMultibase}`,
  };
  const listed = [publicKeyMultibase, ...retired.filter((k) => k !== publicKeyMultibase)];
  const keys = new Map<string, KeyObject>();
  for (const multibase of listed) {
    const key = publicKeyFromMultibase(multibase);
    if (key) keys.set(`${did}#${multibase}`, key);
  }
  const method = (id: string) => ({
    id,
    type: "Multikey",
    controller: did,
    publicKeyMultibase: id.slice(did.length + 1),
  });
  return {
    did,
    current,
    retired: listed.slice(1),
    publicKeyOf: (verificationMethod) => keys.get(verificationMethod) ?? null,
    didDocument: () => ({
      "@context": [didContextUrl, multikeyContextUrl],
      id: did,
      verificationMethod: [...keys.keys()].map(method),
      assertionMethod: [...keys.keys()],
    }),
    methodDocument: (verificationMethod) =>
      keys.has(verificationMethod) ? { "@context": multikeyContextUrl, ...method(verificationMethod) } : null,
  };
}

/** What `DATA_DIR/issuer-keys.json` holds. */
interface KeyFile {
  /** base64url seed of the signing key. */
  current: string;
  createdAt: string;
  retired: { publicKeyMultibase: string; retiredAt: string }[];
}

export function keyFilePath(dataDir: string): string {
  return path.resolve(dataDir, "issuer-keys.json");
}

async function readKeyFile(file: string): Promise<KeyFile | null> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as KeyFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new Error(`${file} cannot be read: ${(error as Error).message}`);
  }
}

/** Writes the key file only when none exists (`wx`): two processes starting together keep one key. */
async function createKeyFile(file: string, content: KeyFile): Promise<KeyFile> {
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const existing = await readKeyFile(file);
    if (!existing) throw error;
    return existing;
  }
}

/** The issuer of this instance: from `ISSUER_SIGNING_KEY`, or the key file (made when missing). */
export async function loadIssuer(options: {
  origin: string;
  dataDir: string;
  signingKey: string | null;
  retiredKeys: string[];
}): Promise<Issuer> {
  const file = keyFilePath(options.dataDir);
  if (options.signingKey) {
    const stored = await readKeyFile(file);
    const retired = [...options.retiredKeys, ...(stored?.retired.map((r) => r.publicKeyMultibase) ?? [])];
    return makeIssuer(options.origin, parseSigningKey(options.signingKey), retired);
  }
  const stored =
    (await readKeyFile(file)) ??
    (await createKeyFile(file, {
      current: randomBytes(32).toString("base64url"),
      createdAt: new Date().toISOString(),
      retired: [],
    }));
  return makeIssuer(options.origin, Buffer.from(stored.current, "base64url"), [
    ...options.retiredKeys,
    ...stored.retired.map((r) => r.publicKeyMultibase),
  ]);
}

/** Retires the key file's current key (its public half stays listed) and makes a new one. */
export async function rotateKeyFile(dataDir: string): Promise<{ retired: string; current: string }> {
  const file = keyFilePath(dataDir);
  const stored = await readKeyFile(file);
  if (!stored) throw new Error(`${file} does not exist yet: start the server once to make the first key.`);
  const old = publicKeyMultibaseOf(
    createPublicKey(privateKeyFromSeed(Buffer.from(stored.current, "base64url"))),
  );
  const seed = randomBytes(32);
  const next: KeyFile = {
    current: seed.toString("base64url"),
    createdAt: new Date().toISOString(),
    retired: [...stored.retired, { publicKeyMultibase: old, retiredAt: new Date().toISOString() }],
  };
  await writeFile(file, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
  return { retired: old, current: publicKeyMultibaseOf(createPublicKey(privateKeyFromSeed(seed))) };
}
