/** A running queue worker with the product's handlers: for `npm start` and `npm run worker`. */
import { systemClock, type Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobHandlers } from './job-handler';
import { createJobHandlers } from './handlers';
import { Worker, type JobEvents, type WorkerOptions } from './worker';

export interface StartWorkerOptions extends Partial<Omit<WorkerOptions, 'db' | 'handlers'>> {
  db: Database;
  clock?: Clock;
  /** Default: the registry of server/jobs/handlers.ts. */
  handlers?: JobHandlers;
  /** Share one emitter with the API to stream progress to clients. */
  events?: JobEvents;
}

/** Creates a worker and starts polling; call `worker.stop()` before closing the database. */
export function startWorker(options: StartWorkerOptions): Worker {
  const clock = options.clock ?? systemClock;
  const worker = new Worker({
    ...options,
    clock,
    handlers: options.handlers ?? createJobHandlers({ db: options.db, clock }),
  });
  worker.start();
  return worker;
}
