/**
 * Where a measuring click lands (decision 0031): on the nearest triangle corner when one is within
 * a few pixels of the pointer, else on the nearest triangle edge within a smaller distance, else on
 * the surface hit itself. Pure (three's Vector3 only), so it is unit-tested without WebGL.
 */
import { Line3, Vector3 } from 'three';

export interface ScreenPoint {
  x: number;
  y: number;
}

export type SnapKind = 'vertex' | 'edge' | 'surface';

export interface Snap {
  point: Vector3;
  kind: SnapKind;
}

export type Triangle = readonly [Vector3, Vector3, Vector3];

export interface SnapOptions {
  /** A corner within this many pixels of the pointer wins. */
  vertexPixels: number;
  /** Else an edge within this many pixels. */
  edgePixels: number;
  /**
   * Only corners and edges within this many metres of the surface hit count: a corner far behind
   * the hit (hidden by it) must not catch the pointer.
   */
  reach: number;
  /** Nothing above this height counts (the part cut away in dollhouse and floor plan). */
  cutHeight: number;
}

export const SNAP_PIXELS = { vertexPixels: 12, edgePixels: 8 } as const;

const edge = new Line3();
const onEdge = new Vector3();

export function snapPoint(
  hit: Vector3,
  cursor: ScreenPoint,
  triangles: Iterable<Triangle>,
  project: (point: Vector3) => ScreenPoint | null,
  options: SnapOptions,
): Snap {
  const vertex = new Nearest(options.vertexPixels);
  const edgePoint = new Nearest(options.edgePixels);
  const consider = (nearest: Nearest, point: Vector3) => {
    if (point.y > options.cutHeight) return;
    const metres = point.distanceTo(hit);
    if (metres > options.reach) return;
    const screen = project(point);
    if (!screen) return;
    nearest.offer(point, Math.hypot(screen.x - cursor.x, screen.y - cursor.y), metres);
  };
  for (const [a, b, c] of triangles) {
    for (const [start, end] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const) {
      consider(vertex, start);
      edge.set(start, end).closestPointToPoint(hit, true, onEdge);
      consider(edgePoint, onEdge);
    }
  }
  if (vertex.point) return { point: vertex.point, kind: 'vertex' };
  if (edgePoint.point) return { point: edgePoint.point, kind: 'edge' };
  return { point: hit.clone(), kind: 'surface' };
}

/** Screen distances this close count as a tie, which the nearer point in space wins. */
const TIE_PIXELS = 1;

/**
 * The best candidate so far: the fewest pixels from the pointer; among near-ties, the nearest to
 * the hit in space (seen from straight above, a wall's foot and a point higher up the same wall
 * lie on the same pixel, and the foot, on the floor that was hit, is the one meant).
 */
class Nearest {
  point: Vector3 | null = null;
  private metres = Infinity;
  constructor(private pixels: number) {}

  offer(point: Vector3, pixels: number, metres: number): void {
    if (pixels > this.pixels + (this.point ? TIE_PIXELS : 0)) return;
    const clearlyCloser = this.point === null || pixels < this.pixels - TIE_PIXELS;
    if (!clearlyCloser && metres >= this.metres) return;
    this.point = point.clone();
    this.pixels = Math.min(pixels, this.pixels);
    this.metres = metres;
  }
}
