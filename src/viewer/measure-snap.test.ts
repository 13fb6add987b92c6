import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { snapPoint, type ScreenPoint, type Triangle } from './measure-snap';

/** Seen straight down, 100 pixels a metre: plan (x, z) is the screen (x, y). */
const project = (point: Vector3): ScreenPoint => ({ x: point.x * 100, y: point.z * 100 });
const options = { vertexPixels: 12, edgePixels: 8, reach: 0.5, cutHeight: Infinity };

/** A floor square 0..2 × 0..2 m, two triangles. */
const floor: Triangle[] = [
  [new Vector3(0, 0, 0), new Vector3(2, 0, 0), new Vector3(2, 0, 2)],
  [new Vector3(0, 0, 0), new Vector3(2, 0, 2), new Vector3(0, 0, 2)],
];

const at = (x: number, z: number) => ({
  hit: new Vector3(x, 0, z),
  cursor: project(new Vector3(x, 0, z)),
});

/** The snap of a pointer on the plane y = 0 at (x, z), among `triangles`. */
const snapAt = (x: number, z: number, triangles: Triangle[] = floor) => {
  const { hit, cursor } = at(x, z);
  return snapPoint(hit, cursor, triangles, project, options);
};

describe('snapping a measuring point', () => {
  it('takes a corner within a few pixels', () => {
    const snap = snapAt(1.95, 0.06);
    expect(snap.kind).toBe('vertex');
    expect(snap.point.toArray()).toEqual([2, 0, 0]);
  });

  it('else the nearest point on an edge', () => {
    const snap = snapAt(1.94, 1);
    expect(snap.kind).toBe('edge');
    expect(snap.point.x).toBeCloseTo(2);
    expect(snap.point.z).toBeCloseTo(1);
  });

  it('else the surface hit itself', () => {
    const snap = snapAt(0.7, 1.6);
    expect(snap.kind).toBe('surface');
    expect(snap.point.toArray()).toEqual([0.7, 0, 1.6]);
  });

  it('prefers the nearer of two edges', () => {
    // A wall face 3 cm away and the floor's edge 9 cm away, under the wall.
    const wall: Triangle = [
      new Vector3(1.06, 0, -1),
      new Vector3(1.06, 0, 3),
      new Vector3(1.06, 2, 3),
    ];
    const floorEdge: Triangle = [new Vector3(1, 0, -1), new Vector3(1, 0, 3), new Vector3(3, 0, 3)];
    const snap = snapAt(1.09, 1, [floorEdge, wall]);
    expect(snap.kind).toBe('edge');
    expect(snap.point.x).toBeCloseTo(1.06);
  });

  it('takes the foot of a wall seen from above, not a point higher up on the same pixel', () => {
    const face: Triangle = [new Vector3(1, 0, 0), new Vector3(1, 0, 2), new Vector3(1, 2, 2)];
    const snap = snapAt(0.97, 1, [face]);
    expect(snap.kind).toBe('edge');
    expect(snap.point.toArray()).toEqual([1, 0, 1]);
  });

  it('ignores corners beyond reach or above the cut, and corners the camera cannot see', () => {
    const { hit, cursor } = at(1.95, 0.06);
    expect(snapPoint(hit, cursor, floor, project, { ...options, reach: 0.01 }).kind).toBe(
      'surface',
    );
    const high: Triangle[] = [[new Vector3(2, 3, 0), new Vector3(2, 3, 2), new Vector3(3, 3, 0)]];
    expect(snapPoint(hit, cursor, high, project, { ...options, cutHeight: 1.2 }).kind).toBe(
      'surface',
    );
    expect(snapPoint(hit, cursor, floor, () => null, options).kind).toBe('surface');
  });
});
