/**
 * Multibase base58btc (the `z` prefix), as Data Integrity proofs and Multikey documents write
 * keys and signatures, and the multicodec headers that say what kind of key follows. The base58
 * itself is base58-universal's (the Digital Bazaar libraries' own), no longer written here.
 */
import { decode, encode } from "base58-universal";

/** The Bitcoin alphabet, and nothing else (no whitespace, no 0, O, I or l). */
const base58Text = /^[1-9A-HJ-NP-Za-km-z]*$/;

/** Bytes as base58 (Bitcoin alphabet), leading zero bytes kept as `1`: base58-universal's encoder. */
export function base58Encode(bytes: Uint8Array): string {
  return encode(bytes);
}

/**
 * The reverse of base58Encode; null when a character is not of the alphabet. The library skips
 * whitespace: refused here first, so that one signature has one written form.
 */
export function base58Decode(text: string): Uint8Array | null {
  if (!base58Text.test(text)) return null;
  return decode(text) ?? null;
}

export function multibaseEncode(bytes: Uint8Array): string {
  return `z${base58Encode(bytes)}`;
}

export function multibaseDecode(text: string): Uint8Array | null {
  return text.startsWith("z") ? base58Decode(text.slice(1)) : null;
}

/** Multicodec header of an Ed25519 public key (0xed, as an unsigned varint). */
const ed25519PublicHeader = [0xed, 0x01];

/** `publicKeyMultibase` of a raw 32-byte Ed25519 public key (`z6Mk...`). */
export function ed25519PublicKeyMultibase(raw: Uint8Array): string {
  return multibaseEncode(Uint8Array.from([...ed25519PublicHeader, ...raw]));
}

/** The raw 32 bytes of a `publicKeyMultibase` Ed25519 key, or null when it is not one. */
export function ed25519PublicKeyFromMultibase(text: string): Uint8Array | null {
  const bytes = multibaseDecode(text);
  if (bytes?.length !== 34 || bytes[0] !== 0xed || bytes[1] !== 0x01) return null;
  return bytes.slice(2);
}
