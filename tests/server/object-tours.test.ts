/**
 * Models without a walkable floor become object tours (issue 17 point 6, decision 0032), through
 * the real API, queue, worker and storage: third-party object models of the corpus (Debian's
 * assimp-testmodels: the Wuson figure as STL, the Khronos textured box as GLB) and a generated
 * open crate end "ready" as objects, with their model and thumbnail but no navmesh, floor plan,
 * start position or destinations; a model of rooms stays a walkable space tour.
 */
import { describe, expect, it } from 'vitest';
import type { TourView } from '../../src/contract/tours';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { OPEN_CRATE_SIZE, openCrateObj } from '../../scripts/fixtures/object';
import { corpusFile } from '../corpus/debian';
import type { TestClient } from './support/test-api';
import { processingHarness } from './support/processing-harness';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const READY_WITHIN_MS = 120_000;
const MODELS = 'usr/share/assimp/models';

const { processed } = processingHarness('object-tours', READY_WITHIN_MS);

const sizeOf = (tour: TourView) => {
  const { min, max } = tour.bounds ?? { min: { x: 0, y: 0, z: 0 }, max: { x: 0, y: 0, z: 0 } };
  return [max.x - min.x, max.y - min.y, max.z - min.z];
};

async function expectObjectTour(client: TestClient, tour: TourView) {
  expect(tour.error).toBeNull();
  expect(tour.status).toBe('ready');
  expect(tour.kind).toBe('object');
  // Nothing to walk on: no navmesh, no floor plan, nowhere to stand, nowhere to go.
  expect(tour.assets.navmesh).toBeUndefined();
  expect(tour.assets.floorplan).toBeUndefined();
  expect(tour.startPosition).toBeNull();
  expect(tour.destinations).toEqual([]);
  // The model and its thumbnail are served as for any tour.
  const model = await client.get(tour.assets.model ?? '');
  expect(model.status).toBe(200);
  expect(new TextDecoder().decode((await model.arrayBuffer()).slice(0, 4))).toBe('glTF');
  const thumbnail = await client.get(tour.assets.thumbnail ?? '');
  expect(thumbnail.status).toBe(200);
}

describe('a model without a walkable floor', () => {
  it('a third-party STL figure (Wuson) becomes a ready object tour', async () => {
    const bytes = await corpusFile(
      'assimp-testmodels',
      `${MODELS}/STL/Wuson.stl`,
      '32bed7d4aa97a5d7b05a8adf0955e15e7da0685ef676b11a99ab599844b8316e',
    );
    const { client, tour } = await processed(bytes);
    await expectObjectTour(client, tour);
    const [width, height, depth] = sizeOf(tour);
    expect(Math.max(width ?? 0, depth ?? 0)).toBeGreaterThan(1);
    expect(height).toBeGreaterThan(1);
  });

  it("Khronos' textured box (GLB) becomes a ready object tour of its 1 m size", async () => {
    const bytes = await corpusFile(
      'assimp-testmodels',
      `${MODELS}/glTF2/BoxTextured-glTF-Binary/BoxTextured.glb`,
      '624621d7885bb418ac64e99c994b45634a32c87caeefae67b06c5c0531c57115',
    );
    const { client, tour } = await processed(bytes, 'cad');
    await expectObjectTour(client, tour);
    for (const side of sizeOf(tour)) expect(side).toBeCloseTo(1, 3);
  });

  it('a generated open crate (no floor) becomes a ready object tour', async () => {
    const { client, tour } = await processed(openCrateObj());
    await expectObjectTour(client, tour);
    const sides = Object.values(OPEN_CRATE_SIZE).sort();
    expect(sizeOf(tour).sort()).toEqual(
      sides.map((side) => expect.closeTo(side, 3) as unknown as number),
    );
  });
});

describe('a model of rooms', () => {
  it('stays a walkable space tour with its navmesh, floor plan and start', async () => {
    const { client, tour } = await processed(await apartmentGlb(), 'cad');
    expect(tour.error).toBeNull();
    expect(tour.status).toBe('ready');
    expect(tour.kind).toBe('space');
    expect(tour.startPosition).not.toBeNull();
    for (const url of [tour.assets.navmesh, tour.assets.floorplan]) {
      expect((await client.get(url ?? '')).status).toBe(200);
    }
  });
});
