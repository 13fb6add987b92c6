/**
 * GET /tours/:id/events: the tour as Server-Sent Events while it uploads and processes. Each
 * change of the tour is one `tour` event (its TourView, as GET /tours/:id gives it); the stream
 * ends after `ready` or `failed`, or with a `deleted` event. A client without EventSource, or
 * refused a stream (429), polls GET /tours/:id instead.
 *
 * Streams cost the server little, whoever opens them:
 *   - a tour already ready or failed gets its final state as one event, and the stream ends;
 *   - a user holds at most MAX_STREAMS_PER_USER streams, and a tour MAX_STREAMS_PER_TOUR;
 *   - one hub per server process reads the watched tours, all of them in one query, and hands
 *     each stream its tour: streams never query the database themselves;
 *   - on PostgreSQL the hub reads a tour again when notified of its change (a trigger on tours:
 *     any process, any worker), and every SAFETY_POLL_INTERVAL_MS in any case; on PGlite when
 *     the in-process worker reports on a tour job, and every POLL_INTERVAL_MS.
 * The limits count the streams of this process: each server process of a deployment has its own.
 */
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { TourStatus } from '../../src/contract/tours';
import type { DatabaseListen } from '../db/database';
import type { Tour } from '../db/schema';
import { ApiError } from '../http/errors';
import type { ServerEnv } from '../http/server-env';
import type { JobEvent, JobEvents } from '../jobs/worker';
import { TOUR_PROCESS_JOB, toTourView } from './tours';

export const POLL_INTERVAL_MS = 2000;
/** With notifications, a read this often anyway catches up with one lost in a reconnect. */
export const SAFETY_POLL_INTERVAL_MS = 30_000;
export const MAX_STREAMS_PER_USER = 3;
export const MAX_STREAMS_PER_TOUR = 2;
/** The channel of the tours trigger (migration tour-change-notify); its payload: the tour id. */
export const TOUR_CHANGED_CHANNEL = 'tour_changed';
/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;
/** How long a client waits before reconnecting after the stream broke off. */
const RETRY_MS = 3000;
const FINAL_STATUSES: readonly TourStatus[] = ['ready', 'failed'];

export const TOO_MANY_USER_STREAMS_MESSAGE =
  `You already follow ${MAX_STREAMS_PER_USER} tours live, the most at once. ` +
  'Close another tab or window that shows a tour being processed; this one updates every few seconds instead.';
export const TOO_MANY_TOUR_STREAMS_MESSAGE =
  `This tour is already followed live in ${MAX_STREAMS_PER_TOUR} tabs or windows, the most at once. ` +
  'This one updates every few seconds instead.';

export const SHUTTING_DOWN_MESSAGE =
  'This server is restarting. The page follows the tour again in a moment.';

export interface TourStreamsOptions {
  /** The tours of these ids that still exist. */
  loadTours: (ids: readonly string[]) => Promise<Tour[]>;
  jobEvents?: JobEvents | undefined;
  /** PostgreSQL's LISTEN; without it (PGlite) the hub polls every POLL_INTERVAL_MS. */
  listen?: DatabaseListen | undefined;
  pollIntervalMs?: number;
  /** The polling interval once notifications arrive (SAFETY_POLL_INTERVAL_MS). */
  safetyPollIntervalMs?: number;
  logError?: (message: string, error: unknown) => void;
  /** When it aborts, every open stream ends and new ones are refused with 503. */
  shutdown?: AbortSignal | undefined;
  /** Told of every stream that opens and closes (the metrics' open-streams gauge). */
  streamCounter?: { opened(): void; closed(): void } | undefined;
}

/** A tour as last read, or `deleted`. */
type TourUpdate = Tour | 'deleted';
type Subscriber = (update: TourUpdate) => void;

/** The progress streams of one server process, and the one watcher they share. */
export class TourStreams {
  private readonly hub: TourWatchHub;
  private readonly streamsPerUser = new Map<string, number>();
  private readonly streamsPerTour = new Map<string, number>();
  /** The inboxes of the open streams, closed at shutdown. */
  private readonly inboxes = new Set<LatestUpdate>();

  private readonly counter: { opened(): void; closed(): void } | undefined;

  constructor(private readonly options: TourStreamsOptions) {
    this.hub = new TourWatchHub(options);
    this.counter = options.streamCounter;
    options.shutdown?.addEventListener('abort', () => {
      for (const inbox of this.inboxes) inbox.close();
    });
  }

  /** The stream of `tour` for its owner `userId`; a 429 ApiError over a limit. */
  open(c: Context<ServerEnv>, userId: string, tour: Tour): Response {
    if (this.options.shutdown?.aborted === true) throw new ApiError(503, SHUTTING_DOWN_MESSAGE);
    if (FINAL_STATUSES.includes(tour.status)) {
      return this.stream(c, async (stream) => {
        await sendTour(stream, tour);
      });
    }
    this.reserve(userId, tour.id);
    return this.stream(c, async (stream) => {
      try {
        await this.follow(stream, tour);
      } finally {
        this.release(userId, tour.id);
      }
    });
  }

  /** streamSSE, counted while it runs. */
  private stream(c: Context<ServerEnv>, run: (stream: SSEStreamingApi) => Promise<void>): Response {
    return streamSSE(c, async (stream) => {
      this.counter?.opened();
      try {
        await run(stream);
      } finally {
        this.counter?.closed();
      }
    });
  }

  private reserve(userId: string, tourId: string): void {
    if ((this.streamsPerUser.get(userId) ?? 0) >= MAX_STREAMS_PER_USER)
      throw new ApiError(429, TOO_MANY_USER_STREAMS_MESSAGE);
    if ((this.streamsPerTour.get(tourId) ?? 0) >= MAX_STREAMS_PER_TOUR)
      throw new ApiError(429, TOO_MANY_TOUR_STREAMS_MESSAGE);
    increment(this.streamsPerUser, userId, 1);
    increment(this.streamsPerTour, tourId, 1);
  }

  private release(userId: string, tourId: string): void {
    increment(this.streamsPerUser, userId, -1);
    increment(this.streamsPerTour, tourId, -1);
  }

  private async follow(stream: SSEStreamingApi, tour: Tour): Promise<void> {
    const inbox = new LatestUpdate();
    this.inboxes.add(inbox);
    const unsubscribe = this.hub.subscribe(tour.id, (update) => inbox.put(update));
    stream.onAbort(() => inbox.close());
    try {
      let lastSent = await sendTour(stream, tour);
      while (!stream.aborted) {
        const next = await inbox.next(KEEP_ALIVE_MS);
        if (next === 'closed' || stream.aborted) return;
        if (next === 'quiet') {
          await stream.write(': keep-alive\n\n');
          continue;
        }
        if (next === 'deleted') {
          await stream.writeSSE({ event: 'deleted', data: JSON.stringify({ id: tour.id }) });
          return;
        }
        lastSent = await sendTour(stream, next, lastSent);
        if (FINAL_STATUSES.includes(next.status)) return;
      }
    } finally {
      this.inboxes.delete(inbox);
      unsubscribe();
    }
  }
}

/** Sends the tour unless it is what was sent last; resolves to what was sent last now. */
async function sendTour(stream: SSEStreamingApi, tour: Tour, lastSent = ''): Promise<string> {
  const data = JSON.stringify(toTourView(tour));
  if (data !== lastSent) await stream.writeSSE({ event: 'tour', data, retry: RETRY_MS });
  return data;
}

function increment(counts: Map<string, number>, key: string, by: number): void {
  const count = (counts.get(key) ?? 0) + by;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}

/** The latest update for one stream, and a way to wait for the next one. */
class LatestUpdate {
  private pending: TourUpdate | undefined;
  private closed = false;
  private wakeUp: (() => void) | undefined;

  put(update: TourUpdate): void {
    this.pending = update;
    this.wakeUp?.();
  }

  close(): void {
    this.closed = true;
    this.wakeUp?.();
  }

  /** The update that came since the last call, or 'quiet' after `quietMs` without one. */
  async next(quietMs: number): Promise<TourUpdate | 'quiet' | 'closed'> {
    if (this.pending === undefined && !this.closed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => this.wakeUp?.(), quietMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          this.wakeUp = undefined;
          resolve();
        };
      });
    }
    if (this.closed) return 'closed';
    const update = this.pending;
    this.pending = undefined;
    return update ?? 'quiet';
  }
}

/**
 * Reads the watched tours, together, whenever something may have changed them, and hands each
 * subscriber its tour. Its timer, job listener and notifications run only while it has
 * subscribers (the LISTEN, once set up, stays).
 */
class TourWatchHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly stale = new Set<string>();
  private reading = false;
  private stopPolling: (() => void) | undefined;
  private listening: Promise<void> | undefined;
  private notified = false;
  private readonly logError: (message: string, error: unknown) => void;

  constructor(private readonly options: TourStreamsOptions) {
    this.logError = options.logError ?? ((message, error) => console.error(message, error));
  }

  subscribe(tourId: string, subscriber: Subscriber): () => void {
    if (this.subscribers.size === 0) this.start();
    const forTour = this.subscribers.get(tourId) ?? new Set<Subscriber>();
    forTour.add(subscriber);
    this.subscribers.set(tourId, forTour);
    return () => {
      forTour.delete(subscriber);
      if (forTour.size === 0) this.subscribers.delete(tourId);
      if (this.subscribers.size === 0) this.stop();
    };
  }

  /** Where notifications arrive they tell of the tour rows themselves, so job events are left. */
  private readonly onJobEvent = (event: JobEvent) => {
    if (event.kind === TOUR_PROCESS_JOB && !this.notified) this.readAgain();
  };

  private start(): void {
    this.options.jobEvents?.on('job', this.onJobEvent);
    this.listening ??= this.listen();
    this.schedulePolling();
  }

  private stop(): void {
    this.options.jobEvents?.off('job', this.onJobEvent);
    this.stopPolling?.();
    this.stopPolling = undefined;
  }

  private schedulePolling(): void {
    this.stopPolling?.();
    const interval = this.notified
      ? (this.options.safetyPollIntervalMs ?? SAFETY_POLL_INTERVAL_MS)
      : (this.options.pollIntervalMs ?? POLL_INTERVAL_MS);
    const timer = setInterval(() => this.readAgain(), interval);
    timer.unref();
    this.stopPolling = () => clearInterval(timer);
  }

  private async listen(): Promise<void> {
    const { listen } = this.options;
    if (listen === undefined) return;
    try {
      await listen(TOUR_CHANGED_CHANNEL, (tourId) => this.readAgain([tourId]));
      this.notified = true;
      if (this.stopPolling !== undefined) this.schedulePolling();
    } catch (error) {
      this.logError('Tour streams could not listen for changes; polling instead:', error);
    }
  }

  /** Marks tours (all watched ones by default) to be read again, and reads them. */
  private readAgain(tourIds?: readonly string[]): void {
    for (const id of tourIds ?? this.subscribers.keys()) {
      if (this.subscribers.has(id)) this.stale.add(id);
    }
    void this.readStale();
  }

  /** One read at a time; what goes stale meanwhile is read right after. */
  private async readStale(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      while (this.stale.size > 0) {
        const ids = [...this.stale];
        this.stale.clear();
        const found = new Map((await this.options.loadTours(ids)).map((tour) => [tour.id, tour]));
        for (const id of ids) this.deliver(id, found.get(id) ?? 'deleted');
      }
    } catch (error) {
      this.logError('Tour streams could not read the watched tours:', error);
    } finally {
      this.reading = false;
    }
  }

  private deliver(tourId: string, update: TourUpdate): void {
    for (const subscriber of this.subscribers.get(tourId) ?? []) subscriber(update);
  }
}
