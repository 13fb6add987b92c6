/** A running queue worker with the product's handlers: for `npm start` and `npm run worker`. */
import { systemClock } from '../clock';
import { createJobRegistry, type JobHandlerDeps } from './handlers';
import { Worker, type JobEvents, type WorkerOptions } from './worker';

export interface StartWorkerOptions
  extends
    Partial<Omit<WorkerOptions, 'db' | 'clock' | 'handlers' | 'failedHooks'>>,
    Omit<JobHandlerDeps, 'clock'>,
    Partial<Pick<JobHandlerDeps, 'clock'>> {
  /** Share one emitter with the API to stream progress to clients. */
  events?: JobEvents;
}

/** Creates a worker and starts polling; call `worker.stop()` before closing the database. */
export function startWorker(options: StartWorkerOptions): Worker {
  const clock = options.clock ?? systemClock;
  const worker = new Worker({ ...options, clock, ...createJobRegistry({ ...options, clock }) });
  worker.start();
  return worker;
}
