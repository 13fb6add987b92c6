/**
 * The processing stages (issue 6, point 3) on the generated fixtures: each stage alone, then the
 * whole pipeline from upload bytes to a compressed GLB, a navmesh that routes through doorways,
 * a floor plan and a start position.
 */
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression } from '@gltf-transform/extensions';
import { NavMeshQuery, importNavMesh, init } from 'recast-navigation';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { roomCentre, type RoomName } from '../../scripts/fixtures/layout';
import { planDxf } from '../../scripts/fixtures/plan';
import { scanPly } from '../../scripts/fixtures/scan';
import { readInput as readModel, type ReadInputOptions } from '../../server/processing/inputs';
import {
  EYE_HEIGHT,
  NO_WALKABLE_FLOOR_MESSAGE,
  ProcessingError,
  buildNavMesh,
  cleanModel,
  compressModel,
  countTriangles,
  floorPlanSvg,
  meshoptIO,
  runPipeline,
  simplifyToBudget,
  startPosition,
  type Vec3,
} from '../../server/processing/stages';

/**
 * The scan is Y up, but the inputs' automatic up-axis guess reads it as Z up (its double-sided
 * walls outweigh the floor), so the tests say so, as an uploader's choice would.
 */
const SCAN_FRAME: ReadInputOptions = { meshFrame: { unit: 'm', up: 'y' } };

/** readInput with glTF-Transform's per-transform INFO logging turned off. */
async function readInput(bytes: Uint8Array, options?: ReadInputOptions) {
  const model = await readModel(bytes, options);
  model.document.setLogger(new Logger(Logger.Verbosity.ERROR));
  return model;
}

/**
 * The fixtures span x ∈ [0, 10], z ∈ [-9, 0] around their walls; reading centres a model on x
 * and z, so a room's centre moves by the same offset.
 */
function centred(room: RoomName): Vec3 {
  const [x, y, z] = roomCentre(room);
  return [x - 5, y, z + 4.5];
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(...a.map((value, axis) => value - (b[axis] ?? 0)));
const pathLength = (corners: readonly Vec3[]) =>
  corners.slice(1).reduce((sum, corner, i) => sum + distance(corner, corners[i] ?? corner), 0);

/** A route on a navmesh exported for the viewer, read back as the viewer reads it. */
async function routeOnExported(data: Uint8Array, from: Vec3, to: Vec3): Promise<Vec3[]> {
  await init();
  const { navMesh } = importNavMesh(data);
  const query = new NavMeshQuery(navMesh);
  try {
    const halfExtents = { x: 1.5, y: 0.3, z: 1.5 };
    const snap = (point: Vec3) =>
      query.findClosestPoint({ x: point[0], y: point[1], z: point[2] }, { halfExtents }).point;
    const route = query.computePath(snap(from), snap(to), { halfExtents, maxPathPolys: 2048 });
    expect(route.success).toBe(true);
    return route.path.map(({ x, y, z }): Vec3 => [x, y, z]);
  } finally {
    query.destroy();
    navMesh.destroy();
  }
}

/** One box per entry (centre, size), as a glTF scene. */
function boxesDocument(boxes: readonly { centre: Vec3; size: Vec3 }[]): Document {
  const document = new Document();
  const buffer = document.createBuffer();
  const scene = document.createScene();
  const faces = [
    0, 3, 1, 0, 2, 3, 4, 5, 7, 4, 7, 6, 0, 1, 5, 0, 5, 4, 2, 6, 7, 2, 7, 3, 0, 4, 6, 0, 6, 2, 1, 3,
    7, 1, 7, 5,
  ];
  for (const { centre, size } of boxes) {
    const corners: number[] = [];
    for (let i = 0; i < 8; i += 1)
      for (let axis = 0; axis < 3; axis += 1)
        corners.push((centre[axis] ?? 0) + (((i >> axis) & 1) - 0.5) * (size[axis] ?? 0));
    const primitive = document
      .createPrimitive()
      .setAttribute(
        'POSITION',
        document
          .createAccessor()
          .setType('VEC3')
          .setArray(new Float32Array(corners))
          .setBuffer(buffer),
      )
      .setIndices(
        document
          .createAccessor()
          .setType('SCALAR')
          .setArray(new Uint32Array(faces))
          .setBuffer(buffer),
      );
    scene.addChild(document.createNode().setMesh(document.createMesh().addPrimitive(primitive)));
  }
  document.getRoot().setDefaultScene(scene);
  return document;
}

const wallOnlyGlb = () =>
  new NodeIO().writeBinary(boxesDocument([{ centre: [0, 1.25, 0], size: [4, 2.5, 0.1] }]));

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProcessingError);
    return (error as Error).message;
  }
  throw new Error('the model was accepted');
}

let apartment: Uint8Array;
let scanSmall: Uint8Array;
const plan = new TextEncoder().encode(planDxf());

beforeAll(async () => {
  apartment = await apartmentGlb();
  scanSmall = scanPly({ triangles: 20_000 });
});

describe('cleanModel', () => {
  it('welds duplicate vertices and drops triangles with no area', async () => {
    const document = new Document().setLogger(new Logger(Logger.Verbosity.ERROR));
    const buffer = document.createBuffer();
    // Two triangles of a square written as six unshared vertices, then two degenerate ones.
    const positions = [0, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0];
    const indices = [0, 1, 2, 3, 4, 5, 0, 0, 1, 6, 7, 1];
    const primitive = document
      .createPrimitive()
      .setAttribute(
        'POSITION',
        document
          .createAccessor()
          .setType('VEC3')
          .setArray(new Float32Array(positions))
          .setBuffer(buffer),
      )
      .setIndices(
        document
          .createAccessor()
          .setType('SCALAR')
          .setArray(new Uint32Array(indices))
          .setBuffer(buffer),
      );
    const node = document.createNode().setMesh(document.createMesh().addPrimitive(primitive));
    document.getRoot().setDefaultScene(document.createScene().addChild(node));

    const result = await cleanModel(document);

    expect(result).toMatchObject({ trianglesBefore: 4, trianglesAfter: 2, degenerateTriangles: 2 });
    const cleaned = document.getRoot().listMeshes()[0]?.listPrimitives()[0];
    expect(cleaned?.getAttribute('POSITION')?.getCount()).toBe(4);
  });
});

describe('simplifyToBudget', () => {
  it('leaves a model within budget untouched', async () => {
    const { document } = await readInput(apartment);
    const before = countTriangles(document);
    const result = await simplifyToBudget(document);
    expect(result).toEqual({ trianglesBefore: before, trianglesAfter: before, error: 0 });
  });

  it('brings a scan under its triangle budget', async () => {
    const { document } = await readInput(scanSmall, SCAN_FRAME);
    await cleanModel(document);
    const result = await simplifyToBudget(document, { maxTriangles: 5_000 });
    expect(result.trianglesBefore).toBeGreaterThan(19_000);
    expect(result.trianglesAfter).toBeLessThanOrEqual(5_000);
    expect(result.trianglesAfter).toBeGreaterThan(500);
    expect(countTriangles(document)).toBe(result.trianglesAfter);
  });
});

describe('compressModel', () => {
  it('writes a meshopt-compressed GLB that reads back with the decoder', async () => {
    const { document } = await readInput(apartment);
    const triangles = countTriangles(document);
    const glb = await compressModel(document);
    const readBack = await (await meshoptIO()).readBinary(glb);
    expect(
      readBack
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toContain(EXTMeshoptCompression.EXTENSION_NAME);
    expect(countTriangles(readBack)).toBe(triangles);
    // Without the decoder the file cannot be read: the compression is really there.
    await expect(new NodeIO().readBinary(glb)).rejects.toThrow();
  });
});

describe('buildNavMesh', () => {
  it('routes between rooms through the doorways', async () => {
    const { document } = await readInput(apartment);
    const navMesh = await buildNavMesh(document);
    try {
      const route = navMesh.findPath(centred('bedroom'), centred('kitchen'));
      expect(route).not.toBeNull();
      const straight = distance(centred('bedroom'), centred('kitchen'));
      expect(pathLength(route ?? [])).toBeGreaterThan(straight + 0.5);
      expect(navMesh.data.byteLength).toBeGreaterThan(100);
      // The bed's top (0.5 m up) is flat and wide enough for recast, but cut off from the floor.
      expect(navMesh.closestPoint([-1.2, 0.5, 3.4], { x: 0.2, y: 0.1, z: 0.2 })).toBeNull();
      expect(navMesh.closestPoint([-2, 0, 3.4], { x: 0.2, y: 0.1, z: 0.2 })).not.toBeNull();
    } finally {
      navMesh.destroy();
    }
  });

  it('refuses a model with no floor to walk on', async () => {
    const document = boxesDocument([{ centre: [0, 1.25, 0], size: [4, 2.5, 0.1] }]);
    expect(await refusal(() => buildNavMesh(document))).toBe(NO_WALKABLE_FLOOR_MESSAGE);
  });
});

describe('floorPlanSvg', () => {
  it('draws the walkable area and the walls as plain SVG in metres', async () => {
    const { document } = await readInput(plan);
    const navMesh = await buildNavMesh(document);
    try {
      const svg = floorPlanSvg(document, navMesh);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="-5\.3 -4\.8 10\.6 9\.6"/,
      );
      expect(svg).toMatch(/<path class="walkable" d="M[^"]+Z"/);
      expect(svg).toMatch(/<path class="walls" d="M[^"]+"/);
      expect(svg).not.toMatch(/<script|javascript:|\bon\w+=/i);
    } finally {
      navMesh.destroy();
    }
  });

  it('falls back to the upward-facing floor without a navmesh', async () => {
    const { document } = await readInput(apartment);
    expect(floorPlanSvg(document)).toMatch(/<path class="walkable" d="M[^"]+Z"/);
  });
});

describe('startPosition', () => {
  it('stands on the floor near the middle at eye height, looking along open floor', async () => {
    const { document } = await readInput(apartment);
    const navMesh = await buildNavMesh(document);
    try {
      const { bounds, start } = startPosition(document, navMesh);
      expect(bounds.min[1]).toBeCloseTo(0, 5);
      expect(bounds.max[0] - bounds.min[0]).toBeCloseTo(10.12, 2);
      const [x, y, z] = start.position;
      expect(Math.hypot(x, z)).toBeLessThan(1.5);
      expect(y).toBeGreaterThan(EYE_HEIGHT - 0.1);
      expect(y).toBeLessThan(EYE_HEIGHT + 0.2);
      const feet = navMesh.closestPoint([x, y - EYE_HEIGHT, z]);
      expect(distance(feet ?? [], [x, y - EYE_HEIGHT, z])).toBeLessThan(0.1);
      expect(distance(start.lookAt, start.position)).toBeCloseTo(1, 5);
      // The middle is the hallway, which runs east-west: the longest view is along x.
      expect(Math.abs(start.lookAt[0] - x)).toBeGreaterThan(0.9);
    } finally {
      navMesh.destroy();
    }
  });
});

describe('runPipeline', () => {
  it('turns the apartment into a compressed GLB with a navmesh that routes through doorways', async () => {
    const reports: string[] = [];
    const result = await runPipeline(apartment, {
      report: ({ stage, progress }) => {
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(1);
        reports.push(stage);
      },
    });

    expect(reports).toEqual([
      'read',
      'clean',
      'simplify',
      'navmesh',
      'floorPlan',
      'start',
      'compress',
      'compress',
    ]);
    const readBack = await (await meshoptIO()).readBinary(result.glb);
    expect(countTriangles(readBack)).toBe(result.trianglesOut);
    expect(result.trianglesOut).toBeLessThanOrEqual(result.trianglesIn);
    const route = await routeOnExported(result.navMesh, centred('bedroom'), centred('kitchen'));
    expect(pathLength(route)).toBeGreaterThan(distance(centred('bedroom'), centred('kitchen')));
    expect(result.floorPlanSvg).toContain('<path');
    expect(result.floorPlanSvg).not.toContain('<script');
    expect(Object.keys(result.secondsPerStage)).toHaveLength(7);
    console.info('apartment seconds per stage', result.secondsPerStage);
  });

  it('turns the DXF plan into a navmesh between its rooms', async () => {
    const result = await runPipeline(plan);
    const route = await routeOnExported(result.navMesh, centred('living'), centred('bathroom'));
    expect(pathLength(route)).toBeGreaterThan(distance(centred('living'), centred('bathroom')));
    expect(distance(route.at(-1) ?? [], centred('bathroom'))).toBeLessThan(0.5);
  });

  it('makes a scan smaller than its upload', async () => {
    const result = await runPipeline(scanSmall, { input: SCAN_FRAME });
    expect(result.glb.byteLength).toBeLessThan(scanSmall.byteLength / 2);
    expect(result.trianglesOut).toBeLessThanOrEqual(result.trianglesIn);
    console.info('scan-small seconds per stage', result.secondsPerStage, {
      bytesIn: scanSmall.byteLength,
      bytesOut: result.glb.byteLength,
    });
  });

  it('refuses a model with no walkable floor', async () => {
    expect(await refusal(async () => runPipeline(await wallOnlyGlb()))).toBe(
      NO_WALKABLE_FLOOR_MESSAGE,
    );
  });
});
