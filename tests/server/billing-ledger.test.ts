/**
 * Ledger arithmetic over simulated months, for every plan, on the real database: the grants of
 * each credit period, rollover up to its limit, the Hotel's yearly grant, `expiry` entries at
 * exactly the time each grant runs out, spending earliest-expiry first, idempotent runs of the
 * billing job, and the job's chain through the real queue worker.
 *
 * Time is simulated: subscriptions start at START (a 31st, so month ends are clamped) and the
 * billing job runs at the times given.
 */
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, unusedFraction } from '../../server/billing/calendar';
import { setCancelAtPeriodEnd } from '../../server/billing/plan-changes';
import { prorateUpgrade } from '../../server/billing/proration';
import { TEST_BILLING } from '../../server/billing/provider';
import { findSubscription, startSubscription } from '../../server/billing/subscriptions';
import {
  BILLING_TICK_JOB,
  MAX_TICK_INTERVAL_MS,
  ensureBillingTick,
  runBillingTick,
} from '../../server/billing/tick';
import {
  availableCredits,
  balanceOf,
  expiringCredits,
  refundCredit,
  REFUND_MIN_LIFETIME_MS,
  spendCredit,
  takeCredits,
  appendCreditEntry,
} from '../../server/credits/ledger';
import type { Database } from '../../server/db/database';
import { creditLedger, jobs } from '../../server/db/schema';
import { seedPricingPlans } from '../../server/db/seed';
import { createJobRegistry } from '../../server/jobs/handlers';
import { Worker } from '../../server/jobs/worker';
import { createDiskStorage } from '../../server/storage/disk-storage';
import type { BillingPeriodUnit, PlanId } from '../../src/contract/billing';
import { DAY_MS, insertUser, ledgerOf } from './billing-helpers';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const START = new Date('2031-01-31T10:00:00.000Z');
const month = (n: number) => addMonths(START, n);
const before = (at: Date) => new Date(at.getTime() - 1);

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedPricingPlans(db);
});

afterAll(async () => {
  await database?.close();
});

async function subscribed(planId: PlanId, billingPeriod: BillingPeriodUnit, start = START) {
  const userId = await insertUser(db);
  await db.transaction((tx) =>
    startSubscription(tx, { userId, planId, billingPeriod, provider: 'test', start, now: start }),
  );
  return userId;
}

const available = (userId: string, at: Date) => availableCredits(db, userId, at);

/** Runs the job at each time in turn and records the credits available just after. */
async function balancesAt(userId: string, times: Date[]): Promise<number[]> {
  const balances: number[] = [];
  for (const at of times) {
    await runBillingTick(db, at);
    balances.push(await available(userId, at));
  }
  return balances;
}

function spendAt(userId: string, at: Date) {
  return db.transaction((tx) => spendCredit(tx, { userId, tourId: randomUUID(), now: at }));
}

async function entriesOf(userId: string, kind: 'grant' | 'expiry' | 'spend') {
  const rows = await ledgerOf(db, userId);
  return rows
    .filter((row) => row.kind === kind)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

describe('calendar and proration arithmetic', () => {
  it('counts months from the anchor, clamping the day to the month', () => {
    expect(month(1).toISOString()).toBe('2031-02-28T10:00:00.000Z');
    expect(month(2).toISOString()).toBe('2031-03-31T10:00:00.000Z');
    expect(month(3).toISOString()).toBe('2031-04-30T10:00:00.000Z');
    expect(month(13).toISOString()).toBe('2032-02-29T10:00:00.000Z');
    expect(month(12).toISOString()).toBe('2032-01-31T10:00:00.000Z');
    expect(unusedFraction(month(0), month(1), month(1))).toBe(0);
    expect(unusedFraction(month(0), month(1), month(0))).toBe(1);
  });

  it('charges the new price less the unused share of the old, and grants likewise', () => {
    const halfway = new Date((START.getTime() + month(1).getTime()) / 2);
    expect(
      prorateUpgrade({
        now: halfway,
        oldPriceCents: 2999,
        billingStart: START,
        billingEnd: month(1),
        oldCredits: 2,
        creditStart: START,
        creditEnd: month(1),
        newPriceCents: 4999,
        newCredits: 5,
      }),
    ).toEqual({ chargedCents: 4999 - 1500, creditsGranted: 5 - 1 });
    // Never below zero, whatever an admin does to the prices.
    expect(
      prorateUpgrade({
        now: START,
        oldPriceCents: 50_000,
        billingStart: START,
        billingEnd: month(12),
        oldCredits: 15,
        creditStart: START,
        creditEnd: month(12),
        newPriceCents: 2999,
        newCredits: 2,
      }),
    ).toEqual({ chargedCents: 0, creditsGranted: 0 });
  });
});

describe('Agent: 2 credits a month, unused credits roll over 3 months', () => {
  it('grants 2 each month and holds at most 8, a grant expiring 4 months after it was made', async () => {
    const userId = await subscribed('agent', 'month');
    const months = [0, 1, 2, 3, 4, 5, 6].map(month);
    expect(await balancesAt(userId, months)).toEqual([2, 4, 6, 8, 8, 8, 8]);
    const grants = await entriesOf(userId, 'grant');
    expect(grants.map((grant) => [grant.amount, grant.createdAt, grant.expiresAt])).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((k) => [2, month(k), month(k + 4)]),
    );
    const expiries = await entriesOf(userId, 'expiry');
    expect(expiries.map((entry) => [entry.amount, entry.createdAt, entry.lotId])).toEqual([
      [-2, month(4), grants[0]!.id],
      [-2, month(5), grants[1]!.id],
      [-2, month(6), grants[2]!.id],
    ]);
    expect(await balanceOf(db, userId)).toBe(8);
  });

  it('expires a grant at exactly its time, not a millisecond before', async () => {
    const userId = await subscribed('agent', 'month');
    await balancesAt(userId, [month(1), month(2), month(3)]);
    await runBillingTick(db, before(month(4)));
    expect(await entriesOf(userId, 'expiry')).toEqual([]);
    expect(await available(userId, before(month(4)))).toBe(8);
    expect(await expiringCredits(db, userId, before(month(4)), 8)).toEqual([
      { expiresAt: month(4), credits: 2 },
      { expiresAt: month(5), credits: 2 },
      { expiresAt: month(6), credits: 2 },
      { expiresAt: month(7), credits: 2 },
    ]);
    // Past the time but before the job has run, the expired credits are not counted.
    expect(await available(userId, month(4))).toBe(6);
    await runBillingTick(db, month(4));
    expect(await entriesOf(userId, 'expiry')).toHaveLength(1);
    expect(await available(userId, month(4))).toBe(8);
  });

  it('spends the credits that expire first, so only the rest of the oldest grant expires', async () => {
    const userId = await subscribed('agent', 'month');
    await balancesAt(userId, [month(1)]);
    const grants = await entriesOf(userId, 'grant');
    const first = await spendAt(userId, month(1));
    const second = await spendAt(userId, month(1));
    const third = await spendAt(userId, month(1));
    expect([first, second, third].map((outcome) => outcome.spent && outcome.entry.lotId)).toEqual([
      grants[0]!.id,
      grants[0]!.id,
      grants[1]!.id,
    ]);
    expect(await balancesAt(userId, [month(2), month(3), month(4), month(5)])).toEqual([
      3, 5, 7, 8,
    ]);
    const expiries = await entriesOf(userId, 'expiry');
    // Grant 0 was used up: nothing of it expires. One credit of grant 1 is left at month 5.
    expect(expiries.map((entry) => [entry.amount, entry.createdAt, entry.lotId])).toEqual([
      [-1, month(5), grants[1]!.id],
    ]);
  });

  it('never spends a credit past its expiry, even when the job is late', async () => {
    const userId = await subscribed('agent', 'month');
    await spendAt(userId, START);
    // month 4 without a run of the job: the grant of month 0 (1 left) has expired.
    const spent = await spendAt(userId, month(4));
    expect(spent.spent).toBe(false);
    expect(await entriesOf(userId, 'expiry')).toMatchObject([{ amount: -1, createdAt: month(4) }]);
  });

  it('bills a yearly Agent plan once a year and still grants 2 credits every month', async () => {
    const userId = await subscribed('agent', 'year');
    expect(await balancesAt(userId, [1, 2, 3, 4, 11, 12, 13].map(month))).toEqual([
      4, 6, 8, 8, 8, 8, 8,
    ]);
    const sub = await findSubscription(db, userId);
    expect(sub).toMatchObject({
      status: 'active',
      billingPeriod: 'year',
      currentPeriodStart: month(12),
      currentPeriodEnd: month(24),
      grantsSinceAnchor: 14,
    });
  });
});

describe('Office: 5 credits a month, rollover 1 month', () => {
  it('holds at most 10 credits, each grant expiring 2 months after it was made', async () => {
    const userId = await subscribed('office', 'month');
    expect(await balancesAt(userId, [0, 1, 2, 3].map(month))).toEqual([5, 10, 10, 10]);
    const expiries = await entriesOf(userId, 'expiry');
    expect(expiries.map((entry) => [entry.amount, entry.createdAt])).toEqual([
      [-5, month(2)],
      [-5, month(3)],
    ]);
  });
});

describe('Hotel: 15 credits a year, always yearly', () => {
  it('grants 15 at the start of each year, expiring at the end of that year', async () => {
    const userId = await subscribed('hotel', 'year');
    for (let n = 0; n < 5; n += 1) await spendAt(userId, month(1));
    expect(await balancesAt(userId, [month(6), before(month(12)), month(12)])).toEqual([
      10, 10, 15,
    ]);
    const grants = await entriesOf(userId, 'grant');
    expect(grants.map((grant) => [grant.amount, grant.createdAt, grant.expiresAt])).toEqual([
      [15, month(0), month(12)],
      [15, month(12), month(24)],
    ]);
    expect(await entriesOf(userId, 'expiry')).toMatchObject([
      { amount: -10, createdAt: month(12), lotId: grants[0]!.id },
    ]);
    expect(await findSubscription(db, userId)).toMatchObject({ currentPeriodEnd: month(24) });
  });
});

describe('the end of a plan', () => {
  it('stops granting when a cancelled plan lapses; what was granted expires on schedule', async () => {
    const userId = await subscribed('agent', 'month');
    await setCancelAtPeriodEnd(db, TEST_BILLING, { userId, cancel: true, now: START });
    await runBillingTick(db, month(1));
    expect(await findSubscription(db, userId)).toMatchObject({
      status: 'lapsed',
      lapsedAt: month(1),
    });
    expect(await balancesAt(userId, [month(2), month(3), before(month(4))])).toEqual([2, 2, 2]);
    expect(await balancesAt(userId, [month(4)])).toEqual([0]);
    expect(await entriesOf(userId, 'grant')).toHaveLength(1);
  });
});

describe('idempotency', () => {
  it('grants and expires once however often the job runs, at once or again', async () => {
    const userId = await subscribed('office', 'month');
    await Promise.all([runBillingTick(db, month(2)), runBillingTick(db, month(2))]);
    await runBillingTick(db, month(2));
    expect((await entriesOf(userId, 'grant')).map((grant) => grant.amount)).toEqual([5, 5, 5]);
    expect(await entriesOf(userId, 'expiry')).toHaveLength(1);
    expect(await balanceOf(db, userId)).toBe(10);
  });

  it('refuses a second grant with the same key', async () => {
    const userId = await subscribed('agent', 'month');
    const [grant] = await entriesOf(userId, 'grant');
    await expect(
      appendCreditEntry(db, {
        userId,
        amount: 2,
        kind: 'grant',
        reason: 'Again',
        grantKey: grant!.grantKey,
      }),
    ).rejects.toThrow();
  });
});

describe('refunds and adjustments', () => {
  it('gives a refunded credit the expiry of its grant, but at least 30 days', async () => {
    const userId = await subscribed('agent', 'month');
    const tourId = randomUUID();
    await db.transaction((tx) => spendCredit(tx, { userId, tourId, now: START }));
    const early = await refundCredit(db, { tourId, reason: 'Failed', now: START });
    expect(early?.expiresAt).toEqual(month(4));
    // A day before the grant expires: the refund stays usable 30 days.
    const dayBefore = new Date(month(4).getTime() - DAY_MS);
    const late = randomUUID();
    await db.transaction((tx) => spendCredit(tx, { userId, tourId: late, now: dayBefore }));
    const refund = await refundCredit(db, { tourId: late, reason: 'Failed', now: dayBefore });
    expect(refund?.expiresAt).toEqual(new Date(dayBefore.getTime() + REFUND_MIN_LIFETIME_MS));
  });

  it('takes an adjustment across lots, earliest expiry first, and never below zero', async () => {
    const userId = await subscribed('agent', 'month');
    await runBillingTick(db, month(1));
    await appendCreditEntry(db, { userId, amount: 3, kind: 'top_up', reason: 'Pack' });
    const taken = await db.transaction((tx) =>
      takeCredits(tx, { userId, amount: 5, kind: 'adjustment', reason: 'Admin', now: month(1) }),
    );
    expect(Array.isArray(taken) && taken.map((entry) => entry.amount)).toEqual([-2, -2, -1]);
    expect(await balanceOf(db, userId)).toBe(2);
    expect(
      await db.transaction((tx) =>
        takeCredits(tx, { userId, amount: 3, kind: 'adjustment', reason: 'Admin', now: month(1) }),
      ),
    ).toBe('insufficient');
  });
});

describe('the billing job on the durable queue', () => {
  let own: TestDatabase;

  beforeAll(async () => {
    own = await createTestDatabase();
    await seedPricingPlans(own.db);
  });

  afterAll(async () => {
    await own?.close();
  });

  it('is registered, runs when due and queues its next run, one at a time', async () => {
    let now = START;
    const clock = { now: () => new Date(now) };
    const storage = createDiskStorage(path.join(os.tmpdir(), `roomwalk-billing-${randomUUID()}`));
    const worker = new Worker({
      db: own.db,
      clock,
      ...createJobRegistry({ db: own.db, clock, storage }),
    });
    const queued = () =>
      own.db
        .select({ runAfter: jobs.runAfter })
        .from(jobs)
        .where(and(eq(jobs.kind, BILLING_TICK_JOB), eq(jobs.status, 'queued')));

    await ensureBillingTick(own.db, START);
    await ensureBillingTick(own.db, START);
    expect(await queued()).toEqual([{ runAfter: START }]);
    const userId = await insertUser(own.db);
    await own.db.transaction((tx) =>
      startSubscription(tx, {
        userId,
        planId: 'agent',
        billingPeriod: 'month',
        provider: 'test',
        start: START,
        now: START,
      }),
    );

    expect(await worker.runOnce()).toBe(true);
    expect(await queued()).toEqual([
      { runAfter: new Date(START.getTime() + MAX_TICK_INTERVAL_MS) },
    ]);

    now = month(1);
    expect(await worker.runOnce()).toBe(true);
    expect(await balanceOf(own.db, userId)).toBe(4);
    expect(await queued()).toEqual([
      { runAfter: new Date(month(1).getTime() + MAX_TICK_INTERVAL_MS) },
    ]);
    const grants = await own.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));
    expect(grants).toHaveLength(2);
  });
});
