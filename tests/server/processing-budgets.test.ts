/**
 * Uploads that cost far more work than their size (issue 19, F3 and F6), through the real API,
 * queue, worker and processing thread: each is refused at once with a message that names the
 * limit, on its first attempt, never retried, and the credit comes back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourView } from '../../src/contract/tours';
import { systemClock } from '../../server/clock';
import { balanceOf } from '../../server/credits/ledger';
import { creditLedger, jobs } from '../../server/db/schema';
import { startWorker } from '../../server/jobs/start-worker';
import type { Worker } from '../../server/jobs/worker';
import {
  CRASH_MESSAGE,
  PipelineCrash,
  runPipelineInThread,
} from '../../server/processing/run-in-thread';
import { readServerConfig } from '../../server/start';
import { tourFilesConfig } from '../../server/tours/config';
import { body, signedInUser, type TestApi } from './auth-helpers';
import {
  deepNodeChainGltfJson,
  deeplyNestedGlb,
  dxfBlockBomb,
  glbOf,
} from './support/hostile-inputs';
import { createTestApi, type TestClient } from './support/test-api';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const UPLOAD_LIMIT = 16 * 1024 * 1024;
/** Generous for a busy 2-core machine: refusals take milliseconds, the limit is far above. */
const SETTLED_WITHIN_MS = 60_000;

let api: TestApi;
let dataDir: string;
let worker: Worker;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-budgets-'));
  api = await createTestApi({
    clock: systemClock,
    tourFiles: tourFilesConfig(dataDir, UPLOAD_LIMIT),
  });
  worker = startWorker({
    db: api.db,
    storage: tourFilesConfig(dataDir, UPLOAD_LIMIT).storage,
    pollIntervalMs: 100,
  });
});

afterAll(async () => {
  await worker?.stop({ graceMs: 1000 });
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function settled(client: TestClient, tourId: string): Promise<TourView> {
  const deadline = Date.now() + SETTLED_WITHIN_MS;
  for (;;) {
    const tour = await body<TourView>(await client.get(`/api/v1/tours/${tourId}`));
    if (tour.status === 'ready' || tour.status === 'failed') return tour;
    if (Date.now() > deadline) throw new Error(`Tour still ${tour.status} (${tour.stage})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function processed(bytes: Uint8Array) {
  const { client, account } = await signedInUser(api);
  const userId = account.profile.id;
  await api.db.insert(creditLedger).values({ userId, amount: 1, kind: 'grant', reason: 'Test' });
  const created = await client.post('/api/v1/tours', { title: 'Hostile', sourceKind: 'cad' });
  const tour = await body<TourView>(created);
  const uploaded = await client.request('PUT', `/api/v1/tours/${tour.id}/source`, {
    body: new Uint8Array(bytes),
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  expect(uploaded.status).toBe(202);
  return { userId, tour: await settled(client, tour.id) };
}

async function jobOf(tourId: string) {
  const rows = await api.db
    .select()
    .from(jobs)
    .where(sql`${jobs.payload}->>'tourId' = ${tourId}`);
  expect(rows).toHaveLength(1);
  return rows[0];
}

describe('work budgets of processing', () => {
  it('refuses the 11 KB DXF whose blocks insert one another, on its first attempt', async () => {
    const { tour, userId } = await processed(dxfBlockBomb());
    expect(tour.status).toBe('failed');
    expect(tour.error).toMatch(
      /^The plan's blocks, placed inside one another, expand to [\d,]+ block placements; the limit is 100,000\./,
    );
    const job = await jobOf(tour.id);
    expect(job).toMatchObject({ status: 'failed', attempts: 1, timedOut: false });
    expect(job?.ownerKey).toBe(userId);
    expect(await balanceOf(api.db, userId)).toBe(1);
  });

  it('refuses a glTF nested thousands deep, on its first attempt', async () => {
    const { tour } = await processed(deeplyNestedGlb(5000));
    expect(tour).toMatchObject({
      status: 'failed',
      error:
        "The glTF's JSON nests 5,003 levels deep; the limit is 64. " +
        'Export the model again without deeply nested custom data (extras), then create the tour again.',
    });
    expect(await jobOf(tour.id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('turns a crash of the pipeline on its input into a failure for good, in plain words', async () => {
    // A scene graph 16,000 nodes deep: the reader takes it, a later stage's recursion overflows
    // the thread's stack (extras nested deep no longer do: they are stripped before writing).
    const bytes = glbOf(deepNodeChainGltfJson(16_000));
    const failure = await runPipelineInThread(bytes.slice().buffer).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PipelineCrash);
    expect((failure as Error).message).toBe(CRASH_MESSAGE);
  });
});

describe('JOB_CONCURRENCY', () => {
  it('defaults to 2 and takes 1 to 64', () => {
    expect(readServerConfig({}).jobConcurrency).toBe(2);
    expect(readServerConfig({ JOB_CONCURRENCY: '4' }).jobConcurrency).toBe(4);
    expect(() => readServerConfig({ JOB_CONCURRENCY: '0' })).toThrow(
      'JOB_CONCURRENCY must be a whole number of jobs from 1 to 64, got "0".',
    );
  });
});
