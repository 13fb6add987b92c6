/**
 * Storeys and cover (issue 17, point 4; decision 0033). A floor is walkable only where a ceiling
 * is overhead: roofs, terrace tops and other surfaces open to the sky are never walked on nor the
 * start. A model with no ceilings anywhere (an open-topped scan, a plan extruded from DXF) is
 * walked on its ground: every upward surface an adult fits on that is not up on the model (a
 * roof, the top of a closed shell). Storeys are the IFC's own where it has
 * them, else clusters of walkable floor heights.
 */
import type { Document } from '@gltf-transform/core';
import { BufferAttribute, BufferGeometry, DoubleSide, Ray, Vector3 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import { storeyAtHeight } from '../../../src/contract/storeys';
import {
  isFloorOnly,
  isNeverFloor,
  isPassable,
  removeFloorOnly,
  sceneBounds,
  worldTriangles,
  type Vec3,
  type WalkableTriangles,
  type WorldTriangles,
} from './world-geometry';

/** The upward ray starts this far above a floor (over a rug or noise of a scan). */
const RAY_START = 0.1;
/** Something overhead lower than this is a table or a shelf, not a ceiling (metres above floor). */
const CEILING_MIN = 1.7;
/**
 * Something overhead higher than this is not this floor's ceiling. Two storeys and a bit: the
 * middle treads of a stair under an open stairwell see the ceiling of the storey above.
 */
const CEILING_MAX = 7;
/** Below this much floor under a ceiling (m²), the model is taken to have no ceilings at all. */
const MIN_COVERED_AREA = 4;
/** Floors are sampled in pieces no longer than this (m), so one big triangle is not all-or-none. */
const SAMPLE_EDGE = 1;
/** At most this many upward rays: a huge site is sampled in coarser pieces. */
const MAX_SAMPLES = 400_000;
/** Floor heights closer than this (m) are one storey (a step, a sunken living room). */
export const STOREY_SEPARATION = 2;
/** A height band with less walkable floor than this (m²) is a stair or a landing, not a storey. */
const STOREY_MIN_AREA = 2;
const HEIGHT_BIN = 0.1;

export interface CoveredInput extends WorldTriangles {
  /** Whether any floor had a ceiling: false means the ground is walked on (see coveredFloorInput). */
  ceilings: boolean;
}

/** Where a floor point stands: under a ceiling, and over more of the model. */
export interface CeilingTest {
  /** Whether a ceiling is overhead (CEILING_MIN to CEILING_MAX above it). */
  covered(point: Vec3): boolean;
  /**
   * Whether the point is up on the model rather than on the ground: more of the model lies more
   * than STOREY_SEPARATION below it (a roof over a storey, the top of a shell), or nothing does
   * but the model reaches more than 2 × STOREY_SEPARATION lower (a roof on columns).
   */
  raised(point: Vec3): boolean;
}

/**
 * The drawn model as a ray-cast structure: doors left out (they are open to walk through), or
 * kept where `doors` says 'closed' (what one sees: a door hides the room behind it).
 */
export function obstacles(document: Document, doors: 'open' | 'closed' = 'open'): MeshBVH | null {
  const world = worldTriangles(document, {
    skip: (node) => isFloorOnly(node) || (doors === 'open' && isPassable(node)),
  });
  if (world.indices.length === 0) return null;
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(world.positions, 3));
  geometry.setIndex(new BufferAttribute(world.indices, 1));
  return new MeshBVH(geometry);
}

export function ceilingTest(bvh: MeshBVH | null, bottom = -Infinity): CeilingTest {
  const ray = new Ray(new Vector3(), new Vector3());
  const hits = (origin: Vec3, up: 1 | -1, near: number, far: number) => {
    if (!bvh) return false;
    ray.origin.set(...origin);
    ray.direction.set(0, up, 0);
    return bvh.raycastFirst(ray, DoubleSide, near, far) != null;
  };
  return {
    covered: ([x, y, z]) => hits([x, y + RAY_START, z], 1, CEILING_MIN - RAY_START, CEILING_MAX),
    raised: ([x, y, z]) =>
      hits([x, y, z], -1, STOREY_SEPARATION, Infinity) || y - bottom > 2 * STOREY_SEPARATION,
  };
}

/** A space's floor counts as drawn where the model has a surface this close above or below (m). */
const DRAWN_FLOOR_REACH = 0.3;
/** Space floors checked against the drawn model, at most. */
const SPACE_FLOOR_SAMPLES = 2_000;

/**
 * The IFC spaces' floors (floor-only nodes) are kept only where the model draws no floors (an
 * architectural export whose slabs are in the structural model): where it draws them, the spaces'
 * own would only add their margins across stairwells.
 */
export function keepSpaceFloorsWhereUndrawn(
  document: Document,
  bvh: MeshBVH | null = obstacles(document),
): void {
  const spaces = worldTriangles(document, { skip: (node) => !isFloorOnly(node) });
  const triangles = Math.floor(spaces.indices.length / 3);
  if (triangles === 0) return;
  const ray = new Ray(new Vector3(), new Vector3(0, -1, 0));
  const stride = Math.max(1, Math.ceil(triangles / SPACE_FLOOR_SAMPLES));
  let sampled = 0;
  let drawn = 0;
  for (let triangle = 0; triangle < triangles; triangle += stride) {
    const [a, b, c] = [0, 1, 2].map((k) => {
      const vertex = (spaces.indices[triangle * 3 + k] ?? 0) * 3;
      return [0, 1, 2].map((axis) => spaces.positions[vertex + axis] ?? 0) as Vec3;
    }) as [Vec3, Vec3, Vec3];
    const area = areaOf(a, b, c);
    ray.origin.set(
      (a[0] + b[0] + c[0]) / 3,
      (a[1] + b[1] + c[1]) / 3 + DRAWN_FLOOR_REACH,
      (a[2] + b[2] + c[2]) / 3,
    );
    sampled += area;
    if (bvh?.raycastFirst(ray, DoubleSide, 0, 2 * DRAWN_FLOOR_REACH)) drawn += area;
  }
  if (drawn >= sampled / 2) removeFloorOnly(document);
}

/**
 * The navmesh's input (doors, IFC roofs and suspended ceilings left out) with every upward
 * triangle that is no floor turned face-down, so that recast keeps it as an obstacle but never as
 * floor. Where the model has MIN_COVERED_AREA of floor under a ceiling, floor without one is no
 * floor (a roof, a terrace). Where it has not (an open-topped scan, a plan extruded from DXF, a
 * steel frame), floor up on the model is none (a roof, the top of a closed shell): what is left is
 * the ground, or nothing, and the model becomes an object. Long triangles are split first, so
 * that a floor running out from under a roof onto a terrace is cut where the roof ends (to within
 * SAMPLE_EDGE).
 */
export function coveredFloorInput(
  document: Document,
  maxSlope: number,
  bvh: MeshBVH | null = obstacles(document),
): CoveredInput {
  const input = worldTriangles(document, { skip: isNeverFloor });
  const bounds = sceneBounds(document);
  const test = ceilingTest(bvh, bounds.min[1]);
  const minNormalY = Math.cos((maxSlope * Math.PI) / 180);
  const extent = Math.max(bounds.max[0] - bounds.min[0], bounds.max[2] - bounds.min[2]);
  const edge = Math.max(SAMPLE_EDGE, extent / Math.sqrt(MAX_SAMPLES / 4));
  const steep: number[] = [];
  const floor: { corners: [Vec3, Vec3, Vec3]; centroid: Vec3; covered: boolean }[] = [];
  let coveredArea = 0;
  const corner = (index: number): Vec3 => {
    const vertex = (input.indices[index] ?? 0) * 3;
    return [
      input.positions[vertex] ?? 0,
      input.positions[vertex + 1] ?? 0,
      input.positions[vertex + 2] ?? 0,
    ];
  };
  for (let i = 0; i + 2 < input.indices.length; i += 3) {
    const corners: [Vec3, Vec3, Vec3] = [corner(i), corner(i + 1), corner(i + 2)];
    const normal = normalOf(...corners);
    if (normal === null || normal[1] < minNormalY) {
      steep.push(input.indices[i] ?? 0, input.indices[i + 1] ?? 0, input.indices[i + 2] ?? 0);
      continue;
    }
    for (const [p, q, r] of split(corners, edge)) {
      const centroid: Vec3 = [
        (p[0] + q[0] + r[0]) / 3,
        (p[1] + q[1] + r[1]) / 3,
        (p[2] + q[2] + r[2]) / 3,
      ];
      const covered = test.covered(centroid);
      if (covered) coveredArea += areaOf(p, q, r);
      floor.push({ corners: [p, q, r], centroid, covered });
    }
  }
  const ceilings = coveredArea >= MIN_COVERED_AREA;
  const positions: number[] = Array.from(input.positions);
  const indices = steep;
  for (const { corners, centroid, covered } of floor) {
    const base = positions.length / 3;
    positions.push(...corners[0], ...corners[1], ...corners[2]);
    const walkable = ceilings ? covered : !test.raised(centroid);
    indices.push(base, base + (walkable ? 1 : 2), base + (walkable ? 2 : 1));
  }
  return {
    positions: Float32Array.from(positions),
    indices: Uint32Array.from(indices),
    ceilings,
  };
}

/** A triangle cut in halves across its longest edge until no edge is longer than `edge`. */
function split(triangle: [Vec3, Vec3, Vec3], edge: number, depth = 0): [Vec3, Vec3, Vec3][] {
  const [a, b, c] = triangle;
  const lengths = [distance(a, b), distance(b, c), distance(c, a)];
  const longest = Math.max(...lengths);
  if (longest <= edge || depth >= 16) return [triangle];
  const mid = (p: Vec3, q: Vec3): Vec3 => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2, (p[2] + q[2]) / 2];
  // Halves keep the winding of the whole.
  if (longest === lengths[0]) {
    const m = mid(a, b);
    return [...split([a, m, c], edge, depth + 1), ...split([m, b, c], edge, depth + 1)];
  }
  if (longest === lengths[1]) {
    const m = mid(b, c);
    return [...split([a, b, m], edge, depth + 1), ...split([a, m, c], edge, depth + 1)];
  }
  const m = mid(c, a);
  return [...split([a, b, m], edge, depth + 1), ...split([m, b, c], edge, depth + 1)];
}

const distance = (p: Vec3, q: Vec3) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/** The unit normal by the winding, or null for a degenerate triangle. */
function normalOf(a: Vec3, b: Vec3, c: Vec3): Vec3 | null {
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]] as const;
  const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]] as const;
  const n: Vec3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
  const length = Math.hypot(...n);
  return length === 0 ? null : [n[0] / length, n[1] / length, n[2] / length];
}

function areaOf(a: Vec3, b: Vec3, c: Vec3): number {
  const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]] as const;
  const v = [c[0] - a[0], c[1] - a[1], c[2] - a[2]] as const;
  return (
    Math.hypot(u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]) / 2
  );
}

export interface Storey {
  /** The model's own name (IFC), or null where it names none (the viewer numbers those). */
  name: string | null;
  /** The storey's floor height, metres in the tour's frame. */
  elevation: number;
  /** Walkable floor on this storey, m². */
  walkableArea: number;
}

/** One walkable triangle per entry: its corners' mean and its area. */
interface FloorPiece {
  centroid: Vec3;
  area: number;
}

function pieces({ positions, indices }: WalkableTriangles): FloorPiece[] {
  const result: FloorPiece[] = [];
  const at = (index: number): Vec3 => {
    const vertex = (indices[index] ?? 0) * 3;
    return [positions[vertex] ?? 0, positions[vertex + 1] ?? 0, positions[vertex + 2] ?? 0];
  };
  for (let i = 0; i + 2 < indices.length; i += 3) {
    const [a, b, c] = [at(i), at(i + 1), at(i + 2)];
    result.push({
      centroid: [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3],
      area: areaOf(a, b, c),
    });
  }
  return result;
}

/** The storeys' floor heights, lowest first, as storeyAtHeight takes them. */
export const floorsOf = (storeys: readonly { elevation: number }[]): number[] =>
  storeys.map((storey) => storey.elevation);

/**
 * The storeys, lowest first: the IFC's (by elevation) where it has them, else the heights at
 * which walkable floor gathers, at least STOREY_SEPARATION apart. Each with its walkable area.
 */
export function detectStoreys(
  walkable: WalkableTriangles,
  declared: readonly { name: string; elevation: number }[] = [],
): Storey[] {
  const floor = pieces(walkable);
  let storeys: Storey[];
  if (declared.length > 0) {
    storeys = [...declared]
      .sort((a, b) => a.elevation - b.elevation)
      .map((storey) => ({ name: storey.name, elevation: storey.elevation, walkableArea: 0 }));
  } else {
    const bins = new Map<number, number>();
    for (const piece of floor) {
      const bin = Math.round(piece.centroid[1] / HEIGHT_BIN);
      bins.set(bin, (bins.get(bin) ?? 0) + piece.area);
    }
    const chosen: number[] = [];
    for (const [bin, area] of [...bins].sort((a, b) => b[1] - a[1])) {
      if (area < STOREY_MIN_AREA && chosen.length > 0) break;
      const height = bin * HEIGHT_BIN;
      if (chosen.every((other) => Math.abs(other - height) >= STOREY_SEPARATION))
        chosen.push(height);
    }
    storeys = chosen
      .sort((a, b) => a - b)
      .map((elevation) => ({ name: null, elevation, walkableArea: 0 }));
  }
  const floors = floorsOf(storeys);
  for (const piece of floor) {
    const storey = storeys[storeyAtHeight(floors, piece.centroid[1])];
    if (storey) storey.walkableArea += piece.area;
  }
  return storeys;
}

/** The walkable triangles of one storey (from its floor up to the next storey's). */
export function storeyFloor(
  walkable: WalkableTriangles,
  storeys: readonly Storey[],
  index: number,
): WalkableTriangles {
  const positions: number[] = [];
  const indices: number[] = [];
  const at = (k: number): Vec3 => {
    const vertex = (walkable.indices[k] ?? 0) * 3;
    return [
      walkable.positions[vertex] ?? 0,
      walkable.positions[vertex + 1] ?? 0,
      walkable.positions[vertex + 2] ?? 0,
    ];
  };
  const floors = floorsOf(storeys);
  for (let i = 0; i + 2 < walkable.indices.length; i += 3) {
    const [a, b, c] = [at(i), at(i + 1), at(i + 2)];
    if (storeyAtHeight(floors, (a[1] + b[1] + c[1]) / 3) !== index) continue;
    const base = positions.length / 3;
    positions.push(...a, ...b, ...c);
    indices.push(base, base + 1, base + 2);
  }
  return { positions, indices };
}

/** The entrance storey: the lowest with at least `minArea` m² of walkable floor. */
export function entranceStorey(storeys: readonly Storey[], minArea: number): number {
  const index = storeys.findIndex((storey) => storey.walkableArea >= minArea);
  if (index >= 0) return index;
  const largest = Math.max(...storeys.map((storey) => storey.walkableArea));
  return Math.max(
    0,
    storeys.findIndex((storey) => storey.walkableArea === largest),
  );
}
