/**
 * From upload to tour through the real API, queue, worker and storage (issue 6, point 6): every
 * input kind becomes a ready tour whose GLB loads in three.js and whose navmesh finds a path
 * between two rooms; every hostile file fails with its clear message, leaves no file behind and
 * refunds the credit; progress streams as Server-Sent Events; a job interrupted by a crash of its
 * worker completes.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { NavMeshQuery, importNavMesh, init } from 'recast-navigation';
import sharp from 'sharp';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import type { Mesh } from 'three';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TourView } from '../../src/contract/tours';
import { apartmentGlb, apartmentGltfZip } from '../../scripts/fixtures/gltf';
import {
  emptyGlb,
  lyingLengthGlb,
  pngRenamedGlb,
  traversalZip,
  truncatedGlb,
  writeManyFacesObj,
  zipBomb,
} from '../../scripts/fixtures/hostile';
import { roomCentre, type RoomName } from '../../scripts/fixtures/layout';
import { apartmentObjZip } from '../../scripts/fixtures/obj';
import { planDxf } from '../../scripts/fixtures/plan';
import { encodePng } from '../../scripts/fixtures/png';
import { scanPly } from '../../scripts/fixtures/scan';
import { systemClock } from '../../server/clock';
import { balanceOf } from '../../server/credits/ledger';
import { creditLedger, jobs } from '../../server/db/schema';
import { TIME_LIMIT_MESSAGE } from '../../server/jobs/job-handler';
import { claimNext } from '../../server/jobs/queue';
import { startWorker } from '../../server/jobs/start-worker';
import { createJobEvents, type Worker } from '../../server/jobs/worker';
import {
  EMPTY_MESSAGE,
  INVALID_GLB_MESSAGE,
  UNSAFE_PATH_MESSAGE,
  UNSUPPORTED_MESSAGE,
} from '../../server/processing/inputs/input-error';
import { DEFAULT_INPUT_LIMITS, tooManyFacesMessage } from '../../server/processing/inputs/limits';
import {
  DEFAULT_MEMORY_LIMIT_MB,
  OUT_OF_MEMORY_MESSAGE,
  runPipelineInThread,
  type ThreadReply,
} from '../../server/processing/run-in-thread';
import { ProcessingError } from '../../server/processing/stages';
import { storageDirFor } from '../../server/storage/disk-storage';
import { tourFilesConfig } from '../../server/tours/config';
import { TOUR_PROCESS_JOB } from '../../server/tours/tours';
import { body, signedInUser, type TestApi } from './auth-helpers';
import { createTestApi, type TestClient } from './support/test-api';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const UPLOAD_LIMIT = 128 * 1024 * 1024;
/** Long enough for the slowest input on a busy 2-core machine; the worker's own limit is 10 min. */
const READY_WITHIN_MS = 120_000;

let api: TestApi;
let dataDir: string;
let worker: Worker;
const jobEvents = createJobEvents();

function startTestWorker(options: { timeLimitMs?: number } = {}): Worker {
  return startWorker({
    db: api.db,
    storage: tourFilesConfig(dataDir, UPLOAD_LIMIT).storage,
    events: jobEvents,
    pollIntervalMs: 100,
    ...options,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-processing-'));
  api = await createTestApi({
    // The queue compares due times with the database's clock: the worker runs on real time.
    clock: systemClock,
    tourFiles: tourFilesConfig(dataDir, UPLOAD_LIMIT),
    jobEvents,
  });
  worker = startTestWorker();
});

afterAll(async () => {
  await worker?.stop({ graceMs: 1000 });
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function filesOf(tourId: string): Promise<string[]> {
  return readdir(path.join(storageDirFor(dataDir), 'tours', tourId)).catch(() => []);
}

async function createTour(client: TestClient, title: string, sourceKind = 'scan') {
  const response = await client.post('/api/v1/tours', { title, sourceKind });
  expect(response.status, await response.clone().text()).toBe(201);
  return body<TourView>(response);
}

async function upload(client: TestClient, tourId: string, bytes: Uint8Array) {
  const response = await client.request('PUT', `/api/v1/tours/${tourId}/source`, {
    body: new Uint8Array(bytes),
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  expect(response.status, await response.clone().text()).toBe(202);
}

async function tourOf(client: TestClient, tourId: string): Promise<TourView> {
  const response = await client.get(`/api/v1/tours/${tourId}`);
  expect(response.status).toBe(200);
  return body<TourView>(response);
}

/** Polls GET /tours/:id, as a client without EventSource would, until processing has ended. */
async function settled(client: TestClient, tourId: string): Promise<TourView> {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const tour = await tourOf(client, tourId);
    if (tour.status === 'ready' || tour.status === 'failed') return tour;
    if (Date.now() > deadline) throw new Error(`Tour still ${tour.status} (${tour.stage})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A signed-in user with the starter credits of a new account (none) plus `credits`. */
async function userWithCredits(credits: number) {
  const user = await signedInUser(api);
  await api.db.insert(creditLedger).values({
    userId: user.account.profile.id,
    amount: credits,
    kind: 'grant',
    reason: 'Test',
  });
  return user;
}

async function processed(title: string, bytes: Uint8Array, sourceKind = 'scan') {
  const { client, account } = await userWithCredits(1);
  const tour = await createTour(client, title, sourceKind);
  await upload(client, tour.id, bytes);
  return { client, userId: account.profile.id, tour: await settled(client, tour.id) };
}

async function asset(client: TestClient, url: string | undefined): Promise<Uint8Array> {
  expect(url).toBeDefined();
  const response = await client.get(url ?? '');
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The browser's image decoder, for three.js in Node: sharp reads the image as a browser would
 * (an undecodable texture fails the load).
 */
function provideImageDecoding() {
  const scope = globalThis as Record<string, unknown>;
  scope.self ??= globalThis;
  scope.createImageBitmap = async (blob: Blob) => {
    const { width, height } = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
    return { width, height, close: () => {} };
  };
}

/** The model as three.js's GLTFLoader reads it: triangle count and texture sizes. */
async function loadInThree(glb: Uint8Array) {
  provideImageDecoding();
  const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder);
  const copy = glb.slice().buffer;
  const gltf = await loader.parseAsync(copy, '');
  let triangles = 0;
  const textureSizes: number[] = [];
  gltf.scene.traverse((object) => {
    if (!(object as Mesh).isMesh) return;
    const { geometry, material } = object as Mesh;
    triangles += (geometry.index?.count ?? geometry.getAttribute('position').count) / 3;
    const map = (material as { map?: { image?: { width: number; height: number } } }).map;
    if (map?.image) textureSizes.push(Math.max(map.image.width, map.image.height));
  });
  return { triangles, textureSizes };
}

/** The fixtures span x ∈ [0, 10], z ∈ [-9, 0]; reading centres a model on x and z. */
function centred(room: RoomName): [number, number, number] {
  const [x, y, z] = roomCentre(room);
  return [x - 5, y, z + 4.5];
}

/** The route from one room to another on the navmesh, as the viewer would ask for it. */
async function route(navMeshBytes: Uint8Array, from: RoomName, to: RoomName) {
  await init();
  const { navMesh } = importNavMesh(navMeshBytes);
  const query = new NavMeshQuery(navMesh);
  try {
    const halfExtents = { x: 1.5, y: 0.5, z: 1.5 };
    const snap = ([x, y, z]: [number, number, number]) =>
      query.findClosestPoint({ x, y, z }, { halfExtents }).point;
    const start = snap(centred(from));
    const end = snap(centred(to));
    const found = query.computePath(start, end, { halfExtents, maxPathPolys: 2048 });
    return { found: found.success, corners: found.path, end };
  } finally {
    query.destroy();
    navMesh.destroy();
  }
}

const distance = (a: { x: number; z: number }, b: { x: number; z: number }) =>
  Math.hypot(a.x - b.x, a.z - b.z);

const INPUTS: {
  name: string;
  sourceKind: 'scan' | 'cad';
  textured?: boolean;
  bytes: () => Promise<Uint8Array>;
}[] = [
  { name: 'a glTF binary', sourceKind: 'cad', textured: true, bytes: () => apartmentGlb() },
  { name: 'a zipped glTF', sourceKind: 'cad', textured: true, bytes: () => apartmentGltfZip() },
  {
    name: 'a zipped OBJ with MTL',
    sourceKind: 'cad',
    textured: true,
    bytes: async () => apartmentObjZip(),
  },
  {
    name: 'a PLY scan',
    sourceKind: 'scan',
    bytes: async () => scanPly({ triangles: 60_000 }),
  },
  {
    name: 'a DXF plan',
    sourceKind: 'cad',
    bytes: async () => new TextEncoder().encode(planDxf()),
  },
];

describe('every input kind becomes a ready tour', () => {
  it.each(INPUTS)('$name', async ({ name, sourceKind, textured, bytes }) => {
    const input = await bytes();
    const { client, tour } = await processed(name, input, sourceKind);
    expect(tour, tour.error ?? '').toMatchObject({ status: 'ready', progress: 1, error: null });
    expect(Object.keys(tour.assets).sort()).toEqual(['floorplan', 'model', 'navmesh', 'thumbnail']);
    expect(tour.bounds?.min.y).toBeCloseTo(0, 1);
    expect(tour.startPosition?.position.y).toBeGreaterThan(1);

    const model = await loadInThree(await asset(client, tour.assets.model));
    expect(model.triangles).toBeGreaterThan(100);
    if (textured) expect(model.textureSizes.length).toBeGreaterThan(0);
    for (const size of model.textureSizes) expect(size).toBeLessThanOrEqual(2048);

    const { found, corners, end } = await route(
      await asset(client, tour.assets.navmesh),
      'bedroom',
      'kitchen',
    );
    expect(found).toBe(true);
    const last = corners.at(-1);
    expect(last && distance(last, end)).toBeLessThan(0.1);
    // Through the doorways, not through the wall between the rooms.
    expect(corners.length).toBeGreaterThan(2);

    const plan = new TextDecoder().decode(await asset(client, tour.assets.floorplan));
    expect(plan).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Opened on its own, the plan runs nothing: its own policy, not the app's.
    const planHeaders = (await client.get(tour.assets.floorplan ?? '')).headers;
    expect(planHeaders.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // Drawn with presentation attributes (fill, stroke), which no policy restricts.
    expect(plan).not.toMatch(/<style|\sstyle=/);
    const thumbnail = await sharp(await asset(client, tour.assets.thumbnail)).metadata();
    expect(thumbnail.format).toBe('webp');
    expect(await filesOf(tour.id)).toEqual(
      expect.arrayContaining(['source', 'model.glb', 'navmesh.bin', 'floorplan.svg']),
    );
  });
});

const png = () =>
  encodePng({
    width: 2,
    height: 2,
    rgb: new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]),
  });

const HOSTILE: { name: string; bytes: () => Promise<Uint8Array>; message: string | RegExp }[] = [
  {
    name: 'truncated.glb',
    bytes: async () => truncatedGlb(await apartmentGlb()),
    message: INVALID_GLB_MESSAGE,
  },
  {
    name: 'lying-length.glb',
    bytes: async () => lyingLengthGlb(await apartmentGlb()),
    message: INVALID_GLB_MESSAGE,
  },
  {
    name: 'zip-bomb.zip',
    bytes: async () => zipBomb(8 * 1024 * 1024),
    message:
      "The archive unpacks to more than 200 times its size, which is refused as a likely zip bomb. Make the .zip again from the model's own files, then create the tour again.",
  },
  { name: 'traversal.zip', bytes: async () => traversalZip(), message: UNSAFE_PATH_MESSAGE },
  { name: 'empty.glb', bytes: async () => emptyGlb(), message: EMPTY_MESSAGE },
  {
    name: 'png-renamed.glb',
    bytes: async () => pngRenamedGlb(png()),
    message: UNSUPPORTED_MESSAGE,
  },
  {
    name: 'many-faces.obj (10 million faces, 76 MB)',
    bytes: async () => {
      const file = path.join(dataDir, 'many-faces.obj');
      await writeManyFacesObj(file);
      return readFile(file);
    },
    message: tooManyFacesMessage(DEFAULT_INPUT_LIMITS),
  },
];

describe('every hostile file is refused cleanly', () => {
  it.each(HOSTILE)('$name', async ({ bytes, message }) => {
    const { client, tour, userId } = await processed('Hostile', await bytes());
    expect(tour.status).toBe('failed');
    expect(tour.error).toMatch(message);
    expect(tour.assets).toEqual({});
    // The upload and anything processing wrote are gone; the credit is back.
    expect(await filesOf(tour.id)).toEqual([]);
    expect(await balanceOf(api.db, userId)).toBe(1);
    const refunds = await api.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.tourId, tour.id), eq(creditLedger.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    // The reason is all the owner reads: no stack trace, no path.
    expect(tour.error).not.toMatch(/\bat \w|\/work\/|node_modules/);
    expect((await tourOf(client, tour.id)).status).toBe('failed');
  });
});

describe('progress', () => {
  it('streams each stage as Server-Sent Events until the tour is ready', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client, 'Streamed');
    const stream = await client.get(`/api/v1/tours/${tour.id}/events`);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reading = readEvents(stream);
    await upload(client, tour.id, await apartmentGlb());
    const events = await reading;

    const views = events.filter((event) => event.event === 'tour').map((event) => event.tour);
    expect(views[0]?.status).toBe('draft');
    expect(views.at(-1)).toMatchObject({ status: 'ready', progress: 1 });
    const stages = new Set(views.map((view) => view.stage).filter(Boolean));
    expect([...stages]).toEqual(expect.arrayContaining(['read', 'simplify', 'navmesh']));
    const progress = views.map((view) => view.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});

/** Reads a stream of Server-Sent Events to its end (the server ends it at ready or failed). */
async function readEvents(response: Response) {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.includes('data:'))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).trim())
          .join('\n');
      return { event: field('event'), tour: JSON.parse(field('data')) as TourView };
    });
}

describe('limits and interruptions', () => {
  it('resumes a job whose worker crashed, once its lease has run out', async () => {
    const { client } = await userWithCredits(1);
    const tour = await createTour(client, 'Interrupted');
    await worker.stop({ graceMs: 1000 });
    let claimed;
    try {
      await upload(client, tour.id, await apartmentGlb());
      // A worker claims the job and dies at once: its lease runs out a moment later.
      claimed = await claimNext(api.db, {
        workerId: 'crashed-worker',
        kinds: [TOUR_PROCESS_JOB],
        leaseMs: 300,
        now: new Date(),
      });
    } finally {
      worker = startTestWorker();
    }
    expect(claimed?.status).toBe('running');
    expect((await settled(client, tour.id)).status).toBe('ready');
    const [job] = await api.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, claimed?.id ?? ''));
    expect(job).toMatchObject({ status: 'succeeded', attempts: 2, lockedBy: null });
  });

  it('stops a job at its time limit, refunds it and removes its files', async () => {
    const { client, account } = await userWithCredits(1);
    const tour = await createTour(client, 'Too slow');
    await worker.stop({ graceMs: 1000 });
    const limited = startTestWorker({ timeLimitMs: 50 });
    try {
      await upload(client, tour.id, await apartmentGlb());
      const failed = await settled(client, tour.id);
      expect(failed).toMatchObject({ status: 'failed', error: TIME_LIMIT_MESSAGE });
    } finally {
      await limited.stop({ graceMs: 1000 });
      worker = startTestWorker();
    }
    expect(await filesOf(tour.id)).toEqual([]);
    expect(await balanceOf(api.db, account.profile.id)).toBe(1);
  });

  it('ends a processing thread that needs more than its memory limit with a clear reason', async () => {
    const bytes = await apartmentGlb();
    const failure = await runPipelineInThread(bytes.slice().buffer, { memoryLimitMb: 8 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProcessingError);
    expect((failure as Error).message).toBe(OUT_OF_MEMORY_MESSAGE);
  });

  it(
    'keeps the result of a thread until its last reports are stored',
    async () => {
      // A database slower than the whole pipeline: the first report is stored only once the
      // thread has posted its result; the later ones wait behind it. A heap limit no other test
      // asks for takes a new thread rather than a warm one, so that its messages can be watched.
      const stored: string[] = [];
      const bytes = await apartmentGlb();
      const resultPosted = nextThreadResult();
      const result = await runPipelineInThread(bytes.slice().buffer, {
        memoryLimitMb: DEFAULT_MEMORY_LIMIT_MB + 1,
        report: async ({ stage }) => {
          if (stored.length === 0) await resultPosted;
          stored.push(stage);
        },
      });
      expect(result.glb.byteLength).toBeGreaterThan(0);
      expect(stored.length).toBeGreaterThan(3);
    },
    READY_WITHIN_MS,
  );
});

/** Settles when the next thread started in this process posts a job's result. */
function nextThreadResult(): Promise<void> {
  return new Promise((resolve) =>
    process.once('worker', (thread) =>
      thread.on('message', (reply: ThreadReply) => {
        if (reply.type === 'result') resolve();
      }),
    ),
  );
}
