/**
 * The owner turns or rescales a processed OBJ, PLY, STL, DXF or glTF model (issue 17 point 5,
 * decisions 0036, 0053) through the real API, queue and worker: POST /tours/:id/frame processes
 * the tour again with the correction, spends no credit and changes its size; when that fails, the
 * tour keeps what it had; the frame it was processed in is kept as confirmed, with no processing;
 * IFC, another owner's tour, a tour not ready or without its upload, and bad values are refused.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPROCESS_NO_SOURCE_MESSAGE } from '../../src/contract/admin';
import {
  REFRAME_FORMAT_MESSAGE,
  REFRAME_NOT_READY_MESSAGE,
  implausibleSize,
  tourSize,
  type TourModel,
  type TourView,
} from '../../src/contract/tours';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { closetObjMillimetres } from '../../scripts/fixtures/obj';
import { balanceOf } from '../../server/credits/ledger';
import { creditLedger, jobs, tours } from '../../server/db/schema';
import { storageDirFor } from '../../server/storage/disk-storage';
import { body, expectError, signedInUser } from './auth-helpers';
import { processingHarness } from './support/processing-harness';
import type { TestClient } from './support/test-api';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const READY_WITHIN_MS = 120_000;
const harness = processingHarness('reframe', READY_WITHIN_MS);
const { tourOf, settled } = harness;

/** A new owner with one credit, spent on a tour of `bytes`, processed. */
async function processed(bytes: Uint8Array) {
  const result = await harness.processed(bytes);
  expect(result.tour.status, result.tour.error ?? '').toBe('ready');
  return result;
}

/** The tour's model record, stored as processing would have written it. */
async function storedModel(tourId: string, model: TourModel) {
  await harness.api().db.update(tours).set({ model }).where(eq(tours.id, tourId));
}

const reframe = (client: TestClient, tourId: string, correction: unknown) =>
  client.post(`/api/v1/tours/${tourId}/frame`, correction);

const MILLIMETRES = { turns: { x: 0, y: 0, z: 0 }, unit: 'mm' };

describe('POST /tours/:id/frame', () => {
  it('processes an OBJ again in the unit its owner chose, at no credit, and the size changes', async () => {
    const { client, userId, tour } = await processed(closetObjMillimetres());
    // No ceiling to measure, and 1,950 units across: guessed as centimetres, a 19.5 m closet.
    expect(tour.model).toEqual({ format: 'obj', unit: 'cm', correction: null });
    const before = tourSize(tour.bounds!);
    expect(before.width).toBeCloseTo(19.5, 1);
    expect(before.height).toBeCloseTo(18, 1);
    expect(await balanceOf(harness.api().db, userId)).toBe(0);

    const response = await reframe(client, tour.id, MILLIMETRES);
    expect(response.status, await response.clone().text()).toBe(202);
    expect((await body<TourView>(response)).status).toBe('queued');
    const after = await settled(client, tour.id);
    expect(after.status, after.error ?? '').toBe('ready');
    expect(after.error).toBeNull();
    expect(after.model).toEqual({ format: 'obj', unit: 'mm', correction: MILLIMETRES });
    const size = tourSize(after.bounds!);
    expect(size.width).toBeCloseTo(1.95, 2);
    expect(size.depth).toBeCloseTo(1.95, 2);
    expect(size.height).toBeCloseTo(1.8, 2);
    // New files under new URLs: the old model is not served from a cache.
    expect(after.assets.model).not.toBe(tour.assets.model);
    // No credit spent, none refunded: the ledger has the grant and the one spend only.
    expect(await balanceOf(harness.api().db, userId)).toBe(0);
    const entries = await harness
      .api()
      .db.select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId)));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(['grant', 'spend']);

    // Turned a quarter about X: depth and height swap; the unit stays as chosen.
    const turned = { turns: { x: 1, y: 0, z: 0 }, unit: 'mm' };
    expect((await reframe(client, tour.id, turned)).status).toBe(202);
    const upright = await settled(client, tour.id);
    expect(upright.model?.correction).toEqual(turned);
    expect(tourSize(upright.bounds!).depth).toBeCloseTo(1.8, 2);
    expect(tourSize(upright.bounds!).height).toBeCloseTo(1.95, 2);
  });

  it('keeps the frame a tour was processed in as confirmed, without processing it again', async () => {
    const { client, tour } = await processed(await apartmentGlb());
    expect(tour.model).toEqual({ format: 'gltf', unit: 'm', correction: null });
    // As if processing had guessed the unit from the model's look alone (decision 0053).
    await storedModel(tour.id, { ...tour.model!, unitUncertain: true });
    const metres = { turns: { x: 0, y: 0, z: 0 }, unit: 'm' };
    const response = await reframe(client, tour.id, metres);
    expect(response.status).toBe(200);
    const confirmed = await body<TourView>(response);
    expect(confirmed.status).toBe('ready');
    expect(confirmed.model).toEqual({ format: 'gltf', unit: 'm', correction: metres });
    expect(confirmed.assets).toEqual(tour.assets);
    expect(await harness.api().db.select().from(jobs).where(eq(jobs.status, 'queued'))).toEqual([]);
  });

  it('refuses IFC, which declares its own units', async () => {
    const { client, tour } = await processed(await apartmentGlb());
    await storedModel(tour.id, { format: 'ifc', unit: 'mm', correction: null });
    await expectError(await reframe(client, tour.id, MILLIMETRES), 409, REFRAME_FORMAT_MESSAGE);
    expect((await tourOf(client, tour.id)).status).toBe('ready');
  });

  it("refuses another owner's tour, bad values, and a tour not ready", async () => {
    const { client, tour } = await processed(closetObjMillimetres());
    const stranger = await signedInUser(harness.api());
    await expectError(await reframe(stranger.client, tour.id, MILLIMETRES), 404);

    await expectError(
      await reframe(client, tour.id, { ...MILLIMETRES, unit: 'yd' }),
      400,
      'The unit must be one of mm, cm, m, in or ft',
    );
    await expectError(
      await reframe(client, tour.id, { turns: { x: 4, y: 0, z: 0 }, unit: 'm' }),
      400,
      'The turns about X must be 0, 1, 2 or 3 quarter turns',
    );
    await expectError(
      await reframe(client, tour.id, { turns: { x: 0.5, y: 0, z: 0 }, unit: 'm' }),
      400,
      'The turns about X must be a whole number of quarter turns',
    );
    await expectError(await reframe(client, tour.id, { unit: 'm' }), 400);
    expect((await tourOf(client, tour.id)).status).toBe('ready');

    expect((await reframe(client, tour.id, MILLIMETRES)).status).toBe(202);
    await expectError(await reframe(client, tour.id, MILLIMETRES), 409, REFRAME_NOT_READY_MESSAGE);
    await settled(client, tour.id);

    // Processing again fails (the stored upload replaced by bytes no reader takes): the tour is
    // ready again with the files, size and correction it had, and the reason for its owner.
    const before = await tourOf(client, tour.id);
    const source = path.join(storageDirFor(harness.dataDir()), 'tours', tour.id, 'source');
    await writeFile(source, 'not a model at all');
    const feet = { turns: { x: 0, y: 0, z: 0 }, unit: 'ft' };
    expect((await reframe(client, tour.id, feet)).status).toBe(202);
    const kept = await settled(client, tour.id);
    expect(kept.status).toBe('ready');
    expect(kept.error).toMatch(/not supported/);
    expect(kept.assets).toEqual(before.assets);
    expect(kept.bounds).toEqual(before.bounds);
    expect(kept.model).toEqual(before.model);
    expect((await client.get(kept.assets.model!)).status).toBe(200);

    // Its upload gone, the tour cannot be processed again; it stays as it is.
    await rm(source);
    await expectError(await reframe(client, tour.id, feet), 409, REPROCESS_NO_SOURCE_MESSAGE);
    expect((await tourOf(client, tour.id)).status).toBe('ready');
  });
});

describe('implausibleSize', () => {
  const box = (x: number, y: number, z: number) => ({
    min: { x: 0, y: 0, z: 0 },
    max: { x, y, z },
  });
  it('flags over 300 m, and a space lower than 1.5 m; not an object', () => {
    expect(implausibleSize(box(743, 3, 20), 'space')).toBe('tooLarge');
    expect(implausibleSize(box(743, 3, 20), 'object')).toBe('tooLarge');
    expect(implausibleSize(box(7, 1.2, 5), 'space')).toBe('tooSmall');
    expect(implausibleSize(box(0.3, 0.2, 0.3), 'object')).toBeNull();
    expect(implausibleSize(box(7, 2.6, 5), 'space')).toBeNull();
    expect(implausibleSize(null, 'space')).toBeNull();
  });
});
