import { hash, verify } from "@node-rs/argon2";
import { passwordRules } from "#app/lib/auth/password-rules.ts";
import { commonPasswords } from "./common-passwords.ts";
import type { AccountWord } from "./words.ts";

/** argon2id (algorithm 2) with the library's defaults: 19 MiB, 2 passes, 1 lane (OWASP's minimum). */
const options = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
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
