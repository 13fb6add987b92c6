/**
 * GET /api/ready: whether this process can serve, for a load balancer or an orchestrator (which
 * sends no traffic to a process that answers 503, and keeps /api/health for "alive").
 *
 *   200 { "status": "ready",       "checks": { "database": "ok", "storage": "ok", "migrations": "ok" } }
 *   503 { "status": "unavailable", "checks": { "database": "unreachable", ... } }
 *
 * - database: a `select 1` answers;
 * - migrations: the newest migration of this build (server/db/migrations) is recorded as applied
 *   in the database (a newer one, applied by a newer build, counts as applied too);
 * - storage: the tour-file storage can be read and written (BlobStorage.check).
 * Each check gives up after CHECK_TIMEOUT_MS. Checks answer short words, never an error's text
 * (which may name hosts or paths): the reason goes to the log with the request id.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../db/database';
import { MIGRATIONS_FOLDER } from '../db/database';
import type { BlobStorage } from '../storage/storage';

export const CHECK_TIMEOUT_MS = 3000;

export type CheckResult = 'ok' | 'unreachable' | 'pending' | 'timed out' | 'not checked';

export interface ReadinessReport {
  status: 'ready' | 'unavailable';
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult };
}

export interface ReadinessOptions {
  db: Database;
  storage: BlobStorage;
  /** The `created_at` of the newest migration this build knows; read from the folder by default. */
  latestMigrationMillis?: number;
  timeoutMs?: number;
}

/** Told why a check failed (the request's log). */
export type CheckFailureListener = (check: keyof ReadinessReport['checks'], error: unknown) => void;

class TimedOut extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

let newestMigrationMillis: number | undefined;

/** The newest migration's timestamp in the committed journal (read once). */
export function latestMigrationMillis(): number {
  newestMigrationMillis ??= Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );
  return newestMigrationMillis;
}

/** Drizzle's record of the applied migrations: the newest one's timestamp, 0 when none. */
async function appliedMigrationMillis(db: Database): Promise<number> {
  const result = await db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.newest ?? 0);
}

export function readinessCheck(
  options: ReadinessOptions,
): (onFailure?: CheckFailureListener) => Promise<ReadinessReport> {
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  return async (onFailure) => {
    const run = async (
      name: keyof ReadinessReport['checks'],
      check: () => Promise<CheckResult>,
      failed: CheckResult,
    ): Promise<CheckResult> => {
      try {
        return await withTimeout(check(), timeoutMs);
      } catch (error) {
        onFailure?.(name, error);
        return error instanceof TimedOut ? 'timed out' : failed;
      }
    };

    const expected = options.latestMigrationMillis ?? latestMigrationMillis();
    const storage = run(
      'storage',
      async () => {
        await options.storage.check();
        return 'ok';
      },
      'unreachable',
    );
    const database = await run(
      'database',
      async () => {
        await options.db.execute(sql`select 1`);
        return 'ok';
      },
      'unreachable',
    );
    const migrations =
      database === 'ok'
        ? await run(
            'migrations',
            async () => ((await appliedMigrationMillis(options.db)) >= expected ? 'ok' : 'pending'),
            'unreachable',
          )
        : 'not checked';
    const checks = { database, migrations, storage: await storage };
    const ready = Object.values(checks).every((result) => result === 'ok');
    return { status: ready ? 'ready' : 'unavailable', checks };
  };
}
