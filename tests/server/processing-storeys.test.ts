/**
 * Storeys and where a visitor stands (issue 17, point 4; decision 0033), through the real API,
 * queue, worker and processing thread: floor is walkable only under a ceiling (a roof terrace
 * never is, nor the start), storeys from the IFC or from floor heights, the start indoors on the
 * entrance storey facing the longest view, a floor plan per storey with its rooms' names. Models
 * without any ceiling keep the old rule.
 */
import { describe, expect, it } from 'vitest';
import type { TourView } from '../../src/contract/tours';
import { CORRIDOR, TERRACE_ROOM, corridorGlb, roofTerraceGlb } from '../../scripts/fixtures/boxes';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { HOUSE_ROOMS, HOUSE_STOREYS, houseIfc } from '../../scripts/fixtures/ifc';
import { readInput } from '../../server/processing/inputs';
import {
  buildNavMesh,
  FEATURE_ID_ATTRIBUTE,
  NO_WALKABLE_FLOOR_MESSAGE,
  meshoptIO,
  runPipeline,
  type ModelElement,
} from '../../server/processing/stages';
import { ELEMENTS_EXTRA, storeyNodeName } from '../../src/contract/storeys';
import { EYE_HEIGHT } from '../../server/processing/stages/start-position';
import { countTriangles, worldPrimitives } from '../../server/processing/stages/world-geometry';
import { boxesDocument } from './support/box-documents';
import { ceilingTest, coveredFloorInput, obstacles } from '../../server/processing/stages/storeys';
import { corpusFile } from '../corpus/debian';
import type { TestClient } from './support/test-api';
import { processingHarness } from './support/processing-harness';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const READY_WITHIN_MS = 180_000;
const FZK_HAUS = {
  package: 'assimp-testmodels',
  path: 'usr/share/assimp/models/IFC/AC14-FZK-Haus.ifc',
  sha256: 'c8600fd63d1734d18f40fb1237533e9a3ec46c157489be7d501c166b99f21846',
};

const { processed: processedTour } = processingHarness('storeys', READY_WITHIN_MS);

/** Processed, and ready without error. */
async function processed(bytes: Uint8Array, sourceKind: 'scan' | 'cad' = 'cad') {
  const result = await processedTour(bytes, sourceKind);
  expect(result.tour.error).toBeNull();
  expect(result.tour.status).toBe('ready');
  return result;
}

/** Each storey's plan, fetched through the API. */
async function plansOf(client: TestClient, tour: TourView): Promise<string[]> {
  const plans: string[] = [];
  for (const storey of tour.storeys) {
    expect(storey.floorplan).toBeDefined();
    const response = await client.get(storey.floorplan ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    plans.push(await response.text());
  }
  return plans;
}

/** Whether the upload, read again, has a ceiling over the start's feet. */
async function startsUnderCeiling(bytes: Uint8Array, tour: TourView): Promise<boolean> {
  const { document } = await readInput(bytes);
  const { x, y, z } = tour.startPosition?.position ?? { x: 0, y: 0, z: 0 };
  return ceilingTest(obstacles(document)).covered([x, y - EYE_HEIGHT, z]);
}

/**
 * The processed model as the viewer gets it (merge.ts): its storey nodes in order, each
 * element's storey by the feature ids of the vertices under each, and the element table.
 */
async function mergedModelOf(client: TestClient, url = '') {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const document = await (await meshoptIO()).readBinary(bytes);
  const scene = document.getRoot().getDefaultScene()!;
  const elements = scene.getExtras()[ELEMENTS_EXTRA] as ModelElement[];
  const storeys = scene.listChildren().map((storeyNode) => {
    const ids = new Set<number>();
    let drawCalls = 0;
    storeyNode.traverse((node) => {
      for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
        drawCalls += 1;
        const featureIds = primitive.getAttribute(FEATURE_ID_ATTRIBUTE)!.getArray()!;
        for (const id of featureIds) ids.add(id);
      }
    });
    return {
      name: storeyNode.getName(),
      drawCalls,
      elementStoreys: new Set([...ids].map((id) => elements[id]?.storey)),
    };
  });
  return { elements, storeys, bytes: bytes.byteLength, triangles: countTriangles(document) };
}

/** The unit direction a start's yaw looks along (three.js: −sin yaw, −cos yaw). */
function lookDirection(tour: TourView): [number, number] {
  const yaw = tour.startPosition?.yaw ?? 0;
  return [-Math.sin(yaw), -Math.cos(yaw)];
}

describe('the generated two-storey house (IFC4)', () => {
  it('has its two storeys with a plan each, and starts indoors on the ground storey', async () => {
    const bytes = await houseIfc();
    const { client, tour } = await processed(bytes);
    expect(tour.storeys.map((storey) => storey.name)).toEqual(
      HOUSE_STOREYS.map((storey) => storey.name),
    );
    expect(tour.storeys.map((storey) => storey.entrance)).toEqual([true, false]);
    const [ground, first] = tour.storeys;
    expect((first?.elevation ?? 0) - (ground?.elevation ?? 0)).toBeCloseTo(3, 3);

    const eye = tour.startPosition?.position ?? { x: 99, y: 99, z: 99 };
    expect(eye.y - (ground?.elevation ?? 0)).toBeGreaterThan(1.3);
    expect(eye.y - (ground?.elevation ?? 0)).toBeLessThan(2);
    // Inside the 8 m × 6 m footprint, under the first floor's slab.
    expect(Math.abs(eye.x)).toBeLessThan(4);
    expect(Math.abs(eye.z)).toBeLessThan(3);
    expect(await startsUnderCeiling(bytes, tour)).toBe(true);

    // A plan per storey, each naming that storey's rooms and no other's.
    const plans = await plansOf(client, tour);
    expect(plans).toHaveLength(2);
    HOUSE_ROOMS.forEach((room) => {
      const on = HOUSE_STOREYS.findIndex((storey) => storey.name === room.storey);
      expect(plans[on]).toContain(`>${room.name}</text>`);
      expect(plans[1 - on]).not.toContain(`>${room.name}</text>`);
    });
    // The tour's single plan (for viewers without a storey selector) is the entrance storey's.
    const main = await client.get(tour.assets.floorplan ?? '');
    expect(await main.text()).toBe(plans[0]);

    // Drawn a storey at a time (issue 34): a node per storey, holding its elements alone, each
    // vertex with its element's id.
    const { storeys } = await mergedModelOf(client, tour.assets.model);
    // A model this small comes whole at once: no preview.
    expect(tour.assets.preview).toBeUndefined();
    expect(storeys.map((storey) => storey.name)).toEqual([storeyNodeName(0), storeyNodeName(1)]);
    expect(storeys.map((storey) => [...storey.elementStoreys])).toEqual([[0], [1]]);
  });
});

describe('the house without slabs (an architectural export whose slabs are elsewhere)', () => {
  it('walks both storeys on its rooms’ floors, drawn plainly, without their margins', async () => {
    const result = await runPipeline(await houseIfc({ slabs: false }));
    expect(result.storeys.map((storey) => storey.name)).toEqual(['Ground floor', 'First floor']);
    for (const storey of result.storeys) expect(storey.walkableArea).toBeGreaterThan(15);
    const document = await (await meshoptIO()).readBinary(result.glb);
    const floors = worldPrimitives(document).filter(
      ({ primitive }) => primitive.getMaterial()?.getName() === 'Room floor',
    );
    // Plain: no shading baked into their few large triangles.
    expect(floors.length).toBeGreaterThan(0);
    expect(floors.filter(({ primitive }) => primitive.getAttribute('COLOR_0'))).toEqual([]);
    const drawn = floors.flatMap(({ positions, indices }) =>
      [...indices].map((vertex) => [0, 1, 2].map((axis) => positions[vertex * 3 + axis] ?? 0)),
    );
    const extent = (axis: number) =>
      Math.max(...drawn.map((point) => point[axis]!)) -
      Math.min(...drawn.map((point) => point[axis]!));
    // The rooms span the 8 m × 6 m footprint; with their 0.4 m margins they would span 8.8 m.
    expect(extent(0)).toBeCloseTo(8, 1);
    expect(extent(2)).toBeCloseTo(6, 1);
    expect(new Set(drawn.map((point) => Math.round(point[1]!)))).toEqual(new Set([0, 3]));
  });
});

describe("KIT's FZK-Haus (ArchiCAD, IFC2X3)", () => {
  it('has both storeys with plans and starts indoors on the ground storey, not on the roof', async () => {
    const bytes = await corpusFile(FZK_HAUS.package, FZK_HAUS.path, FZK_HAUS.sha256);
    const { client, tour } = await processed(bytes);
    expect(tour.storeys.map((storey) => storey.name)).toEqual([
      '0. Erdgeschoss',
      '1. Dachgeschoss',
    ]);
    expect(tour.storeys[0]?.entrance).toBe(true);
    const ground = tour.storeys[0]?.elevation ?? 0;
    const eye = tour.startPosition?.position.y ?? Infinity;
    expect(eye - ground).toBeGreaterThan(1.3);
    expect(eye - ground).toBeLessThan(2);
    expect(await startsUnderCeiling(bytes, tour)).toBe(true);
    const plans = await plansOf(client, tour);
    expect(plans[0]).toContain('>Küche</text>');
    expect(plans[1]).toContain('>Galerie</text>');
    // The attic has walkable floor of its own on its plan.
    expect(plans[1]).toMatch(/<path class="walkable" d="M[^"]+Z"/);

    // 377 meshes' primitives as read, drawn in far fewer calls (issue 34: at most 100), a
    // storey at a time, every element still known by name.
    const model = await mergedModelOf(client, tour.assets.model);
    const { elements, storeys } = model;
    const drawCalls = storeys.reduce((sum, storey) => sum + storey.drawCalls, 0);
    expect(drawCalls).toBeLessThanOrEqual(100);
    expect(storeys.map((storey) => [...storey.elementStoreys])).toEqual([[0], [1]]);
    expect(elements.length).toBeGreaterThan(drawCalls * 5);
    expect(elements.filter((element) => element.name.startsWith('IfcDoor')).length).toBeGreaterThan(
      0,
    );

    // Its 600 KB come after a preview of the entrance storey alone, coarser and smaller
    // (decision 0049), its elements still known.
    const preview = await mergedModelOf(client, tour.assets.preview);
    expect(preview.storeys.map((storey) => storey.name)).toEqual(['storey-0']);
    expect(preview.storeys[0]?.elementStoreys).toEqual(new Set([0]));
    expect(preview.bytes).toBeLessThan(model.bytes * 0.6);
    expect(preview.triangles).toBeLessThan(model.triangles);
    expect(preview.elements).toEqual(elements);
  });
});

describe('a room with a roof terrace on top (plain glTF, nothing marked as a roof)', () => {
  it('starts in the room under the terrace, never on it', async () => {
    const bytes = await roofTerraceGlb();
    const { client, tour } = await processed(bytes);
    // Read at 0.2 m (the floor slab lifts the model), the terrace's top at 3.1 m.
    const eye = tour.startPosition?.position ?? { x: 0, y: 99, z: 0 };
    expect(eye.y).toBeGreaterThan(0.2 + EYE_HEIGHT - 0.1);
    expect(eye.y).toBeLessThan(0.2 + EYE_HEIGHT + 0.3);
    expect(await startsUnderCeiling(bytes, tour)).toBe(true);
    expect(tour.storeys).toHaveLength(1);
    expect(tour.storeys[0]?.name).toBeNull();
    // Only the room's floor is walkable: its plan's walkable area lies inside the walls.
    const [plan = ''] = await plansOf(client, tour);
    const walkable = /<path class="walkable" d="([^"]*)"/.exec(plan)?.[1] ?? '';
    const xs = [...walkable.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(xs.length).toBeGreaterThan(0);
    expect(Math.max(...xs.map(Math.abs))).toBeLessThan(TERRACE_ROOM.width / 2 + 0.01);
  });
});

describe('a long corridor', () => {
  it('starts looking down the corridor', async () => {
    const { tour } = await processed(await corridorGlb());
    const [dx, dz] = lookDirection(tour);
    expect(Math.abs(dx)).toBeGreaterThan(0.95);
    expect(Math.abs(dz)).toBeLessThan(0.3);
    const eye = tour.startPosition?.position ?? { x: 99, y: 0, z: 99 };
    expect(Math.abs(eye.x)).toBeLessThan(CORRIDOR.length / 2);
    expect(Math.abs(eye.z)).toBeLessThan(CORRIDOR.width / 2);
  });
});

/** Higher than a ceiling can be (CEILING_MAX, 7 m, in storeys.ts). */
const CEILING_MAX_TEST = 8;

describe('floors and ceilings (the navmesh stage)', () => {
  it('keeps the old rule for a model without ceilings, and finds them where there are', async () => {
    const open = await readInput(await apartmentGlb());
    expect(coveredFloorInput(open.document, 45).ceilings).toBe(false);
    const covered = await readInput(await apartmentGlb({ ceilings: true }));
    expect(coveredFloorInput(covered.document, 45).ceilings).toBe(true);
    for (const { document } of [open, covered]) {
      const navMesh = await buildNavMesh(document);
      try {
        // The whole apartment stays walkable either way: 10 m × 9 m less walls, furniture and
        // the body's 0.3 m margin along them (decision 0041), about 39 m².
        expect(navMesh.walkableArea).toBeGreaterThan(36);
      } finally {
        navMesh.destroy();
      }
    }
  });

  /** A steel frame: four columns `height` tall under a roof 12 m × 8 m, on a ground slab or not. */
  const steelFrame = (height: number, ground: boolean) =>
    boxesDocument([
      ...[-6, 6].flatMap((x) =>
        [-4, 4].map((z) => ({ centre: [x, height / 2, z], size: [0.3, height, 0.3] })),
      ),
      { centre: [0, height + 0.05, 0], size: [12.6, 0.1, 8.6] },
      ...(ground ? [{ centre: [0, -0.1, 0], size: [16, 0.2, 12] }] : []),
    ]);

  it('walks a frame too tall to be a ceiling on its ground, never on its roof', async () => {
    const navMesh = await buildNavMesh(steelFrame(CEILING_MAX_TEST, true));
    try {
      expect(navMesh.ceilings).toBe(false);
      const heights = navMesh.walkable.positions.filter((_, index) => index % 3 === 1);
      expect(Math.max(...heights)).toBeLessThan(0.5);
      expect(navMesh.walkableArea).toBeGreaterThan(100);
    } finally {
      navMesh.destroy();
    }
  });

  it('finds no floor on a frame without ground: its roof is no floor (an object tour)', async () => {
    for (const height of [4, CEILING_MAX_TEST])
      await expect(buildNavMesh(steelFrame(height, false))).rejects.toThrow(
        NO_WALKABLE_FLOOR_MESSAGE,
      );
  });

  it('never walks on a terrace without a ceiling', async () => {
    const { document } = await readInput(await roofTerraceGlb());
    const navMesh = await buildNavMesh(document);
    try {
      expect(navMesh.ceilings).toBe(true);
      const heights = navMesh.walkable.positions.filter((_, index) => index % 3 === 1);
      expect(Math.max(...heights)).toBeLessThan(1);
    } finally {
      navMesh.destroy();
    }
  });
});
