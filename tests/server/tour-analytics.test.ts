/**
 * Owner analytics (issue 22 point 7, decision 0040) on the real app and database: visit events of
 * the public viewer (valid ones, hostile ones refused with a 400, unpublished tours refused, no
 * address stored), what the owner reads back per tour and for the dashboard, and nobody else.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESTINATION_NOT_FOUND_MESSAGE,
  MAX_VISIT_SECONDS,
  ROOM_NOT_FOUND_MESSAGE,
  VISIT_EXISTS_MESSAGE,
  VISIT_NOT_FOUND_MESSAGE,
  type AnalyticsSummary,
  type TourAnalytics,
} from '../../src/contract/analytics';
import { TOUR_NOT_FOUND_MESSAGE, TOUR_UNPUBLISHED_MESSAGE } from '../../src/contract/tours';
import type { TourView } from '../../src/contract/tours';
import { grantCredits } from '../../server/credits/ledger';
import { rateLimitHits, tourVisitVisitors, tourVisits, tours } from '../../server/db/schema';
import {
  body,
  expectError,
  signIn,
  signedInUser,
  uniqueAddress,
  type TestApi,
} from './auth-helpers';
import type { ServerEnv } from '../../server/http/server-env';
import type { TestClient } from './support/test-api';
import { startApiWithTourFiles, type ApiWithTourFiles } from './support/tour-files-api';

let api: TestApi;
let tourFiles: ApiWithTourFiles | undefined;

beforeAll(async () => {
  tourFiles = await startApiWithTourFiles('analytics');
  api = tourFiles.api;
});

afterAll(() => tourFiles?.close());

const DESTINATIONS = [
  { id: 'kitchen', name: 'Kitchen', position: { x: 1, y: 0, z: 1 } },
  { id: 'garden', name: 'Garden', position: { x: 6, y: 0, z: 1 } },
];

/** A signed-in owner with a ready tour (two destinations), published unless told otherwise. */
async function ownerWithTour(options: { publish?: boolean } = {}) {
  const owner = await signedInUser(api);
  await grantCredits(api.db, { userId: owner.account.profile.id, amount: 1, reason: 'Test' });
  const created = await owner.client.post('/api/v1/tours', {
    title: 'Canal house',
    sourceKind: 'cad',
  });
  expect(created.status).toBe(201);
  const tour = await body<TourView>(created);
  await api.db
    .update(tours)
    .set({
      status: 'ready',
      progress: 1,
      assets: { 'model.glb': { bytes: 16 } },
      destinations: DESTINATIONS,
    })
    .where(eq(tours.id, tour.id));
  const published = await owner.client.post(`/api/v1/tours/${tour.id}/publish`);
  expect(published.status).toBe(200);
  const { slug } = await body<TourView>(published);
  if (options.publish === false) await owner.client.post(`/api/v1/tours/${tour.id}/unpublish`);
  return {
    owner: owner.client,
    ownerEmail: owner.account.email,
    tourId: tour.id,
    slug: slug ?? '',
  };
}

/** A visitor's page load: its address and browser, and events sent as the viewer sends them. */
function visitor(slug: string, address = uniqueAddress(), userAgent = 'Browser/1') {
  const client = api.client();
  const send = (json: unknown, headers: Record<string, string> = {}) =>
    client.request('POST', `/api/v1/public/tours/${slug}/visits`, {
      json,
      remoteAddress: address,
      withoutCsrf: true,
      headers: { 'User-Agent': userAgent, ...headers },
    });
  return { client, send, address };
}

async function analyticsOf(owner: TestClient, tourId: string, days = 30) {
  const response = await owner.get(`/api/v1/tours/${tourId}/analytics?days=${days}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return body<TourAnalytics>(response);
}

describe('recording visits', () => {
  it('records a visit, its rooms, destinations, AR opens and time, without a CSRF token', async () => {
    const { owner, tourId, slug } = await ownerWithTour();
    const page = visitor(slug, '198.51.100.23', 'Visitor-Browser/7');
    const visitId = randomUUID();
    for (const event of [
      { visitId, type: 'visit', source: 'embed' },
      { visitId, type: 'room', name: 'Kitchen' },
      { visitId, type: 'room', name: 'Kitchen' },
      { visitId, type: 'destination', id: 'garden' },
      { visitId, type: 'ar' },
      { visitId, type: 'ar' },
    ]) {
      const response = await page.send(event);
      expect(response.status, await response.clone().text()).toBe(202);
    }
    api.clock.advance(95_000);
    expect((await page.send({ visitId, type: 'time', seconds: 95 })).status).toBe(202);
    // A late, smaller report of the same visit changes nothing.
    expect((await page.send({ visitId, type: 'time', seconds: 40 })).status).toBe(202);

    const [row] = await api.db.select().from(tourVisits).where(eq(tourVisits.id, visitId));
    expect(row).toMatchObject({
      tourId,
      source: 'embed',
      uniqueOfDay: true,
      seconds: 95,
      arOpens: 2,
      rooms: ['Kitchen'],
      destinations: ['Garden'],
    });

    // Nothing of the visitor's address or browser is stored, in any column of either table.
    const visitColumns = Object.keys(row ?? {}).sort();
    expect(visitColumns).toEqual(
      [
        'arOpens',
        'day',
        'destinations',
        'id',
        'rooms',
        'seconds',
        'source',
        'startedAt',
        'tourId',
        'uniqueOfDay',
      ].sort(),
    );
    const hashes = await api.db
      .select()
      .from(tourVisitVisitors)
      .where(eq(tourVisitVisitors.tourId, tourId));
    expect(hashes).toHaveLength(1);
    const hits = await api.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, 'tour-visits'));
    expect(hits.length).toBeGreaterThan(0);
    expect(JSON.stringify({ row, hashes, hits })).not.toMatch(/198\.51\.100|Visitor-Browser/);

    const analytics = await analyticsOf(owner, tourId);
    expect(analytics).toMatchObject({
      days: 30,
      visits: 1,
      visitors: 1,
      medianSeconds: 95,
      averageSeconds: 95,
      arOpens: 2,
      sources: { direct: 0, embed: 1 },
      rooms: [{ name: 'Kitchen', visits: 1 }],
      destinations: [{ name: 'Garden', visits: 1 }],
    });
  });

  it("measures the time on the page by the server's clock, capped", async () => {
    const { tourId, slug } = await ownerWithTour();
    const page = visitor(slug);
    const timeOf = async (visitId: string) =>
      (await api.db.select().from(tourVisits).where(eq(tourVisits.id, visitId)))[0]?.seconds;

    // A visit that claims a minute (or four hours) at once gets the time that really passed.
    const instant = randomUUID();
    await page.send({ visitId: instant, type: 'visit', source: 'direct' });
    expect((await page.send({ visitId: instant, type: 'time', seconds: 60 })).status).toBe(202);
    expect(await timeOf(instant)).toBe(0);
    api.clock.advance(10_000);
    await page.send({ visitId: instant, type: 'time', seconds: MAX_VISIT_SECONDS });
    expect(await timeOf(instant)).toBe(10);

    // The page's own figure (seconds visible) may only lower the server's measure.
    const hidden = randomUUID();
    await page.send({ visitId: hidden, type: 'visit', source: 'embed' });
    api.clock.advance(60 * 60 * 1000);
    await page.send({ visitId: hidden, type: 'time', seconds: 45 });
    expect(await timeOf(hidden)).toBe(45);

    // A page left open all day counts for MAX_VISIT_SECONDS at most.
    const allDay = randomUUID();
    await page.send({ visitId: allDay, type: 'visit', source: 'direct' });
    api.clock.advance(10 * 60 * 60 * 1000);
    await page.send({ visitId: allDay, type: 'time', seconds: 10 * 60 * 60 });
    expect(await timeOf(allDay)).toBe(MAX_VISIT_SECONDS);

    const [row] = await api.db.select().from(tourVisits).where(eq(tourVisits.id, instant));
    expect(row?.tourId).toBe(tourId);
  });

  it('answers bad input with a clear 400 (or 413, 415) and stores nothing', async () => {
    const { tourId, slug } = await ownerWithTour();
    const page = visitor(slug);
    const visitId = randomUUID();
    const refusals: [unknown, RegExp | string][] = [
      [{}, /type must be one of/],
      [{ visitId, type: 'visit' }, /exactly visitId, type \('visit'\) and source/],
      [{ visitId, type: 'visit', source: 'email' }, "source must be 'direct' or 'embed'"],
      [{ visitId: 'not-a-uuid', type: 'visit', source: 'direct' }, /visitId must be a UUID/],
      [
        { visitId, type: 'visit', source: 'direct', ip: '1.2.3.4' },
        /exactly visitId, type \('visit'\) and source/,
      ],
      [{ visitId, type: 'time', seconds: -1 }, 'seconds must not be negative'],
      [{ visitId, type: 'time', seconds: 1.5 }, 'seconds must be a whole number'],
      [{ visitId, type: 'time', seconds: '12' }, 'seconds must be a number'],
      [[1, 2, 3], /type must be one of|must be an object|Invalid/],
      [null, /type must be one of|Invalid/],
      // Events of a visit that never started.
      [{ visitId, type: 'ar' }, VISIT_NOT_FOUND_MESSAGE],
      [{ visitId, type: 'time', seconds: 3 }, VISIT_NOT_FOUND_MESSAGE],
    ];
    for (const [json, message] of refusals) {
      await expectError(await page.send(json), 400, message);
    }
    await expectError(
      await api.client().request('POST', `/api/v1/public/tours/${slug}/visits`, {
        body: '{"visitId": ',
        withoutCsrf: true,
      }),
      400,
      'The request body is not valid JSON',
    );
    await expectError(
      await api.client().request('POST', `/api/v1/public/tours/${slug}/visits`, {
        body: JSON.stringify({ visitId, type: 'visit', source: 'direct', pad: 'x'.repeat(2000) }),
        withoutCsrf: true,
      }),
      413,
      /at most 1 KiB/,
    );
    await expectError(
      await api.client().request('POST', `/api/v1/public/tours/${slug}/visits`, {
        body: JSON.stringify({ visitId, type: 'visit', source: 'direct' }),
        headers: { 'Content-Type': 'text/plain' },
        withoutCsrf: true,
      }),
      415,
    );

    // Rooms and destinations must be the tour's own; a visit starts once; visits stay with their tour.
    await page.send({ visitId, type: 'visit', source: 'direct' });
    await expectError(
      await page.send({ visitId, type: 'room', name: 'Ballroom' }),
      400,
      ROOM_NOT_FOUND_MESSAGE,
    );
    await expectError(
      await page.send({ visitId, type: 'destination', id: 'attic' }),
      400,
      DESTINATION_NOT_FOUND_MESSAGE,
    );
    await expectError(
      await page.send({ visitId, type: 'visit', source: 'embed' }),
      400,
      VISIT_EXISTS_MESSAGE,
    );
    const other = await ownerWithTour();
    await expectError(
      await visitor(other.slug).send({ visitId, type: 'ar' }),
      400,
      VISIT_NOT_FOUND_MESSAGE,
    );

    const rows = await api.db.select().from(tourVisits).where(eq(tourVisits.tourId, tourId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'direct', arOpens: 0, rooms: [], destinations: [] });
  });

  it('takes no events for an unpublished tour or an unknown link', async () => {
    const { tourId, slug } = await ownerWithTour({ publish: false });
    const visitId = randomUUID();
    const refused = await expectError(
      await visitor(slug).send({ visitId, type: 'visit', source: 'direct' }),
      404,
      TOUR_UNPUBLISHED_MESSAGE,
    );
    expect(refused.data).toMatchObject({ reason: 'unpublished' });
    await expectError(
      await visitor('no-such-tour').send({ visitId, type: 'visit', source: 'direct' }),
      404,
      TOUR_NOT_FOUND_MESSAGE,
    );
    expect(await api.db.select().from(tourVisits).where(eq(tourVisits.tourId, tourId))).toEqual([]);
  });

  it('limits the events one address may send', async () => {
    const { slug } = await ownerWithTour();
    const address = uniqueAddress();
    const { VISIT_EVENT_RATE_LIMIT } = await import('../../server/tours/visits');
    const { publicVisitRoutes } = await import('../../server/tours/visits');
    expect(VISIT_EVENT_RATE_LIMIT.limit).toBeGreaterThan(100);
    // A tiny limit on a second mount of the same routes: the third event is refused with a 429.
    const { Hono } = await import('hono');
    const { handleError } = await import('../../server/http/errors');
    const app = new Hono<ServerEnv>();
    app.onError(handleError);
    app.route('/', publicVisitRoutes(api.deps, { limit: 2, windowMs: 60_000 }));
    const send = () =>
      app.request(
        `/${slug}/visits`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ visitId: randomUUID(), type: 'visit', source: 'direct' }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    expect((await send()).status).toBe(202);
    expect((await send()).status).toBe(202);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('what the owner reads', () => {
  it('adds visits up per day, counts each visitor once a day, and tells embed from direct', async () => {
    const { owner, tourId, slug, ownerEmail } = await ownerWithTour();
    const start = async (page: ReturnType<typeof visitor>, source: 'direct' | 'embed') => {
      const visitId = randomUUID();
      expect((await page.send({ visitId, type: 'visit', source })).status).toBe(202);
      return visitId;
    };
    const alice = visitor(slug, '192.0.2.1', 'A/1');
    const bob = visitor(slug, '192.0.2.2', 'B/1');
    // Day one: Alice twice (one visitor, two visits; the second with another User-Agent, which
    // makes no new visitor: decision 0062), Bob once from an embed.
    const first = await start(alice, 'direct');
    await alice.send({ visitId: first, type: 'time', seconds: 0 });
    await start(visitor(slug, '192.0.2.1', 'Rotated/2'), 'direct');
    const bobs = await start(bob, 'embed');
    api.clock.advance(30_000);
    await bob.send({ visitId: bobs, type: 'time', seconds: 30 });
    await bob.send({ visitId: bobs, type: 'destination', id: 'kitchen' });
    // Day two: Alice again, a new visitor of that day.
    api.clock.advance(24 * 60 * 60 * 1000);
    const later = await start(alice, 'direct');
    api.clock.advance(60_000);
    await alice.send({ visitId: later, type: 'time', seconds: 60 });

    // The owner signs in again: an access token does not outlive the day skipped.
    await signIn(owner, ownerEmail);
    const analytics = await analyticsOf(owner, tourId, 7);
    expect(analytics.daily).toHaveLength(7);
    const today = api.clock.now().toISOString().slice(0, 10);
    expect(analytics.daily.at(-1)).toEqual({ day: today, visits: 1, visitors: 1 });
    expect(analytics.daily.at(-2)).toMatchObject({ visits: 3, visitors: 2 });
    expect(analytics.daily.slice(0, 5).every((day) => day.visits === 0)).toBe(true);
    expect(analytics).toMatchObject({
      visits: 4,
      visitors: 3,
      medianSeconds: 30,
      averageSeconds: 30,
      arOpens: 0,
      sources: { direct: 3, embed: 1 },
      rooms: [],
      destinations: [{ name: 'Kitchen', visits: 1 }],
    });
    // Only today: yesterday's visits fall out of a one-day period.
    expect(await analyticsOf(owner, tourId, 1)).toMatchObject({ visits: 1, visitors: 1 });

    const summary = await body<AnalyticsSummary>(
      await owner.get('/api/v1/tours/analytics?days=30'),
    );
    expect(summary).toEqual({
      days: 30,
      visits: 4,
      visitors: 3,
      tours: [{ id: tourId, title: 'Canal house', visits: 4, visitors: 3 }],
    });
  });

  it('answers an empty period with zeros, and refuses a bad period', async () => {
    const { owner, tourId } = await ownerWithTour();
    expect(await analyticsOf(owner, tourId, 90)).toMatchObject({
      days: 90,
      visits: 0,
      visitors: 0,
      medianSeconds: null,
      averageSeconds: null,
      rooms: [],
      destinations: [],
    });
    expect((await analyticsOf(owner, tourId, 90)).daily).toHaveLength(90);
    for (const days of ['0', '366', 'abc', '-3', '1e3']) {
      await expectError(
        await owner.get(`/api/v1/tours/${tourId}/analytics?days=${days}`),
        400,
        /days must be a whole number from 1 to 365/,
      );
    }
    const summary = await body<AnalyticsSummary>(await owner.get('/api/v1/tours/analytics'));
    expect(summary).toEqual({ days: 30, visits: 0, visitors: 0, tours: [] });
  });

  it("keeps an owner's analytics from everyone else", async () => {
    const { tourId, slug } = await ownerWithTour();
    await visitor(slug).send({ visitId: randomUUID(), type: 'visit', source: 'direct' });
    const stranger = await signedInUser(api);
    await expectError(
      await stranger.client.get(`/api/v1/tours/${tourId}/analytics`),
      404,
      TOUR_NOT_FOUND_MESSAGE,
    );
    const theirs = await body<AnalyticsSummary>(
      await stranger.client.get('/api/v1/tours/analytics'),
    );
    expect(theirs.tours).toEqual([]);
    expect((await api.client().get(`/api/v1/tours/${tourId}/analytics`)).status).toBe(401);
  });

  it('deletes visits with their tour', async () => {
    const { owner, tourId, slug } = await ownerWithTour();
    await visitor(slug).send({ visitId: randomUUID(), type: 'visit', source: 'direct' });
    expect((await owner.delete(`/api/v1/tours/${tourId}`)).status).toBe(200);
    expect(await api.db.select().from(tourVisits).where(eq(tourVisits.tourId, tourId))).toEqual([]);
  });
});
