/**
 * The API on a fresh database with the pricing plans seeded, for the benchmarks that call it in
 * this process (bench/api.ts serves it on a port, bench/hostile.ts calls it directly): PGlite in
 * memory, or, given a PostgreSQL URL, a throw-away database made on that server and dropped by
 * `database.close()`.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createAuthCache } from '../server/auth/auth-cache';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { openDatabase, type OpenedDatabase } from '../server/db/database';
import { seedPricingPlans } from '../server/db/seed';
import type { ApiDeps } from '../server/deps';
import { countUnfinishedJobs } from '../server/jobs/queue';
import { createOutboxMailer } from '../server/mail/mailer';
import type { Logger } from '../server/ops/logger';
import { createServerMetrics } from '../server/ops/metrics';
import { createEmptyPostgresDatabase } from '../tests/server/support/test-database';

const LOCALES_DIR = fileURLToPath(new URL('../public/locales', import.meta.url));

export interface InMemoryApi {
  app: ReturnType<typeof createApp>;
  database: OpenedDatabase;
  deps: ApiDeps;
}

export interface InMemoryApiOptions {
  /** A PostgreSQL URL of a role that may CREATE DATABASE; absent, PGlite in memory. */
  postgresAdminUrl?: string;
  /** The server's request log (none: silent). */
  logger?: Logger;
  /** Measure as the real server does (metrics on every request). */
  metrics?: boolean;
}

async function openBenchDatabase(adminUrl: string | undefined): Promise<OpenedDatabase> {
  if (adminUrl === undefined) return openDatabase({ inMemory: true });
  const empty = await createEmptyPostgresDatabase(adminUrl);
  try {
    const opened = await openDatabase({ databaseUrl: empty.url });
    return {
      ...opened,
      close: async () => {
        await opened.close();
        await empty.drop();
      },
    };
  } catch (error) {
    await empty.drop();
    throw error;
  }
}

export async function createInMemoryApi(options: InMemoryApiOptions = {}): Promise<InMemoryApi> {
  const database = await openBenchDatabase(options.postgresAdminUrl);
  await seedPricingPlans(database.db);
  const deps: ApiDeps = {
    db: database.db,
    clock: systemClock,
    mailer: createOutboxMailer(database.db, {}),
    secret: randomBytes(32).toString('hex'),
    production: false,
    publicUrl: 'http://127.0.0.1',
    authCache: createAuthCache(),
  };
  if (options.metrics === true) {
    deps.metrics = createServerMetrics({ queueDepth: () => countUnfinishedJobs(database.db) });
  }
  const app = createApp({
    localesDir: LOCALES_DIR,
    csp: "default-src 'self'",
    serveApp: false,
    api: deps,
    ...(options.logger !== undefined && { logger: options.logger }),
  });
  return { app, database, deps };
}
