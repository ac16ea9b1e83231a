import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

const folder = new URL("./migrations/", import.meta.url);
/** Any fixed number: the advisory lock that serialises migrations across processes. */
const migrationLock = 724_173_001;

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The migrations drizzle-kit wrote (server/db/migrations), in order, split into statements. */
export async function readMigrations(): Promise<{ tag: string; statements: string[] }[]> {
  const journal = JSON.parse(await readFile(new URL("meta/_journal.json", folder), "utf8")) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    entries.map(async ({ tag }) => {
      const text = await readFile(new URL(`${tag}.sql`, folder), "utf8");
      const statements = text
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter(Boolean);
      return { tag, statements };
    }),
  );
}

/**
 * Applies the pending migrations in one transaction holding an advisory lock: a second process
 * starting at the same moment waits, then finds nothing left to do.
 */
export async function migrate(db: Db): Promise<string[]> {
  const migrations = await readMigrations();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLock})`);
    await tx.execute(
      sql`create table if not exists app_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const done = await tx.execute<{ tag: string }>(sql`select tag from app_migrations`);
    const applied = new Set(done.rows.map((r) => r.tag));
    const now: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.tag)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into app_migrations (tag) values (${migration.tag})`);
      now.push(migration.tag);
    }
    return now;
  });
}
