/**
 * Operators' view of the forms' data (README, "Operating the forms"):
 *   npm run export -- leads > leads.csv        (also: subscribers, contacts)
 *   npm run outbox                             (mail outbox: counts, oldest waiting, recent failures)
 *   npm run outbox -- --retry-failed           (puts failed messages back in the queue)
 * Reads DATABASE_URL / DATA_DIR like the server. With the embedded PGlite, stop the server
 * first: one process at a time may open its data directory.
 */
import { fstatSync, ftruncateSync, writeSync } from "node:fs";
import { sql } from "drizzle-orm";
import { serverEnv } from "#app/lib/env.server.ts";
import { openDatabase } from "#server/db/client.ts";
import { outboxSummary } from "#server/mail/outbox.ts";

const tables = {
  // Each subscriber's state (pending, subscribed, unsubscribed) and the dates of consent: asked
  // for, confirmed from the e-mail, withdrawn; with the wording's version and where it was given.
  subscribers: sql`select email, status, source, language, consent_version, requested_at, confirmed_at, unsubscribed_at, created_at from newsletter_subscriptions order by created_at`,
  contacts: sql`select first_name, last_name, email, subject, message, created_at from contact_messages order by created_at`,
  leads: sql`select name, email, company, monthly_volume, use_case, message, consent, form_type, created_at from leads order by created_at`,
} as const;

/** RFC 4180 field; a leading = + - @ is prefixed with ' so spreadsheets do not run it as a formula. */
export function csvField(value: unknown): string {
  let text =
    value instanceof Date ? value.toISOString() : value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Writes the CSV. When stdout is a file (`npm run export -- leads > leads.csv`), npm has already
 * written its three-line script banner into it: the file is emptied first, so it holds only the CSV.
 */
function writeOutput(text: string): void {
  if (fstatSync(1).isFile()) {
    const data = Buffer.from(text, "utf8");
    ftruncateSync(1, 0);
    writeSync(1, data, 0, data.length, 0);
    return;
  }
  process.stdout.write(text);
}

export async function main() {
  const [command, what, ...rest] = process.argv.slice(2);
  const env = serverEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    if (command === "export") {
      const query = tables[what as keyof typeof tables];
      if (!query) throw new Error(`usage: npm run export -- ${Object.keys(tables).join("|")} > file.csv`);
      const result = await database.db.execute<Record<string, unknown>>(query);
      const columns = result.fields?.map((f) => f.name) ?? Object.keys(result.rows[0] ?? {});
      const lines = [
        columns.join(","),
        ...result.rows.map((row) => columns.map((c) => csvField(row[c])).join(",")),
      ];
      writeOutput(`${lines.join("\r\n")}\r\n`);
      return;
    }
    if (command === "outbox") {
      if (what === "--retry-failed" || rest.includes("--retry-failed")) {
        const r = await database.db.execute(
          sql`update mail_outbox set status = 'pending', attempts = 0, next_attempt_at = now() where status = 'failed'`,
        );
        console.log(`requeued ${r.rowCount ?? 0} failed message(s)`);
      }
      const summary = await outboxSummary(database.db);
      console.log(`database: ${database.kind}`);
      console.log(
        `pending ${summary.pending}, sending ${summary.sending}, sent ${summary.sent}, failed ${summary.failed}`,
      );
      console.log(`oldest waiting: ${summary.oldestPending ?? "none"}`);
      const failures = await database.db.execute<{
        id: string;
        subject: string;
        attempts: number;
        last_error: string;
      }>(
        sql`select id, subject, attempts, last_error from mail_outbox where status = 'failed' or (status = 'pending' and attempts > 0) order by created_at desc limit 10`,
      );
      for (const f of failures.rows)
        console.log(`  ${f.id}  ${f.attempts} attempt(s)  ${f.subject}\n    ${f.last_error}`);
      return;
    }
    throw new Error(
      "usage: node scripts/ops/forms-data.ts export <subscribers|contacts|leads> | outbox [--retry-failed]",
    );
  } finally {
    await database.close();
  }
}

if (import.meta.main)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
