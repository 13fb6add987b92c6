/**
 * A queue worker: polls the jobs table, runs up to `concurrency` jobs at once with the handler of
 * their kind, keeps each job's lease alive while it runs, stops it at its time limit, and records
 * how it ended. Which job comes next is the queue's choice (claimNext takes turns by owner).
 * Several workers (in one process or many) may share the queue: claims never overlap.
 *
 * At its start, a worker takes back at once the jobs of workers that are certainly gone (killed on
 * this host, see worker-identity.ts); other interrupted jobs wait for their lease to run out.
 *
 * Events (`worker.events`, or an emitter passed in and shared with the API) tell in-process
 * listeners what happens to each job; the API can turn them into Server-Sent Events. A worker in
 * another process is only seen through the jobs table (stage, progress, status).
 */
import { EventEmitter } from 'node:events';
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/database';
import type { Job } from '../db/schema';
import {
  JobFailure,
  TIME_LIMIT_MESSAGE,
  UNEXPECTED_FAILURE_MESSAGE,
  type JobFailedHooks,
  type JobHandlers,
  type JobProgress,
} from './job-handler';
import {
  INTERRUPTED_TOO_OFTEN_MESSAGE,
  claimNext,
  complete,
  clampProgress,
  defaultBackoffMs,
  endLeasesOf,
  fail,
  failInterruptedJobs,
  heartbeat,
  leaseHolders,
  release,
  type JobLease,
} from './queue';
import { systemScheduler, type CancelTimer, type Scheduler } from './scheduler';
import { isCertainlyGone, newWorkerId, setLiveHere } from './worker-identity';

/** What happened to a job, as a worker saw it. */
export type JobEvent = { jobId: string; kind: string } & (
  | { type: 'started'; attempt: number }
  | { type: 'progress'; stage: string | null; progress: number }
  | { type: 'succeeded' }
  /** Failed this attempt; queued again after a backoff. `error` is user-facing. */
  | { type: 'retrying'; error: string }
  /** Failed for good. `error` is user-facing. */
  | { type: 'failed'; error: string }
  /** Handed back to the queue, not counted as an attempt (the worker stopped). */
  | { type: 'released' }
  /** The lease expired and another worker may have the job: this worker let go of it. */
  | { type: 'lost' }
);

export interface JobEventMap {
  job: [JobEvent];
}

export type JobEvents = EventEmitter<JobEventMap>;

export function createJobEvents(): JobEvents {
  const events = new EventEmitter<JobEventMap>();
  // Every open progress stream listens: many listeners are expected, not a leak.
  events.setMaxListeners(0);
  return events;
}

export const DEFAULT_POLL_INTERVAL_MS = 1000;
export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_TIME_LIMIT_MS = 10 * 60_000;
export const DEFAULT_STOP_GRACE_MS = 30_000;
/** Jobs one worker runs at once (JOB_CONCURRENCY): a slow tour no longer holds up every other. */
export const DEFAULT_CONCURRENCY = 2;

export interface WorkerOptions {
  db: Database;
  handlers: JobHandlers;
  /** Run when a job of their kind has failed for good (e.g. to refund what it cost). */
  failedHooks?: JobFailedHooks;
  /** Unique among the workers sharing the queue; default host:pid:random. */
  workerId?: string;
  /** How long to wait before looking again when the queue had nothing due. */
  pollIntervalMs?: number;
  /** How long a claim holds without a heartbeat; the worker renews it every quarter of this. */
  leaseMs?: number;
  /** Per job: past it, the job is aborted and fails with TIME_LIMIT_MESSAGE. */
  timeLimitMs?: number;
  /** Jobs run at once; default DEFAULT_CONCURRENCY. */
  concurrency?: number;
  /** The delay before retry n+1, given n attempts made. */
  backoffMs?: (attempts: number) => number;
  clock?: Clock;
  scheduler?: Scheduler;
  events?: JobEvents;
  /** Where unexpected errors go (the user only sees the user-facing message). */
  logError?: (message: string, error: unknown) => void;
  /** Where notable events go (jobs taken back from a worker that is gone). */
  logWarning?: (message: string, fields: Record<string, unknown>) => void;
}

/** Why a running job's signal was aborted. */
type AbortCause = 'time-limit' | 'stopping' | 'lease-lost';

class JobAborted extends Error {
  override name = 'JobAborted';
  constructor(readonly abortCause: AbortCause) {
    super(`Job aborted: ${abortCause}`);
  }
}

type Outcome = { ok: true; result: unknown } | { ok: false; error: unknown };

interface RunningJob {
  job: Job;
  controller: AbortController;
  /** Resolves once the job's end is recorded. */
  finished: Promise<void>;
}

export class Worker {
  readonly id: string;
  readonly events: JobEvents;
  private readonly db: Database;
  private readonly handlers: JobHandlers;
  private readonly failedHooks: JobFailedHooks;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly timeLimitMs: number;
  private readonly concurrency: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly clock: Clock;
  private readonly scheduler: Scheduler;
  private readonly logError: (message: string, error: unknown) => void;
  private readonly logWarning: (message: string, fields: Record<string, unknown>) => void;

  private loop: Promise<void> | undefined;
  private stopping = false;
  private readonly running = new Set<RunningJob>();
  /** Ends the wait between polls early (stop, wake). */
  private interruptWait: (() => void) | undefined;

  constructor(options: WorkerOptions) {
    this.db = options.db;
    this.handlers = options.handlers;
    this.failedHooks = options.failedHooks ?? {};
    this.id = options.workerId ?? newWorkerId();
    setLiveHere(this.id, true);
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    if (!Number.isInteger(this.concurrency) || this.concurrency < 1) {
      throw new RangeError(
        `concurrency must be a whole number of at least 1, got ${this.concurrency}`,
      );
    }
    this.backoffMs = options.backoffMs ?? defaultBackoffMs;
    this.clock = options.clock ?? systemClock;
    this.scheduler = options.scheduler ?? systemScheduler;
    this.events = options.events ?? createJobEvents();
    this.logError = options.logError ?? ((message, error) => console.error(message, error));
    this.logWarning = options.logWarning ?? ((message, fields) => console.warn(message, fields));
  }

  /** Starts polling; does nothing when already started. */
  start(): void {
    if (this.loop !== undefined || this.stopping) return;
    this.loop = this.pollUntilStopped();
  }

  /** Looks at the queue now instead of at the end of the current wait (a job was just enqueued). */
  wake(): void {
    this.interruptWait?.();
  }

  /** The jobs being run. */
  get runningJobs(): Job[] {
    return [...this.running].map((running) => running.job);
  }

  /**
   * Stops polling and waits for the running jobs to finish; after `graceMs` it aborts them and
   * hands them back to the queue (not counted as an attempt), for another worker or the next start.
   */
  async stop(options: { graceMs?: number } = {}): Promise<void> {
    this.stopping = true;
    this.interruptWait?.();
    const running = [...this.running];
    if (running.length > 0) {
      const cancelGrace = this.scheduler.after(options.graceMs ?? DEFAULT_STOP_GRACE_MS, () => {
        for (const job of running) job.controller.abort(new JobAborted('stopping'));
      });
      await Promise.all(running.map((job) => job.finished));
      cancelGrace();
    }
    await this.loop;
    setLiveHere(this.id, false);
  }

  /** Claims and runs one due job to its end. True when there was one. */
  async runOnce(): Promise<boolean> {
    const started = await this.claimAndStart();
    if (started === false) return false;
    await started?.finished;
    return true;
  }

  /**
   * Claims a due job and starts it without waiting for its end: the job, undefined when it was
   * handed straight back (the worker is stopping), false when none was due.
   */
  private async claimAndStart(): Promise<RunningJob | undefined | false> {
    const kinds = Object.keys(this.handlers);
    const gaveUp = await failInterruptedJobs(this.db, { kinds, now: this.clock.now() });
    for (const job of gaveUp) await this.failedForGood(job, INTERRUPTED_TOO_OFTEN_MESSAGE);
    const job = await claimNext(this.db, {
      workerId: this.id,
      kinds,
      leaseMs: this.leaseMs,
      now: this.clock.now(),
    });
    if (job === undefined) return false;
    if (this.stopping) {
      // stop() was called while this claim was under way: hand the job straight back.
      await release(this.db, { id: job.id, workerId: this.id }, this.clock.now());
      return undefined;
    }
    const controller = new AbortController();
    const running: RunningJob = { job, controller, finished: Promise.resolve() };
    running.finished = this.run(job, controller).finally(() => {
      this.running.delete(running);
      // A slot is free: look at the queue now rather than after the poll interval.
      this.interruptWait?.();
    });
    this.running.add(running);
    return running;
  }

  private async pollUntilStopped(): Promise<void> {
    await this.takeBackJobsOfGoneWorkers();
    while (!this.stopping) {
      if (this.running.size >= this.concurrency) {
        await Promise.race([...this.running].map((running) => running.finished));
        continue;
      }
      let claimed = false;
      try {
        claimed = (await this.claimAndStart()) !== false;
      } catch (error) {
        // The database is unreachable, most likely: try again after the interval.
        this.logError(`Job worker ${this.id} could not poll the queue:`, error);
      }
      if (!claimed && !this.stopping) await this.wait(this.pollIntervalMs);
    }
  }

  /**
   * Ends the leases held by workers that are certainly gone (this process before a restart, a
   * worker killed on this host), so that the claims that follow take their jobs at once.
   */
  private async takeBackJobsOfGoneWorkers(): Promise<void> {
    try {
      const options = { kinds: Object.keys(this.handlers), now: this.clock.now() };
      const holders = (await leaseHolders(this.db, options)).filter(isCertainlyGone);
      const jobs = await endLeasesOf(this.db, { holders, now: options.now });
      if (jobs.length === 0) return;
      this.logWarning(`Job worker ${this.id} takes back jobs of workers that are gone`, {
        jobs: jobs.map((job) => ({ id: job.id, kind: job.kind, heldBy: job.lockedBy })),
      });
    } catch (error) {
      // Their leases will run out and the claims will take them then.
      this.logError(`Job worker ${this.id} could not look for jobs of gone workers:`, error);
    }
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        cancel();
        this.interruptWait = undefined;
        resolve();
      };
      const cancel = this.scheduler.after(ms, done);
      this.interruptWait = done;
    });
  }

  private async run(job: Job, controller: AbortController): Promise<void> {
    const lease: JobLease = { id: job.id, workerId: this.id };
    this.emit(job, { type: 'started', attempt: job.attempts });
    const stopTimers = this.startTimers(lease, controller);
    let settled = false;
    const latest = { stage: job.stage, progress: job.progress };
    const report = async (progress: JobProgress) => {
      if (settled) return;
      await this.report(job, lease, controller, latest, progress);
    };
    const outcome = await this.runHandler(job, controller.signal, report);
    settled = true;
    stopTimers();
    try {
      await this.settle(job, lease, controller.signal, outcome);
    } catch (error) {
      // The lease will expire and another claim will take the job over.
      this.logError(`Job worker ${this.id} could not record the end of job ${job.id}:`, error);
    }
  }

  /** The handler's outcome, or the abort as soon as the signal fires (a stuck handler is left). */
  private runHandler(
    job: Job,
    signal: AbortSignal,
    report: (progress: JobProgress) => Promise<void>,
  ): Promise<Outcome> {
    const handler = this.handlers[job.kind];
    if (handler === undefined) {
      return Promise.resolve({
        ok: false,
        error: new Error(`No handler for job kind ${job.kind}`),
      });
    }
    const aborted = new Promise<Outcome>((resolve) => {
      signal.addEventListener('abort', () => resolve({ ok: false, error: signal.reason }), {
        once: true,
      });
    });
    const handled = Promise.resolve()
      .then(() => handler({ job, payload: job.payload, signal, report }))
      .then(
        (result): Outcome => ({ ok: true, result }),
        (error: unknown): Outcome => ({ ok: false, error }),
      );
    return Promise.race([handled, aborted]);
  }

  /** The time limit and the lease renewals of one job; returns what cancels them. */
  private startTimers(lease: JobLease, controller: AbortController): CancelTimer {
    const cancelLimit = this.scheduler.after(this.timeLimitMs, () =>
      controller.abort(new JobAborted('time-limit')),
    );
    let cancelRenewal: CancelTimer = () => {};
    const scheduleRenewal = () => {
      cancelRenewal = this.scheduler.after(this.leaseMs / 4, () => {
        void this.renewLease(lease, controller).then(() => {
          if (!controller.signal.aborted) scheduleRenewal();
        });
      });
    };
    scheduleRenewal();
    return () => {
      cancelLimit();
      cancelRenewal();
    };
  }

  private async renewLease(lease: JobLease, controller: AbortController): Promise<void> {
    try {
      const held = await heartbeat(this.db, lease, {
        leaseMs: this.leaseMs,
        now: this.clock.now(),
      });
      if (!held) controller.abort(new JobAborted('lease-lost'));
    } catch (error) {
      this.logError(`Job worker ${this.id} could not renew the lease of job ${lease.id}:`, error);
    }
  }

  private async report(
    job: Job,
    lease: JobLease,
    controller: AbortController,
    latest: { stage: string | null; progress: number },
    { stage, progress }: JobProgress,
  ): Promise<void> {
    const held = await heartbeat(this.db, lease, {
      leaseMs: this.leaseMs,
      now: this.clock.now(),
      ...(stage !== undefined && { stage }),
      ...(progress !== undefined && { progress }),
    });
    if (!held) {
      controller.abort(new JobAborted('lease-lost'));
      return;
    }
    if (stage !== undefined) latest.stage = stage;
    if (progress !== undefined) latest.progress = clampProgress(progress);
    this.emit(job, { type: 'progress', ...latest });
  }

  private async settle(
    job: Job,
    lease: JobLease,
    signal: AbortSignal,
    outcome: Outcome,
  ): Promise<void> {
    const now = this.clock.now();
    const abortCause = signal.reason instanceof JobAborted ? signal.reason.abortCause : undefined;
    if (abortCause === 'lease-lost') return this.emit(job, { type: 'lost' });
    if (abortCause === 'stopping') {
      const released = await release(this.db, lease, now);
      return this.emit(job, { type: released ? 'released' : 'lost' });
    }
    if (abortCause === 'time-limit') {
      return this.recordFailure(job, lease, {
        error: TIME_LIMIT_MESSAGE,
        retryable: false,
        timedOut: true,
      });
    }
    if (outcome.ok) {
      const held = await complete(this.db, lease, { result: outcome.result ?? null, now });
      return this.emit(job, { type: held ? 'succeeded' : 'lost' });
    }
    if (outcome.error instanceof JobFailure) {
      if (outcome.error.unexpected)
        this.logError(`Job ${job.id} (${job.kind}) crashed on its input:`, outcome.error.cause);
      return this.recordFailure(job, lease, {
        error: outcome.error.message,
        retryable: outcome.error.retryable,
        crashed: outcome.error.unexpected,
      });
    }
    this.logError(`Job ${job.id} (${job.kind}) failed unexpectedly:`, outcome.error);
    return this.recordFailure(job, lease, { error: UNEXPECTED_FAILURE_MESSAGE, retryable: true });
  }

  private async recordFailure(
    job: Job,
    lease: JobLease,
    failure: { error: string; retryable: boolean; timedOut?: boolean; crashed?: boolean },
  ): Promise<void> {
    const result = await fail(this.db, lease, {
      ...failure,
      backoffMs: this.backoffMs,
      now: this.clock.now(),
    });
    if (result === 'lost') return this.emit(job, { type: 'lost' });
    if (result === 'failed') return this.failedForGood(job, failure.error);
    this.emit(job, { type: result, error: failure.error });
  }

  /** Runs the kind's failure hook, then tells listeners (who may read what the hook wrote). */
  private async failedForGood(job: Job, error: string): Promise<void> {
    try {
      await this.failedHooks[job.kind]?.(job, error);
    } catch (hookError) {
      this.logError(`The failure hook of job ${job.id} (${job.kind}) failed:`, hookError);
    }
    this.emit(job, { type: 'failed', error });
  }

  private emit(job: Job, event: DistributiveOmit<JobEvent, 'jobId' | 'kind'>): void {
    try {
      this.events.emit('job', { jobId: job.id, kind: job.kind, ...event });
    } catch (error) {
      this.logError('A job event listener threw:', error);
    }
  }
}

/** Omit applied to each member of a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
