import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { migrate } from "./migrate.ts";
import * as schema from "./schema.ts";

/** One Drizzle API over both drivers (PGlite and node-postgres share the pg-core dialect). */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  /** "pglite" (embedded, under DATA_DIR/pglite) or "postgres" (DATABASE_URL). */
  kind: "pglite" | "postgres";
  /** Cheap round trip for /healthz. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
}

/**
 * Opens the database: a PostgreSQL server when `DATABASE_URL` is set, otherwise the embedded
 * PGlite in `DATA_DIR/pglite` (created on first start). Migrations are applied under an
 * advisory lock, so two processes starting together on one server never collide.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let database: Database;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its server must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    database = {
      db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  } else {
    const dir = path.resolve(options.dataDir, "pglite");
    await mkdir(dir, { recursive: true });
    const client = await PGlite.create(dir);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    let closed = false;
    database = {
      db,
      kind: "pglite",
      ping: async () => void (await client.query("select 1")),
      close: async () => {
        if (closed) return;
        closed = true;
        await client.close();
      },
    };
  }
  if (options.migrate !== false) {
    try {
      await migrate(database.db);
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
  }
  return database;
}
