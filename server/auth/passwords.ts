import { hash, verify } from "@node-rs/argon2";
import { passwordRules } from "#app/lib/auth/password-rules.ts";
import { commonPasswords } from "./common-passwords.ts";
import type { AccountWord } from "./words.ts";

/** argon2id (algorithm 2) with the library's defaults: 19 MiB, 2 passes, 1 lane (OWASP's minimum). */
const options = { algorithm: 2 } as const;

/**
 * Passwords are normalised to Unicode NFKC before they are hashed or checked (NIST SP 800-63B,
 * 5.1.1.2): the same password typed on another keyboard or system (composed or decomposed
 * accents, full-width digits) is the same password.
 */
export const normalisedPassword = (password: string) => password.normalize("NFKC");

/** The work done by every hash: counted so that a test can see that two paths do the same work. */
export const hashWork = { hashes: 0, verifications: 0 };

export function hashPassword(password: string): Promise<string> {
  hashWork.hashes += 1;
  return hash(normalisedPassword(password), options);
}

async function verifyRaw(passwordHash: string, password: string): Promise<boolean> {
  hashWork.verifications += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Checks a password against a stored hash: its NFKC form first; then, for a hash made before
 * passwords were normalised, the form as typed, and `rehash` says to store a new hash.
 */
export async function checkPassword(
  passwordHash: string,
  password: string,
): Promise<{ ok: boolean; rehash: boolean }> {
  const normal = normalisedPassword(password);
  if (await verifyRaw(passwordHash, normal)) return { ok: true, rehash: false };
  if (normal !== password && (await verifyRaw(passwordHash, password))) return { ok: true, rehash: true };
  return { ok: false, rehash: false };
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await checkPassword(passwordHash, password)).ok;
}

/**
 * A hash of nothing anyone knows, verified when an e-mail has no account, so that an unknown
 * address takes as long to refuse as a wrong password.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoy;
}

/** Why a new password is refused (a sentence of words.ts with its figures), or null when it is acceptable. */
export function passwordProblem(
  password: string,
  email: string,
): { word: AccountWord; values: Record<string, number> } | null {
  password = normalisedPassword(password);
  if (password.length < passwordRules.minLength)
    return { word: "passwordTooShort", values: { min: passwordRules.minLength } };
  if (password.length > passwordRules.maxLength)
    return { word: "passwordTooLong", values: { max: passwordRules.maxLength } };
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower) || /^(.)\1+$/.test(password)) return { word: "passwordCommon", values: {} };
  if (lower === email.toLowerCase() || lower === email.split("@")[0]?.toLowerCase())
    return { word: "passwordIsEmail", values: {} };
  return null;
}
