/**
 * The scheduled billing job, `billing.tick`, on the durable queue. Each run, at the worker's now:
 * 1. brings every subscription that has something due up to date: grants each credit period that
 *    has started, and renews or lapses test-provider subscriptions whose period has ended;
 * 2. expires what is left of every lot whose expiry has come (an `expiry` entry per lot);
 * 3. enqueues the next run for the earliest thing due next, at most MAX_TICK_INTERVAL_MS away.
 *
 * Idempotent: grants carry a key per subscription and number, expiries are unique per lot, and
 * each account is handled in a transaction under its locks, so a retried or doubled run changes
 * nothing more. One run waits in the queue at a time: scheduling moves the waiting run earlier
 * instead of adding another (under an advisory lock), and API calls that create something due
 * sooner (a subscription) schedule it too.
 */
import { and, asc, eq, gt, lte, min, or, sql } from 'drizzle-orm';
import {
  expireDueLots,
  accountsWithDueLots,
  lockCreditAccount,
  nextLotExpiry,
} from '../credits/ledger';
import type { Database, Queryable, Transaction } from '../db/database';
import { jobs, subscriptions } from '../db/schema';
import type { JobFailedHook, JobHandler } from '../jobs/job-handler';
import { enqueue } from '../jobs/queue';
import type { Clock } from '../clock';
import { advanceSubscription } from './subscriptions';

export const BILLING_TICK_JOB = 'billing.tick';
/** A run at least this often, whatever is due: a safety net for anything missed. */
export const MAX_TICK_INTERVAL_MS = 60 * 60 * 1000;
/** After a run failed for good, the next one is tried this much later. */
export const TICK_RETRY_MS = 5 * 60 * 1000;
/** Serialises scheduling across processes (any constant). */
const TICK_LOCK_ID = 724_091_338;

export interface TickSummary {
  subscriptions: number;
  expiredAccounts: number;
  nextRunAt: string;
}

async function dueSubscriptions(db: Queryable, now: Date): Promise<string[]> {
  const rows = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        or(
          and(
            lte(subscriptions.nextGrantAt, now),
            sql`${subscriptions.nextGrantAt} < ${subscriptions.currentPeriodEnd}`,
          ),
          and(eq(subscriptions.provider, 'test'), lte(subscriptions.currentPeriodEnd, now)),
        ),
      ),
    )
    .orderBy(asc(subscriptions.nextGrantAt));
  return rows.map((row) => row.userId);
}

/** The earliest time after `now` at which something falls due, at most the interval away. */
export async function nextBillingDue(db: Queryable, now: Date): Promise<Date> {
  const [grant] = await db
    .select({ at: min(subscriptions.nextGrantAt) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(subscriptions.nextGrantAt, now),
        sql`${subscriptions.nextGrantAt} < ${subscriptions.currentPeriodEnd}`,
      ),
    );
  const [renewal] = await db
    .select({ at: min(subscriptions.currentPeriodEnd) })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.provider, 'test'),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    );
  const candidates = [grant?.at, renewal?.at, await nextLotExpiry(db, now)]
    .filter((at): at is Date => at instanceof Date)
    .map((at) => at.getTime());
  return new Date(Math.min(now.getTime() + MAX_TICK_INTERVAL_MS, ...candidates));
}

/** One run of the job at `now`. */
export async function runBillingTick(db: Database, now: Date): Promise<TickSummary> {
  const due = await dueSubscriptions(db, now);
  for (const userId of due) {
    await db.transaction((tx) => advanceSubscription(tx, userId, now));
  }
  const expiring = await accountsWithDueLots(db, now);
  for (const userId of expiring) {
    await db.transaction(async (tx) => {
      await lockCreditAccount(tx, userId);
      await expireDueLots(tx, userId, now);
    });
  }
  const nextRunAt = await nextBillingDue(db, now);
  return {
    subscriptions: due.length,
    expiredAccounts: expiring.length,
    nextRunAt: nextRunAt.toISOString(),
  };
}

/** Makes sure a run is queued for `at` or earlier. */
export async function scheduleBillingTick(db: Database | Transaction, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TICK_LOCK_ID})`);
    const [queued] = await tx
      .select({ id: jobs.id, runAfter: jobs.runAfter })
      .from(jobs)
      .where(and(eq(jobs.kind, BILLING_TICK_JOB), eq(jobs.status, 'queued')))
      .orderBy(asc(jobs.runAfter))
      .limit(1)
      // A worker claiming it right now holds its row: wait, and then it is no longer queued.
      .for('update');
    if (queued === undefined) {
      await enqueue(tx, { kind: BILLING_TICK_JOB, payload: {}, runAfter: at });
    } else if (queued.runAfter > at) {
      await tx.update(jobs).set({ runAfter: at }).where(eq(jobs.id, queued.id));
    }
  });
}

/** At start: a run due now, so that whatever fell due while nothing ran is caught up at once. */
export function ensureBillingTick(db: Database, now: Date): Promise<void> {
  return scheduleBillingTick(db, now);
}

export function billingTickHandler(deps: { db: Database; clock: Clock }): JobHandler {
  return async () => {
    const summary = await runBillingTick(deps.db, deps.clock.now());
    await scheduleBillingTick(deps.db, new Date(summary.nextRunAt));
    return summary;
  };
}

/** A run that failed for good must not end the chain: the next one comes a little later. */
export function billingTickFailedHook(deps: { db: Database; clock: Clock }): JobFailedHook {
  return async () => {
    await scheduleBillingTick(deps.db, new Date(deps.clock.now().getTime() + TICK_RETRY_MS));
  };
}
