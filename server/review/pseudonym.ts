import { createHmac } from "node:crypto";

const base32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/**
 * A reviewer's public name on the desk's measures and in a verdict's evidence: "R-" and six base32
 * characters of an HMAC of the account id. Stable for one account and one key, never the address,
 * and not reversible without the server's key (decision 021).
 */
export function reviewerPseudonym(userId: string, key: string | Buffer): string {
  const digest = createHmac("sha256", key).update(`reviewer:${userId}`).digest();
  let out = "";
  for (let i = 0; i < 6; i++) out += base32[(digest[i] as number) % 32];
  return `R-${out}`;
}
