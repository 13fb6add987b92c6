/**
 * The one place where job kinds meet their handlers. Every worker (inside `npm start` or alone
 * with `npm run worker`) runs the handlers listed here; a kind not listed is never claimed.
 * The tour-processing stages register here.
 */
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobHandlers } from './job-handler';

/** What handlers may use; grows with them (blob storage, limits, ...). */
export interface JobHandlerDeps {
  db: Database;
  clock: Clock;
}

export function createJobHandlers(_deps: JobHandlerDeps): JobHandlers {
  return {};
}
