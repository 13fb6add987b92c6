import { vi } from 'vitest';

/**
 * The limit of a test or hook that waits for processing (a tour through the queue, worker thread
 * and pipeline): a tiny model takes 2–5 s on this 2-core machine, far more while a build runs
 * beside the tests. The waits inside such tests poll for the event they need and return as soon
 * as it comes; this only keeps Vitest's default 5 s from cutting them short.
 */
export const SLOW_WORK_TIMEOUT_MS = 180_000;

/** Gives every test and hook of the calling file the slow-work limit. */
export function allowSlowWork(): void {
  vi.setConfig({ testTimeout: SLOW_WORK_TIMEOUT_MS, hookTimeout: SLOW_WORK_TIMEOUT_MS });
}
