import { type AnyColumn, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The outbox's part of an account's deletion (decision 027): the e-mails about the records that
 * went with it (the inbox's copies of messages, export links), the account's own (confirmation,
 * reset, notices) and any other e-mail to an address it owns hold the same personal data, and go
 * too, sent or not. `ownedAddress` is the one ownership rule (server/auth/ownership.ts), handed
 * in by the caller so that the outbox need not know accounts.
 */
export async function eraseMailOf(
  tx: Tx,
  account: { id: string; ownedAddress: (column: AnyColumn) => SQL },
  recordIds: readonly string[],
): Promise<void> {
  await tx
    .delete(mailOutbox)
    .where(
      or(
        account.ownedAddress(mailOutbox.toAddress),
        eq(mailOutbox.recordId, account.id),
        ...(recordIds.length ? [inArray(mailOutbox.recordId, [...recordIds])] : []),
      ),
    );
}
