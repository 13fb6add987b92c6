/**
 * A tour whose files live in S3 (issue 21, point 2), through the real API, queue, worker and
 * pipeline, against an s3rver process the test starts: the upload streams into the bucket (in
 * parts when it is large), the worker reads it from there and writes the processed files there,
 * the API serves them with ranges and ETags as it does from the disk, and deleting the tour
 * empties its prefix. Nothing is written under DATA_DIR.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TourView } from '../../src/contract/tours';
import { planDxf } from '../../scripts/fixtures/plan';
import { systemClock } from '../../server/clock';
import { grantCredits } from '../../server/credits/ledger';
import { startWorker } from '../../server/jobs/start-worker';
import type { Worker } from '../../server/jobs/worker';
import { ASSET_CACHE_CONTROL } from '../../server/tours/routes';
import { tourFilesConfig } from '../../server/tours/config';
import { body, signedInUser, type TestApi } from './auth-helpers';
import { expectAssetHttp } from './support/asset-http';
import { startS3Server, type S3TestServer } from './support/s3-server';
import { allowSlowWork } from './support/slow-work';
import { createTestApi, type TestClient } from './support/test-api';

allowSlowWork();

const UPLOAD_LIMIT = 16 * 1024 * 1024;

let s3: S3TestServer;
let bucket: S3Client;
let api: TestApi;
let worker: Worker;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = new S3Client({ ...s3.settings });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-s3-tours-'));
  // As the server builds it from S3_BUCKET and the other S3_ variables.
  const tourFiles = tourFilesConfig(dataDir, UPLOAD_LIMIT, s3.settings);
  api = await createTestApi({ clock: systemClock, tourFiles });
  worker = startWorker({ db: api.db, storage: tourFiles.storage, pollIntervalMs: 100 });
});

afterAll(async () => {
  await worker?.stop({ graceMs: 1000 });
  await api?.close();
  bucket?.destroy();
  await s3?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function keysOf(tourId: string): Promise<string[]> {
  const page = await bucket.send(
    new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `tours/${tourId}/` }),
  );
  return (page.Contents ?? []).flatMap(({ Key }) => (Key === undefined ? [] : [Key])).sort();
}

async function userWithCredits(credits: number) {
  const user = await signedInUser(api);
  await grantCredits(api.db, { userId: user.account.profile.id, amount: credits, reason: 'Test' });
  return user;
}

async function createTour(client: TestClient, sourceKind: string): Promise<TourView> {
  const response = await client.post('/api/v1/tours', { title: 'Harbour office', sourceKind });
  expect(response.status, await response.clone().text()).toBe(201);
  return body<TourView>(response);
}

function upload(client: TestClient, tourId: string, bytes: Uint8Array<ArrayBuffer>) {
  return client.request('PUT', `/api/v1/tours/${tourId}/source`, {
    body: bytes,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
}

async function settled(client: TestClient, tourId: string): Promise<TourView> {
  let tour: TourView | undefined;
  await expect
    .poll(
      async () => {
        tour = await body<TourView>(await client.get(`/api/v1/tours/${tourId}`));
        return tour.status;
      },
      { timeout: 120_000, interval: 200 },
    )
    .toMatch(/^(ready|failed)$/);
  return tour!;
}

it('uploads to the bucket, processes from it and serves the files with byte ranges', async () => {
  const { client } = await userWithCredits(1);
  const created = await createTour(client, 'cad');
  const dxf = new TextEncoder().encode(planDxf());
  expect((await upload(client, created.id, dxf)).status).toBe(202);
  const source = await bucket.send(
    new HeadObjectCommand({ Bucket: s3.bucket, Key: `tours/${created.id}/source` }),
  );
  expect(source.ContentLength).toBe(dxf.byteLength);

  const tour = await settled(client, created.id);
  expect(tour, tour.error ?? '').toMatchObject({ status: 'ready', error: null });
  expect(await keysOf(tour.id)).toEqual(
    // floorplan-1.svg: the plan of its one storey (decision 0033).
    [
      'floorplan-1.svg',
      'floorplan.svg',
      'model.glb',
      'navmesh.bin',
      'source',
      'thumbnail.webp',
    ].map((name) => `tours/${tour.id}/${name}`),
  );

  const modelUrl = tour.assets.model!;
  const head = await client.get(modelUrl, { headers: { Range: 'bytes=0-11' } });
  expect(head.status).toBe(206);
  const size = Number(/^bytes 0-11\/(\d+)$/.exec(head.headers.get('content-range') ?? '')?.[1]);
  const glbHeader = new DataView(await head.arrayBuffer());
  expect(glbHeader.byteLength).toBe(12);
  expect(glbHeader.getUint32(0, true)).toBe(0x46546c67); // 'glTF'
  expect(glbHeader.getUint32(4, true)).toBe(2); // version 2
  expect(glbHeader.getUint32(8, true)).toBe(size); // the GLB's length is the file's

  const model = new Uint8Array(await (await client.get(modelUrl)).arrayBuffer());
  expect(model.byteLength).toBe(size);
  // Compressed for a client that accepts gzip, with a strong ETag of its own: a download resumes.
  expect(await expectAssetHttp(client, modelUrl, model, ASSET_CACHE_CONTROL)).toBe(true);

  expect((await client.delete(`/api/v1/tours/${tour.id}`)).status).toBe(200);
  expect(await keysOf(tour.id)).toEqual([]);
  expect(await readdir(dataDir)).toEqual([]);
});

it('streams a large upload into the bucket in parts', async () => {
  const { client } = await userWithCredits(1);
  const tour = await createTour(client, 'scan');
  const bytes = new Uint8Array(11 * 1024 * 1024).fill(7);
  expect((await upload(client, tour.id, bytes)).status).toBe(202);
  // Three parts (5 + 5 + 1 MB), then completed; the worker then refuses the file as no model.
  await s3.waitForRequest((r) => r.url.includes(`tours/${tour.id}/source?uploadId=`));
  const parts = s3.requests.filter(
    (r) => r.url.includes(`tours/${tour.id}/source`) && r.url.includes('partNumber='),
  );
  expect(parts.map((r) => `${/partNumber=(\d+)/.exec(r.url)?.[1]} ${r.status}`).sort()).toEqual([
    '1 200',
    '2 200',
    '3 200',
  ]);
  expect((await settled(client, tour.id)).status).toBe('failed');
  expect(await keysOf(tour.id)).toEqual([]);
});
