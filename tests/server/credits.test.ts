/**
 * The credit ledger on the real database: balances, spends, refunds once per tour, and a spend
 * that stays correct when two transactions race for the last credit (on PostgreSQL, when
 * TEST_DATABASE_URL is set, the two really run in parallel on two connections; PGlite has one
 * connection and runs them one after the other).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STARTER_CREDITS,
  STARTER_CREDITS_REASON,
  appendCreditEntry,
  balanceOf,
  grantCredits,
  refundCredit,
  spendCredit,
} from '../../server/credits/ledger';
import { creditLedger, users } from '../../server/db/schema';
import { seedDevelopmentAccounts, seededEmail } from '../../server/db/seed';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let counter = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function newUser(credits = 0): Promise<string> {
  counter += 1;
  const [user] = await database.db
    .insert(users)
    .values({
      email: `credits.${counter}.${Date.now()}@example.test`,
      firstName: 'C',
      lastName: 'L',
    })
    .returning({ id: users.id });
  if (credits > 0)
    await grantCredits(database.db, { userId: user!.id, amount: credits, reason: 'Test' });
  return user!.id;
}

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

describe('credit ledger', () => {
  it('sums the entries of one user into a balance', async () => {
    const userId = await newUser();
    const other = await newUser(7);
    expect(await balanceOf(database.db, userId)).toBe(0);
    await grantCredits(database.db, { userId, amount: 3, reason: 'Welcome' });
    await appendCreditEntry(database.db, { userId, amount: 2, kind: 'top_up', reason: 'Top-up' });
    await appendCreditEntry(database.db, { userId, amount: -1, kind: 'expiry', reason: 'Expired' });
    expect(await balanceOf(database.db, userId)).toBe(4);
    expect(await balanceOf(database.db, other)).toBe(7);
  });

  it('refuses an amount whose sign does not fit its kind', async () => {
    const userId = await newUser();
    expect(
      await pgErrorCode(
        appendCreditEntry(database.db, { userId, amount: 5, kind: 'spend', reason: 'Wrong' }),
      ),
    ).toBe('23514');
    expect(
      await pgErrorCode(
        appendCreditEntry(database.db, { userId, amount: -5, kind: 'grant', reason: 'Wrong' }),
      ),
    ).toBe('23514');
    expect(
      await pgErrorCode(
        appendCreditEntry(database.db, { userId, amount: 0, kind: 'adjustment', reason: 'Zero' }),
      ),
    ).toBe('23514');
  });

  it('spends one credit for a tour, and refuses when there is none', async () => {
    const userId = await newUser(1);
    const tourId = randomUUID();
    const first = await database.db.transaction((tx) => spendCredit(tx, { userId, tourId }));
    expect(first).toMatchObject({ spent: true, balance: 0 });
    expect(await balanceOf(database.db, userId)).toBe(0);
    const second = await database.db.transaction((tx) =>
      spendCredit(tx, { userId, tourId: randomUUID() }),
    );
    expect(second).toEqual({ spent: false, balance: 0 });
    const entries = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    expect(entries.map((entry) => [entry.kind, entry.amount, entry.tourId])).toEqual([
      ['grant', 1, null],
      ['spend', -1, tourId],
    ]);
  });

  it('refunds a tour once, however often it is asked', async () => {
    const userId = await newUser(1);
    const tourId = randomUUID();
    await database.db.transaction((tx) => spendCredit(tx, { userId, tourId }));
    const refunds = await Promise.all([
      refundCredit(database.db, { tourId, reason: 'Processing failed' }),
      refundCredit(database.db, { tourId, reason: 'Processing failed' }),
    ]);
    expect(refunds.filter((refund) => refund !== undefined)).toHaveLength(1);
    expect(await refundCredit(database.db, { tourId, reason: 'Again' })).toBeUndefined();
    expect(await balanceOf(database.db, userId)).toBe(1);
    // Nothing to refund for a tour that spent nothing.
    expect(await refundCredit(database.db, { tourId: randomUUID(), reason: 'x' })).toBeUndefined();
  });

  it('lets exactly one of several simultaneous spends take the last credit', async () => {
    const userId = await newUser(1);
    // Each transaction waits a moment after spending, so that on PostgreSQL the other one has
    // started and would read the same balance if the user's row were not locked.
    const attempt = () =>
      database.db.transaction(async (tx) => {
        const outcome = await spendCredit(tx, { userId, tourId: randomUUID() });
        await tx.execute(sql`select pg_sleep(0.2)`);
        return outcome.spent;
      });
    const outcomes = await Promise.all([attempt(), attempt(), attempt()]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(database.db, userId)).toBe(0);
  });

  it('gives each seeded development account its starter credits, once', async () => {
    const fakeHash = async (password: string) => `test$${password.length}`;
    await seedDevelopmentAccounts(database.db, fakeHash);
    await seedDevelopmentAccounts(database.db, fakeHash);
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, seededEmail('USER')));
    expect(await balanceOf(database.db, user!.id)).toBe(STARTER_CREDITS);
    const entries = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user!.id));
    expect(entries).toMatchObject([{ kind: 'grant', reason: STARTER_CREDITS_REASON }]);
  });
});
