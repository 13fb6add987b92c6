/**
 * The public demo tour (issue 7, point 5): seeded once, processed by the real queue and
 * pipeline, and then public at /t/demo with a destination per room that the navmesh connects.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { NavMeshQuery, importNavMesh, init } from 'recast-navigation';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_TOUR_SLUG } from '../../src/contract/demo-tour';
import type { PublicTourView } from '../../src/contract/tours';
import { systemClock } from '../../server/clock';
import { balanceOf } from '../../server/credits/ledger';
import { tours, users } from '../../server/db/schema';
import { startWorker } from '../../server/jobs/start-worker';
import type { Worker } from '../../server/jobs/worker';
import { tourFilesConfig } from '../../server/tours/config';
import { DEMO_OWNER_EMAIL, seedDemoTour } from '../../server/tours/demo-tour';
import { body, type TestApi } from './auth-helpers';
import { createTestApi } from './support/test-api';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

let api: TestApi;
let dataDir: string;
let worker: Worker;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-demo-'));
  const tourFiles = tourFilesConfig(dataDir, 1024 * 1024);
  api = await createTestApi({ clock: systemClock, tourFiles });
  worker = startWorker({ db: api.db, storage: tourFiles.storage, pollIntervalMs: 100 });
});

afterAll(async () => {
  await worker?.stop({ graceMs: 1000 });
  await api?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function publicDemo(): Promise<PublicTourView> {
  const visitor = api.client();
  let response: Response | undefined;
  await expect
    .poll(
      async () => {
        response = await visitor.get(`/api/v1/public/tours/${DEMO_TOUR_SLUG}`);
        return response.status;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(200);
  return body<PublicTourView>(response!);
}

it('is seeded once, processed by the pipeline and public with a destination per room', async () => {
  expect(await seedDemoTour(api.db, tourFilesConfig(dataDir, 1).storage)).toBe(true);
  expect(await seedDemoTour(api.db, tourFilesConfig(dataDir, 1).storage)).toBe(false);
  const rows = await api.db.select().from(tours).where(eq(tours.slug, DEMO_TOUR_SLUG));
  expect(rows).toHaveLength(1);

  const demo = await publicDemo();
  expect(demo.title).toBe('Demo apartment');
  expect(Object.keys(demo.assets).sort()).toEqual(['floorplan', 'model', 'navmesh', 'thumbnail']);
  // Its own start, kept by processing: the living room, looking at the kitchen.
  expect(demo.startPosition).toEqual({
    position: { x: -2, y: 1.6, z: expect.closeTo(-2.35, 6) },
    yaw: -Math.PI / 2,
  });
  expect(demo.destinations.map((destination) => destination.name)).toEqual([
    'Living room',
    'Kitchen',
    'Hallway',
    'Bedroom',
    'Bathroom',
  ]);
  expect(demo.annotations.length).toBeGreaterThan(0);

  // Every room reaches every other over the navmesh.
  const navMesh = await api.client().get(demo.assets.navmesh!);
  await init();
  const { navMesh: mesh } = importNavMesh(new Uint8Array(await navMesh.arrayBuffer()));
  const query = new NavMeshQuery(mesh);
  try {
    const halfExtents = { x: 1, y: 0.5, z: 1 };
    const [from, ...others] = demo.destinations.map(
      (destination) => query.findClosestPoint(destination.position, { halfExtents }).point,
    );
    for (const to of others) {
      expect(query.computePath(from!, to, { halfExtents }).success).toBe(true);
    }
  } finally {
    query.destroy();
    mesh.destroy();
  }

  // Nobody can sign in as its owner, and it cost nobody a credit.
  const signIn = await api
    .client()
    .post('/auth/login', { email: DEMO_OWNER_EMAIL, password: 'Any-Password-1' });
  expect(signIn.status).toBe(401);
  const [owner] = await api.db.select().from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
  expect(await balanceOf(api.db, owner!.id)).toBe(0);
}, 90_000);
