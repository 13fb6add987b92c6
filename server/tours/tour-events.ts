/**
 * GET /tours/:id/events: the tour as Server-Sent Events while it uploads and processes. Each
 * change of the tour is one `tour` event (its TourView, as GET /tours/:id gives it); the stream
 * ends after `ready` or `failed`, or with a `deleted` event. A client without EventSource polls
 * GET /tours/:id instead.
 *
 * The tour is read again whenever the in-process worker reports on a job, and every
 * POLL_INTERVAL_MS in any case, for workers in other processes (`npm run worker`).
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { TourStatus } from '../../src/contract/tours';
import type { Tour } from '../db/schema';
import type { JobEvents } from '../jobs/worker';
import type { ServerEnv } from '../http/server-env';
import { TOUR_PROCESS_JOB, toTourView } from './tours';

export const POLL_INTERVAL_MS = 2000;
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How long a client waits before reconnecting after the stream broke off. */
const RETRY_MS = 3000;
const FINAL_STATUSES: readonly TourStatus[] = ['ready', 'failed'];

export interface TourEventsOptions {
  tour: Tour;
  /** The tour again, or undefined once it is deleted. */
  reload: () => Promise<Tour | undefined>;
  jobEvents?: JobEvents | undefined;
  pollIntervalMs?: number;
}

export function streamTourEvents(c: Context<ServerEnv>, options: TourEventsOptions): Response {
  return streamSSE(c, async (stream) => {
    let lastSent = '';
    let quietSince = Date.now();
    /** Sends the tour when it changed; true once it reached a final status. */
    const sendIfChanged = async (tour: Tour): Promise<boolean> => {
      const data = JSON.stringify(toTourView(tour));
      if (data !== lastSent) {
        await stream.writeSSE({ event: 'tour', data, retry: RETRY_MS });
        lastSent = data;
        quietSince = Date.now();
      }
      return FINAL_STATUSES.includes(tour.status);
    };

    const clientGone = new AbortController();
    stream.onAbort(() => clientGone.abort());
    if (await sendIfChanged(options.tour)) return;
    while (!stream.aborted) {
      await nextChance(
        clientGone.signal,
        options.jobEvents,
        options.pollIntervalMs ?? POLL_INTERVAL_MS,
      );
      if (stream.aborted) return;
      const tour = await options.reload();
      if (tour === undefined) {
        await stream.writeSSE({ event: 'deleted', data: JSON.stringify({ id: options.tour.id }) });
        return;
      }
      if (await sendIfChanged(tour)) return;
      if (Date.now() - quietSince >= KEEP_ALIVE_MS) {
        await stream.write(': keep-alive\n\n');
        quietSince = Date.now();
      }
    }
  });
}

/** Resolves on the next report of a tour job, after `ms`, or when the client went away. */
function nextChance(
  clientGone: AbortSignal,
  jobEvents: JobEvents | undefined,
  ms: number,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      jobEvents?.off('job', onJob);
      clientGone.removeEventListener('abort', done);
      resolve();
    };
    const onJob = (event: { kind: string }) => {
      if (event.kind === TOUR_PROCESS_JOB) done();
    };
    const timer = setTimeout(done, ms);
    jobEvents?.on('job', onJob);
    clientGone.addEventListener('abort', done);
  });
}
