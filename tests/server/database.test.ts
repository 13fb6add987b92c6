import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIGRATIONS_FOLDER,
  openDatabase,
  type Database,
  type Queryable,
} from '../../server/db/database';
import {
  normalizeEmail,
  passwordCredentials,
  pricingPlans,
  refreshTokens,
  sessions,
  users,
  type Role,
} from '../../server/db/schema';
import {
  SEEDED_ROLES,
  generatePassword,
  isStrongPassword,
  seedDevelopmentAccounts,
  seedPricingPlans,
} from '../../server/db/seed';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from './support/test-database';

const TABLES = [
  'app_settings',
  'cache_analytics_reports',
  'chat_messages',
  'chat_reads',
  'chats',
  'checkouts',
  'contact_requests',
  'credit_ledger',
  'email_outbox',
  'jobs',
  'login_attempts',
  'login_challenges',
  'partner_api_keys',
  'password_credentials',
  'password_reset_tokens',
  'pricing_plans',
  'rate_limit_hits',
  'refresh_tokens',
  'sessions',
  'staff_audit_log',
  'stripe_events',
  'subscriptions',
  'team_invitations',
  'team_members',
  'tour_branding',
  'tour_history',
  'tour_view_visitors',
  'tour_visit_visitors',
  'tour_visits',
  'tours',
  'two_factor_recovery_codes',
  'two_factor_secrets',
  'users',
];

/** How many migrations are committed (meta/_journal.json). */
async function committedMigrations(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

async function appliedMigrations(target: Database): Promise<number> {
  const result = await target.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return result.rows[0]!.count;
}

/** A stand-in for the real scrypt hash: fast, and visibly not the password. */
const fakeHash = async (password: string) =>
  `test-sha256$${createHash('sha256').update(password).digest('hex')}`;

/** The PostgreSQL error code behind a Drizzle error (23505 unique, 23514 check, ...). */
async function pgErrorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      if ('code' in cause && typeof cause.code === 'string') return cause.code;
    }
    throw error;
  }
  return undefined;
}

let testDb: TestDatabase;
let db: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.db;
}, 30_000);

afterAll(async () => {
  await testDb?.close();
});

async function createUser(email: string, role: Role = 'USER') {
  const [user] = await db
    .insert(users)
    .values({ email, firstName: 'Test', lastName: 'Person', role })
    .returning();
  return user!;
}

describe('migrations', () => {
  it(`run on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}`, () => {
    expect(testDb.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('create every table', async () => {
    const result = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual(TABLES);
    expect(await appliedMigrations(db)).toBe(await committedMigrations());
  });

  it.runIf(testDatabaseUrl())(
    'can be applied by several processes starting at once on PostgreSQL',
    async () => {
      const empty = await createEmptyPostgresDatabase(testDatabaseUrl()!);
      try {
        const opened = await Promise.all(
          [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: empty.url })),
        );
        try {
          for (const each of opened) {
            expect(each.kind).toBe('postgres');
            expect(await appliedMigrations(each.db)).toBe(await committedMigrations());
          }
        } finally {
          await Promise.all(opened.map((each) => each.close()));
        }
        const again = await openDatabase({ databaseUrl: empty.url });
        expect(await appliedMigrations(again.db)).toBe(await committedMigrations());
        await again.close();
      } finally {
        await empty.drop();
      }
    },
  );

  it('can be applied twice to a persisted PGlite without harm', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.db.insert(users).values({ email: 'kept@x.io', firstName: 'K', lastName: 'P' });
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        const kept = await second.db.select().from(users).where(eq(users.email, 'kept@x.io'));
        expect(kept).toHaveLength(1);
        expect(await appliedMigrations(second.db)).toBe(await committedMigrations());
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000); // two PGlite start-ups on disk: a few seconds
});

describe('seedPricingPlans', () => {
  it("inserts SPEC §9's three plans and never overwrites a changed price", async () => {
    expect(await seedPricingPlans(db)).toEqual(['agent', 'office', 'hotel']);

    const plans = await db.select().from(pricingPlans).orderBy(pricingPlans.sortOrder);
    expect(plans.map((plan) => plan.id)).toEqual(['agent', 'office', 'hotel']);
    const [agent, office, hotel] = plans;
    expect(agent).toMatchObject({
      name: 'Agent',
      monthlyPrice: 29.99,
      annualPrice: null,
      currency: 'USD',
      credits: 2,
      creditPeriod: 'month',
      rolloverMonths: 3,
      maxAgents: null,
      mostPopular: true,
      isActive: true,
    });
    expect(office).toMatchObject({
      name: 'Office',
      monthlyPrice: 49.99,
      currency: 'USD',
      credits: 5,
      creditPeriod: 'month',
      rolloverMonths: 1,
      maxAgents: 10,
      mostPopular: false,
      isActive: true,
    });
    expect(hotel).toMatchObject({
      name: 'Hotel',
      monthlyPrice: null,
      annualPrice: 199,
      currency: 'USD',
      credits: 15,
      creditPeriod: 'year',
      rolloverMonths: 0,
      mostPopular: false,
      isActive: true,
    });

    await db.update(pricingPlans).set({ monthlyPrice: 34.5 }).where(eq(pricingPlans.id, 'agent'));
    expect(await seedPricingPlans(db)).toEqual([]);
    const [changed] = await db.select().from(pricingPlans).where(eq(pricingPlans.id, 'agent'));
    expect(changed!.monthlyPrice).toBe(34.5);
    expect(await db.$count(pricingPlans)).toBe(3);
  });
});

describe('seedDevelopmentAccounts', () => {
  it('creates one account per role once, showing each password only when created', async () => {
    const first = await seedDevelopmentAccounts(db, fakeHash);
    expect(first.map((account) => account.role)).toEqual([...SEEDED_ROLES]);
    expect(first.map((account) => account.email)).toEqual([
      'user@roomwalk.test',
      'creator@roomwalk.test',
      'moderator@roomwalk.test',
      'admin@roomwalk.test',
      'superadmin@roomwalk.test',
    ]);
    const passwords = first.map((account) => account.password);
    for (const password of passwords) {
      expect(password).not.toBeNull();
      expect(password!.length).toBeGreaterThanOrEqual(8);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
    expect(new Set(passwords).size).toBe(5);

    const rows = await db
      .select({ user: users, credential: passwordCredentials })
      .from(users)
      .innerJoin(passwordCredentials, eq(passwordCredentials.userId, users.id))
      .where(sql`${users.email} like '%@roomwalk.test'`);
    expect(rows).toHaveLength(5);
    for (const account of first) {
      const row = rows.find((r) => r.user.email === account.email)!;
      expect(row.user.role).toBe(account.role);
      expect(row.user.profileCompleted).toBe(true);
      expect(row.user.firstName).not.toBe('');
      expect(row.credential.passwordHash).toBe(await fakeHash(account.password!));
      // The plain password is nowhere in the stored rows.
      expect(JSON.stringify(row)).not.toContain(account.password!);
    }

    const second = await seedDevelopmentAccounts(db, fakeHash);
    expect(second).toEqual(first.map((account) => ({ ...account, password: null })));
    const count = await db.$count(users, sql`${users.email} like '%@roomwalk.test'`);
    expect(count).toBe(5);
  });

  it('gives every account created now the SEED_PASSWORD when one is set', async () => {
    await db.delete(users).where(sql`${users.email} like '%@roomwalk.test'`);
    const accounts = await seedDevelopmentAccounts(db, fakeHash, 'Walk-The-R00ms!');
    expect(accounts.map((account) => account.password)).toEqual(
      SEEDED_ROLES.map(() => 'Walk-The-R00ms!'),
    );
    const again = await seedDevelopmentAccounts(db, fakeHash, 'Other-R00ms-2!');
    expect(again.every((account) => account.password === null)).toBe(true);
  });

  it('generates passwords that pass every strength rule', () => {
    for (let i = 0; i < 200; i++) expect(isStrongPassword(generatePassword())).toBe(true);
    expect(isStrongPassword('Password1!')).toBe(false);
    expect(isStrongPassword('Xaaa1-bcde')).toBe(false);
    expect(isStrongPassword('abcd-1234')).toBe(false);
  });
});

describe('constraints', () => {
  it('rejects a role outside the five', async () => {
    const insert = db
      .insert(users)
      .values({ email: 'root@x.io', firstName: 'R', lastName: 'R', role: 'ROOT' as Role });
    expect(await pgErrorCode(insert)).toBe('23514');
  });

  it('keeps e-mail addresses lowercased, so uniqueness ignores case', async () => {
    await createUser('a@x.io');
    expect(await pgErrorCode(createUser('A@x.io'))).toBe('23514');
    expect(await pgErrorCode(createUser('a@x.io'))).toBe('23505');
    expect(normalizeEmail('  A@X.io ')).toBe('a@x.io');
  });

  it('deletes sessions and refresh tokens with their user', async () => {
    const user = await createUser('cascade@x.io');
    const expiresAt = new Date(Date.now() + 86_400_000);
    const [session] = await db
      .insert(sessions)
      .values({ userId: user.id, expiresAt, userAgent: 'test' })
      .returning();
    await db.insert(refreshTokens).values({ sessionId: session!.id, tokenHash: 'h1', expiresAt });

    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await db.$count(refreshTokens, eq(refreshTokens.sessionId, session!.id))).toBe(0);
  });
});

describe('Database type', () => {
  it('runs transactions that commit, and roll back on error', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'tx-ok@x.io', firstName: 'T', lastName: 'X' });
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'tx-no@x.io', firstName: 'T', lastName: 'X' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const countUsers = (q: Queryable) => q.$count(users);
    const inside = await db.transaction((tx) => countUsers(tx));
    expect(inside).toBe(await countUsers(db));
    const found = await db.execute<{ email: string }>(
      sql`select email from users where email in ('tx-ok@x.io', 'tx-no@x.io')`,
    );
    expect(found.rows).toEqual([{ email: 'tx-ok@x.io' }]);
  });

  it('stores timestamps as timestamptz and reads them back as Dates', async () => {
    const user = await createUser('time@x.io');
    expect(user.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(user.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
