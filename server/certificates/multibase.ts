/**
 * Multibase base58btc (the `z` prefix), as Data Integrity proofs and Multikey documents write
 * keys and signatures, and the multicodec headers that say what kind of key follows.
 */

const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const digitOf = new Map([...alphabet].map((character, index) => [character, index]));

/** Bytes as base58 (Bitcoin alphabet): a big number in base 58, leading zero bytes kept as `1`. */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  // Base-58 digits, least significant first, grown as each byte is shifted in.
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] ?? 0;
    for (let j = 0; j < digits.length; j++) {
      carry += (digits[j] ?? 0) * 256;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  let text = "1".repeat(zeros);
  for (let i = digits.length - 1; i >= 0; i--) text += alphabet.charAt(digits[i] ?? 0);
  return text;
}

/** The reverse of base58Encode; null when a character is not of the alphabet. */
export function base58Decode(text: string): Uint8Array | null {
  let zeros = 0;
  while (zeros < text.length && text.charAt(zeros) === "1") zeros++;
  const bytes: number[] = [];
  for (let i = zeros; i < text.length; i++) {
    const value = digitOf.get(text.charAt(i));
    if (value === undefined) return null;
    let carry = value;
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] ?? 0) * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  for (let i = 0; i < bytes.length; i++) out[zeros + i] = bytes[bytes.length - 1 - i] ?? 0;
  return out;
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
