/** What a job handler is given and how it reports progress and failure. */
import type { Job } from '../db/schema';

export interface JobProgress {
  /** A short, stable stage name ('validate', 'simplify', ...); kept until the next one. */
  stage?: string;
  /** 0..1 within the whole job. */
  progress?: number;
}

export interface JobContext {
  /** The job as claimed: `attempts` counts this attempt. */
  job: Job;
  /** The payload, unchecked: validate it (valibot) before use. */
  payload: unknown;
  /**
   * Aborted when the job runs past its time limit, when the worker stops and cannot wait, or when
   * the worker lost the job's lease. Check it between steps and pass it to whatever accepts one.
   */
  signal: AbortSignal;
  /**
   * Stores the stage and progress, extends the lease and emits a progress event. Each call is a
   * database write: call it per stage or meaningful step, not per item.
   */
  report(progress: JobProgress): Promise<void>;
}

/** Runs one job; what it resolves to is stored as the job's result (JSON). */
export type JobHandler = (context: JobContext) => Promise<unknown>;

/** The handlers a worker runs, by job kind. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/**
 * Runs once a job has failed for good, whichever way: a JobFailure, its last retry, its time
 * limit, or a crash on its last attempt (when no handler ran at all). `error` is the user-facing
 * reason stored on the job. It may run more than once after a crash of its own, so keep it
 * idempotent.
 */
export type JobFailedHook = (job: Job, error: string) => Promise<void>;

/** The failure hooks a worker runs, by job kind. */
export type JobFailedHooks = Readonly<Record<string, JobFailedHook>>;

/**
 * A failure the user should read about, e.g. 'The file is not a valid glTF 2.0 binary'. Not
 * retried unless `retryable` (another attempt cannot fix a bad file). Any other error thrown by a
 * handler is taken as transient: retried, and shown as UNEXPECTED_FAILURE_MESSAGE.
 */
export class JobFailure extends Error {
  override name = 'JobFailure';
  readonly retryable: boolean;
  /** A crash worth a look in the logs (its `cause`), though the user reads only the message. */
  readonly unexpected: boolean;

  constructor(
    userMessage: string,
    options: { retryable?: boolean; unexpected?: boolean; cause?: unknown } = {},
  ) {
    super(userMessage, { cause: options.cause });
    this.retryable = options.retryable ?? false;
    this.unexpected = options.unexpected ?? false;
  }
}

export const TIME_LIMIT_MESSAGE = 'Processing took too long and was stopped';
export const UNEXPECTED_FAILURE_MESSAGE = 'Processing failed because of an unexpected error';
