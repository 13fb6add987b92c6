/**
 * The one place where job kinds meet their handlers. Every worker (inside `npm start` or alone
 * with `npm run worker`) runs the handlers listed here; a kind not listed is never claimed.
 */
import { BILLING_TICK_JOB, billingTickFailedHook, billingTickHandler } from '../billing/tick';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { BlobStorage } from '../storage/storage';
import { processTourFailedHook, processTourHandler, type LogWarning } from '../tours/process-tour';
import { TOUR_SAMPLE_JOB, sampleTourHandler } from '../tours/sample-tour';
import { TOUR_PROCESS_JOB } from '../tours/tours';
import type { JobFailedHooks, JobHandlers } from './job-handler';

/** What handlers may use. */
export interface JobHandlerDeps {
  db: Database;
  clock: Clock;
  /** Where tour files live. */
  storage: BlobStorage;
  /** Heap limit of a tour's processing thread, in MB. */
  memoryLimitMb?: number;
  /** Where handlers' warnings go (the structured log). */
  logWarning?: LogWarning;
}

export interface JobRegistry {
  handlers: JobHandlers;
  failedHooks: JobFailedHooks;
}

export function createJobRegistry(deps: JobHandlerDeps): JobRegistry {
  return {
    handlers: {
      [TOUR_PROCESS_JOB]: processTourHandler(deps),
      [BILLING_TICK_JOB]: billingTickHandler(deps),
      [TOUR_SAMPLE_JOB]: sampleTourHandler(deps),
    },
    failedHooks: {
      [TOUR_PROCESS_JOB]: processTourFailedHook(deps),
      [BILLING_TICK_JOB]: billingTickFailedHook(deps),
    },
  };
}
