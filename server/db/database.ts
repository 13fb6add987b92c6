/**
 * The PGlite / PostgreSQL switch. One PostgreSQL dialect everywhere:
 * - `databaseUrl` set (DATABASE_URL): node-postgres, a connection pool to that server;
 * - otherwise PGlite, embedded, persisted in `dataDir` (default data/pglite under the repository
 *   root, created on first start) or held in memory (`inMemory`, for tests).
 * The committed migrations in server/db/migrations are applied before the database is handed out.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Assume, ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { ROOT_DIR } from '../root-dir';
import { PostgresNotifications, type DatabaseListen } from './notifications';
import * as schema from './schema';

export type { DatabaseListen };

export type Schema = typeof schema;

/**
 * What `db.execute(sql`...`)` resolves to on either backend: both PGlite's `Results` and pg's
 * `QueryResult` carry the rows (for update/delete without returning, ask for `.returning()`).
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>;
}

export interface QueryRows<TRow> {
  rows: TRow[];
}

/** The Drizzle database, whichever backend serves it. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => ...)`. */
export type Transaction = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Either a database or a transaction: what a function that only runs queries should accept. */
export type Queryable = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when set (non-blank), node-postgres is used. */
  databaseUrl?: string;
  /** PGlite's folder; default data/pglite under the repository root. */
  dataDir?: string;
  /** PGlite in memory, nothing written to disk (ignored when databaseUrl is set). */
  inMemory?: boolean;
  /**
   * PGlite only, for a new database: start from a dump made by PGlite's `dumpDataDir` instead of
   * an empty cluster (tests use a migrated dump to skip initdb). Migrations still run after it.
   */
  loadDataDir?: Blob;
}

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /** PostgreSQL only: notifications from any process (LISTEN/NOTIFY). */
  listen?: DatabaseListen;
  /** Where the data lives, for the start-up message (the URL without its password, or the folder). */
  location: string;
  close(): Promise<void>;
}

/** The committed SQL migrations, found from the repository root so that any working directory works. */
export const MIGRATIONS_FOLDER = path.join(ROOT_DIR, 'server/db/migrations');

/** data/pglite under the repository root. */
export const DEFAULT_PGLITE_DIR = path.join(ROOT_DIR, 'data/pglite');

/** Any 64-bit number, constant: serialises migrations across processes sharing one server. */
const MIGRATION_LOCK_ID = 724_091_337;

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = options.databaseUrl?.trim();
  if (databaseUrl) return openPostgres(databaseUrl);
  return openPglite(
    options.inMemory ? undefined : (options.dataDir ?? DEFAULT_PGLITE_DIR),
    options.loadDataDir,
  );
}

async function openPostgres(databaseUrl: string): Promise<OpenedDatabase> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle client that loses its connection (server restart) must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  try {
    // Several processes may start at once: one migrates, the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      try {
        await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema });
  const notifications = new PostgresNotifications(pg, databaseUrl);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    location: redactUrl(databaseUrl),
    listen: notifications.listen,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

async function openPglite(
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<OpenedDatabase> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir });
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    location: dataDir ?? 'memory',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** postgres://user:secret@host/db -> postgres://user:***@host/db */
function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
