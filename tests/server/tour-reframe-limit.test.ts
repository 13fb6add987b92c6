/**
 * Processing again is limited (issue 38 point 6, decision 0062): a tour is turned or rescaled at
 * most REFRAME_LIMIT times in 24 hours, counted in its history, then a 429 that says so and when
 * to come back. On the in-process app with the test clock; no worker runs, so each reprocess
 * stays queued until the test marks the tour ready again, as processing would.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFRAME_LIMIT,
  REFRAME_LIMIT_MESSAGE,
  REFRAME_WINDOW_MS,
  type TourModel,
  type TourView,
} from '../../src/contract/tours';
import { grantCredits } from '../../server/credits/ledger';
import { jobs, tourHistory, tours } from '../../server/db/schema';
import { body, expectError, signIn, signedInUser, type TestApi } from './auth-helpers';
import type { TestClient } from './support/test-api';
import { startApiWithTourFiles, type ApiWithTourFiles } from './support/tour-files-api';

let started: ApiWithTourFiles;
let api: TestApi;

beforeAll(async () => {
  started = await startApiWithTourFiles('reframe-limit');
  api = started.api;
  // A fresh database and its migrations: slow on a loaded 2-core machine.
}, 60_000);

afterAll(async () => {
  await started?.close();
});

const OBJ_IN_CENTIMETRES: TourModel = { format: 'obj', unit: 'cm', correction: null };
const turned = (x: number) => ({ turns: { x, y: 0, z: 0 }, unit: 'mm' });

/** A tour whose source is stored, as processing leaves it: ready, its model an OBJ. */
async function readyTour() {
  const owner = await signedInUser(api);
  await grantCredits(api.db, { userId: owner.account.profile.id, amount: 1, reason: 'Test' });
  const created = await owner.client.post('/api/v1/tours', { title: 'Loft', sourceKind: 'cad' });
  const tour = await body<TourView>(created);
  const uploaded = await owner.client.request('PUT', `/api/v1/tours/${tour.id}/source`, {
    body: new TextEncoder().encode('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'),
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(202);
  await processedAgain(tour.id);
  return { owner, tourId: tour.id };
}

/** What processing does when it is done: the tour is ready again, and its job finished. */
async function processedAgain(tourId: string) {
  await api.db
    .update(tours)
    .set({ status: 'ready', progress: 1, model: OBJ_IN_CENTIMETRES })
    .where(eq(tours.id, tourId));
  await api.db.update(jobs).set({ status: 'succeeded' }).where(eq(jobs.status, 'queued'));
}

const reframe = (client: TestClient, tourId: string, correction: unknown) =>
  client.post(`/api/v1/tours/${tourId}/frame`, correction);

describe('the limit on processing a tour again', { timeout: 60_000 }, () => {
  it(`takes ${REFRAME_LIMIT} reprocesses in 24 hours, then answers 429 until the first leaves the window`, async () => {
    const { owner, tourId } = await readyTour();
    for (let i = 1; i <= REFRAME_LIMIT; i++) {
      const response = await reframe(owner.client, tourId, turned(i));
      expect(response.status, await response.clone().text()).toBe(202);
      await processedAgain(tourId);
      api.clock.advance(60 * 60 * 1000);
      // An access token does not outlive the hour skipped.
      await signIn(owner.client, owner.account.email);
    }
    const history = await api.db.select().from(tourHistory).where(eq(tourHistory.tourId, tourId));
    expect(history.map((entry) => entry.event)).toEqual(Array(REFRAME_LIMIT).fill('reprocess'));

    // The first was 3 hours ago: the fourth may come 21 hours from now, and not before.
    const refused = await reframe(owner.client, tourId, turned(0));
    const error = await expectError(refused, 429, REFRAME_LIMIT_MESSAGE);
    const waitSeconds = REFRAME_WINDOW_MS / 1000 - REFRAME_LIMIT * 60 * 60;
    expect(error.data?.retryAfter).toBe(waitSeconds);
    expect(refused.headers.get('retry-after')).toBe(String(waitSeconds));
    // Nothing was queued, nothing recorded: the tour is as it was.
    const [row] = await api.db.select().from(tours).where(eq(tours.id, tourId));
    expect(row?.status).toBe('ready');
    expect(await api.db.select().from(jobs).where(eq(jobs.status, 'queued'))).toEqual([]);
    expect(
      await api.db.select().from(tourHistory).where(eq(tourHistory.tourId, tourId)),
    ).toHaveLength(REFRAME_LIMIT);

    // Confirming the frame it was processed in processes nothing: never limited.
    const confirmed = await reframe(owner.client, tourId, {
      turns: { x: 0, y: 0, z: 0 },
      unit: 'cm',
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);

    api.clock.advance((waitSeconds - 1) * 1000);
    await signIn(owner.client, owner.account.email);
    await expectError(await reframe(owner.client, tourId, turned(0)), 429, REFRAME_LIMIT_MESSAGE);
    api.clock.advance(1000);
    expect((await reframe(owner.client, tourId, turned(0))).status).toBe(202);
  });

  it("counts each tour's own history", async () => {
    const { owner, tourId } = await readyTour();
    // Another tour of the same owner has used its reprocesses: this one has all of its own.
    const other = await readyTour();
    for (let i = 1; i <= REFRAME_LIMIT; i++) {
      expect((await reframe(other.owner.client, other.tourId, turned(i))).status).toBe(202);
      await processedAgain(other.tourId);
    }
    await expectError(
      await reframe(other.owner.client, other.tourId, turned(0)),
      429,
      REFRAME_LIMIT_MESSAGE,
    );
    expect((await reframe(owner.client, tourId, turned(1))).status).toBe(202);
  });
});
