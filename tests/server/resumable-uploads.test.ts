/**
 * Resumable uploads (issue 36, decision 0054) on the real app and database: the tus protocol's
 * creation, offset, append and termination on the owner's tour, the last byte queueing the tour as
 * PUT /source does, the limit, CSRF and other owners kept out, a new upload replacing the one the
 * tour waited on, and uploads stranded by a crash given up (a PUT within a minute, a resumable one
 * when it expires) so that the owner's retry is never refused for longer.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourView } from '../../src/contract/tours';
import { grantCredits } from '../../server/credits/ledger';
import { jobs, tours } from '../../server/db/schema';
import { storageDirFor } from '../../server/storage/disk-storage';
import { RESUMABLE_UPLOAD_EXPIRY_MS, uploadsDirFor } from '../../server/storage/upload-store';
import {
  PUT_UPLOAD_IDLE_MS,
  TOUR_PROCESS_JOB,
  releaseStalledUploads,
} from '../../server/tours/tours';
import { body, expectError, signedInUser, type TestApi } from './auth-helpers';
import type { TestClient } from './support/test-api';
import { startApiWithTourFiles, type ApiWithTourFiles } from './support/tour-files-api';

const UPLOAD_LIMIT = 64 * 1024;
const TUS = { 'Tus-Resumable': '1.0.0' };

let api: TestApi;
let dataDir: string;

let tourFiles: ApiWithTourFiles | undefined;

beforeAll(async () => {
  tourFiles = await startApiWithTourFiles('resumable', UPLOAD_LIMIT);
  ({ api, dataDir } = tourFiles);
});

afterAll(() => tourFiles?.close());

async function ownerWithDraft(): Promise<{ client: TestClient; tour: TourView }> {
  const user = await signedInUser(api);
  await grantCredits(api.db, { userId: user.account.profile.id, amount: 1, reason: 'Test' });
  const created = await user.client.post('/api/v1/tours', { title: 'Loft', sourceKind: 'scan' });
  expect(created.status).toBe(201);
  return { client: user.client, tour: await body<TourView>(created) };
}

/** POST .../uploads: the created upload's address. */
async function createUpload(client: TestClient, tourId: string, length: number): Promise<string> {
  const created = await client.request('POST', `/api/v1/tours/${tourId}/uploads`, {
    headers: { ...TUS, 'Upload-Length': String(length) },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const location = created.headers.get('location') ?? '';
  expect(location).toMatch(new RegExp(`^/api/v1/tours/${tourId}/uploads/[0-9a-f]{32}$`));
  return location;
}

function append(client: TestClient, location: string, offset: number, bytes: string) {
  return client.request('PATCH', location, {
    body: bytes,
    headers: {
      ...TUS,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
  });
}

async function offsetOf(client: TestClient, location: string): Promise<number> {
  const answer = await client.request('HEAD', location, { headers: TUS });
  expect(answer.status).toBe(200);
  return Number(answer.headers.get('upload-offset'));
}

const rowOf = async (tourId: string) =>
  (await api.db.select().from(tours).where(eq(tours.id, tourId)))[0];
const sourceOf = (tourId: string) =>
  readFile(path.join(storageDirFor(dataDir), 'tours', tourId, 'source'), 'utf8');
const uploadFiles = () => readdir(uploadsDirFor(dataDir)).catch(() => []);

describe('a resumable upload', () => {
  it('takes the file in parts, resumes at the offset it reports, and queues the tour', async () => {
    const { client, tour } = await ownerWithDraft();
    const content = 'a'.repeat(30_000) + 'b'.repeat(20_000);
    const location = await createUpload(client, tour.id, content.length);
    expect((await rowOf(tour.id))?.status).toBe('uploading');

    const first = await append(client, location, 0, content.slice(0, 30_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('30000');
    // A resumed client asks where to go on, and a part sent at the wrong offset is refused.
    expect(await offsetOf(client, location)).toBe(30_000);
    expect((await append(client, location, 10, 'late')).status).toBe(409);

    const last = await append(client, location, 30_000, content.slice(30_000));
    expect(last.status, await last.clone().text()).toBe(204);
    expect(await sourceOf(tour.id)).toBe(content);
    const row = await rowOf(tour.id);
    expect(row).toMatchObject({ status: 'queued', uploadId: null });
    const queued = await api.db.select().from(jobs).where(eq(jobs.kind, TOUR_PROCESS_JOB));
    expect(queued.some((job) => (job.payload as { tourId: string }).tourId === tour.id)).toBe(true);
    // Its parts are gone, and the finished upload is closed.
    expect(await uploadFiles()).not.toContain(location.split('/').pop());
    expect((await client.request('HEAD', location, { headers: TUS })).status).toBe(404);
  });

  it('refuses a length over the limit and leaves the tour a draft', async () => {
    const { client, tour } = await ownerWithDraft();
    const refused = await client.request('POST', `/api/v1/tours/${tour.id}/uploads`, {
      headers: { ...TUS, 'Upload-Length': String(UPLOAD_LIMIT + 1) },
    });
    expect(refused.status).toBe(413);
    expect((await rowOf(tour.id))?.status).toBe('draft');
  });

  it('is cancelled by DELETE: the tour is a draft again and the parts are removed', async () => {
    const { client, tour } = await ownerWithDraft();
    const location = await createUpload(client, tour.id, 100);
    expect((await append(client, location, 0, 'x'.repeat(40))).status).toBe(204);
    const cancelled = await client.request('DELETE', location, { headers: TUS });
    expect(cancelled.status).toBe(204);
    expect(await rowOf(tour.id)).toMatchObject({ status: 'draft', uploadId: null });
    expect(await uploadFiles()).not.toContain(location.split('/').pop());
  });

  it("is its owner's alone, and changes nothing without the CSRF header", async () => {
    const { client, tour } = await ownerWithDraft();
    const location = await createUpload(client, tour.id, 100);
    const stranger = await signedInUser(api);
    expect((await append(stranger.client, location, 0, 'x')).status).toBe(404);
    expect((await stranger.client.request('HEAD', location, { headers: TUS })).status).toBe(404);
    const forged = await client.request('PATCH', location, {
      body: 'x',
      withoutCsrf: true,
      headers: { ...TUS, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    });
    expect(forged.status).toBe(403);
    expect(await offsetOf(client, location)).toBe(0);
  });

  it("is replaced by its owner's next upload, never refused: the old one answers 404", async () => {
    const { client, tour } = await ownerWithDraft();
    const abandoned = await createUpload(client, tour.id, 100);
    expect((await append(client, abandoned, 0, 'old')).status).toBe(204);
    const fresh = await createUpload(client, tour.id, 3);
    expect((await append(client, abandoned, 3, 'more')).status).toBe(404);
    expect(await uploadFiles()).not.toContain(abandoned.split('/').pop());
    expect((await append(client, fresh, 0, 'new')).status).toBe(204);
    expect(await sourceOf(tour.id)).toBe('new');
  });

  it('is refused once the tour has its file, as PUT /source is', async () => {
    const { client, tour } = await ownerWithDraft();
    const location = await createUpload(client, tour.id, 2);
    expect((await append(client, location, 0, 'ok')).status).toBe(204);
    const again = await client.request('POST', `/api/v1/tours/${tour.id}/uploads`, {
      headers: { ...TUS, 'Upload-Length': '2' },
    });
    await expectError(again, 409, /waiting to be processed/);
  });
});

describe('uploads stranded by a crash', () => {
  /** A tour left `uploading` by a process that died: its last mark is `ago` ms old. */
  async function stranded(uploadId: string | null, ago: number) {
    const { client, tour } = await ownerWithDraft();
    const lastMark = new Date(api.clock.now().getTime() - ago);
    await api.db
      .update(tours)
      .set({ status: 'uploading', uploadId, uploadActiveAt: lastMark })
      .where(eq(tours.id, tour.id));
    return { client, tour };
  }

  it('a PUT silent for 40 s is given up: a draft again, and its retry is taken', async () => {
    const live = await stranded(null, PUT_UPLOAD_IDLE_MS - 5_000);
    const dead = await stranded(null, PUT_UPLOAD_IDLE_MS + 1_000);
    await releaseStalledUploads(api.db, api.clock.now());
    expect((await rowOf(live.tour.id))?.status).toBe('uploading');
    expect((await rowOf(dead.tour.id))?.status).toBe('draft');

    // A retry of a PUT that stopped just now waits for those 40 s, then is taken.
    const refused = await live.client.request('PUT', `/api/v1/tours/${live.tour.id}/source`, {
      body: 'abc',
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    await expectError(refused, 409, /already being uploaded/);
    api.clock.advance(5_001);
    const retried = await live.client.request('PUT', `/api/v1/tours/${live.tour.id}/source`, {
      body: 'abc',
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(retried.status).toBe(202);
  });

  it('a resumable upload is kept to resume until it expires', async () => {
    const paused = await stranded('a'.repeat(32), RESUMABLE_UPLOAD_EXPIRY_MS - 60_000);
    const expired = await stranded('b'.repeat(32), RESUMABLE_UPLOAD_EXPIRY_MS + 1_000);
    await releaseStalledUploads(api.db, api.clock.now());
    expect((await rowOf(paused.tour.id))?.status).toBe('uploading');
    expect((await rowOf(expired.tour.id))?.status).toBe('draft');
  });
});
