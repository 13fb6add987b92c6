/**
 * The durable job queue and its worker, on the real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). Time is a ManualTime: the worker's waits, leases and time limits run
 * instantly; the only real waiting is for the database to answer.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../server/clock';
import type { Database } from '../../server/db/database';
import { jobs } from '../../server/db/schema';
import {
  JobFailure,
  TIME_LIMIT_MESSAGE,
  UNEXPECTED_FAILURE_MESSAGE,
  type JobContext,
  type JobHandler,
} from '../../server/jobs/job-handler';
import {
  INTERRUPTED_TOO_OFTEN_MESSAGE,
  SLOW_OWNER_STRIKES,
  SLOW_OWNER_WINDOW_MS,
  claimNext,
  failInterruptedJobs,
  complete,
  defaultBackoffMs,
  enqueue,
  fail,
  getJob,
  heartbeat,
  release,
} from '../../server/jobs/queue';
import type { CancelTimer, Scheduler } from '../../server/jobs/scheduler';
import { Worker, type JobEvent, type WorkerOptions } from '../../server/jobs/worker';
import { createTestDatabase, testDatabaseUrl, type TestDatabase } from './support/test-database';

/** A clock and timers that move only when told to. */
class ManualTime implements Clock, Scheduler {
  private current = new Date('2030-01-01T00:00:00.000Z').getTime();
  private timers: { at: number; callback: () => void }[] = [];

  now = () => new Date(this.current);

  after(ms: number, callback: () => void): CancelTimer {
    const timer = { at: this.current + ms, callback };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((pending) => pending !== timer);
    };
  }

  /** Moves time forward, running the timers that fall due, earliest first. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= target).sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.current = due.at;
      due.callback();
    }
    this.current = target;
  }

  get pendingTimers(): number {
    return this.timers.length;
  }
}

/** Polls `condition` (real time, a few ms apart) until true; for effects of the database. */
async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** A promise and the functions that settle it. */
function deferred<T = void>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const LEASE_MS = 60_000;

let database: TestDatabase;
let db: Database;
let time: ManualTime;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await db.delete(jobs);
  time = new ManualTime();
});

/** A worker on the test database and clock, recording its events and logged errors. */
function createWorker(handlers: Record<string, JobHandler>, options: Partial<WorkerOptions> = {}) {
  const events: JobEvent[] = [];
  const errors: unknown[] = [];
  const worker = new Worker({
    db,
    handlers,
    workerId: 'worker-a',
    pollIntervalMs: 1000,
    leaseMs: LEASE_MS,
    timeLimitMs: 300_000,
    clock: time,
    scheduler: time,
    logError: (_message, error) => errors.push(error),
    ...options,
  });
  worker.events.on('job', (event) => events.push(event));
  return { worker, events, errors };
}

/** As the worker claims: jobs interrupted on their last attempt fail first. */
async function claim(workerId: string, kinds = ['test']) {
  await failInterruptedJobs(db, { kinds, now: time.now() });
  return claimNext(db, { workerId, kinds, leaseMs: LEASE_MS, now: time.now() });
}

async function jobRow(id: string) {
  const job = await getJob(db, id);
  if (job === undefined) throw new Error(`No job ${id}`);
  return job;
}

describe('the queue', () => {
  it('enqueues, claims, reports progress and completes a job', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: { file: 'a.glb' } });
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, maxAttempts: 3, progress: 0 });

    const claimed = await claim('worker-a');
    expect(claimed).toMatchObject({
      id: queued.id,
      status: 'running',
      attempts: 1,
      lockedBy: 'worker-a',
      lockedUntil: new Date(time.now().getTime() + LEASE_MS),
      payload: { file: 'a.glb' },
    });
    expect(await claim('worker-b')).toBeUndefined();

    const lease = { id: queued.id, workerId: 'worker-a' };
    time.advance(10_000);
    expect(
      await heartbeat(db, lease, {
        leaseMs: LEASE_MS,
        now: time.now(),
        stage: 'clean',
        progress: 2,
      }),
    ).toBe(true);
    expect(await jobRow(queued.id)).toMatchObject({
      stage: 'clean',
      progress: 1,
      lockedUntil: new Date(time.now().getTime() + LEASE_MS),
    });

    expect(await complete(db, lease, { result: { triangles: 12 }, now: time.now() })).toBe(true);
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'succeeded',
      result: { triangles: 12 },
      progress: 1,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: time.now(),
    });
    // Ended: nothing more to claim, and a second completion changes nothing.
    expect(await claim('worker-a')).toBeUndefined();
    expect(await complete(db, lease, { now: time.now() })).toBe(false);
  });

  it('claims only the kinds asked for, only when due, oldest first', async () => {
    const later = await enqueue(db, {
      kind: 'test',
      payload: 1,
      runAfter: new Date(time.now().getTime() + 5000),
    });
    const other = await enqueue(db, { kind: 'other', payload: 2 });
    const first = await enqueue(db, {
      kind: 'test',
      payload: 3,
      runAfter: new Date(time.now().getTime() - 1000),
    });

    expect((await claim('w1'))?.id).toBe(first.id);
    expect(await claim('w1')).toBeUndefined();
    time.advance(5000);
    expect((await claim('w1'))?.id).toBe(later.id);
    expect((await claim('w1', ['other']))?.id).toBe(other.id);
    expect(await claimNext(db, { workerId: 'w1', kinds: [], leaseMs: 1, now: time.now() })).toBe(
      undefined,
    );
  });

  it('refuses a maxAttempts below 1', async () => {
    await expect(enqueue(db, { kind: 'test', payload: {}, maxAttempts: 0 })).rejects.toThrow(
      RangeError,
    );
  });

  it('never gives one job to two workers claiming at once', async () => {
    // On PostgreSQL each claim runs on its own pooled connection; PGlite serialises them.
    const queued = await Promise.all(
      Array.from({ length: 8 }, (_, index) => enqueue(db, { kind: 'test', payload: index })),
    );
    const claims = await Promise.all(
      Array.from({ length: 16 }, (_, index) => claim(`worker-${index}`)),
    );
    const claimed = claims.filter((job) => job !== undefined);
    expect(claimed).toHaveLength(8);
    expect(new Set(claimed.map((job) => job.id))).toEqual(new Set(queued.map((job) => job.id)));
    const rows = await db.select().from(jobs);
    expect(rows.every((row) => row.status === 'running' && row.attempts === 1)).toBe(true);
    // Each row's holder is the worker whose claim returned it.
    for (const job of claimed) expect((await jobRow(job.id)).lockedBy).toBe(job.lockedBy);
  });

  it.runIf(testDatabaseUrl())(
    'skips a job locked by another transaction instead of waiting for it (PostgreSQL)',
    async () => {
      const first = await enqueue(db, { kind: 'test', payload: 1 });
      const second = await enqueue(db, {
        kind: 'test',
        payload: 2,
        runAfter: new Date(time.now().getTime() - 1),
      });
      // Both are due; hold a row lock on the one a claim would take first (`second`, older
      // run_after), on another connection, as a claim in progress does.
      const locked = deferred();
      const unlock = deferred();
      const holder = db.transaction(async (tx) => {
        await tx.select().from(jobs).where(eq(jobs.id, second.id)).for('update');
        locked.resolve();
        await unlock.promise;
      });
      await locked.promise;
      try {
        expect((await claim('worker-b'))?.id).toBe(first.id);
        // Every due job locked or taken: the answer is "none", at once.
        expect(await claim('worker-c')).toBeUndefined();
      } finally {
        unlock.resolve();
        await holder;
      }
      expect((await claim('worker-c'))?.id).toBe(second.id);
    },
  );

  it('reclaims a job whose worker crashed once its lease has expired', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {} });
    await claim('crashed-worker'); // and never heard from again
    const crashed = { id: queued.id, workerId: 'crashed-worker' };

    time.advance(LEASE_MS - 1);
    expect(await claim('worker-b')).toBeUndefined();
    time.advance(1);
    expect(await claim('worker-b')).toMatchObject({
      id: queued.id,
      attempts: 2,
      lockedBy: 'worker-b',
    });

    // The crashed worker, were it to come back, can no longer touch the job.
    const now = time.now();
    expect(await heartbeat(db, crashed, { leaseMs: LEASE_MS, now })).toBe(false);
    expect(await complete(db, crashed, { now })).toBe(false);
    expect(await fail(db, crashed, { error: 'x', retryable: true, now })).toBe('lost');
    expect(await release(db, crashed, now)).toBe(false);
    expect(await jobRow(queued.id)).toMatchObject({ status: 'running', lockedBy: 'worker-b' });
  });

  it('fails a job whose lease expired on its last attempt instead of running it again', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {}, maxAttempts: 2 });
    await claim('crashed-1');
    time.advance(LEASE_MS);
    await claim('crashed-2');
    time.advance(LEASE_MS);

    expect(await claim('worker-b')).toBeUndefined();
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: INTERRUPTED_TOO_OFTEN_MESSAGE,
      lockedBy: null,
      finishedAt: time.now(),
    });
  });

  it('retries a failure after a backoff, then fails for good; a release costs no attempt', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {}, maxAttempts: 2 });
    const lease = { id: queued.id, workerId: 'w' };
    await claim('w');
    expect(await release(db, lease, time.now())).toBe(true);
    expect(await jobRow(queued.id)).toMatchObject({ status: 'queued', attempts: 0 });

    await claim('w');
    const backoffMs = (attempts: number) => attempts * 7000;
    expect(
      await fail(db, lease, { error: 'Try again', retryable: true, backoffMs, now: time.now() }),
    ).toBe('retrying');
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'Try again',
      runAfter: new Date(time.now().getTime() + 7000),
      lockedBy: null,
    });
    expect(await claim('w')).toBeUndefined();
    time.advance(7000);
    expect(await claim('w')).toMatchObject({ attempts: 2, error: null });
    expect(await fail(db, lease, { error: 'Still broken', retryable: true, now: time.now() })).toBe(
      'failed',
    );
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'failed',
      error: 'Still broken',
      finishedAt: time.now(),
    });
  });

  it('backs off exponentially by default, up to 10 minutes', () => {
    expect([1, 2, 3, 4].map(defaultBackoffMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(defaultBackoffMs(30)).toBe(600_000);
  });

  it('keeps its status, progress and attempts within their rules', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {} });
    const violations = [
      sql`update jobs set status = 'paused' where id = ${queued.id}`,
      sql`update jobs set progress = 1.5 where id = ${queued.id}`,
      sql`update jobs set attempts = -1 where id = ${queued.id}`,
    ];
    for (const statement of violations) await expect(db.execute(statement)).rejects.toThrow();
  });
});

describe('the worker', () => {
  it('runs a job with its handler, reporting progress as events and in the row', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: { n: 2 } });
    let seen: JobContext | undefined;
    const { worker, events } = createWorker({
      test: async (context) => {
        seen = context;
        await context.report({ stage: 'validate', progress: 0.25 });
        await context.report({ progress: 0.5 });
        return { doubled: (context.payload as { n: number }).n * 2 };
      },
    });

    expect(await worker.runOnce()).toBe(true);
    expect(seen?.job).toMatchObject({ id: queued.id, attempts: 1 });
    expect(events).toEqual([
      { type: 'started', jobId: queued.id, kind: 'test', attempt: 1 },
      { type: 'progress', jobId: queued.id, kind: 'test', stage: 'validate', progress: 0.25 },
      { type: 'progress', jobId: queued.id, kind: 'test', stage: 'validate', progress: 0.5 },
      { type: 'succeeded', jobId: queued.id, kind: 'test' },
    ]);
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'succeeded',
      stage: 'validate',
      progress: 1,
      result: { doubled: 4 },
    });
    expect(await worker.runOnce()).toBe(false);
    expect(time.pendingTimers).toBe(0); // its time limit and lease renewal are cancelled
  });

  it('retries an unexpected error with backoff, then fails with a user-facing message', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {}, maxAttempts: 3 });
    const { worker, events, errors } = createWorker(
      {
        test: async () => {
          throw new Error('ECONNRESET while reading /internal/path');
        },
      },
      { backoffMs: (attempts) => attempts * 1000 },
    );

    expect(await worker.runOnce()).toBe(true);
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: UNEXPECTED_FAILURE_MESSAGE,
      runAfter: new Date(time.now().getTime() + 1000),
    });
    expect(await worker.runOnce()).toBe(false); // not due yet
    time.advance(1000);
    expect(await worker.runOnce()).toBe(true);
    expect((await jobRow(queued.id)).runAfter).toEqual(new Date(time.now().getTime() + 2000));
    time.advance(2000);
    expect(await worker.runOnce()).toBe(true);

    expect(await jobRow(queued.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: UNEXPECTED_FAILURE_MESSAGE,
    });
    expect(events.map((event) => event.type)).toEqual([
      'started',
      'retrying',
      'started',
      'retrying',
      'started',
      'failed',
    ]);
    // The internal detail goes to the log only.
    expect(errors).toHaveLength(3);
    expect(JSON.stringify(await jobRow(queued.id))).not.toContain('ECONNRESET');
  });

  it('fails at once with the message of a JobFailure, and retries one marked retryable', async () => {
    const invalid = await enqueue(db, { kind: 'invalid', payload: {} });
    const flaky = await enqueue(db, { kind: 'flaky', payload: {} });
    const { worker } = createWorker({
      invalid: async () => {
        throw new JobFailure('The file is not a valid glTF 2.0 binary');
      },
      flaky: async () => {
        throw new JobFailure('Storage is busy, retrying', { retryable: true });
      },
    });
    await worker.runOnce();
    await worker.runOnce();
    // A refusal, neither a crash nor a time-out: no strike against its owner.
    expect(await jobRow(invalid.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'The file is not a valid glTF 2.0 binary',
      crashed: false,
      timedOut: false,
    });
    expect(await jobRow(flaky.id)).toMatchObject({
      status: 'queued',
      error: 'Storage is busy, retrying',
    });
  });

  it('stops a job over its time limit, even one that ignores its signal, and does not retry it', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {} });
    const signals: AbortSignal[] = [];
    const { worker, events } = createWorker(
      {
        test: (context) => {
          signals.push(context.signal);
          return new Promise(() => {}); // never settles
        },
      },
      { timeLimitMs: 5000 },
    );

    const running = worker.runOnce();
    await waitFor(() => signals.length === 1, 'the handler to start');
    time.advance(4999);
    expect(signals[0]!.aborted).toBe(false);
    time.advance(1);
    expect(await running).toBe(true);

    expect(signals[0]!.aborted).toBe(true);
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: TIME_LIMIT_MESSAGE,
      lockedBy: null,
    });
    expect(events.at(-1)).toEqual({
      type: 'failed',
      jobId: queued.id,
      kind: 'test',
      error: 'Processing took too long and was stopped',
    });
  });

  it('runs the failure hook of a job failed for good, whichever way it failed, and only then', async () => {
    const failedFor: string[] = [];
    const hookSeen = (job: { id: string }, error: string) => {
      failedFor.push(`${job.id}: ${error}`);
      return Promise.resolve();
    };
    const invalid = await enqueue(db, { kind: 'invalid', payload: {} });
    const unexpected = await enqueue(db, { kind: 'unexpected', payload: {}, maxAttempts: 2 });
    const crashing = await enqueue(db, { kind: 'crashing', payload: {}, maxAttempts: 1 });
    const { worker, events } = createWorker(
      {
        invalid: async () => {
          throw new JobFailure('The file is empty');
        },
        unexpected: async () => {
          throw new Error('boom');
        },
        crashing: async () => 'never run',
      },
      {
        backoffMs: () => 1000,
        failedHooks: { invalid: hookSeen, unexpected: hookSeen, crashing: hookSeen },
      },
    );
    // A worker that crashed holding the job on its only attempt.
    await claim('crashed', ['crashing']);
    time.advance(LEASE_MS);

    await worker.runOnce(); // fails the crashed job, then runs 'invalid'
    await worker.runOnce(); // 'unexpected', first attempt: retried, no hook yet
    expect(failedFor).toEqual([
      `${crashing.id}: ${INTERRUPTED_TOO_OFTEN_MESSAGE}`,
      `${invalid.id}: The file is empty`,
    ]);
    time.advance(1000);
    await worker.runOnce();
    expect(failedFor.at(-1)).toBe(`${unexpected.id}: ${UNEXPECTED_FAILURE_MESSAGE}`);
    expect(failedFor).toHaveLength(3);
    expect(await jobRow(crashing.id)).toMatchObject({
      status: 'failed',
      error: INTERRUPTED_TOO_OFTEN_MESSAGE,
      crashed: true,
    });
    expect(events.filter((event) => event.type === 'failed').map((event) => event.jobId)).toEqual([
      crashing.id,
      invalid.id,
      unexpected.id,
    ]);
  });

  it('logs a failure hook that throws and still records the job as failed', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {} });
    const { worker, events, errors } = createWorker(
      {
        test: async () => {
          throw new JobFailure('The file is empty');
        },
      },
      { failedHooks: { test: () => Promise.reject(new Error('refund failed')) } },
    );
    await worker.runOnce();
    expect(await jobRow(queued.id)).toMatchObject({ status: 'failed', error: 'The file is empty' });
    expect(errors).toEqual([new Error('refund failed')]);
    expect(events.at(-1)).toMatchObject({ type: 'failed', error: 'The file is empty' });
  });

  it('keeps renewing the lease of a long job, and lets go of a job it lost', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {} });
    const started = deferred();
    let signal: AbortSignal | undefined;
    const { worker, events } = createWorker({
      test: (context) => {
        signal = context.signal;
        started.resolve();
        return new Promise(() => {});
      },
    });
    const running = worker.runOnce();
    await started.promise;

    time.advance(LEASE_MS / 4);
    const renewedUntil = new Date(time.now().getTime() + LEASE_MS);
    await waitFor(
      async () => (await jobRow(queued.id)).lockedUntil?.getTime() === renewedUntil.getTime(),
      'the lease to be renewed',
    );

    // Another worker has taken the job over (as after a long pause of this process).
    await db.update(jobs).set({ lockedBy: 'worker-b' }).where(eq(jobs.id, queued.id));
    time.advance(LEASE_MS / 4);
    expect(await running).toBe(true);
    expect(signal?.aborted).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'lost', jobId: queued.id });
    expect(await jobRow(queued.id)).toMatchObject({ status: 'running', lockedBy: 'worker-b' });
  });

  it('resumes a job interrupted by a restart once its lease has expired', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {} });
    await claim('worker-before-restart');
    const { worker } = createWorker({ test: async () => 'done' }, { workerId: 'worker-after' });

    expect(await worker.runOnce()).toBe(false);
    time.advance(LEASE_MS);
    expect(await worker.runOnce()).toBe(true);
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: 'done',
    });
  });

  it('polls at its interval, wakes on demand, and shares the queue with another worker', async () => {
    const handled: string[] = [];
    const handler: JobHandler = async (context) => {
      handled.push(context.job.id);
    };
    const a = createWorker({ test: handler }, { workerId: 'worker-a' });
    const b = createWorker({ test: handler }, { workerId: 'worker-b' });
    a.worker.start();
    b.worker.start();
    await waitFor(() => time.pendingTimers === 2, 'both workers to wait for their next poll');

    const first = await enqueue(db, { kind: 'test', payload: 1 });
    time.advance(999);
    expect(handled).toEqual([]);
    time.advance(1);
    await waitFor(() => handled.length === 1, 'the first job to be handled');
    await waitFor(() => time.pendingTimers === 2, 'both workers to wait again');

    const more = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => enqueue(db, { kind: 'test', payload: n })),
    );
    a.worker.wake();
    b.worker.wake();
    await waitFor(() => handled.length === 6, 'the other jobs to be handled');
    await Promise.all([a.worker.stop(), b.worker.stop()]);

    expect(handled.sort()).toEqual([first, ...more].map((job) => job.id).sort());
    const rows = await db.select().from(jobs);
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
  });

  it('stops gracefully: lets the current job finish, then claims nothing more', async () => {
    const finishing = await enqueue(db, { kind: 'test', payload: {} });
    const started = deferred();
    const finish = deferred();
    const { worker, events } = createWorker({
      test: async () => {
        started.resolve();
        await finish.promise;
        return 'finished';
      },
    });
    worker.start();
    await started.promise;

    // What the worker had reported when stop() ended.
    const stopping = worker.stop({ graceMs: 10_000 }).then(() => events.map((event) => event.type));
    const waiting = await enqueue(db, { kind: 'test', payload: {} });
    finish.resolve();
    // stop() ended only after the job it waited for had succeeded.
    expect(await stopping).toEqual(['started', 'succeeded']);

    expect(await jobRow(finishing.id)).toMatchObject({ status: 'succeeded', result: 'finished' });
    time.advance(60_000);
    expect(await jobRow(waiting.id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(time.pendingTimers).toBe(0);
  });

  it('stops gracefully: hands back a job that does not finish within the grace period', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {} });
    const started = deferred();
    let signal: AbortSignal | undefined;
    const { worker, events } = createWorker({
      test: (context) => {
        signal = context.signal;
        started.resolve();
        return new Promise(() => {});
      },
    });
    worker.start();
    await started.promise;

    const stopping = worker.stop({ graceMs: 5000 });
    time.advance(5000);
    await stopping;

    expect(signal?.aborted).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'released', jobId: queued.id });
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedBy: null,
      runAfter: time.now(),
    });
  });
});

describe('turns between owners and jobs at once (issue 19, F3)', () => {
  /** Claims and completes jobs one after the other, a second apart: the owners in claim order. */
  async function claimOrder(count: number): Promise<(string | null)[]> {
    const owners: (string | null)[] = [];
    for (let index = 0; index < count; index += 1) {
      time.advance(1000);
      const job = await claim('worker-a');
      if (job === undefined) break;
      owners.push(job.ownerKey);
      await complete(db, { id: job.id, workerId: 'worker-a' }, { now: time.now() });
    }
    return owners;
  }

  it("interleaves two owners' jobs: a long queue of one never holds back the other", async () => {
    for (let index = 0; index < 4; index += 1)
      await enqueue(db, { kind: 'test', payload: index, ownerKey: 'alice' });
    time.advance(1000);
    await enqueue(db, { kind: 'test', payload: 0, ownerKey: 'bob' });
    await enqueue(db, { kind: 'test', payload: 1, ownerKey: 'bob' });

    expect(await claimOrder(7)).toEqual(['alice', 'bob', 'alice', 'bob', 'alice', 'alice']);
  });

  it('gives the next claim to an owner with nothing running before one already running', async () => {
    await enqueue(db, { kind: 'test', payload: 1, ownerKey: 'alice' });
    await enqueue(db, { kind: 'test', payload: 2, ownerKey: 'alice' });
    const running = await claim('worker-a');
    expect(running?.ownerKey).toBe('alice');
    time.advance(60_000);
    await enqueue(db, { kind: 'test', payload: 3, ownerKey: 'bob' });

    expect((await claim('worker-b'))?.ownerKey).toBe('bob');
    expect((await claim('worker-b'))?.ownerKey).toBe('alice');
  });

  /** How a job can fail for good: the first two are strikes against its owner. */
  const FAILURES = {
    timeOut: { error: TIME_LIMIT_MESSAGE, retryable: false, timedOut: true },
    crash: { error: 'The model could not be processed', retryable: false, crashed: true },
    refusal: { error: 'The file was refused', retryable: false },
  } as const;

  /** Enqueues, claims and fails one job of `ownerKey` for good, the way given. */
  async function failOnce(ownerKey: string | undefined, failure: keyof typeof FAILURES) {
    await enqueue(db, { kind: 'test', payload: failure, ownerKey });
    const job = await claim('worker-a');
    const lease = { id: job?.id ?? '', workerId: 'worker-a' };
    expect(await fail(db, lease, { ...FAILURES[failure], now: time.now() })).toBe('failed');
  }

  /** Alice has a job running and one due; `other` one due, older: who gets the next claim. */
  async function nextAfterAlicesRunningJob(
    other: string | undefined,
  ): Promise<string | null | undefined> {
    await enqueue(db, { kind: 'test', payload: 'theirs', ownerKey: other });
    await enqueue(db, { kind: 'test', payload: 'first', ownerKey: 'alice' });
    await enqueue(db, { kind: 'test', payload: 'second', ownerKey: 'alice' });
    // Alice's first goes first: she was never claimed for, the other was.
    expect((await claim('worker-a'))?.payload).toBe('first');
    return (await claim('worker-b'))?.ownerKey;
  }

  it('puts an owner with time-outs after every other due job, however long she has waited', async () => {
    for (let index = 0; index < SLOW_OWNER_STRIKES; index += 1)
      await failOnce('mallory', 'timeOut');
    time.advance(60_000);
    await enqueue(db, { kind: 'test', payload: 'bomb', ownerKey: 'mallory' });
    time.advance(60_000);
    for (const payload of ['scan 1', 'scan 2'])
      await enqueue(db, { kind: 'test', payload, ownerKey: 'alice' });
    await enqueue(db, { kind: 'test', payload: 'plan', ownerKey: 'bob' });

    const claimed = [];
    for (let index = 0; index < 4; index += 1) claimed.push((await claim('worker-a'))?.payload);
    // Alice's second job, though she has one running, before Mallory's older one.
    expect(claimed).toEqual(['scan 1', 'plan', 'scan 2', 'bomb']);
  });

  it("claims a slowed-down owner's jobs at once when no one else has a job due", async () => {
    for (let index = 0; index < SLOW_OWNER_STRIKES; index += 1) await failOnce('mallory', 'crash');
    await enqueue(db, { kind: 'test', payload: 'bomb 1', ownerKey: 'mallory' });
    await enqueue(db, { kind: 'test', payload: 'bomb 2', ownerKey: 'mallory' });

    // Right after her last claim, and while her first runs: no worker is kept idle.
    expect((await claim('worker-a'))?.payload).toBe('bomb 1');
    expect((await claim('worker-b'))?.payload).toBe('bomb 2');
  });

  it('counts a refused file as no strike, whatever the number', async () => {
    for (let index = 0; index < SLOW_OWNER_STRIKES + 3; index += 1)
      await failOnce('mallory', 'refusal');
    // Not slowed: fewer jobs running than Alice, she goes first.
    expect(await nextAfterAlicesRunningJob('mallory')).toBe('mallory');
  });

  it('counts crashes on the input as strikes, as time-outs', async () => {
    await failOnce('mallory', 'crash');
    await failOnce('mallory', 'timeOut');
    expect(await nextAfterAlicesRunningJob('mallory')).toBe('alice');
  });

  it('counts a job that crashed its worker too often as a strike', async () => {
    await failOnce('mallory', 'crash');
    await enqueue(db, {
      kind: 'test',
      payload: 'kills its worker',
      ownerKey: 'mallory',
      maxAttempts: 1,
    });
    await claim('killed-worker');
    time.advance(LEASE_MS);
    await failInterruptedJobs(db, { kinds: ['test'], now: time.now() });
    expect(await nextAfterAlicesRunningJob('mallory')).toBe('alice');
  });

  it('forgets strikes older than the window', async () => {
    for (let index = 0; index < SLOW_OWNER_STRIKES; index += 1)
      await failOnce('mallory', 'timeOut');
    time.advance(SLOW_OWNER_WINDOW_MS + 1000);
    expect(await nextAfterAlicesRunningJob('mallory')).toBe('mallory');
  });

  it("never slows down the system's own jobs, however often they fail", async () => {
    for (let index = 0; index < SLOW_OWNER_STRIKES; index += 1)
      await failOnce(undefined, 'timeOut');
    expect(await nextAfterAlicesRunningJob(undefined)).toBeNull();
  });

  it('records a time-out as such, for the slowing down of its owner', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {}, ownerKey: 'mallory' });
    const { worker } = createWorker({ test: () => new Promise(() => {}) }, { timeLimitMs: 5000 });
    const running = worker.runOnce();
    await waitFor(async () => (await jobRow(queued.id)).status === 'running', 'the claim');
    time.advance(5000);
    expect(await running).toBe(true);
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'failed',
      timedOut: true,
      crashed: false,
    });
  });

  it('runs as many jobs at once as its concurrency, and no more', async () => {
    const queued = await Promise.all(
      ['alice', 'bob', 'carol'].map((ownerKey) =>
        enqueue(db, { kind: 'test', payload: {}, ownerKey }),
      ),
    );
    const started: string[] = [];
    const finish = deferred();
    const { worker } = createWorker(
      {
        test: async (context) => {
          started.push(context.job.id);
          await finish.promise;
        },
      },
      { concurrency: 2 },
    );
    worker.start();
    await waitFor(() => started.length === 2, 'two jobs to start');
    await waitFor(() => time.pendingTimers > 0, 'the worker to wait for a free slot');
    expect(worker.runningJobs).toHaveLength(2);
    expect(started).toHaveLength(2);
    finish.resolve();
    await waitFor(() => started.length === 3, 'the third job to start once a slot is free');
    await worker.stop();
    const rows = await Promise.all(queued.map((job) => jobRow(job.id)));
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });

  it('fails a crash on the input for good at its first attempt, and logs its cause', async () => {
    const queued = await enqueue(db, { kind: 'test', payload: {} });
    const stackOverflow = new RangeError('Maximum call stack size exceeded');
    const { worker, errors } = createWorker({
      test: async () => {
        throw new JobFailure('The model could not be processed', {
          unexpected: true,
          cause: stackOverflow,
        });
      },
    });
    expect(await worker.runOnce()).toBe(true);
    expect(await jobRow(queued.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'The model could not be processed',
      crashed: true,
      timedOut: false,
    });
    expect(errors).toEqual([stackOverflow]);
  });

  it('refuses a concurrency below 1', () => {
    expect(() => createWorker({}, { concurrency: 0 })).toThrow(RangeError);
  });
});

describe('jobs of workers that are gone, taken back at start-up (issue 36)', () => {
  const host = os.hostname();

  /** The pid of a process that has exited. */
  function deadPid(): number {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    if (pid === undefined) throw new Error('Could not start a process');
    return pid;
  }

  /** A job of `kind` claimed by `holder`, whose lease has a minute to run. */
  async function heldBy(holder: string, options: { maxAttempts?: number } = {}) {
    const queued = await enqueue(db, { kind: 'test', payload: holder, ...options });
    expect((await claim(holder))?.id).toBe(queued.id);
    return queued;
  }

  /** Starts a worker that runs jobs to 'done', and records what it logs as taken back. */
  function startWorker() {
    const warnings: Record<string, unknown>[] = [];
    const started = createWorker(
      { test: async () => 'done' },
      { logWarning: (_message, fields) => warnings.push(fields) },
    );
    started.worker.start();
    return { ...started, warnings };
  }

  async function statusOf(id: string, status: string): Promise<void> {
    await waitFor(async () => (await jobRow(id)).status === status, `job ${id} ${status}`);
  }

  it('takes back the job of a worker killed on this host, without waiting for its lease', async () => {
    const holder = `${host}:${deadPid()}:0badc0de`;
    const queued = await heldBy(holder);
    const { worker, warnings } = startWorker();

    await statusOf(queued.id, 'succeeded');
    await worker.stop();
    expect(await jobRow(queued.id)).toMatchObject({ attempts: 2, result: 'done' });
    expect(warnings).toEqual([{ jobs: [{ id: queued.id, kind: 'test', heldBy: holder }] }]);
  });

  it('takes back the job of this very process under a name none of its workers has', async () => {
    // A container restarted with the same pid: the old name differs only in its random part.
    const queued = await heldBy(`${host}:${process.pid}:0badc0de`);
    const { worker } = startWorker();

    await statusOf(queued.id, 'succeeded');
    await worker.stop();
  });

  it('still counts the attempt: a job that keeps killing its worker ends failed', async () => {
    const queued = await heldBy(`${host}:${deadPid()}:0badc0de`, { maxAttempts: 1 });
    const { worker } = startWorker();

    await statusOf(queued.id, 'failed');
    await worker.stop();
    expect(await jobRow(queued.id)).toMatchObject({
      attempts: 1,
      error: INTERRUPTED_TOO_OFTEN_MESSAGE,
      crashed: true,
    });
  });

  it('leaves the jobs of live processes, other hosts and unknown names to their leases', async () => {
    const liveHere = new Worker({ db, handlers: {} });
    const holders = [
      liveHere.id,
      `${host}:${process.ppid}:0badc0de`,
      `elsewhere.invalid:${deadPid()}:0badc0de`,
      'worker-before-restart',
    ];
    const held = [];
    for (const holder of holders) held.push(await heldBy(holder));
    const { worker, warnings } = startWorker();

    // Its first look at the queue found nothing due: it waits for the next.
    await waitFor(() => time.pendingTimers > 0, 'the worker to wait for its next poll');
    await worker.stop();
    await liveHere.stop();
    const rows = await Promise.all(held.map((job) => jobRow(job.id)));
    expect(rows.map((row) => [row.status, row.lockedBy])).toEqual(
      holders.map((holder) => ['running', holder]),
    );
    expect(warnings).toEqual([]);
  });
});
