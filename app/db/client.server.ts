import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PoolClient } from "pg";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { DurableNodeFS, durableStartParams } from "./pglite-durable.server";
import * as schema from "./schema";

export type Schema = typeof schema;
/** A database handle or a transaction: every service function accepts either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs `select 1`; rejects when the database cannot be reached. */
  ping(): Promise<void>;
  /** True after a connection failure until a query succeeds again. */
  isDown(): boolean;
  /** Runs `fn` while holding a database-wide lock (one instance at a time). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export { DatabaseLockedError } from "./data-dir-lock.server";

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08003",
  "08006",
  "08001",
  "08004",
]);

/** Walks an error's cause chain looking for a lost or refused connection. */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && CONNECTION_ERROR_CODES.has(e.code)) return true;
    if (
      typeof e.message === "string" &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/i.test(e.message)
    )
      return true;
    current = e.cause;
  }
  return false;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps everything in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: (query: string) => options.onQuery?.(query) } : undefined;
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, logger);
  return openPglite(options.dataDir, logger);
}

type QueryLogger = { logQuery: (query: string) => void } | undefined;

async function openPglite(dataDir: string, logger: QueryLogger): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import("@electric-sql/pglite"),
    // Text search (issue 10): the same extensions PostgreSQL's contrib provides.
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/unaccent"),
  ]);
  const extensions = { pg_trgm, unaccent };
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : acquireDataDirLock(dataDir);
  try {
    // On disk, every COMMIT is fsynced before it is acknowledged (ADR 1821).
    const client = inMemory
      ? new PGlite({ extensions })
      : new PGlite({
          fs: new DurableNodeFS(path.join(dataDir, "pglite")),
          startParams: durableStartParams(PGlite.defaultStartParams),
          extensions,
        });
    await client.waitReady;
    // Whatever an older start wrote without fsync (or initdb) reaches the disk now.
    if (!inMemory) await client.query("checkpoint");
    const db = drizzle({ client, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
    return {
      db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      isDown: () => false,
      exclusive: (fn) => fn(),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number, logger: QueryLogger): Promise<DatabaseHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.default.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  let down = false;
  const observe = (error: unknown) => {
    if (isConnectionError(error)) down = true;
  };
  // An idle client losing its connection must not crash the process.
  pool.on("error", observe);

  const originalQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const last = args[args.length - 1];
    if (typeof last === "function") return originalQuery(...args);
    return originalQuery(...args).then(
      (result) => {
        down = false;
        return result;
      },
      (error: unknown) => {
        observe(error);
        throw error;
      },
    );
  };
  const originalConnect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<PoolClient>;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    // pg's own pool.query() calls connect(callback): leave that path untouched.
    if (typeof args[0] === "function") return originalConnect(...args);
    return originalConnect().then(
      (client) => {
        down = false;
        return client;
      },
      (error: unknown) => {
        observe(error);
        throw error;
      },
    );
  };

  const db = drizzle({ client: pool, schema, ...(logger ? { logger } : {}) }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    isDown: () => down,
    exclusive: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(4242001)");
        return await fn();
      } finally {
        await client.query("select pg_advisory_unlock(4242001)").catch(() => {});
        client.release();
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}
