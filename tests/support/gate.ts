import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { SETTLE_LIMIT_MS } from '../model/transition-coverage';

/**
 * Holds calls until the test lets each go, first come first released, so that a screen's busy
 * state can be seen before the real server answers. Nothing is faked: a released call goes on
 * to the server as it would have. A call released after the screen moved on finishes unheeded,
 * as it would in a browser.
 */
export function createGate() {
  const waiting: { resolve: () => void }[] = [];
  /** Waits until released; an aborted signal drops the call from the queue and rejects. */
  const hold = (signal?: AbortSignal): Promise<void> =>
    new Promise((resolve, reject) => {
      const entry = { resolve };
      waiting.push(entry);
      signal?.addEventListener('abort', () => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(signal.reason);
      });
    });
  return {
    hold,
    /** `call`, held by the gate each time before it runs. */
    wrap<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
      return async (...args: A) => {
        await hold();
        return call(...args);
      };
    },
    get held() {
      return waiting.length;
    },
    /** Lets the oldest held call go, once there is one. */
    async release() {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0), { timeout: SETTLE_LIMIT_MS });
      waiting.shift()!.resolve();
    },
    releaseAll() {
      for (const entry of waiting.splice(0)) entry.resolve();
    },
    /** A path that ends with calls held: the page is left, and they never go out. */
    dropAll() {
      waiting.splice(0);
    },
  };
}

export type Gate = ReturnType<typeof createGate>;
