/**
 * Every new account gets its own copy of the demo tour (issue 22 point 4, decision 0038): through
 * the real sign-up, the real queue and worker, on PGlite and the disk storage.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { DEMO_TOUR_SLUG } from '../../src/contract/demo-tour';
import type { TourListResponse, TourView } from '../../src/contract/tours';
import { systemClock } from '../../server/clock';
import { creditLedger, tours } from '../../server/db/schema';
import { JobFailure } from '../../server/jobs/job-handler';
import { startWorker } from '../../server/jobs/start-worker';
import type { Worker } from '../../server/jobs/worker';
import { tourFilesConfig, type TourFilesConfig } from '../../server/tours/config';
import { seedDemoTour } from '../../server/tours/demo-tour';
import {
  DEMO_NOT_READY_MESSAGE,
  TOUR_SAMPLE_JOB,
  sampleTourHandler,
} from '../../server/tours/sample-tour';
import { body, newClient, register, signIn, type TestApi } from './auth-helpers';
import { createTestApi } from './support/test-api';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const SIGNUP_CREDITS = 2;
let api: TestApi;
let dataDir: string;
let tourFiles: TourFilesConfig;
let worker: Worker;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-sample-'));
  tourFiles = tourFilesConfig(dataDir, 1024 * 1024);
  api = await createTestApi({ clock: systemClock, tourFiles, signupCredits: SIGNUP_CREDITS });
  worker = startWorker({ db: api.db, storage: tourFiles.storage, pollIntervalMs: 100 });
  expect(await seedDemoTour(api.db, tourFiles.storage)).toBe(true);
  // The demo is processed by the real pipeline before anyone signs up.
  await vi.waitFor(
    async () => {
      const response = await api.client().get(`/api/v1/public/tours/${DEMO_TOUR_SLUG}`);
      if (response.status !== 200)
        throw new Error(`The demo is not public yet (${response.status})`);
    },
    { timeout: 60_000, interval: 200 },
  );
}, 90_000);

afterAll(async () => {
  await worker?.stop({ graceMs: 1000 });
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function newAccount() {
  const client = newClient(api);
  const account = await register(client);
  await signIn(client, account.email);
  return { client, account };
}

/** The owner's tours once the sample job has run. */
async function toursOnceSampled(client: ReturnType<typeof newClient>): Promise<TourView[]> {
  let list: TourView[] = [];
  await expect
    .poll(
      async () => {
        list = (await body<TourListResponse>(await client.get('/api/v1/tours'))).tours;
        return list.length;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(1);
  return list;
}

async function bytesOf(client: ReturnType<typeof newClient>, url: string): Promise<Buffer> {
  const response = await client.get(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

it('gives a new account its own ready, unpublished copy of the demo, marked sample, free', async () => {
  const { client, account } = await newAccount();
  const [sample] = await toursOnceSampled(client);
  const [demo] = await api.db.select().from(tours).where(eq(tours.slug, DEMO_TOUR_SLUG));

  expect(sample).toMatchObject({
    title: demo!.title,
    status: 'ready',
    published: false,
    slug: null,
    sample: true,
    views: 0,
  });
  expect(sample!.id).not.toBe(demo!.id);
  expect(sample!.destinations.map((destination) => destination.name)).toEqual([
    'Living room',
    'Kitchen',
    'Hallway',
    'Bedroom',
    'Bathroom',
  ]);
  expect(sample!.startPosition).not.toBeNull();
  expect(Object.keys(sample!.assets).sort()).toEqual([
    'floorplan',
    'model',
    'navmesh',
    'thumbnail',
  ]);
  // Its own files, the same bytes as the demo's.
  const demoModel = await bytesOf(
    api.client(),
    `/api/v1/public/tours/${DEMO_TOUR_SLUG}/assets/model.glb`,
  );
  const sampleModel = await bytesOf(client, sample!.assets.model!);
  expect(sampleModel.equals(demoModel)).toBe(true);
  expect(await tourFiles.storage.stat(`tours/${sample!.id}/model.glb` as never)).toBeDefined();

  // Free: the sign-up credits are untouched and the ledger has the grant alone.
  const credits = await body<{ balance: number }>(await client.get('/api/v1/credits'));
  expect(credits.balance).toBe(SIGNUP_CREDITS);
  const entries = await api.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, account.profile.id));
  expect(entries.map((entry) => entry.amount)).toEqual([SIGNUP_CREDITS]);
});

it('gives each account one copy of its own, and deleting one leaves the demo and the others', async () => {
  const first = await newAccount();
  const second = await newAccount();
  const [firstSample] = await toursOnceSampled(first.client);
  const [secondSample] = await toursOnceSampled(second.client);
  expect(firstSample!.id).not.toBe(secondSample!.id);

  // The job again (a retry after a crash): still one sample.
  const handler = sampleTourHandler({
    db: api.db,
    clock: systemClock,
    storage: tourFiles.storage,
  });
  await handler({
    job: {} as never,
    payload: { userId: first.account.profile.id },
    signal: new AbortController().signal,
    report: async () => {},
  });
  expect(await toursOnceSampled(first.client)).toHaveLength(1);

  const deleted = await first.client.delete(`/api/v1/tours/${firstSample!.id}`);
  expect(deleted.status).toBe(200);
  expect((await body<TourListResponse>(await first.client.get('/api/v1/tours'))).tours).toEqual([]);
  await bytesOf(second.client, secondSample!.assets.model!);
  await bytesOf(api.client(), `/api/v1/public/tours/${DEMO_TOUR_SLUG}/assets/model.glb`);
});

it('marks a start as chosen only when the owner saves one, not the one processing proposed', async () => {
  const { client } = await newAccount();
  const [sample] = await toursOnceSampled(client);
  expect(sample!.startPosition).not.toBeNull();
  expect(sample!.startChosen).toBe(false);
  const start = { position: { x: 0, y: 1.6, z: 0 }, yaw: 0 };
  const saved = await client.request('PATCH', `/api/v1/tours/${sample!.id}`, {
    json: { startPosition: start },
  });
  expect(saved.status).toBe(200);
  expect(await body<TourView>(saved)).toMatchObject({ startPosition: start, startChosen: true });
  const renamed = await client.request('PATCH', `/api/v1/tours/${sample!.id}`, {
    json: { title: 'My sample' },
  });
  expect(await body<TourView>(renamed)).toMatchObject({ title: 'My sample', startChosen: true });
  const cleared = await client.request('PATCH', `/api/v1/tours/${sample!.id}`, {
    json: { startPosition: null },
  });
  expect(await body<TourView>(cleared)).toMatchObject({ startPosition: null, startChosen: false });
});

it('waits, through the queue retries, for a demo still processing', async () => {
  const { client, account } = await newAccount();
  await toursOnceSampled(client);
  await api.db.delete(tours).where(eq(tours.ownerId, account.profile.id));
  await api.db.update(tours).set({ status: 'processing' }).where(eq(tours.slug, DEMO_TOUR_SLUG));
  try {
    const handler = sampleTourHandler({
      db: api.db,
      clock: systemClock,
      storage: tourFiles.storage,
    });
    const attempt = handler({
      job: {} as never,
      payload: { userId: account.profile.id },
      signal: new AbortController().signal,
      report: async () => {},
    });
    await expect(attempt).rejects.toThrow(DEMO_NOT_READY_MESSAGE);
    await expect(attempt).rejects.toBeInstanceOf(JobFailure);
    await expect(attempt).rejects.toMatchObject({ retryable: true });
  } finally {
    await api.db.update(tours).set({ status: 'ready' }).where(eq(tours.slug, DEMO_TOUR_SLUG));
  }
  expect(TOUR_SAMPLE_JOB).toBe('tour.sample');
});
