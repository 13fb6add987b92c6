/**
 * Progress streams (GET /tours/:id/events) cannot be turned against the server (issue 19, F4):
 * a few per user and per tour (429 beyond), none held open for a tour with nothing left to
 * report, one shared read of the database per change whatever the number of streams, and on
 * PostgreSQL a change made by any process reaches the streams through LISTEN/NOTIFY.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourView } from '../../src/contract/tours';
import { creditLedger, tours, type Tour } from '../../server/db/schema';
import type { ServerEnv } from '../../server/http/server-env';
import { createJobEvents } from '../../server/jobs/worker';
import {
  MAX_STREAMS_PER_TOUR,
  MAX_STREAMS_PER_USER,
  SHUTTING_DOWN_MESSAGE,
  TOO_MANY_TOUR_STREAMS_MESSAGE,
  TOO_MANY_USER_STREAMS_MESSAGE,
  TourStreams,
} from '../../server/tours/tour-events';
import { TOUR_PROCESS_JOB, findTours, recordProcessingProgress } from '../../server/tours/tours';
import { body, signedInUser, type TestApi } from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';
import { testDatabaseUrl } from './support/test-database';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

/** Generous for a busy machine: each wait ends as soon as its event arrives. */
const EVENT_WITHIN_MS = 60_000;
const AN_HOUR_MS = 60 * 60_000;

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ jobEvents: createJobEvents() });
});

afterAll(async () => {
  await api?.close();
});

/** A signed-in user with `count` draft tours (on the file's API unless another is given). */
async function userWithTours(count: number, on: TestApi = api) {
  const { client, account } = await signedInUser(on);
  const userId = account.profile.id;
  await on.db.insert(creditLedger).values({ userId, amount: count, kind: 'grant', reason: 'Test' });
  const created: TourView[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await client.post('/api/v1/tours', {
      title: `Tour ${index}`,
      sourceKind: 'scan',
    });
    expect(response.status).toBe(201);
    created.push(await body<TourView>(response));
  }
  return { client, userId, tours: created };
}

interface SseEvent {
  event: string;
  data: string;
}

/** Reads Server-Sent Events one at a time as they arrive. */
class EventReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffered = '';

  constructor(response: Response) {
    if (response.body === null) throw new Error('The stream has no body');
    this.reader = response.body.getReader();
  }

  /** The next event with data, or undefined when the stream ended. */
  async next(): Promise<SseEvent | undefined> {
    const deadline = Date.now() + EVENT_WITHIN_MS;
    for (;;) {
      const block = this.takeBlock();
      if (block !== undefined) {
        const event = parseBlock(block);
        if (event !== undefined) return event;
        continue;
      }
      if (Date.now() > deadline) throw new Error('No event arrived');
      const { done, value } = await this.reader.read();
      if (done) return undefined;
      this.buffered += this.decoder.decode(value, { stream: true });
    }
  }

  /** The next tour event's view. */
  async nextTour(): Promise<TourView> {
    const event = await this.next();
    expect(event?.event).toBe('tour');
    return JSON.parse(event?.data ?? '{}') as TourView;
  }

  close(): Promise<void> {
    return this.reader.cancel();
  }

  private takeBlock(): string | undefined {
    const end = this.buffered.indexOf('\n\n');
    if (end < 0) return undefined;
    const block = this.buffered.slice(0, end);
    this.buffered = this.buffered.slice(end + 2);
    return block;
  }
}

function parseBlock(block: string): SseEvent | undefined {
  const field = (name: string) =>
    block
      .split('\n')
      .filter((line) => line.startsWith(`${name}:`))
      .map((line) => line.slice(name.length + 1).trim())
      .join('\n');
  const data = field('data');
  return data === '' ? undefined : { event: field('event'), data };
}

const openStream = (client: TestClient, tourId: string) =>
  client.get(`/api/v1/tours/${tourId}/events`);

/** Retries `attempt` until it gives true, for effects that follow a client going away. */
async function eventually(attempt: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + EVENT_WITHIN_MS;
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('progress streams through the API', () => {
  it('answers a tour that is already ready or failed with its final state and ends', async () => {
    const {
      client,
      tours: [ready, failed],
    } = await userWithTours(2);
    await api.db.update(tours).set({ status: 'ready', progress: 1 }).where(eq(tours.id, ready!.id));
    await api.db
      .update(tours)
      .set({ status: 'failed', error: 'The file is empty' })
      .where(eq(tours.id, failed!.id));

    for (const [tour, status] of [
      [ready, 'ready'],
      [failed, 'failed'],
    ] as const) {
      const stream = new EventReader(await openStream(client, tour!.id));
      expect((await stream.nextTour()).status).toBe(status);
      expect(await stream.next()).toBeUndefined();
    }
    // Finished tours hold no stream: a user may ask for as many as they like.
    for (let index = 0; index <= MAX_STREAMS_PER_USER; index += 1)
      expect((await openStream(client, ready!.id)).status).toBe(200);
  });

  it(`refuses a user's stream beyond ${MAX_STREAMS_PER_USER} with 429, until one closes`, async () => {
    const { client, tours: drafts } = await userWithTours(MAX_STREAMS_PER_USER + 1);
    const open: EventReader[] = [];
    for (const tour of drafts.slice(0, MAX_STREAMS_PER_USER)) {
      const response = await openStream(client, tour.id);
      expect(response.status).toBe(200);
      open.push(new EventReader(response));
      expect((await open.at(-1)!.nextTour()).status).toBe('draft');
    }
    const refused = await openStream(client, drafts.at(-1)!.id);
    expect(refused.status).toBe(429);
    expect((await body<{ message: string }>(refused)).message).toBe(TOO_MANY_USER_STREAMS_MESSAGE);
    // The app still follows the tour: by GET /tours/:id, which stays open to it.
    expect((await client.get(`/api/v1/tours/${drafts.at(-1)!.id}`)).status).toBe(200);

    await open[0]!.close();
    await eventually(async () => {
      const response = await openStream(client, drafts.at(-1)!.id);
      if (response.status === 200) await response.body?.cancel();
      return response.status === 200;
    }, 'a closed stream to free its place');
    await Promise.all(open.slice(1).map((stream) => stream.close()));
  });

  it(`refuses a stream of one tour beyond ${MAX_STREAMS_PER_TOUR} with 429`, async () => {
    const {
      client,
      tours: [tour],
    } = await userWithTours(1);
    const open: EventReader[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_TOUR; index += 1) {
      const response = await openStream(client, tour!.id);
      expect(response.status).toBe(200);
      open.push(new EventReader(response));
    }
    const refused = await openStream(client, tour!.id);
    expect(refused.status).toBe(429);
    expect((await body<{ message: string }>(refused)).message).toBe(TOO_MANY_TOUR_STREAMS_MESSAGE);
    await Promise.all(open.map((stream) => stream.close()));
  });
});

describe('a server shutting down', () => {
  it('ends the open streams, so that clients reconnect to another process, and opens none', async () => {
    const shutdown = new AbortController();
    const stopping = await createTestApi({
      jobEvents: createJobEvents(),
      shutdown: shutdown.signal,
    });
    try {
      const { client, tours: drafts } = await userWithTours(1, stopping);
      const stream = new EventReader(await openStream(client, drafts[0]!.id));
      expect((await stream.nextTour()).status).toBe('draft');

      shutdown.abort();
      expect(await stream.next()).toBeUndefined();
      const refused = await openStream(client, drafts[0]!.id);
      expect(refused.status).toBe(503);
      expect((await body<{ message: string }>(refused)).message).toBe(SHUTTING_DOWN_MESSAGE);
    } finally {
      await stopping.close();
    }
  });
});

/** A TourStreams of its own behind a bare route, counting its reads of the database. */
function streamsUnderTest(options: { listen?: boolean } = {}) {
  const jobEvents = createJobEvents();
  const reads: string[][] = [];
  const streams = new TourStreams({
    loadTours: (ids) => {
      reads.push([...ids]);
      return findTours(api.db, ids);
    },
    jobEvents,
    ...(options.listen === true && { listen: api.deps.listen }),
    // Only the events under test make it read: no timer does within a test.
    pollIntervalMs: AN_HOUR_MS,
    safetyPollIntervalMs: AN_HOUR_MS,
  });
  const app = new Hono<ServerEnv>();
  const byId = new Map<string, Tour>();
  app.get('/:id', (c) => {
    const tour = byId.get(c.req.param('id'));
    if (tour === undefined) return c.notFound();
    return streams.open(c, tour.ownerId, tour);
  });
  const open = async (tour: Tour) => {
    byId.set(tour.id, tour);
    const stream = new EventReader(await app.request(`/${tour.id}`));
    expect((await stream.nextTour()).status).toBe(tour.status);
    return stream;
  };
  const wakeByJob = () =>
    jobEvents.emit('job', {
      jobId: 'job',
      kind: TOUR_PROCESS_JOB,
      type: 'progress',
      stage: 'read',
      progress: 0.1,
    });
  return { open, reads, wakeByJob };
}

async function tourRow(id: string): Promise<Tour> {
  const [tour] = await findTours(api.db, [id]);
  if (tour === undefined) throw new Error(`No tour ${id}`);
  return tour;
}

describe('one watcher per tour', () => {
  it('reads the database once per change for all the streams of all the tours watched', async () => {
    const {
      tours: [first, second],
    } = await userWithTours(2);
    const under = streamsUnderTest();
    const streams = [
      await under.open(await tourRow(first!.id)),
      await under.open(await tourRow(first!.id)),
      await under.open(await tourRow(second!.id)),
    ];
    await api.db.update(tours).set({ status: 'processing' }).where(eq(tours.id, first!.id));
    await recordProcessingProgress(api.db, first!.id, { stage: 'read', progress: 0.2 }, new Date());
    under.wakeByJob();

    for (const stream of streams.slice(0, 2))
      expect(await stream.nextTour()).toMatchObject({ status: 'processing', stage: 'read' });
    expect(under.reads).toEqual([[first!.id, second!.id]]);
    // The stream of the unchanged tour got nothing: it shows its tour only when it changes.
    await api.db.delete(tours).where(eq(tours.id, second!.id));
    under.wakeByJob();
    expect(await streams[2]!.next()).toEqual({
      event: 'deleted',
      data: JSON.stringify({ id: second!.id }),
    });
    expect(await streams[2]!.next()).toBeUndefined();
    await Promise.all(streams.slice(0, 2).map((stream) => stream.close()));
  });

  it.skipIf(testDatabaseUrl() === undefined)(
    'wakes on a change made by any process (PostgreSQL LISTEN/NOTIFY), with no job event and no poll',
    async () => {
      const {
        tours: [tour],
      } = await userWithTours(1);
      const under = streamsUnderTest({ listen: true });
      const stream = await under.open(await tourRow(tour!.id));
      // As a worker in another process would: only the row changes.
      await api.db
        .update(tours)
        .set({ status: 'processing', stage: 'simplify', progress: 0.4 })
        .where(eq(tours.id, tour!.id));
      expect(await stream.nextTour()).toMatchObject({ status: 'processing', stage: 'simplify' });
      await api.db
        .update(tours)
        .set({ status: 'ready', progress: 1 })
        .where(eq(tours.id, tour!.id));
      expect((await stream.nextTour()).status).toBe('ready');
      expect(await stream.next()).toBeUndefined();
    },
  );
});
