import crypto from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (created here and dropped by `drop`).
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** Connection string of the new database (PostgreSQL only). */
  url: string | undefined;
  drop(): Promise<void>;
}

export function testDatabaseKind(): "postgres" | "pglite" {
  return process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
}

/** Creates an empty PostgreSQL database and returns its URL (or undefined on PGlite). */
export async function createPostgresDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `atlante_t_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestDatabase(
  options: { onQuery?: (sql: string) => void } = {},
): Promise<TestDatabase> {
  const created = await createPostgresDatabase();
  const handle = await openDatabase({
    url: created?.url,
    dataDir: "memory://",
    poolSize: 4,
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  await migrateDatabase(handle);
  return {
    handle,
    url: created?.url,
    drop: async () => {
      await handle.close();
      await created?.drop();
    },
  };
}
