import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from "drizzle-orm";

/**
 * The one rule for data found by e-mail address (newsletter subscriptions, contact messages,
 * demo requests, certificates issued or handed to an address, transfers to it, and whatever
 * later keeps an address): it belongs to an account only once that account has confirmed the
 * address (`users.email_verified_at`, set when a link sent to it was opened) and only while the
 * account still holds it. Anyone can register with another person's address or type it into a
 * profile; until it is confirmed the account owns nothing by it, so nothing irreversible (a
 * deletion, a detachment, an export) is done to that person's data. A new address is held apart
 * (`users.pending_email`) until confirmed: the confirmed one keeps its records until then
 * (decision 016; certificates: decision 014).
 *
 * Every part of the server that finds records by address asks here; none writes the rule again.
 */

/** What the rule needs to know of an account. */
export interface AddressHolder {
  id: string;
  email: string;
  /** When the current address was confirmed (a Date from the row), or whether it is (a PublicUser). */
  emailVerifiedAt?: Date | null;
  emailVerified?: boolean;
}

/** The lower-cased address whose records the account owns, or null when it owns none by address. */
export function provenAddress(account: AddressHolder): string | null {
  const verified =
    account.emailVerified === true ||
    (account.emailVerifiedAt !== undefined && account.emailVerifiedAt !== null);
  return verified ? account.email.toLowerCase() : null;
}

/**
 * The condition "this row's address is one the account owns": the address column compared
 * without letter case to the proven address, or false (no row) when there is none.
 */
export function ownedByAddress(column: AnyColumn, account: AddressHolder): SQL {
  const address = provenAddress(account);
  return address === null ? sql`false` : sql`lower(${column}) = ${address}`;
}

/**
 * Rows held by the account by id, or left unclaimed (`idColumn` null) under the address the
 * account owns: a row another account holds by id is never the account's, whatever its address.
 */
export function ownedByIdOrAddress(
  idColumn: AnyColumn,
  addressColumn: AnyColumn,
  account: AddressHolder,
): SQL {
  const address = provenAddress(account);
  const byId = eq(idColumn, account.id);
  if (address === null) return byId;
  return or(byId, and(isNull(idColumn), sql`lower(${addressColumn}) = ${address}`)) as SQL;
}
