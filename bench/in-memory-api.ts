/**
 * The API on an in-memory database with the pricing plans seeded, for the benchmarks that call it
 * in this process (bench/api.ts serves it on a port, bench/hostile.ts calls it directly).
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createAuthCache } from '../server/auth/auth-cache';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { openDatabase, type OpenedDatabase } from '../server/db/database';
import { seedPricingPlans } from '../server/db/seed';
import type { ApiDeps } from '../server/deps';
import { createOutboxMailer } from '../server/mail/mailer';

const LOCALES_DIR = fileURLToPath(new URL('../public/locales', import.meta.url));

export interface InMemoryApi {
  app: ReturnType<typeof createApp>;
  database: OpenedDatabase;
  deps: ApiDeps;
}

export async function createInMemoryApi(): Promise<InMemoryApi> {
  const database = await openDatabase({ inMemory: true });
  await seedPricingPlans(database.db);
  const deps: ApiDeps = {
    db: database.db,
    clock: systemClock,
    mailer: createOutboxMailer(database.db, { logToConsole: false }),
    secret: randomBytes(32).toString('hex'),
    production: false,
    publicUrl: 'http://127.0.0.1',
    authCache: createAuthCache(),
  };
  const app = createApp({
    localesDir: LOCALES_DIR,
    csp: "default-src 'self'",
    serveApp: false,
    api: deps,
  });
  return { app, database, deps };
}
