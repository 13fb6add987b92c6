/**
 * The real API, job queue and worker over a throw-away data folder, for tests that upload a model
 * and wait for its tour to be processed (IFC, storeys, object tours).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TourView } from '../../../src/contract/tours';
import { systemClock } from '../../../server/clock';
import { creditLedger } from '../../../server/db/schema';
import { startWorker } from '../../../server/jobs/start-worker';
import { createJobEvents, type Worker } from '../../../server/jobs/worker';
import { tourFilesConfig } from '../../../server/tours/config';
import { body, signedInUser, type TestApi } from '../auth-helpers';
import { createTestApi, type TestClient } from './test-api';

const UPLOAD_LIMIT = 16 * 1024 * 1024;

export interface ProcessingHarness {
  /** The API the worker serves (its database, for what a test checks beneath the API). */
  api(): TestApi;
  /** The throw-away data folder of the tour files. */
  dataDir(): string;
  /** The owner's view of a tour, through the API. */
  tourOf(client: TestClient, tourId: string): Promise<TourView>;
  /** Polls the tour until processing has ended: ready or failed. */
  settled(client: TestClient, tourId: string): Promise<TourView>;
  /** Creates a tour for a new owner with a credit, uploads `bytes`, waits until ready or failed. */
  processed(
    bytes: Uint8Array,
    sourceKind?: 'scan' | 'cad',
  ): Promise<{ client: TestClient; userId: string; tour: TourView }>;
}

/** Starts the API and a worker before the file's tests and stops them after. */
export function processingHarness(name: string, readyWithinMs: number): ProcessingHarness {
  let api: TestApi;
  let dataDir: string;
  let worker: Worker;
  const jobEvents = createJobEvents();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `roomwalk-${name}-`));
    const tourFiles = tourFilesConfig(dataDir, UPLOAD_LIMIT);
    api = await createTestApi({ clock: systemClock, tourFiles, jobEvents });
    worker = startWorker({
      db: api.db,
      storage: tourFiles.storage,
      events: jobEvents,
      pollIntervalMs: 100,
    });
  });

  afterAll(async () => {
    await worker?.stop({ graceMs: 1000 });
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function tourOf(client: TestClient, tourId: string): Promise<TourView> {
    const response = await client.get(`/api/v1/tours/${tourId}`);
    expect(response.status).toBe(200);
    return body<TourView>(response);
  }

  async function settled(client: TestClient, tourId: string): Promise<TourView> {
    const deadline = Date.now() + readyWithinMs;
    for (;;) {
      const tour = await tourOf(client, tourId);
      if (tour.status === 'ready' || tour.status === 'failed') return tour;
      if (Date.now() > deadline) throw new Error(`Tour still ${tour.status} (${tour.stage})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function processed(bytes: Uint8Array, sourceKind: 'scan' | 'cad' = 'scan') {
    const { client, account } = await signedInUser(api);
    const userId = account.profile.id;
    await api.db.insert(creditLedger).values({ userId, amount: 1, kind: 'grant', reason: 'Test' });
    const created = await client.post('/api/v1/tours', { title: 'Processed', sourceKind });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = await body<TourView>(created);
    const uploaded = await client.request('PUT', `/api/v1/tours/${id}/source`, {
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(202);
    return { client, userId, tour: await settled(client, id) };
  }

  return { api: () => api, dataDir: () => dataDir, tourOf, settled, processed };
}
