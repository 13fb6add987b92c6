/**
 * Uploads that stopped (issue 36, point 2): while the API runs, tours stranded in `uploading`
 * become drafts again (releaseStalledUploads: a PUT whose process died, a resumable upload left
 * until it expired), at start and every STALLED_UPLOAD_SWEEP_MS, so that a tour is a draft again
 * within a minute of its PUT's crash; and once an hour the upload store deletes its expired parts.
 */
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import type { UploadStoreLoader } from '../storage/upload-store';
import { releaseStalledUploads } from './tours';

/** With PUT_UPLOAD_IDLE_MS (40 s), a PUT silent since its crash is released within 55 s. */
export const STALLED_UPLOAD_SWEEP_MS = 15_000;
const EXPIRED_UPLOAD_SWEEP_MS = 60 * 60_000;

export interface StalledUploadOptions {
  db: Queryable;
  clock: Clock;
  uploadStore: UploadStoreLoader;
  logError: (message: string, error: unknown) => void;
}

/** Starts the sweeps; returns what stops them. */
export function releaseStalledUploadsWhileRunning(options: StalledUploadOptions): () => void {
  const release = () => {
    releaseStalledUploads(options.db, options.clock.now()).catch((error: unknown) =>
      options.logError('Releasing stalled uploads failed', error),
    );
  };
  const expire = () => {
    options
      .uploadStore()
      .then((store) => store.deleteExpired())
      .catch((error: unknown) => options.logError('Deleting expired uploads failed', error));
  };
  release();
  const timers = [
    setInterval(release, STALLED_UPLOAD_SWEEP_MS),
    setInterval(expire, EXPIRED_UPLOAD_SWEEP_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
