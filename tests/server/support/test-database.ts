/**
 * A fresh, migrated database for one test file (call it in beforeAll, close it in afterAll).
 *
 * With TEST_DATABASE_URL (a PostgreSQL URL of a role that may CREATE DATABASE, e.g. the one
 * .ci/postgres.sh prints), each call creates its own database roomwalk_test_<random> on that
 * server and drops it on close. It is a copy of a migrated template, roomwalk_template_<hash>
 * (the hash as below), which the first test file to need it makes; the migrations then find
 * nothing to do. Without TEST_DATABASE_URL, an in-memory PGlite.
 *
 * A PGlite start-up runs initdb (1-2 s). To spare every test file that, the first one writes a
 * migrated, empty cluster to os.tmpdir()/roomwalk-pglite-template-<hash>.tar.gz, the hash taken
 * over the committed migrations and the PGlite version; later ones load it (about 0.5 s).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type OpenedDatabase } from '../../../server/db/database';

const GZIP = 'application/x-gzip';

export type TestDatabase = OpenedDatabase;

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  if (adminUrl === undefined) return openPgliteFromTemplate();

  const migrated = await createPostgresDatabase(adminUrl, await migratedPostgresTemplate(adminUrl));
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase({ databaseUrl: migrated.url });
  } catch (error) {
    await migrated.drop();
    throw error;
  }
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await migrated.drop();
    },
  };
}

/** TEST_DATABASE_URL when it is set. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || undefined;
}

interface PostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty (unmigrated) database on the server of adminUrl, and a way to drop it. */
export function createEmptyPostgresDatabase(adminUrl: string): Promise<PostgresDatabase> {
  return createPostgresDatabase(adminUrl);
}

/** A new database on the server of adminUrl, a copy of `template` if given, empty otherwise. */
async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
  name = `roomwalk_test_${randomBytes(6).toString('hex')}`,
): Promise<PostgresDatabase> {
  const copy = template === undefined ? '' : ` template "${template}"`;
  await withAdminClient(adminUrl, (admin) => admin.query(`create database "${name}"${copy}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdminClient(adminUrl, (admin) => dropDatabase(admin, name)),
  };
}

/**
 * The name of a migrated database that no one connects to, to copy for each test file. Made
 * under a name of its own, then renamed, so that test files starting together never copy a
 * half-migrated one; templates of older migrations are dropped.
 */
async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `roomwalk_template_${await templateKey()}`;
  const exists = async () =>
    withAdminClient(adminUrl, async (admin) => {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      return found.rowCount === 1;
    });
  if (await exists()) return name;

  const building = await createPostgresDatabase(
    adminUrl,
    undefined,
    `roomwalk_building_${randomBytes(6).toString('hex')}`,
  );
  try {
    const opened = await openDatabase({ databaseUrl: building.url });
    await opened.close();
    await withAdminClient(adminUrl, async (admin) => {
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database
          where datname like 'roomwalk\\_template\\_%' and datname <> $1`,
        [name],
      );
      for (const { datname } of stale.rows) await dropDatabase(admin, datname);
      await admin.query(`alter database "${building.name}" rename to "${name}"`);
    });
  } catch (error) {
    // Another test file made it first (the rename found the name taken): use theirs.
    await building.drop();
    if (await exists()) return name;
    throw error;
  }
  return name;
}

/**
 * Ends this role's sessions on the database, then drops it. Not DROP ... WITH (FORCE): that
 * also terminates an autovacuum worker busy there, which only a superuser may do (PostgreSQL 15
 * says "must be a member of the role whose process is being terminated"), whereas a plain DROP
 * DATABASE stops autovacuum itself and waits up to 5 s for the ended sessions to go.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and usename = current_user and pid <> pg_backend_pid()`,
    [name],
  );
  await admin.query(`drop database if exists "${name}"`);
}

async function withAdminClient<T>(
  adminUrl: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function openPgliteFromTemplate(): Promise<TestDatabase> {
  const templatePath = path.join(
    os.tmpdir(),
    `roomwalk-pglite-template-${await templateKey()}.tar.gz`,
  );
  const template = await readFile(templatePath).catch(() => undefined);
  if (template !== undefined) {
    try {
      return await openDatabase({
        inMemory: true,
        loadDataDir: new Blob([template], { type: GZIP }),
      });
    } catch {
      // A damaged template: start from scratch and write it again.
    }
  }
  const opened = await openDatabase({ inMemory: true });
  const client = (opened.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  // Written aside, then renamed: test files starting together never read half a file.
  const partial = `${templatePath}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, templatePath);
  return opened;
}

/** Changes whenever a migration or the PGlite version does. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  // .../@electric-sql/pglite/dist/index.cjs -> .../@electric-sql/pglite/package.json
  const pglitePackageJson = path.resolve(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '../package.json',
  );
  const pglitePackage = JSON.parse(await readFile(pglitePackageJson, 'utf8')) as {
    version: string;
  };
  hash.update(pglitePackage.version);
  const files = await readdir(MIGRATIONS_FOLDER, { recursive: true });
  for (const file of files
    .filter((name) => name.endsWith('.sql') || name.endsWith('.json'))
    .sort()) {
    hash.update(file);
    hash.update(await readFile(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
