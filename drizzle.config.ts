/**
 * drizzle-kit configuration. After changing server/db/schema.ts, generate and commit a migration:
 *   npx drizzle-kit generate --name <what-changed>
 * The server applies server/db/migrations at start (server/db/database.ts).
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
