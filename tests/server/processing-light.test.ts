/**
 * Baked ambient occlusion (issue 18, point 1): long edges split without cracks, then corners and
 * contacts darker than open wall, on a plain room and on the generated apartment; a scan keeps
 * its own colours.
 */
import { Document, Logger, type Primitive } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { apartmentGlb } from '../../scripts/fixtures/gltf';
import { readInput } from '../../server/processing/inputs';
import { bakeAmbientOcclusion, countTriangles } from '../../server/processing/stages';
import { subdivideLongEdges } from '../../server/processing/stages/subdivide';
import { boxesDocument } from './support/box-documents';
import { allowSlowWork } from './support/slow-work';

allowSlowWork();

const ROOM = { x: 5, y: 2.7, z: 4 } as const;

/** A closed box seen from inside: floor, ceiling and four walls, one quad each, no normals. */
function roomDocument(): Document {
  const size = [ROOM.x, ROOM.y, ROOM.z];
  const document = boxesDocument([{ centre: size.map((length) => length / 2), size }], {
    inward: true,
    colour: [0.9, 0.9, 0.9, 1],
    name: 'room',
  });
  document.setLogger(new Logger(Logger.Verbosity.ERROR));
  return document;
}

/** The baked brightness of the vertex nearest a point. */
function brightnessNear(primitive: Primitive, point: readonly number[]): number {
  const position = primitive.getAttribute('POSITION');
  const colour = primitive.getAttribute('COLOR_0');
  if (!position || !colour) throw new Error('no baked colours');
  let best = { distance: Infinity, index: -1 };
  for (let i = 0; i < position.getCount(); i += 1) {
    const p = position.getElement(i, []);
    const distance = Math.hypot(...p.map((value, axis) => value - (point[axis] ?? 0)));
    if (distance < best.distance) best = { distance, index: i };
  }
  expect(best.distance).toBeLessThan(0.3);
  return colour.getElement(best.index, [])[0] ?? NaN;
}

function edgeUse(indices: Uint32Array): Map<string, number> {
  const uses = new Map<string, number>();
  for (let t = 0; t < indices.length; t += 3)
    for (let k = 0; k < 3; k += 1) {
      const [a = 0, b = 0] = [indices[t + k], indices[t + ((k + 1) % 3)]];
      const key = a < b ? `${a}:${b}` : `${b}:${a}`;
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  return uses;
}

describe('subdivideLongEdges', () => {
  const tetrahedron = {
    positions: new Float32Array([0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 2]),
    indices: new Uint32Array([0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3]),
  };
  const attributes = () =>
    new Map([['POSITION', { size: 3, values: tetrahedron.positions.slice() }]]);

  it('splits every edge down to the limit and leaves a closed mesh closed', () => {
    const result = subdivideLongEdges(attributes(), tetrahedron.indices, {
      maxEdge: 0.5,
      maxTriangles: 10_000,
      toWorld: (p) => p,
    });
    if (!result) throw new Error('nothing was split');
    const positions = result.attributes.get('POSITION')?.values ?? new Float32Array();
    for (const [key, uses] of edgeUse(result.indices)) {
      // A crack or a T-junction would leave an edge used by one triangle only.
      expect(uses, key).toBe(2);
      const [a = 0, b = 0] = key.split(':').map(Number);
      const length = Math.hypot(
        ...[0, 1, 2].map((k) => (positions[a * 3 + k] ?? 0) - (positions[b * 3 + k] ?? 0)),
      );
      expect(length).toBeLessThanOrEqual(0.5 + 1e-6);
    }
  });

  it('stops before the triangle budget and does nothing when no pass fits', () => {
    const bounded = subdivideLongEdges(attributes(), tetrahedron.indices, {
      maxEdge: 0.01,
      maxTriangles: 300,
      toWorld: (p) => p,
    });
    expect((bounded?.indices.length ?? 0) / 3).toBeGreaterThan(4);
    expect((bounded?.indices.length ?? 0) / 3).toBeLessThanOrEqual(300);
    expect(
      subdivideLongEdges(attributes(), tetrahedron.indices, {
        maxEdge: 0.5,
        maxTriangles: 4,
        toWorld: (p) => p,
      }),
    ).toBeNull();
  });
});

describe('bakeAmbientOcclusion', () => {
  it("darkens a room's corners and the foot of its walls, not the middle of a wall", () => {
    const document = roomDocument();
    const result = bakeAmbientOcclusion(document, { maxTriangles: 100_000 });
    expect(result.primitivesShaded).toBe(1);
    expect(result.trianglesAdded).toBeGreaterThan(0);
    expect(countTriangles(document)).toBeLessThanOrEqual(100_000);
    const [primitive] = document.getRoot().listMeshes()[0]?.listPrimitives() ?? [];
    if (!primitive) throw new Error('the room has no primitive');
    const wallMiddle = brightnessNear(primitive, [ROOM.x / 2, ROOM.y / 2, 0]);
    const floorCorner = brightnessNear(primitive, [0, 0, 0]);
    const wallFoot = brightnessNear(primitive, [ROOM.x / 2, 0, 0]);
    expect(wallMiddle).toBeGreaterThan(0.97);
    expect(floorCorner).toBeLessThan(wallFoot);
    expect(wallFoot).toBeLessThan(wallMiddle - 0.1);
  });

  it('leaves the model as it is when the budget has no room and shading still applies', () => {
    const document = roomDocument();
    const result = bakeAmbientOcclusion(document, { maxTriangles: countTriangles(document) });
    expect(result.trianglesAdded).toBe(0);
    expect(countTriangles(document)).toBe(12);
    expect(result.verticesShaded).toBe(8);
  });

  it('shades every surface of the apartment, textured or not', async () => {
    const { document } = await readInput(await apartmentGlb());
    document.setLogger(new Logger(Logger.Verbosity.ERROR));
    const before = countTriangles(document);
    const result = bakeAmbientOcclusion(document, { maxTriangles: 500_000 });
    expect(result.primitivesShaded).toBeGreaterThan(0);
    expect(countTriangles(document)).toBe(before + result.trianglesAdded);
    for (const mesh of document.getRoot().listMeshes())
      for (const primitive of mesh.listPrimitives())
        expect(primitive.getAttribute('COLOR_0'), mesh.getName()).toBeDefined();
  });
});
