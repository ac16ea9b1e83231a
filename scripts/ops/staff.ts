/**
 * Operators' side of the review desk's staff roles, straight on the database (decision 021):
 *   npm run staff -- grant <email> <reviewer|lead|admin>    gives the account the role
 *   npm run staff -- revoke <email> <reviewer|lead|admin>   takes it away
 *   npm run staff -- list [email]                           the staff and their roles
 * Each change is written to the review audit log (actor: operator). Reads DATABASE_URL / DATA_DIR
 * like the server. With the embedded PGlite, stop the server first: one process at a time may
 * open its data directory.
 */
import { asc, eq, sql } from "drizzle-orm";
import { serverEnv } from "#app/lib/env.server.ts";
import { openDatabase } from "#server/db/client.ts";
import { staffRoles, users } from "#server/db/schema.ts";
import { isStaffRole, setRole, staffRoleNames } from "#server/review/service.ts";

const usage = `usage: npm run staff -- grant|revoke <email> <${staffRoleNames.join("|")}> | list [email]`;

export async function main(): Promise<number> {
  const [command, email, role] = process.argv.slice(2);
  const change = command === "grant" || command === "revoke";
  if (!(command === "list" || (change && email && role))) {
    console.error(usage);
    return 2;
  }
  if (change && !isStaffRole(role)) {
    console.error(`role must be one of: ${staffRoleNames.join(", ")}`);
    return 2;
  }
  const env = serverEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (change && email && isStaffRole(role)) {
      const outcome = await setRole(database.db, email, role, command === "grant", null);
      if (outcome === "noAccount") {
        console.error("no account has this e-mail address");
        return 1;
      }
      if (outcome === "unconfirmed") {
        console.error(
          "refused: this account has not confirmed its e-mail address; a role is granted only after its owner opens the confirmation link sent to it",
        );
        return 1;
      }
      console.log(
        outcome === "changed"
          ? `${command === "grant" ? "granted" : "revoked"}\t${role}`
          : `unchanged: the account ${command === "grant" ? "already holds" : "does not hold"} ${role}`,
      );
      return 0;
    }
    const rows = await database.db
      .select({ email: users.email, role: staffRoles.role, grantedAt: staffRoles.grantedAt })
      .from(staffRoles)
      .innerJoin(users, eq(users.id, staffRoles.userId))
      .where(email ? sql`lower(${users.email}) = lower(${email})` : undefined)
      .orderBy(asc(users.email), asc(staffRoles.role));
    for (const r of rows) console.log([r.email, r.role, r.grantedAt.toISOString()].join("\t"));
    if (rows.length === 0) console.log("no staff");
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
