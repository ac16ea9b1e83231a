import { createHmac } from "node:crypto";

const base32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * A reviewer's public name on a certificate's evidence (issue 30, decision 021): "R-" and six
 * base32 characters (30 bits) of HMAC-SHA256(key, user id). The same reviewer always gets the same
 * pseudonym under one key; without the key nobody can tell which account it stands for.
 */
export function reviewerPseudonym(userId: string, key: string | Buffer): string {
  const mac = createHmac("sha256", key).update(userId, "utf8").digest();
  // The first 30 bits of the MAC, five bits per character.
  const bits = mac.readUInt32BE(0) >>> 2;
  let text = "";
  for (let i = 5; i >= 0; i--) text += base32Alphabet[(bits >>> (i * 5)) & 31];
  return `R-${text}`;
}
