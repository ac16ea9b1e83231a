/**
 * Operators' side of the credit ledger, straight on the database (README, "Authentication requests"):
 *   npm run credits -- grant <email> <n> [key]   adds n credits (1 to 100000) to the account; the
 *                                                entry's key is grant:<key> (default: a new one),
 *                                                so re-running with the same key adds nothing
 *   npm run credits -- balance <email>           the balance and the last entries
 * Reads DATABASE_URL / DATA_DIR like the server. With the embedded PGlite, stop the server first:
 * one process at a time may open its data directory.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { serverEnv } from "#app/lib/env.server.ts";
import { openDatabase } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { appendEntry, currentBalance, entriesOf } from "#server/requests/ledger.ts";

const usage = "usage: npm run credits -- grant <email> <n> [key] | balance <email>";

export async function main(): Promise<number> {
  const [command, email, amount, key] = process.argv.slice(2);
  if (!email || !(command === "balance" || (command === "grant" && amount))) {
    console.error(usage);
    return 2;
  }
  const n = Number(amount);
  if (command === "grant" && !(Number.isInteger(n) && n >= 1 && n <= 100_000)) {
    console.error("n must be a whole number from 1 to 100000");
    return 2;
  }
  if (key !== undefined && !/^[A-Za-z0-9._:-]{1,200}$/.test(key)) {
    console.error("key: letters, digits and . _ : - only");
    return 2;
  }
  const env = serverEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    if (!user) {
      console.error("no account has this e-mail address");
      return 1;
    }
    if (command === "grant") {
      const wrote = await appendEntry(database.db, {
        userId: user.id,
        delta: n,
        reason: "grant",
        idempotencyKey: `grant:${key ?? randomUUID()}`,
      });
      if (!wrote) console.log("this grant key was already used: nothing added");
    }
    const balance = await currentBalance(database.db, user.id);
    console.log(`balance\t${balance}`);
    if (command === "balance")
      for (const e of await entriesOf(database.db, user.id, 20))
        console.log(
          [e.at.toISOString(), e.reason, e.delta > 0 ? `+${e.delta}` : e.delta, e.requestId ?? ""].join("\t"),
        );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
