/**
 * /api/v1/tours on the real app and database: credits spent on creation, the streamed upload and
 * its limit, the job it queues, edits, publishing, deletion, and other users' tours kept out of
 * reach. Storage goes to a temporary DATA_DIR; uploads are limited to UPLOAD_LIMIT bytes here.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_CREDITS_MESSAGE,
  TOUR_NOT_FOUND_MESSAGE,
  TOUR_UNPUBLISHED_MESSAGE,
  type PublicTourView,
  fileTooLargeMessage,
  type TourListResponse,
  type TourView,
} from '../../src/contract/tours';
import { balanceOf, grantCredits } from '../../server/credits/ledger';
import { creditLedger, jobs, tourViewVisitors, tours } from '../../server/db/schema';
import { createDiskStorage, storageDirFor } from '../../server/storage/disk-storage';
import {
  FileTooLargeError,
  isStorageKey,
  tourFileKey,
  tourPrefix,
} from '../../server/storage/storage';
import {
  ASSET_CACHE_CONTROL,
  ASSET_NOT_FOUND_MESSAGE,
  TOUR_NOT_READY_TO_PUBLISH_MESSAGE,
} from '../../server/tours/routes';
import { PUBLIC_ASSET_CACHE_CONTROL } from '../../server/tours/public-routes';
import { TOUR_PROCESS_JOB } from '../../server/tours/tours';
import { body, expectError, signedInUser, type TestApi } from './auth-helpers';
import { expectAssetHttp } from './support/asset-http';
import { createTestApi, type TestClient } from './support/test-api';
import { startApiWithTourFiles, type ApiWithTourFiles } from './support/tour-files-api';

const UPLOAD_LIMIT = 64 * 1024;

let api: TestApi;
let dataDir: string;

let tourFiles: ApiWithTourFiles | undefined;

beforeAll(async () => {
  tourFiles = await startApiWithTourFiles('tours', UPLOAD_LIMIT);
  ({ api, dataDir } = tourFiles);
});

afterAll(() => tourFiles?.close());

const sourceFile = (tourId: string) => path.join(storageDirFor(dataDir), 'tours', tourId, 'source');

async function filesOf(tourId: string): Promise<string[]> {
  return readdir(path.join(storageDirFor(dataDir), 'tours', tourId)).catch(() => []);
}

/** A signed-in user with `credits` credits. */
async function userWithCredits(credits: number) {
  const user = await signedInUser(api);
  if (credits > 0) {
    await grantCredits(api.db, {
      userId: user.account.profile.id,
      amount: credits,
      reason: 'Test',
    });
  }
  return user;
}

async function createTour(client: TestClient, title = 'Canal house'): Promise<TourView> {
  const response = await client.post('/api/v1/tours', { title, sourceKind: 'scan' });
  expect(response.status, await response.clone().text()).toBe(201);
  return body<TourView>(response);
}

function upload(client: TestClient, tourId: string, content: string) {
  return client.request('PUT', `/api/v1/tours/${tourId}/source`, {
    body: content,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
}

function patch(client: TestClient, tourId: string, json: unknown) {
  return client.request('PATCH', `/api/v1/tours/${tourId}`, { json });
}

/** What processing would leave behind: a ready tour with a model. */
async function markReady(tourId: string, model = Buffer.from('glTF-model-bytes')) {
  await createDiskStorage(storageDirFor(dataDir)).putStream(
    tourFileKey(tourId, 'model.glb'),
    Readable.from([model]),
    { maxBytes: model.byteLength },
  );
  await api.db
    .update(tours)
    .set({ status: 'ready', progress: 1, assets: { 'model.glb': { bytes: model.byteLength } } })
    .where(eq(tours.id, tourId));
}

describe('creating a tour', () => {
  it('spends one credit and returns the draft', async () => {
    const { client, account } = await userWithCredits(2);
    const response = await client.post('/api/v1/tours', {
      title: '  Canal house  ',
      sourceKind: 'cad',
      address: 'Herengracht 1, Amsterdam',
      description: 'Three floors',
    });
    expect(response.status).toBe(201);
    const tour = await body<TourView>(response);
    expect(tour).toMatchObject({
      title: 'Canal house',
      sourceKind: 'cad',
      address: 'Herengracht 1, Amsterdam',
      description: 'Three floors',
      status: 'draft',
      progress: 0,
      published: false,
      slug: null,
      annotations: [],
      destinations: [],
      assets: {},
    });
    expect(await balanceOf(api.db, account.profile.id)).toBe(1);
    const [spend] = await api.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.tourId, tour.id), eq(creditLedger.kind, 'spend')));
    expect(spend).toMatchObject({ userId: account.profile.id, amount: -1 });
  });

  it('is refused with 402 and writes nothing when no credit is left', async () => {
    const { client, account } = await userWithCredits(0);
    const response = await client.post('/api/v1/tours', { title: 'No money', sourceKind: 'scan' });
    await expectError(response, 402, NO_CREDITS_MESSAGE);
    const rows = await api.db.select().from(tours).where(eq(tours.ownerId, account.profile.id));
    expect(rows).toEqual([]);
    expect(await balanceOf(api.db, account.profile.id)).toBe(0);
  });

  it('creates exactly one tour from the last credit when two requests race', async () => {
    const { client, account } = await userWithCredits(1);
    const responses = await Promise.all([
      client.post('/api/v1/tours', { title: 'First', sourceKind: 'scan' }),
      client.post('/api/v1/tours', { title: 'Second', sourceKind: 'scan' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 402]);
    const rows = await api.db.select().from(tours).where(eq(tours.ownerId, account.profile.id));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(api.db, account.profile.id)).toBe(0);
  });

  it('explains what is wrong with the request', async () => {
    const { client } = await userWithCredits(1);
    const missing = await expectError(
      await client.post('/api/v1/tours', { sourceKind: 'scan' }),
      400,
    );
    expect(missing.data?.fieldErrors?.title).toBeDefined();
    await expectError(
      await client.post('/api/v1/tours', { title: 'X', sourceKind: 'photo' }),
      400,
      'The source kind must be scan or cad',
    );
  });

  it('requires a signed-in user', async () => {
    const response = await api.client().post('/api/v1/tours', { title: 'X', sourceKind: 'scan' });
    expect(response.status).toBe(401);
  });
});

describe('uploading the source', () => {
  it('streams the body to disk, queues the tour and enqueues its processing job', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client);
    const content = 'x'.repeat(40_000);
    const response = await upload(client, tour.id, content);
    expect(response.status, await response.clone().text()).toBe(202);
    expect(await body<TourView>(response)).toMatchObject({ id: tour.id, status: 'queued' });
    expect((await stat(sourceFile(tour.id))).size).toBe(content.length);
    expect(await filesOf(tour.id)).toEqual(['source']);
    const queued = await api.db.select().from(jobs).where(eq(jobs.kind, TOUR_PROCESS_JOB));
    expect(queued.filter((job) => (job.payload as { tourId: string }).tourId === tour.id)).toEqual([
      expect.objectContaining({ status: 'queued', payload: { tourId: tour.id } }),
    ]);
    // The file is in; another upload is refused.
    await expectError(await upload(client, tour.id, 'again'), 409, /waiting to be processed/);
  });

  it('refuses a file over the limit with 413, keeps nothing, and accepts another try', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client);
    const response = await upload(client, tour.id, 'y'.repeat(UPLOAD_LIMIT + 1));
    await expectError(response, 413, fileTooLargeMessage(UPLOAD_LIMIT));
    expect(await filesOf(tour.id)).toEqual([]);
    const [row] = await api.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row?.status).toBe('draft');

    const retry = await upload(client, tour.id, 'y'.repeat(UPLOAD_LIMIT));
    expect(retry.status).toBe(202);
    expect((await stat(sourceFile(tour.id))).size).toBe(UPLOAD_LIMIT);
  });

  it('words the default limit as 500 MB', () => {
    expect(fileTooLargeMessage(500 * 1024 * 1024)).toBe('The file is larger than the 500 MB limit');
  });
});

describe('reading and editing tours', () => {
  it('lists my tours newest first, and gets one', async () => {
    const { client } = await userWithCredits(2);
    const older = await createTour(client, 'Older');
    api.clock.advance(1000);
    const newer = await createTour(client, 'Newer');
    const list = await body<TourListResponse>(await client.get('/api/v1/tours'));
    expect(list.tours.map((tour) => tour.id)).toEqual([newer.id, older.id]);
    const one = await client.get(`/api/v1/tours/${older.id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('no-store');
    expect(await body<TourView>(one)).toMatchObject({ id: older.id, title: 'Older' });
  });

  it('updates title, description, start position, annotations and destinations', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client);
    const changes = {
      title: 'Renamed',
      description: 'Bright and quiet',
      startPosition: { position: { x: 1, y: 0, z: -2 }, yaw: 1.5 },
      annotations: [
        {
          id: 'kitchen',
          title: 'Kitchen',
          text: 'New in 2024',
          link: 'https://example.com/kitchen',
          position: { x: 2, y: 1, z: 3 },
        },
      ],
      destinations: [{ id: 'bedroom', name: 'Bedroom', position: { x: 4, y: 0, z: 1 } }],
    };
    const response = await patch(client, tour.id, changes);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await body<TourView>(response)).toMatchObject(changes);
    const again = await body<TourView>(await client.get(`/api/v1/tours/${tour.id}`));
    expect(again).toMatchObject(changes);

    const cleared = await patch(client, tour.id, { description: '', startPosition: null });
    expect(await body<TourView>(cleared)).toMatchObject({
      title: 'Renamed',
      description: null,
      startPosition: null,
    });
  });

  it('refuses bad annotations and destinations with clear messages and changes nothing', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client);
    const position = { x: 0, y: 0, z: 0 };
    const cases: [unknown, RegExp][] = [
      [{ annotations: [{ id: 'a', title: '', text: 'x', position }] }, /title is required/],
      [{ annotations: [{ id: 'a', title: 'T', text: 'x', position: { x: 1 } }] }, /y/],
      [
        { annotations: [{ id: 'a', title: 'T', text: 'x', link: 'ftp://host/x', position }] },
        /http/,
      ],
      [
        {
          annotations: [
            { id: 'a', title: 'T', text: 'x', position },
            { id: 'a', title: 'U', text: 'y', position },
          ],
        },
        /same id/,
      ],
      [{ annotations: 'not a list' }, /must be a list/],
      [{ destinations: [{ id: 'd', name: 'Hall', position: { x: 1e9, y: 0, z: 0 } }] }, /range/],
      [{}, /at least one field/],
    ];
    for (const [changes, message] of cases) {
      const error = await expectError(await patch(client, tour.id, changes), 400, message);
      expect(error.message.length).toBeGreaterThan(0);
    }
    await expectError(
      await patch(client, tour.id, {
        annotations: [{ id: 'a', title: 'T', text: '<script>alert(1)</script>', position }],
      }),
      400,
    );
    const unchanged = await body<TourView>(await client.get(`/api/v1/tours/${tour.id}`));
    expect(unchanged.annotations).toEqual([]);
    expect(unchanged.destinations).toEqual([]);
  });
});

describe('publishing', () => {
  it('publishes only a ready tour, with a random URL-safe slug, and unpublishes it', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client);
    await expectError(
      await client.post(`/api/v1/tours/${tour.id}/publish`),
      409,
      TOUR_NOT_READY_TO_PUBLISH_MESSAGE,
    );
    await markReady(tour.id);
    const published = await body<TourView>(await client.post(`/api/v1/tours/${tour.id}/publish`));
    expect(published.published).toBe(true);
    expect(published.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const unpublished = await body<TourView>(
      await client.post(`/api/v1/tours/${tour.id}/unpublish`),
    );
    expect(unpublished).toMatchObject({ published: false, slug: published.slug });
  });
});

describe('assets', () => {
  it('serves a processed file to its owner with its type and long-cache headers', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client);
    await markReady(tour.id);
    const view = await body<TourView>(await client.get(`/api/v1/tours/${tour.id}`));
    expect(view.assets).toEqual({ model: `/api/v1/tours/${tour.id}/assets/model.glb` });
    const response = await client.get(view.assets.model!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('model/gltf-binary');
    expect(response.headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
    expect(await response.text()).toBe('glTF-model-bytes');
    const model = new TextEncoder().encode('glTF-model-bytes');
    // Too small to be compressed.
    expect(await expectAssetHttp(client, view.assets.model!, model, ASSET_CACHE_CONTROL)).toBe(
      false,
    );

    await expectError(
      await client.get(`/api/v1/tours/${tour.id}/assets/navmesh.bin`),
      404,
      ASSET_NOT_FOUND_MESSAGE,
    );
    for (const name of ['source', '..%2F..%2Fauth-secret', 'model.glb.partial']) {
      await expectError(
        await client.get(`/api/v1/tours/${tour.id}/assets/${name}`),
        404,
        ASSET_NOT_FOUND_MESSAGE,
      );
    }
  });
});

describe('deleting', () => {
  it('removes the files and the row, and keeps the ledger entries', async () => {
    const { client, account } = await userWithCredits(1);
    const tour = await createTour(client);
    expect((await upload(client, tour.id, 'z'.repeat(100))).status).toBe(202);
    await markReady(tour.id);
    expect(await filesOf(tour.id)).toEqual(['model.glb', 'source']);

    const response = await client.delete(`/api/v1/tours/${tour.id}`);
    expect(response.status).toBe(200);
    expect(await filesOf(tour.id)).toEqual([]);
    expect(await api.db.select().from(tours).where(eq(tours.id, tour.id))).toEqual([]);
    const entries = await api.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.tourId, tour.id));
    expect(entries).toHaveLength(1);
    expect(await balanceOf(api.db, account.profile.id)).toBe(0);
    await expectError(await client.get(`/api/v1/tours/${tour.id}`), 404, TOUR_NOT_FOUND_MESSAGE);
  });
});

describe('the public view of a published tour', () => {
  it('shows a published tour to anyone, counts its views and serves its files', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client, 'Loft & garden');
    await markReady(tour.id);
    const published = await body<TourView>(await client.post(`/api/v1/tours/${tour.id}/publish`));
    const slug = published.slug;
    const visitor = api.client();

    const response = await visitor.get(`/api/v1/public/tours/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const view = await body<PublicTourView>(response);
    const modelUrl = `/api/v1/public/tours/${slug}/assets/model.glb`;
    expect(view).toEqual({
      slug,
      title: 'Loft & garden',
      description: null,
      address: null,
      startPosition: null,
      annotations: [],
      destinations: [],
      bounds: null,
      building: null,
      storeys: [],
      kind: 'space',
      assets: { model: modelUrl },
    });
    // Nothing of the owner's: no id, status, owner or dates.
    expect(Object.keys(view)).not.toContain('id');

    const plan = await visitor.get(`/api/v1/public/tours/${slug}/assets/floorplan.svg`);
    expect(plan.status).toBe(404); // this tour's processing wrote no plan
    const model = await visitor.get(modelUrl);
    expect(model.status).toBe(200);
    expect(model.headers.get('content-type')).toBe('model/gltf-binary');
    expect(model.headers.get('cache-control')).toBe(PUBLIC_ASSET_CACHE_CONTROL);
    expect(await model.text()).toBe('glTF-model-bytes');
    await expectAssetHttp(
      visitor,
      modelUrl,
      new TextEncoder().encode('glTF-model-bytes'),
      PUBLIC_ASSET_CACHE_CONTROL,
    );
    await expectError(
      await visitor.get(`/api/v1/public/tours/${slug}/assets/source`),
      404,
      ASSET_NOT_FOUND_MESSAGE,
    );

    await visitor.get(`/public/tours/${slug}`);
    const counted = await body<TourView>(await client.get(`/api/v1/tours/${tour.id}`));
    expect(counted.views).toBe(1); // the same visitor, the same day
    // A view is not an edit.
    expect(counted.updatedAt).toBe(published.updatedAt);
  });

  it('resumes a large model with If-Range and reads a 64 KB Range header in one pass', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client);
    // 600 KB that gzip halves, as it does a processed model: repeated runs of varying bytes.
    const model = Buffer.alloc(600 * 1024);
    for (let at = 0; at < model.byteLength; at += 1)
      model[at] = (at * 7919) % 251 < 120 ? 0 : at % 97;
    await markReady(tour.id, model);
    const { slug } = await body<TourView>(await client.post(`/api/v1/tours/${tour.id}/publish`));
    const visitor = api.client();
    const url = `/api/v1/public/tours/${slug}/assets/model.glb`;
    expect(
      await expectAssetHttp(visitor, url, new Uint8Array(model), PUBLIC_ASSET_CACHE_CONTROL),
    ).toBe(true);

    // Issue 38, point 3: headers that a backtracking pattern took the square of their length to
    // reject. Each is answered as HTTP lets a server answer what it does not read: the whole file.
    const padding = ' '.repeat(32 * 1024);
    for (const range of [
      `bytes=${padding}0${padding}`,
      `bytes=0${padding}-${padding}x`,
      `bytes=${'1'.repeat(64 * 1024)}-`,
      `bytes=0-1,${'2-3,'.repeat(16 * 1024)}`,
      // Well formed, but past MAX_RANGE_HEADER_LENGTH: not read either.
      `bytes=0-${padding}${padding}3`,
    ]) {
      expect(range.length).toBeGreaterThanOrEqual(64 * 1024);
      const started = performance.now();
      const whole = await visitor.get(url, { headers: { Range: range } });
      const took = performance.now() - started;
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-length')).toBe(String(model.byteLength));
      expect(Buffer.from(await whole.arrayBuffer()).equals(model)).toBe(true);
      console.log(
        `[bench] a ${range.length}-character Range header answered in ${took.toFixed(1)} ms`,
      );
    }
    const padded = await visitor.get(url, { headers: { Range: ' bytes = 2 - 5 ' } });
    expect(padded.status).toBe(206);
    expect(Buffer.from(await padded.arrayBuffer())).toEqual(model.subarray(2, 6));
  });

  it('counts a view once per visitor per tour per day, never for HEAD, storing no address', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client);
    await markReady(tour.id);
    const { slug } = await body<TourView>(await client.post(`/api/v1/tours/${tour.id}/publish`));
    // Read from the table: the owner's access token does not outlive the day this test skips.
    const viewsNow = async () =>
      (await api.db.select({ views: tours.views }).from(tours).where(eq(tours.id, tour.id)))[0]
        ?.views;
    const view = (address: string, method = 'GET', userAgent = 'Browser/1') =>
      api.client().request(method, `/api/v1/public/tours/${slug}`, {
        remoteAddress: address,
        headers: { 'User-Agent': userAgent },
      });

    for (let i = 0; i < 3; i++) expect((await view('198.51.100.7')).status).toBe(200);
    expect(await viewsNow()).toBe(1);
    expect((await view('198.51.100.8', 'HEAD')).status).toBe(200);
    expect(await viewsNow()).toBe(1);
    await view('198.51.100.8');
    expect(await viewsNow()).toBe(2);
    // A new User-Agent from the same address is no new visitor (decision 0062): anyone can send
    // one with each request.
    for (const agent of ['Other/2', 'Other/3', '']) await view('198.51.100.7', 'GET', agent);
    expect(await viewsNow()).toBe(2);

    const stored = await api.db
      .select()
      .from(tourViewVisitors)
      .where(eq(tourViewVisitors.tourId, tour.id));
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toMatch(/198\.51\.100|Browser|Other/);

    api.clock.advance(24 * 60 * 60 * 1000);
    await view('198.51.100.7');
    expect(await viewsNow()).toBe(3);
    // Yesterday's hashes are gone.
    const left = await api.db
      .select()
      .from(tourViewVisitors)
      .where(eq(tourViewVisitors.tourId, tour.id));
    expect(left).toHaveLength(1);
  });

  it('tells an unpublished tour from an unknown link, and serves neither', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client);
    await markReady(tour.id);
    const { slug } = await body<TourView>(await client.post(`/api/v1/tours/${tour.id}/publish`));
    await client.post(`/api/v1/tours/${tour.id}/unpublish`);
    const visitor = api.client();

    const unpublished = await expectError(
      await visitor.get(`/api/v1/public/tours/${slug}`),
      404,
      TOUR_UNPUBLISHED_MESSAGE,
    );
    expect(unpublished.data?.reason).toBe('unpublished');
    await expectError(
      await visitor.get(`/api/v1/public/tours/${slug}/assets/model.glb`),
      404,
      TOUR_UNPUBLISHED_MESSAGE,
    );
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAA', '..%2Fx', 'a'.repeat(65)]) {
      const missing = await expectError(
        await visitor.get(`/api/v1/public/tours/${unknown}`),
        404,
        TOUR_NOT_FOUND_MESSAGE,
      );
      expect(missing.data?.reason).toBeUndefined();
    }
    const { views } = await body<TourView>(await client.get(`/api/v1/tours/${tour.id}`));
    expect(views).toBe(0);
  });
});

describe('credits', () => {
  it('gives the signed-in user their balance, and nobody else', async () => {
    const { client } = await userWithCredits(3);
    await createTour(client);
    const response = await client.get('/api/v1/credits');
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ balance: 2 });
    expect((await api.client().get('/api/v1/credits')).status).toBe(401);
  });

  it('grants SIGNUP_CREDITS to every new account, and nothing by default', async () => {
    const generous = await createTestApi({ signupCredits: 2 });
    try {
      const { client, account } = await signedInUser(generous);
      expect(await body(await client.get('/api/v1/credits'))).toEqual({ balance: 2 });
      const [grant] = await generous.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, account.profile.id));
      expect(grant).toMatchObject({ kind: 'grant', amount: 2, reason: 'Welcome credits' });
    } finally {
      await generous.close();
    }
    const { client } = await signedInUser(api);
    expect(await body(await client.get('/api/v1/credits'))).toEqual({ balance: 0 });
  });
});

describe("another user's tour", () => {
  it('is not found, whatever is asked of it', async () => {
    const owner = await userWithCredits(1);
    const tour = await createTour(owner.client);
    await markReady(tour.id);
    const { client: stranger } = await userWithCredits(1);
    const base = `/api/v1/tours/${tour.id}`;
    const attempts = [
      stranger.get(base),
      patch(stranger, tour.id, { title: 'Mine now' }),
      upload(stranger, tour.id, 'data'),
      stranger.post(`${base}/publish`),
      stranger.post(`${base}/unpublish`),
      stranger.get(`${base}/assets/model.glb`),
      stranger.delete(base),
    ];
    for (const response of await Promise.all(attempts)) {
      await expectError(response, 404, TOUR_NOT_FOUND_MESSAGE);
    }
    const list = await body<TourListResponse>(await stranger.get('/api/v1/tours'));
    expect(list.tours).toEqual([]);
    const [row] = await api.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row).toMatchObject({ title: tour.title, published: false });
    expect(await filesOf(tour.id)).toEqual(['model.glb']);
    await expectError(await stranger.get('/api/v1/tours/not-a-uuid'), 404, TOUR_NOT_FOUND_MESSAGE);
  });
});

describe('disk storage', () => {
  const tourId = 'abcdef00-0000-4000-8000-00000000000a';

  it('accepts only the keys the server makes', () => {
    expect(() => tourFileKey('../etc', 'source')).toThrow(RangeError);
    expect(() => tourFileKey(tourId, 'passwd' as 'source')).toThrow(RangeError);
    expect(isStorageKey(`tours/${tourId}/model.glb`)).toBe(true);
    for (const key of [
      `tours/${tourId}/../model.glb`,
      `tours/${tourId}/model.glb/x`,
      `tours/${tourId.toUpperCase()}/model.glb`,
      `/tours/${tourId}/model.glb`,
      `other/${tourId}/model.glb`,
    ]) {
      expect(isStorageKey(key), key).toBe(false);
    }
  });

  it('keeps the old file and no partial one when a write fails midway', async () => {
    const storage = createDiskStorage(storageDirFor(dataDir));
    const key = tourFileKey(tourId, 'thumbnail.webp');
    await storage.putStream(key, Readable.from([Buffer.from('old')]), { maxBytes: 10 });
    const tooLong = Readable.from([Buffer.alloc(6), Buffer.alloc(6)]);
    await expect(storage.putStream(key, tooLong, { maxBytes: 10 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    async function* broken() {
      yield Buffer.alloc(4);
      throw new Error('connection reset');
    }
    await expect(storage.putStream(key, Readable.from(broken()), { maxBytes: 10 })).rejects.toThrow(
      'connection reset',
    );
    expect(await filesOf(tourId)).toEqual(['thumbnail.webp']);
    const stored = await storage.get(key);
    expect(stored?.size).toBe(3);
    stored?.stream.destroy();
    await storage.delete(tourPrefix(tourId));
    expect(await storage.get(key)).toBeUndefined();
  });
});
