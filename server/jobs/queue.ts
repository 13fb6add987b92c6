/**
 * The durable job queue: rows of the jobs table, shared by every worker process.
 *
 * A claim locks its row with `SELECT ... FOR UPDATE SKIP LOCKED` inside a transaction, so workers
 * claiming at the same time each get a different job and never wait on one another. The claim
 * gives the worker a lease (locked_until); the worker extends it while it runs (heartbeat). A job
 * still `running` after its lease has expired belongs to a worker that crashed or was killed, and
 * the next claim takes it over: that is how a job interrupted by a restart resumes. A restarted
 * worker that finds the holder certainly gone ends its lease at once (endLeasesOf).
 *
 * Claims take turns between owners (see claimNext): one owner's queue never holds back another's,
 * and an owner whose jobs keep running into their time limit or crashing waits behind everyone
 * else, but never on an idle queue.
 *
 * Times come from the caller (`now`), so that tests control them. Every write after the claim
 * checks that the job is still running under this worker's name: a worker that lost its lease
 * changes nothing.
 */
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../db/database';
import { jobs, type Job } from '../db/schema';

export type { Job };

export const DEFAULT_MAX_ATTEMPTS = 3;

/** The user-facing error of a job that crashed its worker (or ran out of lease) too often. */
export const INTERRUPTED_TOO_OFTEN_MESSAGE =
  'Processing was interrupted too many times and was stopped';

export interface EnqueueOptions {
  kind: string;
  /** JSON; the handler of `kind` validates it. */
  payload: unknown;
  /** Not claimed before this time; default: at once (the database's now). */
  runAfter?: Date;
  maxAttempts?: number;
  /** Whose work it is (e.g. the tour owner's id): claims take turns between owners. */
  ownerKey?: string;
}

export async function enqueue(db: Queryable, options: EnqueueOptions): Promise<Job> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new RangeError(`maxAttempts must be a whole number of at least 1, got ${maxAttempts}`);
  }
  const inserted = await db
    .insert(jobs)
    .values({
      kind: options.kind,
      payload: options.payload,
      maxAttempts,
      ownerKey: options.ownerKey ?? null,
      ...(options.runAfter !== undefined && { runAfter: options.runAfter }),
    })
    .returning();
  const job = inserted[0];
  if (job === undefined) throw new Error('The job was not inserted');
  return job;
}

export async function getJob(db: Queryable, id: string): Promise<Job | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

export interface ClaimOptions {
  workerId: string;
  /** Only jobs of these kinds (the ones this worker has handlers for). */
  kinds: readonly string[];
  leaseMs: number;
  now: Date;
}

/**
 * Owners with this many strikes in SLOW_OWNER_WINDOW_MS are slowed down. A strike is a job failed
 * for good by its time limit or by a crash (of its processing on its input, or of its worker too
 * often): each held a processing thread for long or took a worker down. A refused file is no
 * strike: a warm thread refuses it in moments.
 */
export const SLOW_OWNER_STRIKES = 2;
export const SLOW_OWNER_WINDOW_MS = 60 * 60_000;
/** How many owners one claim tries, in turn order, before it gives up (the rest are locked). */
const OWNERS_PER_CLAIM = 8;

/**
 * Claims the next due job of one of `kinds`, or a running one whose lease expired with attempts
 * left, and marks it running under `workerId` until now + leaseMs. Undefined when none is due.
 *
 * Whose turn it is: owners with fewer jobs running first, then the one whose last claim is
 * oldest (never claimed: first), then the oldest due job; within an owner, the oldest due job.
 * An owner with SLOW_OWNER_STRIKES strikes in the last SLOW_OWNER_WINDOW_MS is slowed down: her
 * jobs wait while any other owner's job is due, and go at once when none is. No pause beyond
 * that: the queue never keeps a worker idle (issue 36, which found 30 s pauses on an empty queue).
 * Jobs without an owner (the system's) are never slowed.
 *
 * Call failInterruptedJobs first, as the worker does, so that a job interrupted on its last
 * attempt ends as failed rather than staying running.
 */
export async function claimNext(db: Database, options: ClaimOptions): Promise<Job | undefined> {
  if (options.kinds.length === 0) return undefined;
  return db.transaction(async (tx) => {
    for (const ownerKey of await ownersInTurn(tx, options)) {
      const [candidate] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(inArray(jobs.kind, [...options.kinds]), claimable(options.now), ownedBy(ownerKey)),
        )
        .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (candidate !== undefined) return claim(tx, candidate.id, options);
    }
    return undefined;
  });
}

const ownedBy = (ownerKey: string | null) =>
  ownerKey === null ? isNull(jobs.ownerKey) : eq(jobs.ownerKey, ownerKey);

/** The owners with a claimable job, in the order of their turns (see claimNext). */
async function ownersInTurn(tx: Transaction, options: ClaimOptions): Promise<(string | null)[]> {
  const now = options.now.toISOString();
  const since = new Date(options.now.getTime() - SLOW_OWNER_WINDOW_MS).toISOString();
  const { rows } = await tx.execute<{ owner_key: string | null }>(sql`
    select due.owner_key
    from (
      select owner_key, min(run_after) as oldest
      from ${jobs}
      where ${inArray(jobs.kind, [...options.kinds])} and ${claimable(options.now)}
      group by owner_key
    ) as due
    cross join lateral (
      select
        count(*) filter (where status = 'running' and locked_until > ${now}::timestamptz) as running,
        max(claimed_at) as last_claimed,
        count(*) filter (
          where (timed_out or crashed) and finished_at > ${since}::timestamptz
        ) as strikes
      from ${jobs} as mine
      where mine.owner_key = due.owner_key or (mine.owner_key is null and due.owner_key is null)
    ) as history
    order by
      due.owner_key is not null and history.strikes >= ${SLOW_OWNER_STRIKES},
      history.running,
      history.last_claimed nulls first,
      due.oldest
    limit ${OWNERS_PER_CLAIM}
  `);
  return rows.map((row) => row.owner_key);
}

async function claim(tx: Transaction, id: string, options: ClaimOptions): Promise<Job | undefined> {
  const [job] = await tx
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: options.workerId,
      lockedUntil: new Date(options.now.getTime() + options.leaseMs),
      claimedAt: options.now,
      error: null,
      updatedAt: options.now,
    })
    .where(eq(jobs.id, id))
    .returning();
  return job;
}

/** Due in the queue, or running on a lease that has expired with attempts left. */
function claimable(now: Date) {
  return or(
    and(eq(jobs.status, 'queued'), lte(jobs.runAfter, now)),
    and(
      eq(jobs.status, 'running'),
      lte(jobs.lockedUntil, now),
      sql`${jobs.attempts} < ${jobs.maxAttempts}`,
    ),
  );
}

/**
 * A job whose lease expired on its last allowed attempt is not run again: it probably crashed
 * its worker (out of memory, killed), and would do so again. It fails instead of staying stuck,
 * as a crash (a strike against its owner). Resolves to the jobs failed here, so that the caller
 * can run their failure hooks.
 */
export async function failInterruptedJobs(
  db: Queryable,
  options: { kinds: readonly string[]; now: Date },
): Promise<Job[]> {
  if (options.kinds.length === 0) return [];
  const exhausted = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...options.kinds]),
        eq(jobs.status, 'running'),
        lte(jobs.lockedUntil, options.now),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'failed',
      error: INTERRUPTED_TOO_OFTEN_MESSAGE,
      crashed: true,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: options.now,
      updatedAt: options.now,
    })
    .where(and(inArray(jobs.id, exhausted), eq(jobs.status, 'running')))
    .returning();
}

/** The workers that hold running jobs of `kinds` on a lease that has not expired yet. */
export async function leaseHolders(
  db: Queryable,
  options: { kinds: readonly string[]; now: Date },
): Promise<string[]> {
  if (options.kinds.length === 0) return [];
  const rows = await db
    .selectDistinct({ lockedBy: jobs.lockedBy })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...options.kinds]),
        eq(jobs.status, 'running'),
        gt(jobs.lockedUntil, options.now),
      ),
    );
  return rows.flatMap((row) => (row.lockedBy === null ? [] : [row.lockedBy]));
}

/**
 * Ends now the leases of the running jobs that `holders` hold, so that the next claim takes them
 * over instead of waiting for the leases to run out: for workers known to be gone. Their
 * attempts still count, so a job that keeps killing its worker still ends failed. Resolves to
 * the jobs whose lease ended.
 */
export async function endLeasesOf(
  db: Queryable,
  options: { holders: readonly string[]; now: Date },
): Promise<Job[]> {
  if (options.holders.length === 0) return [];
  return db
    .update(jobs)
    .set({ lockedUntil: options.now, updatedAt: options.now })
    .where(
      and(
        eq(jobs.status, 'running'),
        inArray(jobs.lockedBy, [...options.holders]),
        gt(jobs.lockedUntil, options.now),
      ),
    )
    .returning();
}

/** Identifies a claimed job and who holds it. */
export interface JobLease {
  id: string;
  workerId: string;
}

/** The job is running under this worker's lease. */
function heldBy(lease: JobLease) {
  return and(eq(jobs.id, lease.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, lease.workerId));
}

export interface HeartbeatOptions {
  leaseMs: number;
  now: Date;
  stage?: string;
  /** 0..1; clamped. */
  progress?: number;
}

/**
 * Extends the lease to now + leaseMs and stores the stage and progress given. False when the
 * worker no longer holds the job (its lease expired and another worker took it, or it ended):
 * the worker should then stop working on it.
 */
export async function heartbeat(
  db: Queryable,
  lease: JobLease,
  options: HeartbeatOptions,
): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({
      lockedUntil: new Date(options.now.getTime() + options.leaseMs),
      updatedAt: options.now,
      ...(options.stage !== undefined && { stage: options.stage }),
      ...(options.progress !== undefined && { progress: clampProgress(options.progress) }),
    })
    .where(heldBy(lease))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** Within 0..1; 0 for NaN. */
export function clampProgress(progress: number): number {
  return Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 0;
}

/** Marks the job succeeded with its result. False when the worker no longer held it. */
export async function complete(
  db: Queryable,
  lease: JobLease,
  options: { result?: unknown; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({
      status: 'succeeded',
      result: options.result ?? null,
      progress: 1,
      error: null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: options.now,
      updatedAt: options.now,
    })
    .where(heldBy(lease))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

export interface FailOptions {
  /** User-facing: shown as the reason the job failed. */
  error: string;
  /** False for failures that another attempt cannot fix (an invalid file, a time-out). */
  retryable: boolean;
  /** The job ran into its time limit: a strike against its owner, if it fails for good. */
  timedOut?: boolean;
  /** Its processing crashed on its input: a strike against its owner, if it fails for good. */
  crashed?: boolean;
  /** The delay before the next attempt, given the attempts made so far. */
  backoffMs?: (attempts: number) => number;
  now: Date;
}

export type FailOutcome = 'retrying' | 'failed' | 'lost';

/**
 * Ends the current attempt with a failure: back to the queue after a backoff while attempts
 * remain and the failure is retryable, otherwise failed for good with its user-facing error.
 * 'lost' when the worker no longer held the job.
 */
export async function fail(
  db: Queryable,
  lease: JobLease,
  options: FailOptions,
): Promise<FailOutcome> {
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ attempts: jobs.attempts, maxAttempts: jobs.maxAttempts })
      .from(jobs)
      .where(heldBy(lease))
      .for('update');
    if (job === undefined) return 'lost';
    const retry = options.retryable && job.attempts < job.maxAttempts;
    await tx
      .update(jobs)
      .set({
        status: retry ? 'queued' : 'failed',
        error: options.error,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: options.now,
        ...(retry
          ? { runAfter: new Date(options.now.getTime() + backoffMs(job.attempts)) }
          : {
              finishedAt: options.now,
              timedOut: options.timedOut ?? false,
              crashed: options.crashed ?? false,
            }),
      })
      .where(eq(jobs.id, lease.id));
    return retry ? 'retrying' : 'failed';
  });
}

/**
 * Gives the job back to the queue, due at once, without counting this attempt (a worker shutting
 * down). False when the worker no longer held it.
 */
export async function release(db: Queryable, lease: JobLease, now: Date): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAfter: now,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(heldBy(lease))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 10 * 60_000;

/** 10 s after the first attempt, then 20 s, 40 s, ... at most 10 minutes. */
export function defaultBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/** How many jobs are queued and running, by kind: the queue depth of the metrics. */
export async function countUnfinishedJobs(
  db: Queryable,
): Promise<{ kind: string; status: string; count: number }[]> {
  return db
    .select({ kind: jobs.kind, status: jobs.status, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.status, ['queued', 'running']))
    .groupBy(jobs.kind, jobs.status);
}
