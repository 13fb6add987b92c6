/** Timers behind an interface, so that tests run the worker's waits and time limits instantly. */

/** Cancels a scheduled callback; calling it after the callback ran does nothing. */
export type CancelTimer = () => void;

export interface Scheduler {
  /** Runs `callback` once, `ms` milliseconds from now. */
  after(ms: number, callback: () => void): CancelTimer;
}

export const systemScheduler: Scheduler = {
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};
